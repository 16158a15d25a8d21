/** schema.org structured data built from the site and page data. Pure functions: tested in tests/unit. */
import type { Price, Section, Site } from '../generated/content.ts'
import type { ResolvedPage } from '../content/model.ts'
import { sectionsShowing } from '../lib/schedule.ts'
import { LANG_TAG, pathIn } from '../lib/lang.ts'

type Thing = Record<string, unknown>
const DAYS = { Mo: 'Monday', Tu: 'Tuesday', We: 'Wednesday', Th: 'Thursday', Fr: 'Friday', Sa: 'Saturday', Su: 'Sunday' } as const

export const absolute = (site: Site, path: string) => (/^https?:\/\//.test(path) ? path : `${site.domain}${path}`)

function postalAddress(site: Site): Thing {
  const a = site.address
  return {
    '@type': 'PostalAddress',
    streetAddress: a.street,
    addressLocality: a.city,
    addressRegion: a.region,
    postalCode: a.postalCode,
    addressCountry: a.country,
  }
}

export function organization(site: Site): Thing {
  return {
    '@type': 'Organization',
    '@id': `${site.domain}/#organization`,
    name: site.brand.name,
    legalName: site.brand.legalName,
    url: `${site.domain}/`,
    logo: absolute(site, '/favicon.svg'),
    email: site.email,
    telephone: site.phone.tel,
    foundingDate: site.brand.founded,
    address: postalAddress(site),
    sameAs: site.socials.map((s) => s.url),
  }
}

export function localBusiness(site: Site): Thing {
  return {
    '@type': 'ProfessionalService',
    '@id': `${site.domain}/#localbusiness`,
    name: site.brand.name,
    description: site.brand.tagline,
    url: `${site.domain}/`,
    image: absolute(site, site.meta.image),
    telephone: site.phone.tel,
    email: site.email,
    priceRange: site.priceRange,
    address: postalAddress(site),
    openingHoursSpecification: site.hours.openingHours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => DAYS[d]),
      opens: h.opens,
      closes: h.closes,
    })),
    parentOrganization: { '@id': `${site.domain}/#organization` },
  }
}

function offer(site: Site, name: string, price: Price, url: string): Thing | undefined {
  if (price.amount === undefined || price.custom) return undefined
  const o: Thing = {
    '@type': 'Offer',
    name,
    price: String(price.amount),
    priceCurrency: 'INR',
    url,
    availability: 'https://schema.org/InStock',
    seller: { '@id': `${site.domain}/#organization` },
  }
  if (price.unit)
    o.priceSpecification = {
      '@type': 'UnitPriceSpecification',
      price: String(price.amount),
      priceCurrency: 'INR',
      unitText: price.unit.toUpperCase(),
    }
  return o
}

/** Every priced package, plan and card on the page. */
export function pageOffers(site: Site, page: ResolvedPage): Thing[] {
  const url = absolute(site, page.canonical)
  const out: Thing[] = []
  for (const s of page.sections) {
    if (s.type === 'packages' || s.type === 'plans') for (const p of s.items) pushDefined(out, offer(site, p.name, p.price, url))
    if (s.type === 'cards') for (const c of s.items) if (c.price) pushDefined(out, offer(site, c.title, c.price, url))
  }
  return out
}

function pushDefined<T>(list: T[], item: T | undefined) {
  if (item !== undefined) list.push(item)
}

export function service(site: Site, page: ResolvedPage): Thing | undefined {
  if (!page.service) return undefined
  const offers = pageOffers(site, page)
  const own = page.service.price ? offer(site, page.service.name, page.service.price, absolute(site, page.canonical)) : undefined
  const all = own ? [own, ...offers] : offers
  return {
    '@type': 'Service',
    name: page.service.name,
    serviceType: page.service.serviceType ?? page.service.name,
    description: page.meta.description,
    url: absolute(site, page.canonical),
    areaServed: { '@type': 'Country', name: 'India' },
    provider: { '@id': `${site.domain}/#organization` },
    ...(all.length ? { offers: all } : {}),
  }
}

/** Plain text of a Markdown answer, for search engines. */
export function plainText(md: string): string {
  return md
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/(^|\W)_(.+?)_(?=\W|$)/g, '$1$2')
    .replace(/^#{2,3}\s+/gm, '')
    .replace(/^\s*(?:[-*]|\d+[.)])\s+/gm, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim()
}

export function faqPage(sections: Section[]): Thing | undefined {
  const items = sections.flatMap((s) => (s.type === 'faq' && s.structuredData !== false ? s.items : []))
  if (!items.length) return undefined
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(q.answer) },
    })),
  }
}

export function breadcrumbList(site: Site, page: ResolvedPage): Thing | undefined {
  if (page.breadcrumbs.length < 2) return undefined
  return {
    '@type': 'BreadcrumbList',
    itemListElement: page.breadcrumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absolute(site, c.url) })),
  }
}

/** A blog article as search engines expect it: one BlogPosting per article section, from its YAML. */
export function blogPostings(site: Site, page: ResolvedPage): Thing[] {
  const url = absolute(site, page.canonical)
  return page.sections.flatMap((s) =>
    s.type === 'article'
      ? [
          {
            '@type': 'BlogPosting',
            '@id': `${url}#article`,
            headline: s.title,
            description: s.excerpt,
            datePublished: s.date,
            dateModified: s.updated ?? s.date,
            author: { '@type': 'Person', name: s.author },
            image: absolute(site, s.image?.src ?? page.meta.image ?? site.meta.image),
            articleSection: s.category,
            inLanguage: site.meta.locale.replace('_', '-'),
            mainEntityOfPage: { '@type': 'WebPage', '@id': url },
            publisher: { '@id': `${site.domain}/#organization` },
          },
        ]
      : [],
  )
}

const BUSINESS_PAGES = new Set(['/', '/contact', '/about'])

/** The page itself: its address, title and language (inLanguage, en-IN or hi-IN). */
export function webPage(site: Site, page: ResolvedPage): Thing {
  const url = absolute(site, page.canonical)
  return {
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: page.meta.title,
    description: page.meta.description,
    inLanguage: LANG_TAG[page.lang ?? 'en'],
    publisher: { '@id': `${site.domain}/#organization` },
  }
}

/**
 * The page's whole structured data as one @graph. Given the moment the page was built as (`at`), only what
 * shows then: not a section or question built ahead of its start (src/lib/schedule.ts, builtAhead).
 */
export function pageGraph(site: Site, shown: ResolvedPage, at?: number): Thing {
  const page = at === undefined ? shown : { ...shown, sections: sectionsShowing(shown.sections, at) }
  const graph: Thing[] = [organization(site)]
  if (BUSINESS_PAGES.has(pathIn(page.path, 'en'))) graph.push(localBusiness(site))
  if (page.path !== '/404' && page.path !== '/hi/404') graph.push(webPage(site, page))
  for (const t of [service(site, page), ...blogPostings(site, page), faqPage(page.sections), breadcrumbList(site, page)])
    pushDefined(graph, t)
  return { '@context': 'https://schema.org', '@graph': graph }
}

/** JSON for a <script> element: "<" is escaped so text can never close the script. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
