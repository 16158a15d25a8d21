/**
 * The one grammar of an e-mail address, written once (docs/DECISIONS.md, "One mailbox per address"): the forms
 * and /privacy/choices check it (src/backend/limits.ts re-exports it), the database's CHECK constraints and
 * private.mailbox_ok() hold the same pattern (supabase/migrations/0011_one_mailbox.sql;
 * tests/integration/limits.test.ts compares them), the caps and the rights desk match people by the inbox worked
 * out here, and the mailer (./notify.ts) and every `mailto:` link send only to an address this grammar takes.
 *
 * An address is one plain mailbox, `local@domain`: the local part of letters, digits and `. _ + -` with no
 * leading, trailing or double dot; the domain of labels (letters, digits, inner dashes) with at least one dot and
 * no trailing dot; at most EMAIL_MAX characters. No display name, angle bracket, comma, quote, space, comment or
 * group: whatever RFC 5322 lets a mail program read as a second address is refused, so the address a message
 * goes to is the address that was matched, character for character.
 *
 * Imports nothing, like ./notify.ts: Deno (the Edge Function), Node and the browser all read it.
 */

/** The longest address (RFC 5321's path limit). */
export const EMAIL_MAX = 254

const ATOM = '[A-Za-z0-9_+\\-]+'
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?'

/**
 * The grammar as one pattern: a plain string, so that one text serves `new RegExp(...)`, an `<input pattern>`
 * (browsers compile it with the `v` flag, hence the escaped `-`) and Postgres's `~`.
 */
export const MAILBOX_PATTERN = `^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`

/** A "+tag" after a non-empty local part: name+anything@example.in reaches name@example.in. */
export const MAILBOX_TAG_PATTERN = '^([^+@]+)\\+[^@]*@'
/** A dot in the local part of a Gmail address (Gmail ignores them). */
export const GMAIL_DOT_PATTERN = '\\.(?=[^@]*@(?:gmail|googlemail)\\.com$)'
/** Gmail's other domain, and the one it stands for. */
export const GOOGLEMAIL_PATTERN = '@googlemail\\.com$'
export const GMAIL_DOMAIN = '@gmail.com'

/** ASCII characters the grammar never takes, named to a visitor who typed one. */
export const REFUSED_CHARACTERS = '!#$%&\'*/=?^`{|}~<>,;:"()[]\\'

const MAILBOX_RE = new RegExp(MAILBOX_PATTERN)
const TAG_RE = new RegExp(MAILBOX_TAG_PATTERN)
const GMAIL_DOT_RE = new RegExp(GMAIL_DOT_PATTERN, 'g')
const GOOGLEMAIL_RE = new RegExp(GOOGLEMAIL_PATTERN)

/** One parsed address: the address exactly as given, and the inbox it reaches. */
export interface Mailbox {
  /** The address, character for character as it was given and matched: what a message is sent to. */
  readonly address: string
  /**
   * The inbox it reaches, worked out from this same value: lower case, without a "+tag", and for Gmail without the
   * local part's dots and with googlemail.com as gmail.com. Two addresses with one inbox are one person to the caps
   * and the rights desk.
   */
  readonly inbox: string
}

/** Whether a text is one plain mailbox (nothing trimmed: ' a@b.in' is not one). */
export const isMailbox = (text: unknown): text is string => typeof text === 'string' && text.length <= EMAIL_MAX && MAILBOX_RE.test(text)

/** The inbox of an address the grammar takes (call it only on one: parseMailbox does). */
const inboxOfMailbox = (address: string): string =>
  address.toLowerCase().replace(TAG_RE, '$1@').replace(GMAIL_DOT_RE, '').replace(GOOGLEMAIL_RE, GMAIL_DOMAIN)

/** The address and its inbox, or null when the text is not one plain mailbox. */
export function parseMailbox(text: unknown): Mailbox | null {
  if (!isMailbox(text)) return null
  return { address: text, inbox: inboxOfMailbox(text) }
}

/** The inbox an address reaches, or null when it is not one plain mailbox (private.inbox_key() in the database). */
export const inboxOf = (text: unknown): string | null => parseMailbox(text)?.inbox ?? null

/** The characters of REFUSED_CHARACTERS (and space) an address holds, each once, in order ('' when none). */
export const refusedCharacters = (text: string): string =>
  [...new Set([...text].filter((c) => REFUSED_CHARACTERS.includes(c) || c === ' '))].map((c) => (c === ' ' ? 'a space' : c)).join(' ')

/**
 * A `mailto:` link to an address, or '' when it is not one plain mailbox: every character the grammar takes is
 * one a mail program reads as part of the address, so the link needs no encoding and carries no parameter.
 */
export const mailtoHref = (text: unknown): string => (isMailbox(text) ? `mailto:${text}` : '')
