// @vitest-environment node
/** /blog and the article pages in Chromium: featured and latest lists, chips, search, the filter in the address. */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { holdScript, newPage, type Site, siteAndBrowser } from './helpers.ts'
import { builtContent } from '../prerender/built.ts'

const root = path.resolve(import.meta.dirname, '../..')
const { content } = builtContent(root)
const articles = content!.pages.get('/blog')!.data.articles!
const CHIPS = ['All', 'Business Registration', 'GST & Compliance', 'Trademark & IP', 'Legal Documents', 'Tax Planning']

let site: Site
let browser: Browser

siteAndBrowser({ backend: false }, (s, b) => {
  site = s
  browser = b
})

const readMore = (page: Page, title: string) =>
  page.locator('#articles').getByRole('link', { name: new RegExp(`^Read More\\W+${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
/** Titles of the article cards shown (featured included), in order. */
const shownTitles = (page: Page) => page.locator('#articles article').locator('h2, h3').allTextContents()
const pressed = (page: Page) => page.locator('#articles').getByRole('button', { pressed: true }).allTextContents()

describe('blog', () => {
  it('shows the featured article, the six latest and the chips with All active', async () => {
    const { page, context, errors } = await newPage(browser)
    const warnings: string[] = []
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
    await page.goto(site.url + '/blog', { waitUntil: 'networkidle' })
    const featured = articles.find((a) => a.path === '/blog/new-vs-old-tax-regime-fy-2025-26')!
    const latest = articles.filter((a) => a !== featured).slice(0, 6)
    expect(await shownTitles(page)).toEqual([featured.title, ...latest.map((a) => a.title)])
    await expect(page.getByRole('heading', { level: 2, name: 'Latest Articles' }).isVisible()).resolves.toBe(true)
    expect(await page.locator('#articles button[aria-pressed]').allTextContents()).toEqual(CHIPS)
    expect(await pressed(page)).toEqual(['All'])
    expect(await page.getByRole('searchbox', { name: 'Search articles' }).inputValue()).toBe('')
    expect(await readMore(page, latest[0].title).getAttribute('href')).toBe(latest[0].path)
    expect(errors).toEqual([])
    expect(warnings.filter((w) => /hydrat/i.test(w))).toEqual([])
    await context.close()
  })

  it('chips filter by category and keep the choice in the address', async () => {
    const { page, context } = await newPage(browser)
    await page.goto(site.url + '/blog')
    // Pressed once the code is in, the chips filter in place (a chip pressed before it asks for the filtered
    // address instead: the next test).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    for (const chip of CHIPS.slice(1)) {
      await page.locator('#articles').getByRole('button', { name: chip, exact: true }).click()
      await expect.poll(() => pressed(page)).toEqual([chip])
      const expected = articles.filter((a) => a.category === chip).map((a) => a.title)
      expect(expected.length, chip).toBeGreaterThan(0)
      expect(await shownTitles(page)).toEqual(expected)
      expect(new URL(page.url()).searchParams.get('category')).toBe(
        chip
          .toLowerCase()
          .replace(/&/g, ' ')
          .replace(/[^a-z0-9]+/g, '-'),
      )
    }
    await page.locator('#articles').getByRole('button', { name: 'All', exact: true }).click()
    expect(await pressed(page)).toEqual(['All'])
    expect(new URL(page.url()).search).toBe('')
    expect(await shownTitles(page)).toHaveLength(7)
    await context.close()
  })

  it('search matches title, excerpt and category, ignoring case, and shows an empty state', async () => {
    const { page, context } = await newPage(browser)
    await page.goto(site.url + '/blog')
    const search = page.getByRole('searchbox', { name: 'Search articles' })
    expect(await search.getAttribute('type')).toBe('search')
    await search.pressSequentially('TRADEMARK', { delay: 15 })
    expect(await search.inputValue()).toBe('TRADEMARK')
    const tm = articles.filter((a) => /trademark/i.test(`${a.title} ${a.excerpt} ${a.category}`)).map((a) => a.title)
    expect(await shownTitles(page)).toEqual(tm)
    expect(new URL(page.url()).searchParams.get('q')).toBe('TRADEMARK')
    // Search and chip combine; the featured article is found like any other.
    await search.fill('regime')
    expect(await shownTitles(page)).toEqual(['New vs Old Tax Regime for FY 2025-26: Which One Should You Choose?'])
    await page.locator('#articles').getByRole('button', { name: 'Legal Documents' }).click()
    expect(await shownTitles(page)).toEqual([])
    await expect(page.locator('#articles').textContent()).resolves.toContain('No articles match your search.')
    await page.getByRole('button', { name: 'Clear filters' }).click()
    expect(await search.inputValue()).toBe('')
    expect(await pressed(page)).toEqual(['All'])
    expect(await shownTitles(page)).toHaveLength(7)
    await context.close()
  })

  it('a chip pressed before the code arrived opens the filtered list', async () => {
    const { page, context, errors } = await newPage(browser)
    const release = await holdScript(page, /\/assets\/BlogIndex-[^/]+\.js$/, () =>
      page.goto(site.url + '/blog', { waitUntil: 'domcontentloaded' }),
    )
    await page.locator('#articles').getByRole('button', { name: 'Legal Documents', exact: true }).click()
    await page.waitForURL(/\/blog\?q=&category=legal-documents$/)
    release()
    await expect.poll(() => pressed(page)).toEqual(['Legal Documents'])
    expect(await shownTitles(page)).toEqual(articles.filter((a) => a.category === 'Legal Documents').map((a) => a.title))
    expect(errors).toEqual([])
    await context.close()
  })

  it('words typed into the search box before the code arrived are kept and searched', async () => {
    const { page, context, errors } = await newPage(browser)
    const release = await holdScript(page, /\/assets\/BlogIndex-[^/]+\.js$/, () =>
      page.goto(site.url + '/blog', { waitUntil: 'domcontentloaded' }),
    )
    const search = page.getByRole('searchbox', { name: 'Search articles' })
    await search.fill('regime')
    release()
    await expect.poll(() => shownTitles(page)).toEqual(['New vs Old Tax Regime for FY 2025-26: Which One Should You Choose?'])
    expect(await search.inputValue()).toBe('regime')
    expect(new URL(page.url()).searchParams.get('q')).toBe('regime')
    expect(errors).toEqual([])
    await context.close()
  })

  it('a shared filtered address opens filtered, with no hydration mismatch', async () => {
    const { page, context, errors } = await newPage(browser)
    const warnings: string[] = []
    page.on('console', (m) => (m.type() === 'warning' || m.type() === 'error') && warnings.push(m.text()))
    await page.goto(site.url + '/blog?category=legal-documents&q=EQUITY', { waitUntil: 'networkidle' })
    // Hydration (and then the filter) may come after network idle on a busy machine: wait for it.
    await expect.poll(() => pressed(page)).toEqual(['Legal Documents'])
    expect(await page.getByRole('searchbox', { name: 'Search articles' }).inputValue()).toBe('EQUITY')
    expect(await shownTitles(page)).toEqual(["Founders' Agreement: 10 Clauses Every Indian Startup Needs"])
    expect(warnings.filter((w) => /hydrat|did not match|Minified React error/i.test(w))).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it('every article page exists with its title as the heading; Read More opens one', async () => {
    expect(articles.length).toBeGreaterThanOrEqual(7)
    for (const a of articles) {
      const res = await fetch(site.url + a.path)
      expect(res.status, a.path).toBe(200)
      const html = (await res.text()).replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&')
      expect(html, a.path).toContain(`>${a.title}</h1>`)
      expect(html, a.path).toContain(a.author)
    }
    const { page, context, errors } = await newPage(browser, { width: 390 })
    await page.goto(site.url + '/blog')
    const target = articles.find((a) => a.path === '/blog/gst-registration-guide-2025')!
    await readMore(page, target.title).click()
    await page.waitForURL(site.url + target.path)
    await page.locator('h1', { hasText: target.title }).waitFor()
    await expect(page.locator('article').textContent()).resolves.toContain('When registration is compulsory')
    expect(errors).toEqual([])
    await context.close()
  })
})
