// @vitest-environment node
/**
 * Where each enquiry came from: the site's own cleaning (src/backend/visit-source.ts), and the
 * database's (supabase/migrations/0007_sources.sql) through supabase-js against the local backend: junk is
 * dropped, never refused; a visit's source travels with every kind of lead the site stores.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLocalBackend, startBackendServer, type BackendServer, type LocalBackend } from '../../scripts/backend/index.ts'
import { LOCAL_ANON_KEY } from '../../src/backend/protocol.ts'
import { createGuideAccess, submitLead } from '../../src/backend/leads.ts'
import { cleanSource, rememberArrival, sourceOfArrival, visitSource } from '../../src/backend/visit-source.ts'
import { invalidLeadFields, SOURCE_COLUMNS } from '../../src/backend/limits.ts'

describe('the site notes where a visit came from', () => {
  const arrive = (url: string, referrer = '') => sourceOfArrival(new URL(url), referrer)

  it('a campaign link: its landing page, the tags and the click id; the referring site by its host only', () => {
    expect(
      arrive(
        'https://www.setubiz.in/itr-filing-campaign/?utm_source=google&utm_medium=cpc&utm_campaign=itr-2026&utm_term=itr%20filing&gclid=Cj0KCQ_abc-123',
        'https://www.google.com/search?q=file+itr+with+ca',
      ),
    ).toEqual({
      landing_page: '/itr-filing-campaign',
      referrer_host: 'www.google.com',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'itr-2026',
      utm_term: 'itr filing',
      gclid: 'Cj0KCQ_abc-123',
    })
  })

  it('the site itself is no referrer, and a direct visit has none', () => {
    expect(arrive('https://www.setubiz.in/contact', 'https://www.setubiz.in/about')).toEqual({ landing_page: '/contact' })
    expect(arrive('https://www.setubiz.in/', '')).toEqual({ landing_page: '/' })
    expect(arrive('https://www.setubiz.in/', 'android-app://com.google.android.gm/')).toEqual({ landing_page: '/' })
  })

  it('junk is dropped, each field on its own, never the rest', () => {
    expect(
      cleanSource({
        landing_page: '//evil.example/x',
        referrer_host: 'Evil Host',
        utm_source: 'x'.repeat(101),
        utm_medium: 'cpc\u200b',
        utm_campaign: '  itr-2026  ',
        gclid: 'abc<script>',
        fbclid: 'IwAR0abc',
        msclkid: 42,
        other: 'kept? no',
      }),
    ).toEqual({ utm_campaign: 'itr-2026', fbclid: 'IwAR0abc' })
  })

  it('kept for the visit: a later page keeps the arrival, a new campaign arrival replaces it', () => {
    const store = new Map<string, string>()
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    })
    const visit = (href: string, referrer = '') => {
      vi.stubGlobal('window', { location: { href } })
      vi.stubGlobal('document', { referrer })
      rememberArrival()
    }
    try {
      visit('https://www.setubiz.in/itr-filing-campaign?utm_source=google&gclid=abc', 'https://www.google.com/')
      visit('https://www.setubiz.in/contact', 'https://www.setubiz.in/itr-filing-campaign')
      expect(visitSource()).toEqual({
        landing_page: '/itr-filing-campaign',
        referrer_host: 'www.google.com',
        utm_source: 'google',
        gclid: 'abc',
      })
      visit('https://www.setubiz.in/pricing?utm_source=newsletter&utm_medium=email')
      expect(visitSource()).toEqual({ landing_page: '/pricing', utm_source: 'newsletter', utm_medium: 'email' })
      store.set('setubiz:visit-source', '{not json')
      expect(visitSource()).toEqual({})
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('the database keeps what is well formed and drops the rest (0007_sources.sql)', () => {
  let dataDir: string
  let backend: LocalBackend
  let server: BackendServer
  let serial = 0
  const lead = () => ({
    name: 'Asha Verma',
    email: `asha.source.${++serial}@example.in`,
    phone: `+91 8${String(serial).padStart(9, '0')}`,
    message: 'Need help',
    service: '',
    source_page: '/contact',
  })
  const post = (body: object) =>
    fetch(`${server.url}/rest/v1/lead_submissions`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  const row = async (email: string) => (await backend.readStored()).leads.find((l) => l.email === email) as Record<string, unknown>

  beforeAll(async () => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'source-test-')), 'pglite')
    backend = await createLocalBackend({ dataDir, log: () => {} })
    server = await startBackendServer(backend)
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await backend?.close()
    if (dataDir) rmSync(dirname(dataDir), { recursive: true, force: true })
  })
  beforeEach(() => vi.unstubAllGlobals())

  it('a well-formed source is stored as sent', async () => {
    const sent = {
      ...lead(),
      landing_page: '/itr-filing-campaign',
      referrer_host: 'www.google.com',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'itr-2026',
      utm_term: 'itr filing',
      utm_content: 'ad-1',
      gclid: 'Cj0KCQ_abc-123',
      gbraid: '0AAAAA',
      wbraid: 'CkAB',
      fbclid: 'IwAR0abc',
      msclkid: 'f00d1234',
    }
    expect((await post(sent)).status).toBe(201)
    expect(await row(sent.email)).toMatchObject(sent)
  })

  it('junk in a source column is dropped (null), and the enquiry is stored all the same', async () => {
    const sent = {
      ...lead(),
      landing_page: 'https://evil.example/',
      referrer_host: 'not a host',
      utm_source: 'x'.repeat(101),
      utm_medium: 'cpc\u0007',
      utm_campaign: ' itr-2026 ',
      gclid: "abc'; drop table x; --",
      msclkid: 'ok-id',
    }
    expect((await post(sent)).status).toBe(201)
    expect(await row(sent.email)).toMatchObject({
      landing_page: null,
      referrer_host: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: 'itr-2026',
      gclid: null,
      msclkid: 'ok-id',
      name: 'Asha Verma',
    })
  })

  it('a hidden or direction character is refused in every source field: dropped by the cleaning, refused by the CHECK, and by the site', async () => {
    const sent = {
      ...lead(),
      landing_page: '/itr-filing-campaign\u202e',
      utm_source: 'goo\u202egle',
      utm_campaign: 'itr\u2066-2026',
      utm_content: 'ad\u200b1',
    }
    expect((await post(sent)).status).toBe(201)
    expect(await row(sent.email)).toMatchObject({ landing_page: null, utm_source: null, utm_campaign: null, utm_content: null })
    // Whatever writes the row (an import, the office's tools), the CHECK holds: 0011_one_mailbox.sql.
    for (const column of SOURCE_COLUMNS)
      await expect(
        backend.ownerQuery(`update public.lead_submissions set ${column} = $2 where email = $1`, [sent.email, 'a\u202eb']),
        column,
      ).rejects.toThrow(/lead_submissions_source_check/)
    // The site's own check says the same field by field (src/backend/limits.ts), and its cleaning never sends one.
    for (const column of SOURCE_COLUMNS) expect(invalidLeadFields({ ...lead(), [column]: 'a\u202eb' }), column).toEqual([column])
    expect(cleanSource({ landing_page: '/a\u202eb', utm_term: 'x\u2067y', gclid: 'A\u202eB' })).toEqual({})
  })

  it("the site's own calls send the visit's source with the lead and with the guide request's lead", async () => {
    vi.stubEnv('VITE_SUPABASE_URL', '')
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', '')
    const store = new Map([
      ['setubiz:visit-source', JSON.stringify({ landing_page: '/itr-filing-campaign', utm_campaign: 'itr-2026', gclid: 'abc' })],
    ])
    vi.stubGlobal('location', new URL(server.url))
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: () => {} })
    try {
      const enquiry = lead()
      await submitLead(enquiry)
      expect(await row(enquiry.email)).toMatchObject({ landing_page: '/itr-filing-campaign', utm_campaign: 'itr-2026', gclid: 'abc' })
      const guide = lead()
      await createGuideAccess({ name: guide.name, email: guide.email, phone: guide.phone, source_page: '/free-startup-guide' })
      expect(await row(guide.email)).toMatchObject({ landing_page: '/itr-filing-campaign', utm_campaign: 'itr-2026', gclid: 'abc' })
    } finally {
      vi.unstubAllGlobals()
      vi.unstubAllEnvs()
    }
  })
})
