/**
 * npm run shots:editor-review: every screen of the visual editor at 1440 and 390 px wide, into
 * docs/editor/review/<screen>-<width>.png, for looking at them side by side (words, layout, anything left
 * over from the form library). Runs the editor on a copy of the site, as npm run shots:editor does; nothing in
 * this repository's pages/ changes.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { startEditor } from './edit.ts'
import { smallPng } from './section-shots.ts'
import { copySite } from './editor/site-copy.ts'
import { openBrowser } from './lib/chromium.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'docs/editor/review')
const NGO = 'pages/services/business-setup-services/ngo-registration.yaml'
const ARTICLE = 'pages/blog/advance-tax-for-freelancers.yaml'
const WIDTHS = [1440, 390]

/** Each screen: how to reach it from a fresh tab. */
const SCREENS: [string, (page: Page, url: string) => Promise<void>][] = [
  ['pages', async (page, url) => void (await page.goto(url), await page.getByRole('link', { name: /Price book/ }).waitFor())],
  ['page', (page, url) => openFile(page, url, NGO)],
  [
    'hero',
    async (page, url) => {
      await openFile(page, url, NGO)
      await page.getByRole('button', { name: /^1\. Top banner/ }).click()
      await page.locator('#part0_heading').scrollIntoViewIfNeeded()
    },
  ],
  [
    'list',
    async (page, url) => {
      await openFile(page, url, NGO)
      await page.getByRole('button', { name: /^6\. / }).click()
      await page.locator('#part5_items').scrollIntoViewIfNeeded()
    },
  ],
  [
    'add-section',
    async (page, url) => {
      await openFile(page, url, NGO)
      await page.getByRole('button', { name: '+ Add a section' }).click()
    },
  ],
  [
    'problem',
    async (page, url) => {
      await openFile(page, url, NGO)
      await page.getByRole('button', { name: /^1\. Top banner/ }).click()
      await page.locator('#part0_heading').fill('   ')
      await page.locator('.ed-status').filter({ hasText: '1 problem' }).waitFor()
    },
  ],
  [
    'article',
    async (page, url) => {
      await openFile(page, url, ARTICLE)
      await page.getByRole('button', { name: /^1\. / }).click()
      await page.locator('#part0_date').scrollIntoViewIfNeeded()
    },
  ],
  [
    'price-book',
    async (page, url) => {
      await openFile(page, url, 'pages/_site/catalog.yaml')
      await page
        .getByRole('button', { name: /GST Registration\b.*gst-registration/ })
        .first()
        .click()
    },
  ],
  [
    'reprice',
    async (page, url) => {
      await openFile(page, url, 'pages/_site/catalog.yaml')
      await page
        .getByRole('button', { name: /GST Registration\b.*gst-registration/ })
        .first()
        .click()
      const amount = page.locator('input[id$="_price_amount"]')
      await amount.fill('3199')
      await page.locator('.ed-status').filter({ hasText: 'No problems' }).waitFor()
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await page.getByRole('alertdialog').waitFor()
      await page.getByRole('alertdialog').scrollIntoViewIfNeeded()
    },
  ],
  ['new-page', async (page, url) => void (await page.goto(`${url}/new`), await page.getByLabel('Address *').waitFor())],
  [
    'new-post',
    async (page, url) => {
      await page.goto(`${url}/new`)
      await page.getByLabel(/Blog post/).check()
    },
  ],
  [
    'changes',
    async (page, url) => void (await page.goto(`${url}/changes`), await page.getByRole('heading', { name: 'What changed' }).waitFor()),
  ],
]

async function openFile(page: Page, url: string, file: string) {
  await page.goto(`${url}/file?file=${encodeURIComponent(file)}`)
  await page.locator('.ed-form').waitFor()
  await page
    .locator('.ed-status')
    .filter({ hasText: /problem/ })
    .waitFor()
}

const { dir } = copySite('editor-review')
const editor = await startEditor({ port: 0, site: dir, cacheDir: path.join(os.tmpdir(), 'vite-editor-shots') })
const browser = await openBrowser()
try {
  fs.mkdirSync(outDir, { recursive: true })
  for (const width of WIDTHS)
    for (const [name, reach] of SCREENS) {
      const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 } })
      const page = await context.newPage()
      await reach(page, editor.url)
      await page.waitForTimeout(600)
      const png = await page.screenshot({ animations: 'disabled', caret: 'hide' })
      fs.writeFileSync(path.join(outDir, `${name}-${width}.png`), smallPng(png))
      console.log(`docs/editor/review/${name}-${width}.png`)
      await context.close()
    }
} finally {
  await browser.close()
  await editor.close()
  fs.rmSync(dir, { recursive: true, force: true })
}
