// @vitest-environment node
/**
 * Validity of the built dist/: every HTML file passes html-validate (rules in .htmlvalidate.json,
 * relaxations explained in docs/DECISIONS.md), every title fits in 70 characters, and every JSON-LD
 * block is structurally valid schema.org for its type.
 */
import fs from 'node:fs'
import path from 'node:path'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { afterAll, describe, expect, it } from 'vitest'
import { builtContent } from './built.ts'
import { recordFigure } from '../../scripts/lib/figures.ts'

const root = path.resolve(import.meta.dirname, '../..')
const dist = path.join(root, 'dist')
const { content } = builtContent(root)
const site = content!.site
const htmlFiles = fs
  .readdirSync(dist, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.html'))
  .sort()
const read = (rel: string) => fs.readFileSync(path.join(dist, rel), 'utf8')
const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')

describe('html-validate', () => {
  // The config is found from each file's folder up to the repository's .htmlvalidate.json (root: true).
  const validator = new HtmlValidate(new FileSystemConfigLoader())

  let errors = 0
  let validated = 0
  afterAll(() =>
    recordFigure({
      area: 'validity',
      measure: 'html-validate, every prerendered HTML file',
      result: `${errors} errors; ${validated} of ${htmlFiles.length} files validated`,
      target: '0 errors',
      met: errors === 0 && validated === htmlFiles.length,
      gate: true,
    }),
  )

  it('finds every page', () => {
    expect(htmlFiles.length).toBeGreaterThanOrEqual(Object.keys(content!.routes).length + 1)
  })

  for (const rel of htmlFiles) {
    it(`${rel}: no errors`, async () => {
      const report = await validator.validateFile(path.join(dist, rel))
      const problems = report.results.flatMap((r) =>
        r.messages.map((m) => `${rel}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
      )
      errors += problems.length
      validated++
      expect(problems).toEqual([])
    })
  }
})

describe('titles', () => {
  // html-validate's long-title counts "&amp;" as five characters (React escapes & and '), so it is off
  // in .htmlvalidate.json and measured here on the decoded text, as search results show it.
  it('every <title> has 1 to 70 characters', () => {
    const long = htmlFiles
      .map((rel) => ({ rel, title: decode(/<title>([^<]*)<\/title>/.exec(read(rel))?.[1] ?? '') }))
      .filter(({ title }) => title.length === 0 || title.length > 70)
      .map(({ rel, title }) => `${rel}: ${title.length} characters: ${title}`)
    expect(long).toEqual([])
  })
})

// ---- JSON-LD: structural checks per schema.org type ----

type Node = Record<string, unknown>
const isObj = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v)
const text = (v: unknown) => typeof v === 'string' && v.trim().length > 0
const absoluteUrl = (v: unknown) => typeof v === 'string' && /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/.test(v)
const onSite = (v: unknown) => typeof v === 'string' && (v === `${site.domain}/` || v.startsWith(`${site.domain}/`))
const routePath = (url: string) => url.slice(site.domain.length).replace(/[#?].*$/, '') || '/'
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

class Checker {
  problems: string[] = []
  constructor(private where: string) {}
  need(ok: boolean, at: string, what: string) {
    if (!ok) this.problems.push(`${this.where} ${at}: ${what}`)
  }
  type(node: unknown, at: string, type: string | string[]): node is Node {
    const types = Array.isArray(type) ? type : [type]
    const ok = isObj(node) && types.includes(node['@type'] as string)
    this.need(ok, at, `expected a ${types.join(' or ')}, found ${JSON.stringify(isObj(node) ? node['@type'] : node)}`)
    return ok
  }
  address(a: unknown, at: string) {
    if (!this.type(a, at, 'PostalAddress')) return
    for (const k of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode']) this.need(text(a[k]), `${at}.${k}`, 'missing')
    this.need(
      typeof a.addressCountry === 'string' && /^[A-Z]{2}$/.test(a.addressCountry),
      `${at}.addressCountry`,
      'must be an ISO 3166 code such as IN',
    )
    this.need(typeof a.postalCode === 'string' && /^\d{6}$/.test(a.postalCode), `${at}.postalCode`, 'an Indian PIN code has six digits')
  }
  contact(n: Node, at: string) {
    this.need(
      typeof n.telephone === 'string' && /^\+\d{8,15}$/.test(n.telephone),
      `${at}.telephone`,
      'must be in international form (+91…)',
    )
    this.need(typeof n.email === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(n.email), `${at}.email`, 'must be an e-mail address')
  }
  /** The page itself: its address (the canonical one), its title, and the language it is in (en-IN or hi-IN, as <html lang>). */
  webPage(n: Node, at: string, canonical: string, html: string) {
    this.need(onSite(n['@id']) && String(n['@id']).endsWith('#webpage'), `${at}.@id`, 'must be the page URL with #webpage')
    this.need(
      n.url === `${site.domain}${canonical === '/' ? '' : canonical}` || n.url === `${site.domain}${canonical}`,
      `${at}.url`,
      'must be the canonical URL',
    )
    this.need(text(n.name), `${at}.name`, 'missing')
    const lang = /<html lang="([^"]+)"/.exec(html)?.[1]
    this.need(
      n.inLanguage === (lang === 'hi' ? 'hi-IN' : 'en-IN'),
      `${at}.inLanguage`,
      `must say the page's language (html lang="${lang}")`,
    )
  }
  organization(n: Node, at: string) {
    this.need(text(n.name), `${at}.name`, 'missing')
    this.need(onSite(n['@id']) && String(n['@id']).includes('#'), `${at}.@id`, 'must be a #fragment URL on the site')
    this.need(onSite(n.url), `${at}.url`, 'must be an absolute URL on the site')
    this.need(onSite(n.logo), `${at}.logo`, 'must be an absolute URL on the site')
    this.contact(n, at)
    this.address(n.address, `${at}.address`)
    this.need(Array.isArray(n.sameAs) && n.sameAs.every(absoluteUrl), `${at}.sameAs`, 'must be a list of https URLs')
  }
  localBusiness(n: Node, at: string) {
    this.need(text(n.name), `${at}.name`, 'missing')
    this.need(onSite(n.url), `${at}.url`, 'must be an absolute URL on the site')
    this.need(onSite(n.image), `${at}.image`, 'must be an absolute URL on the site')
    this.need(text(n.priceRange), `${at}.priceRange`, 'missing')
    this.contact(n, at)
    this.address(n.address, `${at}.address`)
    const hours = n.openingHoursSpecification
    this.need(Array.isArray(hours) && hours.length > 0, `${at}.openingHoursSpecification`, 'missing')
    if (Array.isArray(hours))
      hours.forEach((h: unknown, i) => {
        const hat = `${at}.openingHoursSpecification[${i}]`
        if (!this.type(h, hat, 'OpeningHoursSpecification')) return
        this.need(
          Array.isArray(h.dayOfWeek) && h.dayOfWeek.length > 0 && h.dayOfWeek.every((d) => DAYS.includes(d as string)),
          `${hat}.dayOfWeek`,
          `days from ${DAYS.join(', ')}`,
        )
        for (const k of ['opens', 'closes'])
          this.need(typeof h[k] === 'string' && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(h[k]), `${hat}.${k}`, 'must be HH:MM')
      })
  }
  price(o: Node, at: string) {
    // schema.org: price as a string with a dot for decimals and no currency sign or grouping.
    this.need(
      typeof o.price === 'string' && /^\d+(\.\d{1,2})?$/.test(o.price),
      `${at}.price`,
      `must be a plain number as a string, found ${JSON.stringify(o.price)}`,
    )
    this.need(o.priceCurrency === 'INR', `${at}.priceCurrency`, `must be INR, found ${JSON.stringify(o.priceCurrency)}`)
  }
  service(n: Node, at: string, ids: Set<string>) {
    this.need(text(n.name), `${at}.name`, 'missing')
    this.need(onSite(n.url), `${at}.url`, 'must be an absolute URL on the site')
    this.need(
      isObj(n.provider) && ids.has(n.provider['@id'] as string),
      `${at}.provider`,
      'must reference the Organization in the graph by @id',
    )
    if (n.areaServed !== undefined)
      this.need(
        this.type(n.areaServed, `${at}.areaServed`, ['Country', 'State', 'City', 'Place']) && text(n.areaServed.name),
        `${at}.areaServed.name`,
        'missing',
      )
    if (n.offers === undefined) return
    this.need(Array.isArray(n.offers) && n.offers.length > 0, `${at}.offers`, 'must be a non-empty list')
    if (!Array.isArray(n.offers)) return
    n.offers.forEach((o: unknown, i) => {
      const oat = `${at}.offers[${i}]`
      if (!this.type(o, oat, 'Offer')) return
      this.need(text(o.name), `${oat}.name`, 'missing')
      this.price(o, oat)
      this.need(onSite(o.url), `${oat}.url`, 'must be an absolute URL on the site')
      if (o.availability !== undefined)
        this.need(
          typeof o.availability === 'string' && o.availability.startsWith('https://schema.org/'),
          `${oat}.availability`,
          'must be a schema.org ItemAvailability URL',
        )
      if (o.seller !== undefined)
        this.need(isObj(o.seller) && ids.has(o.seller['@id'] as string), `${oat}.seller`, 'must reference the Organization by @id')
      if (o.priceSpecification !== undefined && this.type(o.priceSpecification, `${oat}.priceSpecification`, 'UnitPriceSpecification')) {
        this.price(o.priceSpecification, `${oat}.priceSpecification`)
        this.need(o.priceSpecification.price === o.price, `${oat}.priceSpecification.price`, 'differs from the offer price')
        this.need(text(o.priceSpecification.unitText), `${oat}.priceSpecification.unitText`, 'missing')
      }
    })
  }
  faq(n: Node, at: string, pageText: string) {
    this.need(Array.isArray(n.mainEntity) && n.mainEntity.length > 0, `${at}.mainEntity`, 'must be a non-empty list of Question')
    if (!Array.isArray(n.mainEntity)) return
    n.mainEntity.forEach((q: unknown, i) => {
      const qat = `${at}.mainEntity[${i}]`
      if (!this.type(q, qat, 'Question')) return
      this.need(text(q.name), `${qat}.name`, 'missing')
      // Search engines show FAQ results only for questions visible on the page.
      this.need(typeof q.name === 'string' && pageText.includes(q.name), `${qat}.name`, `not shown on the page: ${String(q.name)}`)
      if (!this.type(q.acceptedAnswer, `${qat}.acceptedAnswer`, 'Answer')) return
      const answer = q.acceptedAnswer.text
      this.need(text(answer), `${qat}.acceptedAnswer.text`, 'missing')
      this.need(
        typeof answer === 'string' && !/<[a-z/]|\*\*|\]\(/i.test(answer),
        `${qat}.acceptedAnswer.text`,
        'must be plain text (no HTML or Markdown)',
      )
    })
  }
  /** What search engines read of an article: https://developers.google.com/search/docs/appearance/structured-data/article */
  blogPosting(n: Node, at: string, ids: Set<string>, canonical: string, pageText: string) {
    this.need(text(n.headline) && pageText.includes(String(n.headline)), `${at}.headline`, 'must be the article title shown on the page')
    this.need(typeof n.headline === 'string' && n.headline.length <= 110, `${at}.headline`, 'at most 110 characters')
    this.need(text(n.description), `${at}.description`, 'missing')
    for (const key of ['datePublished', 'dateModified'])
      this.need(typeof n[key] === 'string' && !Number.isNaN(Date.parse(n[key] as string)), `${at}.${key}`, 'must be an ISO 8601 date')
    this.need(String(n.dateModified) >= String(n.datePublished), `${at}.dateModified`, 'cannot be before datePublished')
    this.need(this.type(n.author, `${at}.author`, ['Person', 'Organization']) && text(n.author.name), `${at}.author.name`, 'missing')
    this.need(onSite(n.image), `${at}.image`, 'must be an absolute URL on the site')
    this.need(
      this.type(n.mainEntityOfPage, `${at}.mainEntityOfPage`, 'WebPage') && n.mainEntityOfPage['@id'] === site.domain + canonical,
      `${at}.mainEntityOfPage`,
      `must be the WebPage ${site.domain}${canonical}`,
    )
    this.need(isObj(n.publisher) && ids.has(n.publisher['@id'] as string), `${at}.publisher`, 'must reference the Organization by @id')
  }
  breadcrumbs(n: Node, at: string, canonical: string) {
    const items = n.itemListElement
    this.need(Array.isArray(items) && items.length >= 2, `${at}.itemListElement`, 'needs at least two ListItem')
    if (!Array.isArray(items)) return
    items.forEach((li: unknown, i) => {
      const lat = `${at}.itemListElement[${i}]`
      if (!this.type(li, lat, 'ListItem')) return
      this.need(li.position === i + 1, `${lat}.position`, `must be ${i + 1}, found ${JSON.stringify(li.position)}`)
      this.need(text(li.name), `${lat}.name`, 'missing')
      this.need(onSite(li.item), `${lat}.item`, `must be an absolute URL on ${site.domain}, found ${JSON.stringify(li.item)}`)
      if (onSite(li.item))
        this.need(routePath(li.item as string) in content!.routes, `${lat}.item`, `is not a page of the site: ${String(li.item)}`)
    })
    const last = items[items.length - 1] as Node | undefined
    this.need(
      last?.item === site.domain + canonical || (canonical === '/' && last?.item === `${site.domain}/`),
      `${at} last item`,
      `must be the page itself (${site.domain}${canonical})`,
    )
  }
}

/** Every JSON-LD block of a page; unknown types fail, so that a new type comes with its check. */
function checkJsonLd(rel: string, html: string): { problems: string[]; types: string[] } {
  const c = new Checker(rel)
  const types: string[] = []
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.slice(site.domain.length) || '/'
  const pageText = decode(html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ')
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
  c.need(blocks.length > 0, 'JSON-LD', 'none on the page')
  for (const [, json] of blocks) {
    let data: unknown
    try {
      data = JSON.parse(json)
    } catch (e) {
      c.need(false, 'JSON-LD', `not JSON: ${(e as Error).message}`)
      continue
    }
    if (!isObj(data)) continue
    c.need(data['@context'] === 'https://schema.org', '@context', 'must be https://schema.org')
    const graph = Array.isArray(data['@graph']) ? (data['@graph'] as unknown[]) : [data]
    const ids = new Set(
      graph
        .filter(isObj)
        .map((n) => n['@id'] as string)
        .filter(Boolean),
    )
    graph.forEach((n, i) => {
      const at = `@graph[${i}]`
      if (!isObj(n)) return c.need(false, at, 'not an object')
      const type = String(n['@type'])
      types.push(type)
      if (type === 'Organization') c.organization(n, at)
      else if (type === 'ProfessionalService' || type === 'LocalBusiness') c.localBusiness(n, at)
      else if (type === 'Service') c.service(n, at, ids)
      else if (type === 'FAQPage') c.faq(n, at, pageText)
      else if (type === 'BreadcrumbList') c.breadcrumbs(n, at, canonical)
      else if (type === 'BlogPosting') c.blogPosting(n, at, ids, canonical, pageText)
      else if (type === 'WebPage') c.webPage(n, at, canonical, html)
      else c.need(false, at, `no check for @type ${type}: add one in tests/prerender/validity.test.ts`)
    })
    c.need(types.filter((t) => t === 'Organization').length === 1, '@graph', 'needs exactly one Organization')
  }
  return { problems: c.problems, types }
}

describe('JSON-LD', () => {
  const seen = new Set<string>()
  let nodes = 0
  let problemCount = 0
  let checked = 0
  afterAll(() =>
    recordFigure({
      area: 'validity',
      measure: 'JSON-LD, schema.org rules per @type',
      result: `${problemCount} problems in ${nodes} nodes on ${checked} of ${htmlFiles.length} pages (${[...seen].sort().join(', ')})`,
      target: '0 problems',
      met: problemCount === 0 && checked === htmlFiles.length,
      gate: true,
    }),
  )
  for (const rel of htmlFiles) {
    it(`${rel}: valid schema.org for each type`, () => {
      const { problems, types } = checkJsonLd(rel, read(rel))
      types.forEach((t) => seen.add(t))
      nodes += types.length
      problemCount += problems.length
      checked++
      expect(problems).toEqual([])
    })
  }

  it('the site uses every checked type somewhere', () => {
    expect([...seen].sort()).toEqual([
      'BlogPosting',
      'BreadcrumbList',
      'FAQPage',
      'Organization',
      'ProfessionalService',
      'Service',
      'WebPage',
    ])
  })

  it('the checks catch broken data', () => {
    const good = read('services/compliance-services/gst-compliance.html')
    const broken = good
      .replace(/"priceCurrency":"INR"/, '"priceCurrency":"Rs"')
      .replace(/"position":2/, '"position":3')
      .replace(/"acceptedAnswer":\{"@type":"Answer","text":"[^"]*"/, '"acceptedAnswer":{"@type":"Answer","text":""')
    const { problems } = checkJsonLd('broken', broken)
    expect(problems.join('\n')).toMatch(/priceCurrency: must be INR/)
    expect(problems.join('\n')).toMatch(/position: must be 2/)
    expect(problems.join('\n')).toMatch(/acceptedAnswer.text: missing/)
  })

  it('every article carries a BlogPosting, and the check catches a broken one', () => {
    const articles = htmlFiles.filter((f) => /^blog\/[^/]+\.html$/.test(f))
    expect(articles.length).toBeGreaterThanOrEqual(8)
    for (const rel of articles) expect(checkJsonLd(rel, read(rel)).types, rel).toContain('BlogPosting')
    const broken = read(articles[0])
      .replace(/"datePublished":"[^"]*"/, '"datePublished":"someday"')
      .replace(/"mainEntityOfPage":\{[^}]*\}/, '"mainEntityOfPage":{}')
    const { problems } = checkJsonLd('broken', broken)
    expect(problems.join('\n')).toMatch(/datePublished: must be an ISO 8601 date/)
    expect(problems.join('\n')).toMatch(/mainEntityOfPage/)
  })
})
