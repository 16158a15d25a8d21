import type { SectionProps } from './types.ts'
import { Icon } from '../components/Icon.tsx'
import { useSite } from '../components/SiteContext.tsx'

export function TrustStrip({ id, items }: SectionProps<'trust-strip'>) {
  const { labels } = useSite()
  return (
    <section id={id} aria-label={labels.trustStrip} className="border-b border-slate-200 bg-white py-6">
      <ul className="container-page flex flex-wrap items-center justify-center gap-x-8 gap-y-3">
        {items.map((it) => (
          <li key={it.text} className="inline-flex items-center gap-2 text-sm font-semibold text-slate-700">
            <Icon name={it.icon ?? 'badge-check'} className="size-5 text-trust-700" />
            {it.text}
          </li>
        ))}
      </ul>
    </section>
  )
}
