import fs from 'node:fs'
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { loadContent, type LoadResult } from './content/index.ts'
import { formatProblems } from './content/format.ts'
import { dataKey } from '../../src/content/model.ts'

const VIRTUAL = 'virtual:site-data'
const RESOLVED = '\0' + VIRTUAL

/**
 * Content for Vite: the same loader as `npm run check` and the build. Provides the site data and route
 * manifest as a module, serves each page's data at /_data/<path>.json in dev, shows content problems in
 * the error overlay, and reloads the page when a YAML or schema file changes.
 */
export function contentPlugin(root: string): Plugin {
  let result: LoadResult | undefined
  const load = (): LoadResult => (result ??= loadContent({ root }))
  const problemText = (r: LoadResult) => {
    const sources = new Map(r.problems.map((p) => [p.file, safeRead(path.join(root, p.file))]))
    return formatProblems(r.problems, { sources })
  }
  return {
    name: 'site-content',
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined
    },
    load(id) {
      if (id !== RESOLVED) return undefined
      const r = load()
      if (!r.content) {
        if (this.environment?.mode === 'dev') return 'export const site = null; export const routes = {}; export const siteIcons = {}'
        throw new Error(problemText(r))
      }
      return `export const site = ${JSON.stringify(r.content.site)};\nexport const routes = ${JSON.stringify(r.content.routes)};\nexport const siteIcons = ${JSON.stringify(r.content.siteIcons)};\n`
    },
    configureServer(server: ViteDevServer) {
      const watched = [path.join(root, 'pages'), path.join(root, 'schema')]
      // Vitest runs a Vite server too: it needs the virtual module, not a watcher that keeps it alive.
      if (!process.env.VITEST) server.watcher.add(watched)
      const onChange = (file: string) => {
        if (!watched.some((w) => file.startsWith(w)) || !/\.(ya?ml|json)$/.test(file)) return
        result = undefined
        const r = load()
        const mod = server.moduleGraph.getModuleById(RESOLVED)
        if (mod) server.moduleGraph.invalidateModule(mod)
        if (r.problems.length) {
          server.config.logger.error(problemText(r), { timestamp: true })
          server.ws.send({ type: 'error', err: { message: problemText(r), stack: '', plugin: 'site-content' } })
        } else server.ws.send({ type: 'full-reload', path: '*' })
      }
      server.watcher.on('change', onChange)
      server.watcher.on('add', onChange)
      server.watcher.on('unlink', onChange)
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0]
        if (!url.startsWith('/_data/')) return next()
        const r = load()
        if (!r.content) {
          res.statusCode = 500
          res.setHeader('content-type', 'application/json')
          res.end(JSON.stringify({ error: problemText(r) }))
          // Show the problems over the page, as for a code error.
          setTimeout(() => server.ws.send({ type: 'error', err: { message: problemText(r), stack: '', plugin: 'site-content' } }), 50)
          return
        }
        const key = decodeURIComponent(url.slice('/_data/'.length).replace(/\.json$/, ''))
        const page = key === dataKey('/404') ? r.content.notFound : [...r.content.pages.values()].find((p) => dataKey(p.path) === key)
        if (!page) return next()
        res.setHeader('content-type', 'application/json')
        res.setHeader('cache-control', 'no-store')
        res.end(JSON.stringify(page))
      })
    },
  }
}

function safeRead(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}
