/**
 * Enquiries as the editor lists them, from the rows the forms stored (either store, ./enquiry-store.ts), their
 * CSV, and the checks of what the office sends about them. Nothing here needs Node.
 */
import type { ProgressRow, StoredRows } from './stored.ts'
import { csv, istTime, spreadsheetPhone } from './lead-text.ts'
import { GUIDE_LEAD_MESSAGE } from '../backend/leads.ts'
import { CAMPAIGN_SOURCE_PAGE } from '../forms/validation.ts'
import { CallError } from '../contract/errors.ts'
import { enquirySource } from './lead-source.ts'
import { contactHref, kindOf, redact, replyLine, type ReplyTemplates } from '../notifications/message.ts'
import { promiseWords, type PromiseKind, type PromiseSaid } from '../lib/promise.ts'
import type { Enquiry, EnquiryStatus } from '../contract/protocol.ts'
import { columnHeader, FORM_NAMES, LEAD_FIELDS, leadRecord, type LeadField } from '../notifications/lead-fields.ts'
import { messages } from '../contract/messages.ts'

export { ENQUIRIES_MAX } from './enquiry-store.ts'

/** The notification `id` a "Send again" names, checked. */
export function notificationId(id: unknown): string {
  if (typeof id !== 'string' || !/^\d{1,18}$/.test(id)) throw new CallError(400, { error: messages.enquiries.whichNotification })
  return id
}

/** A status change as the editor sends it, checked. */
export interface StatusChange {
  lead: string
  status: EnquiryStatus
  note: string
  /** A client's fee in whole rupees, or null. */
  fee: number | null
}

/** The highest fee the office may record (₹10 crore), as the database's enquiry_progress_fee_check. */
export const FEE_MAX = 100_000_000

export function statusChange(body: Record<string, unknown>): StatusChange {
  const { lead, status, note, fee = null } = body
  if (typeof lead !== 'string' || !/^[0-9a-f-]{36}$/i.test(lead)) throw new CallError(400, { error: messages.enquiries.whichEnquiry })
  if (status !== 'new' && status !== 'called' && status !== 'done' && status !== 'client')
    throw new CallError(400, { error: messages.enquiries.statuses })
  if (typeof note !== 'string' || note.length > 2000) throw new CallError(400, { error: messages.enquiries.noteTooLong })
  if (fee !== null && (typeof fee !== 'number' || !Number.isInteger(fee) || fee < 0 || fee > FEE_MAX))
    throw new CallError(400, { error: messages.enquiries.feeWrong })
  if (fee !== null && status !== 'client') throw new CallError(400, { error: messages.enquiries.feeOnlyForClients })
  return { lead, status, note, fee }
}

/**
 * A status for an enquiry no longer (or never) stored: Postgres refuses the row naming it (foreign key,
 * code 23503). Supabase passes the code on; the local database's thread passes the words only.
 */
export const unknownLead = (error: unknown) =>
  (error as { code?: unknown })?.code === '23503' || /\benquiry_progress_lead_id_fkey\b/.test(String((error as Error)?.message))

/** The form a lead came from, by what the forms store (src/forms/validation.ts, src/backend/leads.ts). */
function formOf(lead: StoredRows['leads'][number]): Enquiry['form'] {
  return FORM_NAMES[kindOf(lead, { guideMessage: GUIDE_LEAD_MESSAGE, campaignPage: CAMPAIGN_SOURCE_PAGE })]
}

/** Service values as the forms show them, from pages/_site/forms.yaml's data (empty when it has none). */
export function serviceLabels(forms: unknown): Map<string, string> {
  const services = (forms as { leadForm?: { services?: { value: string; label: string }[] } } | null)?.leadForm?.services
  return new Map((Array.isArray(services) ? services : []).map((s) => [s.value, s.label]))
}

/** The words an enquiry is shown with: the services' labels, and the first line of a WhatsApp reply. */
export interface EnquiryWords {
  labels: Map<string, string>
  whatsapp?: ReplyTemplates
  /** The firm's name (site.yaml brand.name), for the files the office sends people. */
  brand?: string
  /** What each kind of form promised (forms.yaml `promises`), for the office to see every promise made. */
  promises?: Partial<Record<PromiseKind, PromiseSaid[]>>
}

/** The words from pages/_site/forms.yaml's and site.yaml's data (either may be missing or unreadable). */
export function enquiryWords(forms: unknown, site: unknown): EnquiryWords {
  const whatsapp = (site as { notify?: { whatsapp?: Partial<ReplyTemplates> } } | null)?.notify?.whatsapp
  const ok = typeof whatsapp?.withService === 'string' && typeof whatsapp.general === 'string'
  const brand = (site as { brand?: { name?: unknown } } | null)?.brand?.name
  const promises = (forms as { promises?: EnquiryWords['promises'] } | null)?.promises
  return {
    labels: serviceLabels(forms),
    ...(ok ? { whatsapp: whatsapp as ReplyTemplates } : {}),
    ...(typeof brand === 'string' ? { brand } : {}),
    ...(promises && typeof promises === 'object' ? { promises } : {}),
  }
}

/** The form a lead came from, as the promises name it (src/notifications/message.ts kindOf, by the form's name). */
const KIND_OF_FORM: Partial<Record<string, PromiseKind>> = {
  [FORM_NAMES.enquiry]: 'enquiry',
  [FORM_NAMES.contact]: 'contact',
  [FORM_NAMES.callback]: 'callback',
  [FORM_NAMES.guide]: 'guide',
}

/** When it is due, as the database set it when it arrived, with every promise the visitor read (the sooner set it). */
function dueOf(
  lead: { due_at?: Date | null; promise_minutes?: number | null; promise_working_hours?: boolean | null },
  form: string,
  words: EnquiryWords,
): Enquiry['due'] {
  if (!lead.due_at || !lead.promise_minutes) return undefined
  const kind = KIND_OF_FORM[form]
  return {
    at: lead.due_at.toISOString(),
    promise: promiseWords(lead.promise_minutes, lead.promise_working_hours === true),
    promised: (kind ? (words.promises?.[kind] ?? []) : []).map(
      (p) => `${p.within}${p.workingHours ? ' in working hours' : ''}: ${p.where}`,
    ),
  }
}

const progressOf = (p: ProgressRow | undefined, created: Date): NonNullable<Enquiry['progress']> =>
  p
    ? {
        status: p.status,
        note: p.note,
        by: p.changed_by,
        at: p.changed_at.toISOString(),
        fee: p.fee,
        clientAt: p.client_at ? p.client_at.toISOString() : null,
        firstCalled: p.first_called_at ? p.first_called_at.toISOString() : null,
        takenBy: p.taken_by ?? null,
      }
    : { status: 'new', note: '', by: '', at: created.toISOString(), fee: null, clientAt: null, firstCalled: null, takenBy: null }

/** The privacy notice a row was sent under, when it recorded one; else why it has none, when the database says. */
const noticeOf = (row: {
  notice_version: string | null
  notice_purposes: string | null
  notice_at: Date | null
  notice_missing: string | null
}): Pick<Enquiry, 'notice' | 'noticeMissing'> =>
  row.notice_version && row.notice_at
    ? {
        notice: {
          version: row.notice_version,
          purposes: (row.notice_purposes ?? '').split(',').filter(Boolean),
          at: row.notice_at.toISOString(),
        },
      }
    : row.notice_missing === 'not-sent' || row.notice_missing === 'not-published'
      ? { noticeMissing: row.notice_missing }
      : {}

export function toEnquiries(rows: StoredRows, words: EnquiryWords): Enquiry[] {
  const { labels, whatsapp } = words
  const out: Enquiry[] = []
  // The lead's own notification (not a reminder about it, which has the lead's id too).
  const ownNotice = (n: { source_table?: string }) => (n.source_table ?? 'lead_submissions') === 'lead_submissions'
  const notices = new Map((rows.notifications ?? []).filter(ownNotice).map((n) => [n.source_id, n]))
  const progress = rows.progress ? new Map(rows.progress.map((p) => [p.lead_id, p])) : undefined
  for (const lead of rows.leads) {
    const notice = notices.get(lead.id)
    const form = formOf(lead)
    const source = enquirySource(lead)
    const service = lead.service ? (labels.get(lead.service) ?? lead.service) : ''
    const reply = contactHref('whatsapp', lead.phone ?? '', replyLine(whatsapp, lead.name, service))
    const due = dueOf(lead, form, words)
    const guide =
      form === FORM_NAMES.guide
        ? rows.guides.find((g) => g.email === lead.email && Math.abs(+g.created_at - +lead.created_at) < 60_000)
        : undefined
    out.push({
      id: lead.id,
      form,
      created_at: lead.created_at.toISOString(),
      name: lead.name,
      email: lead.email,
      phone: lead.phone ?? '',
      service,
      ...(reply ? { whatsapp: reply } : {}),
      page: lead.source_page,
      language: lead.language ?? 'en',
      message: form === FORM_NAMES.guide ? '' : (lead.message ?? ''),
      ...(source ? { source } : {}),
      ...(due ? { due } : {}),
      ...noticeOf(lead),
      ...(guide
        ? { viewed: guide.viewed_at ? `read to page ${guide.pages_viewed}, last on ${guide.viewed_at.toISOString()}` : 'not opened yet' }
        : {}),
      ...(progress ? { progress: progressOf(progress.get(lead.id), lead.created_at) } : {}),
      ...(notice
        ? {
            notification: {
              id: notice.id,
              status: notice.status,
              attempts: notice.attempts,
              // An error stored before 0006_hardening.sql may hold an address's user name and password.
              error: notice.last_error && redact(notice.last_error),
            },
          }
        : {}),
    })
  }
  for (const s of rows.subscriptions)
    out.push({
      id: s.id,
      form: FORM_NAMES.newsletter,
      created_at: s.created_at.toISOString(),
      name: '',
      email: s.email,
      phone: '',
      service: '',
      page: s.source === 'blog_page' ? '/blog' : (s.source ?? ''),
      language: s.language ?? 'en',
      message: '',
      ...noticeOf(s),
    })
  return out.sort((a, b) => b.created_at.localeCompare(a.created_at))
}

/**
 * The list as a CSV file, the one the editor downloads and `npm run leads -- --csv` prints: a column per field of
 * LEAD_FIELDS (src/notifications/lead-fields.ts), times in IST, spreadsheet-safe fields (formulas and
 * hidden characters neutralised), newest first.
 */
export function enquiriesCsv(enquiries: Enquiry[], fields: readonly LeadField[] = LEAD_FIELDS): string {
  const cell = (f: LeadField, e: Enquiry) => {
    const v = f.value(e)
    return f.kind === 'time' ? istTime(v as string) : f.kind === 'phone' ? spreadsheetPhone(v as string) : v
  }
  return csv(
    fields.map(columnHeader),
    enquiries.map((e) => fields.map((f) => cell(f, e))),
  )
}

/** The list as `npm run leads -- --json` gives it: each enquiry by LEAD_FIELDS' keys. */
export const enquiriesJson = (enquiries: Enquiry[], fields: readonly LeadField[] = LEAD_FIELDS) =>
  enquiries.map((e) => leadRecord(e, fields))

/** The CSV download's name and type, the same from either store. */
export const csvDownload = (enquiries: Enquiry[]) => ({
  type: 'text/csv; charset=utf-8',
  filename: `enquiries-${new Date().toISOString().slice(0, 10)}.csv`,
  body: enquiriesCsv(enquiries),
})
