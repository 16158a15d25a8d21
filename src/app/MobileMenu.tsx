import { useEffect, useRef, type MouseEvent } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { ChevronDown, Menu, X } from 'lucide-react'
import { useSite } from '../components/SiteContext.tsx'

/** Every <summary> of the menu looks like a button, not a list item with a marker. */
const SUMMARY = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden'

/**
 * The phone menu: a native disclosure (<details>), so the button works from the first paint, before any
 * of the site's JavaScript has arrived, as the FAQ does. Its panel lies over the page below the header,
 * at most 24rem high with scrolling. The categories are disclosures sharing one name: the browser keeps
 * one open at a time, and tapping the open one closes it. Once the code is in, Escape closes the menu and
 * puts focus back on its button, and a link or a new page closes it.
 */
export function MobileMenu() {
  const site = useSite()
  const menu = useRef<HTMLDetailsElement>(null)
  const close = () => {
    if (menu.current) menu.current.open = false
  }
  const { pathname } = useLocation()
  // A new page closes the menu; the page the code arrives on does not: a menu the visitor opened before
  // then (it is a <details>, so it opens without the code) stays open.
  const shownFor = useRef(pathname)
  useEffect(() => {
    if (shownFor.current !== pathname) close()
    shownFor.current = pathname
  }, [pathname])
  const onLink = (e: MouseEvent) => {
    if ((e.target as Element).closest('a')) close()
  }
  return (
    <details
      ref={menu}
      className="group lg:hidden"
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !menu.current?.open) return
        close()
        menu.current.querySelector('summary')?.focus()
      }}
    >
      <summary
        id="mobile-menu-button"
        className={`${SUMMARY} inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100`}
      >
        <Menu className="size-6 group-open:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-open:block" aria-hidden="true" />
        <span className="sr-only group-open:hidden">{site.labels.menu}</span>
        <span className="sr-only hidden group-open:inline">{site.labels.closeMenu}</span>
      </summary>
      <nav
        id="mobile-menu"
        aria-label={site.labels.mobileNav}
        onClick={onLink}
        className="absolute inset-x-0 top-full max-h-[24rem] overflow-y-auto border-t border-slate-200 bg-white shadow-(--shadow-lift)"
      >
        <ul className="container-page py-2">
          {site.nav.map((item) => (
            <li key={item.href}>
              <Link to={item.href} className="flex min-h-11 items-center rounded-lg px-2 font-semibold text-ink hover:bg-slate-50">
                {item.label}
              </Link>
              {item.mega && (
                <ul className="mb-2 ml-2 border-l border-slate-200 pl-2">
                  {site.categories.map((c) => (
                    <li key={c.id}>
                      <details name="mobile-categories" className="group/cat">
                        <summary
                          className={`${SUMMARY} flex min-h-11 items-center justify-between rounded-lg px-2 font-medium text-slate-700 hover:bg-slate-50`}
                        >
                          {c.name}
                          <ChevronDown className="size-4 transition-transform group-open/cat:rotate-180" aria-hidden="true" />
                        </summary>
                        <ul id={`mobile-cat-${c.id}`} className="pb-1 pl-3">
                          <li>
                            <Link to={c.path} className="flex min-h-10 items-center px-2 text-sm font-semibold text-trust-700">
                              {c.name}
                            </Link>
                          </li>
                          {c.services.map((s) => (
                            <li key={s.href}>
                              <Link to={s.href} className="flex min-h-10 items-center px-2 text-sm text-slate-600">
                                {s.label}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </details>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  )
}
