/**
 * Where the office's enquiry calls read and change what visitors sent: a store. Two implement it, and the
 * calls (./enquiry-calls.ts) are written once over either:
 *
 *   supabaseEnquiries(project)   a hosted Supabase project, through supabase-js with the server-only secret key
 *                          (the web address's functions, and the office computer when it is configured so);
 *   the local folder       the local backend's PGlite folder (./enquiries.ts, Node only).
 *
 * A store does two things: it reads every row the enquiry list shows, and it calls one of the database's office
 * functions (OfficeFunctions: the migrations' service-role functions) by name with named arguments, answered
 * as PostgREST answers them. Nothing here needs Node.
 */
import { storedRows, type NotificationRow, type ProgressRow, type StoredRows } from './stored.ts'
import { NoRealtime } from '../backend/client.ts'
import { COLUMNS } from '../generated/database.ts'
import type { OfficeFunctionName } from './office-functions.ts'

/** How many rows of each table the list reads, newest first. */
export const ENQUIRIES_MAX = 2000

/** A request from /privacy/choices as the rights desk lists it (privacy_requests_list, 0008_privacy.sql). */
export interface PrivacyRequestRow {
  id: string
  kind: 'withdraw' | 'access' | 'correct' | 'erase' | 'grievance'
  email: string | null
  phone: string | null
  details: string | null
  state: 'unconfirmed' | 'to-call' | 'confirmed' | 'done' | 'refused'
  created_at: string
  confirmed_at: string | null
  due_at: string | null
  overdue: boolean
  handled_by: string | null
  handled_at: string | null
  note: string | null
  /** On an open request: the same person's withdrawals and erasures carried out since it arrived (0015). */
  since?: { kind: 'withdraw' | 'erase'; at: string }[] | null
}

/** One read or download of enquiries by someone at the office (office_reads_list). */
export interface OfficeReadRow {
  id: number
  at: string
  who: string
  what: string
  rows_read: string[]
  export_kind: string | null
  /** The reader's role, where there are roles (the web address; migration 0013). */
  role?: string | null
}

/** What privacy_held (0010_rights_desk.sql) gives for a confirmed request: each table's rows of this person. */
export interface HeldRows {
  request: {
    id: string
    kind: string
    email: string | null
    phone: string | null
    created_at: string
    confirmed_at: string | null
    due_at: string | null
  }
  lead_submissions: Record<string, unknown>[]
  enquiry_progress: Record<string, unknown>[]
  ebook_downloads: Record<string, unknown>[]
  newsletter_subscriptions: Record<string, unknown>[]
  notifications: { created_at: string; status: string; delivered: string[] }[]
  /** Withdrawals only (an erasure stops contact too, but is listed as the erasure). */
  withdrawals: { at: string }[]
  /** Each erasure carried out, and how many records it sealed (0015_rights_since.sql). */
  erasures?: { at: string; records: number }[]
  /** What the person has had done since this request arrived. */
  since?: { kind: 'withdraw' | 'erase'; at: string }[]
}

/** The database's functions the office calls (src/editor-calls/office-functions.ts), their named arguments and answers. */
export type OfficeFunctions = {
  notify_retry: { args: { notification_id: number }; result: boolean }
  enquiry_set_status: {
    args: { lead: string; new_status: string; new_note: string; changed_by: string; new_fee: number | null }
    result: null
  }
  privacy_requests_list: { args: { max_rows: number }; result: PrivacyRequestRow[] }
  privacy_confirm_by_office: {
    args: { request_id: string; confirmed: boolean; by_whom: string }
    result: 'not-waiting' | 'refused' | 'confirmed'
  }
  privacy_request_handle: { args: { request_id: string; new_state: 'done' | 'refused'; by_whom: string; note: string }; result: boolean }
  privacy_held: { args: { request_id: string }; result: HeldRows | null }
  office_read_log: {
    args: { who: string; what: string; rows_read: string[]; export_kind: string | null; reader_role: string | null }
    result: null
  }
  enquiry_take: { args: { lead: string; by_whom: string; mine: boolean }; result: string | null }
  office_reads_list: { args: { max_rows: number }; result: OfficeReadRow[] }
  notice_version_text: { args: { wanted: string }; result: { version: string; text: string; first_seen: string; checked: boolean }[] }
  notice_send_status: { args: Record<never, never>; result: { waiting: number; sent: number; phone_only: number }[] }
  notice_send_earlier: { args: { by_whom: string }; result: number }
}
export type OfficeFunction = keyof OfficeFunctions

// The typed functions are exactly the ones the backend lets the office call.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export const TYPED_FUNCTIONS_ARE_THE_OFFICE_FUNCTIONS: Same<OfficeFunction, OfficeFunctionName> = true

/** A function's refusal as PostgREST words it: its SQLSTATE (or PostgREST code) and message. */
export class StoreCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly hint: string | null = null,
  ) {
    super(message)
  }
}

export interface EnquiryStore {
  /** 'hosted' or 'local', and where: the project's host, or the data folder. */
  readonly source: 'hosted' | 'local'
  readonly where: string
  /** Every row the enquiry list shows, newest first; null when nothing was ever stored (no local folder yet). */
  rows(): Promise<StoredRows | null>
  /** One office function; refuses with StoreCallError. */
  call<F extends OfficeFunction>(fn: F, args: OfficeFunctions[F]['args']): Promise<OfficeFunctions[F]['result']>
}

/** Where a hosted project is and the server-only key that reads it. */
export interface HostedProject {
  url: string
  key: string
}

/** A Supabase project (hosted, or the local backend answering as its gateway) as the store of people's data. */
export function supabaseEnquiries({ url, key }: HostedProject): EnquiryStore {
  const client = (async () => {
    const { createClient } = await import('@supabase/supabase-js')
    return createClient(url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: NoRealtime as never },
    })
  })()
  const call = async <F extends OfficeFunction>(fn: F, args: OfficeFunctions[F]['args']) => {
    const { data, error } = await (await client).rpc(fn, args)
    if (error) throw new StoreCallError(error.code ?? '', error.message, error.hint ?? null)
    return (data ?? null) as OfficeFunctions[F]['result']
  }
  return {
    source: 'hosted',
    where: new URL(url).host,
    call,
    async rows() {
      const supabase = await client
      const table = async <T>(name: keyof typeof COLUMNS): Promise<T[]> => {
        const { data, error } = await supabase
          .from(name)
          .select(COLUMNS[name].join(', '))
          .order('created_at', { ascending: false })
          .limit(ENQUIRIES_MAX)
        if (error) throw new StoreCallError(error.code ?? '', error.message)
        return (data ?? []) as T[]
      }
      // The outbox's functions (migration 0004); a project without them lists the enquiries without their notifications.
      const optional = <T>(p: PromiseLike<{ data: unknown; error: unknown }>) =>
        Promise.resolve(p).then(({ data, error }) => (error ? undefined : ((data ?? []) as T[])))
      const [leads, subscriptions, guides, progress, notifications] = await Promise.all([
        table<StoredRows['leads'][number]>('lead_submissions'),
        table<StoredRows['subscriptions'][number]>('newsletter_subscriptions'),
        table<StoredRows['guides'][number]>('ebook_downloads'),
        optional<ProgressRow>(supabase.rpc('enquiry_progress_list', { max_rows: ENQUIRIES_MAX })),
        optional<NotificationRow>(supabase.rpc('notify_list', { wanted_status: null, max_rows: ENQUIRIES_MAX })),
      ])
      // The one boundary of every store (./stored.ts): times as Dates, as the local folder gives them.
      return storedRows({ leads, subscriptions, guides, progress, notifications })
    },
  }
}
