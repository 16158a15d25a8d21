import { startTransition } from 'react'
import { hydrateRoot, createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import './styles/app.css'
import { Root } from './app/Root.tsx'
import { loadPage, normalizePath, rememberPage } from './app/load-page.ts'
import { preloadSections } from './sections/RenderSections.tsx'
import type { ResolvedPage } from './content/model.ts'
import { rememberArrival } from './backend/visit-source.ts'

// The dev server's content-problem panel (npm run dev only; the build drops this line).
if (import.meta.env.DEV) void import('./dev/content-problems.ts')

// Where this visit came from, noted as it arrives (the campaign link's tags are in this first address only).
rememberArrival()

const container = document.getElementById('root')!
const embedded = document.getElementById('__PAGE__')
const path = normalizePath(window.location.pathname)

if (embedded?.textContent) {
  // Prerendered: hydrate with the same data the HTML was made from.
  const page = JSON.parse(embedded.textContent) as ResolvedPage
  rememberPage(path, page)
  // This module is imported by the page's inline loader once the prerendered HTML is painted
  // (scripts/lib/loader.ts): requests made before the first paint compete with the stylesheet on a slow
  // connection. Each section's code is a lazy chunk behind its own Suspense boundary; hydration starts once
  // the page's section code is in. It must not start earlier: React keeps the server
  // HTML of a section whose code has not arrived only until an update reaches it, and an update does come
  // early (an in-page link such as the campaign's "#callback" button changes the router's location): React
  // then drops that section's HTML and renders it empty until its code lands, and the page jumps. With the
  // code in hand nothing suspends, and, in a transition, React hydrates a boundary at a time, yielding to
  // the browser in between (docs/DECISIONS.md, "Hydration").
  preloadSections(page.sections).then(
    () => startTransition(() => void hydrateRoot(container, <Root initial={{ path, page }} router={BrowserRouter} />)),
    (err: unknown) => console.error('Could not load the page code', err),
  )
} else {
  // Dev server: no prerender, fetch the page's data first.
  loadPage(path).then(
    (page) => createRoot(container).render(<Root initial={{ path, page }} router={BrowserRouter} />),
    () => createRoot(container).render(<Root initial={{ path, page: null }} router={BrowserRouter} />),
  )
}
