import { hindiNotFound, routes } from 'virtual:site-data'
import { dataKey, dataUrl, type ResolvedPage } from '../content/model.ts'
import { preloadSections } from '../sections/RenderSections.tsx'
import { langOfPath, notFoundOf } from '../lib/lang.ts'

/** The data file of the not-found page for an unknown address: the Hindi one under /hi, where there is one. */
const notFoundKey = (path: string) => dataKey(notFoundOf(hindiNotFound ? langOfPath(path) : 'en'))

/**
 * Every address known so far and its data file: the English ones from the site's code, the Hindi ones from the
 * first Hindi page in hand (each carries them), so English pages load nothing for another language.
 */
const known: Record<string, string> = { ...routes }
const learn = (page: ResolvedPage) => void (page.data.routes && Object.assign(known, page.data.routes))

/** The data file of a path: a known address's, else (a Hindi address before any Hindi page came) its own name's. */
function keyOf(path: string): { key: string; guessed: boolean } {
  const key = known[path]
  if (key) return { key, guessed: false }
  if (langOfPath(path) === 'hi' && !Object.keys(known).some((p) => langOfPath(p) === 'hi')) return { key: dataKey(path), guessed: true }
  return { key: notFoundKey(path), guessed: false }
}
const cache = new Map<string, Promise<ResolvedPage>>()

/** /about/ → /about; / stays /. */
export function normalizePath(pathname: string): string {
  const p = pathname.replace(/\/+$/, '')
  return p === '' ? '/' : p
}

export function isKnownPath(pathname: string): boolean {
  return normalizePath(pathname) in known
}

/**
 * Fetches the page's own data file (never every page's), then its sections' code, so the page shows
 * complete, with no Suspense fallback; unknown paths get the not-found page.
 */
export function loadPage(pathname: string): Promise<ResolvedPage> {
  const path = normalizePath(pathname)
  const { key, guessed } = keyOf(path)
  let hit = cache.get(key)
  if (!hit) {
    hit = fetch(dataUrl(key))
      .then((res) => {
        // A Hindi address guessed wrong: the Hindi not-found page.
        if (guessed && res.status === 404) return fetch(dataUrl(notFoundKey(path)))
        return res
      })
      .then((res) => {
        if (!res.ok) throw new Error(`Could not load ${res.url || dataUrl(key)}: ${res.status}`)
        return res.json() as Promise<ResolvedPage>
      })
      .then((page) => {
        learn(page)
        return page
      })
      .then((page) => preloadSections(page.sections).then(() => page))
    hit.catch(() => cache.delete(key))
    cache.set(key, hit)
  }
  return hit
}

/** Pages already in hand (the prerendered one) need no fetch. */
export function rememberPage(pathname: string, page: ResolvedPage): void {
  learn(page)
  const key = keyOf(normalizePath(pathname)).key
  cache.set(key, Promise.resolve(page))
}
