/** What the local backend has stored, read as the owner (row-level security does not apply). */
import type { PGlite } from '@electric-sql/pglite'

export interface LeadRow {
  id: string
  name: string
  email: string
  phone: string | null
  message: string | null
  service: string | null
  source_page: string
  created_at: Date
}
export interface SubscriptionRow {
  id: string
  email: string
  source: string | null
  created_at: Date
}
export interface GuideRow {
  id: string
  name: string
  email: string
  phone: string | null
  created_at: Date
  viewed_at: Date | null
  pages_viewed: number
}
/** Everything stored, newest first. */
export interface StoredRows {
  leads: LeadRow[]
  subscriptions: SubscriptionRow[]
  guides: GuideRow[]
}

export async function readAsOwner(db: PGlite): Promise<StoredRows> {
  // A transaction, so it waits for requests in flight rather than interleaving with them.
  return db.transaction(async (tx) => ({
    leads: (
      await tx.query<LeadRow>(
        `select id, name, email, phone, message, service, source_page, created_at
           from public.lead_submissions order by created_at desc, id`,
      )
    ).rows,
    subscriptions: (
      await tx.query<SubscriptionRow>(
        'select id, email, source, created_at from public.newsletter_subscriptions order by created_at desc, id',
      )
    ).rows,
    guides: (
      await tx.query<GuideRow>(
        `select id, name, email, phone, created_at, viewed_at, pages_viewed
           from public.ebook_downloads order by created_at desc, id`,
      )
    ).rows,
  }))
}
