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

if (embedded?.textContent) {
  // Prerendered: hydrate with the same data the HTML was made from.
  const page = JSON.parse(embedded.textContent) as ResolvedPage
  rememberPage(path, page)
  // Hydrates at once. Each section's code is a lazy chunk behind its own Suspense boundary: a section
  // whose code has not arrived keeps its server HTML and is hydrated when it lands, without the others
  // waiting for it. In a transition, hydration is interruptible: React works in slices of a few
  // milliseconds and lets the browser paint and answer input in between.
  startTransition(() => void hydrateRoot(container, <Root initial={{ path, page }} router={BrowserRouter} />))
} else {
  // Dev server: no prerender, fetch the page's data first.
  loadPage(path).then(
    (page) => createRoot(container).render(<Root initial={{ path, page }} router={BrowserRouter} />),
    () => createRoot(container).render(<Root initial={{ path, page: null }} router={BrowserRouter} />),
  )
}
