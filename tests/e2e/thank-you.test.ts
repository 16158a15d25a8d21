/**
 * /thank-you opened directly (the prerendered HTML has no query string): the text of each ?source=,
 * the ITR steps, the guide link, the call, chat and home links, and no hydration errors.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { parse } from 'yaml'
import type { Page as PageFile, Site as SiteData } from '../../src/generated/content.ts'
import { holdScript, newPage, root, type Site, siteAndBrowser } from './helpers.ts'

const siteData = parse(fs.readFileSync(path.join(root, 'pages/_site/site.yaml'), 'utf8')) as SiteData
const section = (parse(fs.readFileSync(path.join(root, 'pages/thank-you.yaml'), 'utf8')) as PageFile).sections.find(
  (s) => s.type === 'thank-you',
)!
if (section.type !== 'thank-you') throw new Error('pages/thank-you.yaml has no thank-you section')

let site: Site
let browser: Browser
siteAndBrowser({ backend: false }, (s, b) => {
  site = s
  browser = b
})

async function visit(query: string, width = 1280) {
  const opened = await newPage(browser, { width })
  await opened.page.goto(`${site.url}/thank-you${query}`)
  // Hydrated (the header marks <html>), and the section says which source it shows.
  await opened.page.waitForFunction(() => document.querySelector('[data-source]') && document.documentElement.hasAttribute('data-hydrated'))
  return opened
}

describe('/thank-you', () => {
  it('is prerendered with the default text and kept out of search engines', async () => {
    const res = await fetch(`${site.url}/thank-you`)
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(html).toContain(section.sources.default.title)
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/)
  })

  it.each([
    ['', 'default'],
    ['?source=form', 'default'],
    ['?source=unknown', 'default'],
    ['?source=contact', 'contact'],
    ['?source=itr-filing', 'itr-filing'],
    ['?source=lead-magnet', 'lead-magnet'],
  ] as const)('%s shows the %s title, message and steps', async (query, key) => {
    const { page, context, errors } = await visit(query, key === 'contact' ? 390 : 1280)
    await page.getByRole('heading', { level: 1, name: section.sources[key].title }).waitFor()
    expect(await page.getByText(section.sources[key].message).isVisible()).toBe(true)
    const shown = await page.locator('[data-source] ol li > span:last-child').allInnerTexts()
    expect(shown).toEqual(key === 'itr-filing' ? section.itrSteps : section.steps)
    expect(await page.getByRole('link', { name: section.guideLink }).count()).toBe(0)
    expect(await page.getByRole('link', { name: siteData.labels.callNow }).first().getAttribute('href')).toBe(`tel:${siteData.phone.tel}`)
    const chat = page.locator('[data-source]').getByRole('link', { name: new RegExp(siteData.labels.chat) })
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
    expect(await chat.getAttribute('target')).toBe('_blank')
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([
    ['', 'default'],
    ['?source=unknown', 'default'],
    ['?source=contact', 'contact'],
    ['?source=itr-filing', 'itr-filing'],
    ['?source=lead-magnet&guide=x', 'lead-magnet'],
  ] as const)("%s shows the %s title and steps before the page's code arrives", async (query, key) => {
    const { page, context, errors } = await newPage(browser)
    const release = await holdScript(page, /\/assets\/index-[^/]*\.js$/, () =>
      page.goto(`${site.url}/thank-you${query}`, { waitUntil: 'commit' }),
    )
    await page.waitForLoadState('domcontentloaded')
    const shown = () =>
      page.evaluate(() => ({
        h1: [...document.querySelectorAll('h1')].filter((h) => h.checkVisibility()).map((h) => h.textContent),
        steps: [...document.querySelectorAll('ol li > span:last-child')].filter((s) => s.checkVisibility()).map((s) => s.textContent),
      }))
    const expected = { h1: [section.sources[key].title], steps: key === 'itr-filing' ? section.itrSteps : section.steps }
    expect(await shown()).toEqual(expected)
    release()
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
    expect(await shown()).toEqual(expected)
    expect(errors).toEqual([])
    await context.close()
  })

  it('after the guide form, links to the guide', async () => {
    const id = '0b9c6a0e-6f0e-4c1e-9a57-3a1d2b9c8e71'
    const { page, context, errors } = await visit(`?source=lead-magnet&guide=${id}`)
    const link = page.getByRole('link', { name: section.guideLink })
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe(`/ebook?id=${id}`)
    expect(errors).toEqual([])
    await context.close()
  })

  it('Back to Home goes to /', async () => {
    const { page, context } = await visit('?source=contact')
    await page.getByRole('link', { name: section.backLabel }).click()
    await page.waitForURL(`${site.url}/`)
    await context.close()
  })
})
