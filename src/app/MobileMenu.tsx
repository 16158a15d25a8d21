import { useState } from 'react'
import { Link } from 'react-router-dom'
import { ChevronDown } from 'lucide-react'
import { useSite } from '../components/SiteContext.tsx'
import { cn } from '../lib/cn.ts'

/** Max height 24rem with scrolling; one category open at a time; tapping the open one closes it; a link closes the menu. */
export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const site = useSite()
  const [openId, setOpenId] = useState<string | null>(null)
  return (
    <nav
      id="mobile-menu"
      aria-label={site.labels.mobileNav}
      className="max-h-[24rem] overflow-y-auto border-t border-slate-200 bg-white lg:hidden"
    >
      <ul className="container-page py-2">
        {site.nav.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              onClick={onNavigate}
              className="flex min-h-11 items-center rounded-lg px-2 font-semibold text-ink hover:bg-slate-50"
            >
              {item.label}
            </Link>
            {item.mega && (
              <ul className="mb-2 ml-2 border-l border-slate-200 pl-2">
                {site.categories.map((c) => {
                  const open = openId === c.id
                  return (
                    <li key={c.id}>
                      <button
                        type="button"
                        aria-expanded={open}
                        aria-controls={`mobile-cat-${c.id}`}
                        onClick={() => setOpenId(open ? null : c.id)}
                        className="flex min-h-11 w-full items-center justify-between rounded-lg px-2 text-left font-medium text-slate-700 hover:bg-slate-50"
                      >
                        {c.name}
                        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
                      </button>
                      <ul id={`mobile-cat-${c.id}`} hidden={!open} className="pb-1 pl-3">
                        <li>
                          <Link
                            to={c.path}
                            onClick={onNavigate}
                            className="flex min-h-10 items-center px-2 text-sm font-semibold text-trust-700"
                          >
                            {c.name}
                          </Link>
                        </li>
                        {c.services.map((s) => (
                          <li key={s.href}>
                            <Link to={s.href} onClick={onNavigate} className="flex min-h-10 items-center px-2 text-sm text-slate-600">
                              {s.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </li>
                  )
                })}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
