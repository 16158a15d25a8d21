/**
 * The privacy choices page's two calls (supabase/migrations/0008_privacy.sql), loaded on first use like the
 * forms' calls: a request (the same answer whether or not anything is held) and the confirmation of its link.
 */
import { getBackendClient } from './client.ts'
import type { Lang } from '../lib/lang.ts'

/** The published response period (days): responseDays on /privacy/choices and response_period() in 0008. */
export const RESPONSE_DAYS = 30
/** privacy_request's cap: PRIVACY_REQUESTS_PER_CONTACT per contact in PRIVACY_REQUEST_WINDOW_MINUTES. */
export const PRIVACY_REQUEST_WINDOW_MINUTES = 10
export const PRIVACY_REQUESTS_PER_CONTACT = 3
/**
 * And at most this many requests from one client address in the window, whatever contacts they name
 * (public.check_request(), 0011_one_mailbox.sql): a person asks once or twice; a flood of confirmation mails to
 * strangers, or of call-backs to the office, is stopped.
 */
export const PRIVACY_REQUESTS_PER_ADDRESS = 5

export type RequestKind = 'withdraw' | 'access' | 'correct' | 'erase' | 'grievance'
export type RequestResult = 'sent' | 'invalid' | 'too-many' | 'failed'
export type ConfirmOutcome = 'done' | 'confirmed' | 'used' | 'expired' | 'unknown' | 'failed'

type Rpc = (fn: string, args: object) => PromiseLike<{ data: unknown; error: { message: string } | null; status: number }>
const rpc = async (fn: string, args: object) => {
  const client = (await getBackendClient()) as unknown as { rpc: Rpc }
  return client.rpc(fn, args)
}

/**
 * Sends a request, in the language the visitor read the form in (its confirmation e-mail is written in it): 'sent'
 * whatever is held; 'invalid' (400), 'too-many' (429) or 'failed' otherwise.
 */
export async function requestPrivacy(kind: RequestKind, contact: string, details: string, language: Lang = 'en'): Promise<RequestResult> {
  try {
    const { error, status } = await rpc('privacy_request', { kind, contact: contact.trim(), details: details.trim() || null, language })
    if (!error) return 'sent'
    return status === 429 ? 'too-many' : status === 400 ? 'invalid' : 'failed'
  } catch {
    return 'failed'
  }
}

/** Confirms the request behind an e-mailed link. */
export async function confirmPrivacy(token: string): Promise<{ outcome: ConfirmOutcome; kind?: RequestKind; due?: string }> {
  try {
    const { data, error } = await rpc('privacy_confirm', { token })
    const row = Array.isArray(data) ? (data[0] as { outcome: ConfirmOutcome; kind: RequestKind | null; due_at: string | null }) : undefined
    if (error || !row) return { outcome: 'failed' }
    return { outcome: row.outcome, kind: row.kind ?? undefined, due: row.due_at ?? undefined }
  } catch {
    return { outcome: 'failed' }
  }
}
