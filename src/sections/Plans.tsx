import { Check } from 'lucide-react'
import type { SectionProps } from './types.ts'
import { SectionShell } from '../components/SectionShell.tsx'
import { PriceTag } from '../components/PriceTag.tsx'
import { ActionLink } from '../components/ActionLink.tsx'
import { PopularBadge } from '../components/PopularBadge.tsx'
import { cn } from '../lib/cn.ts'

export function Plans({ id, heading, description, items }: SectionProps<'plans'>) {
  return (
    <SectionShell id={id} heading={heading} description={description} tone="soft">
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {items.map((p) => (
          <li key={p.name} className="flex">
            <article
              className={cn(
                'relative flex w-full flex-col rounded-(--radius-card) bg-white p-6 shadow-(--shadow-card)',
                p.popular ? 'ring-2 ring-growth-600' : 'ring-1 ring-slate-200',
              )}
            >
              {p.popular && <PopularBadge text={p.badge} />}
              <h3 className="text-xl font-bold text-ink">{p.name}</h3>
              <p className="mt-1 text-sm text-muted">{p.audience}</p>
              <PriceTag price={p.price} className="mt-4" />
              <ul className="mt-5 space-y-2 text-sm text-slate-700">
                {p.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-growth-600" aria-hidden="true" />
                    <span>{f}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-auto pt-6">
                <ActionLink
                  action={p.button}
                  style={p.popular ? 'secondary' : 'outline'}
                  className={p.popular ? 'w-full' : 'w-full text-trust-700'}
                />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
