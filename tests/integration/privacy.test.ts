// @vitest-environment node
/**
 * The DPDP duties in the database (supabase/migrations/0008_privacy.sql, 0011_one_mailbox.sql), through the local
 * backend over real HTTP with the real migrations: only a notice the site published recorded with each enquiry,
 * requests from /privacy/choices (one plain mailbox, capped per contact and per client) and their confirmation
 * links, a withdrawal and an erasure carried out at once, and retention on a fake clock.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalBackend, startBackendServer, type BackendServer, type LocalBackend } from '../../scripts/backend/index.ts'
import { readNotifyContent } from '../../scripts/notify/content.ts'
import { localOutbox, startNotifier } from '../../scripts/notify/dispatcher.ts'
import type { Notice } from '../../src/notifications/message.ts'
import type { Channel } from '../../supabase/functions/notify/outbox.ts'
import { LOCAL_ANON_KEY } from '../../src/backend/protocol.ts'
import { noticeRecord } from '../../src/forms/notice-record.ts'
import type { Forms } from '../../src/generated/content.ts'
import { registerNotices } from '../../scripts/lib/notices.ts'
import { PRIVACY_REQUESTS_PER_ADDRESS } from '../../src/backend/privacy.ts'

const REPO_ROOT = new URL('../../', import.meta.url).pathname
const forms = parse(readFileSync(join(REPO_ROOT, 'pages/_site/forms.yaml'), 'utf8')) as Forms
const base = mkdtempSync(join(tmpdir(), 'privacy-test-'))
let backend: LocalBackend
let server: BackendServer

const post = (path: string, body: unknown) =>
  fetch(`${server.url}/rest/v1/${path}`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

let n = 0
const person = () => {
  n++
  return { name: `Privacy ${n}`, email: `privacy.${n}@example.com`, phone: `97${String(10_000_000 + n).slice(-8)}` }
}
const lead = async (who: { name: string; email: string; phone: string }, extra: Record<string, unknown> = {}) => {
  const res = await post('lead_submissions', { ...who, message: '', service: '', source_page: '/contact', ...extra })
  expect(res.status, await res.clone().text()).toBe(201)
}
const q = <T>(sql: string, params: unknown[] = []) => backend.ownerQuery<T>(sql, params)

/** The notifications the dispatcher hands out while `work` runs, as e-mail and console channels see them. */
async function delivered(work?: () => Promise<void>): Promise<Notice[]> {
  const got: Notice[] = []
  const channel: Channel = { name: 'email', send: async (notice) => void got.push(notice) }
  const notifier = startNotifier({
    store: localOutbox(backend),
    channels: [channel],
    content: readNotifyContent(REPO_ROOT),
    sweepMs: 50,
    log: () => {},
  })
  try {
    await work?.()
    const end = Date.now() + 10_000
    while (Date.now() < end) {
      const [{ waiting }] = await q<{ waiting: number }>(
        `select count(*)::int as waiting from private.notification_outbox where status = 'pending' and next_attempt_at <= now()`,
      )
      if (waiting === 0) break
      await new Promise((r) => setTimeout(r, 50))
    }
  } finally {
    await notifier.stop()
  }
  return got
}
const tokenOf = (notice: Notice) => /confirm=([0-9a-f]{64})/.exec(notice.text)?.[1] ?? ''
const confirm = async (token: string) => {
  const res = await post('rpc/privacy_confirm', { token })
  expect(res.status).toBe(200)
  return ((await res.json()) as { outcome: string; kind: string | null; due_at: string | null }[])[0]
}

beforeAll(async () => {
  // The cap per client address has its own test below, on its own backend: every request here comes from one address.
  backend = await createLocalBackend({ dataDir: join(base, 'pglite'), handleSignals: false, capByAddress: false, log: () => {} })
  server = await startBackendServer(backend)
  // As `npm start` does: the notices the site publishes.
  await registerNotices(backend, REPO_ROOT)
  await delivered() // nothing from before
}, 60_000)

afterAll(async () => {
  await server?.close()
  await backend?.close()
  rmSync(base, { recursive: true, force: true })
})

describe('the notice recorded with each enquiry and sign-up', () => {
  const noticeOfRow = (email: string) =>
    q<{ notice_version: string | null; notice_purposes: string | null; notice_missing: string | null; at: boolean | null }>(
      `select notice_version, notice_purposes, notice_missing, notice_at between now() - interval '1 minute' and now() as at
         from public.lead_submissions where email = $1`,
      [email],
    ).then((rows) => rows[0])

  it('stores a published notice with its published purposes and time, never the text or purposes a form sends', async () => {
    const record = await noticeRecord(forms.privacy.en, 'contactForm')
    const who = person()
    await lead(who, record)
    expect(await noticeOfRow(who.email)).toEqual({
      notice_version: record.notice_version,
      notice_purposes: 'enquiry,source',
      notice_missing: null,
      at: true,
    })
    expect(await q('select notice_text from public.lead_submissions where email = $1', [who.email])).toEqual([{ notice_text: null }])
    const kept = await q<{ text: string; checked: boolean }>('select text, checked from public.notice_version_text($1)', [
      record.notice_version,
    ])
    expect(kept).toEqual([{ text: record.notice_text, checked: true }])

    // A published version with other words and purposes: the published ones are what is kept and shown.
    const forged = person()
    await lead(forged, { ...record, notice_text: `${record.notice_text} (changed)`, notice_purposes: 'enquiry,selling' })
    expect(await noticeOfRow(forged.email)).toMatchObject({ notice_version: record.notice_version, notice_purposes: 'enquiry,source' })

    const signup = await noticeRecord(forms.privacy.hi, 'newsletter')
    const res = await post('newsletter_subscriptions', { email: `signup.${n}@example.com`, source: 'blog_page', ...signup })
    expect(res.status).toBe(201)
    const [sub] = await q<{ notice_purposes: string }>('select notice_purposes from public.newsletter_subscriptions where email = $1', [
      `signup.${n}@example.com`,
    ])
    expect(sub.notice_purposes).toBe('newsletter,source')
  })

  it('stores a lead whose notice the site never published, or that sent none, without one, marked; a version registered later fills it in', async () => {
    // A made-up notice with its own SHA-256 and purposes of its own: not one the site published.
    const text = 'What this form sends: everything. For: selling it.'
    const made = { notice_version: createHash('sha256').update(text).digest('hex'), notice_text: text, notice_purposes: 'enquiry,selling' }
    const who = person()
    await lead(who, made)
    expect(await noticeOfRow(who.email)).toEqual({ notice_version: null, notice_purposes: null, notice_missing: 'not-published', at: null })
    expect(await q('select 1 from public.notice_version_text($1)', [made.notice_version])).toEqual([])
    const none = person()
    await lead(none)
    expect(await noticeOfRow(none.email)).toMatchObject({ notice_version: null, notice_missing: 'not-sent' })

    // A page with a new notice went live before its registration: the lead waits, marked, and gets it when it is registered.
    const next = { ...forms.privacy.en, heading: 'What this form sends, and why (updated)' }
    const fresh = await noticeRecord(next, 'contactForm')
    const early = person()
    await lead(early, fresh)
    expect(await noticeOfRow(early.email)).toMatchObject({ notice_version: null, notice_missing: 'not-published' })
    const site = await registerNotices(backend, REPO_ROOT)
    await registerNotices(backend, REPO_ROOT, [{ version: fresh.notice_version, text: fresh.notice_text, purposes: fresh.notice_purposes }])
    expect(await noticeOfRow(early.email)).toMatchObject({
      notice_version: fresh.notice_version,
      notice_purposes: 'enquiry,source',
      notice_missing: null,
    })
    // The site's earlier notices are retired, still taken from a page loaded before, and kept while an enquiry names them.
    const old = await noticeRecord(forms.privacy.en, 'contactForm')
    const late = person()
    await lead(late, old)
    expect(await noticeOfRow(late.email)).toMatchObject({ notice_version: old.notice_version, notice_missing: null })
    await expect(q('delete from private.published_notices where version = $1', [old.notice_version])).rejects.toThrow(/foreign key/)
    expect(site.published).toBeGreaterThan(1)
    await registerNotices(backend, REPO_ROOT)

    // The database refuses a list whose text is not its version.
    await expect(
      registerNotices(backend, REPO_ROOT, [{ version: made.notice_version, text: `${text}!`, purposes: 'enquiry' }]),
    ).rejects.toThrow(/not its version/)
  })

  it('"Send the notice" covers only enquiries stored before the first notice went live', async () => {
    const before = person()
    const since = person()
    const backdated = person()
    await lead(before)
    await lead(since)
    await lead(backdated)
    // As a row stored before 0011_one_mailbox.sql: before any notice, and with no mark.
    await q(
      `update public.lead_submissions set created_at = (select min(published_at) from private.published_notices) - interval '1 day',
              notice_missing = null where email = $1`,
      [before.email],
    )
    // Sent without a notice today and dated back by whoever stored it: marked, so still not an earlier enquirer.
    await q(
      `update public.lead_submissions set created_at = (select min(published_at) from private.published_notices) - interval '1 day' where email = $1`,
      [backdated.email],
    )
    const earlier = await q<{ email: string }>('select email from private.earlier_people()')
    expect(earlier.map((e) => e.email)).toContain(before.email)
    expect(earlier.map((e) => e.email)).not.toContain(since.email)
    expect(earlier.map((e) => e.email)).not.toContain(backdated.email)
    await delivered()
  })
})

describe('requests from /privacy/choices', () => {
  it('answers the same whether or not anything is held, and refuses malformed input with a clear message', async () => {
    const held = person()
    await lead(held)
    const a = await post('rpc/privacy_request', { kind: 'access', contact: held.email })
    const b = await post('rpc/privacy_request', { kind: 'access', contact: 'nobody.here@example.com' })
    expect([a.status, await a.text()]).toEqual([b.status, await b.text()])
    expect(a.ok).toBe(true)
    for (const [body, text] of [
      [{ kind: 'sell', contact: held.email }, 'Choose what you would like us to do.'],
      [{ kind: 'erase', contact: 'not an address' }, 'Enter the e-mail address or the phone number you gave us.'],
      [{ kind: 'erase', contact: 'a@b' }, 'Enter one plain e-mail address'],
    ] as const) {
      const res = await post('rpc/privacy_request', body)
      expect(res.status).toBe(400)
      expect(((await res.json()) as { message: string }).message).toContain(text)
    }
    await delivered()
  })

  it('takes only one plain mailbox: every trick that names a second inbox is refused, and nothing is queued or sent', async () => {
    const asha = { name: 'Asha Rao', email: 'asha.rao@gmail.com', phone: '9811000001' }
    await lead(asha)
    await delivered()
    const queued = async () => (await q<{ n: number }>(`select count(*)::int as n from private.notification_outbox`))[0].n
    const requests = async () => (await q<{ n: number }>(`select count(*)::int as n from private.privacy_requests`))[0].n
    const [outbox, asked] = [await queued(), await requests()]
    for (const trick of [
      'asha.rao+<mallory@gmail.com',
      'victim+x,attacker@gmail.com',
      'capper@gmail.com.',
      'k0,victim@example.com',
      '"Asha" <asha.rao@gmail.com>',
      'asha.rao@gmail.com (Asha)',
      'asha.rao@gmail.com, mallory@gmail.com',
      'asha..rao@gmail.com',
      '.asha@gmail.com',
      'asha.@gmail.com',
      'asha rao@gmail.com',
      'asha.rao@gmail.com\nBcc: mallory@gmail.com',
    ]) {
      for (const kind of ['erase', 'access']) {
        const res = await post('rpc/privacy_request', { kind, contact: trick })
        expect(res.status, trick).toBe(400)
        expect(((await res.json()) as { message: string }).message, trick).toContain('Enter one plain e-mail address')
      }
    }
    expect(await queued()).toBe(outbox)
    expect(await requests()).toBe(asked)
    expect(await delivered()).toEqual([])
    expect(await q('select 1 from public.lead_submissions where email = $1', [asha.email])).toHaveLength(1)
  })

  it('caps requests per contact like the forms (3 in 10 minutes), in every spelling of one inbox or phone number', async () => {
    const who = person()
    for (let i = 0; i < 3; i++) expect((await post('rpc/privacy_request', { kind: 'access', contact: who.email })).ok).toBe(true)
    const res = await post('rpc/privacy_request', { kind: 'access', contact: who.email.toUpperCase() })
    expect(res.status).toBe(429)
    expect((await post('rpc/privacy_request', { kind: 'access', contact: person().email })).ok).toBe(true)
    // One Gmail inbox, three spellings; the fourth is refused.
    for (const spelling of ['capper.one@gmail.com', 'Capper.One+a@googlemail.com', 'c.a.p.p.e.r.o.n.e@gmail.com'])
      expect((await post('rpc/privacy_request', { kind: 'erase', contact: spelling })).ok, spelling).toBe(true)
    expect((await post('rpc/privacy_request', { kind: 'erase', contact: 'capperone+b@gmail.com' })).status).toBe(429)
    // One phone number, three spellings; the fourth is refused.
    for (const spelling of ['+91 98110 77777', '09811077777', '(981) 107-7777'])
      expect((await post('rpc/privacy_request', { kind: 'withdraw', contact: spelling })).ok, spelling).toBe(true)
    expect((await post('rpc/privacy_request', { kind: 'withdraw', contact: '91-9811077777' })).status).toBe(429)
    await delivered()
  })

  it('caps requests per client address, whatever contacts they name (a flood of mails to strangers is stopped)', async () => {
    const own = await createLocalBackend({ dataDir: join(base, 'capped'), handleSignals: false, log: () => {} })
    const ownServer = await startBackendServer(own)
    try {
      const ask = (contact: string) =>
        fetch(`${ownServer.url}/rest/v1/rpc/privacy_request`, {
          method: 'POST',
          headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
          body: JSON.stringify({ kind: 'erase', contact }),
        })
      for (let i = 0; i < PRIVACY_REQUESTS_PER_ADDRESS; i++) expect((await ask(`stranger.${i}@example.com`)).ok).toBe(true)
      const refused = [await ask('stranger.99@example.com'), await ask('98110 12399')]
      expect(refused.map((r) => r.status)).toEqual([429, 429])
      expect(((await refused[0].json()) as { message: string }).message).toBe('Too many requests from this address in a short time.')
      const [{ n }] = await own.ownerQuery<{ n: number }>(`select count(*)::int as n from private.notification_outbox`)
      expect(n).toBe(PRIVACY_REQUESTS_PER_ADDRESS)
      // A refused (malformed) request does not count against the address.
    } finally {
      await ownServer.close()
      await own.close()
    }
  })

  it('a withdrawal: the link goes to the person, confirms once, withholds every waiting notification and the newsletter, and a forged, reused or old link is refused', async () => {
    const who = person()
    // Stored, not yet delivered (no dispatcher runs while the person withdraws).
    await lead(who)
    await lead({ ...who, email: who.email.toUpperCase() })
    await post('newsletter_subscriptions', { email: who.email, source: 'blog_page' })
    expect((await post('rpc/privacy_request', { kind: 'withdraw', contact: who.email })).ok).toBe(true)
    // The confirmation mail is claimed first (its id is later, so deliver only it: the leads are still pending).
    await q(
      `update private.notification_outbox set next_attempt_at = now() + interval '1 hour' where source_table = 'lead_submissions' and status = 'pending'`,
    )
    const mails = await delivered()
    expect(mails).toHaveLength(1)
    expect(mails[0].to).toEqual([who.email])
    expect(mails[0].text).toContain('/privacy/choices?confirm=')
    const token = tokenOf(mails[0])
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    // Sent: the link is no longer in the outbox.
    expect(await q(`select 1 from private.notification_outbox where payload ? 'token' and status = 'sent'`)).toEqual([])

    expect(await confirm('f'.repeat(64))).toMatchObject({ outcome: 'unknown' })
    expect(await confirm('not even a token')).toMatchObject({ outcome: 'unknown' })
    expect(await confirm(token)).toMatchObject({ outcome: 'done', kind: 'withdraw' })
    expect(await confirm(token)).toMatchObject({ outcome: 'used', kind: 'withdraw' })

    await q(`update private.notification_outbox set next_attempt_at = now() where status = 'pending'`)
    const after = await delivered()
    expect(after.filter((m) => m.email.toLowerCase() === who.email)).toEqual([])
    const statuses = await q<{ status: string }>(
      `select status from private.notification_outbox where source_table = 'lead_submissions' and lower(payload->>'email') = $1`,
      [who.email],
    )
    expect(statuses.map((s) => s.status)).toEqual(['withheld', 'withheld'])
    expect(await q('select 1 from public.newsletter_subscriptions where email = $1', [who.email])).toEqual([])

    // A later enquiry is the person's new request: it is notified as usual.
    await lead(who)
    expect((await delivered()).filter((m) => m.email === who.email)).toHaveLength(1)

    // An old link.
    const late = person()
    await post('rpc/privacy_request', { kind: 'erase', contact: late.email })
    const [old] = await delivered()
    await q(`update private.privacy_requests set created_at = now() - interval '8 days' where email = $1`, [late.email])
    expect(await confirm(tokenOf(old))).toMatchObject({ outcome: 'expired' })
  })

  it('withholds a notification that raced the withdrawal (recorded before it, missed by its update)', async () => {
    const who = person()
    await lead(who)
    await q(`insert into private.withdrawals (inbox, at) values (private.inbox_key($1), now() + interval '1 second')`, [who.email])
    expect((await delivered()).filter((m) => m.email === who.email)).toEqual([])
    const [row] = await q<{ status: string }>(`select status from private.notification_outbox where payload->>'email' = $1`, [who.email])
    expect(row.status).toBe('withheld')
  })

  it('an erasure: every row of the person leaves the tables the office reads at once, sealed for a year where the office cannot read', async () => {
    const who = person()
    await lead(who)
    expect((await post('ebook_downloads', { id: crypto.randomUUID(), name: who.name, email: who.email, phone: who.phone })).status).toBe(
      201,
    )
    await delivered()
    await post('rpc/privacy_request', { kind: 'erase', contact: who.email })
    const [mail] = await delivered()
    expect(await confirm(tokenOf(mail))).toMatchObject({ outcome: 'done', kind: 'erase' })
    for (const table of ['public.lead_submissions', 'public.ebook_downloads', 'public.newsletter_subscriptions'])
      expect(await q(`select 1 from ${table} where lower(email) = $1`, [who.email]), table).toEqual([])
    expect(
      await q(`select 1 from private.notification_outbox where source_table <> 'privacy_requests' and payload->>'email' = $1`, [who.email]),
    ).toEqual([])
    const sealed = await q<{ source_table: string; year: boolean }>(
      `select source_table, purge_after between now() + interval '364 days' and now() + interval '366 days' as year
         from private.sealed_records where record->>'email' = $1 order by source_table`,
      [who.email],
    )
    expect(sealed).toEqual([
      { source_table: 'ebook_downloads', year: true },
      { source_table: 'lead_submissions', year: true },
    ])
  })

  it('a request made in Hindi: its e-mail is in Hindi with the link to the Hindi page, the office is told to call back in Hindi, and no other language is taken', async () => {
    const hindiMail = (
      parse(readFileSync(join(REPO_ROOT, 'pages/hi/privacy/choices.yaml'), 'utf8')) as {
        sections: { type: string; mail?: { subject: string; kinds: Record<string, string> } }[]
      }
    ).sections.find((s) => s.type === 'privacy-choices')!.mail!
    const who = person()
    await lead(who)
    await delivered()
    expect((await post('rpc/privacy_request', { kind: 'withdraw', contact: who.email, language: 'hi' })).ok).toBe(true)
    const [mail] = await delivered()
    expect(mail.to).toEqual([who.email])
    expect(mail.subject).toBe(hindiMail.subject.replace('{brand}', readNotifyContent(REPO_ROOT).brand))
    expect(mail.text).toContain(hindiMail.kinds.withdraw)
    expect(mail.text).toMatch(/\/hi\/privacy\/choices\?confirm=[0-9a-f]{64}/)
    expect(await confirm(tokenOf(mail))).toMatchObject({ outcome: 'done', kind: 'withdraw' })
    const [stored] = await q<{ language: string }>('select language from private.privacy_requests where email = $1', [who.email])
    expect(stored.language).toBe('hi')
    // By phone: the office's note (in English, for the office) says to call back in Hindi.
    const caller = person()
    expect((await post('rpc/privacy_request', { kind: 'access', contact: caller.phone, language: 'hi' })).ok).toBe(true)
    const [note] = await delivered()
    expect(note.text).toContain('call back in Hindi')
    // English without it, as an older page still open in a tab sends it; nothing but en or hi.
    expect((await post('rpc/privacy_request', { kind: 'access', contact: person().email })).ok).toBe(true)
    const [english] = await delivered()
    expect(english.text).toContain(`${readNotifyContent(REPO_ROOT).domain}/privacy/choices?confirm=`)
    const refused = await post('rpc/privacy_request', { kind: 'access', contact: person().email, language: 'fr' })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toBe('The language must be en or hi.')
  })

  it('a phone-only request reaches the office to call back; the office confirms or refuses it; access waits with its due date', async () => {
    const who = person()
    await lead(who)
    await delivered()
    expect((await post('rpc/privacy_request', { kind: 'erase', contact: who.phone })).ok).toBe(true)
    const [note] = await delivered()
    expect(note.to).toBeUndefined()
    expect(note.subject).toContain(`call ${who.phone} to confirm`)
    const [request] = await q<{ id: string; state: string; days: number }>(
      `select id, state, extract(epoch from due_at - created_at) / 86400 as days from private.privacy_requests where phone = $1`,
      [who.phone],
    )
    // Due the published period after it arrived, before anyone called back.
    expect(request.state).toBe('to-call')
    expect(Number(request.days)).toBe(30)
    const [{ result }] = await q<{ result: string }>(`select public.privacy_confirm_by_office($1, true, 'Meera (office)') as result`, [
      request.id,
    ])
    expect(result).toBe('confirmed')
    expect(await q('select 1 from public.lead_submissions where phone = $1', [who.phone])).toEqual([])
    const [again] = await q<{ result: string }>(`select public.privacy_confirm_by_office($1, true, 'Meera') as result`, [request.id])
    expect(again.result).toBe('not-waiting')

    // One never called back turns overdue on its date, and comes first on the rights desk.
    const waiting = person()
    expect((await post('rpc/privacy_request', { kind: 'access', contact: waiting.phone })).ok).toBe(true)
    await delivered()
    await q(`update private.privacy_requests set due_at = now() - interval '1 minute' where phone = $1`, [waiting.phone])
    const [first] = await q<{ phone: string; state: string; overdue: boolean }>(
      `select phone, state, overdue from public.privacy_requests_list() limit 1`,
    )
    expect(first).toEqual({ phone: waiting.phone, state: 'to-call', overdue: true })

    const asker = person()
    await post('rpc/privacy_request', { kind: 'access', contact: asker.email })
    const [mail] = await delivered()
    const answer = await confirm(tokenOf(mail))
    expect(answer.outcome).toBe('confirmed')
    const days = (new Date(answer.due_at!).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
    const listed = await q<{ kind: string; state: string; overdue: boolean }>(
      `select kind, state, overdue from public.privacy_requests_list() where email = $1`,
      [asker.email],
    )
    expect(listed).toEqual([{ kind: 'access', state: 'confirmed', overdue: false }])
  })

  it('anon may not list requests, read notice versions, confirm by office or purge', async () => {
    for (const fn of ['privacy_requests_list', 'notice_version_text', 'privacy_purge', 'office_reads_list']) {
      const res = await post(`rpc/${fn}`, {})
      expect(res.ok, fn).toBe(false)
    }
  })
})

describe('retention on a fake clock', () => {
  // Years before the real rows of this file, so a purge at T + 3 years leaves those alone.
  const T = '2020-06-01T10:00:00Z'
  const purge = async (at: string) =>
    (await q<{ purged: Record<string, number> }>('select public.privacy_purge($1) as purged', [at]))[0].purged
  const plus = (years: number, days: number) => {
    const d = new Date(T)
    d.setUTCFullYear(d.getUTCFullYear() + years)
    return new Date(d.getTime() + days * 86_400_000).toISOString()
  }

  it('deletes an enquiry 3 years after the last contact, not a day before', async () => {
    await delivered()
    const a = person()
    const b = person()
    await lead(a)
    await lead(b)
    await q(`update public.lead_submissions set created_at = $2 where email = $1`, [a.email, T])
    // b was contacted a year later: its 3 years run from then.
    await q(`update public.lead_submissions set created_at = $2 where email = $1`, [b.email, T])
    await q(`select public.enquiry_set_status(id, 'called', 'Rang back', 'Meera') from public.lead_submissions where email = $1`, [b.email])
    await q(
      `update private.enquiry_progress set changed_at = $2 where lead_id = (select id from public.lead_submissions where email = $1)`,
      [b.email, plus(1, 0)],
    )
    await purge(plus(3, -1))
    expect(await q('select 1 from public.lead_submissions where email = $1', [a.email])).toHaveLength(1)
    await purge(plus(3, 1))
    expect(await q('select 1 from public.lead_submissions where email = $1', [a.email])).toEqual([])
    expect(await q('select 1 from public.lead_submissions where email = $1', [b.email])).toHaveLength(1)
    await purge(plus(4, -1))
    expect(await q('select 1 from public.lead_submissions where email = $1', [b.email])).toHaveLength(1)
    await purge(plus(4, 1))
    expect(await q('select 1 from public.lead_submissions where email = $1', [b.email])).toEqual([])
  })

  it('deletes logs (sent notifications, closed requests, withdrawals, office reads) and sealed records after a year, not a day before', async () => {
    await q(`update private.notification_outbox set created_at = $1 where status <> 'pending'`, [T])
    await q(`update private.privacy_requests set created_at = $1, handled_at = null`, [T])
    await q(`update private.withdrawals set at = $1`, [T])
    await q(`select public.office_read_log('owner@setubiz.in', 'enquiries export', '{}', 'csv')`)
    await q(`update private.office_reads set at = $1`, [T])
    await q(`update private.sealed_records set purge_after = ($1::timestamptz + interval '1 year')`, [T])
    const count = async () =>
      (
        await q<{ n: number }>(`select (select count(*) from private.notification_outbox where status <> 'pending')
          + (select count(*) from private.privacy_requests where state in ('unconfirmed', 'done', 'refused'))
          + (select count(*) from private.withdrawals) + (select count(*) from private.office_reads)
          + (select count(*) from private.sealed_records) as n`)
      )[0].n
    const before = Number(await count())
    expect(before).toBeGreaterThan(5)
    await purge(plus(1, -1))
    expect(Number(await count())).toBe(before)
    const purged = await purge(plus(1, 1))
    expect(Number(await count())).toBe(0)
    expect(purged.office_reads).toBe(1)
    expect(purged.sealed_records).toBeGreaterThan(0)
    // What is still waiting for the office (confirmed access requests) stays.
    expect(await q(`select 1 from private.privacy_requests where state = 'confirmed'`)).not.toEqual([])
  })
})
