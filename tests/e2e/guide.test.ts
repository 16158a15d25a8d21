// @vitest-environment node
/** /ebook?id=...: the startup guide viewer in Chromium, against the local backend. */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { holdScript, newPage, siteAndBrowser, type Site } from './helpers.ts'
import { LOCAL_ANON_KEY } from '../../src/backend/protocol.ts'

const TITLE = 'Free Startup Guide: Legal Compliance & Business Setup in India'
const ALERT = 'PDF download will be available soon. For now, you can bookmark this page to access the guide anytime.'

let site: Site
let browser: Browser
let guideId: string

siteAndBrowser({}, (s, b) => {
  site = s
  browser = b
})
beforeAll(async () => {
  // A guide row as the lead magnet form creates it.
  guideId = randomUUID()
  const res = await fetch(`${site.url}/rest/v1/ebook_downloads`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: guideId, name: 'Guide Tester', email: 'guide.tester@example.com' }),
  })
  expect(res.status).toBeLessThan(300)
})

const position = (page: Page) => page.getByTestId('guide-position').textContent()
const progress = (page: Page) => page.getByRole('progressbar').getAttribute('value')

async function openGuide(page: Page, id = guideId) {
  await page.goto(`${site.url}/ebook?id=${id}`)
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor()
  await page.getByTestId('guide-position').waitFor()
}

describe('startup guide viewer', () => {
  it("is prerendered as the viewer at page 1 with the spinner in a page box of the guide's size", async () => {
    const html = await (await fetch(site.url + '/ebook')).text()
    expect(html).toContain('Loading your startup guide...')
    expect(html).toMatch(/<h1[^>]*>Free Startup Guide: Legal Compliance &amp; Business Setup in India<\/h1>/)
    expect(html).toContain('Page 1 of 10')
    // The page image's box is reserved before any script runs: the guide pages are 800 × 1131.
    expect(html).toMatch(/<figure[^>]*><svg aria-hidden="true" viewBox="0 0 800 1131"/)
    expect(html).toMatch(/<meta name="robots" content="noindex/)
  })

  it('draws the first page without moving anything on the screen (CLS 0)', async () => {
    const { page, context, errors } = await newPage(browser, { width: 390, height: 844 })
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number }
      w.shifts = 0
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) w.shifts += e.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await openGuide(page)
    await page.waitForFunction(() => ((document.querySelector('main figure img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0)
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  for (const [what, id] of [
    ['a malformed id', 'not-a-guide-id'],
    ['an id no guide has', '00000000-0000-4000-8000-000000000000'],
  ] as const) {
    it(`says in the viewer that ${what} is not a valid guide link, with a way to a fresh one, and logs nothing`, async () => {
      const { page, context, errors } = await newPage(browser)
      const updates: string[] = []
      page.on('request', (r) => {
        if (r.method() === 'PATCH' && r.url().includes('/rest/v1/ebook_downloads')) updates.push(r.url())
      })
      await page.goto(`${site.url}/ebook?id=${id}`)
      const message = page.getByRole('alert').filter({ hasText: 'This guide link is not valid' })
      await message.waitFor()
      await message.getByRole('link', { name: 'Get the free startup guide' }).waitFor()
      expect(await message.getByRole('link').getAttribute('href')).toBe('/free-startup-guide')
      expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true)
      expect(await page.locator('main figure img').count()).toBe(0)
      // A malformed id is never sent to the backend; an unknown one is asked about once.
      expect(updates.length).toBe(id.startsWith('0000') ? 1 : 0)
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('without an id, sends the visitor to / and replaces the history entry', async () => {
    const { page, context } = await newPage(browser)
    await page.goto(site.url + '/about')
    await page.goto(site.url + '/ebook')
    await page.waitForURL(site.url + '/')
    await page.goBack()
    await page.waitForURL(site.url + '/about')
    await context.close()
  })

  it('shows page 1, moves with Previous, Next, dots and arrow keys, disabled at the ends, with progress', async () => {
    const { page, context, errors } = await newPage(browser)
    await openGuide(page)
    expect(await position(page)).toBe('Page 1 of 10')
    await expect(page.locator('main').textContent()).resolves.toContain('Viewing')
    const img = page.locator('main figure img')
    expect(await img.getAttribute('alt')).toContain('Cover Page - Free Startup Guide')
    await page.waitForFunction(() => ((document.querySelector('main figure img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0)
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
    expect(await progress(page)).toBe('10')
    await expect(page.locator('main').textContent()).resolves.toContain('10% Complete')

    const previous = page.getByRole('button', { name: 'Previous' })
    const next = page.getByRole('button', { name: 'Next' })
    expect(await previous.isDisabled()).toBe(true)
    // Next is off until the page's code is in (the picture can arrive before it on a busy machine).
    await expect.poll(() => next.isDisabled(), { timeout: 15_000 }).toBe(false)

    await next.click()
    expect(await position(page)).toBe('Page 2 of 10')
    expect(await progress(page)).toBe('20')
    expect(await img.getAttribute('alt')).toContain('Business Structure Comparison')
    expect(await img.getAttribute('src')).toBe('/guide/page-02.svg')

    const dots = page.getByRole('button', { name: /^Go to page \d+$/ })
    expect(await dots.count()).toBe(10)
    await page.getByRole('button', { name: 'Go to page 10' }).click()
    expect(await position(page)).toBe('Page 10 of 10')
    expect(await progress(page)).toBe('100')
    await expect(page.locator('main').textContent()).resolves.toContain('100% Complete')
    expect(await next.isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Go to page 10' }).getAttribute('aria-current')).toBe('true')
    expect(await page.getByRole('button', { name: 'Go to page 2' }).getAttribute('aria-current')).toBeNull()

    await previous.click()
    expect(await position(page)).toBe('Page 9 of 10')
    expect(await progress(page)).toBe('90')
    await page.keyboard.press('ArrowLeft')
    expect(await position(page)).toBe('Page 8 of 10')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    expect(await position(page)).toBe('Page 10 of 10')
    await page.getByRole('button', { name: 'Go to page 3' }).click()
    expect(await progress(page)).toBe('30')
    expect(errors).toEqual([])
    await context.close()
  })

  it('records every page shown, page 1 included, in ebook_downloads', async () => {
    const { page, context } = await newPage(browser)
    const updates: { url: string; body: { viewed_at: string; pages_viewed: number } }[] = []
    const answered: number[] = []
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().includes('/rest/v1/ebook_downloads')) updates.push({ url: r.url(), body: r.postDataJSON() })
    })
    page.on('response', (r) => {
      if (r.request().method() === 'PATCH' && r.url().includes('/rest/v1/ebook_downloads')) answered.push(r.status())
    })
    const before = Date.now()
    await openGuide(page)
    await expect.poll(() => updates.length).toBe(1)
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Go to page 5' }).click()
    await expect.poll(() => answered.length).toBe(3)
    expect(answered.every((s) => s >= 200 && s < 300)).toBe(true)
    expect(updates.map((u) => u.body.pages_viewed)).toEqual([1, 2, 5])
    for (const u of updates) {
      expect(new URL(u.url).searchParams.get('id')).toBe(`eq.${guideId}`)
      expect(Object.keys(u.body).sort()).toEqual(['pages_viewed', 'viewed_at'])
      expect(Date.parse(u.body.viewed_at)).toBeGreaterThanOrEqual(before - 1000)
      expect(u.body.viewed_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    }
    const row = (await site.backend!.readStored()).guides.find((g) => g.id === guideId)!
    expect(row.pages_viewed).toBe(5)
    expect(row.viewed_at).not.toBeNull()
    await context.close()
  })

  it('Download PDF only shows the coming-soon alert', async () => {
    const { page, context } = await newPage(browser)
    await openGuide(page)
    const messages: string[] = []
    page.on('dialog', (d) => {
      messages.push(`${d.type()}: ${d.message()}`)
      void d.accept()
    })
    await page.getByRole('button', { name: 'Download PDF' }).click()
    await expect.poll(() => messages).toEqual([`alert: ${ALERT}`])
    expect(await position(page)).toBe('Page 1 of 10')
    await context.close()
  })

  it('hides a page image that fails to load and logs the failure', async () => {
    const { page, context, errors } = await newPage(browser)
    await page.route('**/guide/page-02.svg', (route) => route.abort())
    await openGuide(page)
    await page.getByRole('button', { name: 'Next' }).click()
    const img = page.locator('main figure img')
    await page.waitForFunction(() => document.querySelector('main figure img')?.hasAttribute('hidden'))
    expect(await img.isHidden()).toBe(true)
    expect(errors.some((e) => e.includes('Guide page 2 image failed to load'))).toBe(true)
    // The next page shows again.
    await page.getByRole('button', { name: 'Next' }).click()
    await page.waitForFunction(() => !document.querySelector('main figure img')?.hasAttribute('hidden'))
    expect(await position(page)).toBe('Page 3 of 10')
    await context.close()
  })

  it('hides the first page image that failed before the code arrived, and logs the failure once', async () => {
    const { page, context, errors } = await newPage(browser)
    await page.route('**/guide/page-01.svg', (route) => route.abort())
    // The page's code is held back until the picture has failed: its error event finds no listener.
    const release = await holdScript(page, /\/assets\/index-[^/]+\.js$/, () =>
      page.goto(`${site.url}/ebook?id=${guideId}`, { waitUntil: 'domcontentloaded' }),
    )
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('main figure img')
      return !!img && img.complete && img.naturalWidth === 0
    })
    const img = page.locator('main figure img')
    expect(await page.locator('html[data-hydrated]').count()).toBe(0)
    expect(await img.isVisible()).toBe(true)
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.getByTestId('guide-position').waitFor()
    await page.waitForFunction(() => document.querySelector('main figure img')?.hasAttribute('hidden'))
    expect(await img.isHidden()).toBe(true)
    await page.waitForTimeout(200)
    expect(errors.filter((e) => e.includes('Guide page 1 image failed to load'))).toHaveLength(1)
    expect(errors.filter((e) => !e.includes('Guide page 1 image failed to load') && !e.includes('net::ERR_FAILED'))).toEqual([])
    // The next page's picture shows.
    await page.getByRole('button', { name: 'Next' }).click()
    await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('main figure img:not([hidden])')?.naturalWidth ?? 0) > 0)
    expect(await position(page)).toBe('Page 2 of 10')
    await context.close()
  })

  it('Back returns to the previous page; the footer link goes to /contact', async () => {
    const { page, context } = await newPage(browser, { width: 390 })
    await page.goto(site.url + '/about')
    await openGuide(page)
    await page.getByRole('button', { name: 'Back' }).click()
    await page.waitForURL(site.url + '/about')
    await openGuide(page)
    // Keyboard, since on a phone the fixed chat and call bar may cover the link where it scrolls to.
    await page.getByRole('link', { name: 'Contact our experts' }).press('Enter')
    await page.waitForURL(site.url + '/contact')
    // The viewer, still on screen while /contact loads, must not take the id-less address for its own.
    await page.locator('h1', { hasText: 'Business Expert' }).waitFor()
    await page.waitForTimeout(300)
    expect(page.url()).toBe(site.url + '/contact')
    await page.goBack()
    await page.waitForURL(`${site.url}/ebook?id=${guideId}`)
    await page.getByTestId('guide-position').waitFor()
    await context.close()
  })
})
