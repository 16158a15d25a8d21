/**
 * Stored text as the people who read leads see it. Visitors write the leads, so a lead can hold anything
 * the database let through (rows stored before 0002_abuse_limits.sql, or written by other tools): a
 * terminal must not run its escape sequences, and a spreadsheet must not run it as a formula.
 */

// C0 and C1 controls, DEL, and the invisible direction marks that can reorder what a line shows.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** The text with every control character written out (\x1b, \r, \u202e), so a terminal shows it instead of obeying it. */
export function printable(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const code = c.codePointAt(0)!
    if (c === '\n') return '\\n'
    if (c === '\r') return '\\r'
    if (c === '\t') return '\\t'
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`
  })
}

/**
 * One CSV field (RFC 4180), safe to open in a spreadsheet: a value starting with =, +, -, @, a tab or a CR
 * would be read as a formula (=HYPERLINK(...) sends the reader anywhere), so it gets a leading apostrophe,
 * which spreadsheets show as text and do not display.
 */
export function csvField(value: string | number | Date | null | undefined): string {
  let text = value == null ? '' : value instanceof Date ? value.toISOString() : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A CSV document: a header row, then one row per record, CRLF line ends (what spreadsheets expect). */
export function csv(header: string[], rows: (string | number | Date | null | undefined)[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}
