// @vitest-environment node
/**
 * The office's words and moves in the editor, in Chromium: the page is named by its address (no file path),
 * the fields for search engines are folded under "Advanced", a problem is named by its section's and item's
 * words, and a list's item goes to the top or the bottom in one click.
 */
import { describe, expect, it } from 'vitest'
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import type { Browser } from 'playwright-core'
import { editorOnCopy, newPage } from './helpers.ts'
import type { SiteCopy } from '../../scripts/editor/site-copy.ts'

const NGO = 'pages/services/business-setup-services/ngo-registration.yaml'
let office: SiteCopy
let editor: { url: string }
let browser: Browser
editorOnCopy('editor-words', (setup) => {
  office = setup.office
  editor = setup
  browser = setup.browser
})

describe("the editor in the office's words", () => {
  it('names the page by its address, folds the search-engine fields, and names problems by their words', async () => {
    const { page, context, errors } = await newPage(browser)
    await page.goto(`${editor.url}/file?file=${encodeURIComponent(NGO)}`)
    await page.locator('.ed-form').waitFor()
    const top = await page.locator('main > div').first().innerText()
    expect(top).toContain('Address on the site: /services/business-setup-services/ngo-registration')
    expect(await page.locator('main').innerText()).not.toContain('pages/')

    // Page details: the canonical address and "keep out of search engines" are there, folded.
    const fold = page.locator('#details_meta details.ed-advanced')
    await fold.waitFor()
    expect(await fold.getAttribute('open')).toBeNull()
    expect(await fold.locator('summary').innerText()).toMatch(/^Advanced: search engines and other addresses/)
    expect(await page.locator('#details_meta_title').isVisible()).toBe(true)
    expect(await page.locator('#details_meta_canonical').isVisible()).toBe(false)
    await fold.locator('summary').click()
    expect(await page.locator('#details_meta_canonical').isVisible()).toBe(true)
    expect(await page.locator('#details_meta_noindex').count()).toBe(1)

    // Money in text is shown as chips with what visitors read, not as the {…} the file holds.
    const description = page.locator('#details_meta_description')
    await expect.poll(() => page.locator('#details_meta_description__tokens').innerText()).toContain('₹6,249 · not a price-book price')
    await description.fill(`${await description.inputValue()} GST from {price:gst-registration}.`)
    await expect.poll(() => page.locator('#details_meta_description__tokens').innerText()).toMatch(/GST Registration[^·]*· ₹2,999/)

    // A FAQ question left empty: the problem says which section and which question, in words.
    const faq = page.getByRole('button', { name: /^\d+\. Questions and answers/ })
    await faq.click()
    const question = page.locator('[id$="_items_1_question"]').first()
    await question.fill('')
    await expect
      .poll(() => page.locator('.ed-problems').innerText(), { timeout: 10000 })
      .toMatch(/Section \d+ \(Questions and answers “[^”]+”\), (“[^”]*”|item 2), question/)
    expect(await page.locator('.ed-problems').innerText()).not.toMatch(/sections\[|items\[|\(line/)
    expect(errors).toEqual([])
    await context.close()
  })

  it('says what is worth a look without stopping Save: one service at two prices on a page', async () => {
    const { page, context, errors } = await newPage(browser)
    const GST = 'pages/services/compliance-services/gst-compliance.yaml'
    await page.goto(`${editor.url}/file?file=${encodeURIComponent(GST)}`)
    await page.locator('.ed-form').waitFor()
    expect(await page.locator('.ed-warnings').count()).toBe(0)
    await page.getByRole('button', { name: /^1\. Top banner/ }).click()
    await page.locator('#part0_price_amount').fill('2,499')
    const warnings = page.locator('.ed-warnings')
    await expect.poll(() => warnings.count(), { timeout: 10000 }).toBe(1)
    expect(await warnings.innerText()).toMatch(/GST Registration at two prices: ₹2,499 here/)
    expect(await warnings.innerText()).toContain('Save and Publish still work')
    await page.locator('#part0_price_amount').fill('')
    await expect.poll(() => warnings.count(), { timeout: 10000 }).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('moves a question to the top and another to the bottom in one click each, and saves that order', async () => {
    const { page, context, errors } = await newPage(browser)
    await page.goto(`${editor.url}/file?file=${encodeURIComponent(NGO)}`)
    await page.locator('.ed-form').waitFor()
    await page.getByRole('button', { name: /^\d+\. Questions and answers/ }).click()
    const before = (
      YAML.parse(fs.readFileSync(path.join(office.dir, NGO), 'utf8')) as { sections: { type: string; items?: { question: string }[] }[] }
    ).sections
      .find((s) => s.type === 'faq')!
      .items!.map((i) => i.question)
    expect(before.length).toBeGreaterThan(4)
    await page.getByRole('button', { name: 'Move item 4 to the top' }).click()
    await page.getByRole('button', { name: 'Move item 2 to the bottom' }).click()
    const expected = [...before]
    expected.unshift(expected.splice(3, 1)[0])
    expected.push(expected.splice(1, 1)[0])
    await expect.poll(() => page.locator('[id$="_items_0_question"]').first().inputValue()).toBe(expected[0])
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.locator('.ed-notice').innerText()).toContain('Saved')
    const after = (
      YAML.parse(fs.readFileSync(path.join(office.dir, NGO), 'utf8')) as { sections: { type: string; items?: { question: string }[] }[] }
    ).sections
      .find((s) => s.type === 'faq')!
      .items!.map((i) => i.question)
    expect(after).toEqual(expected)
    expect(errors).toEqual([])
    await context.close()
  })
})
