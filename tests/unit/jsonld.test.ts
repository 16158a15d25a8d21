// @vitest-environment node
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../scripts/lib/content/index.ts'
import { blogPostings, pageGraph, scriptJson, plainText, faqPage } from '../../src/seo/jsonld.ts'
import type { ResolvedPage } from '../../src/content/model.ts'

const root = path.resolve(import.meta.dirname, '../..')

describe('structured data', () => {
  const { content } = loadContent({ root })
  const site = content!.site
  const page = (p: string) => content!.pages.get(p) as ResolvedPage
  const types = (p: ResolvedPage) => (pageGraph(site, p)['@graph'] as { '@type': string }[]).map((t) => t['@type'])

  it('home: Organization and LocalBusiness with opening hours and address', () => {
    const graph = pageGraph(site, page('/'))['@graph'] as Record<string, unknown>[]
    expect(types(page('/'))).toEqual(expect.arrayContaining(['Organization', 'ProfessionalService']))
    const local = graph.find((t) => t['@type'] === 'ProfessionalService')!
    expect(local.openingHoursSpecification).toEqual(
      expect.arrayContaining([expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '09:00', closes: '18:00' })]),
    )
  })

  it('the ITR page: a Service whose offers are its packages in INR, an FAQPage and a BreadcrumbList', () => {
    const itr = page('/services/financial-services/itr-filing')
    expect(types(itr)).toEqual(expect.arrayContaining(['Service', 'FAQPage', 'BreadcrumbList']))
    const service = (pageGraph(site, itr)['@graph'] as Record<string, unknown>[]).find((t) => t['@type'] === 'Service')!
    const offers = service.offers as { price: string; priceCurrency: string }[]
    expect(offers.map((o) => o.price)).toEqual(expect.arrayContaining(['999', '2999', '4999']))
    expect(offers.every((o) => o.priceCurrency === 'INR')).toBe(true)
  })

  it('breadcrumbs: Home > Services > category > page, absolute URLs', () => {
    const gst = page('/services/compliance-services/gst-compliance')
    expect(gst.breadcrumbs.map((c) => c.url)).toEqual([
      '/',
      '/services',
      '/services/compliance-services',
      '/services/compliance-services/gst-compliance',
    ])
    const list = (pageGraph(site, gst)['@graph'] as Record<string, unknown>[]).find((t) => t['@type'] === 'BreadcrumbList')!
    expect((list.itemListElement as { item: string }[])[0].item).toBe(`${site.domain}/`)
  })

  it('the partnership page keeps its own canonical in the breadcrumb', () => {
    const p = page('/services/business-setup-services/partnership-firm')
    expect(p.canonical).toBe('/services/business-registration/partnership-firm')
    expect(p.breadcrumbs.at(-1)!.url).toBe('/services/business-registration/partnership-firm')
    expect(p.breadcrumbs[2].url).toBe('/services/business-setup-services')
  })

  it('a blog article: a BlogPosting from its YAML, modified date defaulting to the publication date', () => {
    const a = page('/blog/advance-tax-for-freelancers')
    const article = a.sections.find((s) => s.type === 'article')!
    const post = (pageGraph(site, a)['@graph'] as Record<string, unknown>[]).find((t) => t['@type'] === 'BlogPosting')!
    expect(post).toMatchObject({
      headline: article.title,
      description: article.excerpt,
      datePublished: article.date,
      dateModified: article.updated ?? article.date,
      author: { '@type': 'Person', name: article.author },
      image: `${site.domain}${site.meta.image}`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${site.domain}/blog/advance-tax-for-freelancers` },
      publisher: { '@id': `${site.domain}/#organization` },
    })
    const revised = { ...a, sections: [{ ...article, updated: '2025-12-01', image: { src: '/images/x.png', alt: 'x' } }] } as ResolvedPage
    expect(blogPostings(site, revised)[0]).toMatchObject({ dateModified: '2025-12-01', image: `${site.domain}/images/x.png` })
    expect(types(page('/about'))).not.toContain('BlogPosting')
  })

  it('FAQ answers are plain text', () => {
    expect(plainText('**Yes**, see [our page](/contact).\n\n- one\n- two')).toBe('Yes, see our page. one two')
    expect(faqPage([{ type: 'faq', items: [{ question: 'Q?', answer: 'A.' }], structuredData: false }])).toBeUndefined()
  })

  it('script JSON cannot close its script element', () => {
    expect(scriptJson({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>')
    expect(JSON.parse(scriptJson({ a: '</script>' }))).toEqual({ a: '</script>' })
  })
})
