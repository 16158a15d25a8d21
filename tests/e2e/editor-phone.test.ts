// @vitest-environment node
/** Changing the company's phone number in the editor asks about the chat number, and follows the answer. */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import YAML from 'yaml'
import type { Browser, Page } from 'playwright-core'
import { editorOnCopy, newPage } from './helpers.ts'
import type { SiteCopy } from '../../scripts/editor/site-copy.ts'

const SITE = 'pages/_site/site.yaml'
let office: SiteCopy
let editor: { url: string }
let browser: Browser
editorOnCopy('editor-phone', (setup) => {
  office = setup.office
  editor = setup
  browser = setup.browser
})

describe('one number, asked once', () => {
  it('a new phone number asks whether the chat number changes too, and saves both on yes', async () => {
    const { page, context, errors } = await newPage(browser)
    await page.goto(`${editor.url}/file?file=${encodeURIComponent(SITE)}`)
    await page.locator('.ed-form').waitFor()
    await page.locator('#details_phone_display').fill('+91 99999 12345')
    await page.locator('#details_phone_tel').fill('+919999912345')
    await page
      .locator('.ed-status')
      .filter({ hasText: /problem/ })
      .waitFor()
    let asked = ''
    page.once('dialog', (d) => {
      asked = d.message()
      void d.accept()
    })
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.locator('.ed-notice').innerText()).toContain('Saved')
    expect(asked).toMatch(
      /^You changed the phone number to \+91 99999 12345\. The chat number \(where the chat buttons lead\) is still 919811045670\./,
    )
    const site = YAML.parse(fs.readFileSync(path.join(office.dir, SITE), 'utf8')) as { chat: { number: string } }
    expect(site.chat.number).toBe('919999912345')
    expect(errors).toEqual([])
    await context.close()
  })
})

/** Whether `selector`'s first element is inside the window, top to bottom (on a 390 × 800 phone). */
const inView = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      // On the screen, and not under the sticky bar that holds Save.
      const hit = document.elementFromPoint(r.left + 8, r.top + 8)
      return r.top >= 0 && r.top < window.innerHeight && !!hit && el.contains(hit)
    })

describe('the price book on a phone', () => {
  it('brings the chosen entry’s form into view, and shows what Save answers where Save was pressed', async () => {
    const { page, context, errors } = await newPage(browser, { width: 390, height: 800 })
    page.on('dialog', (d) => void d.accept())
    const book = 'pages/_site/catalog.yaml'
    const entries = (
      YAML.parse(fs.readFileSync(path.join(office.dir, book), 'utf8')) as { entries: { name: string; price?: { amount?: number } }[] }
    ).entries
    const i = entries.findIndex((e) => typeof e.price?.amount === 'number')
    await page.goto(`${editor.url}/file?file=${encodeURIComponent(book)}`)
    await page.locator('.ed-form').waitFor()
    await page
      .locator('.ed-status')
      .filter({ hasText: /problem/ })
      .waitFor()

    // An entry at the top of the list: its form, under the whole list on a phone, comes into view, its heading focused.
    const card = page.locator('.ed-parts .ed-card-main').filter({ hasText: entries[i].name }).first()
    await card.click()
    await expect.poll(() => inView(page, '.ed-form h2')).toBe(true)
    expect(await page.locator('.ed-form h2').innerText()).toBe(entries[i].name)
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2')

    // Moving a card keeps the list where it is: only choosing one brings its form.
    await page.locator(`.ed-parts li[data-card-index="${i + 1}"] button[aria-label$=" down"]`).click()
    await expect.poll(() => inView(page, `.ed-parts li[data-card-index="${i + 2}"] button[aria-label$=" up"]`)).toBe(true)
    await page.locator(`.ed-parts li[data-card-index="${i + 2}"] button[aria-label$=" up"]`).click()
    await card.click()
    await expect.poll(() => inView(page, '.ed-form h2')).toBe(true)

    // Save's answer, the repricing question and then "Saved", shows on the screen, not thousands of pixels above.
    await page.locator(`#part${i}_price_amount`).fill(String(entries[i].price!.amount! + 100))
    await page.locator('.ed-status').filter({ hasText: 'No problems' }).waitFor()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByRole('alertdialog').waitFor()
    await expect.poll(() => inView(page, '[role="alertdialog"]')).toBe(true)
    await page.getByRole('button', { name: /Save and reprice/ }).click()
    await expect.poll(() => page.locator('.ed-notice').first().innerText()).toContain('Saved')
    await expect.poll(() => inView(page, '.ed-notice')).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})
