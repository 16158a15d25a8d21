/**
 * Names shared by the browser calls (src/backend), the local backend (scripts/backend) and the
 * migration (supabase/migrations). No imports and no browser globals: Node imports this file too.
 */

/** The source_page the tax-filing campaign's callback form stores (re-exported by src/forms/validation.ts). */
export const CAMPAIGN_SOURCE_PAGE = '/itr-filing-campaign'

/**
 * The service the campaign's callback form stores (re-exported by src/forms/validation.ts, which checks it is
 * one of the migration's services). The enquiry form offers every other service: `npm run gen:types` writes
 * that list into schema/sections/lead-form.schema.json (LeadService).
 */
export const CAMPAIGN_SERVICE = 'ITR Filing'

/** The tables the website writes to; the local backend answers for these and no others. */
export const TABLES = ['lead_submissions', 'newsletter_subscriptions', 'ebook_downloads'] as const
export type TableName = (typeof TABLES)[number]

/**
 * Request header that names the guide row a visitor may see and update. The row-level security
 * policies on ebook_downloads compare it with the row id (see the migration's header comment).
 */
export const GUIDE_ID_HEADER = 'x-guide-id'

/** The shape of the ids the guide request makes (crypto.randomUUID); anything else cannot be a guide link. */
export function isGuideId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
}

/**
 * Public key sent to the local backend when no VITE_SUPABASE_ANON_KEY is set. It grants nothing:
 * the local backend runs every request as `anon` whatever the key, like the real anon key does.
 */
export const LOCAL_ANON_KEY = 'local-anon-key'
