import { BookOpen, CircleCheckBig, MessageCircle, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import type { SectionProps } from './types.ts'
import { usePageLang, useSite } from '../components/SiteContext.tsx'
import { homeOf } from '../lib/lang.ts'
import { useHydrated } from '../lib/hydrated.ts'
import { buttonBase, buttonClass } from '../components/ActionLink.tsx'
import { resolveAction } from '../lib/links.ts'
import { cn } from '../lib/cn.ts'

type Source = 'default' | 'contact' | 'itr-filing' | 'lead-magnet'
const SOURCES: Exclude<Source, 'default'>[] = ['contact', 'itr-filing', 'lead-magnet']

/** ?source= of the address → which text to show; form, a missing and an unknown source get the default. */
export function thankYouSource(source: string | null): Source {
  return source === 'contact' || source === 'itr-filing' || source === 'lead-magnet' ? source : 'default'
}

/** A guide id as createGuideAccess makes them (a UUID); anything else gets no link. */
const GUIDE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * One text for each ?source=, all in the prerendered page (which has no query string): the page's loader
 * shows the one the address names from the first paint, before this code arrives (scripts/lib/loader.ts:
 * `data-query="source=…"`, and the default, `data-query-default`, after them, hidden when one of them shows).
 * Once hydrated, only the chosen one is rendered.
 */
function BySource<T>({
  chosen,
  texts,
  children,
}: {
  chosen?: Source
  texts: Partial<Record<Source, T>>
  children: (text: T) => ReactNode
}) {
  if (chosen) return <>{children((texts[chosen] ?? texts.default)!)}</>
  return (
    <>
      {SOURCES.filter((k) => texts[k] !== undefined).map((k) => (
        <div key={k} data-query={`source=${k}`}>
          {children(texts[k]!)}
        </div>
      ))}
      <div data-query-default="source">{children(texts.default!)}</div>
    </>
  )
}

/** The confirmation after a form: its title, message and next steps are those of ?source= (spec 000 §2). */
export function ThankYou({ id, sources, stepsHeading, steps, itrSteps, guideLink, helpText, backLabel }: SectionProps<'thank-you'>) {
  const site = useSite()
  const { lang } = usePageLang()
  const hydrated = useHydrated()
  const [params] = useSearchParams()
  const chosen = hydrated ? thankYouSource(params.get('source')) : undefined
  const source = chosen ?? 'default'
  const guide = hydrated ? params.get('guide') : null
  const guideId = source === 'lead-magnet' && guide && GUIDE_ID.test(guide) ? guide : undefined
  const call = resolveAction({ type: 'phone', label: site.labels.callNow }, site)
  const chat = resolveAction({ type: 'chat', label: site.labels.chat }, site)

  return (
    <section id={id} data-source={source} className="bg-slate-50 py-14 sm:py-20">
      <div className="container-page max-w-3xl">
        <div className="rounded-3xl bg-white px-6 py-10 text-center shadow-(--shadow-lift) ring-1 ring-slate-900/5 sm:px-12 sm:py-14">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-growth-100 text-growth-700">
            <CircleCheckBig className="size-9" aria-hidden="true" />
          </span>
          <BySource chosen={chosen} texts={sources}>
            {({ title, message }) => (
              <>
                <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl">{title}</h1>
                <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-muted">{message}</p>
              </>
            )}
          </BySource>

          {guideId && (
            <Link to={`/ebook?id=${encodeURIComponent(guideId)}`} className={buttonClass('secondary', 'mt-8')}>
              <BookOpen className="size-5" aria-hidden="true" />
              {guideLink}
            </Link>
          )}

          <div className="mt-10 rounded-2xl bg-slate-50 p-6 text-left ring-1 ring-slate-200 sm:p-8">
            <h2 className="text-lg font-bold text-ink">{stepsHeading}</h2>
            <BySource chosen={chosen} texts={{ default: steps, 'itr-filing': itrSteps }}>
              {(list) => (
                <ol className="mt-5 space-y-4">
                  {list.map((step, i) => (
                    <li key={step} className="flex gap-4">
                      <span
                        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-trust-700 text-sm font-bold text-white"
                        aria-hidden="true"
                      >
                        {i + 1}
                      </span>
                      <span className="pt-1 text-slate-700">{step}</span>
                    </li>
                  ))}
                </ol>
              )}
            </BySource>
          </div>

          {helpText && <p className="mt-10 font-semibold text-ink">{helpText}</p>}
          <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
            <a href={call.href} className={cn(buttonBase, 'whitespace-nowrap bg-trust-700 text-white shadow-sm hover:bg-trust-800')}>
              <Phone className="size-5" aria-hidden="true" />
              {site.labels.callNow}
            </a>
            {/* A chat number that is no mobile has no WhatsApp (the one phone rule): the call button alone. */}
            {chat.newTab && (
              <a
                href={chat.href}
                target="_blank"
                rel="noopener noreferrer"
                className={cn(buttonBase, 'bg-growth-600 text-white shadow-sm hover:bg-growth-700')}
              >
                <MessageCircle className="size-5" aria-hidden="true" />
                {site.labels.chat}
                <span className="sr-only"> {site.labels.newTab}</span>
              </a>
            )}
          </div>
          <Link
            to={homeOf(lang)}
            className="mt-8 inline-flex min-h-11 items-center font-semibold text-trust-700 underline-offset-4 hover:underline"
          >
            {backLabel}
          </Link>
        </div>
      </div>
    </section>
  )
}
