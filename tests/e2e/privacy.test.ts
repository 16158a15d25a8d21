/**
 * /privacy/choices in Chromium against the built site and the local backend: a request answers the
 * same whether or not anything is held; the e-mailed link opens a Confirm button that carries the withdrawal out
 * at once, and the same link again is refused clearly; bad input keeps what was typed; Hindi by the switch, and
 * from the first paint on the Hindi page, whose requests are confirmed in Hindi.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { parse } from 'yaml'
import type { Forms, Page as PageFile, PrivacyChoicesSection } from '../../src/generated/content.ts'
import { newPage, root, siteAndBrowser, type Site } from './helpers.ts'

const forms = parse(fs.readFileSync(path.join(root, 'pages/_site/forms.yaml'), 'utf8')) as Forms
const choices = (parse(fs.readFileSync(path.join(root, 'pages/privacy/choices.yaml'), 'utf8')) as PageFile).sections.find(
  (s) => s.type === 'privacy-choices',
) as PrivacyChoicesSection
const t = choices.en
const hindiChoices = (parse(fs.readFileSync(path.join(root, 'pages/hi/privacy/choices.yaml'), 'utf8')) as PageFile).sections.find(
  (s) => s.type === 'privacy-choices',
) as PrivacyChoicesSection
const hi = hindiChoices.hi

let site: Site
let browser: Browser
siteAndBrowser({}, (s, b) => {
  site = s
  browser = b
})

async function open(url: string, width = 390) {
  const opened = await newPage(browser, { width })
  await opened.page.goto(site.url + url)
  await opened.page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  return opened
}
const q = <T>(sql: string, params: unknown[] = []) => site.backend!.ownerQuery<T>(sql, params)

describe('/privacy/choices', () => {
  it('answers the same for an address that holds something and one that holds nothing, and sends the link by the outbox', async () => {
    const held = `held.${Date.now()}@example.com`
    const { page: form } = await open('/contact')
    await form.getByLabel('Full Name').fill('Asha Verma')
    await form.getByLabel('Email Address').fill(held)
    await form.getByLabel('Phone Number').fill('98110 45670')
    await form.locator('textarea[name="message"]').fill('Please call me.')
    await form.getByRole('button', { name: forms.contactForm.submit }).click()
    await form.waitForURL('**/thank-you?source=contact')
    const [lead] = await q<{ notice_version: string; notice_purposes: string }>(
      'select notice_version, notice_purposes from public.lead_submissions where email = $1',
      [held],
    )
    expect(lead.notice_version).toMatch(/^[0-9a-f]{64}$/)
    expect(lead.notice_purposes).toBe('enquiry,source')

    const answers: string[] = []
    for (const address of [held, `nobody.${Date.now()}@example.com`]) {
      const { page, errors } = await open('/privacy/choices')
      await page.getByLabel(t.kinds.erase).check()
      await page.getByLabel(t.contactLabel).fill(address)
      await page.getByRole('button', { name: t.submit }).click()
      answers.push(await page.getByRole('status').innerText())
      expect(errors).toEqual([])
      await page.context().close()
    }
    expect(answers[0]).toBe(answers[1])
    expect(answers[0]).toContain(`${choices.responseDays} days`)
    const mails = await q<{ to: string }>(`select payload->>'to' as to from private.notification_outbox where payload->>'to' = $1`, [held])
    expect(mails).toHaveLength(1)
  })

  it('keeps what was typed and says what is wrong, at the field, with the keyboard', async () => {
    const { page } = await open('/privacy/choices')
    await page.getByLabel(t.contactLabel).fill('not an address')
    await page.getByRole('button', { name: t.submit }).click()
    await expect.poll(() => page.getByText(t.errors.kind).count()).toBe(1)
    await page.getByLabel(t.kinds.withdraw).focus()
    await page.keyboard.press('Space')
    await page.getByLabel(t.contactLabel).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByText(t.errors.contact).count()).toBe(1)
    expect(await page.getByLabel(t.contactLabel).inputValue()).toBe('not an address')
    expect(await page.getByLabel(t.contactLabel).getAttribute('aria-invalid')).toBe('true')
    await page.getByRole('button', { name: t.switchLabel }).click()
    await page.getByRole('heading', { name: choices.hi.heading }).waitFor()
  })

  it('refuses an address that is not one plain mailbox, in English and in Hindi, and sends nothing', async () => {
    const { page } = await open('/privacy/choices')
    await page.getByLabel(t.kinds.erase).check()
    await page.getByLabel(t.contactLabel).fill('asha.rao+<mallory@gmail.com')
    await page.getByRole('button', { name: t.submit }).click()
    await expect.poll(() => page.getByText(t.errors.email).count()).toBe(1)
    await page.getByRole('button', { name: t.switchLabel }).click()
    await page.getByRole('heading', { name: choices.hi.heading }).waitFor()
    await page.getByLabel(choices.hi.kinds.erase).check()
    await page.getByLabel(choices.hi.contactLabel).fill('capper@gmail.com.')
    await page.getByRole('button', { name: choices.hi.submit }).click()
    await expect.poll(() => page.getByText(choices.hi.errors.email).count()).toBe(1)
    expect(
      await q(`select 1 from private.privacy_requests where email in ($1, $2)`, ['asha.rao+<mallory@gmail.com', 'capper@gmail.com.']),
    ).toEqual([])
  })

  it('confirms a withdrawal from the e-mailed link at once, and refuses the same link again and a forged one', async () => {
    const who = `withdraw.${Date.now()}@example.com`
    const { page: start } = await open('/privacy/choices')
    await start.getByLabel(t.kinds.withdraw).check()
    await start.getByLabel(t.contactLabel).fill(who)
    await start.getByRole('button', { name: t.submit }).click()
    await start.getByRole('status').waitFor()
    const [{ token }] = await q<{ token: string }>(
      `select payload->>'token' as token from private.notification_outbox where payload->>'to' = $1`,
      [who],
    )

    const { page } = await open(`/privacy/choices?confirm=${token}`, 1280)
    await page.getByRole('heading', { name: t.confirm.heading }).waitFor()
    // Opening the link changed nothing.
    expect(await q(`select 1 from private.withdrawals where inbox = $1`, [who])).toEqual([])
    await page.getByRole('button', { name: t.confirm.button }).click()
    expect(await page.getByRole('status').first().innerText()).toBe(t.confirm.withdrawn)
    expect(await q(`select 1 from private.withdrawals where inbox = $1`, [who])).toHaveLength(1)

    await page.reload()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.getByRole('button', { name: t.confirm.button }).click()
    expect(await page.getByRole('alert').innerText()).toBe(t.confirm.used)

    await page.goto(`${site.url}/privacy/choices?confirm=${'0'.repeat(64)}`)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.getByRole('button', { name: t.confirm.button }).click()
    expect(await page.getByRole('alert').innerText()).toBe(t.confirm.unknown)
  })

  it('on the Hindi page the form is in Hindi from the first paint; the request goes in Hindi, and its link opens the Hindi confirmation', async () => {
    const who = `hindi.${Date.now()}@example.com`
    const { page: start, errors } = await open('/hi/privacy/choices')
    expect(await start.locator('#choices').getAttribute('lang')).toBe('hi')
    await start.getByRole('heading', { name: hi.heading }).waitFor()
    await start.getByLabel(hi.kinds.withdraw).check()
    await start.getByLabel(hi.contactLabel).fill(who)
    await start.getByRole('button', { name: hi.submit }).click()
    await start.getByRole('status').waitFor()
    expect(errors).toEqual([])
    const [row] = await q<{ token: string; language: string }>(
      `select payload->>'token' as token, payload->>'language' as language from private.notification_outbox where payload->>'to' = $1`,
      [who],
    )
    expect(row.language).toBe('hi')
    const { page } = await open(`/hi/privacy/choices?confirm=${row.token}`, 1280)
    await page.getByRole('heading', { name: hi.confirm.heading }).waitFor()
    await page.getByRole('button', { name: hi.confirm.button }).click()
    expect(await page.getByRole('status').first().innerText()).toBe(hi.confirm.withdrawn)

    // On the English page, a visitor who switches to Hindi sends the request in Hindi too.
    const other = `switched.${Date.now()}@example.com`
    const { page: english } = await open('/privacy/choices')
    await english.getByRole('button', { name: t.switchLabel }).click()
    await english.getByLabel(choices.hi.kinds.access).check()
    await english.getByLabel(choices.hi.contactLabel).fill(other)
    await english.getByRole('button', { name: choices.hi.submit }).click()
    await english.getByRole('status').waitFor()
    expect(await q(`select language from private.privacy_requests where email = $1`, [other])).toEqual([{ language: 'hi' }])
  })
})
