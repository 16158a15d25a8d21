/**
 * The office's calls about people's data, written once over a store (./enquiry-store.ts): the enquiry list and
 * its CSV, a status, "Send again", and the rights desk (requests from /privacy/choices, "What we hold", the new
 * notice to earlier enquirers, who read what). The office computer's server (./routes.ts) and the web address's
 * functions (src/worker/store.ts) answer these calls with these handlers, each with its own store and person.
 *
 * Every read of people's data here is logged in the database (office_read_log: who, what, which rows or which
 * download), kept a year and shown to owners on the rights desk. Nothing here needs Node.
 */
import type { Download, Enquiry, Fields, OfficeRead, PrivacyRequest, Routes } from '../contract/protocol.ts'
import { messages } from '../contract/messages.ts'
import type { Role } from '../contract/roles.ts'
import { istTime } from './lead-text.ts'
import { CallError } from '../contract/errors.ts'
import { csvDownload, notificationId, statusChange, toEnquiries, unknownLead, type EnquiryWords } from './enquiry-rows.ts'
import {
  ENQUIRIES_MAX,
  StoreCallError,
  type EnquiryStore,
  type HeldRows,
  type OfficeFunction,
  type OfficeFunctions,
} from './enquiry-store.ts'

const m = messages.privacy

/** Who the office's person is: their name (for the logs and the database's "by"), whether they own the office, and their role where there are roles (the web address). */
export interface OfficePerson {
  name: string
  owner: boolean
  role?: Role
}

/** What a call is answered with besides its request. */
export interface EnquiryContext {
  store: EnquiryStore
  who: OfficePerson
  /** The services' names and a WhatsApp reply's first line, from the site's files (read only when needed). */
  words: () => Promise<EnquiryWords>
  /** The "What we hold" file's list of who processes the data (pages/privacy/choices.yaml), read only when needed. */
  processors: () => Promise<{ does: string; who: string }[]>
}

/** The calls answered here. */
export type EnquiryCall =
  | 'enquiries'
  | 'enquiriesCsv'
  | 'newEnquiries'
  | 'resend'
  | 'setStatus'
  | 'takeEnquiry'
  | 'privacyDesk'
  | 'privacyCallBack'
  | 'privacyAnswer'
  | 'privacyFile'
  | 'noticeText'
  | 'sendNotice'

type EnquiryHandler<K extends EnquiryCall> = (ctx: EnquiryContext, request: Fields<K>) => Promise<Routes[K]['response']>

/** A store's call, its refusals in the office's words. */
async function call<F extends OfficeFunction>(
  store: EnquiryStore,
  fn: F,
  args: OfficeFunctions[F]['args'],
): Promise<OfficeFunctions[F]['result']> {
  try {
    return await store.call(fn, args)
  } catch (e) {
    if (e instanceof StoreCallError) {
      if (unknownLead(e)) throw new CallError(404, { error: messages.enquiries.noSuchEnquiry })
      // A project whose database lacks this migration's functions (PostgREST: PGRST202, "Could not find the function").
      if (e.code === 'PGRST202' || e.code === '42883') throw new CallError(501, { error: m.notMigrated })
      throw new CallError(502, { error: messages.enquiries.notTaken(e.message) })
    }
    throw e
  }
}

/**
 * Logs a read of people's data; a log that cannot be written stops the read (nothing is shown unlogged). A read
 * that showed nobody's data (an empty list) is not logged.
 */
async function logRead(ctx: EnquiryContext, what: string, ids: string[], download: string | null = null): Promise<void> {
  if (ids.length === 0) return
  await call(ctx.store, 'office_read_log', {
    who: ctx.who.name.slice(0, 100),
    what,
    rows_read: ids,
    export_kind: download,
    reader_role: ctx.who.role ?? null,
  })
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function requestId(id: unknown): string {
  if (typeof id !== 'string' || !UUID.test(id)) throw new CallError(400, { error: m.whichRequest })
  return id
}

/** The store's rows, its refusal in the office's words. */
const rowsOf = (ctx: EnquiryContext) =>
  ctx.store.rows().catch((e: unknown) => {
    if (e instanceof StoreCallError) throw new CallError(502, { error: messages.enquiries.notGiven(e.message) })
    throw e
  })

async function list(ctx: EnquiryContext): Promise<Enquiry[]> {
  const rows = await rowsOf(ctx)
  return rows ? toEnquiries(rows, await ctx.words()) : []
}

const toRequest = (r: OfficeFunctions['privacy_requests_list']['result'][number]): PrivacyRequest => ({
  id: r.id,
  kind: r.kind,
  contact: r.email ?? r.phone ?? '',
  details: r.details ?? '',
  state: r.state,
  created: new Date(r.created_at).toISOString(),
  confirmed: r.confirmed_at && new Date(r.confirmed_at).toISOString(),
  due: r.due_at && new Date(r.due_at).toISOString(),
  overdue: r.overdue,
  by: r.handled_by,
  handled: r.handled_at && new Date(r.handled_at).toISOString(),
  note: r.note ?? '',
  // What the person has had done since an open request arrived: erased, withdrew.
  ...(r.since?.length ? { since: r.since.map((s) => ({ kind: s.kind, at: new Date(s.at).toISOString() })) } : {}),
})

const toRead = (r: OfficeFunctions['office_reads_list']['result'][number]): OfficeRead => ({
  at: new Date(r.at).toISOString(),
  who: r.who,
  what: r.what,
  rows: r.rows_read.length,
  download: r.export_kind,
  role: r.role ?? null,
})

/** "What we hold" as a plain-text file the office can send the person: every table's rows, and who processes them. */
export function heldFile(held: HeldRows, processors: { does: string; who: string }[], brand: string): string {
  const time = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v) ? istTime(v) : v)
  const value = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : Array.isArray(v) ? v.join(', ') || '-' : String(time(v)))
  // After an erasure, a table left empty says so: erased at the person's request, not "none".
  const erased = held.erasures ?? []
  const empty = erased.length ? m.file.erased(istTime(erased[erased.length - 1].at)) : m.file.none
  const table = (title: string, rows: Record<string, unknown>[], erasable = true) => [
    `${title}: ${rows.length === 0 ? (erasable ? empty : m.file.none) : rows.length}`,
    ...rows.flatMap((row, i) => [
      `  ${i + 1}.`,
      ...Object.entries(row)
        .filter(([k]) => k !== 'id' && k !== 'lead_id')
        .map(([k, v]) => `     ${k}: ${value(v)}`),
    ]),
    '',
  ]
  const r = held.request
  return [
    m.file.heading(brand),
    m.file.forContact(r.email ?? r.phone ?? ''),
    m.file.made(istTime(new Date().toISOString()), r.confirmed_at ? istTime(r.confirmed_at) : '-'),
    '',
    ...(held.since?.length
      ? [
          m.file.since,
          ...held.since.map((s) => `  - ${s.kind === 'erase' ? m.file.youErased : m.file.youWithdrew}: ${istTime(s.at)} (IST)`),
          '',
        ]
      : []),
    ...table(m.file.tables.lead_submissions, held.lead_submissions),
    ...table(m.file.tables.enquiry_progress, held.enquiry_progress),
    ...table(m.file.tables.ebook_downloads, held.ebook_downloads),
    ...table(m.file.tables.newsletter_subscriptions, held.newsletter_subscriptions),
    ...table(m.file.tables.notifications, held.notifications),
    ...table(m.file.tables.withdrawals, held.withdrawals, false),
    ...(erased.length
      ? [`${m.file.tables.erasures}: ${erased.length}`, ...erased.map((e) => `  - ${istTime(e.at)} (IST): ${m.file.sealed(e.records)}`), '']
      : []),
    m.file.processors,
    ...processors.map((p) => `  - ${p.who}: ${p.does}`),
    '',
    m.file.purposes,
    '',
  ].join('\n')
}

export const enquiryHandlers: { [K in EnquiryCall]: EnquiryHandler<K> } = {
  async enquiries(ctx) {
    const enquiries = await list(ctx)
    await logRead(
      ctx,
      'enquiries',
      enquiries.map((e) => e.id),
    )
    return { source: ctx.store.source, where: ctx.store.where, enquiries, you: ctx.who.name.slice(0, 100) }
  },

  async enquiriesCsv(ctx) {
    const enquiries = await list(ctx)
    await logRead(
      ctx,
      'enquiries',
      enquiries.map((e) => e.id),
      'csv',
    )
    return csvDownload(enquiries)
  },

  async newEnquiries(ctx) {
    const rows = await rowsOf(ctx)
    // Leads only, where the database keeps their progress (migration 0004): one with no progress row is new.
    if (!rows?.progress) return { count: 0 }
    const status = new Map(rows.progress.map((p) => [p.lead_id, p.status]))
    return { count: rows.leads.filter((l) => (status.get(l.id) ?? 'new') === 'new').length }
  },

  async resend(ctx, b) {
    const id = notificationId(b.id)
    return { id, again: (await call(ctx.store, 'notify_retry', { notification_id: Number(id) })) === true }
  },

  /** "Mine": the person takes the enquiry (its reminders then name them), or lets it go. */
  async takeEnquiry(ctx, b) {
    if (typeof b.lead !== 'string' || !UUID.test(b.lead)) throw new CallError(400, messages.enquiries.whichEnquiry)
    if (typeof b.mine !== 'boolean') throw new CallError(400, messages.enquiries.whichEnquiry)
    const holder = await call(ctx.store, 'enquiry_take', { lead: b.lead, by_whom: ctx.who.name.slice(0, 100), mine: b.mine })
    return { takenBy: holder ?? null }
  },

  async setStatus(ctx, b) {
    const change = statusChange(b as Record<string, unknown>)
    await call(ctx.store, 'enquiry_set_status', {
      lead: change.lead,
      new_status: change.status,
      new_note: change.note,
      changed_by: ctx.who.name.slice(0, 100),
      new_fee: change.fee,
    }).catch((e: unknown) => {
      // Nothing stored at all (no local folder yet): this enquiry is not there either.
      if (e instanceof CallError && e.body.error === messages.enquiries.nothingStored)
        throw new CallError(404, { error: messages.enquiries.noSuchEnquiry })
      throw e
    })
    return { ok: true }
  },

  async privacyDesk(ctx) {
    const [requests, status, reads] = await Promise.all([
      call(ctx.store, 'privacy_requests_list', { max_rows: ENQUIRIES_MAX }),
      call(ctx.store, 'notice_send_status', {}),
      ctx.who.owner ? call(ctx.store, 'office_reads_list', { max_rows: 500 }) : Promise.resolve(null),
    ])
    await logRead(
      ctx,
      'privacy requests',
      requests.map((r) => r.id),
    )
    const earlier = status[0] ?? { waiting: 0, sent: 0, phone_only: 0 }
    return {
      requests: requests.map(toRequest),
      reads: reads && reads.map(toRead),
      earlier: { waiting: Number(earlier.waiting), sent: Number(earlier.sent), phoneOnly: Number(earlier.phone_only) },
    }
  },

  async privacyCallBack(ctx, b) {
    const id = requestId(b.id)
    if (typeof b.confirmed !== 'boolean') throw new CallError(400, { error: m.confirmedOrNot })
    const outcome = await call(ctx.store, 'privacy_confirm_by_office', {
      request_id: id,
      confirmed: b.confirmed,
      by_whom: ctx.who.name.slice(0, 100),
    })
    if (outcome === 'not-waiting') throw new CallError(409, { error: m.notWaitingForCall })
    if (outcome === 'refused') return { state: 'refused' }
    // A withdrawal or an erasure is carried out at once; the others wait for their answer by the due date.
    const now = (await call(ctx.store, 'privacy_requests_list', { max_rows: ENQUIRIES_MAX })).find((r) => r.id === id)
    return { state: now?.state === 'done' ? 'done' : 'confirmed' }
  },

  async privacyAnswer(ctx, b) {
    const id = requestId(b.id)
    if (b.state !== 'done' && b.state !== 'refused') throw new CallError(400, { error: m.doneOrRefused })
    if (typeof b.note !== 'string' || b.note.trim() === '' || b.note.length > 2000) throw new CallError(400, { error: m.noteNeeded })
    const ok = await call(ctx.store, 'privacy_request_handle', {
      request_id: id,
      new_state: b.state,
      by_whom: ctx.who.name.slice(0, 100),
      note: b.note.trim(),
    })
    if (!ok) throw new CallError(409, { error: m.notConfirmed })
    return { ok: true }
  },

  async privacyFile(ctx, q): Promise<Download> {
    const id = requestId(q.id)
    const held = await call(ctx.store, 'privacy_held', { request_id: id })
    if (!held) throw new CallError(409, { error: m.confirmFirst })
    // Every download is a logged read, an erased person's too: the request itself is read, whatever rows remain.
    const ids = [id, ...[...held.lead_submissions, ...held.ebook_downloads, ...held.newsletter_subscriptions].map((r) => String(r.id))]
    await logRead(ctx, 'what we hold', ids, 'what-we-hold')
    const words = await ctx.words()
    return {
      type: 'text/plain; charset=utf-8',
      filename: `what-we-hold-${new Date().toISOString().slice(0, 10)}-${id.slice(0, 8)}.txt`,
      body: heldFile(held, await ctx.processors(), words.brand ?? ''),
    }
  },

  async noticeText(ctx, q) {
    const version = q.version
    if (typeof version !== 'string' || !/^[0-9a-f]{64}$/.test(version)) throw new CallError(400, { error: m.whichNotice })
    const [found] = await call(ctx.store, 'notice_version_text', { wanted: version })
    if (!found) throw new CallError(404, { error: m.noSuchNotice })
    return { version: found.version, text: found.text, firstSeen: new Date(found.first_seen).toISOString(), checked: found.checked }
  },

  async sendNotice(ctx) {
    return { queued: Number(await call(ctx.store, 'notice_send_earlier', { by_whom: ctx.who.name.slice(0, 100) })) }
  },
}

export const isEnquiryCall = (name: string): name is EnquiryCall => name in enquiryHandlers
