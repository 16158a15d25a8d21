/**
 * Stored text as the people who read leads see it. Visitors write the leads, so a lead can hold anything
 * the database let through (rows stored before 0002_abuse_limits.sql, or written by other tools): a
 * terminal must not run its escape sequences, and a spreadsheet must not run it as a formula.
 */

/**
 * Every character that a reader cannot see, or that changes how the characters around it show: C0 and C1
 * controls and DEL, format characters (direction marks, overrides and isolates, zero-width spaces and
 * joiners, the word joiner, the byte-order mark, tag characters...), line and paragraph separators, every
 * space but the plain one, and the letters that render as a blank (Hangul fillers, braille blank, Khmer
 * invisible vowels, the combining grapheme joiner).
 */
// The combining grapheme joiner (U+034F) stands alone in the class on purpose: it is one of the characters to find.
// eslint-disable-next-line no-misleading-character-class
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}\u034f\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0]/gu

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/** `text` with each unsafe character not in `keep` written out (\x1b, \r, \u202e, \u{e0041}). */
function escapeUnsafe(text: string, keep: string): string {
  return text.replace(UNSAFE, (c) => {
    if (c === ' ' || keep.includes(c)) return c
    if (NAMED[c]) return NAMED[c]
    const code = c.codePointAt(0)!
    if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`
    return code <= 0xffff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\u{${code.toString(16)}}`
  })
}

/**
 * The text with every control, format or invisible character written out (\x1b, \r, \u202e, \u200b), so a
 * terminal shows it instead of obeying it, and a reader sees that it is there.
 */
export function printable(text: string): string {
  return escapeUnsafe(text, '')
}

/**
 * JSON for a terminal: the same document, with every character printable() writes out escaped as \uXXXX
 * inside its string (JSON.stringify escapes control characters but leaves direction and invisible ones).
 */
export function printableJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(UNSAFE, (c) => {
    if (c === ' ' || c === '\n') return c // the document's own spaces and line breaks; inside strings JSON wrote them out already
    return c
      .split('') // a tag character is two UTF-16 units, each written as \uXXXX
      .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)
      .join('')
  })
}

/**
 * One CSV field (RFC 4180), safe to open in a spreadsheet: invisible and direction characters written out
 * as in printable() (a line break or tab stays), and a value starting with =, +, -, @, a tab or a CR
 * would be read as a formula (=HYPERLINK(...) sends the reader anywhere), one starting with | as a DDE
 * command by older spreadsheets, and one starting with ; splits into cells where ; separates them, so it gets
 * a leading apostrophe, which spreadsheets show as text and do not display. The one CSV writer: `npm run
 * leads -- --csv` and both Enquiries' downloads (src/editor-calls/enquiry-rows.ts) use it.
 */
export function csvField(value: string | number | Date | null | undefined): string {
  // A message keeps its line breaks and tabs (the quotes below hold them); every other unsafe character is written out.
  let text = escapeUnsafe(value == null ? '' : value instanceof Date ? value.toISOString() : String(value), '\n\t')
  if (/^[=+\-@\t\r;|]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * A time as the office reads it: India Standard Time (UTC+5:30, no summer time), `YYYY-MM-DD HH:MM:SS`,
 * which spreadsheets take as a date and time. The column's header says IST.
 */
export function istTime(value: Date | string | null | undefined): string {
  if (value == null || value === '') return ''
  const at = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(at.getTime())) return String(value)
  return new Date(at.getTime() + 330 * 60_000).toISOString().replace('T', ' ').slice(0, 19)
}

/**
 * An Indian phone number for a spreadsheet: `(+91) 98110 45670`. A leading + would be read as a formula
 * (so csvField would put an apostrophe before it, which some spreadsheets show), and the bare digits as a
 * number (which drops the country code and shows 9.18E+11). Anything that is not ten digits, with or
 * without 91 or 0 before them, is left to csvField as typed.
 */
export function spreadsheetPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '')
  const local = /^(?:91|0)?([6-9]\d{9})$/.exec(digits)?.[1]
  return local ? `(+91) ${local.slice(0, 5)} ${local.slice(5)}` : (phone ?? '')
}

/** A CSV document: a header row, then one row per record, CRLF line ends (what spreadsheets expect). */
export function csv(header: string[], rows: (string | number | Date | null | undefined)[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}
