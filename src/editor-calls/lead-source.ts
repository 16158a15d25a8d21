/**
 * Where an enquiry came from, in the office's words: "Google ad, campaign itr-2026, landed on
 * /itr-filing-campaign". Read from the source columns every lead carries (supabase/migrations/0007_sources.sql,
 * src/backend/visit-source.ts). Nothing here needs Node: both stores list enquiries with it
 * (./enquiry-rows.ts), and the Sources screen groups by what it returns.
 */
import type { Row } from '../generated/database.ts'
import type { EnquirySource } from '../contract/protocol.ts'

type SourceColumns = Pick<
  Row<'lead_submissions'>,
  | 'landing_page'
  | 'referrer_host'
  | 'utm_source'
  | 'utm_medium'
  | 'utm_campaign'
  | 'utm_term'
  | 'utm_content'
  | 'gclid'
  | 'gbraid'
  | 'wbraid'
  | 'fbclid'
  | 'msclkid'
>

/** Search engines and social sites by the host that sent the visitor (its last two or three labels). */
const KNOWN_HOSTS: [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, 'Google search'],
  [/(^|\.)bing\.com$/, 'Bing search'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo search'],
  [/(^|\.)yahoo\.com$/, 'Yahoo search'],
  [/(^|\.)(facebook\.com|fb\.com|instagram\.com)$/, 'Facebook or Instagram'],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, 'LinkedIn'],
  [/(^|\.)(twitter\.com|x\.com|t\.co)$/, 'X (Twitter)'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'YouTube'],
  [/(^|\.)(whatsapp\.com|wa\.me)$/, 'WhatsApp'],
]

const PAID = new Set([
  'cpc',
  'ppc',
  'paid',
  'paidsearch',
  'paid-search',
  'paid_search',
  'paidsocial',
  'paid-social',
  'paid_social',
  'display',
  'cpm',
])

/** "google" → "Google": a tag as people write the name. */
const named = (tag: string) => tag.charAt(0).toUpperCase() + tag.slice(1)

/**
 * The channel an enquiry came by, as the Sources screen counts it: an ad platform's click, a tagged link,
 * another site, or a direct visit; undefined for enquiries stored before sources were kept.
 */
export function channelOf(lead: SourceColumns): string | undefined {
  if (lead.gclid || lead.gbraid || lead.wbraid) return 'Google ad'
  if (lead.msclkid) return 'Microsoft ad'
  if (lead.utm_source) {
    const medium = lead.utm_medium?.toLowerCase() ?? ''
    if (PAID.has(medium)) return `${named(lead.utm_source)} ad`
    if (medium === 'email' || medium === 'e-mail' || medium === 'newsletter') return `${named(lead.utm_source)} e-mail`
    return lead.utm_medium ? `${named(lead.utm_source)} (${lead.utm_medium})` : named(lead.utm_source)
  }
  if (lead.fbclid) return 'Facebook or Instagram'
  if (lead.referrer_host) return KNOWN_HOSTS.find(([pattern]) => pattern.test(lead.referrer_host!))?.[1] ?? `link on ${lead.referrer_host}`
  return lead.landing_page ? 'direct visit' : undefined
}

/** What the office reads about where an enquiry came from; undefined when nothing was recorded. */
export function enquirySource(lead: SourceColumns): EnquirySource | undefined {
  const channel = channelOf(lead)
  if (!channel) return undefined
  const click = lead.gclid
    ? { kind: 'gclid' as const, id: lead.gclid }
    : lead.gbraid
      ? { kind: 'gbraid' as const, id: lead.gbraid }
      : lead.wbraid
        ? { kind: 'wbraid' as const, id: lead.wbraid }
        : lead.msclkid
          ? { kind: 'msclkid' as const, id: lead.msclkid }
          : lead.fbclid
            ? { kind: 'fbclid' as const, id: lead.fbclid }
            : undefined
  const parts = [channel]
  if (lead.utm_campaign) parts.push(`campaign ${lead.utm_campaign}`)
  if (lead.landing_page) parts.push(`landed on ${lead.landing_page}`)
  return {
    text: parts.join(', '),
    channel,
    campaign: lead.utm_campaign ?? '',
    landing: lead.landing_page ?? '',
    ...(click ? { click } : {}),
  }
}
