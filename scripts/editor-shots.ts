/**
 * npm run shots:editor: pictures of the visual editor (npm run edit) for docs/EDITING.md, taken from the
 * real editor in Chromium.
 *
 * Copies pages/, schema/ and public/ to a temporary folder committed to its own git repository (as the
 * editor's browser test does), starts the editor on that copy, goes through the everyday tasks the guide
 * describes and photographs each one into docs/editor/<name>.png. Nothing in this repository's pages/
 * changes: every save lands in the copy.
 *
 *   npm run shots:editor                   every picture
 *   npm run shots:editor -- faq problem    only these
 *   --keep                                 keep the temporary site (its path is printed)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readYamlFile } from './lib/content/fs-source.ts'
import type { Browser, Frame, Page } from 'playwright-core'
import { startEditor } from './edit.ts'
import { smallPng } from './section-shots.ts'
import { copySite } from './editor/site-copy.ts'
import { createLocalBackend, startBackendServer } from './backend/index.ts'
import { LOCAL_ANON_KEY } from '../src/backend/protocol.ts'
import { openBrowser } from './lib/chromium.ts'
import { registerClock } from './lib/office-clock.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'docs/editor')
/** The editor puts the list, the form and the preview side by side from 1100 px; 1400 gives each room. */
const WIDE = { width: 1400, height: 900 }
/** The pages without a preview (the list, What changed, New page) need less width. */
const NARROW = { width: 1280, height: 860 }
/** Above this a picture is worth a look: the guide's pictures should stay light in the repository. */
const MAX_KB = 250
/** The page most pictures show: a service page with a hero price of its own, cards, lists and a FAQ. */
const NGO = 'pages/services/business-setup-services/ngo-registration.yaml'
const CATALOG = 'pages/_site/catalog.yaml'

interface Ctx {
  browser: Browser
  url: string
  site: string
  git: (...args: string[]) => string
}
type Shot = (ctx: Ctx) => Promise<Page>

async function newPage(ctx: Ctx, viewport: { width: number; height: number }): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' })
  // The office computer asks its person's name once (src/editor/AskPerson.tsx): this browser has been told it.
  await context.addInitScript(() => localStorage.setItem('site-editor.person', 'Meera Iyer'))
  const page = await context.newPage()
  page.on('pageerror', (e) => console.warn(`  page error: ${e.message}`))
  return page
}

/** Every image in the document has arrived (the add-section menu and the cards load theirs lazily). */
async function imagesLoaded(target: Page | Frame): Promise<void> {
  await target.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 15_000 })
}

/** The preview has drawn the page it was sent last, with its fonts and pictures. */
async function previewReady(page: Page): Promise<void> {
  const frame = page.frame({ url: /\/_edit\/preview/ })
  if (!frame) throw new Error('no preview frame')
  await frame.locator('body[data-rendered] main').waitFor()
  await frame.evaluate(() => document.fonts.ready)
  await imagesLoaded(frame)
}

/** Nothing left to arrive or to move: fonts, pictures, the preview if there is one, then a breath. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready)
  await imagesLoaded(page)
  if (await page.locator('iframe[title^="Preview"]').count()) await previewReady(page)
  await page.waitForTimeout(400)
}

/** The price book open, GST Registration repriced to ₹3,199 and Save pressed: the list of pages it reprices shows. */
async function repriceGst(ctx: Ctx): Promise<Page> {
  const page = await openFile(ctx, CATALOG)
  await page
    .getByRole('button', { name: /GST Registration\b.*gst-registration/ })
    .first()
    .click()
  const entries = (readYamlFile(ctx.site, CATALOG) as { entries: { id: string }[] }).entries
  const i = entries.findIndex((e) => e.id === 'gst-registration')
  await page.locator(`#part${i}_price_amount`).fill('3199')
  await page.locator('.ed-status').filter({ hasText: 'No problems' }).waitFor()
  await save(page)
  return page
}

async function openFile(ctx: Ctx, file: string, viewport = WIDE): Promise<Page> {
  const page = await newPage(ctx, viewport)
  await page.goto(`${ctx.url}/file?file=${encodeURIComponent(file)}`)
  await page.locator('.ed-form').waitFor()
  await page
    .locator('.ed-status')
    .filter({ hasText: /problem/ })
    .waitFor()
  await previewReady(page)
  return page
}

/** The preview shows this text (it follows every change, after a round trip to the checker). */
async function previewShows(page: Page, text: string): Promise<void> {
  const frame = page.frameLocator('iframe[title^="Preview"]')
  await frame.getByText(text).first().waitFor({ timeout: 10_000 })
}

function sectionIndex(ctx: Ctx, file: string, type: string): number {
  const doc = readYamlFile(ctx.site, file) as { sections: { type: string }[] }
  const i = doc.sections.findIndex((s) => s.type === type)
  if (i < 0) throw new Error(`${file} has no ${type} section`)
  return i
}

/** Puts the part of the form that holds `selector` near the top of the window, below the sticky bar. */
async function scrollFormTo(page: Page, selector: string, offset = 90): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate((el, off) => {
      window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - off, behavior: 'instant' })
    }, offset)
}

/** Back to the top of the editor, once the preview has drawn (its scroll to the selected section moves the window too). */
async function toTop(page: Page): Promise<void> {
  await previewReady(page)
  await page.waitForTimeout(300)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
}

const shots: Record<string, Shot> = {
  /** The first thing the editor shows: the pages by folder, the shared files first. */
  async pages(ctx) {
    const page = await newPage(ctx, NARROW)
    await page.goto(ctx.url)
    await page.getByRole('link', { name: /Price book/ }).waitFor()
    return page
  },

  /** A service page open, its top banner selected: cards on the left, the form, the preview on the right. */
  async page(ctx) {
    const page = await openFile(ctx, NGO)
    await page.getByRole('button', { name: /^1\. Top banner/ }).click()
    await page.locator('#part0_heading').waitFor()
    await toTop(page)
    return page
  },

  /** A price typed into a page's own price field, and the preview showing it. */
  async price(ctx) {
    const page = await openFile(ctx, NGO)
    await page.getByRole('button', { name: /^1\. Top banner/ }).click()
    const amount = page.locator('#part0_price_amount')
    // Typed as people write money: the line under the box says what the page will show.
    await amount.fill('Rs. 6,499/-')
    await previewShows(page, '₹6,499')
    await scrollFormTo(page, '#part0_price_ref', 150)
    await amount.focus()
    return page
  },

  /** A FAQ section: a new question added at the end, its answer with the formatting preview open. */
  async faq(ctx) {
    const page = await openFile(ctx, NGO)
    const faq = sectionIndex(ctx, NGO, 'faq')
    const count = (readYamlFile(ctx.site, NGO) as { sections: { items: unknown[] }[] }).sections[faq].items.length
    await page.getByRole('button', { name: new RegExp(`^${faq + 1}\\. Questions and answers`) }).click()
    await page.locator(`#part${faq}_items_${count - 1}_question`).waitFor()
    await page.locator(`#part${faq}_items`).locator('.btn-add').last().click()
    await page.locator(`#part${faq}_items_${count}_question`).fill('Can a trust and a society both get 12A and 80G?')
    await page
      .locator(`#part${faq}_items_${count}_answer`)
      .fill('**Yes.** Both can apply once registered. We file:\n\n- Form 10A for 12A and 80G\n- the renewal five years later')
    const answer = page.locator(`#part${faq}_items_${count}_answer`).locator('xpath=..')
    await answer.getByRole('button', { name: 'Show formatting preview' }).click()
    await answer.locator('.ed-markdown-preview').waitFor()
    await previewShows(page, 'Can a trust and a society both get 12A and 80G?')
    await scrollFormTo(page, `#part${faq}_items_${count}_question`, 200)
    return page
  },

  /** The menu of section types, with a picture of each. */
  async 'add-section'(ctx) {
    const page = await openFile(ctx, NGO)
    await page.getByRole('button', { name: /^3\. / }).click()
    await page.getByRole('button', { name: '+ Add a section' }).click()
    const menu = page.getByRole('group', { name: 'Section types' })
    await menu.waitFor()
    await menu.locator('img').first().scrollIntoViewIfNeeded()
    // The pictures load lazily: bring each into view once, so that every one in the window has arrived.
    for (const img of await menu.locator('img').all()) await img.scrollIntoViewIfNeeded()
    await toTop(page)
    await page.locator('.ed-parts').evaluate((el) => {
      const button = el.querySelector('.ed-add')!.getBoundingClientRect().top
      el.scrollTop += button - el.getBoundingClientRect().top - 140
    })
    return page
  },

  /** An emptied heading: the checker's words at the field and in the Problems box, and Save refused. */
  async problem(ctx) {
    const page = await openFile(ctx, NGO)
    await page.getByRole('button', { name: /^1\. Top banner/ }).click()
    await page.locator('#part0_heading').fill('')
    await page.locator('.ed-status').filter({ hasText: '1 problem' }).waitFor()
    const refused = page.locator('.ed-notice').filter({ hasText: 'Not saved' })
    // The first press can come while the checker's answer to the emptied field is still being drawn: press again.
    for (let tries = 0; !(await refused.isVisible()) && tries < 5; tries++) {
      await save(page)
      await refused.waitFor({ timeout: 3000 }).catch(() => undefined)
    }
    await refused.waitFor()
    await page.locator('.ed-form .error-detail').first().waitFor()
    await toTop(page)
    return page
  },

  /**
   * Money in text: a description holding a bare "Rs. 6,249/-" is a problem with two one-click fixes; the chips
   * under a text box say what each {price:…} and {amount:…} shows.
   */
  async money(ctx) {
    const file = path.join(ctx.site, NGO)
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, 'utf8')
        .replace('company for {amount:₹6,249}.', 'company for Rs. 6,249/-. Trademark filing from {price:trademark-registration}.'),
    )
    const page = await openFile(ctx, NGO)
    await page
      .locator('.ed-problems')
      .getByRole('button', { name: /^Not our price/ })
      .waitFor()
    await page.locator('#details_meta_description__tokens').waitFor()
    await scrollFormTo(page, '#details_meta_description', 40)
    await toTop(page)
    return page
  },

  /** A saved change: the box with the lines that changed in the file. */
  async saved(ctx) {
    const page = await openFile(ctx, NGO)
    await page.getByRole('button', { name: /^1\. Top banner/ }).click()
    // The struck-through price: no sentence on the page states it, so the save goes through.
    await page.locator('#part0_price_original').fill('8499')
    await previewShows(page, '₹8,499')
    await page.locator('.ed-status').filter({ hasText: 'No problems' }).waitFor()
    await save(page)
    await page.locator('.ed-notice').filter({ hasText: 'Saved' }).waitFor()
    await toTop(page)
    return page
  },

  /** Someone else saved the file while it was open: Save refuses and offers to reload it. */
  async conflict(ctx) {
    const page = await openFile(ctx, 'pages/about.yaml')
    fs.appendFileSync(path.join(ctx.site, 'pages/about.yaml'), '# saved by someone else\n')
    await page.locator('#details_meta_title').fill('About SetuBiz and its team')
    await save(page)
    await page.locator('.ed-notice').filter({ hasText: 'changed on disk' }).waitFor()
    return page
  },

  /** A price-book price changed: before saving, every page that shows it. */
  async 'price-book'(ctx) {
    const page = await repriceGst(ctx)
    await page.getByRole('alertdialog').waitFor()
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    return page
  },

  /** What changed since the last commit: a price-book change saved, with its lines and the price report. */
  async changes(ctx) {
    const page = await repriceGst(ctx)
    await page.getByRole('button', { name: /Save and reprice/ }).click()
    await page.locator('.ed-notice').filter({ hasText: 'Saved' }).waitFor()
    await page.getByRole('link', { name: 'What changed' }).click()
    await page.getByRole('heading', { name: /^Price book/ }).waitFor()
    await page.getByRole('heading', { name: 'Prices', exact: true }).waitFor()
    await page.setViewportSize({ width: NARROW.width, height: NARROW.height })
    return page
  },

  /** Publish: what goes live, the suggested summary and the button (the copy is connected to a bare repository). */
  async publish(ctx) {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-shots-bare-'))
    ctx.git('init', '--quiet', '--bare', '--initial-branch=main', bare)
    ctx.git('branch', '-M', 'main')
    ctx.git('remote', 'add', 'origin', bare)
    ctx.git('push', '--quiet', '-u', 'origin', 'main')
    const page = await openFile(ctx, NGO)
    await page.getByRole('button', { name: /^1\. Top banner/ }).click()
    await page.locator('#part0_heading').fill('Register Your NGO with Experts')
    await page.locator('.ed-status').filter({ hasText: 'No problems' }).waitFor()
    await save(page)
    await page.locator('.ed-notice').filter({ hasText: 'Saved' }).waitFor()
    await page.getByRole('link', { name: 'Publish' }).click()
    await page.getByLabel(/What did you change/).waitFor()
    await page.setViewportSize(NARROW)
    ctx.git('remote', 'remove', 'origin')
    fs.rmSync(bare, { recursive: true, force: true })
    return page
  },

  /** Undo and Redo beside Save, after a change. */
  async undo(ctx) {
    const page = await openFile(ctx, NGO)
    await page.getByRole('button', { name: /^1\. Top banner/ }).click()
    await page.locator('#part0_heading').fill('NGO Registration Made Simple')
    await page.getByRole('button', { name: 'Undo', exact: true }).waitFor()
    await toTop(page)
    return page
  },

  /** A picture field: a photo added from this computer, sized, with its description asked for. */
  async picture(ctx) {
    const page = await openFile(ctx, NGO)
    await page.getByRole('button', { name: /^1\. Top banner/ }).click()
    const field = page.locator('.ed-picture').first()
    await field.getByRole('button', { name: 'Choose a picture' }).click()
    const photo = path.join(root, 'public/images/og-default.png')
    await field.locator('input[type=file]').setInputFiles({ name: 'Our team.png', mimeType: 'image/png', buffer: fs.readFileSync(photo) })
    await field.getByText(/^\/images\/our-team\.webp · /).waitFor()
    await field.getByLabel(/What the picture shows/).fill('The SetuBiz team at the Noida office')
    await field.scrollIntoViewIfNeeded()
    await imagesLoaded(page)
    return page
  },

  /** Enquiries: what visitors sent, newest first, with search and filters. */
  async enquiries(ctx) {
    const page = await newPage(ctx, NARROW)
    await page.goto(`${ctx.url}/enquiries`)
    await page
      .getByRole('status')
      .filter({ hasText: /enquiries/ })
      .waitFor()
    return page
  },

  /** Sources: enquiries counted by where they came from, per week, with clients and fees. */
  async sources(ctx) {
    const page = await newPage(ctx, NARROW)
    await page.goto(`${ctx.url}/sources`)
    await page.locator('table.ed-sources').waitFor()
    return page
  },

  /** Rename or delete a page: the new address, and the places that link to it. */
  async 'rename-page'(ctx) {
    const page = await newPage(ctx, NARROW)
    await page.goto(`${ctx.url}/page-actions?file=${encodeURIComponent('pages/services/legal-ip-services/legal-documents.yaml')}`)
    await page.getByText(/places? links? to this page/).waitFor()
    await page.getByLabel(/New address/).fill('services/legal-ip-services/legal-agreements')
    return page
  },

  /** The New page form, filled in for a service page. */
  async 'new-page'(ctx) {
    const page = await newPage(ctx, NARROW)
    await page.goto(`${ctx.url}/new`)
    await page.getByLabel(/Service page/).check()
    await page.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Compliance Services' })
    await page.getByLabel(/^Name/).fill('ESG Compliance')
    await page.getByLabel(/Starting price/).fill('14999')
    return page
  },

  /** After New page makes a service page: where its card goes, at which position. */
  async 'place-card'(ctx) {
    const page = await newPage(ctx, NARROW)
    await page.goto(`${ctx.url}/new`)
    await page.getByLabel(/Service page/).check()
    await page.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Compliance Services' })
    await page.getByLabel(/^Name/).fill('ESG Compliance')
    await page.getByLabel(/Starting price/).fill('14999')
    await page.getByRole('button', { name: 'Create the page' }).click()
    await page.getByRole('heading', { name: /^Show the new service/ }).waitFor()
    await page.getByRole('group', { name: 'The home page' }).getByRole('checkbox').check()
    return page
  },
}

/** Enquiries as visitors send them, stored in the copy's local backend (the list reads that folder). */
async function seedEnquiries(site: string): Promise<void> {
  const backend = await createLocalBackend({ dataDir: path.join(site, '.data/pglite'), handleSignals: false, log: () => {} })
  const server = await startBackendServer(backend)
  // The office's clock, as `npm start` registers it: each enquiry gets its due time.
  await registerClock(backend, site)
  const send = (table: string, row: object) =>
    fetch(`${server.url}/rest/v1/${table}`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(row),
    })
  try {
    await send('lead_submissions', {
      name: 'Priya Menon',
      email: 'priya.menon@example.in',
      phone: '+91 98450 12345',
      message: 'Subject: GST registration\n\nMessage: We start trading next month. What documents do you need from us?',
      source_page: '/contact',
    })
    await send('lead_submissions', {
      name: 'Rahul Sharma',
      email: 'rahul@example.in',
      phone: '+91 99100 54321',
      message: '',
      service: 'business-registration',
      source_page: '/services/business-setup-services/private-limited-registration',
      landing_page: '/services/business-setup-services/private-limited-registration',
      referrer_host: 'www.google.co.in',
    })
    await send('newsletter_subscriptions', { email: 'asha.verma@example.in', source: 'blog_page' })
    await send('lead_submissions', {
      name: 'Vikram Rao',
      email: 'vikram.rao@example.in',
      phone: '+91 98765 11223',
      message: 'Income Type: freelancer',
      service: 'ITR Filing',
      source_page: '/itr-filing-campaign',
      landing_page: '/itr-filing-campaign',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'itr-2026',
      gclid: 'Cj0KCQiA-example',
    })
    // One from three days ago nobody called (overdue), and one called the next morning, taken by the person who did.
    await backend.ownerQuery(
      `insert into public.lead_submissions (name, email, phone, message, service, source_page, created_at)
       values ('Farah Khan', 'farah.khan@example.in', '+91 98200 67890', 'Need help with TDS returns for my shop.', 'compliance-services',
               '/contact', now() - interval '3 days'),
              ('Suresh Iyer', 'suresh.iyer@example.in', '+91 94440 22334', 'Trademark for our bakery brand', '',
               '/services/legal-ip-services/trademark-ip', now() - interval '2 days')`,
    )
    const [suresh] = await backend.ownerQuery<{ id: string }>(`select id::text from public.lead_submissions where name = 'Suresh Iyer'`)
    await backend.ownerQuery(`select public.enquiry_take($1::uuid, 'Meera', true)`, [suresh.id])
    await backend.ownerQuery(`select public.enquiry_set_status($1::uuid, 'called', 'Sending the search report', 'Meera')`, [suresh.id])
    await backend.ownerQuery(
      `update private.enquiry_progress set first_called_at = now() - interval '31 hours', changed_at = now() - interval '31 hours'
        where lead_id = $1::uuid`,
      [suresh.id],
    )
  } finally {
    await server.close()
    await backend.close()
  }
}

async function main(argv: string[]) {
  const keep = argv.includes('--keep')
  const all = Object.keys(shots)
  const asked = argv.filter((a) => !a.startsWith('--'))
  const unknown = asked.filter((n) => !all.includes(n))
  if (unknown.length) throw new Error(`unknown picture ${unknown.join(', ')}; known: ${all.join(', ')}`)
  const names = asked.length ? asked : all
  // No local backend for the preview's forms, whatever the dev server would otherwise start.
  process.env.VITE_SUPABASE_URL = 'http://127.0.0.1:9'
  const { dir: site, git } = copySite('editor-shots')
  console.log(`site copy in ${site}`)
  if (names.includes('enquiries') || names.includes('sources')) await seedEnquiries(site)
  const editor = await startEditor({ port: 0, site, cacheDir: path.join(os.tmpdir(), 'vite-editor-shots') })
  const browser = await openBrowser()
  const ctx: Ctx = { browser, url: editor.url, site, git }
  const large: string[] = []
  try {
    fs.mkdirSync(outDir, { recursive: true })
    for (const name of names) {
      const page = await shots[name](ctx)
      await settle(page)
      const png = await page.screenshot({ animations: 'disabled', caret: 'hide' })
      const file = path.join(outDir, `${name}.png`)
      fs.writeFileSync(file, smallPng(png))
      const kb = Math.round(fs.statSync(file).size / 1024)
      const { width, height } = page.viewportSize()!
      console.log(`docs/editor/${name}.png  ${width}×${height}, ${kb} KB`)
      if (kb > MAX_KB) large.push(`${name}.png (${kb} KB)`)
      await page.context().close()
      // Each picture starts from the committed site.
      git('checkout', '--', 'pages', 'public')
      git('clean', '-fdq', 'pages', 'public')
    }
  } finally {
    await browser.close()
    await editor.close()
    if (keep) console.log(`kept ${site}`)
    else fs.rmSync(site, { recursive: true, force: true })
  }
  if (large.length) console.warn(`larger than ${MAX_KB} KB: ${large.join(', ')}`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e)
    process.exit(1)
  })
}
