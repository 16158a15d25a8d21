import { useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { ChevronDown, Clock, Mail, Phone } from 'lucide-react'
import { usePageLang, useSite } from '../components/SiteContext.tsx'
import { LanguageSwitch } from '../components/LanguageSwitch.tsx'
import { homeOf, HINDI_PREFIX } from '../lib/lang.ts'
import { Icon } from '../components/Icon.tsx'
import { cn } from '../lib/cn.ts'
import { callUrl } from '../lib/links.ts'
import { MobileMenu } from './MobileMenu.tsx'

export function Header() {
  const site = useSite()
  const { lang } = usePageLang()
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
            <a href={callUrl(site)} className="inline-flex items-center gap-1.5 whitespace-nowrap hover:text-white">
              <Phone className="size-4" aria-hidden="true" /> {site.phone.display}
            </a>
            <a href={`mailto:${site.email}`} className="inline-flex items-center gap-1.5 hover:text-white">
              <Mail className="size-4" aria-hidden="true" /> {site.email}
            </a>
          </div>
        </div>
      </div>
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to={homeOf(lang)} onClick={() => window.scrollTo({ top: 0 })} className="flex items-center gap-2">
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
        <nav aria-label={site.labels.mainNav} className="hidden lg:block">
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
          <LanguageSwitch className="rounded-xl px-2 text-sm text-trust-700 hover:bg-slate-100 hover:text-trust-800" />
          <a
            href={callUrl(site)}
            className="hidden min-h-11 items-center gap-2 rounded-xl whitespace-nowrap bg-accent-400 px-4 text-sm font-semibold text-ink hover:bg-accent-500 sm:inline-flex"
          >
            <Phone className="size-4" aria-hidden="true" /> {site.labels.callNow}
          </a>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}

function NavItem({ label, href }: { label: string; href: string }) {
  return (
    <li>
      <NavLink
        to={href}
        end={href === '/' || href === HINDI_PREFIX}
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

/**
 * Opens on hover, and from the chevron button for keyboard and touch (the WAI-ARIA disclosure navigation
 * pattern): focus alone does not open it, or every Tab through the header would walk its 30 links. Closes
 * when focus leaves it, and on Escape, which puts focus back on the button.
 */
function MegaMenuItem({ label, href }: { label: string; href: string }) {
  const site = useSite()
  // Open while a mouse is over it, or while opened from the button (a mouse click on the button it is
  // already over keeps it open rather than shutting what the hover just opened).
  const [hovered, setHovered] = useState(false)
  const [pinned, setPinned] = useState(false)
  const open = hovered || pinned
  const ref = useRef<HTMLLIElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const close = () => {
    setHovered(false)
    setPinned(false)
  }
  const { pathname } = useLocation()
  const shownFor = useRef(pathname)
  useEffect(() => {
    // A new page closes it. On the page the code arrives on, a mouse already over it (its pointerenter came
    // before anyone listened) opens it, as if it had just arrived.
    if (shownFor.current !== pathname) close()
    else if (ref.current?.matches(':hover')) setHovered(true)
    shownFor.current = pathname
  }, [pathname])
  // Opened from the button: a click or tap anywhere else shuts it (a tap does not move focus everywhere).
  useEffect(() => {
    if (!pinned) return
    const outside = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setPinned(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [pinned])
  return (
    <li
      ref={ref}
      className="relative"
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && close()}
      onBlur={(e) => {
        if (!ref.current?.contains(e.relatedTarget as Node | null)) setPinned(false)
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          close()
          button.current?.focus()
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
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls="mega-menu"
          aria-label={site.labels.submenu.replace('{label}', label)}
          onClick={() => setPinned(!open)}
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
