import { useState } from 'react'
import { Link } from 'react-router-dom'
import { cn } from '../lib/cn.ts'
import { useFormsCopy } from './copy.ts'
import { usePageLang } from '../components/SiteContext.tsx'
import { keepOf, NOTICE_LANG, noticeGroups, type NoticeForm, type NoticeLanguage } from './notice.ts'

/**
 * The privacy notice beside a form's button: what this form sends, grouped by what it is for, how long it is
 * kept, the links (choices, rights, grievance officer, the Board) and a switch to the other language. The
 * language shown goes with the form (a hidden field), so the enquiry records the version the visitor read.
 */
export function FormNotice({ form, dark, className }: { form: NoticeForm; dark?: boolean; className?: string }) {
  const { privacy } = useFormsCopy()
  // First in the page's language; the switch shows the other.
  const [lang, setLang] = useState<NoticeLanguage>(usePageLang().lang)
  const n = privacy[lang]
  const other: NoticeLanguage = lang === 'en' ? 'hi' : 'en'
  const strong = dark ? 'text-white' : 'text-slate-700'
  // Each at least 24 px tall (WCAG 2.5.8, Lighthouse's target-size): small text, but a finger's target.
  const link = cn(
    'inline-flex min-h-6 items-center underline underline-offset-2',
    dark ? 'text-white hover:text-accent-300' : 'text-trust-700 hover:text-trust-800',
  )
  return (
    <div
      lang={lang}
      data-notice=""
      className={cn('mt-3 text-left text-xs leading-relaxed', dark ? 'text-white/80' : 'text-muted', className)}
    >
      <input type="hidden" name={NOTICE_LANG} value={lang} />
      <p className={cn('font-semibold', strong)}>{n.heading}</p>
      <ul className="mt-0.5 list-disc pl-4">
        {noticeGroups(form).map(([purpose, items]) => (
          <li key={purpose}>
            <span className={cn('font-medium', strong)}>{n.purposes[purpose]}:</span> {items.map((i) => n.items[i]).join(', ')}.
          </li>
        ))}
      </ul>
      <p>{n.keep[keepOf(form)]}</p>
      <p className="mt-1 flex flex-wrap gap-x-3">
        {[n.links.choices, n.links.rights, n.links.officer, n.links.board, n.links.policy, n.links.terms].map((l) => (
          <Link key={l.href} to={l.href} className={link}>
            {l.label}
          </Link>
        ))}
        <button type="button" lang={other} onClick={() => setLang(other)} className={cn(link, 'cursor-pointer')}>
          {n.switchLabel}
        </button>
      </p>
    </div>
  )
}
