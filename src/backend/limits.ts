/**
 * Limits on what visitors may store, defined once.
 *
 * The database enforces the same limits with CHECK constraints and triggers in
 * `supabase/migrations/` (0001_leads.sql, 0002_abuse_limits.sql); `tests/integration/limits.test.ts`
 * reads them and fails when a number or pattern here and there disagree. Change both together. The services
 * are not written here: SERVICES is the migration's list, generated (see below).
 *
 * The patterns are plain strings so that one text serves `new RegExp(...)`, an `<input pattern>`
 * (browsers compile it with the `v` flag, hence the escaped `(`, `)` and `-`) and the SQL `~` operator.
 */
import { ALLOWED_VALUES, type Insert } from '../generated/database.ts'
import { hasLetter, LETTER_PATTERN } from '../lib/visible-text.ts'
import { inboxOf, isMailbox, refusedCharacters } from '../lib/mailbox.ts'

/**
 * Name: at most this many characters, at least one of them a letter (src/lib/visible-text.ts: Unicode's
 * category L, not default-ignorable). A name of spaces, soft hyphens, variation selectors, tag characters, a
 * lone combining mark or U+FFFC looks blank in every list of leads. The database holds the same letters as a
 * list of ranges in private.has_letter() (0005_inbox_names.sql): Postgres knows no \p{L}.
 */
export const NAME_MAX = 100
export const NAME_PATTERN = LETTER_PATTERN
/**
 * Control characters (ANSI escapes, carriage returns, NUL...) are refused in every field: printed in a
 * terminal or a spreadsheet they can hide or forge other leads. A message may keep tabs and line breaks.
 */
export const CONTROL_PATTERN = '[\\u0001-\\u001f\\u007f-\\u009f]'
export const MESSAGE_CONTROL_PATTERN = '[\\u0001-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]'
/** The database answers 429 past this many rows with one e-mail address, or one phone number (its last 10 digits), per table in the window. */
export const SUBMISSION_WINDOW_MINUTES = 10
export const SUBMISSIONS_PER_EMAIL = 5
export const SUBMISSIONS_PER_PHONE = 20
/**
 * And past this many rows per table in the window from one client address (cf-connecting-ip, else the first
 * x-forwarded-for entry; locally the connection's address): public.check_request() in 0006_hardening.sql,
 * PostgREST's pre-request hook. An office behind one address sends far fewer; a bot's flood is stopped.
 */
export const SUBMISSIONS_PER_ADDRESS = 30
/**
 * E-mail: one plain mailbox, the one grammar of src/lib/mailbox.ts (docs/DECISIONS.md, "One
 * mailbox per address"): letters, digits and . _ + - before the @ (no leading, trailing or double dot), labels of
 * letters, digits and inner dashes after it, with a dot and no trailing dot, at most EMAIL_MAX characters. No
 * display name, angle bracket, comma, quote, space, comment or trailing dot, so no mail program reads a second
 * address or a link's parameters in one, and no invisible or look-alike character makes one address pass for
 * another. The database's CHECK constraints and private.mailbox_ok() hold the same pattern (0011_one_mailbox.sql).
 *
 * The caps and the rights desk count one inbox however its address is written (emailKey: any case, no "+tag";
 * for Gmail no dots in the local part, googlemail.com as gmail.com), worked out from the same parsed address.
 */
export {
  EMAIL_MAX,
  MAILBOX_PATTERN as EMAIL_PATTERN,
  MAILBOX_TAG_PATTERN as EMAIL_TAG_PATTERN,
  GMAIL_DOT_PATTERN,
  GOOGLEMAIL_PATTERN,
  GMAIL_DOMAIN,
  REFUSED_CHARACTERS as EMAIL_REFUSED_CHARACTERS,
} from '../lib/mailbox.ts'
/**
 * Phone: 10 to 15 digits (an Indian mobile number is 10, with +91 12; E.164 allows 15), written with
 * spaces, +, -, or brackets as people like, at most PHONE_MAX characters in all.
 */
export const PHONE_MIN = 10
export const PHONE_MAX_DIGITS = 15
export const PHONE_MAX = 20
export const PHONE_PATTERN = `^(?=.{0,${PHONE_MAX}}$)[ +\\(\\)\\-]*(?:[0-9][ +\\(\\)\\-]*){${PHONE_MIN},${PHONE_MAX_DIGITS}}$`
/**
 * Characters no visitor means to type and nobody reading a lead can see: direction controls that reorder
 * what a line shows (U+202A-202E, U+2066-2069, U+200E/F, U+061C) and characters that render as nothing or
 * as a blank (zero-width space, word joiner and other invisible operators, byte-order mark, Hangul fillers,
 * braille blank, Khmer and Mongolian invisible vowels, interlinear annotation marks). Refused in every
 * stored text field. Zero-width joiner and non-joiner (U+200C, U+200D) stay: Hindi, Malayalam and other
 * Indian scripts need them to join letters, as do emoji.
 */
export const HIDDEN_PATTERN =
  '[\\u034f\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180e\\u200b\\u200e\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\u2800\\u3164\\ufeff\\uffa0\\ufff9-\\ufffb]'
/** Message: optional, at most this many characters. */
export const MESSAGE_MAX = 5000
/** source_page: a path starting with '/', at most this many characters. */
export const SOURCE_PAGE_MAX = 200
/** newsletter_subscriptions.source, e.g. 'blog_page'. */
export const SOURCE_MAX = 50
/** ebook_downloads.pages_viewed is kept between 0 and this. */
export const PAGES_VIEWED_MAX = 1000

/**
 * Values of lead_submissions.service; '' (nothing chosen) and null are allowed too. The list is the
 * migration's (lead_submissions_service_check), read into src/generated/database.ts by `npm run gen:types`:
 * a service is added or removed by a migration, nowhere else.
 */
export const SERVICES = ALLOWED_VALUES.lead_submissions.service.filter((s): s is Exclude<typeof s, ''> => s !== '')
export type Service = (typeof SERVICES)[number]

const PHONE_RE = new RegExp(PHONE_PATTERN)
const CONTROL_RE = new RegExp(CONTROL_PATTERN)
// The combining grapheme joiner (U+034F) stands alone in the class on purpose: it is one of the characters to find.
// eslint-disable-next-line no-misleading-character-class
const HIDDEN_RE = new RegExp(HIDDEN_PATTERN)
const MESSAGE_CONTROL_RE = new RegExp(MESSAGE_CONTROL_PATTERN)

/** Whether a text holds a direction control or a character that shows as nothing (HIDDEN_PATTERN). */
export const hasHiddenCharacters = (text: string): boolean => HIDDEN_RE.test(text)
export const isValidName = (name: string): boolean =>
  name.length <= NAME_MAX && hasLetter(name) && !CONTROL_RE.test(name) && !HIDDEN_RE.test(name)
/** One plain mailbox (the one grammar: src/lib/mailbox.ts). */
export const isValidEmail = (email: string): boolean => isMailbox(email)
/** The characters of EMAIL_REFUSED_CHARACTERS (and a space) an address holds, each once, in order ('' when none). */
export const refusedEmailCharacters = (email: string): string => refusedCharacters(email)
export const isValidPhone = (phone: string): boolean => PHONE_RE.test(phone)
export const isValidMessage = (message: string): boolean =>
  message.length <= MESSAGE_MAX && !MESSAGE_CONTROL_RE.test(message) && !HIDDEN_RE.test(message)
/**
 * The inbox the caps and the rights desk count, worked out from the parsed address (private.inbox_key() in the
 * database computes the same); '' for what is not one plain mailbox, which matches nobody.
 */
export const emailKey = (email: string): string => inboxOf(email) ?? ''
export const isValidService = (service: string | null | undefined): boolean =>
  service == null || service === '' || (SERVICES as readonly string[]).includes(service)
export const isValidSourcePage = (path: string): boolean =>
  path.startsWith('/') && path.length <= SOURCE_PAGE_MAX && !CONTROL_RE.test(path) && !HIDDEN_RE.test(path)

/**
 * Where a visit came from (0007_sources.sql): the lead's source columns. Control, direction and invisible characters
 * are refused in every one of them (0011_one_mailbox.sql, lead_submissions_source_check), as in every field a
 * visitor types: the database's cleaning drops such a value, and src/backend/visit-source.ts never sends one.
 */
export const SOURCE_COLUMNS = [
  'landing_page',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
] as const
export const isValidSourceField = (value: string): boolean => !CONTROL_RE.test(value) && !HIDDEN_RE.test(value)

/** The notice record (0008_privacy.sql): a SHA-256 in hexadecimal, its purposes, a text of at most NOTICE_TEXT_MAX. */
export const NOTICE_VERSION_PATTERN = '^[0-9a-f]{64}$'
export const NOTICE_PURPOSES_PATTERN = '^[a-z]{1,20}(,[a-z]{1,20}){0,9}$'
export const NOTICE_TEXT_MAX = 4000
export const isValidNotice = (version: string, purposes: string | null | undefined, text: string | null | undefined): boolean =>
  new RegExp(NOTICE_VERSION_PATTERN).test(version) &&
  new RegExp(NOTICE_PURPOSES_PATTERN).test(purposes ?? '') &&
  (text ?? '').length > 0 &&
  (text ?? '').length <= NOTICE_TEXT_MAX

/** A lead as anon may insert it: the generated Insert type of lead_submissions (its columns and their nullability). */
export type LeadFields = Insert<'lead_submissions'>

/**
 * The fields of a lead that the database would refuse, empty when it would accept the row.
 * Lengths count UTF-16 code units here and characters in Postgres; they differ only for text
 * outside the Basic Multilingual Plane (emoji), where the browser is the stricter of the two.
 */
export function invalidLeadFields(lead: LeadFields): Array<keyof LeadFields> {
  const bad: Array<keyof LeadFields> = []
  if (!isValidName(lead.name)) bad.push('name')
  if (!isValidEmail(lead.email)) bad.push('email')
  if (lead.phone != null && !isValidPhone(lead.phone)) bad.push('phone')
  if (lead.message != null && !isValidMessage(lead.message)) bad.push('message')
  if (!isValidService(lead.service)) bad.push('service')
  if (!isValidSourcePage(lead.source_page)) bad.push('source_page')
  for (const column of SOURCE_COLUMNS) {
    const value = lead[column]
    if (value != null && !isValidSourceField(value)) bad.push(column)
  }
  if (lead.notice_version != null && !isValidNotice(lead.notice_version, lead.notice_purposes, lead.notice_text)) bad.push('notice_version')
  return bad
}
