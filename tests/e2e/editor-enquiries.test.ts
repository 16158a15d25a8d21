// @vitest-environment node
/**
 * Enquiries in the editor: a visitor sends the contact form and subscribes to the newsletter on the built
 * site with the local backend; once that site is stopped, the editor's Enquiries page lists both, newest
 * first, finds one by search and by form, and downloads them as a spreadsheet-safe CSV.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { newPage, openBrowser } from './helpers.ts'
import { startServer } from '../../scripts/serve.ts'
import { startEditor } from '../../scripts/edit.ts'
import { copySite, type SiteCopy } from '../../scripts/editor/site-copy.ts'
import { createLocalBackend, startBackendServer } from '../../scripts/backend/index.ts'
import { LOCAL_ANON_KEY } from '../../src/backend/protocol.ts'

let browser: Browser

/** A page whose browser has been told the office person's name before (the editor asks it once: src/editor/AskPerson.tsx). */
async function officePage(opts?: { width?: number; height?: number }) {
  const opened = await newPage(browser, opts)
  await opened.context.addInitScript(() => localStorage.setItem('site-editor.person', 'Meera Iyer'))
  return opened
}
let office: SiteCopy
let dataRoot: string
const saved = { dir: process.env.LOCAL_BACKEND_DIR, url: process.env.VITE_SUPABASE_URL }
const address = `asha.${Date.now()}@example.in`

beforeAll(async () => {
  browser = await openBrowser()
  office = copySite('editor-enquiries')
  dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-enquiries-data-'))
  delete process.env.VITE_SUPABASE_URL
  process.env.LOCAL_BACKEND_DIR = path.join(dataRoot, 'pglite')
  // A visitor on the real site (dist/ with the local backend).
  const site = await startServer({ port: 0, dataDir: process.env.LOCAL_BACKEND_DIR, backend: true, log: () => {} })
  try {
    const { page, context } = await newPage(browser)
    await page.goto(`${site.url}/contact`)
    const form = page.locator('#message form')
    await page.waitForFunction(() => !document.querySelector('#message form button[type="submit"]')?.hasAttribute('disabled'))
    await form.getByLabel('Full Name').fill('Asha Verma')
    await form.getByLabel('Email Address').fill(address)
    await form.getByLabel('Phone Number').fill('+91 98110 45670')
    await form.getByLabel('Subject').fill('GST registration')
    await form.getByLabel('Message').fill('=HYPERLINK("https://evil.example") please call me')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForURL('**/thank-you?source=contact')
    await page.goto(`${site.url}/blog`)
    const newsletter = page.getByLabel('Email address')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await newsletter.fill(`reader.${Date.now()}@example.in`)
    await newsletter.press('Enter')
    await page
      .getByText(/subscribed|Subscribed/)
      .first()
      .waitFor()
    await context.close()
  } finally {
    await site.close()
  }
}, 120_000)

afterAll(async () => {
  process.env.LOCAL_BACKEND_DIR = saved.dir
  if (saved.url !== undefined) process.env.VITE_SUPABASE_URL = saved.url
  await browser?.close()
  fs.rmSync(office.dir, { recursive: true, force: true })
  fs.rmSync(dataRoot, { recursive: true, force: true })
})

// Each story opens the editor's dev server and reads the data folder on every screen: minutes on a busy machine.
describe('Enquiries in the editor', { timeout: 180_000 }, () => {
  it('lists what visitors sent, newest first, with search, a filter by form and a safe CSV', async () => {
    const editor = await startEditor({ port: 0, site: office.dir, cacheDir: path.join(os.tmpdir(), 'vite-editor-test') })
    try {
      const { page, context, errors } = await officePage({ width: 390, height: 800 })
      // The count of enquiries nobody has called yet is on every screen, the page list first.
      await page.goto(`${editor.url}/`)
      await page.getByRole('link', { name: /^Enquiries 1 new$/ }).waitFor()
      await page.goto(`${editor.url}/enquiries`)
      await page.getByRole('status').filter({ hasText: '2 enquiries' }).waitFor()
      const items = page.locator('.ed-enquiries > li')
      // The next to call first: the contact page promised a reply within 24 hours, so it is due a day after it came.
      expect(await items.nth(0).innerText()).toMatch(
        /^Call by \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} IST \(1-day promise\), in (23 h( \d+ min)?|1 day)\.\n/,
      )
      expect(await items.nth(0).innerText()).toContain('Asha Verma')
      // Mine: its reminders name her; Let go undoes it.
      await items.nth(0).getByRole('button', { name: 'Mine' }).click()
      await items.nth(0).getByText('Yours: its reminders name you.').waitFor()
      await items.nth(0).getByRole('button', { name: 'Let go' }).click()
      await items.nth(0).getByRole('button', { name: 'Mine' }).waitFor()
      await page.getByLabel('Order').selectOption('newest')
      expect(await items.nth(0).innerText()).toContain('Newsletter')
      expect(await items.nth(1).innerText()).toContain('Asha Verma')
      // Times in India's time, said so, whatever the computer's time zone.
      expect(await items.nth(1).innerText()).toMatch(/\n\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} IST · Contact form/)
      // Oldest first, and by when they were sent.
      await page.getByLabel('Order').selectOption('oldest')
      await expect.poll(() => items.nth(0).innerText()).toContain('Asha Verma')
      await page.getByLabel('Sent').selectOption('1')
      expect(await items.count()).toBe(2)
      await page.getByLabel('Order').selectOption('newest')
      await page.getByLabel('Sent').selectOption('0')
      expect(await items.nth(1).innerText()).toContain('Contact form')
      expect(await items.nth(1).innerText()).toContain('Subject: GST registration')
      await page.getByLabel('Search').fill('asha verma')
      await page.getByRole('status').filter({ hasText: '1 of 2 enquiries' }).waitFor()
      await page.getByLabel('Search').fill('')
      await page.getByLabel('Form').selectOption('Newsletter')
      await page.getByRole('status').filter({ hasText: '1 of 2 enquiries' }).waitFor()
      expect(await items.count()).toBe(1)

      // The link's file, fetched by the page as the browser's download would (the headless browser keeps no downloads).
      const link = page.getByRole('link', { name: /Download as a spreadsheet/ })
      expect(await link.getAttribute('download')).not.toBeNull()
      const { disposition, text } = await page.evaluate(
        async (href) => {
          const res = await fetch(href)
          return { disposition: res.headers.get('content-disposition'), text: await res.text() }
        },
        (await link.getAttribute('href'))!,
      )
      expect(disposition).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/)
      expect(text.split('\r\n')[0]).toBe(
        'Received (IST),Call by (IST),Promise,Form,Name,Phone,Language,E-mail,Service,Page,Message,Came by,Status,Status set by,Status set at (IST),Note,Fee (₹),First called (IST),Taken by',
      )
      expect(text).toContain(address)
      expect(text).toContain(',(+91) 98110 45670,')
      expect(text).not.toMatch(/(^|,)"?[=+@-]/m)
      expect(errors).toEqual([])
      // Every screen reads the count of new enquiries: let the last read finish before the next test opens the folder.
      await page.waitForLoadState('networkidle')
      await context.close()
    } finally {
      await editor.close()
    }
  })

  it('counts a new enquiry within a minute on the screen the office stays on', async () => {
    const editor = await startEditor({ port: 0, site: office.dir, cacheDir: path.join(os.tmpdir(), 'vite-editor-test') })
    try {
      const { page, context, errors } = await officePage()
      // The page's clock runs only when the test moves it: the minute passes at once.
      await page.clock.install()
      await page.goto(`${editor.url}/`)
      await page.getByRole('link', { name: /^Enquiries 1 new$/ }).waitFor()
      await page.waitForLoadState('networkidle')
      // Meanwhile a visitor sends the enquiry form (the local backend opens the folder, stores it, and closes).
      const backend = await createLocalBackend({ dataDir: process.env.LOCAL_BACKEND_DIR!, handleSignals: false, log: () => {} })
      const server = await startBackendServer(backend)
      try {
        const res = await fetch(`${server.url}/rest/v1/lead_submissions`, {
          method: 'POST',
          headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Rahul Sharma',
            email: `rahul.${Date.now()}@example.in`,
            phone: '+91 99100 54321',
            message: '',
            service: 'business-registration',
            source_page: '/services/business-setup-services/private-limited-registration',
          }),
        })
        expect(res.status).toBe(201)
      } finally {
        await server.close()
        await backend.close()
      }
      expect(await page.getByRole('link', { name: /^Enquiries 1 new$/ }).count()).toBe(1)
      await page.clock.runFor(61_000)
      await page.getByRole('link', { name: /^Enquiries 2 new$/ }).waitFor()
      await page.waitForLoadState('networkidle')
      expect(errors).toEqual([])
      await context.close()
    } finally {
      await editor.close()
    }
  })

  it('says in words when the local site holds the enquiries', async () => {
    const site = await startServer({ port: 0, dataDir: process.env.LOCAL_BACKEND_DIR, backend: true, log: () => {} })
    const editor = await startEditor({ port: 0, site: office.dir, cacheDir: path.join(os.tmpdir(), 'vite-editor-test') })
    try {
      const { page, context } = await officePage()
      await page.goto(`${editor.url}/enquiries`)
      await expect.poll(() => page.getByRole('alert').innerText()).toMatch(/^The website running on this computer holds the enquiries/)
      await context.close()
    } finally {
      await editor.close()
      await site.close()
    }
  })

  it('an enquiry that came by a Google ad: Came by, Call and WhatsApp; Became a client with a fee; counted in Sources; its click in the conversions file', async () => {
    // A visitor who arrived by the campaign's Google ad (the site sends these with the lead: src/backend/visit-source.ts).
    const backend = await createLocalBackend({ dataDir: process.env.LOCAL_BACKEND_DIR!, handleSignals: false, log: () => {} })
    const server = await startBackendServer(backend)
    try {
      const res = await fetch(`${server.url}/rest/v1/lead_submissions`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Vikram Rao',
          email: `vikram.${Date.now()}@example.in`,
          phone: '+91 98765 11223',
          message: 'Income Type: freelancer',
          service: 'ITR Filing',
          source_page: '/itr-filing-campaign',
          landing_page: '/itr-filing-campaign',
          utm_source: 'google',
          utm_medium: 'cpc',
          utm_campaign: 'itr-2026',
          gclid: 'Cj0KCQiA-e2e',
        }),
      })
      expect(res.status).toBe(201)
    } finally {
      await server.close()
      await backend.close()
    }
    const editor = await startEditor({ port: 0, site: office.dir, cacheDir: path.join(os.tmpdir(), 'vite-editor-test') })
    try {
      const { page, context, errors } = await officePage()
      await page.goto(`${editor.url}/enquiries`)
      const item = page.locator('.ed-enquiries > li').filter({ hasText: 'Vikram Rao' })
      await item.waitFor()
      expect(await item.innerText()).toContain('Came by: Google ad, campaign itr-2026, landed on /itr-filing-campaign')
      expect(await item.getByRole('link', { name: 'Call', exact: true }).getAttribute('href')).toBe('tel:+919876511223')
      const whatsapp = new URL((await item.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!)
      expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/919876511223')
      expect(whatsapp.searchParams.get('text')).toMatch(/^Hello Vikram Rao\b.*ITR Filing/)
      await item.getByLabel('Status').selectOption('client')
      await item.getByLabel('Fee (₹, optional)').fill('15,000')
      await item.getByRole('button', { name: 'Save' }).click()
      await item.locator('[data-status="client"]').waitFor()
      expect(await item.innerText()).toContain('Became a client (₹15,000)')

      await page.getByRole('link', { name: 'Sources' }).click()
      const row = page.locator('table.ed-sources tbody tr').filter({ hasText: 'Google ad' })
      await row.waitFor()
      expect((await row.locator('td').allInnerTexts()).slice(-3)).toEqual(['1', '1', '15,000'])
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download conversions for Google Ads (CSV)' }).click(),
      ])
      const csv = fs.readFileSync((await download.path())!, 'utf8').split('\r\n')
      expect(csv[0]).toBe('Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency')
      expect(csv[1]).toMatch(/^Cj0KCQiA-e2e,,,Became a client,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\+05:30,15000,INR$/)
      await page.getByRole('status').filter({ hasText: 'Saved 1 conversion' }).waitFor()
      expect(errors).toEqual([])
      await page.waitForLoadState('networkidle')
      await context.close()
    } finally {
      await editor.close()
    }
  })

  // The longest here (a backend, an editor, two screens, a download and the log): 60 s was too short on a busy machine.
  it('the rights desk: a phone-only withdrawal confirmed on the call, an access request answered with "What we hold", each enquiry with its notice, and who read what', async () => {
    const backend = await createLocalBackend({ dataDir: process.env.LOCAL_BACKEND_DIR!, handleSignals: false, log: () => {} })
    const server = await startBackendServer(backend)
    try {
      const ask = (kind: string, contact: string, details?: string) =>
        fetch(`${server.url}/rest/v1/rpc/privacy_request`, {
          method: 'POST',
          headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
          body: JSON.stringify({ kind, contact, details }),
        }).then((r) => expect(r.status).toBe(204))
      await ask('withdraw', '+91 98765 00001', 'Please stop calling me.')
      await ask('access', address)
      // Asha confirms by the link the e-mail carried.
      const [{ token }] = await backend.ownerQuery<{ token: string }>(
        `select payload ->> 'token' as token from private.notification_outbox where source_table = 'privacy_requests' and payload ->> 'to' = $1`,
        [address],
      )
      const confirmed = await fetch(`${server.url}/rest/v1/rpc/privacy_confirm`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      })
      expect(((await confirmed.json()) as { outcome: string }[])[0].outcome).toBe('confirmed')
    } finally {
      await server.close()
      await backend.close()
    }
    const editor = await startEditor({ port: 0, site: office.dir, cacheDir: path.join(os.tmpdir(), 'vite-editor-test') })
    try {
      const { page, context, errors } = await newPage(browser, { width: 390, height: 800 })
      await page.goto(`${editor.url}/enquiries`)
      // The first time, the office computer asks who is at it; that name, not the computer's, goes on the records.
      await page.getByLabel('Your name').fill('  Meera\u0007 Iyer  ')
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByText('Working as Meera Iyer.').waitFor()
      // The contact form's enquiry carries the notice its form showed, readable as it was.
      const asha = page.locator('.ed-enquiries > li').filter({ hasText: 'Asha Verma' })
      await asha.getByRole('button', { name: 'Show the notice' }).click()
      await asha.getByText(/^What this form sends, and why/).waitFor()
      expect(await asha.innerText()).toMatch(/Privacy notice shown \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} IST, for: replying to this enquiry/)

      await page.getByRole('link', { name: 'Privacy requests' }).click()
      await page.getByRole('heading', { name: 'To do (2)' }).waitFor()
      const call = page.locator('li[data-request="to-call"]')
      expect(await call.innerText()).toContain('Please stop calling me.')
      expect(await call.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+919876500001')
      await call.getByRole('button', { name: 'Confirmed on the call' }).click()
      await page.getByRole('heading', { name: 'To do (1)' }).waitFor()

      const access = page.locator('li[data-request="confirmed"]')
      expect(await access.innerText()).toMatch(/answer by \d{2}\/\d{2}\/\d{4}/)
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        access.getByRole('link', { name: 'Download “What we hold”' }).click(),
      ])
      const held = fs.readFileSync((await file.path())!, 'utf8')
      expect(held).toContain(`For: ${address}`)
      expect(held).toContain('name: Asha Verma')
      expect(held).toMatch(/Who processes this data for us:\n {2}- Cloudflare/)
      expect(held).not.toContain('Vikram Rao')
      // An answer needs a record of what was done.
      await access.getByRole('button', { name: 'Mark answered' }).click()
      await access.getByRole('status').filter({ hasText: 'Write what was done' }).waitFor()
      await access.getByLabel('What was done').fill('Sent the file to her by e-mail')
      await access.getByRole('button', { name: 'Mark answered' }).click()
      await page.getByRole('heading', { name: 'To do (0)' }).waitFor()
      await page.getByText('Answered (2)').click()
      expect(await page.locator('li[data-request="done"]').allInnerTexts()).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/Done \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} IST by Meera Iyer: Sent the file to her by e-mail/),
        ]),
      )
      // Who read what: the enquiries read above and the file downloaded, each with how many records (the file: the
      // request itself and Asha's one enquiry).
      const reads = page.locator('table tbody tr')
      await expect
        .poll(() => reads.allInnerTexts(), { timeout: 15_000 })
        .toEqual(expect.arrayContaining([expect.stringMatching(/what we hold \(downloaded "What we hold"\)\s+2$/)]))
      expect(await reads.allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/\benquiries\s+\d+$/)]))
      // Each in the name given, the download too (its link carries the name: a link cannot send a header).
      expect((await reads.allInnerTexts()).filter((r) => /what we hold/.test(r)).every((r) => r.includes('Meera Iyer'))).toBe(true)
      expect((await reads.allInnerTexts()).some((r) => r.includes('Meera Iyer') && /\benquiries\s+\d+$/.test(r))).toBe(true)
      expect(errors).toEqual([])
      await page.waitForLoadState('networkidle')
      await context.close()
    } finally {
      await editor.close()
    }
  }, 120_000)
})
