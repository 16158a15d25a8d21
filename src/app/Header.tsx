import { useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from './router.tsx'
import { ChevronDown, Clock, Mail, Menu, Phone, X } from 'lucide-react'
import { useSite } from '../components/SiteContext.tsx'
import { Icon } from '../components/Icon.tsx'
import { cn } from '../lib/cn.ts'
import { MobileMenu } from './MobileMenu.tsx'

export function Header() {
  const site = useSite()
  const [mobileOpen, setMobileOpen] = useState(false)
  const { pathname } = useLocation()
  useEffect(() => setMobileOpen(false), [pathname])
  // The header answers the mouse from here on: hover, unlike clicks and focus, is not an event React
  // replays once it has hydrated. Marked on <html> for tests (and any style that needs the script).
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <header className="sticky top-0 z-40 bg-white/95 shadow-sm backdrop-blur">
      <div className="hidden bg-trust-900 text-sm text-white/90 md:block">
        <div className="container-page flex h-9 items-center justify-between">
          <p className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" /> {site.hours.header}
          </p>
          <div className="flex items-center gap-5">
            <a href={`tel:${site.phone.tel}`} className="inline-flex items-center gap-1.5 whitespace-nowrap hover:text-white">
              <Phone className="size-4" aria-hidden="true" /> {site.phone.display}
            </a>
            <a href={`mailto:${site.email}`} className="inline-flex items-center gap-1.5 hover:text-white">
              <Mail className="size-4" aria-hidden="true" /> {site.email}
            </a>
          </div>
        </div>
      </div>
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" onClick={() => window.scrollTo({ top: 0 })} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-flex size-9 items-center justify-center rounded-lg bg-trust-700 text-sm font-extrabold text-white"
          >
            {site.brand.logoMark}
          </span>
          {/* The name comes from the visible text (WCAG 2.5.3), the rest is for screen readers only. */}
          <span className="text-xl font-extrabold tracking-tight text-ink">{site.brand.name}</span>
          <span className="sr-only">, {site.labels.backToTop}</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {site.nav.map((item) =>
              item.mega ? (
                <MegaMenuItem key={item.href} label={item.label} href={item.href} />
              ) : (
                <NavItem key={item.href} label={item.label} href={item.href} />
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a
            href={`tel:${site.phone.tel}`}
            className="hidden min-h-11 items-center gap-2 rounded-xl whitespace-nowrap bg-accent-400 px-4 text-sm font-semibold text-ink hover:bg-accent-500 sm:inline-flex"
          >
            <Phone className="size-4" aria-hidden="true" /> {site.labels.callNow}
          </a>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? site.labels.closeMenu : site.labels.menu}
            onClick={() => setMobileOpen((o) => !o)}
          >
            {mobileOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>
      {mobileOpen && <MobileMenu onNavigate={() => setMobileOpen(false)} />}
    </header>
  )
}

function NavItem({ label, href }: { label: string; href: string }) {
  return (
    <li>
      <NavLink
        to={href}
        end={href === '/'}
        className={({ isActive }) =>
          cn(
            'inline-flex min-h-11 items-center rounded-lg px-3 font-medium hover:bg-slate-100 hover:text-trust-700',
            isActive ? 'text-trust-700' : 'text-slate-700',
          )
        }
      >
        {label}
      </NavLink>
    </li>
  )
}

/** Opens on hover and on keyboard focus; the chevron button toggles it for touch and keyboard; Escape closes it. */
function MegaMenuItem({ label, href }: { label: string; href: string }) {
  const site = useSite()
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLLIElement>(null)
  const { pathname } = useLocation()
  useEffect(() => setOpen(false), [pathname])
  return (
    <li
      ref={ref}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(e) => {
        if (!ref.current?.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          setOpen(false)
          ref.current?.querySelector<HTMLElement>('a')?.focus()
        }
      }}
    >
      <div className="flex items-center">
        <NavLink
          to={href}
          className={({ isActive }) =>
            cn(
              'inline-flex min-h-11 items-center rounded-lg py-2 pr-1 pl-3 font-medium hover:text-trust-700',
              isActive ? 'text-trust-700' : 'text-slate-700',
            )
          }
        >
          {label}
        </NavLink>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="mega-menu"
          aria-label={`${label} menu`}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
        >
          <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </button>
      </div>
      <div id="mega-menu" hidden={!open} className="absolute top-full left-1/2 w-[min(64rem,calc(100vw-2rem))] -translate-x-1/2 pt-2">
        <div className="grid grid-cols-3 gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-(--shadow-lift)">
          {site.categories.map((c) => (
            <div key={c.id}>
              <Link to={c.path} className="flex items-center gap-2 font-bold text-ink hover:text-trust-700">
                <Icon name={c.icon} className="size-5 text-trust-700" />
                {c.name}
              </Link>
              <ul className="mt-2 space-y-1 border-l border-slate-200 pl-3">
                {c.services.map((s) => (
                  <li key={s.href}>
                    <Link to={s.href} className="block rounded py-1 text-sm text-slate-600 hover:text-trust-700">
                      {s.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </li>
  )
}
