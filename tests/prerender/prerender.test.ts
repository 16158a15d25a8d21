// @vitest-environment node
/** Reads the built dist/: every route and alias is a complete HTML page before any script runs. */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error -- jsdom ships no type declarations; only its document is used, typed below.
import { JSDOM } from 'jsdom'
import { builtContent, decodeText } from './built.ts'
import { pageFile } from '../../scripts/lib/prerender.ts'
import { recordFigure } from '../../scripts/lib/figures.ts'

const root = path.resolve(import.meta.dirname, '../..')
const dist = path.join(root, 'dist')
const { content } = builtContent(root)
const file = (url: string) => path.join(dist, pageFile(url))
const read = (url: string) => fs.readFileSync(file(url), 'utf8')
const all = (html: string, re: RegExp) => [...html.matchAll(re)]
const decode = decodeText

/** The h1 elements of the page that are not inside an element hidden until a moment or an address chooses it. */
function shownHeadings(html: string): Element[] {
  const doc = (new JSDOM(html) as { window: Window }).window.document
  return [...doc.querySelectorAll('h1')].filter((h) => !h.closest('[data-from], [data-query]'))
}

/** A section's first heading-like text, as the page shows it. */
function firstText(section: object): string | undefined {
  for (const key of ['heading', 'title', 'question', 'label', 'text', 'name']) {
    const value = (section as Record<string, unknown>)[key]
    if (typeof value === 'string' && !/[*_`[\]{]/.test(value)) return value
  }
  // Else the first item of a list (cards, questions, figures); not nested objects, which may be messages
  // shown only in some states.
  for (const value of Object.values(section))
    if (Array.isArray(value) && value[0] && typeof value[0] === 'object') {
      const inner = firstText(value[0] as object)
      if (inner) return inner
    }
  return undefined
}

describe('prerendered HTML', () => {
  const pages = [...content!.pages.values()]
  let sectionsChecked = 0

  it('writes one file for every route and every alias', () => {
    for (const url of Object.keys(content!.routes)) expect(fs.existsSync(file(url)), url).toBe(true)
    expect(fs.existsSync(path.join(dist, '404.html'))).toBe(true)
  })

  it('names each page file as its address with .html (served at the address itself, no slash, no redirect)', () => {
    // Static hosts serve about.html at /about; about/index.html would be served at /about/, with /about redirected there.
    const indexFiles = (fs.readdirSync(dist, { recursive: true }) as string[])
      .map(String)
      .filter((f) => f.endsWith(`${path.sep}index.html`))
    expect(indexFiles).toEqual([])
    for (const url of Object.keys(content!.routes).filter((u) => u !== '/'))
      expect(fs.existsSync(path.join(dist, `${url.slice(1)}.html`)), url).toBe(true)
  })

  for (const page of pages) {
    it(`${page.path}: one h1, title, description, canonical, social tags and valid JSON-LD in the HTML`, () => {
      for (const url of [page.path, ...page.aliases]) {
        const html = read(url)
        const head = html.slice(0, html.indexOf('</head>'))
        // One h1 shown: others may wait hidden for their moment (a hero built ahead, data-from) or for the address
        // that names them (the thank-you page's texts for each ?source=, data-query).
        expect(shownHeadings(html), `${url} h1`).toHaveLength(1)
        expect(decode(/<title>([^<]*)<\/title>/.exec(head)![1])).toBe(page.meta.title + content!.langs[page.lang].site.meta.titleSuffix)
        expect(decode(/<meta name="description" content="([^"]*)"/.exec(head)![1])).toBe(page.meta.description)
        expect(/<link rel="canonical" href="([^"]*)"/.exec(head)![1]).toBe(content!.site.domain + page.canonical)
        expect(head).toContain('<meta property="og:title"')
        // Spec 000 §2: every page sets keywords.
        if (page.path !== '/404') expect(head, `${url} keywords`).toMatch(/<meta name="keywords" content="[^"]+"/)
        expect(head).toContain('<meta name="twitter:card"')
        // The share image described in words, for people who cannot see it (the page's own, else the site's).
        const imageAlt = page.meta.imageAlt ?? content!.langs[page.lang].site.meta.imageAlt
        expect(decode(/<meta property="og:image:alt" content="([^"]*)"/.exec(head)?.[1] ?? ''), `${url} og:image:alt`).toBe(imageAlt)
        expect(decode(/<meta name="twitter:image:alt" content="([^"]*)"/.exec(head)?.[1] ?? ''), `${url} twitter:image:alt`).toBe(imageAlt)
        const ld = all(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)
        expect(ld.length, `${url} JSON-LD`).toBeGreaterThan(0)
        for (const m of ld) {
          const data = JSON.parse(m[1]) as { '@context': string; '@graph': { '@type': string }[] }
          expect(data['@context']).toBe('https://schema.org')
          expect(data['@graph'].map((t) => t['@type'])).toContain('Organization')
        }
        // The page's own data for hydration, and nothing of other pages.
        const embedded = /<script id="__PAGE__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)
        expect(JSON.parse(embedded![1]).path).toBe(page.path)
        // Every section's content is in the HTML (the server waited for every lazy component's code and
        // sent no fallback in its place), in the page's order.
        const text = decode(html.slice(html.indexOf('<main'), html.indexOf('</main>')).replace(/<[^>]*>/g, ''))
        let at = 0
        let checked = 0
        // A boundary the server gave up on (an error, or code not loaded) is sent empty, for the browser to render.
        expect(html, `${url} sent a section for the browser to render`).not.toContain('<!--$!-->')
        for (const [i, section] of page.sections.entries()) {
          const words = firstText(section)
          if (!words) continue
          checked++
          const found = text.indexOf(words, at)
          expect(found, `${url} section ${i} (${section.type}): "${words}"`).toBeGreaterThanOrEqual(0)
          at = found
        }
        sectionsChecked += checked
        // Section code is imported by the entry, not preloaded ahead of the stylesheet.
        expect(all(html, /<link rel="modulepreload"/g).length, `${url} modulepreloads`).toBeLessThanOrEqual(1)
      }
    })
  }

  it('found the text of most sections', () => {
    const total = pages.reduce((n, p) => n + p.sections.length * (1 + p.aliases.length), 0)
    expect(sectionsChecked).toBeGreaterThan(total * 0.8)
  })

  it('the sitemap lists exactly the canonical routes of indexable pages', () => {
    const xml = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')
    const locs = all(xml, /<loc>([^<]+)<\/loc>/g).map((m) => m[1].replace(content!.site.domain, ''))
    const expected = [...new Set(pages.filter((p) => !p.meta.noindex).map((p) => p.canonical))].sort()
    const listed = locs.map((l) => l || '/').sort()
    const same = JSON.stringify(listed) === JSON.stringify(expected)
    recordFigure({
      area: 'validity',
      measure: 'sitemap.xml lists exactly the canonical routes',
      result: `${locs.length} addresses, ${same ? 'the same as' : 'NOT the same as'} the ${expected.length} canonical routes`,
      target: 'equal',
      met: same,
      gate: true,
    })
    expect(listed).toEqual(expected)
    expect(locs).not.toContain('/itr-filinig-campaign')
  })

  it('robots.txt points at the sitemap on the configured domain', () => {
    expect(fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${content!.site.domain}/sitemap.xml`)
  })

  it('service pages and blog articles show their breadcrumb trail, other pages do not', () => {
    const label = content!.site.labels.breadcrumb
    const trail = (url: string) => new RegExp(`<nav aria-label="${label}"[\\s\\S]*?</nav>`).exec(read(url))?.[0]
    const article = pages.find((p) => p.path.startsWith('/blog/'))!
    expect(trail(article.path)).toContain('href="/blog"')
    expect(trail('/services/compliance-services/gst-compliance')).toContain('href="/services"')
    expect(trail('/blog')).toBeUndefined()
    expect(trail('/')).toBeUndefined()
  })

  it('the not-found page says 404 and links home', () => {
    const html = fs.readFileSync(path.join(dist, '404.html'), 'utf8')
    expect(html).toContain('Oops! Page not found')
    expect(html).toContain('Return to Home')
    expect(html).toContain('name="robots" content="noindex')
  })

  it('home shows its prices in the HTML, formatted, with the discount', () => {
    const html = read('/')
    for (const figure of ['₹10,936', '₹14,581', '₹7,811', '₹24,999', '₹1,561']) expect(html).toContain(figure)
    expect(html).toContain('25% OFF')
  })
})
