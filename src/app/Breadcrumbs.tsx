import { Link } from 'react-router-dom'
import { ChevronRight } from 'lucide-react'
import type { Crumb } from '../generated/content.ts'
import { useSite } from '../components/SiteContext.tsx'

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { labels } = useSite()
  return (
    <nav aria-label={labels.breadcrumb} className="border-b border-slate-200 bg-slate-50">
      <ol className="container-page flex flex-wrap items-center gap-1 py-3 text-sm text-slate-600">
        {items.map((c, i) => {
          const last = i === items.length - 1
          return (
            <li key={c.url + i} className="inline-flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {c.name}
                </span>
              ) : (
                <>
                  <Link to={c.url} className="hover:text-trust-700 hover:underline">
                    {c.name}
                  </Link>
                  <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
