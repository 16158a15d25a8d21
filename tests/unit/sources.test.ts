// @vitest-environment node
/**
 * Where enquiries came from, as the office reads it (src/editor-calls/lead-source.ts) and counts it on the
 * Sources screen (src/editor/sources.ts): the words, the groups per week and month, and Google Ads' offline
 * conversions file (clicks under 90 days, +05:30 times, INR).
 */
import { describe, expect, it } from 'vitest'
import { channelOf, enquirySource } from '../../src/editor-calls/lead-source.ts'
import type { Enquiry } from '../../src/contract/protocol.ts'
import { conversionsCsv, conversionTime, lastPeriods, NOT_RECORDED, periodOf, promisesKept, sourceTable } from '../../src/editor/sources.ts'

type Columns = Parameters<typeof channelOf>[0]
const none: Columns = {
  landing_page: null,
  referrer_host: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  gclid: null,
  gbraid: null,
  wbraid: null,
  fbclid: null,
  msclkid: null,
}

describe('where an enquiry came from, in words', () => {
  it('a Google ad click with its campaign and landing page', () => {
    expect(
      enquirySource({
        ...none,
        landing_page: '/itr-filing-campaign',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'itr-2026',
        gclid: 'abc',
      }),
    ).toEqual({
      text: 'Google ad, campaign itr-2026, landed on /itr-filing-campaign',
      channel: 'Google ad',
      campaign: 'itr-2026',
      landing: '/itr-filing-campaign',
      click: { kind: 'gclid', id: 'abc' },
    })
  })

  it('each channel by what the visit carried', () => {
    const channel = (x: Partial<Columns>) => channelOf({ ...none, landing_page: '/', ...x })
    expect(channel({ wbraid: 'w' })).toBe('Google ad')
    expect(channel({ msclkid: 'm' })).toBe('Microsoft ad')
    expect(channel({ utm_source: 'facebook', utm_medium: 'paid_social' })).toBe('Facebook ad')
    expect(channel({ utm_source: 'newsletter', utm_medium: 'email' })).toBe('Newsletter e-mail')
    expect(channel({ utm_source: 'partner', utm_medium: 'referral' })).toBe('Partner (referral)')
    expect(channel({ fbclid: 'f' })).toBe('Facebook or Instagram')
    expect(channel({ referrer_host: 'www.google.co.in' })).toBe('Google search')
    expect(channel({ referrer_host: 'lnkd.in' })).toBe('LinkedIn')
    expect(channel({ referrer_host: 'blog.example.org' })).toBe('link on blog.example.org')
    expect(channel({})).toBe('direct visit')
    expect(channelOf(none)).toBeUndefined()
    expect(enquirySource(none)).toBeUndefined()
  })
})

const ist = (text: string) => new Date(`${text}+05:30`).toISOString()
let serial = 0
const enquiry = (
  at: string,
  source?: Partial<NonNullable<Enquiry['source']>>,
  progress?: Partial<NonNullable<Enquiry['progress']>>,
): Enquiry => ({
  id: `id-${++serial}`,
  form: 'Enquiry form',
  created_at: ist(at),
  name: 'Asha',
  email: 'asha@example.in',
  phone: '',
  service: '',
  page: '/',
  message: '',
  ...(source ? { source: { text: '', channel: 'direct visit', campaign: '', landing: '/', ...source } } : {}),
  ...(progress
    ? {
        progress: {
          status: 'new',
          note: '',
          by: 'Ravi',
          at: ist(at),
          fee: null,
          clientAt: null,
          firstCalled: null,
          takenBy: null,
          ...progress,
        },
      }
    : {}),
})

describe('the Sources screen', () => {
  it('weeks start on Monday and months on the 1st, in India time', () => {
    expect(periodOf(ist('2026-11-30T00:10:00'), 'week')).toEqual({ key: '2026-11-30', label: '30 Nov' })
    expect(periodOf(ist('2026-11-29T23:50:00'), 'week')).toEqual({ key: '2026-11-23', label: '23 Nov' })
    expect(periodOf(ist('2026-12-01T00:10:00'), 'month')).toEqual({ key: '2026-12', label: 'Dec 2026' })
    expect(periodOf(ist('2026-11-30T23:50:00'), 'month').key).toBe('2026-11')
    expect(lastPeriods(Date.parse(ist('2026-11-28T12:00:00')), 'month', 3).map((p) => p.key)).toEqual(['2026-09', '2026-10', '2026-11'])
    expect(lastPeriods(Date.parse(ist('2026-11-28T12:00:00')), 'week', 2).map((p) => p.key)).toEqual(['2026-11-16', '2026-11-23'])
  })

  it('counts enquiries per group and period, with clients and their fees; newsletter sign-ups and older ones left out', () => {
    const periods = lastPeriods(Date.parse(ist('2026-11-28T12:00:00')), 'week', 2)
    const list: Enquiry[] = [
      enquiry(
        '2026-11-17T10:00:00',
        { channel: 'Google ad', campaign: 'itr-2026' },
        { status: 'client', fee: 1598, clientAt: ist('2026-11-20T10:00:00') },
      ),
      enquiry('2026-11-24T10:00:00', { channel: 'Google ad', campaign: 'itr-2026' }),
      enquiry('2026-11-25T10:00:00', { channel: 'Google search' }, { status: 'client', fee: null }),
      enquiry('2026-11-26T10:00:00'),
      enquiry('2026-11-01T10:00:00', { channel: 'Google ad' }),
      { ...enquiry('2026-11-26T10:00:00'), form: 'Newsletter' },
    ]
    expect(sourceTable(list, 'channel', 'week', periods)).toEqual([
      { name: 'Google ad', counts: [1, 1], total: 2, clients: 1, fees: 1598 },
      { name: 'Google search', counts: [0, 1], total: 1, clients: 1, fees: 0 },
      { name: NOT_RECORDED, counts: [0, 1], total: 1, clients: 0, fees: 0 },
    ])
    expect(sourceTable(list, 'campaign', 'week', periods).map((r) => [r.name, r.total])).toEqual([
      ['itr-2026', 2],
      ['no campaign', 1],
      [NOT_RECORDED, 1],
    ])
  })

  it('promises kept: called by the due time, of those settled; the median time to the first call; one still inside its promise waits', () => {
    const now = Date.parse(ist('2026-11-28T12:00:00'))
    const periods = lastPeriods(now, 'week', 2)
    const promised = (at: string, due: string, firstCalled: string | null, channel = 'Google ad') => ({
      ...enquiry(at, { channel }, { firstCalled }),
      due: { at: ist(due), promise: '15-minute promise, in working hours', promised: [] },
    })
    const list: Enquiry[] = [
      // Last week: one called in 10 minutes (kept), one called an hour late.
      promised('2026-11-17T10:00:00', '2026-11-17T10:15:00', ist('2026-11-17T10:10:00')),
      promised('2026-11-18T10:00:00', '2026-11-18T10:15:00', ist('2026-11-18T11:15:00')),
      // This week: one kept at 30 minutes, one never called and past due, one still inside its promise (not counted).
      promised('2026-11-24T10:00:00', '2026-11-25T10:00:00', ist('2026-11-24T10:30:00')),
      promised('2026-11-25T10:00:00', '2026-11-25T10:15:00', null),
      promised('2026-11-28T11:58:00', '2026-11-28T12:13:00', null),
      // Another source; an enquiry kept before promises (no due time) is left out.
      promised('2026-11-26T10:00:00', '2026-11-26T10:15:00', ist('2026-11-26T10:05:00'), 'Google search'),
      enquiry('2026-11-26T10:00:00', { channel: 'Google search' }, { firstCalled: ist('2026-11-27T10:00:00') }),
    ]
    const minutes = (n: number) => n * 60_000
    expect(promisesKept(list, 'channel', 'week', periods, now)).toEqual([
      {
        name: 'Google ad',
        cells: [
          { settled: 2, kept: 1, medianToCall: minutes(42.5) },
          { settled: 2, kept: 1, medianToCall: minutes(30) },
        ],
        total: { settled: 4, kept: 2, medianToCall: minutes(30) },
      },
      {
        name: 'Google search',
        cells: [
          { settled: 0, kept: 0, medianToCall: null },
          { settled: 1, kept: 1, medianToCall: minutes(5) },
        ],
        total: { settled: 1, kept: 1, medianToCall: minutes(5) },
      },
    ])
    // All sources as one row: the median of every call, not of each source's median.
    expect(promisesKept(list, 'all', 'week', periods, now)[0].total).toEqual({ settled: 5, kept: 3, medianToCall: minutes(20) })
  })

  it("Google Ads' conversions: clients by a Google click under 90 days old, at +05:30, valued in INR", () => {
    const now = Date.parse(ist('2026-12-31T12:00:00'))
    const client = (at: string, kind: 'gclid' | 'gbraid' | 'msclkid', fee: number | null) =>
      enquiry(
        at,
        { channel: 'Google ad', click: { kind, id: `${kind}-${at.slice(5, 10)}` } },
        { status: 'client', fee, clientAt: ist('2026-12-30T18:45:10') },
      )
    const { csv, rows } = conversionsCsv(
      [
        client('2026-12-01T10:00:00', 'gclid', 1598),
        client('2026-11-20T10:00:00', 'gbraid', null),
        client('2026-10-01T11:59:00', 'gclid', 999),
        client('2026-12-02T10:00:00', 'msclkid', 500),
        enquiry('2026-12-03T10:00:00', { click: { kind: 'gclid', id: 'not-a-client' } }, { status: 'called' }),
      ],
      'Became a client',
      now,
    )
    expect(rows).toBe(2)
    expect(csv.split('\r\n')).toEqual([
      'Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
      'gclid-12-01,,,Became a client,2026-12-30 18:45:10+05:30,1598,INR',
      ',gbraid-11-20,,Became a client,2026-12-30 18:45:10+05:30,,INR',
      '',
    ])
    expect(conversionTime('2026-12-31T18:30:00.000Z')).toBe('2027-01-01 00:00:00+05:30')
  })
})
