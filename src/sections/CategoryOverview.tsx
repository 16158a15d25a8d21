import { ArrowRight, Check } from 'lucide-react'
import { Link } from '../app/router.tsx'
import type { SectionProps } from './types.ts'
import { SectionShell } from '../components/SectionShell.tsx'
import { Icon } from '../components/Icon.tsx'
import { PriceTag } from '../components/PriceTag.tsx'
import { useSite } from '../components/SiteContext.tsx'

/** The six categories of site.yaml: up to maxServices services each, "+N more services", a starting price and a link. */
export function CategoryOverview({ id, heading, description, maxServices = 4, button }: SectionProps<'category-overview'>) {
  const site = useSite()
  return (
    <SectionShell id={id} heading={heading} description={description} tone="soft">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {site.categories.map((c) => {
          const more = c.services.length - maxServices
          return (
            <li key={c.id} className="flex">
              <article className="flex w-full flex-col rounded-(--radius-card) bg-white p-6 shadow-(--shadow-card) ring-1 ring-slate-200">
                <span className="inline-flex w-fit rounded-xl bg-trust-50 p-3 text-trust-700">
                  <Icon name={c.icon} className="size-7" />
                </span>
                <h3 className="mt-4 text-xl font-bold text-ink">{c.name}</h3>
                <p className="mt-2 text-muted">{c.description}</p>
                <ul className="mt-4 space-y-1.5 text-sm">
                  {c.services.slice(0, maxServices).map((s) => (
                    <li key={s.href} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-growth-600" aria-hidden="true" />
                      <Link to={s.href} className="text-slate-700 hover:text-trust-700 hover:underline">
                        {s.label}
                      </Link>
                    </li>
                  ))}
                </ul>
                {more > 0 && (
                  <p className="mt-2 text-sm font-medium text-trust-700">
                    {more === 1 ? site.labels.moreServicesOne : site.labels.moreServices.replace('{count}', String(more))}
                  </p>
                )}
                <div className="mt-auto flex items-end justify-between gap-3 pt-6">
                  <div>
                    <p className="text-xs text-muted">{site.labels.startingFrom}</p>
                    <PriceTag price={c.startingPrice} size="sm" plain />
                  </div>
                  <Link
                    to={c.path}
                    className="inline-flex min-h-11 items-center gap-1 rounded-xl bg-trust-700 px-4 py-2 text-sm font-semibold text-white hover:bg-trust-800"
                  >
                    {button ?? c.name}
                    <span className="sr-only">: {c.name}</span>
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                </div>
              </article>
            </li>
          )
        })}
      </ul>
    </SectionShell>
  )
}
