// @vitest-environment node
/** /contact in Chromium: contact cards and buttons link to phone, chat and e-mail; hours; four questions. */
import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { newPage, type Site, siteAndBrowser } from './helpers.ts'

let site: Site
let browser: Browser

siteAndBrowser({ backend: false }, (s, b) => {
  site = s
  browser = b
})

describe('contact page', () => {
  it('cards call, chat and e-mail, with the hours and reply promises', async () => {
    const { page, context, errors } = await newPage(browser)
    await page.goto(site.url + '/contact')
    const cards = page.locator('#reach-us article')
    expect(await cards.count()).toBe(3)
    const hrefs = await cards.locator('a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))
    expect(hrefs).toHaveLength(3)
    expect(hrefs[0]).toMatch(/^tel:\+91\d{10}$/)
    expect(hrefs[1]).toMatch(/^https:\/\/wa\.me\/\d+\?text=./)
    expect(hrefs[2]).toMatch(/^mailto:[^@\s]+@[^@\s]+$/)
    expect(await cards.nth(1).locator('a').getAttribute('target')).toBe('_blank')
    const text = await page.locator('main').textContent()
    for (const line of [
      'Mon-Sat, 9 AM - 8 PM',
      'Reply within 2 hours',
      'within 24 hours',
      '9:00 AM - 8:00 PM',
      '9:00 AM - 6:00 PM',
      'Closed',
      '24/7',
    ])
      expect(text).toContain(line)
    expect(await page.locator('#message').count()).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('four questions, one of them with the ₹1,999 starting price', async () => {
    const { page, context } = await newPage(browser, { width: 390 })
    await page.goto(site.url + '/contact')
    expect(await page.locator('#faq summary').count()).toBe(4)
    await page.locator('#faq summary', { hasText: 'What are your charges?' }).click()
    await expect(page.locator('#faq details[open]').textContent()).resolves.toContain('start from ₹1,999 plus government fees')
    await context.close()
  })

  it('the closing banner offers a call and a chat', async () => {
    const { page, context } = await newPage(browser)
    await page.goto(site.url + '/contact')
    const hrefs = await page.locator('#talk a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))
    expect(hrefs).toHaveLength(2)
    expect(hrefs[0]).toMatch(/^tel:/)
    expect(hrefs[1]).toMatch(/^https:\/\/wa\.me\//)
    await context.close()
  })
})
