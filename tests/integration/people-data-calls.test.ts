// @vitest-environment node
/**
 * The office's calls about people's data (src/editor-calls/enquiry-calls.ts), one contract for both stores: the
 * hosted project (the web address, and the office computer with hosted Supabase) and the local data folder (the
 * office computer), run here on one local backend that answers as Supabase's gateway does and shares its folder
 * as a running `npm start` does. The same tests run against each store, so a difference between them fails.
 *
 * What a store cannot do, said in one place: nothing here. (Sign-in, and so who is an owner, is the web
 * address's: the office computer's person is its owner, which the contract gives each store's context the same.)
 */
import { execFile } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalBackend, startBackendServer, type BackendServer, type LocalBackend } from '../../scripts/backend/index.ts'
import { enquiryHandlers, type EnquiryCall, type EnquiryContext } from '../../src/editor-calls/enquiry-calls.ts'
import { supabaseEnquiries, type EnquiryStore } from '../../src/editor-calls/enquiry-store.ts'
import { dataFolderEnquiries } from '../../scripts/editor/enquiries.ts'
import { enquiryWords } from '../../src/editor-calls/enquiry-rows.ts'
import type { CallError } from '../../src/contract/errors.ts'
import { LOCAL_ANON_KEY } from '../../src/backend/protocol.ts'
import { messages } from '../../src/contract/messages.ts'
import type { Enquiry, Routes } from '../../src/contract/protocol.ts'
import { conversionsCsv, lastPeriods, sourceTable } from '../../src/editor/sources.ts'
import { registerNotices } from '../../scripts/lib/notices.ts'

const SERVICE_KEY = 'people-data-test-service-key'
let dir: string
let backend: LocalBackend
let server: BackendServer

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'people-data-'))
  backend = await createLocalBackend({
    dataDir: path.join(dir, 'pglite'),
    serviceKey: SERVICE_KEY,
    handleSignals: false,
    capByAddress: false,
    log: () => {},
  })
  server = await startBackendServer(backend)
  backend.share(server.url)
  // The notice the forms below send is one the site published (as `npm start` registers the site's own).
  await registerNotices(backend, '', [{ version: VERSION, text: NOTICE, purposes: 'enquiry,source' }])
}, 60_000)

afterAll(async () => {
  await server?.close()
  await backend?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const post = async (table: string, body: unknown) => {
  const res = await fetch(`${server.url}/rest/v1/${table}`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${table}: ${res.status} ${await res.text()}`)
  return res
}

const NOTICE = 'What this form sends, and why: your name, your e-mail address, your phone number. To reply to this enquiry.'
const VERSION = createHash('sha256').update(NOTICE).digest('hex')

/** An enquiry as a form sends it today (with its notice) or as one sent before notices were recorded. */
const enquire = (name: string, email: string, phone: string, withNotice = true) =>
  post('lead_submissions', {
    name,
    email,
    phone,
    service: 'compliance-services',
    source_page: '/services/gst-registration',
    ...(withNotice ? { notice_version: VERSION, notice_purposes: 'enquiry,source', notice_text: NOTICE } : {}),
  })

/** A request from /privacy/choices, and its confirmation link's token (from the outbox, as the e-mail carries it). */
async function request(kind: string, contact: string): Promise<{ id: string; token?: string }> {
  await post('rpc/privacy_request', { kind, contact })
  const [row] = await backend.ownerQuery<{ id: string; token: string | null }>(
    `select r.id::text, o.payload ->> 'token' as token from private.privacy_requests r
       left join private.notification_outbox o on o.source_table = 'privacy_requests' and o.source_id = r.id
      where coalesce(r.email, r.phone) = $1 order by r.created_at desc limit 1`,
    [contact],
  )
  return { id: row.id, ...(row.token ? { token: row.token } : {}) }
}
const confirmByLink = (token: string) => post('rpc/privacy_confirm', { token })

const STORES: [string, () => EnquiryStore][] = [
  ['the hosted project', () => supabaseEnquiries({ url: server.url, key: SERVICE_KEY })],
  ['the office computer’s folder', () => dataFolderEnquiries(path.join(dir, 'pglite'))],
]

describe.each(STORES)('People’s data over %s', (label, makeStore) => {
  const tag = label.includes('hosted') ? 'h' : 'f'
  const contextFor = (name: string, owner = true): EnquiryContext => ({
    store: makeStore(),
    who: { name, owner },
    words: async () => enquiryWords(null, { brand: { name: 'SetuBiz' } }),
    processors: async () => [{ does: 'Stores enquiries in its database', who: 'Supabase, Inc.' }],
  })
  const ask = <K extends EnquiryCall>(name: K, request: Record<string, unknown> = {}, who = 'Asha Rao', owner = true) =>
    (enquiryHandlers[name] as (ctx: EnquiryContext, r: Record<string, unknown>) => Promise<Routes[K]['response']>)(
      contextFor(who, owner),
      request,
    )
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      (e: unknown) => e as CallError,
    )

  it('lists each enquiry with the notice it was sent under, and shows that notice’s text as it was', async () => {
    await enquire(`Ravi ${tag}`, `ravi.${tag}@example.in`, '+91 98110 45670')
    const { enquiries } = await ask('enquiries')
    const ravi = enquiries.find((e) => e.name === `Ravi ${tag}`)!
    expect(ravi.notice).toMatchObject({ version: VERSION, purposes: ['enquiry', 'source'] })
    expect(Date.parse(ravi.notice!.at)).toBeGreaterThan(Date.now() - 60_000)
    expect(await ask('noticeText', { version: VERSION })).toMatchObject({ version: VERSION, text: NOTICE })
    expect((await refusal(ask('noticeText', { version: 'a'.repeat(64) })))?.status).toBe(404)
    expect((await refusal(ask('noticeText', { version: '../etc' })))?.status).toBe(400)
  })

  it('logs every read and download of enquiries with who, which rows and which download; owners see the log, staff do not', async () => {
    const { enquiries } = await ask('enquiries', {}, `Meera ${tag}`)
    await ask('enquiriesCsv', {}, `Meera ${tag}`)
    const desk = await ask('privacyDesk')
    const mine = desk.reads!.filter((r) => r.who === `Meera ${tag}`)
    expect(mine.map((r) => [r.what, r.download])).toEqual([
      ['enquiries', 'csv'],
      ['enquiries', null],
    ])
    expect(mine[1].rows).toBe(enquiries.length)
    expect((await ask('privacyDesk', {}, 'Staff Person', false)).reads).toBeNull()
  })

  it('counts the enquiries nobody has worked yet for the top bar without showing or logging anyone’s details', async () => {
    const logged = async () => (await backend.ownerQuery<{ n: number }>('select count(*)::int as n from private.office_reads'))[0].n
    const before = await logged()
    const { count } = await ask('newEnquiries', {}, `Counter ${tag}`)
    expect(await logged()).toBe(before)
    const { enquiries } = await ask('enquiries', {}, `Counter ${tag}`)
    expect(count).toBe(enquiries.filter((e) => e.progress?.status === 'new').length)
    expect(count).toBeGreaterThan(0)
    // The list is logged; the count was not.
    expect(await logged()).toBe(before + 1)
  })

  it('takes an access request from its confirmation to its answer: due date, the file of what is held, who answered', async () => {
    const email = `kavya.${tag}@example.in`
    await enquire(`Kavya ${tag}`, email, '+91 99000 11122')
    const { id, token } = await request('access', email)
    let row = (await ask('privacyDesk')).requests.find((r) => r.id === id)!
    expect(row).toMatchObject({ kind: 'access', contact: email, state: 'unconfirmed', due: null, overdue: false })
    // Not confirmed yet: no file of anyone's data.
    expect((await refusal(ask('privacyFile', { id })))?.body.error).toBe(messages.privacy.confirmFirst)
    await confirmByLink(token!)
    row = (await ask('privacyDesk')).requests.find((r) => r.id === id)!
    expect(row.state).toBe('confirmed')
    // Due the published period (30 days) after the confirmation.
    expect(Date.parse(row.due!) - Date.parse(row.confirmed!)).toBe(30 * 24 * 3600 * 1000)
    const file = await ask('privacyFile', { id }, `Meera ${tag}`)
    expect(file.type).toBe('text/plain; charset=utf-8')
    expect(file.filename).toMatch(/^what-we-hold-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.txt$/)
    expect(file.body).toContain('What SetuBiz holds about you')
    expect(file.body).toContain(`name: Kavya ${tag}`)
    expect(file.body).toContain('Supabase, Inc.: Stores enquiries in its database')
    expect(file.body).not.toContain(`Ravi ${tag}`)
    const reads = (await ask('privacyDesk')).reads!
    expect(reads.find((r) => r.who === `Meera ${tag}` && r.download === 'what-we-hold')?.rows).toBe(1)
    // The answer needs a record of what was done; then it is done, by whom.
    expect((await refusal(ask('privacyAnswer', { id, state: 'done', note: ' ' })))?.status).toBe(400)
    await ask('privacyAnswer', { id, state: 'done', note: 'Sent the file by e-mail' }, `Meera ${tag}`)
    row = (await ask('privacyDesk')).requests.find((r) => r.id === id)!
    expect(row).toMatchObject({ state: 'done', by: `Meera ${tag}`, note: 'Sent the file by e-mail' })
    expect((await refusal(ask('privacyAnswer', { id, state: 'refused', note: 'again' })))?.status).toBe(409)
  })

  it('confirms a phone-only withdrawal after the call back, once; a refused one changes nothing', async () => {
    const phone = tag === 'h' ? '+91 90000 12345' : '+91 90000 54321'
    await enquire(`Phone ${tag}`, `phone.${tag}@example.in`, phone)
    const { id } = await request('withdraw', phone)
    expect((await ask('privacyDesk')).requests.find((r) => r.id === id)?.state).toBe('to-call')
    expect(await ask('privacyCallBack', { id, confirmed: true }, `Meera ${tag}`)).toEqual({ state: 'done' })
    expect((await ask('privacyDesk')).requests.find((r) => r.id === id)).toMatchObject({ state: 'done', by: `Meera ${tag}` })
    expect((await refusal(ask('privacyCallBack', { id, confirmed: true })))?.body.error).toBe(messages.privacy.notWaitingForCall)
    const other = await request('erase', tag === 'h' ? '+91 90000 22222' : '+91 90000 33333')
    expect(await ask('privacyCallBack', { id: other.id, confirmed: false })).toEqual({ state: 'refused' })
    expect((await refusal(ask('privacyCallBack', { id: other.id, confirmed: 'yes' })))?.status).toBe(400)
    expect((await refusal(ask('privacyCallBack', { id: 'all', confirmed: true })))?.status).toBe(400)
  })

  it('sends the new notice once to each earlier enquirer, never twice when pressed twice, never to one who withdrew', async () => {
    await enquire(`Earlier ${tag}`, `earlier.${tag}@example.in`, '+91 91234 00001', false)
    await enquire(`Earlier ${tag} again`, `earlier.${tag}@example.in`, '+91 91234 00001', false)
    await enquire(`Withdrawn ${tag}`, `withdrawn.${tag}@example.in`, '+91 91234 00002', false)
    // Sent without a notice today: not an earlier enquirer (0011_one_mailbox.sql); made as rows stored before notices were.
    expect((await ask('privacyDesk')).earlier.waiting).toBe(0)
    await backend.ownerQuery(
      `update public.lead_submissions set created_at = (select min(published_at) from private.published_notices) - interval '1 day',
              notice_missing = null
        where email in ($1, $2)`,
      [`earlier.${tag}@example.in`, `withdrawn.${tag}@example.in`],
    )
    const gone = await request('withdraw', `withdrawn.${tag}@example.in`)
    await confirmByLink(gone.token!)
    const before = (await ask('privacyDesk')).earlier
    expect(before.waiting).toBeGreaterThanOrEqual(1)
    const [first, second] = await Promise.all([ask('sendNotice', {}, `Meera ${tag}`), ask('sendNotice', {}, `Meera ${tag}`)])
    expect(first.queued + second.queued).toBe(before.waiting)
    expect((await ask('sendNotice')).queued).toBe(0)
    const after = (await ask('privacyDesk')).earlier
    expect(after.waiting).toBe(0)
    expect(after.sent).toBe(before.sent + before.waiting)
    const queued = await backend.ownerQuery<{ email: string }>(
      `select payload ->> 'email' as email from private.notification_outbox where source_table = 'notice_sends'`,
    )
    const emails = queued.map((q) => q.email)
    expect(emails.filter((e) => e === `earlier.${tag}@example.in`)).toHaveLength(1)
    expect(emails).not.toContain(`withdrawn.${tag}@example.in`)
    expect(emails).not.toContain(`ravi.${tag}@example.in`) // sent a form that showed the notice
    // Someone sent it who then withdraws leaves the list of whom it went to.
    const later = await request('withdraw', `earlier.${tag}@example.in`)
    await confirmByLink(later.token!)
    const kept = await backend.ownerQuery(`select 1 from private.notice_sends where inbox = $1`, [`earlier.${tag}@example.in`])
    expect(kept).toEqual([])
  })

  it('refuses malformed requests with the office’s words, before the database is asked', async () => {
    expect((await refusal(ask('privacyAnswer', { id: randomUUID(), state: 'lost', note: 'x' })))?.body.error).toBe(
      messages.privacy.doneOrRefused,
    )
    expect((await refusal(ask('privacyAnswer', { id: randomUUID(), state: 'done', note: 'x' })))?.status).toBe(409)
    expect((await refusal(ask('privacyFile', { id: 'x' })))?.body.error).toBe(messages.privacy.whichRequest)
    expect((await refusal(ask('setStatus', { lead: randomUUID(), status: 'called', note: '' })))?.status).toBe(404)
  })
})

/**
 * "Became a client" and every reading of it (Enquiries, its CSV, Sources, the Google Ads file, `npm run leads --
 * --json/--csv`), over each way the office computer reads people's data: its folder opened by itself, through the
 * running site's share (where the times once came back as text and the office computer stopped with
 * "p.client_at.toISOString is not a function"), and the hosted project as the contract suite models it.
 */
describe('“Became a client”, then every reading of it, over each way the office computer reads', () => {
  const run = promisify(execFile)
  const REPO_ROOT = new URL('../../', import.meta.url)
  // A click id a spreadsheet would read as a formula: the Google Ads file writes it guarded.
  const CLICK = '-A1-B1'
  let alone: string

  const client = (tag: string) => ({
    name: `Client ${tag}`,
    email: `client.${tag}@example.in`,
    phone: '+91 98765 43210',
    service: 'compliance-services',
    source_page: '/services/gst-registration',
    landing_page: '/itr-filing-campaign',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'itr-2026',
    gclid: CLICK,
  })

  beforeAll(async () => {
    // The folder opened by itself: filled while a backend ran, then closed, so each call below opens it alone.
    alone = path.join(dir, 'alone')
    const seed = await createLocalBackend({ dataDir: alone, handleSignals: false, capByAddress: false, log: () => {} })
    const seedServer = await startBackendServer(seed)
    const res = await fetch(`${seedServer.url}/rest/v1/lead_submissions`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(client('alone')),
    })
    expect(res.status).toBe(201)
    await seedServer.close()
    await seed.close()
  }, 60_000)

  const WAYS: [string, string, () => EnquiryStore, () => string | undefined][] = [
    ['the folder opened by itself', 'alone', () => dataFolderEnquiries(alone), () => alone],
    ['through the running site’s share', 'shared', () => dataFolderEnquiries(path.join(dir, 'pglite')), () => path.join(dir, 'pglite')],
    ['the hosted project', 'hosted', () => supabaseEnquiries({ url: server.url, key: SERVICE_KEY }), () => undefined],
  ]

  it.each(WAYS)(
    'over %s',
    async (_label, tag, makeStore, folder) => {
      if (tag !== 'alone') await post('lead_submissions', client(tag))
      const context: EnquiryContext = {
        store: makeStore(),
        who: { name: 'Meera', owner: true },
        words: async () => enquiryWords(null, { brand: { name: 'SetuBiz' } }),
        processors: async () => [],
      }
      const ask = <K extends EnquiryCall>(name: K, request: Record<string, unknown> = {}) =>
        (enquiryHandlers[name] as (ctx: EnquiryContext, r: Record<string, unknown>) => Promise<Routes[K]['response']>)(context, request)
      const mine = (list: Enquiry[]) => list.find((e) => e.name === `Client ${tag}`)!
      const lead = mine((await ask('enquiries')).enquiries)
      await ask('setStatus', { lead: lead.id, status: 'client', note: 'Signed up for GST filing', fee: 25000 })

      // The store itself: the same types whichever way it read them.
      const rows = (await context.store.rows())!
      const progress = rows.progress!.find((p) => p.lead_id === lead.id)!
      expect(progress.client_at).toBeInstanceOf(Date)
      expect(progress.changed_at).toBeInstanceOf(Date)
      expect(rows.leads.every((l) => l.created_at instanceof Date)).toBe(true)

      // Enquiries (and so Sources, which the browser works out from it).
      const { enquiries } = await ask('enquiries')
      const won = mine(enquiries)
      expect(won.progress).toMatchObject({ status: 'client', fee: 25000, by: 'Meera' })
      expect(Date.parse(won.progress!.clientAt!)).toBeGreaterThan(Date.now() - 60_000)
      const periods = lastPeriods(Date.now(), 'month', 2)
      const google = sourceTable(enquiries, 'channel', 'month', periods).find((r) => r.name === 'Google ad')!
      expect(google.clients).toBeGreaterThanOrEqual(1)
      expect(google.fees).toBeGreaterThanOrEqual(25000)

      // The Google Ads file: the click, its time in IST, the fee, and the click id guarded as text.
      const ads = conversionsCsv(enquiries, 'Became a client', Date.now())
      expect(ads.rows).toBeGreaterThanOrEqual(1)
      expect(ads.csv).toMatch(/\r\n'-A1-B1,,,Became a client,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\+05:30,25000,INR\r\n/)
      expect(ads.csv).not.toMatch(/(^|\r\n|,)[-=+@]/)

      // The CSV download.
      const csv = (await ask('enquiriesCsv')).body
      expect(csv).toContain(`Client ${tag}`)
      expect(csv).toMatch(/Became a client,Meera,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,Signed up for GST filing,25000/)

      // npm run leads -- --json and --csv, where the office computer's folder is.
      const dataDir = folder()
      if (dataDir) {
        const leads = (...args: string[]) =>
          run(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', '--data-dir', dataDir, ...args], {
            cwd: REPO_ROOT,
            encoding: 'utf8',
          })
        const json = JSON.parse((await leads('--json')).stdout) as { leads: Record<string, unknown>[] }
        expect(json.leads.find((l) => l.name === `Client ${tag}`)).toMatchObject({
          status: 'Became a client',
          fee: 25000,
          status_set_by: 'Meera',
        })
        expect((await leads('--csv')).stdout).toMatch(new RegExp(`Client ${tag}.*Became a client,Meera`))
      }
    },
    120_000,
  )
})
