// @vitest-environment node
/** Renaming and deleting a page in the editor, in Chromium, on a copy of the site. */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import YAML from 'yaml'
import type { Browser } from 'playwright-core'
import { editorOnCopy, newPage } from './helpers.ts'
import type { SiteCopy } from '../../scripts/editor/site-copy.ts'
import { loadContent } from '../../scripts/lib/content/index.ts'

let office: SiteCopy
let editor: { url: string }
let browser: Browser
editorOnCopy('editor-pages', (setup) => {
  office = setup.office
  editor = setup
  browser = setup.browser
})

describe('rename and delete pages in the editor', () => {
  it('renames a page from the page list: the old address stays, links follow, the page opens under its new name', async () => {
    const { page, context, errors } = await newPage(browser)
    await page.goto(`${editor.url}/`)
    await page.getByRole('link', { name: /^Rename or delete Legal Documents/ }).click()
    await page.getByRole('heading', { name: /^Rename or delete “Legal Documents/ }).waitFor()
    await page.getByLabel(/New address/).fill('services/legal-ip-services/legal-agreements')
    await page.getByRole('button', { name: 'Rename', exact: true }).click()
    await page.waitForURL(/file\?file=pages%2Fservices%2Flegal-ip-services%2Flegal-agreements\.yaml/)
    await page.locator('.ed-form').waitFor()
    const moved = YAML.parse(fs.readFileSync(path.join(office.dir, 'pages/services/legal-ip-services/legal-agreements.yaml'), 'utf8'))
    expect(moved.aliases).toContain('/services/legal-ip-services/legal-documents')
    expect(fs.readFileSync(path.join(office.dir, 'pages/_site/site.yaml'), 'utf8')).toContain(
      '/services/legal-ip-services/legal-agreements',
    )
    expect(loadContent({ root: office.dir }).problems).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it('deletes a page and sends its visitors and links to a chosen page', async () => {
    const file = 'pages/services/financial-services/project-reports.yaml'
    const { page, context } = await newPage(browser)
    await page.goto(`${editor.url}/page-actions?file=${encodeURIComponent(file)}`)
    await page.getByText(/links? to this page/).waitFor()
    await page
      .getByLabel(/visitors of \/services\/financial-services\/project-reports .* go to/)
      .selectOption('/services/financial-services')
    await page.getByText(/they will lead to \/services\/financial-services instead/).waitFor()
    let asked = ''
    page.once('dialog', (d) => {
      asked = d.message()
      void d.accept()
    })
    await page.getByRole('button', { name: 'Delete this page' }).click()
    await expect
      .poll(() => page.getByRole('status').innerText())
      .toMatch(/^Deleted the page\. \/services\/financial-services\/project-reports now opens \/services\/financial-services/)
    expect(asked).toContain('Its address will open /services/financial-services')
    const category = YAML.parse(fs.readFileSync(path.join(office.dir, 'pages/services/financial-services/index.yaml'), 'utf8'))
    expect(category.aliases).toContain('/services/financial-services/project-reports')
    expect(loadContent({ root: office.dir }).problems).toEqual([])
    await context.close()
  })

  it('deletes a page after listing the places that link to it, and takes those links away', async () => {
    const file = 'pages/services/legal-ip-services/trademark-ip.yaml'
    const { page, context } = await newPage(browser, { width: 390, height: 800 })
    await page.goto(`${editor.url}/page-actions?file=${encodeURIComponent(file)}`)
    await page.getByText(/places? links? to this page/).waitFor()
    expect(await page.locator('main li').count()).toBeGreaterThan(0)
    page.once('dialog', (d) => void d.accept())
    await page.getByRole('button', { name: 'Delete this page' }).click()
    await expect
      .poll(() => page.getByRole('status').innerText())
      .toMatch(/^Deleted \/services\/legal-ip-services\/trademark-ip; its address no longer opens anything\./)
    expect(fs.existsSync(path.join(office.dir, file))).toBe(false)
    const { problems } = loadContent({ root: office.dir })
    expect(problems).toEqual([])
    await context.close()
  })

  it('saves a new post while only its sample text stands, as EDITING.md says, and still names the sample text', async () => {
    // The templates, as the office's own folder has them: the checker then knows their sample text.
    fs.cpSync(path.join(import.meta.dirname, '../../scripts/templates'), path.join(office.dir, 'scripts/templates'), { recursive: true })
    const { page, context, errors } = await newPage(browser)
    await page.goto(`${editor.url}/new`)
    await page.getByLabel('Blog post').check()
    await page.getByLabel('Title').fill('GST Tips for Shops')
    await page.getByRole('button', { name: 'Create the page' }).click()
    await page.waitForURL(/file\?file=pages%2Fblog%2Fgst-tips-for-shops\.yaml/)
    await page.locator('.ed-form').waitFor()
    const FILE = path.join(office.dir, 'pages/blog/gst-tips-for-shops.yaml')
    const made = fs.readFileSync(FILE, 'utf8')
    // The title is the office's own words; the summary and the article are still the template's.
    const title = page.getByRole('textbox', { name: /^Title/ }).first()
    await title.fill('GST Tips for Small Shops')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page
      .locator('.ed-notice')
      .filter({ hasText: /^Saved/ })
      .first()
      .waitFor()
    const after = fs.readFileSync(FILE, 'utf8')
    expect(after).not.toBe(made)
    expect(after).toContain('GST Tips for Small Shops')
    // The sample text is still named, for Publish to refuse until it is written over.
    expect(await page.locator('main').innerText()).toMatch(/sample text/i)
    expect(errors).toEqual([])
    await context.close()
  })
})
