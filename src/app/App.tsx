import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import type { ResolvedPage } from '../content/model.ts'
import { PageLangContext, SiteContext, useSite } from '../components/SiteContext.tsx'
import { PageHead, pageTitle } from '../seo/PageHead.tsx'
import { PageBody, PageFrame } from './PageShell.tsx'
import { ErrorBoundary } from './ErrorBoundary.tsx'
import { loadPage, normalizePath } from './load-page.ts'
import { HTML_LANG, langOfPath } from '../lib/lang.ts'

export interface Shown {
  /** The path this page was loaded for. */
  path: string
  page: ResolvedPage | null
}

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/** Where the visitor was on each page of this tab's history, by history entry: Back and Forward return there. */
const positions = new Map<string, number>()

export function App({ initial }: { initial: Shown }) {
  // A page in another language brings the site's words in it; English ones are the site's own.
  const english = useSite()
  const location = useLocation()
  const [shown, setShown] = useState<Shown>(initial)
  const path = normalizePath(location.pathname)
  const site = shown.page?.data.site ?? english
  const lang = shown.page?.lang ?? langOfPath(shown.path)
  const alternates = shown.page?.alternates
  const pageLang = useMemo(() => ({ lang, alternates }), [lang, alternates])
  // The prerendered HTML says its page's language; a page reached in the browser says its own.
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[lang]
  }, [lang])

  useEffect(() => {
    if (path === shown.path) return
    let live = true
    loadPage(path).then(
      (page) => live && setShown({ path, page }),
      (err: unknown) => {
        console.error(err)
        if (live) setShown({ path, page: null })
      },
    )
    return () => {
      live = false
    }
  }, [path, shown.path])

  // What screen readers hear after a client-side navigation: the new page's title, as on a full load.
  const [announced, setAnnounced] = useState('')

  // The page scrolls to the top whenever the path changes (or to the #anchor it names). At the top, focus
  // moves to the new page's <main>, as the skip link would put it: the link that was used may be gone (the
  // mobile menu closes) and the next Tab should start in the new content, not where the old page was.
  // Spec 000 §2: the page scrolls to the top whenever the path changes, at once (not the smooth scrolling
  // in-page links use). Back and Forward return to where the visitor was, as a full page load would.
  const navigationType = useNavigationType()
  const shownKey = useRef(location.key)
  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    const save = () => positions.set(shownKey.current, window.scrollY)
    window.addEventListener('scroll', save, { passive: true })
    return () => window.removeEventListener('scroll', save)
  }, [])
  useIsoLayoutEffect(() => {
    if (shown.path === initial.path && shown === initial) return
    shownKey.current = location.key
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined
    if (saved !== undefined) window.scrollTo({ top: saved, left: 0, behavior: 'instant' })
    else if (target) target.scrollIntoView({ behavior: 'instant' })
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    if (!target) document.getElementById('main')?.focus({ preventScroll: true })
    setAnnounced(shown.page ? pageTitle(site, shown.page) : site.labels.errorTitle)
  }, [shown])

  const fallback = <ErrorFallback />
  // While the next page's data loads: a thin bar at the top (it appears only if the wait is noticeable).
  const loading = path !== shown.path
  return (
    <SiteContext.Provider value={site}>
      <PageLangContext.Provider value={pageLang}>
        {loading && (
          <div
            role="progressbar"
            aria-label={site.labels.loadingPage}
            className="nav-progress fixed inset-x-0 top-0 z-[60] h-1 bg-accent-400"
          />
        )}
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-trust-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {site.labels.skipLink}
        </a>
        <PageFrame path={shown.path}>
          <ErrorBoundary fallback={fallback} resetKey={shown.path}>
            {shown.page ? (
              <>
                <PageHead site={site} page={shown.page} />
                <PageBody page={shown.page} />
              </>
            ) : (
              fallback
            )}
          </ErrorBoundary>
        </PageFrame>
        {/* In the prerendered HTML already (empty), so that screen readers know it before it speaks. */}
        <p className="sr-only" aria-live="polite" aria-atomic="true" data-route-announcer="">
          {announced}
        </p>
      </PageLangContext.Provider>
    </SiteContext.Provider>
  )
}

function ErrorFallback() {
  const { labels } = useSite()
  return (
    <main id="main" className="flex min-h-[50vh] items-center bg-slate-50 py-20">
      <div className="container-page text-center" role="alert">
        <h1 className="text-3xl font-bold text-ink">{labels.errorTitle}</h1>
        <p className="mx-auto mt-3 max-w-xl text-muted">{labels.errorBody}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-8 inline-flex min-h-11 items-center rounded-xl bg-trust-700 px-5 font-semibold text-white hover:bg-trust-800"
        >
          {labels.errorAction}
        </button>
      </div>
    </main>
  )
}
