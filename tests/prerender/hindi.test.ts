// @vitest-environment node
/**
 * The site in Hindi as built: every Hindi route prerendered with <html lang="hi">, its hreflang alternates (self, the
 * English page, x-default) only where both pages exist, in the sitemap with the same alternates, JSON-LD saying
 * hi-IN, the language switch to its English twin, the Hindi not-found page for /hi addresses, and no shared English
 * word left on it (menu, footer, buttons, labels, placeholders, errors: pages/_site/hi.yaml) unless the page's own
 * text has it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtContent, decodeText } from './built.ts'
import { pageFile } from '../../scripts/lib/prerender.ts'
import { wordPairs } from '../../src/checker/words.ts'
import { pathIn } from '../../src/lib/lang.ts'
import type { Forms, HindiWords, Site } from '../../src/generated/content.ts'
import { parse } from 'yaml'

const root = path.resolve(import.meta.dirname, '../..')
const dist = path.join(root, 'dist')
const { content } = builtContent(root)
const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8')
const html = (route: string) => fs.readFileSync(path.join(dist, pageFile(route)), 'utf8')
const decode = decodeText

const pages = [...content!.pages.values()]
const hindi = pages.filter((p) => p.lang === 'hi')
const byPath = new Map(pages.map((p) => [p.path, p]))

/** What a visitor reads or hears on a page: its text, and the words of its attributes (labels, placeholders, alt, title). */
function visible(page: string): string {
  const body = page.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<head>[\s\S]*?<\/head>/, ' ')
  const attributes = [...body.matchAll(/\s(?:aria-label|placeholder|alt|title)="([^"]*)"/g)].map((m) => m[1])
  return decode([body.replace(/<[^>]+>/g, ' '), ...attributes, /<title>([^<]*)<\/title>/.exec(page)?.[1] ?? ''].join(' ')).replace(
    /\s+/g,
    ' ',
  )
}

/**
 * The shared English words a Hindi page must not show: each English word of site.yaml and forms.yaml whose Hindi
 * differs (a brand name, an e-mail example and the like are the same in both), as whole words.
 */
const words = parse(read('pages/_site/hi.yaml')) as HindiWords
const englishSite = parse(read('pages/_site/site.yaml')) as Site
const englishForms = parse(read('pages/_site/forms.yaml')) as Forms
const shared = wordPairs(englishSite, englishForms, words)
  .filter((p) => p.translated !== undefined && p.translated.trim() !== p.english.trim())
  .map((p) => p.english.replace(/\{[a-z]+(?::[^}]*)?\}/g, '').trim())
  .filter((e) => /[A-Za-z]{3}/.test(e))

describe('the Hindi routes', () => {
  it('are built: every scope page has its Hindi twin', () => {
    expect(hindi.length).toBeGreaterThan(10)
    for (const p of [
      '/hi',
      '/hi/services',
      '/hi/services/financial-services/itr-filing',
      '/hi/pricing',
      '/hi/contact',
      '/hi/itr-filing-campaign',
    ])
      expect(byPath.has(p), p).toBe(true)
    expect(fs.existsSync(path.join(dist, 'hi/404.html'))).toBe(true)
    expect(html('/hi/404')).toContain('<html lang="hi">')
  })

  it('finds the shared words to look for', () => {
    expect(shared).toEqual(expect.arrayContaining(['Call Now', 'Full Name', 'Please enter your name.', 'Skip to main content']))
  })

  for (const page of hindi) {
    it(`${page.path}: lang hi, hreflang and JSON-LD in Hindi, the switch, and no shared English word`, () => {
      const text = html(page.path)
      expect(text).toContain('<html lang="hi">')
      const twin = byPath.get(pathIn(page.path, 'en'))
      const alternates = [...text.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]])
      if (twin) {
        expect(alternates).toEqual([
          ['en-IN', `${content!.site.domain}${twin.canonical}`],
          ['hi-IN', `${content!.site.domain}${page.canonical}`],
          ['x-default', `${content!.site.domain}${twin.canonical}`],
        ])
        // In the header and the footer.
        const switches = [...text.matchAll(/<a [^>]*data-language-switch=""[^>]*>([^<]*)<\/a>/g)]
        expect(switches.map((m) => [m[1], /href="([^"]*)"/.exec(m[0])?.[1], /lang="([^"]*)"/.exec(m[0])?.[1]])).toEqual([
          ['English', twin.canonical, 'en'],
          ['English', twin.canonical, 'en'],
        ])
        expect(html(twin.path)).toContain(`hrefLang="hi-IN" href="${content!.site.domain}${page.canonical}"`)
      } else expect(alternates).toEqual([])
      const ld = [...text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]) as { '@graph': Record<string, unknown>[] },
      )
      expect(ld.flatMap((g) => g['@graph']).find((n) => n['@type'] === 'WebPage')?.inLanguage).toBe('hi-IN')
      // The page's own words may say what they say (a term of art in English), and the startup guide it shows stays
      // English (docs/DECISIONS.md, "The site in Hindi"); the shared words may not.
      const own = JSON.stringify([page.sections, page.meta, page.breadcrumbs, page.data.guide ?? null])
      const seen = visible(text)
      const left = shared.filter(
        (e) => !own.includes(e) && new RegExp(`(^|[^A-Za-z])${e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z]|$)`).test(seen),
      )
      expect(left).toEqual([])
    })
  }

  it('the sitemap lists each Hindi page with its English twin and x-default', () => {
    const sitemap = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')
    const d = content!.site.domain
    expect(sitemap).toContain(
      `<url><loc>${d}/hi/services/financial-services/itr-filing</loc><xhtml:link rel="alternate" hreflang="en-IN" href="${d}/services/financial-services/itr-filing"/><xhtml:link rel="alternate" hreflang="hi-IN" href="${d}/hi/services/financial-services/itr-filing"/><xhtml:link rel="alternate" hreflang="x-default" href="${d}/services/financial-services/itr-filing"/></url>`,
    )
    // A page with no Hindi twin (the blog) has no alternates.
    expect(sitemap).toMatch(new RegExp(`<url><loc>${d}/blog</loc></url>`))
  })

  it('English pages say en-IN and carry no Hindi addresses in their code', () => {
    expect(html('/')).toContain('<html lang="en-IN">')
    const entry = /"\/assets\/(index-[^"]+\.js)"/.exec(html('/'))![1]
    const code = fs.readFileSync(path.join(dist, 'assets', entry), 'utf8')
    expect(code).not.toContain('"/hi/services')
    expect(code).not.toMatch(/सेवाएँ|अभी कॉल करें/)
  })
})
