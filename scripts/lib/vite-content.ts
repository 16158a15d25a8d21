import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { loadContent, readBase, type LoadResult } from './content/index.ts'
import { formatProblems } from '../../src/checker/format.ts'
import { siteTime } from './site-time.ts'
import type { Content } from '../../src/checker/resolve.ts'
import { dataKey } from '../../src/content/model.ts'
import { langOfPath } from '../../src/lib/lang.ts'

const VIRTUAL = 'virtual:site-data'
const RESOLVED = '\0' + VIRTUAL
/** The event the dev server sends the page (src/dev/content-problems.ts) when the content's problems change. */
export const PROBLEMS_EVENT = 'site-content:problems'
/** The event the dev server sends when the content changed and loads without problems: pages reload. */
export const CHANGED_EVENT = 'site-content:changed'
/** After a save, wait this long for more saves (an editor may write a file in several steps) before reading. */
const SETTLE_MS = 120

/**
 * Content for Vite: the same loader as `npm run check` and the build. Provides the site data and route
 * manifest as a module, serves each page's data at /_data/<path>.json in dev, and reloads the page when a
 * YAML or schema file changes.
 *
 * While a file has a problem, the dev server keeps serving the last content that worked (or, if it started
 * with the problem, the last committed version of the broken files), so the page stays on screen, and the
 * page shows the checker's words in a panel of its own (not Vite's overlay, which speaks to programmers).
 */
export function contentPlugin(root: string): Plugin {
  let result: LoadResult | undefined
  let lastGood: Content | undefined
  const problemText = (r: LoadResult) => {
    return formatProblems(r.problems, { sources: r.sources })
  }
  const load = (): LoadResult => {
    if (!result) {
      result = loadContent({ root, base: readBase(root), now: siteTime(), onlyShowing: true })
      if (result.content) lastGood = result.content
      else lastGood ??= committedContent(root, result)
    }
    return result
  }
  /** What the page is built from: the content now, or the last that worked while a file is broken. */
  const shown = (): Content | undefined => load().content ?? lastGood
  return {
    name: 'site-content',
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined
    },
    load(id) {
      if (id !== RESOLVED) return undefined
      const r = load()
      const dev = this.environment?.mode === 'dev'
      if (!r.content && !dev) throw new Error(problemText(r))
      const content = shown()
      const problems = dev && r.problems.length ? problemText(r) : ''
      if (!content)
        return `export const site = null; export const routes = {}; export const siteIcons = {}; export const builtAt = ${siteTime()}; export const hindiNotFound = false; export const contentProblems = ${JSON.stringify(problems)}`
      return (
        // notify (what the office's notifications say, scripts/notify) is for the office, not for visitors' pages.
        // The English addresses only: the Hindi ones come with each Hindi page's data (src/app/load-page.ts), so
        // English pages carry nothing for another language.
        `export const site = ${JSON.stringify({ ...content.site, notify: undefined })};\nexport const routes = ${JSON.stringify(englishRoutes(content))};\n` +
        `export const siteIcons = ${JSON.stringify(content.siteIcons)};\nexport const builtAt = ${siteTime()};\n` +
        `export const hindiNotFound = ${JSON.stringify(Boolean(content.notFoundHi))};\n` +
        `export const contentProblems = ${JSON.stringify(problems)};\n`
      )
    },
    configureServer(server: ViteDevServer) {
      const watched = [path.join(root, 'pages'), path.join(root, 'schema')]
      // Vitest runs a Vite server too: it needs the virtual module, not a watcher that keeps it alive.
      if (!process.env.VITEST) server.watcher.add(watched)
      let timer: NodeJS.Timeout | undefined
      let hadProblems = false
      const reread = (attempt = 0) => {
        result = undefined
        const r = load()
        // A file caught in the middle of a save reads as empty: read again shortly, before saying anything.
        if (r.problems.length && attempt < 4 && r.problems.some((p) => safeRead(path.join(root, p.file)).trim() === '')) {
          timer = setTimeout(() => reread(attempt + 1), SETTLE_MS)
          return
        }
        const mod = server.moduleGraph.getModuleById(RESOLVED)
        if (mod) server.moduleGraph.invalidateModule(mod)
        if (r.problems.length) {
          server.config.logger.error(problemText(r), { timestamp: true })
          // The page stays as it was (the last content that worked); it shows the problem itself.
          server.ws.send({ type: 'custom', event: PROBLEMS_EVENT, data: { text: problemText(r) } })
          hadProblems = true
        } else {
          if (hadProblems) server.ws.send({ type: 'custom', event: PROBLEMS_EVENT, data: { text: '' } })
          hadProblems = false
          // The site's pages reload themselves on this (src/dev/content-problems.ts); the visual editor's page
          // (npm run edit) does not, so a save there does not throw away what the editor has open.
          server.ws.send({ type: 'custom', event: CHANGED_EVENT, data: {} })
        }
      }
      const onChange = (file: string) => {
        if (!watched.some((w) => file.startsWith(w)) || !/\.(ya?ml|json)$/.test(file)) return
        clearTimeout(timer)
        timer = setTimeout(() => reread(), SETTLE_MS)
      }
      server.watcher.on('change', onChange)
      server.watcher.on('add', onChange)
      server.watcher.on('unlink', onChange)
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0]
        if (!url.startsWith('/_data/')) return next()
        const content = shown()
        if (!content) {
          res.statusCode = 500
          res.setHeader('content-type', 'application/json')
          res.end(JSON.stringify({ error: problemText(load()) }))
          return
        }
        const key = decodeURIComponent(url.slice('/_data/'.length).replace(/\.json$/, ''))
        const page =
          key === dataKey('/404')
            ? content.notFound
            : key === dataKey('/hi/404')
              ? content.notFoundHi
              : [...content.pages.values()].find((p) => dataKey(p.path) === key)
        if (!page) return next()
        res.setHeader('content-type', 'application/json')
        res.setHeader('cache-control', 'no-store')
        res.end(JSON.stringify(page))
      })
    },
  }
}

/** The route manifest without the Hindi addresses (src/lib/lang.ts). */
export function englishRoutes(content: Content): Record<string, string> {
  return Object.fromEntries(Object.entries(content.routes).filter(([path]) => langOfPath(path) === 'en'))
}

/**
 * The content with each broken file as it was at the last commit: what the dev server shows when it starts
 * while a file has a problem. Undefined when that does not load either (or there is no git).
 */
function committedContent(root: string, broken: LoadResult): Content | undefined {
  const overrides = new Map<string, string>()
  for (const file of new Set(broken.problems.map((p) => p.file))) {
    try {
      overrides.set(
        file,
        execFileSync('git', ['show', `HEAD:${file}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
      )
    } catch {
      return undefined
    }
  }
  return loadContent({ root, overrides, allowRuleProblems: true, now: siteTime(), onlyShowing: true }).content
}

function safeRead(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}
