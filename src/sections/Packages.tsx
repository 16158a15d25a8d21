import { Check } from 'lucide-react'
import type { SectionProps } from './types.ts'
import { SectionShell } from '../components/SectionShell.tsx'
import { PriceTag } from '../components/PriceTag.tsx'
import { ActionLink } from '../components/ActionLink.tsx'
import { PopularBadge } from '../components/PopularBadge.tsx'
import { cn } from '../lib/cn.ts'

export function Packages({ id, heading, description, items, footnote }: SectionProps<'packages'>) {
  return (
    <SectionShell id={id} heading={heading} description={description} tone="soft">
      <ul className={cn('grid gap-6', items.length >= 3 ? 'md:grid-cols-3' : 'md:grid-cols-2', 'mx-auto max-w-6xl')}>
        {items.map((p) => (
          <li key={p.name} className="flex">
            <article
              className={cn(
                'relative flex w-full flex-col rounded-(--radius-card) bg-white p-7 shadow-(--shadow-card)',
                p.popular ? 'ring-2 ring-trust-600 md:-my-3 md:py-10' : 'ring-1 ring-slate-200',
              )}
            >
              {p.popular && <PopularBadge text={p.badge} />}
              <h3 className="text-xl font-bold text-ink">{p.name}</h3>
              {p.description && <p className="mt-2 text-muted">{p.description}</p>}
              <PriceTag price={p.price} className="mt-5" />
              <ul className="mt-6 space-y-2.5 text-slate-700">
                {p.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check className="mt-0.5 size-5 shrink-0 text-growth-600" aria-hidden="true" />
                    <span>{f}</span>
                  </li>
                ))}
              </ul>
              {p.button && (
                <div className="mt-auto pt-8">
                  <ActionLink
                    action={p.button}
                    style={p.popular ? 'secondary' : 'outline'}
                    className={p.popular ? 'w-full' : 'w-full text-trust-700'}
                  />
                </div>
              )}
            </article>
          </li>
        ))}
      </ul>
      {footnote && <p className="mt-8 text-center text-sm text-muted">{footnote}</p>}
    </SectionShell>
  )
}
