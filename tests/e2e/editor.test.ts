// @vitest-environment node
/**
 * The visual editor end to end in Chromium, on a copy of the site committed to its own git
 * repository: change a price and see the preview follow, save, and the file's diff is that one line; add a
 * FAQ item; reorder two sections; an invalid value is refused with the checker's words at the field; a
 * file changed on disk is not overwritten; a new page from a template passes the checker; a price-book
 * change lists the pages that show it; the editor passes axe and answers only this computer.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import YAML from 'yaml'
import type { Browser, Page } from 'playwright-core'
import { newPage, openBrowser, startSite } from './helpers.ts'
import { startEditor } from '../../scripts/edit.ts'
import { copySite, type SiteCopy } from '../../scripts/editor/site-copy.ts'
import { loadContent } from '../../scripts/lib/content/index.ts'

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
let site: string
let editor: Awaited<ReturnType<typeof startEditor>>
let browser: Browser
const saved = process.env.VITE_SUPABASE_URL

let git: SiteCopy['git']
const read = (file: string) => fs.readFileSync(path.join(site, file), 'utf8')
const NGO = 'pages/services/business-setup-services/ngo-registration.yaml'

beforeAll(async () => {
  process.env.VITE_SUPABASE_URL = 'http://127.0.0.1:9'
  ;({ dir: site, git } = copySite('editor-e2e'))
  editor = await startEditor({ port: 0, site, cacheDir: path.join(os.tmpdir(), 'vite-editor-test') })
  browser = await openBrowser()
})
// Each test starts from the committed site.
afterEach(() => {
  git('checkout', '--', 'pages')
  git('clean', '-fdq', 'pages')
})
afterAll(async () => {
  process.env.VITE_SUPABASE_URL = saved
  await browser?.close()
  await editor?.close()
  fs.rmSync(site, { recursive: true, force: true })
})

async function openFile(page: Page, file: string) {
  await page.goto(`${editor.url}/file?file=${encodeURIComponent(file)}`)
  await page.locator('.ed-form').waitFor()
  await page
    .locator('.ed-status')
    .filter({ hasText: /problem/ })
    .waitFor()
}

/** The preview frame's text, once it has rendered something. */
async function previewText(page: Page): Promise<string> {
  const frame = page.frameLocator('iframe[title^="Preview"]')
  await frame.locator('main').waitFor()
  return frame.locator('body').innerText()
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.locator('.ed-notice').waitFor()
}

async function axe(page: Page): Promise<string[]> {
  // Evaluated by the test's own connection: the editor's script policy refuses an added inline script.
  await page.evaluate(fs.readFileSync(AXE, 'utf8'))
  return page.evaluate(async () => {
    const w = window as unknown as {
      axe: { run: (c: unknown, o: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> }
    }
    const r = await w.axe.run(document, { resultTypes: ['violations'] })
    return r.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`))
  })
}

describe('visual editor', () => {
  it('lists every page with its title and the shared files by plain name, and searches them', async () => {
    const { page, context, errors } = await newPage(browser)
    await page.goto(editor.url)
    await page.getByRole('link', { name: /Price book/ }).waitFor()
    expect(await page.getByRole('link', { name: /NGO Registration/ }).count()).toBeGreaterThan(0)
    await page.getByLabel('Search pages').fill('trademark')
    await page.waitForTimeout(100)
    const shown = await page.locator('.ed-files a:not(.ed-file-more)').allInnerTexts()
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.filter((t) => !/trademark/i.test(t))).toEqual([])
    expect(await page.getByRole('link', { name: /Price book/ }).count()).toBe(0)
    expect(errors.join('\n')).toBe('')
    await context.close()
  })

  it('changes a price: the preview follows, a sentence with the old figure is pointed at, and Save writes a one-line diff', async () => {
    const { page, context, errors } = await newPage(browser)
    await openFile(page, NGO)
    await page.getByRole('button', { name: /^1\. Top banner/ }).click()
    const amount = page.locator('#part0_price_amount')
    await expect.poll(() => amount.inputValue()).toBe('6,249')
    expect(await previewText(page)).toContain('₹6,249')
    // Typed as people write money: read as rupees, said under the box, never as 6.499 or 0.6499.
    await amount.fill('Rs. 6,499/-')
    expect(await page.locator('#part0_price_amount__amount').innerText()).toBe('Shows as ₹6,499.')
    await expect.poll(() => previewText(page), { timeout: 5000 }).toContain('₹6,499')
    // The page's description still says ₹6,249: the checker points at it, in the Problems box.
    await expect
      .poll(() => page.locator('.ed-problems').innerText())
      .toMatch(/Search and sharing, description: ₹6,249 is neither the price this page shows \(₹6,499\)/)
    // The struck-through price alone changes no sentence: Save writes that one line.
    await amount.fill('0.6249')
    expect(await page.locator('#part0_price_amount__amount').innerText()).toMatch(/whole rupees/)
    await expect.poll(() => page.locator('.ed-problems').innerText()).toMatch(/price, amount/i)
    await amount.fill('6249')
    await page.locator('#part0_price_original').fill('₹8,499')
    await expect.poll(() => previewText(page), { timeout: 5000 }).toContain('₹8,499')
    await page.locator('.ed-status').filter({ hasText: 'No problems' }).waitFor()
    await save(page)
    await expect.poll(() => page.locator('.ed-notice').innerText()).toContain('Saved')
    expect(git('diff', '--numstat', '--', NGO).trim()).toBe(`1\t1\t${NGO}`)
    expect(git('diff', '--', NGO)).toMatch(/^\+ {4}price: \{ ref: ngo-registration, amount: 6249, original: 8499 \}$/m)
    expect(errors.join('\n')).toBe('')
    await context.close()
  })

  it('a figure typed bare is a problem with one-click fixes: "Not our price" writes {amount:…} and Save takes it', async () => {
    fs.writeFileSync(path.join(site, NGO), read(NGO).replace('company for {amount:₹6,249}.', 'company for ₹6,249.'))
    const { page, context, errors } = await newPage(browser)
    await openFile(page, NGO)
    const problems = page.locator('.ed-problems')
    await expect
      .poll(() => problems.innerText())
      .toMatch(/₹6,249 is typed as a plain figure, so nothing says whether it is one of our prices/)
    if (process.env.SHOT_DIR) await problems.screenshot({ path: path.join(process.env.SHOT_DIR, 'bare-amount.png') })
    await page.getByRole('button', { name: 'Not our price: write {amount:₹6,249}' }).click()
    await page.locator('.ed-status').filter({ hasText: 'No problems' }).waitFor()
    await save(page)
    await expect.poll(() => page.locator('.ed-notice').innerText()).toContain('Saved')
    expect(read(NGO)).toContain('company for {amount:₹6,249}.')
    expect(git('diff', '--', NGO)).toBe('')
    expect(errors.join('\n')).toBe('')
    await context.close()
  })

  it('"Our price" offers the service the sentence names, not the entry whose figure matches, and no "Not our price" the checker would refuse', async () => {
    const GST = 'pages/services/compliance-services/gst-compliance.yaml'
    const from = 'answer: Our process runs over 7 days,'
    expect(read(GST)).toContain(from)
    // ₹999 is Monthly GST Filing's figure in the price book; the sentence is about GST Registration.
    fs.writeFileSync(path.join(site, GST), read(GST).replace(from, 'answer: GST Registration for INR 999. Our process runs over 7 days,'))
    const { page, context, errors } = await newPage(browser)
    await openFile(page, GST)
    const problems = page.locator('.ed-problems')
    await expect.poll(() => problems.innerText()).toMatch(/INR 999 is typed as a plain figure/)
    expect(await problems.getByRole('button', { name: /^Not our price/ }).count()).toBe(0)
    expect(await problems.getByRole('button', { name: /gst-filing-monthly/ }).count()).toBe(0)
    await problems.getByRole('button', { name: 'Our price: write {price:gst-registration}' }).click()
    await page.locator('.ed-status').filter({ hasText: 'No problems' }).waitFor()
    await save(page)
    await expect.poll(() => page.locator('.ed-notice').innerText()).toContain('Saved')
    expect(read(GST)).toContain('answer: GST Registration for {price:gst-registration}. Our process runs over 7 days,')
    expect(errors.join('\n')).toBe('')
    await context.close()
  })

  it('adds a FAQ item: only new lines in the file', async () => {
    git('checkout', '--', NGO)
    const before = YAML.parse(read(NGO)) as { sections: { type: string; items?: unknown[] }[] }
    const faq = before.sections.findIndex((s) => s.type === 'faq')
    const count = before.sections[faq].items!.length
    const { page, context, errors } = await newPage(browser)
    await openFile(page, NGO)
    await page.getByRole('button', { name: new RegExp(`^${faq + 1}\\. Questions and answers`) }).click()
    await page.locator(`#part${faq}_items_${count - 1}_question`).waitFor()
    await page.locator(`#part${faq}_items`).locator('.btn-add').last().click()
    await page.locator(`#part${faq}_items_${count}_question`).fill('Can a trust and a society both get 12A and 80G?')
    await page.locator(`#part${faq}_items_${count}_answer`).fill('Yes. Both can apply once registered; we file the forms for either.')
    await expect.poll(() => previewText(page)).toContain('Can a trust and a society both get 12A and 80G?')
    await save(page)
    await expect.poll(() => page.locator('.ed-notice').innerText()).toContain('Saved')
    const [added, removed] = git('diff', '--numstat', '--', NGO).trim().split('\t')
    expect(Number(added)).toBeGreaterThanOrEqual(2)
    expect(removed).toBe('0')
    const after = YAML.parse(read(NGO)) as typeof before
    expect(after.sections[faq].items).toHaveLength(count + 1)
    expect(errors.join('\n')).toBe('')
    await context.close()
  })

  it('reorders two sections with the buttons and by keyboard dragging: the lines move, nothing else', async () => {
    git('checkout', '--', NGO)
    const before = YAML.parse(read(NGO)) as { sections: { type: string }[] }
    const { page, context, errors } = await newPage(browser)
    await openFile(page, NGO)
    const order = () => page.locator('.ed-card strong').allInnerTexts()
    const third = (await order())[2].replace(/^3\. /, '')
    // Keyboard: pick section 3 up with Space, move it up with the arrow, drop it with Space.
    // (dnd-kit measures the list between key presses: a person's pace, not the fastest a script can type.)
    await page.getByRole('button', { name: /^Drag 3\. / }).focus()
    await page.keyboard.press('Space')
    await page.waitForTimeout(300)
    await page.keyboard.press('ArrowUp')
    await page.waitForTimeout(300)
    await page.keyboard.press('Space')
    await expect.poll(async () => (await order())[1]).toBe(`2. ${third}`)
    // Then down twice with the buttons: the file ends with sections 3 and 4 swapped.
    await page.getByRole('button', { name: /^Move 2\. .* down$/ }).click()
    await page.getByRole('button', { name: /^Move 3\. .* down$/ }).click()
    await expect.poll(async () => (await order())[3]).toBe(`4. ${third}`)
    await save(page)
    await expect.poll(() => page.locator('.ed-notice').innerText()).toContain('Saved')
    const after = YAML.parse(read(NGO)) as typeof before
    const types = before.sections.map((s) => s.type)
    ;[types[2], types[3]] = [types[3], types[2]]
    expect(after.sections.map((s) => s.type)).toEqual(types)
    const diff = git('diff', '--', NGO)
      .split('\n')
      .filter((l) => /^[+-](?![+-])/.test(l))
    const added = diff
      .filter((l) => l.startsWith('+'))
      .map((l) => l.slice(1))
      .sort()
    const removed = diff
      .filter((l) => l.startsWith('-'))
      .map((l) => l.slice(1))
      .sort()
    expect(added).toEqual(removed)
    expect(errors.join('\n')).toBe('')
    await context.close()
  })

  it('moves a section to the top (below the main banner, which stays first) and to the bottom', async () => {
    git('checkout', '--', NGO)
    const { page, context } = await newPage(browser)
    await openFile(page, NGO)
    const order = () => page.locator('.ed-card strong').allInnerTexts()
    const before = (await order()).map((t) => t.replace(/^\d+\. /, ''))
    expect(await page.getByRole('button', { name: /^Move 1\. .* to the top$/ }).isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: /^Move 1\. .* to the bottom$/ }).isDisabled()).toBe(true)
    await page.getByRole('button', { name: new RegExp(`^Move 4\\. .* to the top$`) }).click()
    await expect.poll(async () => (await order())[1]).toBe(`2. ${before[3]}`)
    expect((await order())[0]).toBe(`1. ${before[0]}`)
    await page.getByRole('button', { name: /^Move 2\. .* to the bottom$/ }).click()
    await expect.poll(async () => (await order()).at(-1)).toBe(`${before.length}. ${before[3]}`)
    await context.close()
  })

  it('the Bold and Link buttons of a text box write the Markdown around the chosen words', async () => {
    git('checkout', '--', NGO)
    const before = YAML.parse(read(NGO)) as { sections: { type: string }[] }
    const faq = before.sections.findIndex((s) => s.type === 'faq')
    const { page, context } = await newPage(browser)
    await openFile(page, NGO)
    await page.getByRole('button', { name: new RegExp(`^${faq + 1}\\. Questions and answers`) }).click()
    const answer = page.locator(`#part${faq}_items_0_answer`)
    await answer.fill('Registration takes about a month.')
    // Choose "about a month", as a person would with the mouse.
    await answer.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(19, 32))
    await page.locator(`[role=toolbar][aria-controls="part${faq}_items_0_answer"]`).getByRole('button', { name: 'Bold' }).click()
    await expect.poll(() => answer.inputValue()).toBe('Registration takes **about a month**.')
    await answer.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 12))
    page.once('dialog', (d) => void d.accept('/contact'))
    await page.locator(`[role=toolbar][aria-controls="part${faq}_items_0_answer"]`).getByRole('button', { name: 'Link' }).click()
    await expect.poll(() => answer.inputValue()).toBe('[Registration](/contact) takes **about a month**.')
    await context.close()
  })

  it("refuses an invalid value with the checker's words at the field, and writes nothing", async () => {
    git('checkout', '--', NGO)
    const { page, context } = await newPage(browser)
    await openFile(page, NGO)
    await page.getByRole('button', { name: /^1\. Top banner/ }).click()
    await page.locator('#part0_heading').fill('')
    await page.locator('.ed-status').filter({ hasText: '1 problem' }).waitFor()
    await save(page)
    const notice = await page.locator('.ed-notice').innerText()
    expect(notice).toMatch(
      /Not saved: one problem stands\. First: Section 1 \(Top banner[^)]*\), heading: Heading is missing: this needs to be filled in\./,
    )
    const atField = page.locator('.ed-form .has-error .error-detail, .ed-form .error-detail').first()
    expect(await atField.innerText()).toMatch(
      /Heading is missing: this needs to be filled in\. Write the heading \(The page's main heading \(one per page\)\)\./,
    )
    expect(await page.locator('.ed-problems').innerText()).not.toMatch(/Add "heading:"/)
    expect(git('status', '--porcelain', '--', 'pages')).toBe('')
    // Leaving with unsaved changes asks first; saying no keeps the page and its changes.
    let asked = ''
    page.once('dialog', (d) => {
      asked = d.message()
      void d.dismiss()
    })
    await page.getByRole('link', { name: 'Pages' }).click()
    expect(asked).toMatch(/not saved/)
    expect(page.url()).toContain('file=')
    expect(await page.locator('#part0_heading').inputValue()).toBe('')
    await context.close()
  })

  it('does not overwrite a file changed on disk since it was opened, and offers to reload it', async () => {
    const { page, context } = await newPage(browser)
    await openFile(page, 'pages/about.yaml')
    fs.appendFileSync(path.join(site, 'pages/about.yaml'), '# saved by someone else\n')
    const onDisk = read('pages/about.yaml')
    await page.locator('#details_meta_title').fill('About SetuBiz and its team')
    await save(page)
    expect(await page.locator('.ed-notice').innerText()).toMatch(
      /Not saved: About Us was saved in another window or tab .* since you opened it/,
    )
    expect(await page.locator('.ed-notice').innerText()).toContain('About SetuBiz and its team')
    expect(read('pages/about.yaml')).toBe(onDisk)
    await page.getByRole('button', { name: /Show the version they saved/ }).click()
    await expect.poll(() => page.locator('#details_meta_title').inputValue()).not.toBe('About SetuBiz and its team')
    git('checkout', '--', 'pages/about.yaml')
    await context.close()
  })

  it('a click on a preview section opens its form', async () => {
    const { page, context } = await newPage(browser)
    await openFile(page, NGO)
    await previewText(page)
    await page
      .frameLocator('iframe[title^="Preview"]')
      .locator('[data-edit-index="7"]')
      .click({ position: { x: 20, y: 20 } })
    await expect.poll(() => page.locator('.ed-form h2').innerText()).toBe('Questions and answers')
    await context.close()
  })

  it('creates a page from a template that passes the checker and opens it', async () => {
    const { page, context, errors } = await newPage(browser)
    await page.goto(`${editor.url}/new`)
    await page.getByLabel(/Service page/).check()
    await page.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Compliance Services' })
    await page.getByLabel(/^Name/).fill('ESG Compliance')
    expect(await page.getByLabel('Address *').inputValue()).toBe('services/compliance-services/esg-compliance')
    await page.getByLabel(/Starting price/).fill('14999')
    await page.getByRole('button', { name: 'Create the page' }).click()
    // Next, its card: on its category page (offered), and here on the home page too, as the first card.
    await page.waitForURL(/place-card\?file=pages%2Fservices%2Fcompliance-services%2Fesg-compliance\.yaml/)
    await page.getByRole('heading', { name: 'Show the new service “ESG Compliance” among the others' }).waitFor()
    const category = page.getByRole('group', { name: 'Its category page' })
    expect(await category.getByRole('checkbox').isChecked()).toBe(true)
    // What was made is said by address and name, not by file; each box stands beside its words, on a phone and a desk.
    expect(await page.locator('main').innerText()).not.toMatch(/pages\/|\.yaml/)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      const labels = await page.locator('fieldset label:has(input[type="checkbox"])').all()
      expect(labels.length).toBeGreaterThan(1)
      for (const label of labels) {
        const box = (await label.locator('input').boundingBox())!
        const words = (await label.locator('span').boundingBox())!
        expect(box.x + box.width, `${width} px: the box left of its words`).toBeLessThanOrEqual(words.x)
        expect(box.y + box.height / 2, `${width} px: on their line`).toBeGreaterThan(words.y)
        expect(box.y + box.height / 2, `${width} px: on their line`).toBeLessThan(words.y + words.height)
        expect(box.width).toBeLessThan(40)
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    const home = page.getByRole('group', { name: 'The home page' })
    await home.getByRole('checkbox').check()
    await home.getByRole('combobox', { name: 'Position' }).selectOption({ index: 0 })
    await page.getByRole('button', { name: 'Add the card' }).click()
    await page.waitForURL(/file\?file=pages%2Fservices%2Fcompliance-services%2Fesg-compliance\.yaml/)
    await page.locator('.ed-form').waitFor()
    expect(await page.locator('.ed-notice').innerText()).toMatch(/Added the card to [^(]*\(\/services\/compliance-services\)/)
    expect(fs.existsSync(path.join(site, 'pages/services/compliance-services/esg-compliance.yaml'))).toBe(true)
    const homeCards = YAML.parse(read('pages/index.yaml')).sections.find((s: { items?: unknown[] }) =>
      JSON.stringify(s.items ?? []).includes('esg-compliance'),
    )
    expect(homeCards.items[0]).toMatchObject({
      title: 'ESG Compliance',
      price: { ref: 'esg-compliance' },
      link: '/services/compliance-services/esg-compliance',
    })
    expect(read('pages/services/compliance-services/index.yaml')).toContain('link: /services/compliance-services/esg-compliance')
    expect(loadContent({ root: site }).problems).toEqual([])
    expect(errors.join('\n')).toBe('')
    git('checkout', '--', 'pages')
    git('clean', '-fdq', 'pages')
    await context.close()
  })

  it('a price-book change lists the pages that show it before saving, and the changes after', async () => {
    const { page, context, errors } = await newPage(browser)
    await openFile(page, 'pages/_site/catalog.yaml')
    await page
      .getByRole('button', { name: /GST Registration\b.*gst-registration/ })
      .first()
      .click()
    const i = (YAML.parse(read('pages/_site/catalog.yaml')) as { entries: { id: string }[] }).entries.findIndex(
      (e) => e.id === 'gst-registration',
    )
    await page.locator(`#part${i}_price_amount`).fill('3199')
    await page.locator('.ed-status').filter({ hasText: 'No problems' }).waitFor()
    await save(page)
    const dialog = page.getByRole('alertdialog')
    await dialog.waitFor()
    const listed = await dialog.innerText()
    expect(listed).toMatch(/GST Registration becomes ₹3,199: \d+ places? show it/)
    expect(listed).toMatch(
      /GST Registration & Return Filing Online in India \(\/services\/compliance-services\/gst-compliance\) · Section 1 \(Top banner\), price · shows ₹2,999 \+ Government Fees now/,
    )
    expect(git('status', '--porcelain', '--', 'pages')).toBe('')
    await page.getByRole('button', { name: /Save and reprice/ }).click()
    await expect.poll(() => page.locator('.ed-notice').first().innerText()).toContain('Saved')
    await expect.poll(() => page.locator('.ed-notice').first().innerText(), { timeout: 15000 }).toContain('₹3,199')
    expect(git('diff', '--numstat', '--', 'pages/_site/catalog.yaml').trim()).toBe('1\t1\tpages/_site/catalog.yaml')
    // "What changed" lists the file with its lines and the repricing report.
    await page.getByRole('link', { name: 'What changed' }).click()
    await page.getByRole('heading', { name: /^Price book/ }).waitFor()
    // The repricing report comes after the file's heading ("Reading the changes…" until then): waited for, not read at once.
    await expect.poll(() => page.locator('main').innerText(), { timeout: 15000 }).toContain('₹3,199')
    expect(errors.join('\n')).toBe('')
    git('checkout', '--', 'pages')
    await context.close()
  })

  it('repricing shows what the discount badge becomes and offers the struck-through price that keeps it', async () => {
    const { page, context, errors } = await newPage(browser)
    await openFile(page, 'pages/_site/catalog.yaml')
    await page
      .getByRole('button', { name: /GST Registration\b.*gst-registration/ })
      .first()
      .click()
    const i = (YAML.parse(read('pages/_site/catalog.yaml')) as { entries: { id: string }[] }).entries.findIndex(
      (e) => e.id === 'gst-registration',
    )
    await page.locator(`#part${i}_price_amount`).fill('3199')
    await page.locator('.ed-status').filter({ hasText: 'No problems' }).waitFor()
    await save(page)
    const dialog = page.getByRole('alertdialog')
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain(
      'Its discount badge changes from “25% off” to “20% off” (the struck-through price stays ₹3,999).',
    )
    await dialog.getByRole('button', { name: 'Change the struck-through price to ₹4,265 (keeps “25% off”)' }).click()
    await expect.poll(() => page.locator(`#part${i}_price_original`).inputValue()).toBe('4,265')
    await page.locator('.ed-status').filter({ hasText: 'No problems' }).waitFor()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await dialog.waitFor()
    expect(await dialog.innerText()).not.toContain('discount badge')
    await page.getByRole('button', { name: /Save and reprice/ }).click()
    await expect.poll(() => page.locator('.ed-notice').first().innerText()).toContain('Saved')
    expect(read('pages/_site/catalog.yaml')).toContain('price: { amount: 3199, original: 4265, govtFee: true }')
    expect(errors.join('\n')).toBe('')
    await context.close()
  })

  it("a saved price-book entry's short name is fixed in the form, and renamed everywhere by its own action", async () => {
    const { page, context, errors } = await newPage(browser)
    await openFile(page, 'pages/_site/catalog.yaml')
    await page
      .getByRole('button', { name: /GST Registration\b.*gst-registration/ })
      .first()
      .click()
    const i = (YAML.parse(read('pages/_site/catalog.yaml')) as { entries: { id: string }[] }).entries.findIndex(
      (e) => e.id === 'gst-registration',
    )
    expect(await page.locator(`#part${i}_id`).getAttribute('readonly')).not.toBeNull()
    page.once('dialog', (d) => void d.accept('gst-registration-online'))
    await page.getByRole('button', { name: 'Rename its short name everywhere…' }).click()
    await expect
      .poll(() => page.locator('.ed-notice').first().innerText())
      .toMatch(/Renamed "gst-registration" to "gst-registration-online" in \d+ files/)
    expect(read('pages/_site/catalog.yaml')).toContain('- id: gst-registration-online')
    expect(read('pages/index.yaml')).not.toMatch(/ref: gst-registration(?![\w-])/)
    expect(loadContent({ root: site }).problems).toEqual([])
    expect(errors.join('\n')).toBe('')
    await context.close()
  })

  it('a heading too long for a phone, or made of spaces, is shown at its field with a letter count', async () => {
    const { page, context } = await newPage(browser)
    await openFile(page, NGO)
    await page.getByRole('button', { name: /^1\. Top banner/ }).click()
    const heading = page.locator('#part0_heading')
    await heading.fill('NGO Registration for trusts, societies and Section 8 companies, with every deed and bye-law drafted for you')
    await expect.poll(() => page.locator('#part0_heading__count').innerText()).toBe('107 letters: 17 too many (at most 90)')
    await page.locator('.ed-status').filter({ hasText: '1 problem' }).waitFor()
    const atField = page.locator('.ed-form .error-detail').first()
    await expect
      .poll(() => atField.innerText())
      .toMatch(/is 107 characters long; a heading holds at most 90 \(about four lines on a phone\)/)
    await heading.fill('   ')
    await expect.poll(() => atField.innerText()).toMatch(/is blank: it holds only spaces, so visitors would see an empty heading/)
    await heading.fill('NGO Registration')
    await expect.poll(() => page.locator('#part0_heading__count').innerText()).toBe('16 of at most 90 letters')
    await page.locator('.ed-status').filter({ hasText: 'No problems' }).waitFor()
    expect(git('status', '--porcelain', '--', 'pages')).toBe('')
    await context.close()
  })

  it('works by keyboard alone: open a page, choose a section, change a word, save with Ctrl+S', async () => {
    const { page, context, errors } = await newPage(browser)
    await page.goto(editor.url)
    await page.getByRole('link', { name: /Price book/ }).waitFor()
    const tabTo = async (match: (el: { text: string; id: string }) => boolean, most = 120) => {
      for (let i = 0; i < most; i++) {
        await page.keyboard.press('Tab')
        const el = await page.evaluate(() => ({ text: document.activeElement?.textContent ?? '', id: document.activeElement?.id ?? '' }))
        if (match(el)) return
      }
      throw new Error('not reached by Tab')
    }
    // Past the pages before it in the list (the Hindi pages, under /hi, among them).
    await tabTo((el) => el.text.includes('NGO Registration') && el.text.includes('/services/'), 240)
    await page.keyboard.press('Enter')
    await page
      .locator('.ed-status')
      .filter({ hasText: /problem/ })
      .waitFor()
    await tabTo((el) => /^8\. Questions and answers/.test(el.text))
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('.ed-form h2').innerText()).toBe('Questions and answers')
    await tabTo((el) => el.id === 'part7_heading', 40)
    await page.keyboard.press('End')
    await page.keyboard.type(' (updated)')
    await page.locator('.ed-status').filter({ hasText: 'No problems' }).waitFor()
    await page.keyboard.press('Control+s')
    await expect.poll(() => page.locator('.ed-notice').innerText()).toContain('Saved')
    expect(git('diff', '--numstat', '--', NGO).trim()).toBe(`1\t1\t${NGO}`)
    expect(read(NGO)).toMatch(/heading: .* \(updated\)$/m)
    expect(errors.join('\n')).toBe('')
    await context.close()
  })

  it('passes axe with no violations on the page list, a page being edited and the new-page form', async () => {
    const { page, context } = await newPage(browser)
    await page.goto(editor.url)
    await page.getByRole('link', { name: /Price book/ }).waitFor()
    expect(await axe(page)).toEqual([])
    await openFile(page, NGO)
    await page
      .getByRole('button', { name: /Questions and answers/ })
      .first()
      .click()
    expect(await axe(page)).toEqual([])
    await page.goto(`${editor.url}/new`)
    await page.getByLabel('Address *').waitFor()
    expect(await axe(page)).toEqual([])
    await context.close()
  })

  it('answers only its own page: another local origin can neither read nor save, and no page can frame it', async () => {
    const file = 'pages/about.yaml'
    const before = read(file)
    const target = new URL(editor.url)
    // Another local tool: a page on another port of this computer, as "localhost" and as "127.0.0.1".
    const other = http.createServer((req, res) => {
      res.setHeader('content-type', 'text/html')
      res.end(
        req.url === '/frame'
          ? `<!doctype html><title>framing</title><iframe id="f" src="${editor.url}" width="800" height="600"></iframe>`
          : '<!doctype html><title>other tool</title>',
      )
    })
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const port = (other.address() as { port: number }).port
    const { page, context } = await newPage(browser)
    try {
      for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
        await page.goto(`${origin}/`)
        const outcome = await page.evaluate(
          async ({ base, file }) => {
            const out: string[] = []
            const attempt = async (name: string, run: () => Promise<Response>) => {
              try {
                const r = await run()
                out.push(`${name}: ${r.status} ${(await r.text()).slice(0, 40)}`)
              } catch {
                out.push(`${name}: refused`)
              }
            }
            let version = ''
            let data: { meta?: { title?: string } } = { meta: {} }
            await attempt('read', async () => {
              const r = await fetch(`${base}/_edit/api/file?file=${file}`)
              if (r.ok) ({ version, data } = (await r.clone().json()) as { version: string; data: typeof data })
              return r
            })
            await attempt('list', () => fetch(`${base}/_edit/api/files`, { mode: 'no-cors' }))
            await attempt('save', () =>
              fetch(`${base}/_edit/api/save`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ file, version, data: { ...data, meta: { ...data.meta, title: 'Taken over' } } }),
              }),
            )
            return out
          },
          { base: target.origin, file },
        )
        // A cross-origin fetch either fails outright (no CORS grant) or is opaque; nothing is read or saved.
        expect(outcome.join('\n'), origin).not.toMatch(/read: 200|save: 200/)
        expect(outcome[1], origin).toMatch(/^list: (refused|0 )/)
      }
      // Framed by another page: the browser shows nothing of the editor.
      await page.goto(`http://127.0.0.1:${port}/frame`)
      await page.waitForTimeout(1500)
      const framed = page.frames().find((f) => f !== page.mainFrame())
      const inside = framed ? await framed.evaluate(() => document.querySelector('#editor') !== null).catch(() => false) : false
      expect(inside).toBe(false)
    } finally {
      await context.close()
      await new Promise((resolve) => other.close(resolve))
    }
    expect(read(file)).toBe(before)
    expect(git('status', '--porcelain', '--', 'pages')).toBe('')

    // The same at the HTTP level: a preflight is not granted, a foreign Origin or a same-site or cross-site
    // fetch is refused (reads included), and the editor's pages forbid framing.
    const raw = (method: string, p: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
        http
          .request({ host: '127.0.0.1', port: target.port, path: p, method, headers: { host: target.host, ...headers } }, (res) => {
            res.resume()
            resolve({ status: res.statusCode ?? 0, headers: res.headers })
          })
          .on('error', reject)
          .end()
      })
    const preflight = await raw('OPTIONS', '/_edit/api/save', {
      origin: `http://localhost:${port}`,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    })
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
    expect(preflight.status).toBe(403)
    expect((await raw('GET', '/_edit/api/files', { origin: `http://127.0.0.1:${port}` })).status).toBe(403)
    expect((await raw('GET', '/_edit/api/files', { 'sec-fetch-site': 'same-site' })).status).toBe(403)
    expect((await raw('GET', '/_edit/api/files', { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await raw('GET', '/_edit', { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await raw('GET', '/_edit/api/files', { origin: target.origin, 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    const own = await raw('GET', '/_edit', { 'sec-fetch-site': 'none' })
    expect(own.status).toBe(200)
    expect(own.headers['x-frame-options']).toBe('DENY')
    expect(own.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/)
    const preview = await raw('GET', '/_edit/preview', { 'sec-fetch-site': 'same-origin' })
    expect(preview.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/)
  })

  it('answers only this computer, and the published site has no editor', async () => {
    const status = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const u = new URL(`${editor.url}/api/files`)
        http
          .get({ host: '127.0.0.1', port: u.port, path: u.pathname, headers: { host } }, (res) => {
            res.resume()
            resolve(res.statusCode ?? 0)
          })
          .on('error', reject)
      })
    expect(await status(new URL(editor.url).host)).toBe(200)
    expect(await status('editor.example.com')).toBe(403)
    const post = await fetch(`${editor.url}/api/save`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' })
    expect(post.status).toBe(415)
    const published = await startSite({ backend: false })
    try {
      const res = await fetch(`${published.url}/_edit`)
      expect(res.status).toBe(404)
      expect(await res.text()).toMatch(/npm run edit/)
    } finally {
      await published.close()
    }
  })
})
