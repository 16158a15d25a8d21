import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { ResolvedPage } from '../../src/content/model.ts'
import { loaderScripts } from './loader.ts'
import { lazyModulesPath, manifestPath, pageFile, sectionChunks, type BuildRecord, type Manifest } from './prerender.ts'

export interface RouteWeight {
  route: string
  /** Gzipped bytes of the scripts loaded before any interaction: the entry, its static imports, the page's sections. */
  js: number
  css: number
  html: number
}

const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

/** The build's record of chunks and lazy modules (see scripts/build.ts); `root` is the repo root whose dist/ was built. */
export function readManifest(root: string): BuildRecord {
  const read = <T>(file: string): T => {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`)
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  }
  return { chunks: read<Manifest>(manifestPath(root)), lazy: read<Record<string, string[]>>(lazyModulesPath(root)) }
}

/** What a route's prerendered HTML makes the browser download before the visitor does anything. */
export function routeWeight(dist: string, route: string, record: BuildRecord): RouteWeight {
  const htmlFile = path.join(dist, pageFile(route))
  const html = fs.readFileSync(htmlFile, 'utf8')
  // The page the HTML was made from travels in it, for hydration.
  const embedded = /<script id="__PAGE__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)
  if (!embedded) throw new Error(`${htmlFile} carries no page data`)
  const page = JSON.parse(embedded[1]) as ResolvedPage
  const loaded = loaderScripts(html)
  if (!loaded.length) throw new Error(`${htmlFile} has no loader naming its code (scripts/lib/loader.ts)`)
  const scripts = [
    // The entry and its static imports, loaded by the inline loader once the page is painted.
    ...loaded,
    // Asked for by the entry after the first paint, before hydrating, so loaded before any interaction.
    ...sectionChunks(record, page).map((f) => `/${f}`),
  ]
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1])
  const sum = (urls: string[]) => [...new Set(urls)].reduce((n, u) => n + gz(path.join(dist, u)), 0)
  return { route, js: sum(scripts), css: sum(styles), html: zlib.gzipSync(html).length }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** budgets.json: KB of gzipped JS and CSS per route (with a default), and the largest image in bytes. */
export interface Budgets {
  js: { default: number; routes: Record<string, number> }
  css: { default: number; routes?: Record<string, number> }
  images: { largestBytes: number }
}

export function readBudgets(root: string): Budgets {
  return JSON.parse(fs.readFileSync(path.join(root, 'budgets.json'), 'utf8')) as Budgets
}

/** A route's budget in KB: its own, else its page's (an alias uses its page's), else the default. */
export function budgetFor(
  table: { default: number; routes?: Record<string, number> },
  route: string,
  pages: Iterable<{ path: string; aliases: string[] }>,
): number {
  const page = [...pages].find((p) => p.path === route || p.aliases.includes(route))
  return table.routes?.[route] ?? (page && table.routes?.[page.path]) ?? table.default
}

/** Every image file under dist/ with its size in bytes, largest first. */
export function imagesBySize(dist: string): { file: string; size: number }[] {
  return fs
    .readdirSync(dist, { recursive: true })
    .map(String)
    .filter((f) => /\.(svg|png|jpe?g|webp|avif|gif|ico)$/i.test(f))
    .map((file) => ({ file, size: fs.statSync(path.join(dist, file)).size }))
    .sort((a, b) => b.size - a.size)
}
