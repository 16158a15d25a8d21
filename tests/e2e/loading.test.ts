// @vitest-environment node
/**
 * How a page's code arrives (scripts/lib/loader.ts): after the page's first contentful paint, and on a page
 * whose largest paint is a picture, after that picture; with the site's own security policy enforced (the
 * loader is an inline script allowed by its hash). Before it arrives the page is usable as HTML.
 */
import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { holdScript, newPage, type Site, siteAndBrowser } from './helpers.ts'

let site: Site
let browser: Browser

siteAndBrowser({ backend: false }, (s, b) => {
  site = s
  browser = b
})

const ENTRY = /\/assets\/index-[^/]+\.js$/
const GST = '/services/compliance-services/gst-compliance'

/** Counts the policy's refusals from the very start of each document. */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { refused: string[] }
    w.refused = []
    document.addEventListener('securitypolicyviolation', (e) => w.refused.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
}

/** When (page clock, ms) the page painted first, and when it asked for the entry and for each preloaded module. */
async function timeline(page: Page) {
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => /\/assets\/[^/]+\.js$/.test(r.name))
      .map((r) => ({ name: new URL(r.name).pathname, start: r.startTime }))
    const pictures = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => !/\/assets\//.test(r.name))
      .map((r) => ({ name: new URL(r.name).pathname, end: r.responseEnd }))
    return { fcp, scripts, pictures, refused: (window as unknown as { refused: string[] }).refused }
  })
}

describe('the page code loads after the first paint', () => {
  for (const route of ['/', '/contact', GST, '/blog']) {
    it(`${route}: no script is asked for before the first contentful paint; it hydrates under the enforced policy`, async () => {
      const { page, context, errors } = await newPage(browser, { width: 412, height: 823 })
      await watchPolicy(page)
      await page.goto(site.url + route)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      const t = await timeline(page)
      expect(t.fcp).toBeGreaterThan(0)
      expect(t.scripts.some((s) => ENTRY.test(s.name))).toBe(true)
      expect(t.scripts.filter((s) => s.start < t.fcp)).toEqual([])
      expect(t.refused).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    })
  }

  for (const route of ['/itr-filing-campaign', '/ebook?id=not-a-guide-id']) {
    it(`${route}: the code waits for the picture that is the page's largest paint`, async () => {
      // The picture as the prerendered HTML names it (the guide viewer replaces it once it reads a bad id).
      const html = await (await fetch(site.url + route)).text()
      const picture = /<img [^>]*src="([^"]+)"[^>]*fetchPriority="high"/.exec(html)?.[1]
      expect(picture).toBeDefined()
      const { page, context, errors } = await newPage(browser, { width: 412, height: 823 })
      await watchPolicy(page)
      await page.goto(site.url + route)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      const t = await timeline(page)
      const loaded = t.pictures.find((p) => p.name === picture)
      expect(loaded).toBeDefined()
      const entry = t.scripts.find((s) => ENTRY.test(s.name))!
      expect(entry.start).toBeGreaterThanOrEqual(loaded!.end)
      expect(t.refused).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    })
  }
})

describe('before the code arrives', () => {
  it('the phone menu and the FAQ work, a form cannot be sent yet, and the page hydrates once the code lands', async () => {
    const { page, context, errors } = await newPage(browser, { width: 390, height: 800 })
    const release = await holdScript(page, ENTRY, () => page.goto(site.url + GST, { waitUntil: 'domcontentloaded' }))
    await page.click('#mobile-menu-button')
    await page.locator('#mobile-menu').waitFor()
    await page.click('#mobile-menu-button')
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' })
    const questions = page.locator('#faq summary')
    await questions.nth(1).click()
    expect(await page.locator('#faq details > div').nth(1).isVisible()).toBe(true)
    const submit = page.locator('section').first().locator('button[type="submit"]')
    expect(await submit.isDisabled()).toBe(true)
    expect(await page.locator('html[data-hydrated]').count()).toBe(0)
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await submit.and(page.locator(':enabled')).waitFor()
    // What the visitor opened stays open through hydration.
    expect(await page.locator('#faq details > div').nth(1).isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it("the guide viewer's Back and Download are off until the code is in, then work", async () => {
    const { page, context, errors } = await newPage(browser, { width: 390, height: 800 })
    await page.goto(site.url + '/about')
    const release = await holdScript(page, ENTRY, () => page.goto(site.url + '/ebook?id=not-a-guide-id', { waitUntil: 'domcontentloaded' }))
    const back = page.getByRole('button', { name: 'Back' })
    expect(await back.isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Download PDF' }).isDisabled()).toBe(true)
    release()
    await back.click()
    await page.waitForURL(site.url + '/about')
    expect(errors).toEqual([])
    await context.close()
  })

  it('the phone menu opened before the code arrived stays open once it lands, and then works as usual', async () => {
    const { page, context, errors } = await newPage(browser, { width: 390, height: 800 })
    const release = await holdScript(page, ENTRY, () => page.goto(site.url + GST, { waitUntil: 'domcontentloaded' }))
    await page.click('#mobile-menu-button')
    await page.locator('#mobile-menu').waitFor()
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.waitForTimeout(300)
    expect(await page.locator('#mobile-menu').isVisible()).toBe(true)
    // Escape closes it, now that the code is in; and a link in it leads on and closes it.
    await page.keyboard.press('Escape')
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' })
    await page.click('#mobile-menu-button')
    await page.locator('#mobile-menu a', { hasText: 'About' }).first().click()
    await page.waitForURL(/\/about$/)
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' })
    expect(errors).toEqual([])
    await context.close()
  })

  it('the services menu under a mouse that arrived before the code opens once the code lands', async () => {
    const { page, context, errors } = await newPage(browser, { width: 1280, height: 800 })
    const release = await holdScript(page, ENTRY, () => page.goto(site.url + GST, { waitUntil: 'domcontentloaded' }))
    const item = page.locator('header li:has(> div > button[aria-controls="mega-menu"])')
    await item.hover()
    expect(await page.locator('#mega-menu').isVisible()).toBe(false)
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.locator('#mega-menu').waitFor()
    // And it closes when the mouse leaves, as always.
    await page.mouse.move(640, 700)
    await page.locator('#mega-menu').waitFor({ state: 'hidden' })
    expect(errors).toEqual([])
    await context.close()
  })

  it('words typed into the trademark search before the code arrived are the search once it lands', async () => {
    const { page, context, errors } = await newPage(browser)
    await page.addInitScript(() => {
      const w = window as unknown as { opened: string[] }
      w.opened = []
      window.open = (url?: string | URL) => (w.opened.push(String(url)), null)
    })
    const release = await holdScript(page, ENTRY, () =>
      page.goto(site.url + '/services/legal-ip-services/trademark-ip', { waitUntil: 'domcontentloaded' }),
    )
    await page.fill('#hero-search', 'Chai Sutra')
    expect(await page.locator('form[role="search"] button[type="submit"]').isDisabled()).toBe(true)
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    expect(await page.inputValue('#hero-search')).toBe('Chai Sutra')
    await page.locator('form[role="search"] button[type="submit"]').click()
    const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened)
    expect(opened).toHaveLength(1)
    expect(decodeURIComponent(opened[0])).toContain('Chai Sutra')
    expect(errors).toEqual([])
    await context.close()
  })

  it('a link followed before the code arrived loads the next page, which gets its code', async () => {
    const { page, context, errors } = await newPage(browser)
    const release = await holdScript(page, ENTRY, () => page.goto(site.url + '/', { waitUntil: 'domcontentloaded' }))
    await page.locator('footer a', { hasText: 'Pricing' }).first().click()
    await page.waitForURL(/\/pricing$/)
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    expect(await page.locator('h1').first().isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})
