/**
 * The website's writes, with the exact payloads of the spec (§7) and its error texts (§8).
 * Each call loads supabase-js on first use (see client.ts).
 */
import { INSERT_COLUMNS, type Insert } from '../generated/database.ts'
import { getBackendClient } from './client.ts'
import { GUIDE_ID_HEADER } from './protocol.ts'
import { visitSource, type SourceColumn, type VisitSource } from './visit-source.ts'
import type { Lang } from '../lib/lang.ts'

export const LEAD_ERROR = 'Failed to submit form. Please try again.'
export const NEWSLETTER_ERROR = 'Failed to subscribe. Please try again.'
/** newsletter_subscriptions.source for the blog page's form */
export const NEWSLETTER_SOURCE = 'blog_page'

/** A row's insert fields without null: the forms send '' or leave a key out, never null. */
type NoNull<T> = { [K in keyof T]: Exclude<T[K], null> }

/**
 * What a lead form sends: lead_submissions' generated Insert type (every column anon may insert, so a new
 * column shows up here by itself), without null, and with the phone required (every lead form asks for it).
 * message is absent in the compact lead form; service is absent on the contact page and 'ITR Filing' on the
 * campaign page; source_page is the path of the page the form is on. Where the visit came from is not the
 * form's to say: submitLead adds it (./visit-source.ts).
 */
export type LeadPayload = Omit<NoNull<Insert<'lead_submissions'>>, SourceColumn | NoticeColumn | 'language'> &
  Required<Pick<NoNull<Insert<'lead_submissions'>>, 'phone'>>

/**
 * The record of the privacy notice the form showed (src/forms/notice.ts): its version (SHA-256 of its text),
 * its text (kept once per version by the database, supabase/migrations/0008_privacy.sql) and its purposes.
 */
export type NoticeColumn = 'notice_version' | 'notice_purposes' | 'notice_text'
export type NoticeRecord = Required<Pick<NoNull<Insert<'lead_submissions'>>, NoticeColumn>>

/** Only the columns anon may insert into lead_submissions, whatever else the object holds. */
const leadColumns = (payload: LeadPayload & VisitSource & Partial<NoticeRecord> & { language?: Lang }): Insert<'lead_submissions'> =>
  Object.fromEntries(INSERT_COLUMNS.lead_submissions.map((column) => [column, payload[column]])) as Insert<'lead_submissions'>

function failure(text: string, what: string, cause: unknown): Error {
  console.error(`${what} failed:`, cause)
  return new Error(text, { cause })
}

/**
 * Stores one lead, with the language of the page it was sent from (the office calls back in it). Throws
 * Error('Failed to submit form. Please try again.') on any failure.
 */
export async function submitLead(payload: LeadPayload, notice?: NoticeRecord, language: Lang = 'en'): Promise<void> {
  // Rebuild the object so that only the lead's columns are sent, whatever the caller passed; with it, where
  // this visit came from (./visit-source.ts).
  const lead = leadColumns({ ...visitSource(), ...payload, ...notice, language })
  try {
    const supabase = await getBackendClient()
    const { error } = await supabase.from('lead_submissions').insert(lead)
    if (error) throw error
  } catch (error) {
    throw failure(LEAD_ERROR, 'Lead submission', error)
  }
}

export type SubscribeResult = 'subscribed' | 'already-subscribed'

/**
 * Subscribes an address (payload {email, source: 'blog_page'}). An address already on the list is
 * success too: anon cannot upsert (the conflict check needs SELECT), so the insert fails with
 * 23505 / HTTP 409 and that reads as "already subscribed".
 * Throws Error('Failed to subscribe. Please try again.') on any other failure.
 */
export async function subscribeNewsletter(email: string, notice?: NoticeRecord, language: Lang = 'en'): Promise<SubscribeResult> {
  try {
    const supabase = await getBackendClient()
    const { error, status } = await supabase
      .from('newsletter_subscriptions')
      .insert({ email, source: NEWSLETTER_SOURCE, ...notice, language })
    if (!error) return 'subscribed'
    if (error.code === '23505' || status === 409) return 'already-subscribed'
    throw error
  } catch (error) {
    throw failure(NEWSLETTER_ERROR, 'Newsletter subscription', error)
  }
}

/**
 * The guide request: the guide row's insert fields but its id (made here), and the lead's source_page (the
 * path of the page the form is on). phone is optional; empty means none.
 */
export type GuideRequest = Omit<Insert<'ebook_downloads'>, 'id'> & Pick<Insert<'lead_submissions'>, 'source_page'>

/** What the guide request stores as a lead, so that the team sees it with the other leads. */
export const GUIDE_LEAD_MESSAGE = 'Requested the free startup guide'

/**
 * Lead magnet: stores a guide row with an id made here (the visitor may not read rows back) and a
 * lead, and returns the id for /ebook?id=<id>. Throws Error('Failed to submit form. Please try
 * again.') on any failure.
 */
export async function createGuideAccess(request: GuideRequest, notice?: NoticeRecord, language: Lang = 'en'): Promise<string> {
  const id = crypto.randomUUID()
  const { name, email, source_page } = request
  const phone = request.phone?.trim() ? request.phone : null
  try {
    const supabase = await getBackendClient()
    const guide = await supabase.from('ebook_downloads').insert({ id, name, email, phone })
    if (guide.error) throw guide.error
    const lead = await supabase
      .from('lead_submissions')
      .insert({ ...visitSource(), name, email, phone, message: GUIDE_LEAD_MESSAGE, service: '', source_page, ...notice, language })
    if (lead.error) throw lead.error
  } catch (error) {
    throw failure(LEAD_ERROR, 'Guide request', error)
  }
  return id
}

/** What recording a guide view found: the row was updated, no row has this id, or the call failed. */
export type GuideViewResult = 'recorded' | 'unknown' | 'failed'

/**
 * Records that the guide `id` is open at `page`: update ebook_downloads set viewed_at = now (ISO),
 * pages_viewed = max(page, 1) where id = id. Never throws. A failure is only logged (spec §8); an id that
 * matches no row is not a failure of the call but a link the viewer does not know, and it says so itself.
 *
 * The x-guide-id header is what lets row-level security show this one row to the anonymous
 * visitor (see supabase/migrations/0001_leads.sql); `.select('id')` returns the rows updated, so
 * an unknown id shows up as an empty list instead of a silent 204.
 */
export async function recordGuideView(id: string, page: number): Promise<GuideViewResult> {
  try {
    const supabase = await getBackendClient()
    const { data, error } = await supabase
      .from('ebook_downloads')
      .update({ viewed_at: new Date().toISOString(), pages_viewed: Math.max(page, 1) })
      .eq('id', id)
      .setHeader(GUIDE_ID_HEADER, id)
      .select('id')
    if (error) {
      console.error('Recording the guide view failed:', error)
      return 'failed'
    }
    return data && data.length > 0 ? 'recorded' : 'unknown'
  } catch (error) {
    console.error('Recording the guide view failed:', error)
    return 'failed'
  }
}
