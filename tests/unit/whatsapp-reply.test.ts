// @vitest-environment node
/**
 * Reply on WhatsApp in one tap: each enquiry in the office, and each e-mail and webhook
 * notification, offers a wa.me link to the enquirer's number whose first line names the service they asked
 * about (pages/_site/site.yaml, notify.whatsapp), beside the call link.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildNotice, contactHref, replyLine, webhookBody, type NotifyContent } from '../../src/notifications/message.ts'
import { readNotifyContent } from '../../scripts/notify/content.ts'
import { enquiryWords, toEnquiries } from '../../src/editor-calls/enquiry-rows.ts'
import type { StoredRows } from '../../src/editor-calls/stored.ts'

const root = path.resolve(import.meta.dirname, '../..')
const TEMPLATES = { withService: 'Hello {name}, this is Brand about your enquiry for {service}.', general: 'Hello {name}, this is Brand.' }
const content: NotifyContent = {
  brand: 'Brand',
  domain: 'https://www.example.in',
  promises: { callback: 'a', contact: 'b', enquiry: 'c', guide: 'd' },
  services: { 'financial-services': 'Financial Services' },
  campaignPage: '/campaign',
  guideMessage: 'guide',
  whatsapp: TEMPLATES,
}
const row = (payload: Record<string, unknown>) => ({
  id: 1,
  idempotency_key: 'k',
  source_table: 'lead_submissions',
  payload: { name: 'Asha', email: 'asha@example.in', source_page: '/', created_at: '2026-11-27T00:00:00Z', ...payload },
  attempts: 1,
  delivered: [],
  created_at: '2026-11-27T00:00:00Z',
})

describe('the first line of a WhatsApp reply', () => {
  it('names the service, or not, and is encoded into the link whatever it holds', () => {
    expect(replyLine(TEMPLATES, 'Asha', 'GST Registration')).toBe('Hello Asha, this is Brand about your enquiry for GST Registration.')
    expect(replyLine(TEMPLATES, 'Asha', '')).toBe('Hello Asha, this is Brand.')
    expect(replyLine(undefined, 'Asha', 'x')).toBe('')
    const href = contactHref('whatsapp', '98110 45670', 'Hi & welcome? #1 100%')
    expect(href).toBe('https://wa.me/919811045670?text=Hi%20%26%20welcome%3F%20%231%20100%25')
    expect(new URL(href).searchParams.get('text')).toBe('Hi & welcome? #1 100%')
    expect(new URL(href).searchParams.size).toBe(1)
    expect(contactHref('whatsapp', '', 'Hello')).toBe('')
  })

  it('the site says it: pages/_site/site.yaml gives both lines to the notifications', () => {
    const words = readNotifyContent(root).whatsapp!
    expect(words.withService).toContain('{service}')
    expect(replyLine(words, 'Asha', 'GST Registration')).toMatch(/^Hello Asha\b.*GST Registration/)
  })
})

describe('the notifications carry it beside the call link', () => {
  it('in the e-mail (text and HTML) and the webhook (its text and its fields)', () => {
    const notice = buildNotice(row({ phone: '98110 45670', service: 'financial-services' }), content)
    const expected = `https://wa.me/919811045670?text=${encodeURIComponent('Hello Asha, this is Brand about your enquiry for Financial Services.')}`
    expect(notice.whatsapp).toBe(expected)
    expect(notice.text).toContain(`WhatsApp: ${expected}`)
    expect(notice.html).toContain(`<a href="${expected}">Reply on WhatsApp</a>`)
    expect(notice.html).toContain('href="tel:+919811045670"')
    const body = webhookBody(notice, 'full') as { text: string; enquiry: { whatsapp: string; tel: string } }
    expect(body.enquiry).toMatchObject({ whatsapp: expected, tel: 'tel:+919811045670' })
    expect(body.text).toContain(`<${expected}|reply on WhatsApp>`)
  })

  it('not without a phone number', () => {
    const notice = buildNotice(row({ phone: '' }), content)
    expect(notice.whatsapp).toBe('')
    expect(notice.text).not.toContain('WhatsApp')
  })
})

describe('the office offers it on each enquiry with a phone number', () => {
  it('the same link from either store (toEnquiries)', () => {
    const lead = (phone: string | null, service: string | null) => ({
      id: crypto.randomUUID(),
      name: 'Ravi',
      email: 'ravi@example.in',
      phone,
      message: '',
      service,
      source_page: '/',
      created_at: new Date('2026-11-27T10:00:00Z'),
    })
    const rows = {
      leads: [lead('+91 98110 45670', 'financial-services'), lead(null, null)],
      subscriptions: [],
      guides: [],
    } as unknown as StoredRows
    const forms = { leadForm: { services: [{ value: 'financial-services', label: 'Financial Services' }] } }
    const [withPhone, without] = toEnquiries(rows, enquiryWords(forms, { notify: { whatsapp: TEMPLATES } }))
    expect(withPhone.whatsapp).toBe(
      `https://wa.me/919811045670?text=${encodeURIComponent('Hello Ravi, this is Brand about your enquiry for Financial Services.')}`,
    )
    expect(without.whatsapp).toBeUndefined()
    // Without the site's words (an older site.yaml), the chat opens empty.
    expect(toEnquiries(rows, enquiryWords(forms, null))[0].whatsapp).toBe('https://wa.me/919811045670')
  })
})
