// @vitest-environment node
/**
 * Link crawler over the built site: every internal <a href> (downloads included), <img src/srcset>,
 * <link href>, <script src>, social image and stylesheet url() of every page in dist/ is requested from
 * the real server (scripts/serve.ts) and must answer 200 itself, not through a redirect; a #fragment
 * must name an element of the target page. Links to the site's own domain (canonical, og:url) count
 * as internal. Client-side navigation reads /_data/<page>.json: each route's file must be there too.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtContent } from './built.ts'
import { startServer, type RunningServer } from '../../scripts/serve.ts'
import { loaderScripts } from '../../scripts/lib/loader.ts'
import { dataUrl } from '../../src/content/model.ts'
import { recordFigure } from '../../scripts/lib/figures.ts'

const root = path.resolve(import.meta.dirname, '../..')
const dist = path.join(root, 'dist')
const { content } = builtContent(root)
const domain = content!.site.domain

const htmlFiles = fs
  .readdirSync(dist, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.html'))
  .sort()
/** dist/about.html → /about (scripts/lib/prerender.ts, pageFile); dist/404.html → /404.html (served for unknown paths). */
const pageUrl = (rel: string) => (rel === 'index.html' ? '/' : rel === '404.html' ? `/${rel}` : `/${rel.slice(0, -'.html'.length)}`)
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")

interface Ref {
  from: string
  kind: string
  url: string
}

/** Every reference a page makes, resolved against the page's own address. */
function references(html: string, from: string): Ref[] {
  const refs: Ref[] = []
  const add = (kind: string, raw: string | undefined) => {
    if (raw === undefined) return
    refs.push({ from, kind, url: decode(raw.trim()) })
  }
  // Only what the browser sees as markup: not the text inside <script> (JSON-LD, page data).
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, '$1</script>')
  for (const [tag] of markup.matchAll(/<a\s[^>]*>/g)) add(attr(tag, 'download') !== undefined ? 'download' : 'a', attr(tag, 'href'))
  for (const [tag] of markup.matchAll(/<img\s[^>]*>/g)) {
    add('img', attr(tag, 'src'))
    for (const s of (attr(tag, 'srcset') ?? '').split(',').filter(Boolean)) add('img srcset', s.trim().split(/\s+/)[0])
  }
  for (const [tag] of markup.matchAll(/<source\s[^>]*>/g))
    for (const s of (attr(tag, 'srcset') ?? '').split(',').filter(Boolean)) add('source', s.trim().split(/\s+/)[0])
  for (const [tag] of markup.matchAll(/<link\s[^>]*>/g)) add(`link ${attr(tag, 'rel') ?? ''}`, attr(tag, 'href'))
  for (const [tag] of markup.matchAll(/<script\s[^>]*>/g)) add('script', attr(tag, 'src'))
  // The loader's addresses (scripts/lib/loader.ts): the entry, and the modules it preloads with it.
  for (const url of loaderScripts(markup)) add('loader', url)
  for (const [tag] of markup.matchAll(/<meta\s[^>]*>/g)) {
    const name = attr(tag, 'property') ?? attr(tag, 'name') ?? ''
    if (/^(og:image|og:url|twitter:image)$/.test(name)) add(`meta ${name}`, attr(tag, 'content'))
  }
  return refs
}

/** The path (with #fragment) on this site that a reference names, or undefined for other origins and schemes. */
function internal(ref: Ref): { path: string; hash: string } | undefined {
  const { url } = ref
  if (/^(mailto|tel|javascript|data):/i.test(url)) return undefined
  let u: URL
  try {
    u = new URL(url, `http://site.invalid${ref.from}`)
  } catch {
    return { path: url, hash: '' }
  }
  if (u.origin !== 'http://site.invalid' && u.origin !== new URL(domain).origin) return undefined
  return { path: u.pathname + u.search, hash: decodeURIComponent(u.hash.slice(1)) }
}

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ distDir: dist, port: 0, backend: false, log: () => {} })
})
afterAll(async () => server?.close())

describe('links', () => {
  const html = new Map(htmlFiles.map((rel) => [pageUrl(rel), fs.readFileSync(path.join(dist, rel), 'utf8')]))
  const refs = [...html].flatMap(([url, text]) => references(text, url))
  // url() in the stylesheets (fonts, images), resolved against the stylesheet.
  const cssFiles = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.css'))
  for (const f of cssFiles)
    for (const [, u] of fs.readFileSync(path.join(dist, 'assets', f), 'utf8').matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g))
      if (!u.startsWith('data:') && !u.startsWith('#')) refs.push({ from: `/assets/${f}`, kind: 'css url()', url: u })
  // The sitemap's addresses and robots.txt's sitemap line are followed too.
  for (const [, loc] of fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g))
    refs.push({ from: '/sitemap.xml', kind: 'sitemap loc', url: loc })
  for (const [, url] of fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8').matchAll(/^Sitemap:\s*(\S+)/gm))
    refs.push({ from: '/robots.txt', kind: 'sitemap', url })

  it('every page links somewhere, and the sitemap lists absolute addresses on the site', () => {
    expect(htmlFiles.length).toBeGreaterThan(Object.keys(content!.routes).length)
    const locs = refs.filter((r) => r.kind === 'sitemap loc')
    expect(locs.length).toBeGreaterThan(0)
    expect(locs.filter((r) => !r.url.startsWith(`${domain}/`) && r.url !== domain).map((r) => r.url)).toEqual([])
    expect(refs.filter((r) => r.kind === 'sitemap').map((r) => r.url)).toEqual([`${domain}/sitemap.xml`])
    expect(refs.length).toBeGreaterThan(htmlFiles.length * 20)
  })

  it('every internal reference answers 200 (no redirect), and every #fragment exists on its page', async () => {
    const targets = new Map<string, Ref[]>()
    const fragments: { ref: Ref; path: string; hash: string }[] = []
    const missing = new Set<string>()
    for (const ref of refs) {
      // A #fragment alone points into the page itself (also on the not-found page, whatever its address).
      if (ref.url.startsWith('#')) {
        const id = decodeURIComponent(ref.url.slice(1))
        if (id && !html.get(ref.from)?.includes(`id="${id}"`))
          missing.add(`${ref.from} (${ref.kind}) → ${ref.url}: no element with that id`)
        continue
      }
      const hit = internal(ref)
      if (!hit) continue
      if (!targets.has(hit.path)) targets.set(hit.path, [])
      targets.get(hit.path)!.push(ref)
      if (hit.hash) fragments.push({ ref, path: hit.path, hash: hit.hash })
    }
    for (const key of new Set(Object.values(content!.routes)))
      targets.set(dataUrl(key), [{ from: '(route data)', kind: 'page data', url: dataUrl(key) }])

    const bodies = new Map<string, string>()
    const broken: string[] = []
    const queue = [...targets.keys()]
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
          const res = await fetch(server.url + p, { redirect: 'manual' })
          const body = await res.text()
          if (res.status !== 200) {
            const from = targets.get(p)!
            broken.push(
              `${p} answered ${res.status}${res.headers.get('location') ? ` → ${res.headers.get('location')}` : ''}; linked by ${from.length}: ${[...new Set(from.map((r) => `${r.from} (${r.kind})`))].slice(0, 4).join(', ')}`,
            )
          } else if ((res.headers.get('content-type') ?? '').startsWith('text/html')) bodies.set(p, body)
        }
      }),
    )
    for (const { ref, path: p, hash } of fragments) {
      const body = bodies.get(p.replace(/\?.*$/, '')) ?? bodies.get(p)
      if (body !== undefined && !body.includes(`id="${hash}"`))
        missing.add(`${ref.from} (${ref.kind}) → ${p}#${hash}: no element with that id`)
    }
    const problems = broken.length + missing.size
    recordFigure({
      area: 'validity',
      measure: 'links, images, downloads and #fragments in dist/ (crawler)',
      result: `${problems} broken; ${refs.filter((r) => internal(r)).length} internal references to ${targets.size} URLs, all fetched`,
      target: '0 broken',
      met: problems === 0,
      gate: true,
    })
    expect([...broken, ...missing]).toEqual([])
  })

  it('links to pages use the address without a trailing slash', () => {
    const slashed = refs.filter((r) => {
      const hit = internal(r)
      return r.kind === 'a' && hit && hit.path.length > 1 && /\/(\?|$)/.test(hit.path)
    })
    expect(slashed.map((r) => `${r.from}: ${r.url}`)).toEqual([])
  })

  it('the crawler finds what it should', () => {
    const refs = references(
      '<a href="/x">x</a><a download="" href="/f.pdf">f</a><img src="a.svg" srcset="b.webp 1x, c.webp 2x"><link rel="icon" href="/i.svg"><script type="module" src="/m.js"></script><script data-entry="/e.js" data-preload="/r.js /s.js">x</script><script type="application/json">{"href":"/not-a-link"}</script><meta property="og:image" content="https://www.setubiz.in/og.png">',
      '/blog/post',
    )
    expect(refs.map((r) => `${r.kind} ${r.url}`)).toEqual([
      'a /x',
      'download /f.pdf',
      'img a.svg',
      'img srcset b.webp',
      'img srcset c.webp',
      'link icon /i.svg',
      'script /m.js',
      'loader /e.js',
      'loader /r.js',
      'loader /s.js',
      'meta og:image https://www.setubiz.in/og.png',
    ])
    expect(internal({ from: '/blog/post', kind: 'img', url: 'a.svg' })).toEqual({ path: '/blog/a.svg', hash: '' })
    expect(internal({ from: '/', kind: 'a', url: 'https://www.facebook.com/x' })).toBeUndefined()
  })
})
