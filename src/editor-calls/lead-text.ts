/**
 * Stored text as the people who read leads see it. Visitors write the leads, so a lead can hold anything
 * the database let through (rows stored before 0002_abuse_limits.sql, or written by other tools): a
 * terminal must not run its escape sequences, and a spreadsheet must not run it as a formula.
 */

import { csv, csvField, escapeUnsafe, UNSAFE } from '../lib/spreadsheet.ts'

export { csv, csvField }

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
