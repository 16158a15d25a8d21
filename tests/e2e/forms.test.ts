/**
 * Every form in Chromium against the built site and a fresh local backend: the success path with its
 * redirect and the exact stored row, the failure path with its notice and every value kept, the busy
 * label, a double click, bad input, and the honeypot.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Browser, Page, Request } from 'playwright-core'
import { parse } from 'yaml'
import type { Forms, Page as PageFile } from '../../src/generated/content.ts'
import { CONTACT_MESSAGE_MAX } from '../../src/forms/validation.ts'
import { holdScript, newPage, root, siteAndBrowser, type Site } from './helpers.ts'

const forms = parse(fs.readFileSync(path.join(root, 'pages/_site/forms.yaml'), 'utf8')) as Forms
const thankYou = (parse(fs.readFileSync(path.join(root, 'pages/thank-you.yaml'), 'utf8')) as PageFile).sections.find(
  (s) => s.type === 'thank-you',
)!
if (thankYou.type !== 'thank-you') throw new Error('pages/thank-you.yaml has no thank-you section')

const GST = '/services/compliance-services/gst-compliance'
const FAIL = { status: 500, contentType: 'application/json', body: '{"code":"XX000","message":"boom","details":null,"hint":null}' }

let site: Site
let browser: Browser
let seq = 0
/** A fresh e-mail address per test, to find that test's rows. */
const email = (tag: string) => `${tag}.${Date.now()}.${++seq}@example.com`

siteAndBrowser({}, (s, b) => {
  site = s
  browser = b
})

/** Opens a page and waits until it is hydrated (submit buttons are off until then). */
async function open(url: string, width = 1280) {
  const opened = await newPage(browser, { width })
  const writes: Request[] = []
  opened.page.on('request', (r) => {
    if (r.url().includes('/rest/v1/') && r.method() !== 'GET' && r.method() !== 'OPTIONS') writes.push(r)
  })
  opened.page.on('dialog', (d) => {
    opened.errors.push(`unexpected dialog: ${d.message()}`)
    void d.dismiss()
  })
  await opened.page.goto(site.url + url)
  await opened.page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  return { ...opened, writes }
}

/** Holds requests to a table until release() is called, to look at the busy state. */
async function hold(page: Page, table: string) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/rest/v1/${table}**`, async (route) => {
    await gate
    await route.continue()
  })
  return release
}

const fail = (page: Page) => page.route('**/rest/v1/**', (r) => r.fulfill(FAIL))
const leadsBy = async (address: string) => (await site.backend!.readStored()).leads.filter((l) => l.email === address)
const payloadOf = ({ name, email, phone, message, service, source_page }: Awaited<ReturnType<typeof leadsBy>>[number]) => ({
  name,
  email,
  phone,
  message,
  service,
  source_page,
})

async function expectNotice(page: Page, kind: 'error' | 'success', notice: { title: string; description: string }) {
  const toast = page.locator(`[data-sonner-toast][data-type="${kind}"]`).filter({ hasText: notice.description })
  await toast.waitFor()
  expect(await toast.locator('[data-title]').innerText()).toBe(notice.title)
  expect(await toast.locator('[data-description]').innerText()).toBe(notice.description)
  // Inside sonner's live region, so screen readers announce it.
  expect(await page.locator('section[aria-live="polite"]').filter({ has: toast }).count()).toBe(1)
}

describe('lead form in the hero (compact)', () => {
  it('sends exactly the spec payload, with the preselected service, and goes to /thank-you?source=form', async () => {
    const { page, context, errors, writes } = await open(GST)
    const form = page.locator('section').first().locator('form')
    expect(await form.locator('select[name="service"]').inputValue()).toBe('compliance-services')
    expect(await form.locator('textarea').count()).toBe(0)
    expect(await form.locator('a[href="/privacy-policy"]').count()).toBe(1)
    expect(await form.locator('a[href="/terms-of-service"]').count()).toBe(1)
    const address = email('hero')
    await form.getByLabel('Full Name').fill('राहुल शर्मा')
    await form.getByLabel('Email Address').fill(address)
    await form.getByLabel('Phone Number').fill('+91 98110 45670')
    await form.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL('**/thank-you?source=form')
    await page.getByRole('heading', { level: 1, name: thankYou.sources.default.title }).waitFor()
    expect(writes.length).toBe(1)
    expect((await leadsBy(address)).map(payloadOf)).toEqual([
      { name: 'राहुल शर्मा', email: address, phone: '+91 98110 45670', message: '', service: 'compliance-services', source_page: GST },
    ])
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows Submitting... (disabled) while sending, and a double click sends one lead', async () => {
    const { page, context, writes } = await open(GST, 390)
    const form = page.locator('section').first().locator('form')
    const address = email('double')
    await form.getByLabel('Full Name').fill('张伟')
    await form.getByLabel('Email Address').fill(address)
    await form.getByLabel('Phone Number').fill('9811045670')
    await form.getByLabel(forms.leadForm.serviceLabel).selectOption('')
    const release = await hold(page, 'lead_submissions')
    await form.getByRole('button', { name: 'Submit' }).dblclick()
    const busy = form.getByRole('button', { name: 'Submitting...' })
    await busy.waitFor()
    expect(await busy.isDisabled()).toBe(true)
    await form
      .getByRole('button', { name: 'Submitting...' })
      .click({ force: true })
      .catch(() => {})
    release()
    await page.waitForURL('**/thank-you?source=form')
    expect(writes.length).toBe(1)
    expect((await leadsBy(address)).map(payloadOf)).toEqual([
      { name: '张伟', email: address, phone: '9811045670', message: '', service: '', source_page: GST },
    ])
    await context.close()
  })

  it('on failure shows the Error notice, stays, re-enables the button and keeps every value', async () => {
    const { page, context } = await open(GST)
    await fail(page)
    const form = page.locator('section').first().locator('form')
    await form.getByLabel('Full Name').fill('<script>alert("x")</script>')
    await form.getByLabel('Email Address').fill('fail@example.com')
    await form.getByLabel('Phone Number').fill('(011) 4567-8900')
    await form.getByLabel(forms.leadForm.serviceLabel).selectOption('consulting')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expectNotice(page, 'error', forms.notices.leadError)
    expect(new URL(page.url()).pathname).toBe(GST)
    expect(await form.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true)
    expect(await form.getByLabel('Full Name').inputValue()).toBe('<script>alert("x")</script>')
    expect(await form.getByLabel('Email Address').inputValue()).toBe('fail@example.com')
    expect(await form.getByLabel('Phone Number').inputValue()).toBe('(011) 4567-8900')
    expect(await form.getByLabel(forms.leadForm.serviceLabel).inputValue()).toBe('consulting')
    await context.close()
  })

  it('refuses a wrong e-mail in the browser with the YAML message and sends nothing', async () => {
    const { page, context, writes } = await open(GST)
    const form = page.locator('section').first().locator('form')
    await form.getByLabel('Full Name').fill('Asha')
    await form.getByLabel('Email Address').fill('asha@nowhere')
    await form.getByLabel('Phone Number').fill('9811045670')
    await form.getByRole('button', { name: 'Submit' }).click()
    await page.waitForTimeout(300)
    expect(await form.getByLabel('Email Address').evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(forms.errors.emailInvalid)
    await form.getByLabel('Email Address').fill('asha@nowhere.in')
    await form.getByLabel('Phone Number').fill('call me')
    await form.getByRole('button', { name: 'Submit' }).click()
    await page.waitForTimeout(300)
    expect(await form.getByLabel('Phone Number').evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(
      forms.errors.phoneInvalid.replace('{min}', '10').replace('{max}', '15'),
    )
    expect(writes.length).toBe(0)
    expect(new URL(page.url()).pathname).toBe(GST)
    await context.close()
  })

  it('a filled honeypot redirects as usual and sends nothing', async () => {
    const { page, context, writes } = await open(GST)
    const form = page.locator('section').first().locator('form')
    const address = email('bot')
    await form.getByLabel('Full Name').fill('Bot')
    await form.getByLabel('Email Address').fill(address)
    await form.getByLabel('Phone Number').fill('9811045670')
    const trap = form.locator('input[name="website"]')
    expect(await trap.getAttribute('tabindex')).toBe('-1')
    // Off screen and hidden from assistive technology: people never see or reach it.
    const box = (await trap.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(0)
    expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null && el.getAttribute('autocomplete') === 'off')).toBe(true)
    await trap.evaluate((el: HTMLInputElement) => (el.value = 'https://spam.example'))
    await form.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL('**/thank-you?source=form')
    expect(writes.length).toBe(0)
    expect(await leadsBy(address)).toEqual([])
    await context.close()
  })
  it("starts empty, with the new page's service, after client-side navigation to another service page", async () => {
    const { page, context } = await open(GST)
    const form = page.locator('section').first().locator('form')
    await form.getByLabel('Full Name').fill('Left behind')
    await page.locator('footer').getByRole('link', { name: 'ITR Filing', exact: true }).click()
    await page.waitForURL('**/services/financial-services/itr-filing')
    const next = page.locator('section').first().locator('form')
    await next.getByLabel(forms.leadForm.serviceLabel).waitFor()
    await page.waitForFunction(
      () =>
        (document.querySelector('main section form select[name="service"]') as HTMLSelectElement | null)?.value === 'financial-services',
    )
    expect(await next.getByLabel('Full Name').inputValue()).toBe('')
    await context.close()
  })
})

describe('lead form section (full)', () => {
  it('sends the message and the page path', async () => {
    const { page, context, errors } = await open('/about')
    const form = page.locator('#meet-our-experts form')
    const address = email('full')
    await form.getByLabel('Full Name').fill('Meera Iyer')
    await form.getByLabel('Email Address').fill(address)
    await form.getByLabel('Phone Number').fill('9811045670')
    await form.getByLabel(forms.leadForm.serviceLabel).selectOption('financial-services')
    await form.getByLabel('Message').fill('Need GST & TDS help — 5 staff.\nCall after 6 pm.')
    await form.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL('**/thank-you?source=form')
    expect((await leadsBy(address)).map(payloadOf)).toEqual([
      {
        name: 'Meera Iyer',
        email: address,
        phone: '9811045670',
        message: 'Need GST & TDS help — 5 staff.\nCall after 6 pm.',
        service: 'financial-services',
        source_page: '/about',
      },
    ])
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('contact form', () => {
  const fillContact = async (page: Page, address: string, message = 'Please call me about GST registration.') => {
    const form = page.locator('#message form')
    await form.getByLabel('Full Name').fill('Priya Menon')
    await form.getByLabel('Email Address').fill(address)
    await form.getByLabel('Phone Number').fill('+91 98110 45670')
    await form.getByLabel('Subject').fill('GST registration')
    await form.getByLabel('Message').fill(message)
    return form
  }

  it('checks the fields itself: a message per field, aria-invalid, focus on the first, nothing sent', async () => {
    const { page, context, writes } = await open('/contact', 390)
    const form = page.locator('#message form')
    expect(await form.getAttribute('novalidate')).not.toBeNull()
    await form.getByLabel('Email Address').fill('wrong@')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await form.getByText(forms.errors.nameRequired).waitFor()
    expect(await form.getByText(forms.errors.emailInvalid).isVisible()).toBe(true)
    expect(await form.getByText(forms.errors.phoneRequired).isVisible()).toBe(true)
    expect(await form.getByText(forms.errors.messageRequired).isVisible()).toBe(true)
    expect(await form.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true')
    expect(await form.getByLabel('Subject').getAttribute('aria-invalid')).toBeNull()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')
    expect(writes.length).toBe(0)
    await context.close()
  })

  it('stores "Subject: …\\n\\nMessage: …" from /contact with no service and goes to /thank-you?source=contact', async () => {
    const { page, context, errors } = await open('/contact')
    const address = email('contact')
    const form = await fillContact(page, address)
    const release = await hold(page, 'lead_submissions')
    await form.getByRole('button', { name: 'Send Message' }).click()
    const busy = form.getByRole('button', { name: 'Sending Message...' })
    await busy.waitFor()
    expect(await busy.isDisabled()).toBe(true)
    expect(await busy.locator('svg.animate-spin').count()).toBe(1)
    release()
    await page.waitForURL('**/thank-you?source=contact')
    await page.getByRole('heading', { level: 1, name: thankYou.sources.contact.title }).waitFor()
    expect((await leadsBy(address)).map(payloadOf)).toEqual([
      {
        name: 'Priya Menon',
        email: address,
        phone: '+91 98110 45670',
        message: 'Subject: GST registration\n\nMessage: Please call me about GST registration.',
        service: null,
        source_page: '/contact',
      },
    ])
    expect(errors).toEqual([])
    await context.close()
  })

  it('a visitor who arrived by a campaign link and writes from /contact has that source stored with the message', async () => {
    const campaign = '/itr-filing-campaign?utm_source=google&utm_medium=cpc&utm_campaign=itr-2026&gclid=Cj0KCQ_test-123'
    const { page, context, errors } = await open(campaign)
    // Another page of the visit, loaded whole: the arrival is kept for the visit, not for the page.
    await page.goto(site.url + '/contact')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const address = email('sourced')
    const form = await fillContact(page, address)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForURL('**/thank-you?source=contact')
    const [row] = await leadsBy(address)
    expect(row).toMatchObject({
      source_page: '/contact',
      landing_page: '/itr-filing-campaign',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'itr-2026',
      gclid: 'Cj0KCQ_test-123',
      referrer_host: null,
      utm_term: null,
    })
    expect(errors).toEqual([])
    await context.close()
  })

  it('a 10,000-character message with markup is cut to the limit, stored as text and shown back as text', async () => {
    const { page, context, errors } = await open('/contact')
    const address = email('long')
    const long = '<script>window.hacked=1</script><b>bold</b> '.repeat(250).slice(0, 10_000)
    const form = await fillContact(page, address, long)
    const typed = await form.getByLabel('Message').inputValue()
    expect(typed.length).toBe(CONTACT_MESSAGE_MAX)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForURL('**/thank-you?source=contact')
    const [row] = await leadsBy(address)
    expect(row.message).toBe(`Subject: GST registration\n\nMessage: ${typed.trim()}`)
    expect(row.message!.length).toBeLessThanOrEqual(5000)
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined()
    expect(errors).toEqual([])
    await context.close()
  })

  it('on failure shows Message Failed and keeps every value', async () => {
    const { page, context } = await open('/contact')
    await fail(page)
    const form = await fillContact(page, 'keep@example.com', '<img src=x onerror=alert(1)> नमस्ते')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expectNotice(page, 'error', forms.notices.contactError)
    expect(new URL(page.url()).pathname).toBe('/contact')
    expect(await form.getByLabel('Full Name').inputValue()).toBe('Priya Menon')
    expect(await form.getByLabel('Email Address').inputValue()).toBe('keep@example.com')
    expect(await form.getByLabel('Phone Number').inputValue()).toBe('+91 98110 45670')
    expect(await form.getByLabel('Subject').inputValue()).toBe('GST registration')
    expect(await form.getByLabel('Message').inputValue()).toBe('<img src=x onerror=alert(1)> नमस्ते')
    expect(await form.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true)
    await context.close()
  })
})

describe('newsletter', () => {
  it('is off while empty; subscribes {email, source: blog_page}, says so and clears the field', async () => {
    const { page, context, errors } = await open('/blog', 390)
    const form = page.locator('#newsletter form')
    const button = form.locator('button[type="submit"]')
    expect(await button.isDisabled()).toBe(true)
    const address = email('news')
    await form.getByLabel(forms.newsletter.emailLabel).fill(address)
    const release = await hold(page, 'newsletter_subscriptions')
    await button.click()
    await form.getByRole('button', { name: forms.newsletter.submitting }).waitFor()
    expect(await button.isDisabled()).toBe(true)
    release()
    await expectNotice(page, 'success', forms.notices.newsletterSuccess)
    expect(await form.getByLabel(forms.newsletter.emailLabel).inputValue()).toBe('')
    const rows = (await site.backend!.readStored()).subscriptions.filter((s) => s.email === address)
    expect(rows.map(({ email, source }) => ({ email, source }))).toEqual([{ email: address, source: 'blog_page' }])
    expect(errors).toEqual([])
    await context.close()
  })

  it('on failure shows Subscription Failed and keeps the address', async () => {
    const { page, context } = await open('/blog')
    await fail(page)
    const form = page.locator('#newsletter form')
    await form.getByLabel(forms.newsletter.emailLabel).fill('keep.me@example.com')
    await form.locator('button[type="submit"]').click()
    await expectNotice(page, 'error', forms.notices.newsletterError)
    expect(await form.getByLabel(forms.newsletter.emailLabel).inputValue()).toBe('keep.me@example.com')
    await context.close()
  })
})

describe('campaign form', () => {
  const fillCampaign = async (page: Page, address: string) => {
    const form = page.locator('#callback form')
    await form.getByPlaceholder('Full Name').fill('Ravi Kumar')
    await form.getByPlaceholder('Phone Number').fill('98110 45670')
    await form.getByPlaceholder('Email Address').fill(address)
    await form.getByLabel(forms.campaignForm.incomeLabel).selectOption('freelancer')
    return form
  }

  it('shows the +91 marker, stores the ITR lead and goes to /thank-you?source=itr-filing', async () => {
    const { page, context, errors } = await open('/itr-filing-campaign', 390)
    const form = page.locator('#callback form')
    // The marker: a small flag drawing and '+91', beside the phone field.
    const marker = form.locator('span:has(> svg)').filter({ hasText: forms.campaignForm.phonePrefix })
    expect(await marker.isVisible()).toBe(true)
    expect(await marker.locator('svg').count()).toBe(1)
    // The option's text (what the select shows and announces).
    expect((await form.locator('select option').first().textContent())?.trim()).toBe('My primary income is from...')
    const address = email('itr')
    await fillCampaign(page, address)
    const release = await hold(page, 'lead_submissions')
    await form.locator('button[type="submit"]').click()
    const busy = form.getByRole('button', { name: forms.campaignForm.submitting })
    await busy.waitFor()
    expect(await busy.isDisabled()).toBe(true)
    release()
    await page.waitForURL('**/thank-you?source=itr-filing')
    await page.getByRole('heading', { level: 1, name: thankYou.sources['itr-filing'].title }).waitFor()
    expect((await leadsBy(address)).map(payloadOf)).toEqual([
      {
        name: 'Ravi Kumar',
        email: address,
        phone: '98110 45670',
        message: 'Income Type: freelancer',
        service: 'ITR Filing',
        source_page: '/itr-filing-campaign',
      },
    ])
    expect(errors).toEqual([])
    await context.close()
  })

  it('needs an income type; on failure shows Error, re-enables the form and keeps the values', async () => {
    const { page, context, writes } = await open('/itr-filinig-campaign')
    const form = page.locator('#callback form')
    await form.getByPlaceholder('Full Name').fill('Ravi Kumar')
    await form.getByPlaceholder('Phone Number').fill('98110 45670')
    await form.getByPlaceholder('Email Address').fill('ravi@example.com')
    await form.locator('button[type="submit"]').click()
    await page.waitForTimeout(300)
    expect(await form.getByLabel(forms.campaignForm.incomeLabel).evaluate((el: HTMLSelectElement) => el.validationMessage)).toBe(
      forms.errors.incomeTypeRequired,
    )
    expect(writes.length).toBe(0)
    await fail(page)
    await form.getByLabel(forms.campaignForm.incomeLabel).selectOption('multiple')
    await form.locator('button[type="submit"]').click()
    await expectNotice(page, 'error', forms.notices.campaignError)
    expect(await form.locator('button[type="submit"]').isEnabled()).toBe(true)
    expect(await form.getByPlaceholder('Full Name').inputValue()).toBe('Ravi Kumar')
    expect(await form.getByPlaceholder('Phone Number').inputValue()).toBe('98110 45670')
    expect(await form.getByPlaceholder('Email Address').inputValue()).toBe('ravi@example.com')
    expect(await form.getByLabel(forms.campaignForm.incomeLabel).inputValue()).toBe('multiple')
    await context.close()
  })
})

describe('startup guide form', () => {
  it('stores the guide request and a lead, then links the thank-you page to /ebook?id=<id>', async () => {
    const { page, context, errors } = await open('/free-startup-guide')
    const form = page.locator('#get-the-guide form')
    const address = email('guide')
    await form.getByLabel('Full Name').fill('Farhan Ali')
    await form.getByLabel('Email Address').fill(address)
    await form.getByLabel('Phone Number').fill('9811045670')
    await form.locator('button[type="submit"]').click()
    await page.waitForURL(/\/thank-you\?source=lead-magnet&guide=[0-9a-f-]{36}$/)
    const id = new URL(page.url()).searchParams.get('guide')!
    const link = page.getByRole('link', { name: thankYou.guideLink })
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe(`/ebook?id=${id}`)
    const stored = await site.backend!.readStored()
    expect(stored.guides.filter((g) => g.email === address).map((g) => g.id)).toEqual([id])
    expect((await leadsBy(address)).map((l) => l.source_page)).toEqual(['/free-startup-guide'])
    expect(errors).toEqual([])
    await context.close()
  })

  it('on failure shows the Error notice and keeps every value', async () => {
    const { page, context } = await open('/free-startup-guide', 390)
    await fail(page)
    const form = page.locator('#get-the-guide form')
    await form.getByLabel('Full Name').fill('Farhan Ali')
    await form.getByLabel('Email Address').fill('farhan@example.com')
    await form.getByLabel('Phone Number').fill('9811045670')
    await form.locator('button[type="submit"]').click()
    await expectNotice(page, 'error', forms.notices.leadMagnetError)
    expect(new URL(page.url()).pathname).toBe('/free-startup-guide')
    expect(await form.getByLabel('Full Name').inputValue()).toBe('Farhan Ali')
    expect(await form.getByLabel('Email Address').inputValue()).toBe('farhan@example.com')
    expect(await form.getByLabel('Phone Number').inputValue()).toBe('9811045670')
    expect(await form.locator('button[type="submit"]').isEnabled()).toBe(true)
    await context.close()
  })
})

/** Opens a page with the given chunk held back, so the visitor can type into the prerendered form first. */
async function openWithCodeHeld(url: string, chunk: RegExp) {
  const opened = await newPage(browser)
  const release = await holdScript(opened.page, chunk, () => opened.page.goto(site.url + url, { waitUntil: 'domcontentloaded' }))
  return { ...opened, release }
}

describe('typed before the form code arrived', () => {
  it('the newsletter keeps the address and sends it once the page is ready', async () => {
    const { page, context, errors, release } = await openWithCodeHeld('/blog', /\/assets\/Newsletter-[^/]+\.js$/)
    const form = page.locator('#newsletter form')
    const address = email('early-news')
    await form.getByLabel(forms.newsletter.emailLabel).fill(address)
    expect(await form.locator('button[type="submit"]').isDisabled()).toBe(true)
    release()
    await form.locator('button[type="submit"]:enabled').waitFor()
    expect(await form.getByLabel(forms.newsletter.emailLabel).inputValue()).toBe(address)
    await form.locator('button[type="submit"]').click()
    await expectNotice(page, 'success', forms.notices.newsletterSuccess)
    const rows = (await site.backend!.readStored()).subscriptions.filter((s) => s.email === address)
    expect(rows.length).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('the contact form keeps every field, counts the long message already typed, and sends them', async () => {
    const { page, context, errors, release } = await openWithCodeHeld('/contact', /\/assets\/ContactForm-[^/]+\.js$/)
    const form = page.locator('#message form')
    const address = email('early-contact')
    // Long enough for the counter, which shows from 80 % of the limit.
    const message = `Please call me about GST. ${'Details follow. '.repeat(260)}`.trim()
    await form.getByLabel('Full Name').fill('Priya Menon')
    await form.getByLabel('Email Address').fill(address)
    await form.getByLabel('Phone Number').fill('+91 98110 45670')
    await form.getByLabel('Subject').fill('GST registration')
    await form.getByLabel('Message').fill(message)
    expect(await form.getByRole('button', { name: 'Send Message' }).isDisabled()).toBe(true)
    release()
    await form.locator('button[type="submit"]:enabled').waitFor()
    await form.getByText(new RegExp(`^${message.length.toLocaleString('en-IN')}/`)).waitFor()
    await form.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForURL('**/thank-you?source=contact')
    expect((await leadsBy(address)).map(payloadOf)).toEqual([
      {
        name: 'Priya Menon',
        email: address,
        phone: '+91 98110 45670',
        message: `Subject: GST registration\n\nMessage: ${message}`,
        service: null,
        source_page: '/contact',
      },
    ])
    expect(errors).toEqual([])
    await context.close()
  })

  it('the campaign form keeps every field and the chosen income type, and sends them', async () => {
    const { page, context, errors, release } = await openWithCodeHeld('/itr-filing-campaign', /\/assets\/CampaignForm-[^/]+\.js$/)
    const form = page.locator('#callback form')
    const address = email('early-campaign')
    await form.getByPlaceholder('Full Name').fill('Ravi Kumar')
    await form.getByPlaceholder('Phone Number').fill('98110 45670')
    await form.getByPlaceholder('Email Address').fill(address)
    await form.getByLabel(forms.campaignForm.incomeLabel).selectOption('freelancer')
    release()
    await form.locator('button[type="submit"]:enabled').waitFor()
    await form.locator('button[type="submit"]').click()
    await page.waitForURL('**/thank-you?source=itr-filing')
    expect((await leadsBy(address)).map(payloadOf)).toEqual([
      {
        name: 'Ravi Kumar',
        email: address,
        phone: '98110 45670',
        message: 'Income Type: freelancer',
        service: 'ITR Filing',
        source_page: '/itr-filing-campaign',
      },
    ])
    expect(errors).toEqual([])
    await context.close()
  })

  it('the hero lead form keeps every field and sends them', async () => {
    const { page, context, errors, release } = await openWithCodeHeld(GST, /\/assets\/LeadFormCard-[^/]+\.js$/)
    const form = page.locator('section').first().locator('form')
    const address = email('early-lead')
    await form.getByLabel('Full Name').fill('Meera Iyer')
    await form.getByLabel('Email Address').fill(address)
    await form.getByLabel('Phone Number').fill('98110 45670')
    await form.locator('select[name="service"]').selectOption('financial-services')
    release()
    await form.locator('button[type="submit"]:enabled').waitFor()
    expect(await form.getByLabel('Full Name').inputValue()).toBe('Meera Iyer')
    expect(await form.getByLabel('Email Address').inputValue()).toBe(address)
    await form.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL('**/thank-you?source=form')
    expect((await leadsBy(address)).map(payloadOf)).toEqual([
      { name: 'Meera Iyer', email: address, phone: '98110 45670', message: '', service: 'financial-services', source_page: GST },
    ])
    expect(errors).toEqual([])
    await context.close()
  })
})
