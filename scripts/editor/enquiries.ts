/**
 * Enquiries: what visitors sent through every form, for the editor's read-only list and its CSV export
 * (the same safe CSV as `npm run leads -- --csv`). Read on the editor's server only, never by the browser:
 *
 * - with hosted Supabase (VITE_SUPABASE_URL and a server-only SUPABASE_SERVICE_ROLE_KEY or
 *   SUPABASE_SECRET_KEY in the environment or a .env file), through supabase-js with that key, which only
 *   this process holds: the key has no VITE_ prefix, so Vite never puts it in a page, and the build's
 *   secret scan refuses it in dist/;
 * - otherwise from the local backend's data folder, as `npm run leads` reads it: through the running `npm start`
 *   or `npm run dev` when one holds the folder (LocalBackend.share), else by opening it.
 */
import { execFileSync } from 'node:child_process'
import { userInfo } from 'node:os'
import path from 'node:path'
import { loadEnv } from 'vite'
import { readYamlFile } from '../lib/content/fs-source.ts'
import {
  DataDirLockedError,
  readStoredRows,
  retryNotification,
  setEnquiryStatus,
  type NotificationRow,
  type ProgressRow,
  type StoredRows,
} from '../backend/index.ts'
import { csv, istTime, spreadsheetPhone } from '../lib/lead-text.ts'
import { GUIDE_LEAD_MESSAGE } from '../../src/backend/leads.ts'
import { NoRealtime } from '../../src/backend/client.ts'
import { CAMPAIGN_SOURCE_PAGE } from '../../src/forms/validation.ts'
import { COLUMNS } from '../../src/generated/database.ts'
import { EditorError } from './errors.ts'
import type { Enquiry, EnquiriesResponse, ResendResponse } from '../../src/editor/protocol.ts'
import { messages } from '../../src/editor/messages.ts'

/** How many rows of each table the list reads, newest first. */
export const ENQUIRIES_MAX = 2000

/** The server-only credential for hosted Supabase, when one is configured. */
function hostedCredential(root: string): { url: string; key: string } | undefined {
  const env = { ...loadEnv('development', root, ''), ...process.env }
  const url = env.VITE_SUPABASE_URL?.trim()
  const key = (env.SUPABASE_SERVICE_ROLE_KEY ?? env.SUPABASE_SECRET_KEY)?.trim()
  return url && key ? { url, key } : undefined
}

async function hostedClient(url: string, key: string) {
  const { createClient } = await import('@supabase/supabase-js')
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtime as never },
  })
}

async function readHosted(url: string, key: string): Promise<StoredRows> {
  const supabase = await hostedClient(url, key)
  const table = async <T>(name: string, columns: string): Promise<T[]> => {
    const { data, error } = await supabase.from(name).select(columns).order('created_at', { ascending: false }).limit(ENQUIRIES_MAX)
    if (error) throw new EditorError(502, { error: messages.enquiries.notGiven(error.message) })
    return (data ?? []) as T[]
  }
  const dated = <T extends { created_at: unknown }>(rows: T[]) => rows.map((r) => ({ ...r, created_at: new Date(String(r.created_at)) }))
  return {
    leads: dated(await table('lead_submissions', COLUMNS.lead_submissions.join(', '))),
    subscriptions: dated(await table('newsletter_subscriptions', COLUMNS.newsletter_subscriptions.join(', '))),
    guides: dated(await table<StoredRows['guides'][number]>('ebook_downloads', COLUMNS.ebook_downloads.join(', '))).map((g) => ({
      ...g,
      viewed_at: g.viewed_at ? new Date(String(g.viewed_at)) : null,
    })),
    // The outbox's functions (migration 0004); a project without them lists the enquiries without their notifications.
    progress: await supabase
      .rpc('enquiry_progress_list', { max_rows: ENQUIRIES_MAX })
      .then(({ data, error }) =>
        error ? undefined : ((data ?? []) as ProgressRow[]).map((p) => ({ ...p, changed_at: new Date(String(p.changed_at)) })),
      ),
    notifications: await supabase
      .rpc('notify_list', { wanted_status: null, max_rows: ENQUIRIES_MAX })
      .then(({ data, error }) => (error ? undefined : ((data ?? []) as NotificationRow[]).map((n) => ({ ...n, id: String(n.id) })))),
  }
}

/** The form a lead came from, by what the forms store (src/forms/validation.ts, src/backend/leads.ts). */
function formOf(lead: StoredRows['leads'][number]): Enquiry['form'] {
  if (lead.message === GUIDE_LEAD_MESSAGE) return 'Startup guide'
  if (lead.source_page === CAMPAIGN_SOURCE_PAGE) return 'Tax filing callback'
  if (lead.source_page === '/contact') return 'Contact form'
  return 'Enquiry form'
}

/** Service values as the forms show them (pages/_site/forms.yaml). */
function serviceLabels(root: string): Map<string, string> {
  try {
    const forms = readYamlFile(root, 'pages/_site/forms.yaml') as {
      leadForm?: { services?: { value: string; label: string }[] }
    }
    return new Map((forms.leadForm?.services ?? []).map((s) => [s.value, s.label]))
  } catch {
    return new Map()
  }
}

const progressOf = (p: ProgressRow | undefined, created: Date): NonNullable<Enquiry['progress']> =>
  p
    ? { status: p.status, note: p.note, by: p.changed_by, at: p.changed_at.toISOString() }
    : { status: 'new', note: '', by: '', at: created.toISOString() }

export function toEnquiries(rows: StoredRows, labels: Map<string, string>): Enquiry[] {
  const out: Enquiry[] = []
  const notices = new Map((rows.notifications ?? []).map((n) => [n.source_id, n]))
  const progress = rows.progress ? new Map(rows.progress.map((p) => [p.lead_id, p])) : undefined
  for (const lead of rows.leads) {
    const notice = notices.get(lead.id)
    const form = formOf(lead)
    const guide =
      form === 'Startup guide'
        ? rows.guides.find((g) => g.email === lead.email && Math.abs(+g.created_at - +lead.created_at) < 60_000)
        : undefined
    out.push({
      id: lead.id,
      form,
      created_at: lead.created_at.toISOString(),
      name: lead.name,
      email: lead.email,
      phone: lead.phone ?? '',
      service: lead.service ? (labels.get(lead.service) ?? lead.service) : '',
      page: lead.source_page,
      message: form === 'Startup guide' ? '' : (lead.message ?? ''),
      ...(guide
        ? { viewed: guide.viewed_at ? `read to page ${guide.pages_viewed}, last on ${guide.viewed_at.toISOString()}` : 'not opened yet' }
        : {}),
      ...(progress ? { progress: progressOf(progress.get(lead.id), lead.created_at) } : {}),
      ...(notice ? { notification: { id: notice.id, status: notice.status, attempts: notice.attempts, error: notice.last_error } } : {}),
    })
  }
  for (const s of rows.subscriptions)
    out.push({
      id: s.id,
      form: 'Newsletter',
      created_at: s.created_at.toISOString(),
      name: '',
      email: s.email,
      phone: '',
      service: '',
      page: s.source === 'blog_page' ? '/blog' : (s.source ?? ''),
      message: '',
    })
  return out.sort((a, b) => b.created_at.localeCompare(a.created_at))
}

/** The read under way, shared by calls that come meanwhile: PGlite opens one folder once per process. */
let reading: Promise<EnquiriesResponse> | undefined

export function readEnquiries(root: string): Promise<EnquiriesResponse> {
  reading ??= readOnce(root).finally(() => (reading = undefined))
  return reading
}

async function readOnce(root: string): Promise<EnquiriesResponse> {
  const hosted = hostedCredential(root)
  if (hosted) {
    const rows = await readHosted(hosted.url, hosted.key)
    return { source: 'hosted', where: new URL(hosted.url).host, enquiries: toEnquiries(rows, serviceLabels(root)) }
  }
  const dataDir = localDataDir(root)
  let rows: StoredRows | null
  try {
    rows = await readStoredRows({ dataDir, handleSignals: false, log: () => {} })
  } catch (e) {
    if (e instanceof DataDirLockedError) throw new EditorError(409, { error: messages.enquiries.siteHoldsThem })
    throw e
  }
  return { source: 'local', where: dataDir, enquiries: rows ? toEnquiries(rows, serviceLabels(root)) : [] }
}

const localDataDir = (root: string) => path.resolve(process.env.LOCAL_BACKEND_DIR ?? path.join(root, '.data/pglite'))

/**
 * "Send again": a failed notification is due again now, with its tries counted afresh. The running site (or the
 * hosted function's next sweep) sends it; locally that is the next `npm start` or `npm run dev` when none runs.
 */
export async function resendNotification(root: string, id: unknown): Promise<ResendResponse> {
  if (typeof id !== 'string' || !/^\d{1,18}$/.test(id)) throw new EditorError(400, { error: messages.enquiries.whichNotification })
  const hosted = hostedCredential(root)
  if (hosted) {
    const supabase = await hostedClient(hosted.url, hosted.key)
    const { data, error } = await supabase.rpc('notify_retry', { notification_id: Number(id) })
    if (error) throw new EditorError(502, { error: messages.enquiries.notTaken(error.message) })
    return { id, again: data === true }
  }
  let again: boolean | null
  try {
    again = await retryNotification(id, { dataDir: localDataDir(root), handleSignals: false, log: () => {} })
  } catch (e) {
    if (e instanceof DataDirLockedError) throw new EditorError(409, { error: messages.enquiries.siteHoldsThem })
    throw e
  }
  if (again === null) throw new EditorError(404, { error: messages.enquiries.nothingStored })
  return { id, again }
}

/** Who changes a status: this computer's git user (the one Publish commits as), else its login name. */
function whoAmI(root: string): string {
  try {
    const name = execFileSync('git', ['config', 'user.name'], { cwd: root, encoding: 'utf8' }).trim()
    if (name) return name.slice(0, 100)
  } catch {
    // no git user configured
  }
  return (userInfo().username || 'editor').slice(0, 100)
}

/** New → called → done, with a note: the live database (enquiry_set_status) or this computer's. */
export async function setStatus(root: string, body: Record<string, unknown>): Promise<{ ok: true }> {
  const { lead, status, note } = body
  if (typeof lead !== 'string' || !/^[0-9a-f-]{36}$/i.test(lead)) throw new EditorError(400, { error: messages.enquiries.whichEnquiry })
  if (status !== 'new' && status !== 'called' && status !== 'done') throw new EditorError(400, { error: messages.enquiries.statuses })
  if (typeof note !== 'string' || note.length > 2000) throw new EditorError(400, { error: messages.enquiries.noteTooLong })
  const by = whoAmI(root)
  const hosted = hostedCredential(root)
  if (hosted) {
    const supabase = await hostedClient(hosted.url, hosted.key)
    const { error } = await supabase.rpc('enquiry_set_status', { lead, new_status: status, new_note: note, changed_by: by })
    if (error) throw new EditorError(502, { error: messages.enquiries.notTaken(error.message) })
    return { ok: true }
  }
  try {
    await setEnquiryStatus({ lead, status, note, by }, { dataDir: localDataDir(root), handleSignals: false, log: () => {} })
  } catch (e) {
    if (e instanceof DataDirLockedError) throw new EditorError(409, { error: messages.enquiries.siteHoldsThem })
    throw e
  }
  return { ok: true }
}

/** The list as a CSV file: spreadsheet-safe fields (formulas and hidden characters neutralised), newest first. */
export function enquiriesCsv(enquiries: Enquiry[]): string {
  return csv(
    ['created_at (IST)', 'form', 'name', 'email', 'phone', 'service', 'page', 'message'],
    enquiries.map((e) => [istTime(e.created_at), e.form, e.name, e.email, spreadsheetPhone(e.phone), e.service, e.page, e.message]),
  )
}
