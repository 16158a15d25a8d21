import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { Root } from './app/Root.tsx'
import type { ResolvedPage } from './content/model.ts'
import { preloadAll } from './sections/load.ts'

await preloadAll()

/** HTML of one page at url. React 19 puts the hoisted head tags (title, meta, link) first. */
export function render(url: string, path: string, page: ResolvedPage): string {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>
  return renderToString(<Root initial={{ path, page }} router={Router} />)
}
