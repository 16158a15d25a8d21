import type { SectionProps } from './types.ts'
import { SectionShell } from '../components/SectionShell.tsx'
import { PriceTag } from '../components/PriceTag.tsx'
import { CardButton, FeatureList } from '../components/FeatureList.tsx'
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
              <FeatureList items={p.features} className="mt-5" />
              <CardButton action={p.button} popular={p.popular} />
            </article>
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
