// @vitest-environment node
/**
 * supabase-js → local backend (real HTTP on 127.0.0.1) → PGlite with the real migrations, driven
 * through the site's own calls in src/backend. One PGlite per file: it takes a few seconds to start.
 */
import { execFile, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createLocalBackend,
  DataDirLockedError,
  localBackendMiddleware,
  startBackendServer,
  type BackendServer,
  type LocalBackend,
} from '../../scripts/backend/index.ts'
import { MAX_ROWS_PER_REQUEST } from '../../scripts/backend/rest.ts'
import { getBackendClient, resolveBackendConfig, type BackendClient } from '../../src/backend/client.ts'
import {
  createGuideAccess,
  GUIDE_LEAD_MESSAGE,
  LEAD_ERROR,
  NEWSLETTER_ERROR,
  recordGuideView,
  submitLead,
  subscribeNewsletter,
  type LeadPayload,
} from '../../src/backend/leads.ts'
import {
  emailKey,
  invalidLeadFields,
  MESSAGE_MAX,
  SERVICES,
  SUBMISSIONS_PER_EMAIL,
  SUBMISSIONS_PER_PHONE,
  SUBMISSIONS_PER_ADDRESS,
  type LeadFields,
} from '../../src/backend/limits.ts'
import { GUIDE_ID_HEADER, isGuideId, LOCAL_ANON_KEY } from '../../src/backend/protocol.ts'
import { CAMPAIGN_TAGS, CLICK_IDS } from '../../src/backend/visit-source.ts'

const SOURCE_COLUMNS = ['landing_page', 'referrer_host', ...CAMPAIGN_TAGS, ...CLICK_IDS] as const

const REPO_ROOT = new URL('../../', import.meta.url)

let dataDir: string
let backend: LocalBackend
let server: BackendServer
let supabase: BackendClient

beforeAll(async () => {
  dataDir = join(mkdtempSync(join(tmpdir(), 'backend-test-')), 'pglite')
  // Every request here comes from 127.0.0.1: the cap per client address has a test of its own below.
  backend = await createLocalBackend({ dataDir, log: () => {}, capByAddress: false })
  server = await startBackendServer(backend)
  // No Supabase project configured: the client must fall back to the page's origin, as in `npm start`.
  vi.stubEnv('VITE_SUPABASE_URL', '')
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', '')
  vi.stubGlobal('location', new URL(server.url))
  supabase = await getBackendClient()
}, 60_000)

afterAll(async () => {
  await server?.close()
  await backend?.close()
  if (dataDir) rmSync(dirname(dataDir), { recursive: true, force: true })
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

const stored = () => backend.readStored()
let serial = 0
/** a unique, valid lead */
const lead = (overrides: Partial<LeadPayload> = {}): LeadPayload => ({
  name: 'Asha Verma',
  email: `asha.${++serial}@example.in`,
  // Unique too: the database caps submissions per phone number (0002_abuse_limits.sql).
  phone: `+91 9${String(serial).padStart(9, '0')}`,
  message: 'Need help with company registration',
  service: 'business-registration',
  source_page: '/services',
  ...overrides,
})

async function rawFetch(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', ...init.headers },
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined }
}

describe('client configuration', () => {
  it('uses the Supabase project when both variables are set, else the local backend on this origin', () => {
    expect(resolveBackendConfig({ VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' }, 'http://o')).toEqual({
      url: 'https://x.supabase.co',
      anonKey: 'k',
      local: false,
    })
    expect(resolveBackendConfig({}, 'http://localhost:4173')).toEqual({
      url: 'http://localhost:4173',
      anonKey: LOCAL_ANON_KEY,
      local: true,
    })
    expect(() => resolveBackendConfig({ VITE_SUPABASE_URL: 'https://x.supabase.co' }, 'http://o')).toThrow(/both/)
  })
})

describe('leads', () => {
  it('stores exactly the payload of each form', async () => {
    const full = lead()
    const contact = lead({ message: 'Subject: GST\n\nMessage: When is my return due?', service: undefined, source_page: '/contact' })
    const campaign = lead({ service: 'ITR Filing', message: 'Income Type: salaried', source_page: '/itr-filing-campaign' })
    for (const payload of [full, contact, campaign]) await submitLead(payload)

    const { leads } = await stored()
    for (const payload of [full, contact, campaign]) {
      const row = leads.find((candidate) => candidate.email === payload.email)
      expect(row).toMatchObject({ ...payload, service: payload.service ?? null })
      // The row's other columns say where the visit came from (0007_sources.sql; none here, outside a browser)
      // and which privacy notice it was sent under (0008_privacy.sql; none here: sent without one, and marked so,
      // 0011_one_mailbox.sql).
      expect(Object.keys(row!).sort()).toEqual(
        [
          'created_at',
          'email',
          'id',
          'message',
          'name',
          'phone',
          'service',
          'source_page',
          ...SOURCE_COLUMNS,
          'notice_at',
          'notice_claimed',
          'notice_missing',
          'notice_purposes',
          'notice_text',
          'notice_version',
          // When it falls due and the promise that set it (0013_promises.sql): none here, where no clock is published.
          'due_at',
          'promise_minutes',
          'promise_working_hours',
          // The language of the page it was sent from (0014_language.sql): English unless a Hindi page said so.
          'language',
        ].sort(),
      )
      expect(row!.language).toBe('en')
      expect(row!.notice_missing).toBe('not-sent')
      expect([row!.due_at, row!.promise_minutes]).toEqual([null, null])
      for (const column of SOURCE_COLUMNS) expect(row![column]).toBeNull()
      expect(row!.id).toMatch(/^[0-9a-f-]{36}$/)
      expect(Date.now() - row!.created_at.getTime()).toBeLessThan(60_000)
    }
  })

  it('sends only the spec fields, whatever the caller passes', async () => {
    const payload = { ...lead(), id: '00000000-0000-4000-8000-000000000000', created_at: '2000-01-01' }
    await submitLead(payload)
    const row = (await stored()).leads.find((candidate) => candidate.email === payload.email)!
    expect(row.id).not.toBe(payload.id)
    expect(row.created_at.getFullYear()).toBeGreaterThan(2000)
  })

  it('never lets the anonymous visitor read, change or delete leads', async () => {
    await submitLead(lead())
    const read = await supabase.from('lead_submissions').select('*')
    expect(read.data).toBeNull()
    expect(read.error).toMatchObject({ code: '42501' })
    expect(read.status).toBe(401)
    expect((await supabase.from('lead_submissions').select('id')).error?.code).toBe('42501')
    expect((await supabase.from('newsletter_subscriptions').select('email')).error?.code).toBe('42501')

    const update = await rawFetch('/rest/v1/lead_submissions?source_page=eq./services', { method: 'PATCH', body: '{"name":"x"}' })
    expect(update).toMatchObject({ status: 401, body: { code: '42501' } })
    const remove = await rawFetch('/rest/v1/lead_submissions?source_page=eq./services', { method: 'DELETE' })
    expect(remove).toMatchObject({ status: 401, body: { code: '42501' } })
    const forged = await rawFetch('/rest/v1/lead_submissions', {
      method: 'POST',
      body: JSON.stringify({ ...lead(), created_at: '2000-01-01T00:00:00Z' }),
    })
    expect(forged).toMatchObject({ status: 401, body: { code: '42501' } })
  })
})

describe('CHECK constraints answer 400 with a PostgREST JSON error', () => {
  const cases: Array<[string, Partial<LeadPayload>, string]> = [
    ['a 10,000-character message', { message: 'x'.repeat(10_000) }, 'lead_submissions_message_check'],
    ['a malformed e-mail', { email: 'asha@example' }, 'lead_submissions_email_check'],
    ['an e-mail with a space', { email: 'asha verma@example.in' }, 'lead_submissions_email_check'],
    ['an over-long e-mail', { email: `${'a'.repeat(250)}@x.in` }, 'lead_submissions_email_check'],
    ['a phone with letters', { phone: '98765-CALL-ME' }, 'lead_submissions_phone_check'],
    ['a too short phone', { phone: '12345' }, 'lead_submissions_phone_check'],
    ['an unknown service', { service: 'astrology' }, 'lead_submissions_service_check'],
    ['a blank name', { name: '   ' }, 'lead_submissions_name_check'],
    ['a name of no-break spaces', { name: '\u00a0\u00a0' }, 'lead_submissions_name_check'],
    ['a name of a zero-width space', { name: '\u200b' }, 'lead_submissions_hidden_check'],
    ['a name of ANSI escapes and a CR', { name: '\u001b[2K\rRavi \u001b]0;owned\u0007' }, 'lead_submissions_text_check'],
    ['a message with an escape sequence', { message: 'Hello\u001b[31m red' }, 'lead_submissions_text_check'],
    ['an e-mail with a carriage return', { email: 'a\r@example.in' }, 'lead_submissions_email_check'],
    ['a 101-character name', { name: 'n'.repeat(101) }, 'lead_submissions_name_check'],
    ['a source page that is not a path', { source_page: 'https://evil.example/' }, 'lead_submissions_source_page_check'],
    ['an e-mail with a Cyrillic look-alike letter', { email: 'аsha@example.in' }, 'lead_submissions_email_check'],
    ['an e-mail with a zero-width space', { email: 'asha\u200b@example.in' }, 'lead_submissions_email_check'],
    ['an e-mail in full-width letters', { email: 'ａsha@example.in' }, 'lead_submissions_email_check'],
    ['an e-mail with a direction control', { email: 'asha\u202e@example.in' }, 'lead_submissions_email_check'],
    // Mail parameters planted through the address (0006_hardening.sql): no mailbox has ? % & = #.
    [
      'an e-mail that plants mail parameters',
      { email: 'ravi%40gmail.com?bcc=spy%40evil.example&x=@example.in' },
      'lead_submissions_email_check',
    ],
    ['an e-mail with a #', { email: 'ravi#x@example.in' }, 'lead_submissions_email_check'],
    ['an e-mail with an =', { email: 'subject=hi@example.in' }, 'lead_submissions_email_check'],
    ['a phone of 9 digits', { phone: '+ 98765 4321' }, 'lead_submissions_phone_check'],
    ['a phone of 16 digits', { phone: '1234567890123456' }, 'lead_submissions_phone_check'],
    ['a name with a right-to-left override', { name: 'Ravi \u202egnp.exe' }, 'lead_submissions_hidden_check'],
    ['a name of a Hangul filler', { name: '\u3164' }, 'lead_submissions_hidden_check'],
    ['a message with a direction isolate', { message: 'Pay \u2066₹500\u2069 now' }, 'lead_submissions_hidden_check'],
    ['a message with a word joiner', { message: 'call\u2060me' }, 'lead_submissions_hidden_check'],
    // A name needs a letter (0005_inbox_names.sql): characters that show nothing are refused by property.
    ['a name of soft hyphens', { name: '\u00ad\u00ad' }, 'lead_submissions_name_check'],
    ['a name of variation selectors', { name: '\ufe0f\ufe0e' }, 'lead_submissions_name_check'],
    ['a name of tag characters', { name: '\u{e0041}\u{e0073}\u{e0068}\u{e0061}' }, 'lead_submissions_name_check'],
    ['a name of a lone combining mark', { name: '\u0301' }, 'lead_submissions_name_check'],
    ['a name of the object replacement character', { name: '\ufffc' }, 'lead_submissions_name_check'],
    ['a name of digits only', { name: '12345' }, 'lead_submissions_name_check'],
  ]

  it.each(cases)('rejects %s', async (_, overrides, constraint) => {
    const { error, status } = await supabase.from('lead_submissions').insert(lead(overrides))
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: '23514' })
    expect(error!.message).toContain(constraint)
    await expect(submitLead(lead(overrides))).rejects.toThrow(LEAD_ERROR)
  })

  it('answers with JSON {code, message, details, hint}', async () => {
    const response = await rawFetch('/rest/v1/lead_submissions', { method: 'POST', body: JSON.stringify(lead({ service: 'astrology' })) })
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(Object.keys(response.body as object).sort()).toEqual(['code', 'details', 'hint', 'message'])
  })

  it('rejects a missing required field (23502) and a wrong type (22P02) with 400', async () => {
    const missing = await supabase.from('lead_submissions').insert({ name: 'A', email: 'a@b.in' } as never)
    expect(missing).toMatchObject({ status: 400, error: { code: '23502' } })
    const id = crypto.randomUUID()
    await createGuideRow(id)
    const wrongType = await supabase
      .from('ebook_downloads')
      .update({ pages_viewed: 'many' as never })
      .eq('id', id)
      .setHeader(GUIDE_ID_HEADER, id)
    expect(wrongType).toMatchObject({ status: 400, error: { code: '22P02' } })
  })

  it('agree with the browser checks in limits.ts on generated leads', async () => {
    const text = (chars: string, maxLength: number) => fc.array(fc.constantFrom(...chars), { maxLength }).map((list) => list.join(''))
    const arbitrary = fc.record({
      name: fc.oneof(
        text('ab é\t\u200d\u202e\u3164\u00ad\u0301\ufe0f\ufffc1\u{e0041}', 12),
        fc.constantFrom('', ' ', 'n'.repeat(100), 'n'.repeat(101), ` ${'n'.repeat(99)} `),
      ),
      email: fc.oneof(fc.emailAddress(), text('ab@.-+ а\u200bａ', 10), fc.constant(`${'a'.repeat(246)}@ex.com`)),
      phone: fc.oneof(fc.constant(null), text('0123456789 +()-x.', 22), text('0123456789', 17)),
      message: fc.oneof(
        fc.constant(null),
        text('m \n\u2060\u200c\u2066', 8),
        fc.constantFrom('x'.repeat(MESSAGE_MAX), 'x'.repeat(MESSAGE_MAX + 1)),
      ),
      service: fc.constantFrom(null, '', 'ITR filing', 'consult', ...SERVICES),
      source_page: fc.oneof(text('/a.', 6), fc.constantFrom('/', `/${'p'.repeat(199)}`, `/${'p'.repeat(200)}`)),
    })
    await fc.assert(
      fc.asyncProperty(arbitrary, async (generated: LeadFields) => {
        // A different address each time (digits in front change no rule but the length, which both sides
        // count alike), so the cap of submissions per address never answers instead of the constraints.
        const row = { ...generated, email: `${++serial}${generated.email}` }
        const { error } = await supabase.from('lead_submissions').insert(row)
        const browserAccepts = invalidLeadFields(row).length === 0
        expect(error === null, `${JSON.stringify(row)}: ${error?.message}`).toBe(browserAccepts)
        if (error) expect(error.code).toBe('23514')
      }),
      { numRuns: 300 },
    )
  }, 60_000)
})

describe('newsletter', () => {
  it('stores {email, source: blog_page} and reads a repeat, in any case, as already subscribed', async () => {
    expect(await subscribeNewsletter('Reader@Example.in')).toBe('subscribed')
    expect(await subscribeNewsletter('reader@example.IN')).toBe('already-subscribed')
    const rows = (await stored()).subscriptions.filter((row) => row.email.toLowerCase() === 'reader@example.in')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: 'Reader@Example.in', source: 'blog_page' })
  })

  it('fails with the spec message on a bad address', async () => {
    await expect(subscribeNewsletter('not-an-address')).rejects.toThrow(NEWSLETTER_ERROR)
  })
})

async function createGuideRow(id: string) {
  const { error } = await supabase.from('ebook_downloads').insert({ id, name: 'Guide Reader', email: `g.${id.slice(0, 8)}@example.in` })
  expect(error).toBeNull()
}

describe('startup guide', () => {
  it('creates the guide row with a browser-made id and a lead, then records views', async () => {
    const id = await createGuideAccess({ name: 'Ravi', email: 'ravi@example.in', phone: '', source_page: '/' })
    const first = await stored()
    const { leads } = first
    let { guides } = first
    expect(guides.find((row) => row.id === id)).toMatchObject({ name: 'Ravi', phone: null, pages_viewed: 0, viewed_at: null })
    expect(leads.find((row) => row.email === 'ravi@example.in')).toMatchObject({ message: GUIDE_LEAD_MESSAGE, source_page: '/' })

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await expect(recordGuideView(id, 4)).resolves.toBe('recorded')
      ;({ guides } = await stored())
      const row = guides.find((candidate) => candidate.id === id)!
      expect(row.pages_viewed).toBe(4)
      expect(Date.now() - row.viewed_at!.getTime()).toBeLessThan(60_000)
      await recordGuideView(id, 0) // the greater of the page and 1
      ;({ guides } = await stored())
      expect(guides.find((candidate) => candidate.id === id)!.pages_viewed).toBe(1)
      expect(errors).not.toHaveBeenCalled()
    } finally {
      errors.mockRestore()
    }
  })

  it('says an unknown id is unknown without logging, and logs (never throws) when the call fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const before = (await stored()).guides
      await expect(recordGuideView(crypto.randomUUID(), 3)).resolves.toBe('unknown')
      expect(errors).not.toHaveBeenCalled()
      await expect(recordGuideView('not-a-uuid', 3)).resolves.toBe('failed')
      expect(errors).toHaveBeenCalledTimes(1)
      await expect(recordGuideView(before[0]?.id ?? crypto.randomUUID(), 5000)).resolves.toBe('failed')
      expect(errors).toHaveBeenCalledTimes(2)
      expect((await stored()).guides).toEqual(before)
    } finally {
      errors.mockRestore()
    }
  })

  it('knows the shape of a guide id', () => {
    expect(isGuideId(crypto.randomUUID())).toBe(true)
    for (const bad of ['', 'not-a-uuid', '8a3f5c2e-1b4d-4c6e-9f70-2d8e6b1a4c3', '8a3f5c2e1b4d4c6e9f702d8e6b1a4c39', "' or 1=1"])
      expect(isGuideId(bad)).toBe(false)
  })

  it('lets the visitor update only viewed_at and pages_viewed of the row it names', async () => {
    const id = crypto.randomUUID()
    await createGuideRow(id)
    const named = () => supabase.from('ebook_downloads')

    const otherColumn = await named()
      .update({ email: 'thief@example.in' } as never)
      .eq('id', id)
      .setHeader(GUIDE_ID_HEADER, id)
    expect(otherColumn).toMatchObject({ status: 401, error: { code: '42501' } })

    // Without the header, or naming another guide, the row is invisible: nothing is updated.
    const noHeader = await named().update({ pages_viewed: 7 }).eq('id', id).select('id')
    expect(noHeader).toMatchObject({ error: null, data: [] })
    const otherHeader = await named().update({ pages_viewed: 7 }).eq('id', id).setHeader(GUIDE_ID_HEADER, crypto.randomUUID()).select('id')
    expect(otherHeader).toMatchObject({ error: null, data: [] })
    const everyRow = await named().update({ pages_viewed: 7 }, { count: 'exact' }).neq('id', crypto.randomUUID())
    expect(everyRow).toMatchObject({ error: null, count: 0 })
    // Filtering on a column anon cannot read is refused outright.
    const byOtherColumn = await named().update({ pages_viewed: 7 }).eq('email', 'g@example.in').setHeader(GUIDE_ID_HEADER, id)
    expect(byOtherColumn).toMatchObject({ status: 401, error: { code: '42501' } })
    expect((await stored()).guides.some((row) => row.pages_viewed === 7)).toBe(false)

    const forged = await named().insert({ id: crypto.randomUUID(), name: 'x', email: 'x@y.in', pages_viewed: 3 } as never)
    expect(forged).toMatchObject({ status: 401, error: { code: '42501' } })
    const remove = await rawFetch(`/rest/v1/ebook_downloads?id=eq.${id}`, { method: 'DELETE', headers: { [GUIDE_ID_HEADER]: id } })
    expect(remove).toMatchObject({ status: 401, body: { code: '42501' } })
  })

  it('does not let the visitor list guide ids or read guide rows', async () => {
    const id = crypto.randomUUID()
    await createGuideRow(id)
    expect(await supabase.from('ebook_downloads').select('id')).toMatchObject({ error: null, data: [] })
    const counted = await supabase.from('ebook_downloads').select('id', { count: 'exact', head: true })
    expect(counted).toMatchObject({ error: null, count: 0 })
    const other = await supabase.from('ebook_downloads').select('id').setHeader(GUIDE_ID_HEADER, crypto.randomUUID())
    expect(other).toMatchObject({ error: null, data: [] })
    // Naming the id shows the id and nothing else.
    expect(await supabase.from('ebook_downloads').select('id').setHeader(GUIDE_ID_HEADER, id)).toMatchObject({ data: [{ id }] })
    const details = await supabase.from('ebook_downloads').select('email').setHeader(GUIDE_ID_HEADER, id)
    expect(details).toMatchObject({ status: 401, error: { code: '42501' } })
  })
})

describe('local backend HTTP', () => {
  it('answers an unknown table with a JSON 404 (PGRST205)', async () => {
    const response = await rawFetch('/rest/v1/users?select=*')
    expect(response).toMatchObject({ status: 404, body: { code: 'PGRST205', details: null, hint: null } })
    const viaClient = await supabase.from('users' as never).select('*')
    expect(viaClient.error).toMatchObject({ code: 'PGRST205' })
  })

  it('answers 400 to a body that is not valid UTF-8, and stores nothing', async () => {
    const email = `bytes.${crypto.randomUUID().slice(0, 8)}@example.in`
    const json = JSON.stringify(lead({ email, name: 'Asha NAME' }))
    // "NAME" becomes a byte sequence no UTF-8 decoder takes: a lone continuation byte, a truncated
    // sequence, an over-long encoding of "/" and a surrogate's encoding.
    for (const bad of [[0x80], [0xe0, 0xa4], [0xc0, 0xaf], [0xed, 0xa0, 0x80]]) {
      const [before, after] = json.split('NAME')
      const body = Buffer.concat([Buffer.from(before), Buffer.from(bad), Buffer.from(after)])
      for (const method of ['POST', 'PATCH'] as const) {
        const response = await rawFetch(`/rest/v1/lead_submissions${method === 'PATCH' ? `?email=eq.${email}` : ''}`, { method, body })
        expect(response, `${method} ${Buffer.from(bad).toString('hex')}`).toMatchObject({
          status: 400,
          body: { code: 'PGRST102', message: 'The request body is not valid UTF-8 text, so it was not read.' },
        })
      }
    }
    expect((await stored()).leads.filter((row) => row.email === email)).toEqual([])
    // Valid UTF-8 in every script still goes in.
    const fine = await rawFetch('/rest/v1/lead_submissions', {
      method: 'POST',
      body: Buffer.from(JSON.stringify(lead({ email, name: 'आशा வர்மா' }))),
    })
    expect(fine.status).toBe(201)
  })

  it('answers unknown columns, bad filters, bad JSON and a missing key with JSON errors', async () => {
    expect(await rawFetch('/rest/v1/ebook_downloads?select=id,secret')).toMatchObject({ status: 400, body: { code: '42703' } })
    expect(await rawFetch('/rest/v1/ebook_downloads?select=id&id=approx.1')).toMatchObject({ status: 400, body: { code: 'PGRST100' } })
    expect(await rawFetch('/rest/v1/ebook_downloads?select=id);drop table x;--')).toMatchObject({ status: 400, body: { code: 'PGRST100' } })
    expect(await rawFetch('/rest/v1/lead_submissions', { method: 'POST', body: '{"name":' })).toMatchObject({
      status: 400,
      body: { code: 'PGRST102' },
    })
    expect(await rawFetch('/rest/v1/lead_submissions', { method: 'POST', body: '{"nam":"x"}' })).toMatchObject({
      status: 400,
      body: { code: 'PGRST204' },
    })
    expect(await rawFetch('/rest/v1/lead_submissions', { method: 'PUT', body: '{}' })).toMatchObject({
      status: 405,
      body: { code: 'PGRST117' },
    })
    const noKey = await fetch(`${server.url}/rest/v1/lead_submissions`, { method: 'POST', body: '{}' })
    expect(noKey.status).toBe(401)
    expect(await noKey.json()).toMatchObject({ message: 'No API key found in request' })
  })

  it('honours count=exact and return=representation on insert', async () => {
    const one = [{ id: crypto.randomUUID(), name: 'A', email: 'a1@example.in' }]
    expect(await supabase.from('ebook_downloads').insert(one, { count: 'exact' })).toMatchObject({ error: null, status: 201, count: 1 })

    // Reading the new row back needs the SELECT policy, i.e. the row named in the header...
    const id = crypto.randomUUID()
    const named = await supabase
      .from('ebook_downloads')
      .insert({ id, name: 'C', email: 'c1@example.in' })
      .select('id')
      .setHeader(GUIDE_ID_HEADER, id)
    expect(named).toMatchObject({ error: null, status: 201, data: [{ id }] })
    // ...otherwise Postgres refuses the whole insert, as PostgREST on Supabase does.
    const unnamed = await supabase
      .from('ebook_downloads')
      .insert({ id: crypto.randomUUID(), name: 'D', email: 'd1@example.in' })
      .select('id')
    expect(unnamed).toMatchObject({ status: 401, error: { code: '42501', message: expect.stringContaining('row-level security') } })
  })

  it('stores one submission per request: two rows are refused by the database, 10,000 before they are read', async () => {
    const before = await stored()
    const two = [lead(), lead()]
    const refused = await supabase.from('lead_submissions').insert(two)
    expect(refused).toMatchObject({
      status: 400,
      error: { code: 'P0001', message: 'One submission per request: this request holds 2 rows.' },
    })
    const defaults = await supabase.from('lead_submissions').insert(two, { defaultToNull: false })
    expect(defaults).toMatchObject({ status: 400, error: { code: 'P0001' } })
    const many = await rawFetch('/rest/v1/lead_submissions', {
      method: 'POST',
      body: JSON.stringify(Array.from({ length: 1000 }, () => lead())),
    })
    expect(many).toMatchObject({ status: 413, body: { message: `Too many rows in one request: 1000 (at most ${MAX_ROWS_PER_REQUEST})` } })
    const huge = await rawFetch('/rest/v1/lead_submissions', {
      method: 'POST',
      body: JSON.stringify(Array.from({ length: 10_000 }, () => lead())),
    })
    expect(huge.status).toBe(413)
    expect((await stored()).leads.length).toBe(before.leads.length)
  })

  it('answers 429 past the cap of submissions per e-mail address, and per phone number however it is written', async () => {
    const email = `cap.${crypto.randomUUID().slice(0, 8)}@example.in`
    for (let i = 0; i < SUBMISSIONS_PER_EMAIL; i++)
      expect((await supabase.from('lead_submissions').insert(lead({ email }))).error).toBeNull()
    const over = await supabase.from('lead_submissions').insert(lead({ email: email.toUpperCase() }))
    expect(over).toMatchObject({
      status: 429,
      error: { code: 'PT429', message: 'Too many submissions with this e-mail address in a short time.' },
    })
    await expect(submitLead(lead({ email }))).rejects.toThrow(LEAD_ERROR)
    // The same address may still ask for the guide: the cap is per table.
    expect((await supabase.from('ebook_downloads').insert({ id: crypto.randomUUID(), name: 'Cap', email })).error).toBeNull()

    const digits = `9${String(Date.now()).slice(-9)}`
    const written = [digits, `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`, `(0) ${digits}`, `+91-${digits}`]
    for (let i = 0; i < SUBMISSIONS_PER_PHONE; i++)
      expect((await supabase.from('lead_submissions').insert(lead({ phone: written[i % written.length] }))).error).toBeNull()
    const phoneOver = await supabase.from('lead_submissions').insert(lead({ phone: digits }))
    expect(phoneOver).toMatchObject({ status: 429, error: { message: 'Too many submissions with this phone number in a short time.' } })
  })

  it('counts an address with a +tag, in any case, as the same address for the cap', async () => {
    const local = `tag.${crypto.randomUUID().slice(0, 8)}`
    for (let i = 0; i < SUBMISSIONS_PER_EMAIL; i++)
      expect((await supabase.from('lead_submissions').insert(lead({ email: `${local}+${i}@example.in` }))).error).toBeNull()
    for (const variant of [`${local}@example.in`, `${local.toUpperCase()}+x@EXAMPLE.in`, `${local}+@example.in`]) {
      const over = await supabase.from('lead_submissions').insert(lead({ email: variant }))
      expect(over, variant).toMatchObject({ status: 429, error: { code: 'PT429' } })
    }
    // Look-alike spellings never reach the count: the address itself is refused.
    const lookalike = await supabase.from('lead_submissions').insert(lead({ email: `${local.replace('a', 'а')}@example.in` }))
    expect(lookalike).toMatchObject({ status: 400, error: { code: '23514' } })
  })

  it('counts the spellings of one Gmail inbox (dots, googlemail.com) as one address for the cap', async () => {
    const local = `inbox${crypto.randomUUID().slice(0, 8).replace(/\d/g, 'x')}`
    const dotted = (i: number) => `${local.slice(0, i + 1)}.${local.slice(i + 1)}`
    for (let i = 0; i < SUBMISSIONS_PER_EMAIL; i++)
      expect((await supabase.from('lead_submissions').insert(lead({ email: `${dotted(i)}@gmail.com` }))).error).toBeNull()
    for (const variant of [`${local}@gmail.com`, `${dotted(7)}+x@googlemail.com`, `${local.toUpperCase()}@GoogleMail.com`]) {
      const over = await supabase.from('lead_submissions').insert(lead({ email: variant }))
      expect(over, variant).toMatchObject({ status: 429, error: { code: 'PT429' } })
    }
    // Dots still count elsewhere: a.b@example.in and ab@example.in are two inboxes.
    expect((await supabase.from('lead_submissions').insert(lead({ email: `${dotted(2)}@example.in` }))).error).toBeNull()
    expect(emailKey(`${dotted(3)}@googlemail.com`)).toBe(`${local}@gmail.com`)
  })

  it('answers CORS preflights', async () => {
    const response = await fetch(`${server.url}/rest/v1/ebook_downloads?id=eq.1`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'apikey, x-guide-id',
      },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH')
    expect(response.headers.get('access-control-allow-headers')).toContain('x-guide-id')
  })

  it('mounts as connect middleware and passes other paths on', async () => {
    const middleware = localBackendMiddleware(backend)
    const app = createServer((req, res) => middleware(req, res, () => res.end('next')))
    await new Promise<void>((done) => app.listen(0, '127.0.0.1', done))
    const { port } = app.address() as { port: number }
    try {
      expect(await (await fetch(`http://127.0.0.1:${port}/about`)).text()).toBe('next')
      const api = await fetch(`http://127.0.0.1:${port}/rest/v1/users`, { headers: { apikey: 'k' } })
      expect(api.status).toBe(404)
    } finally {
      app.close()
      app.closeAllConnections()
    }
  })

  it('stores 500 concurrent inserts exactly once', async () => {
    const marker = `burst-${Date.now()}`
    const started = performance.now()
    const results = await Promise.allSettled(
      Array.from({ length: 500 }, (_, i) => submitLead(lead({ message: `${marker} #${i}`, email: `burst${i}@example.in` }))),
    )
    const seconds = (performance.now() - started) / 1000
    expect(results.filter((result) => result.status === 'rejected')).toEqual([])
    const rows = (await stored()).leads.filter((row) => row.message?.startsWith(marker))
    expect(rows).toHaveLength(500)
    expect(new Set(rows.map((row) => row.message)).size).toBe(500)
    console.info(`500 concurrent inserts over HTTP in ${seconds.toFixed(2)} s (${Math.round(500 / seconds)} per second)`)
  }, 60_000)
})

describe('the cap per client address', () => {
  it('answers the plain 429 past SUBMISSIONS_PER_ADDRESS from one machine, whatever addresses and phones, and ignores forged forwarding headers', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'address-cap-')), 'pglite')
    const capped = await createLocalBackend({ dataDir: folder, log: () => {}, handleSignals: false })
    const cappedServer = await startBackendServer(capped)
    const post = (table: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${cappedServer.url}/rest/v1/${table}`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    try {
      // A flood of 60 at once, each with its own address, phone and forged forwarding headers.
      const statuses = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          post('lead_submissions', lead(), { 'x-forwarded-for': `203.0.113.${i}`, 'cf-connecting-ip': `198.51.100.${i}` }).then(
            (r) => r.status,
          ),
        ),
      )
      expect(statuses.filter((s) => s === 201)).toHaveLength(SUBMISSIONS_PER_ADDRESS)
      expect(statuses.filter((s) => s === 429)).toHaveLength(60 - SUBMISSIONS_PER_ADDRESS)
      const over = await post('lead_submissions', lead())
      expect(over.status).toBe(429)
      expect(await over.json()).toMatchObject({
        code: 'PT429',
        message: 'Too many submissions from this address in a short time.',
        hint: 'Wait a few minutes and try again, or call us.',
      })
      // Per table, as the other caps: the same machine may still subscribe.
      expect((await post('newsletter_subscriptions', { email: `cap.${serial++}@example.in`, source: 'blog_page' })).status).toBe(201)
      expect((await capped.readStored()).leads).toHaveLength(SUBMISSIONS_PER_ADDRESS)
    } finally {
      await cappedServer.close()
      await capped.close()
      rmSync(dirname(folder), { recursive: true, force: true })
    }
  }, 60_000)
})

describe('one process per data folder', () => {
  it('refuses a second backend on the same folder with a clear message', async () => {
    const second = createLocalBackend({ dataDir, log: () => {} })
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError)
    await expect(second).rejects.toThrow(`${dataDir}.lock`)
    // The first one still works.
    await expect(submitLead(lead())).resolves.toBeUndefined()
  })

  it('npm run leads refuses while the backend runs, and lists the rows once it has stopped', async () => {
    const run = promisify(execFile)
    const leadsScript = ['--import', 'tsx', 'scripts/leads.ts', '--data-dir', dataDir]
    const options = { cwd: REPO_ROOT, encoding: 'utf8' as const }
    const refused = await run(process.execPath, leadsScript, options).catch((error: { code: number; stderr: string }) => error)
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('Stop it') })

    await server.close()
    await backend.close()
    const { stdout } = await run(process.execPath, [...leadsScript, '--json'], options)
    const listed = JSON.parse(stdout) as {
      leads: Array<{ email: string; created_at: string }>
      subscriptions: unknown[]
      guides: unknown[]
    }
    expect(listed.leads.length).toBeGreaterThan(500)
    expect(listed.subscriptions.length).toBeGreaterThan(0)
    expect(listed.guides.length).toBeGreaterThan(0)
    const times = listed.leads.map((row) => row.created_at)
    expect(times).toEqual([...times].sort().reverse())
  }, 30_000)

  it('closes PGlite and frees the folder on SIGTERM', async () => {
    const script = `
      import { createLocalBackend } from ${JSON.stringify(new URL('scripts/backend/index.ts', REPO_ROOT).href)}
      await createLocalBackend({ dataDir: ${JSON.stringify(dataDir)}, log: () => {} })
      console.log('ready')`
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: REPO_ROOT })
    const exited = new Promise<NodeJS.Signals | null>((done) => child.on('exit', (_, signal) => done(signal)))
    await new Promise<void>((ready, fail) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && ready())
      child.on('exit', () => fail(new Error('the child exited before it was ready')))
    })
    expect(existsSync(`${dataDir}.lock`)).toBe(true)
    child.kill('SIGTERM')
    expect(await exited).toBe('SIGTERM')
    expect(existsSync(`${dataDir}.lock`)).toBe(false)
  }, 30_000)
})
