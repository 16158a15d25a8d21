// @vitest-environment node
/**
 * /itr-filing-campaign in Chromium: scroll buttons, countdown, plan chat links and the FAQ accordion, on the site
 * built as on the test build's day (TEST_SITE_TIME, while the offer runs), each page's clock set to the moment
 * the test is about: no answer here changes with the calendar.
 */
import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { holdScript, newPage, type Site, siteAndBrowser } from './helpers.ts'
import { siteTime, TEST_SITE_TIME } from '../../scripts/lib/site-time.ts'

let site: Site
let browser: Browser

const BUILT = siteTime({ SITE_TIME: TEST_SITE_TIME })
/** The offer's end, and a moment while it runs (a day after the build). */
const END = Date.parse('2027-01-01T00:00:00+05:30')
const DURING = BUILT + 86_400_000

siteAndBrowser({ backend: false, builtAt: BUILT }, (s, b) => {
  site = s
  browser = b
})

/** A page whose clock reads `time` and runs on from it. */
async function pageAt(time: number, opts: { width?: number } = {}) {
  const opened = await newPage(browser, opts)
  await opened.page.clock.install({ time })
  return opened
}

/** Resolves once #callback has scrolled into the top part of the viewport (smooth scrolling included). */
async function formInView(page: Page) {
  await page.waitForFunction(() => {
    const top = document.getElementById('callback')!.getBoundingClientRect().top
    return location.hash === '#callback' && top >= 0 && top < innerHeight / 2
  })
}

const chatText = (href: string | null) => new URL(href!).searchParams.get('text')
const unitValues = (page: Page) => page.locator('#offer [data-unit]').allTextContents()

describe('ITR filing campaign', () => {
  it('an address ending in #callback opens the page at the form, and it stays there once hydrated', async () => {
    // The jump must land on the form, and hydration of the sections above it must not move it.
    const { page, context, errors } = await pageAt(DURING)
    await page.goto(site.url + '/itr-filing-campaign#callback')
    await formInView(page)
    // Submit buttons are enabled once their form is hydrated; by then the page has settled.
    await page.locator('#callback button[type="submit"]').and(page.locator(':enabled')).waitFor()
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    const top = await page.evaluate(() => document.getElementById('callback')!.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThan(450)
    expect(errors).toEqual([])
    await context.close()
  })

  it('the hero and countdown buttons both scroll to the callback form', async () => {
    const { page, context, errors } = await pageAt(DURING)
    await page.goto(site.url + '/itr-filing-campaign')
    await page.getByRole('link', { name: 'Get a Free Callback' }).first().click()
    await formInView(page)
    await page.evaluate(() => {
      history.replaceState(history.state, '', location.pathname)
      window.scrollTo({ top: 0, behavior: 'instant' })
    })
    await page.getByRole('link', { name: 'File Your ITR Now - Beat the Rush!' }).click()
    await formInView(page)
    expect(errors).toEqual([])
    await context.close()
  })

  it('the misspelt address shows the same page', async () => {
    const { page, context } = await pageAt(DURING, { width: 390 })
    const res = await page.goto(site.url + '/itr-filinig-campaign')
    expect(res!.status()).toBe(200)
    expect(await page.locator('h1:visible').textContent()).toContain('File Your ITR')
    await context.close()
  })

  it('the countdown ticks every second', async () => {
    const { page, context } = await pageAt(DURING)
    await page.goto(site.url + '/itr-filing-campaign')
    await page.locator('#offer [data-countdown="running"]').waitFor()
    const first = await unitValues(page)
    expect(first.every((v) => /^\d{2,}$/.test(v))).toBe(true)
    await page.waitForFunction((before) => document.querySelector('#offer [data-unit="seconds"]')!.textContent !== before, first[3], {
      timeout: 2000,
    })
    await context.close()
  })

  it('opened after the offer (a page built before it), shows the list-price hero and plans, no offer and no countdown, before and after its code arrives', async () => {
    const { page, context, errors } = await newPage(browser)
    await page.clock.setFixedTime(new Date('2027-01-02T10:00:00+05:30'))
    // The page's code is held back: what the visitor sees first is the prerendered HTML alone.
    const release = await holdScript(page, /\/assets\/index-[^/]*\.js$/, () =>
      page.goto(site.url + '/itr-filing-campaign', { waitUntil: 'commit' }),
    )
    await page.locator('#how-it-works').waitFor()
    const seen = () => page.evaluate(() => document.body.innerText)
    const afterOffer = async () => {
      expect(await seen()).not.toMatch(/50\s*%\s*off|offer ends|Beat the Rush/i)
      expect(await page.locator('#offer').isVisible()).toBe(false)
      expect(await page.locator('#offer-plans').isVisible()).toBe(false)
      // Not headless, not planless: what takes their place shows, at the list prices.
      expect(await page.locator('h1:visible').textContent()).toBe('File Your ITR with a Chartered Accountant')
      expect(await page.locator('#plans').isVisible()).toBe(true)
      expect(await page.locator('#plans article').first().innerText()).toContain('₹1,598')
      expect(await page.locator('#plans s').count()).toBe(0)
    }
    await afterOffer()
    release()
    await page.locator('#callback button[type="submit"]').and(page.locator(':enabled')).waitFor()
    await afterOffer()
    expect(errors).toEqual([])
    await context.close()
  })

  it('left open across the end of the offer, the offer goes at that moment and the list prices come', async () => {
    const { page, context, errors } = await pageAt(END - 60_000)
    await page.goto(site.url + '/itr-filing-campaign')
    await page.locator('#callback button[type="submit"]').and(page.locator(':enabled')).waitFor()
    expect(await page.locator('#offer').isVisible()).toBe(true)
    expect(await page.locator('#offer-plans').isVisible()).toBe(true)
    expect(await page.locator('#plans').isVisible()).toBe(false)
    await page.clock.runFor(61_000)
    await page.locator('#offer').waitFor({ state: 'hidden' })
    await page.locator('#plans').waitFor({ state: 'visible' })
    expect(await page.locator('#offer-plans').isVisible()).toBe(false)
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/50\s*%\s*off/i)
    expect(await page.locator('h1:visible').textContent()).toBe('File Your ITR with a Chartered Accountant')
    expect(errors).toEqual([])
    await context.close()
  })

  it('reaches zero at the target and stops updating', async () => {
    const { page, context } = await newPage(browser)
    const target = Date.parse('2026-12-31T23:59:59+05:30')
    await page.clock.install({ time: target - 3_000 })
    await page.clock.pauseAt(target - 2_500)
    await page.goto(site.url + '/itr-filing-campaign')
    await page.locator('#offer [data-countdown="running"]').waitFor()
    expect(await unitValues(page)).toEqual(['00', '00', '00', '02'])
    await page.clock.runFor(3_000)
    await page.locator('#offer [data-countdown="ended"]').waitFor()
    expect(await unitValues(page)).toEqual(['00', '00', '00', '00'])
    await page.clock.runFor(5_000)
    expect(await unitValues(page)).toEqual(['00', '00', '00', '00'])
    expect(await page.locator('#offer [data-countdown]').getAttribute('data-countdown')).toBe('ended')
    await context.close()
  })

  it('every plan button opens a chat in a new tab with its plan-specific message', async () => {
    const { page, context } = await pageAt(DURING)
    await page.goto(site.url + '/itr-filing-campaign')
    const expected: [string, string, string][] = [
      ['Starter', 'Choose Plan', '₹799'],
      ['Pro', 'Choose Plan', '₹1,499'],
      ['Business', 'Choose Plan', '₹2,999'],
      ['Enterprise', 'Get Quote', 'Custom'],
    ]
    const cards = page.locator('#offer-plans article')
    expect(await cards.count()).toBe(4)
    for (const [name, label, price] of expected) {
      const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) })
      const link = card.getByRole('link', { name: label })
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(chatText(await link.getAttribute('href'))).toBe(
        `Hi! I'm interested in the ${name} ITR filing plan (${price}). Can you help me get started?`,
      )
    }
    await expect(cards.filter({ hasText: 'MOST POPULAR' }).getByRole('heading').textContent()).resolves.toBe('Pro')
    const heroChat = page.getByRole('link', { name: /Chat With a Tax Expert/ })
    expect(await heroChat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
    expect(chatText(await heroChat.getAttribute('href'))).toBe('Hi! I need help with ITR filing. Can you assist me?')
    await context.close()
  })

  it('FAQ: sixteen questions, one open at a time, keyboard moves between them', async () => {
    const { page, context } = await pageAt(DURING)
    await page.goto(site.url + '/itr-filing-campaign')
    await page.locator('html[data-hydrated]').waitFor()
    const questions = page.locator('#faq summary:visible')
    expect(await questions.count()).toBe(16)
    const open = () => page.locator('#faq details[open]').count()
    await questions.nth(0).click()
    await questions.nth(15).click()
    expect(await open()).toBe(1)
    expect(await page.locator('#faq details:visible').nth(0).getAttribute('open')).toBeNull()
    await expect(page.locator('#faq details[open]').textContent()).resolves.toMatch(/dedicated account manager/i)
    await questions.nth(15).click()
    expect(await open()).toBe(0)
    const focused = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('#faq summary')].filter((q) => q.checkVisibility()).indexOf(document.activeElement as Element),
      )
    await questions.nth(0).focus()
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe(1)
    await page.keyboard.press('End')
    expect(await focused()).toBe(15)
    await page.keyboard.press('Home')
    expect(await focused()).toBe(0)
    await context.close()
  })
})
