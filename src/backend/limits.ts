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
/** E-mail: at most this many characters (RFC 5321 path limit) and the shape below. */
export const EMAIL_MAX = 254
/**
 * An address as real mailboxes are written, with a dot in the domain: letters, digits and . _ + ' - before the
 * @, labels of letters, digits and inner dashes after it (0006_hardening.sql). HTML's rule (the browser's own
 * `type="email"` field) also lets ! # $ % & * / = ? ^ ` { | } ~ through, which no visitor's mailbox has and
 * which plant parameters in a mailto: link (`ravi%40gmail.com?bcc=spy%40evil.example&x=@example.in`). So no
 * space, no invisible or direction character and no look-alike letter from another alphabet (a Cyrillic "а"
 * for an "a") can make one address pass for another, and none carries a link's parameters.
 */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9._+'\\-]+@[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?)+$"
/** Characters HTML's rule takes before the @ and EMAIL_PATTERN does not: named to the visitor who typed one. */
export const EMAIL_REFUSED_CHARACTERS = '!#$%&*/=?^`{|}~'
/**
 * The caps count one inbox however its address is written: in any case, and with or without a "+tag" after
 * the local part (name+anything@example.in reaches name@example.in); for Gmail also with or without dots in
 * the local part and at googlemail.com (a.sha@googlemail.com reaches asha@gmail.com), as Gmail delivers them.
 * The database's key (0005_inbox_names.sql) is
 * regexp_replace(regexp_replace(regexp_replace(lower(email), EMAIL_TAG_PATTERN, '\1@'), GMAIL_DOT_PATTERN, '', 'g'),
 * GOOGLEMAIL_PATTERN, GMAIL_DOMAIN); see emailKey().
 */
export const EMAIL_TAG_PATTERN = '^([^+@]+)\\+[^@]*@'
/** A dot in the local part of a Gmail address (Gmail ignores them). */
export const GMAIL_DOT_PATTERN = '\\.(?=[^@]*@(?:gmail|googlemail)\\.com$)'
/** Gmail's other domain, and the one it stands for. */
export const GOOGLEMAIL_PATTERN = '@googlemail\\.com$'
export const GMAIL_DOMAIN = '@gmail.com'
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

const EMAIL_RE = new RegExp(EMAIL_PATTERN)
const PHONE_RE = new RegExp(PHONE_PATTERN)
const CONTROL_RE = new RegExp(CONTROL_PATTERN)
// The combining grapheme joiner (U+034F) stands alone in the class on purpose: it is one of the characters to find.
// eslint-disable-next-line no-misleading-character-class
const HIDDEN_RE = new RegExp(HIDDEN_PATTERN)
const EMAIL_TAG_RE = new RegExp(EMAIL_TAG_PATTERN)
const GMAIL_DOT_RE = new RegExp(GMAIL_DOT_PATTERN, 'g')
const GOOGLEMAIL_RE = new RegExp(GOOGLEMAIL_PATTERN)
const MESSAGE_CONTROL_RE = new RegExp(MESSAGE_CONTROL_PATTERN)

/** Whether a text holds a direction control or a character that shows as nothing (HIDDEN_PATTERN). */
export const hasHiddenCharacters = (text: string): boolean => HIDDEN_RE.test(text)
export const isValidName = (name: string): boolean =>
  name.length <= NAME_MAX && hasLetter(name) && !CONTROL_RE.test(name) && !HIDDEN_RE.test(name)
export const isValidEmail = (email: string): boolean => email.length <= EMAIL_MAX && EMAIL_RE.test(email)
/** The characters of EMAIL_REFUSED_CHARACTERS an address holds, each once, in order ('' when none). */
export const refusedEmailCharacters = (email: string): string =>
  [...new Set([...email].filter((c) => EMAIL_REFUSED_CHARACTERS.includes(c)))].join(' ')
export const isValidPhone = (phone: string): boolean => PHONE_RE.test(phone)
export const isValidMessage = (message: string): boolean =>
  message.length <= MESSAGE_MAX && !MESSAGE_CONTROL_RE.test(message) && !HIDDEN_RE.test(message)
/** The inbox the caps count (the database computes the same from the same patterns). */
export const emailKey = (email: string): string =>
  email.toLowerCase().replace(EMAIL_TAG_RE, '$1@').replace(GMAIL_DOT_RE, '').replace(GOOGLEMAIL_RE, GMAIL_DOMAIN)
export const isValidService = (service: string | null | undefined): boolean =>
  service == null || service === '' || (SERVICES as readonly string[]).includes(service)
export const isValidSourcePage = (path: string): boolean =>
  path.startsWith('/') && path.length <= SOURCE_PAGE_MAX && !CONTROL_RE.test(path) && !HIDDEN_RE.test(path)

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
  if (lead.notice_version != null && !isValidNotice(lead.notice_version, lead.notice_purposes, lead.notice_text)) bad.push('notice_version')
  return bad
}
