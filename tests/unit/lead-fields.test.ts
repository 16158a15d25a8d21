// @vitest-environment node
/**
 * The lead's presentation is written once (src/notifications/lead-fields.ts): the CSV's columns, the
 * JSON's keys and the notification's lines are each LEAD_FIELDS read in order, so a field added to the list
 * shows in all of them.
 */
import { describe, expect, it } from 'vitest'
import { columnHeader, LEAD_FIELDS, type LeadField, type LeadView } from '../../src/notifications/lead-fields.ts'
import { buildNotice, chatText, type NotifyContent } from '../../src/notifications/message.ts'
import { enquiriesCsv, enquiriesJson } from '../../src/editor-calls/enquiry-rows.ts'
import type { Enquiry } from '../../src/contract/protocol.ts'

const FIELDS: readonly LeadField[] = LEAD_FIELDS

const enquiry: Enquiry = {
  id: '00000000-0000-4000-8000-000000000001',
  form: 'Enquiry form',
  created_at: '2026-11-27T00:00:00.000Z',
  name: 'Asha',
  email: 'asha@example.in',
  phone: '98110 45670',
  service: 'GST Registration',
  page: '/gst',
  message: 'Please call',
  source: { text: 'Google search', channel: 'Google search', campaign: '', landing: '' },
  progress: {
    status: 'client',
    note: 'Signed',
    by: 'Meera',
    at: '2026-11-28T00:00:00.000Z',
    fee: 15000,
    clientAt: null,
    firstCalled: null,
    takenBy: null,
  },
}

const content: NotifyContent = {
  brand: 'Brand',
  domain: 'https://www.example.in',
  promises: { callback: 'a', contact: 'b', enquiry: 'We call within a day', guide: 'd' },
  services: {},
  campaignPage: '/campaign',
  guideMessage: 'guide',
  whatsapp: { withService: 'Hello {name} about {service}', general: 'Hello {name}' },
}

const notice = () =>
  buildNotice(
    {
      id: 1,
      idempotency_key: 'k',
      source_table: 'lead_submissions',
      payload: {
        name: 'Asha',
        email: 'asha@example.in',
        phone: '98110 45670',
        source_page: '/',
        message: 'Please call',
        created_at: '2026-11-27T00:00:00Z',
      },
      attempts: 1,
      delivered: [],
      created_at: '2026-11-27T00:00:00Z',
    },
    content,
  )

/** The label before the colon of each line that starts with one. */
const labelsOf = (text: string) => text.split('\n').flatMap((line) => /^([A-Z][\w -]*):/.exec(line)?.[1] ?? [])

describe('one list of fields for every place a lead is shown', () => {
  it('the CSV header is the fields’ labels (with their units), in order', () => {
    expect(enquiriesCsv([enquiry]).split('\r\n')[0]).toBe(FIELDS.map(columnHeader).join(','))
    expect(FIELDS.map(columnHeader)[0]).toBe('Received (IST)')
  })

  it('the JSON has the fields’ keys, in order, with their values', () => {
    const [record] = enquiriesJson([enquiry])
    expect(Object.keys(record)).toEqual(FIELDS.map((f) => f.key))
    expect(record).toMatchObject({ created_at: enquiry.created_at, status: 'Became a client', fee: 15000, came_by: 'Google search' })
  })

  it('the notification’s lines are the fields it shows, in order (its promise first, WhatsApp after the phone)', () => {
    const shown = FIELDS.filter((f) => f.notice === 'line').flatMap((f) => (f.kind === 'phone' ? [f.label, 'WhatsApp'] : [f.label]))
    const blocks = FIELDS.filter((f) => f.notice === 'block').map((f) => f.label)
    const n = notice()
    expect(labelsOf(n.text)).toEqual(['Promise', ...shown, ...blocks, 'Reference'])
    expect(labelsOf(chatText(n))).toEqual([...shown, ...blocks])
    for (const label of shown) expect(n.html).toContain(`<th align="left">${label}</th>`)
  })

  it('a field added to the list shows in the CSV and the JSON', () => {
    const more: LeadField[] = [
      ...FIELDS,
      { key: 'landing', label: 'Landed on', kind: 'text', value: (l: LeadView) => l.page.toUpperCase() },
    ]
    const [header, row] = enquiriesCsv([enquiry], more).split('\r\n')
    expect(header.endsWith(',Landed on')).toBe(true)
    expect(row.endsWith(',/GST')).toBe(true)
    expect(enquiriesJson([enquiry], more)[0].landing).toBe('/GST')
  })
})
