// @vitest-environment node
/**
 * The office's calls about people's data (src/editor-calls/enquiry-calls.ts) under the contract: every call,
 * through the one door, on each way it is answered (./ways.ts: the office computer with its data folder opened
 * alone and through the running site's share, and the web address over the hosted project). The same tests run
 * on each way, each with its own data, so a difference between them fails here.
 *
 * What a way cannot do, said in one place: the office computer has no sign-in, so its person is its owner and
 * a staff member's narrower view is the web address's alone.
 */
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CallError } from '../../src/contract/errors.ts'
import { messages } from '../../src/contract/messages.ts'
import type { Enquiry, RouteName, Routes } from '../../src/contract/protocol.ts'
import { conversionsCsv, lastPeriods, sourceTable } from '../../src/editor/sources.ts'
import { NOTICE, NOTICE_VERSION as VERSION, openWay, WAYS, type Way } from './ways.ts'

describe.each(WAYS)('People’s data, %s', (way) => {
  const tag = ['f', 's', 'h'][WAYS.indexOf(way)]
  let opened: Way
  beforeAll(async () => {
    opened = await openWay(way)
  }, 120_000)
  afterAll(() => opened?.close())

  const post = async (table: string, body: unknown) => {
    const res = await opened.post(table, body)
    if (!res.ok) throw new Error(`${table}: ${res.status} ${await res.text()}`)
    return res
  }

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
    const [row] = await opened.ownerQuery<{ id: string; token: string | null }>(
      `select r.id::text, o.payload ->> 'token' as token from private.privacy_requests r
         left join private.notification_outbox o on o.source_table = 'privacy_requests' and o.source_id = r.id
        where coalesce(r.email, r.phone) = $1 order by r.created_at desc limit 1`,
      [contact],
    )
    return { id: row.id, ...(row.token ? { token: row.token } : {}) }
  }
  const confirmByLink = (token: string) => post('rpc/privacy_confirm', { token })

  /** A call as the office makes it, for `who` (an owner unless `owner` is false): its answer, or its refusal thrown. */
  const ask = async <K extends RouteName>(name: K, request: Record<string, unknown> = {}, who = 'Asha Rao', owner = true) => {
    const { status, body, headers } = await opened.call(name, request, { name: who, role: owner ? 'owner' : 'desk' })
    if (status !== 200) throw new CallError(status, body, {}, headers)
    return body as Routes[K]['response']
  }
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
    // Staff see no one's reads; the office computer's one person is its owner.
    if (way === 'the web address') expect((await ask('privacyDesk', {}, 'Staff Person', false)).reads).toBeNull()
  })

  it('counts the enquiries nobody has worked yet for the top bar without showing or logging anyone’s details', async () => {
    const logged = async () => (await opened.ownerQuery<{ n: number }>('select count(*)::int as n from private.office_reads'))[0].n
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
    expect(file.body).toMatch(/Supabase, Inc\. \(the site.s database\): Stores enquiries/)
    expect(file.body).not.toContain(`Ravi ${tag}`)
    const reads = (await ask('privacyDesk')).reads!
    // The request itself and Kavya's one enquiry.
    expect(reads.find((r) => r.who === `Meera ${tag}` && r.download === 'what-we-hold')?.rows).toBe(2)
    // The answer needs a record of what was done; then it is done, by whom.
    expect((await refusal(ask('privacyAnswer', { id, state: 'done', note: ' ' })))?.status).toBe(400)
    await ask('privacyAnswer', { id, state: 'done', note: 'Sent the file by e-mail' }, `Meera ${tag}`)
    row = (await ask('privacyDesk')).requests.find((r) => r.id === id)!
    expect(row).toMatchObject({ state: 'done', by: `Meera ${tag}`, note: 'Sent the file by e-mail' })
    expect((await refusal(ask('privacyAnswer', { id, state: 'refused', note: 'again' })))?.status).toBe(409)
  })

  it('tells the whole story of an open request: what its person did since, in the desk and in the file; one withdrawal is one; every download is a logged read', async () => {
    const email = `nisha.${tag}@example.in`
    await enquire(`Nisha ${tag}`, email, tag === 'h' ? '+91 90000 44441' : tag === 's' ? '+91 90000 44442' : '+91 90000 44443')
    const access = await request('access', email)
    await confirmByLink(access.token!)
    // Since then: she withdrew, and then had everything erased.
    const withdraw = await request('withdraw', email)
    await confirmByLink(withdraw.token!)
    const erase = await request('erase', email)
    await confirmByLink(erase.token!)
    const row = (await ask('privacyDesk')).requests.find((r) => r.id === access.id)!
    expect(row.state).toBe('confirmed')
    expect(row.since?.map((s) => s.kind)).toEqual(['withdraw', 'erase'])
    expect(messages.privacy.since(row.since!.map((s) => messages.privacy.sinceOne(s.kind, 'x')).join('; '))).toBe(
      'Since this request, this person withdrew their consent (x); had everything we held erased (x). Answer the request with that in mind (the file says so too).',
    )
    // The file says so, instead of "none" everywhere; the erasure is not a second withdrawal.
    const file = (await ask('privacyFile', { id: access.id }, `Auditor ${tag}`)).body
    expect(file).toContain('Since you made this request:\n  - you withdrew your consent: we no longer contact you: ')
    expect(file).toContain('  - you asked us to erase your data, and we did: ')
    expect(file).toMatch(/Enquiries you sent \(forms on the website\): none now: erased at your request on .+ \(IST\)/)
    expect(file).toContain('Times you withdrew your consent: 1\n')
    expect(file).toMatch(/Times you asked us to erase your data: 1\n {2}- .+ \(IST\): one record erased: kept sealed for a year/)
    expect(file).not.toMatch(/: none\n/)
    // Nothing of hers is left to show, and the download is still a logged read (the request itself).
    const reads = (await ask('privacyDesk')).reads!
    expect(reads.filter((r) => r.who === `Auditor ${tag}`).map((r) => [r.what, r.download, r.rows])).toEqual([
      ['what we hold', 'what-we-hold', 1],
    ])
    // A request answered is no longer open: nothing "since" on it.
    await ask('privacyAnswer', { id: access.id, state: 'done', note: 'Told her everything was erased' })
    expect((await ask('privacyDesk')).requests.find((r) => r.id === access.id)?.since).toBeUndefined()
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
    await opened.ownerQuery(
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
    const queued = await opened.ownerQuery<{ email: string }>(
      `select payload ->> 'email' as email from private.notification_outbox where source_table = 'notice_sends'`,
    )
    const emails = queued.map((q) => q.email)
    expect(emails.filter((e) => e === `earlier.${tag}@example.in`)).toHaveLength(1)
    expect(emails).not.toContain(`withdrawn.${tag}@example.in`)
    expect(emails).not.toContain(`ravi.${tag}@example.in`) // sent a form that showed the notice
    // Someone sent it who then withdraws leaves the list of whom it went to.
    const later = await request('withdraw', `earlier.${tag}@example.in`)
    await confirmByLink(later.token!)
    const kept = await opened.ownerQuery(`select 1 from private.notice_sends where inbox = $1`, [`earlier.${tag}@example.in`])
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

  /**
   * "Became a client" and every reading of it (Enquiries, its CSV, Sources, the Google Ads file, `npm run leads --
   * --json/--csv` where the data folder is): through the running site's share the times once came back as text
   * and the office computer stopped with "p.client_at.toISOString is not a function".
   */
  it('“Became a client”, then every reading of it', async () => {
    // A click id a spreadsheet would read as a formula: the Google Ads file writes it guarded.
    await post('lead_submissions', {
      name: `Client ${tag}`,
      email: `client.${tag}@example.in`,
      phone: '+91 98765 43210',
      service: 'compliance-services',
      source_page: '/services/gst-registration',
      landing_page: '/itr-filing-campaign',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'itr-2026',
      gclid: '-A1-B1',
    })
    const mine = (list: Enquiry[]) => list.find((e) => e.name === `Client ${tag}`)!
    const lead = mine((await ask('enquiries')).enquiries)
    await ask('setStatus', { lead: lead.id, status: 'client', note: 'Signed up for GST filing', fee: 25000 }, 'Meera')

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

    // npm run leads -- --json and --csv, where the office computer's data folder is.
    if (opened.dataDir) {
      const leads = (...args: string[]) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', '--data-dir', opened.dataDir!, ...args], {
          cwd: new URL('../../', import.meta.url),
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
  })

  it('keeps each enquiry’s promise: when it is due, who took it, when it was first called', async () => {
    await post('lead_submissions', {
      name: `Promise ${tag}`,
      email: `promise.${tag}@example.in`,
      phone: '+91 98110 00012',
      message: 'Please call me about a company',
      source_page: '/contact',
    })
    const mine = async () => (await ask('enquiries')).enquiries.find((e) => e.name === `Promise ${tag}`)!
    const lead = await mine()
    // The contact page promised a reply within 24 hours, around the clock: due a day after it arrived.
    expect(lead.due).toMatchObject({ promise: '1-day promise', promised: ['24 hours: the contact page and its thank-you page'] })
    expect(Date.parse(lead.due!.at) - Date.parse(lead.created_at)).toBe(24 * 3_600_000)
    expect(lead.progress).toMatchObject({ status: 'new', takenBy: null, firstCalled: null })

    // Meera takes it; Ravi cannot let go of what is hers, but can take it over; a front-desk person may take one.
    expect(await ask('takeEnquiry', { lead: lead.id, mine: true }, 'Meera')).toEqual({ takenBy: 'Meera' })
    expect(await ask('takeEnquiry', { lead: lead.id, mine: false }, 'Ravi')).toEqual({ takenBy: 'Meera' })
    const taken = await mine()
    // Taking it set no status: it is still new, with no one named as having set one.
    expect(taken.progress).toMatchObject({ status: 'new', by: '', takenBy: 'Meera', firstCalled: null })
    expect((await ask('enquiriesCsv')).body).toMatch(new RegExp(`Promise ${tag},.*,New,,,,,,Meera\r?$`, 'm'))
    expect(await ask('takeEnquiry', { lead: lead.id, mine: true }, 'Ravi', false)).toEqual({ takenBy: 'Ravi' })
    expect(await ask('takeEnquiry', { lead: lead.id, mine: false }, 'Ravi', false)).toEqual({ takenBy: null })

    // The first call stops its clock, and stays when it was through later changes.
    await ask('setStatus', { lead: lead.id, status: 'called', note: 'Spoke; sending the quote' }, 'Meera')
    const called = (await mine()).progress!
    expect(Date.parse(called.firstCalled!)).toBeGreaterThan(Date.now() - 60_000)
    await ask('setStatus', { lead: lead.id, status: 'new', note: '' }, 'Meera')
    await ask('setStatus', { lead: lead.id, status: 'done', note: 'Quote sent' }, 'Meera')
    expect((await mine()).progress!.firstCalled).toBe(called.firstCalled)

    for (const bad of [{ lead: 'nope', mine: true }, { lead: lead.id, mine: 'yes' }, { lead: lead.id }])
      expect((await refusal(ask('takeEnquiry', bad)))?.body.error, JSON.stringify(bad)).toBe(messages.enquiries.whichEnquiry)
    expect((await refusal(ask('takeEnquiry', { lead: randomUUID(), mine: true })))?.status).toBe(404)
  })

  it('sends a failed notification again, once it is due', async () => {
    await enquire(`Again ${tag}`, `again.${tag}@example.in`, '+91 98110 00011')
    const [{ id }] = await opened.ownerQuery<{ id: string }>(
      `select o.id::text as id from private.notification_outbox o join public.lead_submissions l on l.id = o.source_id
        where l.email = $1`,
      [`again.${tag}@example.in`],
    )
    // Not failed: nothing to send again.
    expect(await ask('resend', { id })).toEqual({ id, again: false })
    await opened.ownerQuery(`update private.notification_outbox set status = 'failed', attempts = 12 where id = $1::bigint`, [id])
    expect(await ask('resend', { id })).toEqual({ id, again: true })
    expect(
      (
        await opened.ownerQuery<{ status: string; attempts: number }>(
          `select status, attempts from private.notification_outbox where id = $1::bigint`,
          [id],
        )
      )[0],
    ).toMatchObject({ status: 'pending', attempts: 0 })
    expect((await refusal(ask('resend', { id: 'all' })))?.body.error).toBe(messages.enquiries.whichNotification)
  })
})
