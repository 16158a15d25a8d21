/**
 * The few routing pieces this site uses, on the History API: a provider for the browser and one for the
 * prerender, Link, NavLink, useLocation, useNavigate and useSearchParams. Routes themselves are data
 * (the route manifest), so a full router library would be ~12 KB of gzipped JavaScript on every page
 * for features nothing here uses (docs/DECISIONS.md).
 */
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react'

export interface Location {
  pathname: string
  search: string
  hash: string
  /** Changes with every navigation, even to the same address. */
  key: string
}

interface RouterValue {
  location: Location
  navigate: (to: string | number, opts?: { replace?: boolean }) => void
}

const RouterContext = createContext<RouterValue | null>(null)
const CHANGE = 'site:locationchange'

function readLocation(): Location {
  const { pathname, search, hash } = window.location
  const state = window.history.state as { key?: unknown } | null
  return { pathname, search, hash, key: typeof state?.key === 'string' ? state.key : 'default' }
}

let snapshot: Location | undefined
function getSnapshot(): Location {
  const now = readLocation()
  if (
    !snapshot ||
    snapshot.pathname !== now.pathname ||
    snapshot.search !== now.search ||
    snapshot.hash !== now.hash ||
    snapshot.key !== now.key
  )
    snapshot = now
  return snapshot
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  window.addEventListener(CHANGE, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(CHANGE, onChange)
  }
}

function browserNavigate(to: string | number, opts?: { replace?: boolean }): void {
  if (typeof to === 'number') {
    window.history.go(to)
    return
  }
  const url = new URL(to, window.location.href)
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href)
    return
  }
  const target = url.pathname + url.search + url.hash
  const state = { key: Math.random().toString(36).slice(2, 10) }
  if (opts?.replace) window.history.replaceState(state, '', target)
  else window.history.pushState(state, '', target)
  window.dispatchEvent(new Event(CHANGE))
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  // As react-router does: hydration sees the real address. Sections that depend on the query string read
  // it in an effect, so the first render matches the prerendered HTML (made without a query).
  const location = useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
  const value = useMemo(() => ({ location, navigate: browserNavigate }), [location])
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>
}

/** For the prerender: a fixed location; navigation is impossible on the server. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const url = new URL(location, 'http://prerender.local')
  const value: RouterValue = {
    location: { pathname: url.pathname, search: url.search, hash: url.hash, key: 'default' },
    navigate: () => {
      throw new Error('navigate() during prerender')
    },
  }
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>
}

function useRouter(): RouterValue {
  const value = useContext(RouterContext)
  if (!value) throw new Error('Router hooks used outside <BrowserRouter> or <StaticRouter>')
  return value
}

export const useLocation = (): Location => useRouter().location
export const useNavigate = (): RouterValue['navigate'] => useRouter().navigate

export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>, opts?: { replace?: boolean }) => void,
] {
  const { location, navigate } = useRouter()
  const params = useMemo(() => new URLSearchParams(location.search), [location.search])
  const set = useCallback(
    (next: URLSearchParams | Record<string, string>, opts?: { replace?: boolean }) => {
      const search = new URLSearchParams(next).toString()
      navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, opts)
    },
    [location.pathname, location.hash, navigate],
  )
  return [params, set]
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean }

/** An <a href> that navigates without a page load, unless the visitor asks for a new tab or window. */
export function Link({ to, replace, onClick, target, children, ...rest }: LinkProps) {
  const { navigate } = useRouter()
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e)
    if (
      e.defaultPrevented ||
      e.button !== 0 ||
      e.metaKey ||
      e.ctrlKey ||
      e.shiftKey ||
      e.altKey ||
      (target && target !== '_self') ||
      rest.download !== undefined
    )
      return
    e.preventDefault()
    navigate(to, { replace })
  }
  return (
    <a href={to} target={target} onClick={handle} {...rest}>
      {children}
    </a>
  )
}

type NavLinkProps = Omit<LinkProps, 'className'> & { end?: boolean; className?: string | ((state: { isActive: boolean }) => string) }

/** A Link that knows whether it points at the current page (aria-current="page" when it does). */
export function NavLink({ end, className, to, ...rest }: NavLinkProps) {
  const { pathname } = useLocation()
  const isActive = end || to === '/' ? pathname === to : pathname === to || pathname.startsWith(to + '/')
  const cls = typeof className === 'function' ? className({ isActive }) : className
  return <Link to={to} className={cls} aria-current={isActive ? 'page' : undefined} {...rest} />
}

/** For tests: navigation in memory, starting at the first entry. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [entries, setEntries] = useState(() => initialEntries.map(toLocation))
  const [index, setIndex] = useState(entries.length - 1)
  const value = useMemo<RouterValue>(
    () => ({
      location: entries[index],
      navigate: (to, opts) => {
        if (typeof to === 'number') return setIndex((i) => Math.min(Math.max(i + to, 0), entries.length - 1))
        const next = toLocation(to)
        if (opts?.replace) setEntries((list) => list.map((l, i) => (i === index ? next : l)))
        else {
          setEntries((list) => [...list.slice(0, index + 1), next])
          setIndex(index + 1)
        }
      },
    }),
    [entries, index],
  )
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>
}

function toLocation(to: string): Location {
  const url = new URL(to, 'http://memory.local')
  return { pathname: url.pathname, search: url.search, hash: url.hash, key: Math.random().toString(36).slice(2, 10) }
}
