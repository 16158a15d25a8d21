// @vitest-environment node
/**
 * Client-side navigation with react-router-dom: the head follows the page, a new page starts
 * at the top at once, Back and Forward return to where the visitor was, and a slow page shows a thin bar.
 */
import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { newPage, root, type Site, siteAndBrowser } from './helpers.ts'
import { builtContent } from '../prerender/built.ts'

let site: Site
let browser: Browser
const { content } = builtContent(root)
const about = content!.pages.get('/about')!
const suffix = content!.site.meta.titleSuffix

siteAndBrowser({ backend: false }, (s, b) => {
  site = s
  browser = b
})

/** Clicks the header's link to a page, as a visitor would, and waits for that page's heading. */
async function go(page: Page, href: string, heading: string) {
  await page.locator(`header a[href="${href}"]`).first().click()
  await page.locator('h1', { hasText: heading }).waitFor()
}
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

describe('navigation', () => {
  it('sets the head of the new page, starts it at the top at once, and Back and Forward return to where the visitor was', async () => {
    const { page, context, errors } = await newPage(browser)
    await page.goto(site.url + '/')
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined)
    await page.evaluate(() => window.scrollTo({ top: 1460, behavior: 'instant' }))
    await page.waitForTimeout(100)
    expect(await scrollY(page)).toBe(1460)

    // Record every scroll position from the click on: an animation would pass through values in between.
    await page.evaluate(() => {
      const w = window as unknown as { seen: number[] }
      w.seen = []
      window.addEventListener('scroll', () => w.seen.push(Math.round(window.scrollY)))
    })
    await go(page, '/about', about.sections.find((s) => s.type === 'hero')!.heading as string)
    await page.waitForTimeout(400)
    expect(await scrollY(page)).toBe(0)
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen)
    expect(seen.filter((y) => y > 0 && y < 1460)).toEqual([])

    // The head is the new page's.
    expect(await page.title()).toBe(about.meta.title + suffix)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(about.meta.description)
    expect(await page.locator('meta[name="description"]').count()).toBe(1)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${content!.site.domain}/about`)
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(about.meta.title + suffix)

    await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }))
    await page.waitForTimeout(100)
    await page.goBack()
    await page.waitForURL(site.url + '/')
    await page.waitForFunction(() => Math.round(window.scrollY) === 1460, null, { timeout: 5000 })
    await page.goForward()
    await page.waitForURL(site.url + '/about')
    await page.waitForFunction(() => Math.round(window.scrollY) === 700, null, { timeout: 5000 })
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows a thin progress bar while a slow page loads, and none once it is there', async () => {
    const { page, context } = await newPage(browser)
    await page.goto(site.url + '/')
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined)
    await page.route('**/_data/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500))
      await route.continue()
    })
    const bar = page.getByRole('progressbar', { name: content!.site.labels.loadingPage })
    await page.locator('header a[href="/contact"]').first().click()
    await bar.waitFor({ timeout: 1000 })
    await page.locator('h1').filter({ hasText: /./ }).first().waitFor()
    await page.waitForURL(site.url + '/contact')
    await bar.waitFor({ state: 'detached', timeout: 5000 })
    await context.close()
  })
})
