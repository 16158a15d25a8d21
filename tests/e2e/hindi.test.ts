/**
 * The site in Hindi in Chromium: the Hindi home at 390 and 1280 px (Hindi words, no horizontal scroll, nothing
 * moves as it hydrates), the language switch both ways keeping the visit's source, a Hindi form's validation in
 * Hindi, and its enquiry stored with language 'hi' and thanked at /hi/thank-you in Hindi.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { parse } from 'yaml'
import type { HindiWords, Page as PageFile } from '../../src/generated/content.ts'
import { newPage, root, siteAndBrowser, type Site } from './helpers.ts'

const words = parse(fs.readFileSync(path.join(root, 'pages/_site/hi.yaml'), 'utf8')) as HindiWords
const thankYou = (parse(fs.readFileSync(path.join(root, 'pages/hi/thank-you.yaml'), 'utf8')) as PageFile).sections.find(
  (s) => s.type === 'thank-you',
)!
if (thankYou.type !== 'thank-you') throw new Error('pages/hi/thank-you.yaml has no thank-you section')
const ITR = '/services/financial-services/itr-filing'

let site: Site
let browser: Browser
siteAndBrowser({}, (s, b) => {
  site = s
  browser = b
})

async function open(url: string, width = 1280) {
  const opened = await newPage(browser, { width })
  await opened.page.goto(site.url + url)
  await opened.page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  return opened
}

describe('the site in Hindi', () => {
  for (const width of [390, 1280])
    it(`the Hindi home at ${width} px: Hindi words, lang hi, no sideways scroll, nothing moves`, async () => {
      const { page, context, errors } = await open('/hi', width)
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi')
      expect(await page.locator('h1').innerText()).toMatch(/[\u0900-\u097f]/)
      expect(await page.locator('header [data-language-switch]').innerText()).toBe(words.site.labels.switchLanguage)
      expect(await page.locator('header [data-language-switch]').isVisible()).toBe(true)
      if (width >= 1024)
        await page
          .getByRole('navigation', { name: words.site.labels.mainNav })
          .getByRole('link', { name: words.site.nav[2].label, exact: true })
          .waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as (PerformanceEntry & {
                value: number
                hadRecentInput: boolean
                sources?: { node?: Node }[]
              })[])
                if (!e.hadRecentInput) {
                  total += e.value
                  console.error(
                    'layout shift',
                    e.value,
                    e.sources?.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 200)),
                  )
                }
            }).observe({ type: 'layout-shift', buffered: true })
            setTimeout(() => resolve(total), 500)
          }),
      )
      expect(shift).toBe(0)
      expect(errors).toEqual([])
      await context.close()
    })

  it('switches to English and back, on the same page, keeping the visit’s source', async () => {
    const { page, context, errors } = await open(`${ITR}?utm_source=newsletter&gclid=abc123`)
    const source = () => page.evaluate(() => sessionStorage.getItem('setubiz:visit-source'))
    const arrived = await source()
    expect(arrived).toContain('"utm_source":"newsletter"')
    await page.locator('header [data-language-switch]').click()
    await page.waitForURL(`**/hi${ITR}?utm_source=newsletter&gclid=abc123`)
    await page.locator('html[lang="hi"]').waitFor({ state: 'attached' })
    expect(await page.locator('header').getByText(words.site.labels.callNow).count()).toBeGreaterThan(0)
    expect(await source()).toBe(arrived)
    // The footer's switch, at the bottom of the page.
    await page.locator('footer [data-language-switch]').evaluate((a: HTMLAnchorElement) => a.click())
    await page.waitForURL((u) => u.pathname === ITR)
    await page.locator('html[lang="en-IN"]').waitFor({ state: 'attached' })
    expect(await source()).toBe(arrived)
    // A switch opened anew (a new tab) carries the source in its address.
    const href = await page.locator('header [data-language-switch]').getAttribute('href')
    expect(href).toBe(`/hi${ITR}?utm_source=newsletter&gclid=abc123`)
    expect(errors).toEqual([])
    await context.close()
  })

  it('a Hindi form says what is wrong in Hindi, then stores the enquiry as Hindi and thanks in Hindi', async () => {
    const { page, context, errors } = await open(`/hi${ITR}`, 390)
    const form = page.locator('section').first().locator('form')
    // Its privacy notice, in Hindi, leads to the Hindi privacy pages.
    expect(await form.locator('a[href="/hi/privacy-policy"]').count()).toBe(1)
    expect(await form.locator('a[href="/hi/privacy/choices#rights"]').count()).toBe(1)
    const f = words.forms.fields
    await form.getByLabel(f.name.label).fill('सुनीता देवी')
    await form.getByLabel(f.email.label).fill('sunita@nowhere')
    await form.getByLabel(f.phone.label).fill('9811045670')
    await form.getByRole('button', { name: words.forms.leadForm.submit }).click()
    await page.waitForTimeout(300)
    expect(await form.getByLabel(f.email.label).evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(
      words.forms.errors.emailInvalid,
    )
    const address = `sunita.${Date.now()}@example.in`
    await form.getByLabel(f.email.label).fill(address)
    await form.getByRole('button', { name: words.forms.leadForm.submit }).click()
    await page.waitForURL('**/hi/thank-you?source=form')
    await page.getByRole('heading', { level: 1, name: thankYou.sources.default.title }).waitFor()
    const stored = (await site.backend!.readStored()).leads.filter((l) => l.email === address)
    expect(stored.map((l) => [l.name, l.language, l.source_page])).toEqual([['सुनीता देवी', 'hi', `/hi${ITR}`]])
    expect(errors).toEqual([])
    await context.close()
  })

  it('an English form stores its enquiry as English', async () => {
    const { page, context } = await open(ITR)
    const form = page.locator('section').first().locator('form')
    const address = `asha.${Date.now()}@example.in`
    await form.getByLabel('Full Name').fill('Asha Verma')
    await form.getByLabel('Email Address').fill(address)
    await form.getByLabel('Phone Number').fill('9811045670')
    await form.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL((u) => u.pathname === '/thank-you')
    expect((await site.backend!.readStored()).leads.filter((l) => l.email === address).map((l) => l.language)).toEqual(['en'])
    await context.close()
  })

  it('an unknown address under /hi shows the Hindi not-found page', async () => {
    const { page, context } = await open('/hi/no-such-page')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi')
    expect(await page.locator('h1').innerText()).toMatch(/[\u0900-\u097f]/)
    await context.close()
  })
})
