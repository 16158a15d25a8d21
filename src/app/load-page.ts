import { routes } from 'virtual:site-data'
import { dataKey, dataUrl, type ResolvedPage } from '../content/model.ts'
import { preloadSections } from '../sections/RenderSections.tsx'

const NOT_FOUND = dataKey('/404')
const cache = new Map<string, Promise<ResolvedPage>>()

/** /about/ → /about; / stays /. */
export function normalizePath(pathname: string): string {
  const p = pathname.replace(/\/+$/, '')
  return p === '' ? '/' : p
}

export function isKnownPath(pathname: string): boolean {
  return normalizePath(pathname) in routes
}

/**
 * Fetches the page's own data file (never every page's), then its sections' code, so the page shows
 * complete, with no Suspense fallback; unknown paths get the not-found page.
 */
export function loadPage(pathname: string): Promise<ResolvedPage> {
  const key = routes[normalizePath(pathname)] ?? NOT_FOUND
  let hit = cache.get(key)
  if (!hit) {
    hit = fetch(dataUrl(key))
      .then((res) => {
        if (!res.ok) throw new Error(`Could not load ${dataUrl(key)}: ${res.status}`)
        return res.json() as Promise<ResolvedPage>
      })
      .then((page) => preloadSections(page.sections).then(() => page))
    hit.catch(() => cache.delete(key))
    cache.set(key, hit)
  }
  return hit
}

/** Pages already in hand (the prerendered one) need no fetch. */
export function rememberPage(pathname: string, page: ResolvedPage): void {
  const key = routes[normalizePath(pathname)] ?? NOT_FOUND
  cache.set(key, Promise.resolve(page))
}
