import { startTransition } from 'react'
import { hydrateRoot, createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import './styles/app.css'
import { Root } from './app/Root.tsx'
import { loadPage, normalizePath, rememberPage } from './app/load-page.ts'
import type { ResolvedPage } from './content/model.ts'

// The dev server's content-problem panel (npm run dev only; the build drops this line).
if (import.meta.env.DEV) void import('./dev/content-problems.ts')

const container = document.getElementById('root')!
const embedded = document.getElementById('__PAGE__')
const path = normalizePath(window.location.pathname)

/**
 * Resolves once the browser has painted the prerendered HTML, or at once when it already has, cannot say
 * (no paint timing) or will not paint soon (a hidden tab). Watches the paint timeline rather than timers,
 * which tests may freeze; a timer is only the last resort, should a paint entry never come.
 */
function afterFirstPaint(): Promise<void> {
  if (
    document.visibilityState === 'hidden' ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    performance.getEntriesByType('paint').length > 0
  )
    return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      document.removeEventListener('visibilitychange', done)
      clearTimeout(timer)
      resolve()
    }
    const observer = new PerformanceObserver(done)
    observer.observe({ type: 'paint', buffered: true })
    document.addEventListener('visibilitychange', done) // sent to the background before painting
    const timer = setTimeout(done, 3000)
  })
}

if (embedded?.textContent) {
  // Prerendered: hydrate with the same data the HTML was made from.
  const page = JSON.parse(embedded.textContent) as ResolvedPage
  rememberPage(path, page)
  // Each section's code is a lazy chunk behind its own Suspense boundary: a section whose code has not
  // arrived keeps its server HTML and is hydrated when it lands, without the others waiting for it. In a
  // transition, hydration is interruptible: React works in slices of a few milliseconds and lets the
  // browser paint and answer input in between. It starts (and so asks for the section code) once the
  // prerendered HTML is painted: measured against starting at once, Lighthouse TBT 15 → 0 ms with LCP
  // within noise (docs/DECISIONS.md, issue 13 "Hydration").
  void afterFirstPaint().then(() =>
    startTransition(() => void hydrateRoot(container, <Root initial={{ path, page }} router={BrowserRouter} />)),
  )
} else {
  // Dev server: no prerender, fetch the page's data first.
  loadPage(path).then(
    (page) => createRoot(container).render(<Root initial={{ path, page }} router={BrowserRouter} />),
    () => createRoot(container).render(<Root initial={{ path, page: null }} router={BrowserRouter} />),
  )
}
