/** What the local backend has stored, read as the owner (row-level security does not apply). */
import type { PGlite } from '@electric-sql/pglite'
import { COLUMNS, type Database, type Row } from '../generated/database.ts'
import { redact } from '../notifications/message.ts'

/** A table's row as PGlite returns it: the same columns as supabase-js sees, with times as Dates. */
type Stored<T extends keyof Database['public']['Tables']> = {
  [K in keyof Row<T>]: K extends `${string}_at` ? Date | Extract<Row<T>[K], null> : Row<T>[K]
}
export type LeadRow = Stored<'lead_submissions'>
export type SubscriptionRow = Stored<'newsletter_subscriptions'>
export type GuideRow = Stored<'ebook_downloads'>
/** A lead's notification (supabase/migrations/0004_outbox.sql): whether the office has been told. */
export interface NotificationRow {
  id: string
  /** What it is about: a lead ('lead_submissions'), a reminder of one ('enquiry_reminders', 'enquiry_overdue'), … */
  source_table?: string
  /** The lead's id. */
  source_id: string
  status: 'pending' | 'sent' | 'failed'
  attempts: number
  delivered: string[]
  last_error: string | null
}
/** How far the office has worked a lead (no row: new). */
export interface ProgressRow {
  lead_id: string
  status: 'new' | 'called' | 'done' | 'client'
  note: string
  changed_by: string
  changed_at: Date
  /** A client's fee in rupees (migration 0009), or null. */
  fee: number | null
  /** When it first became a client, or null. */
  client_at: Date | null
  /** When it was first called (the promise's clock stopped), or null (migration 0013). */
  first_called_at?: Date | null
  /** Who took it ("mine"), or null (migration 0013). */
  taken_by?: string | null
}
/** Everything stored, newest first. */
export interface StoredRows {
  leads: LeadRow[]
  subscriptions: SubscriptionRow[]
  guides: GuideRow[]
  /** Absent where they cannot be read (a hosted project without migration 0004). */
  notifications?: NotificationRow[]
  /** Likewise (migration 0004). */
  progress?: ProgressRow[]
}

/** A time as the stores give it: a Date from PGlite, an ISO string over JSON (supabase-js, the running site's share). */
const asDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)))

/** A row with every time (a field named `…_at`) as a Date, or null where it has none. */
function withDates<T>(row: T): T {
  const out: Record<string, unknown> = { ...(row as Record<string, unknown>) }
  for (const [key, value] of Object.entries(out)) if (key.endsWith('_at')) out[key] = value == null ? null : asDate(value)
  return out as T
}

/**
 * The one boundary every store's rows pass (docs/ARCHITECTURE.md): the folder opened by itself (PGlite's Dates),
 * through the running site's share and from the hosted project (JSON's strings) all come out the same, every time a
 * Date and every notification id a string, whatever a later migration adds.
 */
export function storedRows(rows: StoredRows): StoredRows {
  return {
    leads: rows.leads.map(withDates),
    subscriptions: rows.subscriptions.map(withDates),
    guides: rows.guides.map(withDates),
    ...(rows.notifications ? { notifications: rows.notifications.map((n) => ({ ...withDates(n), id: String(n.id) })) } : {}),
    ...(rows.progress ? { progress: rows.progress.map(withDates) } : {}),
  }
}

export async function readAsOwner(db: PGlite): Promise<StoredRows> {
  // A transaction, so it waits for requests in flight rather than interleaving with them.
  const rows = await db.transaction(async (tx) => ({
    leads: (
      await tx.query<LeadRow>(`select ${COLUMNS.lead_submissions.join(', ')} from public.lead_submissions order by created_at desc, id`)
    ).rows,
    subscriptions: (
      await tx.query<SubscriptionRow>(
        `select ${COLUMNS.newsletter_subscriptions.join(', ')} from public.newsletter_subscriptions order by created_at desc, id`,
      )
    ).rows,
    guides: (
      await tx.query<GuideRow>(`select ${COLUMNS.ebook_downloads.join(', ')} from public.ebook_downloads order by created_at desc, id`)
    ).rows,
    notifications: (
      await tx.query<NotificationRow>(
        `select id::text, source_table, source_id::text, status, attempts, delivered, last_error
           from private.notification_outbox order by id desc`,
      )
    ).rows.map((n) => ({ ...n, last_error: n.last_error && redact(n.last_error) })), // an error stored before 0006 may hold an address's password
    progress: (
      await tx.query<ProgressRow>(
        `select lead_id::text, status, note, changed_by, changed_at, fee, client_at, first_called_at, taken_by
           from private.enquiry_progress order by changed_at desc`,
      )
    ).rows,
  }))
  return storedRows(rows)
}
