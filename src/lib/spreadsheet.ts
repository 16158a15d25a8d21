/**
 * Spreadsheet-safe CSV, written once for every CSV the office downloads (docs/DECISIONS.md): the Enquiries download
 * and `npm run leads -- --csv` (src/editor-calls/enquiry-rows.ts) and the Google Ads conversions file the Sources
 * screen makes in the browser (src/editor/sources.ts). Visitors wrote what goes in them: OWASP's CSV injection
 * guard (a cell starting with = + - @ tab or CR is prefixed with an apostrophe) and no invisible character.
 * Nothing here needs Node or the DOM.
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
export const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}\u034f\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0]/gu

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/** `text` with each unsafe character not in `keep` written out (\x1b, \r, \u202e, \u{e0041}). */
export function escapeUnsafe(text: string, keep: string): string {
  return text.replace(UNSAFE, (c) => {
    if (c === ' ' || keep.includes(c)) return c
    if (NAMED[c]) return NAMED[c]
    const code = c.codePointAt(0)!
    if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`
    return code <= 0xffff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\u{${code.toString(16)}}`
  })
}

/**
 * One CSV field (RFC 4180), safe to open in a spreadsheet: invisible and direction characters written out
 * as in printable() (a line break or tab stays), and a value starting with =, +, -, @, a tab or a CR
 * would be read as a formula (=HYPERLINK(...) sends the reader anywhere), one starting with | as a DDE
 * command by older spreadsheets, and one starting with ; splits into cells where ; separates them, so it gets
 * a leading apostrophe, which spreadsheets show as text and do not display. The one CSV writer: `npm run
 * leads -- --csv`, both Enquiries' downloads and the Google Ads file use it.
 */
export function csvField(value: string | number | Date | null | undefined): string {
  // A message keeps its line breaks and tabs (the quotes below hold them); every other unsafe character is written out.
  let text = escapeUnsafe(value == null ? '' : value instanceof Date ? value.toISOString() : String(value), '\n\t')
  if (/^[=+\-@\t\r;|]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A CSV document: a header row, then one row per record, CRLF line ends (what spreadsheets expect). */
export function csv(header: string[], rows: (string | number | Date | null | undefined)[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}
