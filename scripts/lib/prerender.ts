import path from 'node:path'
import type { Content, ResolvedPage } from './content/index.ts'
import { dataKey } from '../../src/content/model.ts'
import { HTML_LANG, LANG_TAG } from '../../src/lib/lang.ts'
import { scriptJson } from '../../src/seo/jsonld.ts'
import { sectionModules } from '../../src/generated/sections.ts'
import { preloadAlso, withLoader, withMoments } from './loader.ts'
import { pageMoments } from '../../src/lib/schedule.ts'
import { insideFolder, writeInside } from './safe-write.ts'

/** A page's HTML, and the source modules of the lazy components it rendered (src/entry-server.tsx). */
export type RenderFn = (url: string, path: string, page: ResolvedPage) => { html: string; lazy: string[] }

/** Vite's build manifest: source file → its chunk and the chunks it imports. */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>

/** What the build leaves for the budgets: Vite's manifest, and each page's lazily rendered modules by page path. */
export interface BuildRecord {
  chunks: Manifest
  lazy: Record<string, string[]>
}

/**
 * The chunks a page's sections need beyond the entry and its static imports: each section type's module
 * (src/generated/sections.ts) and the lazy parts the page's server render used (the hero's lead form card).
 * The page's loader preloads them with the entry, after the first paint (scripts/lib/loader.ts); the entry
 * imports them before hydrating. Named in the HTML as <link rel="modulepreload"> they competed with the
 * stylesheet for the first paint on a slow connection. The budgets count them. A module missing from the
 * manifest is an error, never a chunk left out of the count.
 */
export function sectionChunks(record: BuildRecord, page: ResolvedPage): string[] {
  const { chunks } = record
  const entry = chunks['index.html']
  const have = new Set([entry?.file, ...(entry?.imports ?? []).map((i) => chunks[i]?.file)])
  const out = new Set<string>()
  const visit = (key: string, from: string) => {
    const chunk = chunks[key]
    if (!chunk) throw new Error(`${page.path}: ${from} needs ${key}, which is not in Vite's manifest: its weight cannot be counted`)
    if (have.has(chunk.file) || out.has(chunk.file)) return
    out.add(chunk.file)
    for (const i of chunk.imports ?? []) visit(i, key)
  }
  const lazy = record.lazy[page.path]
  if (!lazy) throw new Error(`${page.path}: the build recorded no render of this page: run \`npm run build\``)
  for (const t of new Set(page.sections.map((s) => s.type))) visit(sectionModules[t].file, `a ${t} section`)
  for (const file of lazy) visit(file, 'its server render')
  return [...out]
}

/** Where the build leaves Vite's manifest and the pages' lazy modules (outside dist/, so they are not served). */
export function manifestPath(root: string): string {
  return path.join(root, 'node_modules/.cache/site-build/manifest.json')
}
export function lazyModulesPath(root: string): string {
  return path.join(root, 'node_modules/.cache/site-build/lazy-modules.json')
}

/**
 * The file that holds a page's HTML in dist/: `/` → index.html, `/about` → about.html,
 * `/services/x` → services/x.html (beside the folder services/x/ of its sub-pages). Static hosts serve
 * `about.html` at `/about` itself, with no redirect (Cloudflare Pages and Netlify alike), where
 * `about/index.html` is served at `/about/` and `/about` is redirected there; every canonical URL, sitemap
 * entry and link on the site has no trailing slash (docs/DECISIONS.md, "One address per page").
 */
export function pageFile(url: string): string {
  return url === '/' ? 'index.html' : `${url.replace(/^\/+|\/+$/g, '')}.html`
}

/** Tags React 19 hoisted to the front of the output: they belong in <head>. */
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>|<script type="application\/ld\+json">[\s\S]*?<\/script>)/

export function splitHead(html: string): { head: string; body: string } {
  let rest = html
  let head = ''
  for (let m = HOISTED.exec(rest); m; m = HOISTED.exec(rest)) {
    // JSON-LD is not hoisted by React; if it ever leads the output it still belongs to the body.
    if (m[0].startsWith('<script')) break
    head += m[0]
    rest = rest.slice(m[0].length)
  }
  return { head, body: rest }
}

export interface PrerenderResult {
  files: string[]
  pages: number
  ms: number
  /** Each page's lazily rendered modules, by page path. */
  lazy: Record<string, string[]>
}

/**
 * The favicon as a `data:` URI (the policy's img-src allows data:): as a file it was one more high-priority
 * request before the first paint, on a connection of its own, which Lighthouse's simulated LCP counted.
 */
export function inlineFavicon(template: string, svg: string): string {
  return template.replace('href="/favicon.svg"', `href="data:image/svg+xml;base64,${Buffer.from(svg.trim()).toString('base64')}"`)
}

/**
 * Writes dist/<route>.html (pageFile) for every route and alias, dist/404.html, and each page's data file.
 * The template is Vite's index.html: the page's code is loaded by the inline loader (scripts/lib/loader.ts)
 * and the favicon is inline (`favicon` is its SVG).
 */
export function prerender(
  content: Content,
  viteHtml: string,
  render: RenderFn,
  outDir: string,
  opts: { favicon: string; manifest: Manifest; builtAt: number },
): PrerenderResult {
  // Every file's place is resolved before anything is rendered or written: one that would leave outDir stops it all.
  for (const page of content.pages.values()) for (const url of [page.path, ...page.aliases]) insideFolder(outDir, pageFile(url))
  const started = performance.now()
  const template = inlineFavicon(withLoader(viteHtml), opts.favicon)
  const written: string[] = []
  // Every address passed the checker's address rule; this refuses any file outside outDir all the same.
  const write = (rel: string, text: string) => {
    writeInside(outDir, rel, text)
    written.push(rel)
  }
  const lazy: Record<string, string[]> = {}
  const html = (url: string, page: ResolvedPage) => {
    const rendered = render(url, url, page)
    lazy[page.path] = rendered.lazy
    const { head, body } = splitHead(rendered.html)
    const sections = sectionChunks({ chunks: opts.manifest, lazy: { [page.path]: rendered.lazy } }, page)
    return withMoments(
      preloadAlso(
        template,
        sections.map((f) => `/${f}`),
      ),
      pageMoments(page.sections, opts.builtAt),
    )
      .replace('<html lang="en-IN">', `<html lang="${HTML_LANG[page.lang]}">`)
      .replace('<!--app-head-->', head)
      .replace('<!--app-html-->', body)
      .replace('<!--app-data-->', `<script id="__PAGE__" type="application/json">${scriptJson(page)}</script>`)
  }
  let pages = 0
  for (const page of content.pages.values()) {
    write(`_data/${dataKey(page.path)}.json`, JSON.stringify(page))
    for (const url of [page.path, ...page.aliases]) {
      write(pageFile(url), html(url, page))
      pages++
    }
  }
  if (content.notFound) {
    write(`_data/${dataKey('/404')}.json`, JSON.stringify(content.notFound))
    write('404.html', html('/404', content.notFound))
    pages++
  }
  // The Hindi not-found page, for unknown addresses under /hi (the host serves the nearest 404.html).
  if (content.notFoundHi) {
    write(`_data/${dataKey('/hi/404')}.json`, JSON.stringify(content.notFoundHi))
    write('hi/404.html', html('/hi/404', content.notFoundHi))
    pages++
  }
  return { files: written, pages, ms: performance.now() - started, lazy }
}

/** Canonical routes only, and no page marked noindex. */
/** Text for an XML element: the five characters XML gives a meaning written as entities. */
export const xmlText = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

export function sitemap(content: Content): string {
  const indexed = [...content.pages.values()].filter((p) => !p.meta.noindex)
  // A page with a twin in the other language lists both, and English as the default (hreflang, as in its head).
  const alternatesOf = new Map(indexed.map((p) => [p.canonical, p.alternates]))
  const urls = [...new Set(indexed.map((p) => p.canonical))].sort()
  const loc = (u: string) => xmlText(`${content.site.domain}${u}`)
  const body = urls
    .map((u) => {
      const alternates = alternatesOf.get(u) ?? []
      const english = alternates.find((a) => a.lang === 'en')
      const links = [
        ...alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${LANG_TAG[a.lang]}" href="${loc(a.path)}"/>`),
        ...(english ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${loc(english.path)}"/>`] : []),
      ]
      return `  <url><loc>${loc(u)}</loc>${links.join('')}</url>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`
}

export function robots(content: Content): string {
  return `User-agent: *\nAllow: /\nDisallow: /_data/\n\nSitemap: ${content.site.domain}/sitemap.xml\n`
}
