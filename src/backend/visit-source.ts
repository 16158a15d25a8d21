/**
 * Where a visit came from: the page the visitor first landed on, the site that sent them (its
 * host only), the campaign tags of the link they arrived by and the ad platforms' click identifiers. Noted
 * once when the visit arrives (entry-client.tsx) and kept in the tab's sessionStorage for the visit, so a
 * visitor who lands on the campaign page and enquires from /contact still carries them; every lead sends
 * them (./leads.ts). Cleaned here by the same rules the database applies (supabase/migrations/0007_sources.sql),
 * which drops whatever else arrives instead of refusing the enquiry.
 *
 * A new arrival by a tagged link or an ad click replaces what the visit had (the later campaign brought
 * this visitor back); a plain page load within the visit keeps it.
 */
import type { Insert } from '../generated/database.ts'

export const CAMPAIGN_TAGS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export const CLICK_IDS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'] as const

export type SourceColumn = 'landing_page' | 'referrer_host' | (typeof CAMPAIGN_TAGS)[number] | (typeof CLICK_IDS)[number]
/** The lead's source columns, as the site may insert them. */
export type VisitSource = Partial<Record<SourceColumn, string>> & Pick<Insert<'lead_submissions'>, SourceColumn>

const KEY = 'setubiz:visit-source'
/* eslint-disable no-control-regex, no-misleading-character-class -- these characters are what it finds */
// The same characters as the database's list (0003_lookalikes.sql) and the control characters.
const HIDDEN =
  /[\u0000-\u001f\u007f-\u009f\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u2800\u3164\ufeff\uffa0\ufff9-\ufffb]/
/* eslint-enable no-control-regex, no-misleading-character-class */

const cleanTag = (value: string | null): string | undefined => {
  const v = value?.trim()
  return v && v.length <= 100 && !HIDDEN.test(v) ? v : undefined
}
const cleanClick = (value: string | null): string | undefined => (value && /^[A-Za-z0-9._~-]{1,200}$/.test(value) ? value : undefined)
const cleanPath = (value: string | null): string | undefined =>
  value && /^\/(?!\/)[^\s?#\\]{0,199}$/.test(value) && !HIDDEN.test(value) ? value : undefined
const cleanHost = (value: string | null): string | undefined =>
  value && value.length <= 253 && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(value) ? value : undefined

/** Only what is well formed, each value cleaned; nothing else. */
export function cleanSource(raw: Partial<Record<string, unknown>>): VisitSource {
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : null)
  const out: VisitSource = {}
  const set = (key: SourceColumn, value: string | undefined) => {
    if (value !== undefined) out[key] = value
  }
  set('landing_page', cleanPath(text('landing_page')))
  set('referrer_host', cleanHost(text('referrer_host')))
  for (const tag of CAMPAIGN_TAGS) set(tag, cleanTag(text(tag)))
  for (const id of CLICK_IDS) set(id, cleanClick(text(id)))
  return out
}

/** What an arrival at `url` from `referrer` says: the landing page, another site's host, the tags and click ids. */
export function sourceOfArrival(url: URL, referrer: string): VisitSource {
  let host: string | null = null
  try {
    const from = new URL(referrer)
    if ((from.protocol === 'https:' || from.protocol === 'http:') && from.host !== url.host) host = from.hostname.toLowerCase()
  } catch {
    // No referrer, or not an address: a direct visit.
  }
  const path = url.pathname.replace(/\/+$/, '') || '/'
  const raw: Record<string, string | null> = { landing_page: path, referrer_host: host }
  for (const key of [...CAMPAIGN_TAGS, ...CLICK_IDS]) raw[key] = url.searchParams.get(key)
  return cleanSource(raw)
}

/** Whether an arrival came by a tagged link or an ad click (it then replaces what the visit had). */
export const isCampaignArrival = (source: VisitSource): boolean => [...CAMPAIGN_TAGS, ...CLICK_IDS].some((key) => source[key] !== undefined)

/** Notes the visit's arrival, once per visit, or again for a new campaign arrival. Never throws. */
export function rememberArrival(): void {
  try {
    const arrival = sourceOfArrival(new URL(window.location.href), document.referrer)
    if (sessionStorage.getItem(KEY) === null || isCampaignArrival(arrival)) sessionStorage.setItem(KEY, JSON.stringify(arrival))
  } catch {
    // No sessionStorage (a private window that refuses it): the lead goes without its source.
  }
}

/**
 * The visit's campaign tags and click ids as a query ("?utm_source=…&gclid=…", or ''), for a link that opens the
 * site anew (the language switch): the source goes with the visitor even into a new tab.
 */
export function sourceQuery(): string {
  const source = visitSource()
  const query = new URLSearchParams()
  for (const key of [...CAMPAIGN_TAGS, ...CLICK_IDS]) if (source[key] !== undefined) query.set(key, source[key])
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** What this visit's leads send about where it came from; {} when nothing was noted. */
export function visitSource(): VisitSource {
  try {
    const stored = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY)
    return stored ? cleanSource(JSON.parse(stored) as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
