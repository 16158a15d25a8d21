import type { SectionProps } from './types.ts'
import { SectionShell } from '../components/SectionShell.tsx'
import { PriceTag } from '../components/PriceTag.tsx'
import { CardButton, FeatureList } from '../components/FeatureList.tsx'
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
              <FeatureList items={p.features} size="md" className="mt-6" />
              {p.button && <CardButton action={p.button} popular={p.popular} className="pt-8" about={p.name} />}
            </article>
          </li>
        ))}
      </ul>
      {footnote && <p className="mt-8 text-center text-sm text-muted">{footnote}</p>}
    </SectionShell>
  )
}
