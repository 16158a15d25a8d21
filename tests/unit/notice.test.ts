// @vitest-environment node
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { loadContent } from '../../scripts/lib/content/index.ts'
import type { Forms } from '../../src/generated/content.ts'
import { FORM_SENDS, type NoticeItem } from '../../src/forms/notice.ts'
import { noticeRecord, noticeText } from '../../src/forms/notice-record.ts'
import { campaignPayload, contactPayload, leadPayload } from '../../src/forms/validation.ts'
import { RESPONSE_DAYS } from '../../src/backend/privacy.ts'

const root = path.resolve(import.meta.dirname, '../..')
const FORMS = 'pages/_site/forms.yaml'
const formsText = fs.readFileSync(path.join(root, FORMS), 'utf8')
const forms = parse(formsText) as Forms

const problemsWith = (text: string) =>
  loadContent({ root, overrides: new Map([[FORMS, text]]), allowRuleProblems: true }).problems.filter((p) => p.file === FORMS)

/** The items a lead payload sends, named as the notice names them (every lead also sends the visit's source). */
function itemsOf(payload: Record<string, unknown>, extra: Partial<Record<string, NoticeItem>> = {}): NoticeItem[] {
  const names: Record<string, NoticeItem> = { source_page: 'page', ...extra } as Record<string, NoticeItem>
  const sent = Object.entries(payload)
    .filter(([key, v]) => v !== '' && v !== undefined && key !== 'service_fixed')
    .map(([key]) => names[key] ?? (key as NoticeItem))
  return [...sent, 'visit' as NoticeItem].sort()
}

const values = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '98110 45670',
  service: '',
  message: 'Hello',
  subject: 'GST',
} as const

describe('the privacy notice of each form', () => {
  it('names exactly what each form sends: the payload builders are the forms', () => {
    expect(Object.keys(FORM_SENDS.leadForm).sort()).toEqual(
      itemsOf({ ...leadPayload({ ...values, service: 'consulting' }, 'compact', '/') }),
    )
    expect(Object.keys(FORM_SENDS.leadFormFull).sort()).toEqual(
      itemsOf({ ...leadPayload({ ...values, service: 'consulting' }, 'full', '/') }),
    )
    // The contact form's message holds the subject and the message.
    expect(Object.keys(FORM_SENDS.contactForm).sort()).toEqual([...itemsOf(contactPayload(values)), 'subject'].sort())
    // The campaign form's message is the income type; its service is fixed, not the visitor's.
    const campaign: Record<string, unknown> = { ...campaignPayload({ ...values, incomeType: 'salaried' }) }
    delete campaign.service
    expect(Object.keys(FORM_SENDS.campaignForm).sort()).toEqual(itemsOf(campaign, { message: 'incomeType' }))
    expect(Object.keys(FORM_SENDS.guideForm).sort()).toEqual(['email', 'name', 'page', 'phone', 'visit'])
    expect(FORM_SENDS.newsletter).toEqual({ email: 'newsletter', page: 'source' })
  })

  it('keeps marketing apart: no enquiry form names the newsletter, and the newsletter form only the newsletter and its page', () => {
    for (const [form, items] of Object.entries(FORM_SENDS))
      if (form !== 'newsletter') expect(Object.values(items), form).not.toContain('newsletter')
  })

  it('is versioned by the SHA-256 of its text, in the language shown; the text lists each item and the four links', async () => {
    const text = noticeText(forms.privacy.en, 'contactForm')
    expect(text).toContain('your name, your e-mail address, your phone number, the subject, your message.')
    expect(text).toContain('the campaign or ad link you followed')
    expect(text).toContain('</privacy/choices>')
    expect(text).not.toMatch(/agree/i)
    const record = await noticeRecord(forms.privacy.en, 'contactForm')
    expect(record.notice_version).toBe(createHash('sha256').update(text, 'utf8').digest('hex'))
    expect(record.notice_purposes).toBe('enquiry,source')
    const hindi = await noticeRecord(forms.privacy.hi, 'contactForm')
    expect(hindi.notice_version).not.toBe(record.notice_version)
    expect((await noticeRecord(forms.privacy.en, 'newsletter')).notice_purposes).toBe('newsletter,source')
  })
})

describe('the checker on notices and consent boxes', () => {
  it('passes the real notice', () => {
    expect(problemsWith(formsText)).toEqual([])
  })

  it("refuses a notice that leaves out an item a form sends, at the notice's items, with the fix", () => {
    const without = formsText.replace(/\n {6}visit: '?where your visit came from[^\n]*/, '')
    expect(without).not.toBe(formsText)
    const found = problemsWith(without)
    expect(found.map((p) => [p.code, p.message.split(':')[0]])).toEqual([
      [
        'notice-missing-item',
        'the enquiry form, the enquiry form with a message box, the contact form, the tax campaign callback form, the startup guide form send "visit", but the English notice has no words for it',
      ],
    ])
    expect(found[0].line).toBe(formsText.split('\n').findIndex((l) => l === '    items:') + 2)
    expect(found[0].hint).toContain('privacy › en › items')
  })

  it('refuses a consent box that starts ticked', () => {
    const ticked = formsText.replace(
      '  submitting: Subscribing...\n',
      '  submitting: Subscribing...\n  consent:\n    label: Yes, e-mail me the newsletter.\n    ticked: true\n',
    )
    const found = problemsWith(ticked)
    expect(found.map((p) => p.code)).toEqual(['ticked-consent'])
    expect(found[0].where).toContain('ticked')
    expect(problemsWith(ticked.replace('ticked: true', 'ticked: false'))).toEqual([])
  })
})

describe('the published response period', () => {
  const CHOICES = 'pages/privacy/choices.yaml'
  const choicesText = fs.readFileSync(path.join(root, CHOICES), 'utf8')
  const choicesProblems = (text: string) =>
    loadContent({ root, extraPages: new Map([[CHOICES, text]]), allowRuleProblems: true }).problems.filter((p) => p.file === CHOICES)

  it('is one number: the page, the browser code and the database agree', () => {
    const section = (parse(choicesText) as { sections: { type: string; responseDays?: number }[] }).sections.find(
      (s) => s.type === 'privacy-choices',
    )
    expect(section?.responseDays).toBe(RESPONSE_DAYS)
    const sql = fs.readFileSync(path.join(root, 'supabase/migrations/0008_privacy.sql'), 'utf8')
    expect(sql).toContain(`select interval '${RESPONSE_DAYS} days'`)
  })

  it('is refused above 90 days, and a text that states another period is refused with its place and fix', () => {
    expect(choicesProblems(choicesText.replace('responseDays: 30', 'responseDays: 120')).map((p) => p.code)).toContain('bad-value')
    const other = choicesText.replace('who answers within 30 days', 'who answers within 45 days')
    expect(other).not.toBe(choicesText)
    const found = choicesProblems(other).filter((p) => p.code === 'grievance-period')
    expect(found).toHaveLength(1)
    expect(found[0].hint).toContain('within 30 days')
  })
})
