// @vitest-environment node
/** The content rules of the campaign, guide, contact and blog pages that the schema alone cannot state. */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../scripts/lib/content/index.ts'
import type { Action } from '../../src/generated/content.ts'
import type { ResolvedSection } from '../../src/content/price.ts'
import { fill, percentComplete, clampPage } from '../../src/components/guide/template.ts'
import { sectionsShowing } from '../../src/lib/schedule.ts'
import type { Content } from '../../src/checker/resolve.ts'

const root = path.resolve(import.meta.dirname, '../..')
/** The offer ends with 31 December 2026 (IST); the page is checked as built on each side of it. */
const DURING_OFFER = Date.parse('2026-12-31T23:59:00+05:30')
const AFTER_OFFER = Date.parse('2027-01-01T00:00:00+05:30')
const built = loadContent({ root, now: DURING_OFFER, onlyShowing: true }).content!
const builtAfter = loadContent({ root, now: AFTER_OFFER, onlyShowing: true }).content!
/** The site as visitors see it at a moment: what is built then, less what was sent ahead of its start. */
const seen = (content: Content, now: number): Content => ({
  ...content,
  pages: new Map([...content.pages].map(([k, p]) => [k, { ...p, sections: sectionsShowing(p.sections, now) }])),
})
const content = seen(built, DURING_OFFER)
const after = seen(builtAfter, AFTER_OFFER)
const page = (p: string) => content.pages.get(p)!
const section = <T extends ResolvedSection['type']>(p: string, type: T) =>
  page(p).sections.find((s): s is Extract<ResolvedSection, { type: T }> => s.type === type)!

describe('/itr-filing-campaign', () => {
  it('has the eight sections in order and the misspelt alias', () => {
    expect(page('/itr-filing-campaign').sections.map((s) => s.type)).toEqual([
      'hero',
      'trust-strip',
      'countdown',
      'process',
      'plans',
      'campaign-form',
      'testimonials',
      'faq',
    ])
    expect(content.routes['/itr-filinig-campaign']).toBe(content.routes['/itr-filing-campaign'])
  })

  it('from 1 January 2027 (IST): the same services at list prices, the callback form, no offer and no countdown', () => {
    const later = after.pages.get('/itr-filing-campaign')!
    expect(later.sections.map((s) => s.type)).toEqual(['hero', 'trust-strip', 'process', 'plans', 'campaign-form', 'testimonials', 'faq'])
    const text = JSON.stringify(later.sections)
    expect(text).not.toMatch(/50\s*%\s*off|half the list price|offer ends|limited.time/i)
    expect(JSON.stringify(later.meta)).not.toMatch(/50\s*%\s*off/i)
    const plans = later.sections.find((s) => s.type === 'plans')!
    const offerPlans = section('/itr-filing-campaign', 'plans')
    // The same plans, each at the list price the offer struck through, with no struck price of its own.
    expect(plans.items.map((p) => p.name)).toEqual(offerPlans.items.map((p) => p.name))
    plans.items.forEach((p, i) => {
      expect(p.price.amount).toBe(offerPlans.items[i].price.original)
      expect(p.price.original).toBeUndefined()
    })
    expect(later.sections.find((s) => s.type === 'campaign-form')?.id).toBe('callback')
    // While the offer runs, every section that goes carries its end, for a page left open past it; what takes its
    // place is in the page already, waiting for its moment, and the FAQ's dated answers have their next versions.
    for (const s of page('/itr-filing-campaign').sections.filter((s) => ['countdown', 'plans', 'hero'].includes(s.type)))
      expect(s.until).toBe('2026-12-31')
    const inHtml = built.pages.get('/itr-filing-campaign')!.sections
    expect(inHtml.filter((s) => s.from === '2027-01-01').map((s) => s.type)).toEqual(['hero', 'plans'])
    expect(inHtml.find((s) => s.type === 'faq')!.items.filter((q) => q.from === '2027-01-01')).toHaveLength(2)
    // The list prices come from the price book, as the offer's did.
    expect(JSON.stringify(later.sections)).not.toMatch(/\{(?:amount|price):/)
  })

  it('hero, countdown and form: both scroll buttons go to the callback form, the chat button has the general message', () => {
    expect(section('/itr-filing-campaign', 'campaign-form').id).toBe('callback')
    const [callback, chat] = section('/itr-filing-campaign', 'hero').actions!
    expect(callback).toMatchObject({ label: 'Get a Free Callback', type: 'anchor', href: '#callback' })
    expect(chat).toMatchObject({
      label: 'Chat With a Tax Expert',
      type: 'chat',
      message: 'Hi! I need help with ITR filing. Can you assist me?',
    })
    const countdown = section('/itr-filing-campaign', 'countdown')
    expect(countdown.badge).toBe('Flat 50% OFF')
    expect(countdown.action).toMatchObject({ label: 'File Your ITR Now - Beat the Rush!', type: 'anchor', href: '#callback' })
    expect(Number.isNaN(Date.parse(countdown.countdown.target))).toBe(false)
  })

  it('plans: prices from the book at 50% off, one popular, each button a chat with its plan and price', () => {
    const plans = section('/itr-filing-campaign', 'plans').items
    expect(plans.map((p) => [p.name, p.price.amount, p.price.original, !!p.price.custom])).toEqual([
      ['Starter', 799, 1598, false],
      ['Pro', 1499, 2998, false],
      ['Business', 2999, 5998, false],
      ['Enterprise', undefined, undefined, true],
    ])
    expect(plans.filter((p) => p.popular).map((p) => [p.name, p.badge])).toEqual([['Pro', 'MOST POPULAR']])
    for (const p of plans) {
      const price = p.price.text.main
      const button: Action = p.button
      expect(button).toMatchObject({ type: 'chat', label: p.price.custom ? 'Get Quote' : 'Choose Plan' })
      expect(button.message).toBe(`Hi! I'm interested in the ${p.name} ITR filing plan (${price}). Can you help me get started?`)
    }
  })

  it('six five-star testimonials and sixteen questions', () => {
    const t = section('/itr-filing-campaign', 'testimonials').items
    expect(t).toHaveLength(6)
    for (const x of t)
      expect(x).toMatchObject({ rating: 5, name: expect.any(String), role: expect.any(String), company: expect.any(String) })
    const faq = section('/itr-filing-campaign', 'faq').items
    expect(faq).toHaveLength(16)
    // Sixteen on both sides of the offer's end: two answers change then, none is added or lost.
    const faqAfter = after.pages.get('/itr-filing-campaign')!.sections.find((s) => s.type === 'faq')!.items
    expect(faqAfter.map((q) => q.question)).toEqual(faq.map((q) => q.question))
    const text = faq.map((f) => `${f.question} ${f.answer}`).join('\n')
    for (const topic of [
      /safe/i,
      /documents/i,
      /notice.*no extra cost/is,
      /3-5 working days/,
      /2-3 business days/,
      /old.*new.*regime/is,
      /ESOP/,
      /capital gains/i,
      /belated/i,
      /ITR-4/,
      /refund/i,
      /revised return.*free|free of charge/is,
      /HRA/,
      /advance tax/i,
      /hidden/i,
      /senior/i,
      /year-round|tax planning/i,
    ])
      expect(text, String(topic)).toMatch(topic)
    const enterprise = faq.find((f) => /Enterprise/.test(f.question))!.answer
    for (const w of [
      /bulk ITR filing/i,
      /account manager/i,
      /custom compliance/i,
      /bulk discounts/i,
      /priority support/i,
      /reports/i,
      /HR or payroll/i,
    ])
      expect(enterprise).toMatch(w)
  })
})

describe('/ebook', () => {
  it('is kept out of search engines and has the guide with its exact title', () => {
    expect(page('/ebook').meta.noindex).toBe(true)
    const viewer = section('/ebook', 'guide-viewer')
    expect(viewer.downloadAlert).toBe(
      'PDF download will be available soon. For now, you can bookmark this page to access the guide anytime.',
    )
    expect(viewer.loading).toBe('Loading your startup guide...')
    const guide = page('/ebook').data.guide!
    expect(guide.title).toBe('Free Startup Guide: Legal Compliance & Business Setup in India')
    expect(guide.pages).toHaveLength(10)
    expect(guide.pages[0]).toEqual({ title: 'Cover Page - Free Startup Guide', image: '/guide/page-01.svg' })
  })

  it('labels fill in and the progress is page / total, rounded', () => {
    expect(fill('Page {page} of {total}', { page: 3, total: 10 })).toBe('Page 3 of 10')
    expect(fill('{percent}% Complete {other}', { percent: 33 })).toBe('33% Complete {other}')
    expect([1, 2, 3].map((p) => percentComplete(p, 3))).toEqual([33, 67, 100])
    expect(percentComplete(1, 10)).toBe(10)
    expect(percentComplete(1, 0)).toBe(0)
    expect([0, 1, 5, 11].map((p) => clampPage(p, 10))).toEqual([1, 1, 5, 10])
  })
})

describe('/contact', () => {
  it('has the contact cards, the form, the hours and four questions', () => {
    const cards = section('/contact', 'cards').items
    expect(cards.map((c) => c.button?.type)).toEqual(['phone', 'chat', 'email'])
    expect(cards[0].features).toContain('Mon-Sat, 9 AM - 8 PM')
    expect(cards[2].features!.join(' ')).toMatch(/2 hours/)
    expect(section('/contact', 'contact-form').title).toBe('Send Us a Message')
    expect(section('/contact', 'contact-form').description).toMatch(/24 hours/)
    const faq = section('/contact', 'faq').items
    expect(faq).toHaveLength(4)
    expect(faq.map((f) => f.answer).join(' ')).toContain('₹1,999 plus government fees')
    const cta = section('/contact', 'cta')
    expect([cta.primary.type, cta.secondary?.type]).toEqual(['phone', 'chat'])
  })
})

describe('/blog', () => {
  const index = section('/blog', 'blog-index')
  const articles = page('/blog').data.articles!

  it('lists at least seven articles, newest first, each in one of the chip categories', () => {
    expect(index.allLabel).toBe('All')
    expect(index.categories).toEqual(['Business Registration', 'GST & Compliance', 'Trademark & IP', 'Legal Documents', 'Tax Planning'])
    expect(articles.length).toBeGreaterThanOrEqual(7)
    expect(articles.map((a) => a.date)).toEqual([...articles.map((a) => a.date)].sort().reverse())
    for (const a of articles) expect(index.categories, a.path).toContain(a.category)
    expect(articles.some((a) => a.path === index.featured)).toBe(true)
  })

  it('every article page has one article section of 500-900 words and a call to action', () => {
    for (const a of articles) {
      const types = page(a.path).sections.map((s) => s.type)
      expect(types, a.path).toEqual(['article', 'cta'])
      const words = section(a.path, 'article')
        .body.split(/\s+/)
        .filter((w) => /\w/.test(w)).length
      expect(words, a.path).toBeGreaterThanOrEqual(500)
      expect(words, a.path).toBeLessThanOrEqual(900)
      expect(page(a.path).meta.type).toBe('article')
    }
  })

  it('places the newsletter signup with a Subscribe button', () => {
    expect(page('/blog').sections.map((s) => s.type)).toEqual(['hero', 'blog-index', 'newsletter'])
    expect(section('/blog', 'newsletter').button).toBe('Subscribe')
  })
})
