import type { ComponentType, ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { Root } from './app/Root.tsx'
import type { ResolvedPage } from './content/model.ts'
import { preloadEverything, takeRendered } from './lib/lazy.ts'

// Every lazy component's code, loaded once: each page then renders in one synchronous pass, with no fallback.
await preloadEverything()

/** Which source module each component comes from, to name the code a page's lazy components need. */
const modules = import.meta.glob<Record<string, unknown>>(['./sections/*.tsx', './forms/*.tsx', './components/*.tsx'], { eager: true })
const fileOf = new Map<unknown, string>()
for (const [file, exports] of Object.entries(modules))
  for (const value of Object.values(exports)) if (typeof value === 'function') fileOf.set(value, `src/${file.slice(2)}`)

export interface Rendered {
  html: string
  /** The source modules of the lazy components the page rendered (src/...tsx), for its weight. */
  lazy: string[]
}

/** HTML of one page at url. React 19 puts the hoisted head tags (title, meta, link) first. */
export function render(url: string, path: string, page: ResolvedPage): Rendered {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>
  takeRendered()
  const html = renderToString(<Root initial={{ path, page }} router={Router} />)
  // A boundary the server could not render is sent empty for the browser to fill: never in a prerendered page.
  if (html.includes('<!--$!-->')) throw new Error(`${url}: a part of the page could not be rendered on the server`)
  const lazy = takeRendered().map((c: ComponentType<never>) => {
    const file = fileOf.get(c)
    if (!file) throw new Error(`${url}: a lazily loaded component (${c.name}) comes from outside src/{sections,forms,components}/`)
    return file
  })
  return { html, lazy: [...new Set(lazy)].sort() }
}
