/**
 * What makes a text visible, decided by Unicode property and defined once: for the forms
 * (src/forms/validation.ts through src/backend/limits.ts), the database (supabase/migrations/0005_inbox_names.sql
 * holds the same letter class for Postgres, whose regular expressions know no \p{…}; tests/integration/limits.test.ts
 * fails when the two differ) and the content checker and editor (src/checker/rules/text.ts).
 *
 * - A **letter** is a character of Unicode's general category L (Lu, Ll, Lt, Lm, Lo): Latin, Devanagari, Tamil,
 *   Arabic, Han... that is not a Default_Ignorable_Code_Point (the Hangul fillers are letters by category that
 *   fonts draw as nothing). A name needs one. Marks (a lone combining accent), format characters (soft hyphen,
 *   zero-width space, tag characters), variation selectors, separators, symbols and digits are not letters.
 * - A **visible character** is a letter, a number (N), punctuation (P) or a symbol (S), again not a
 *   Default_Ignorable_Code_Point, and not one of the two symbols that draw nothing by themselves: the object
 *   replacement character U+FFFC (a place-holder for an object that is not there) and the braille blank U+2800.
 *   Spaces (Z), controls and format characters (C) and marks standing alone (M) leave no ink. A heading, a
 *   button, an item of a list needs one.
 * - **Direction controls** are the characters of Unicode's Bidi_Control property (U+061C, U+200E, U+200F,
 *   U+202A–202E, U+2066–2069): they reorder what a line shows, so "ABC" can read "CBA". No text may hold one.
 *
 * The patterns are plain strings, so one text serves `new RegExp(pattern, 'u')` and an `<input pattern>` (which
 * browsers compile with the `v` flag).
 */

/** One letter (general category L, not default-ignorable). */
export const LETTER_PATTERN = '(?!\\p{Default_Ignorable_Code_Point})\\p{L}'
/** One visible character: a letter, number, punctuation or symbol, not default-ignorable, not U+FFFC or U+2800. */
export const VISIBLE_PATTERN = '(?![\\p{Default_Ignorable_Code_Point}\\u{FFFC}\\u{2800}])[\\p{L}\\p{N}\\p{P}\\p{S}]'
/** One direction control (Unicode's Bidi_Control property). */
export const BIDI_CONTROL_PATTERN = '\\p{Bidi_Control}'

const LETTER = new RegExp(LETTER_PATTERN, 'u')
const VISIBLE = new RegExp(VISIBLE_PATTERN, 'u')
const BIDI_CONTROL = new RegExp(BIDI_CONTROL_PATTERN, 'u')
const BIDI_CONTROLS = new RegExp(BIDI_CONTROL_PATTERN, 'gu')

/** Whether the text holds a letter (what a name needs). */
export const hasLetter = (text: string): boolean => LETTER.test(text)
/** Whether the text holds a character that shows (what any text on the site needs). */
export const hasVisible = (text: string): boolean => VISIBLE.test(text)
/** Whether the text holds a direction control. */
export const hasBidiControl = (text: string): boolean => BIDI_CONTROL.test(text)
/** Each direction control in the text with its index, in order. */
export const bidiControlsIn = (text: string): { char: string; index: number }[] =>
  [...text.matchAll(BIDI_CONTROLS)].map((m) => ({ char: m[0], index: m.index }))

/** U+202E, as people and the checker's messages name a character. */
export const codePointName = (char: string): string => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
