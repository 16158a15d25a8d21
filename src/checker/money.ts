/**
 * Rupee amounts as people write them in this site's text: ₹4,999, ₹ 4999, Rs. 4,999, Rs 4999, INR 4,999,
 * rupees 500, 4,999 rupees, 4999/-, ₹40 lakh, Rs 1.5 crore, ₹2,999–4,999. One definition, read by the checker
 * (a bare amount in text is a problem) and by the conversion of text to {price:id} and {amount:…}.
 */

/** A number as written: 4,999 / 1,00,000 / 4999 / 1.5 */
const NUM = String.raw`(?:\d{1,3}(?:,\d{2,3})+|\d+)(?:\.\d+)?`
/** Indian number words and their short forms: ₹40 lakh, ₹1 crore, ₹2 cr, ₹5k. */
const SCALE = String.raw`(?:\s?(?:lakhs?|lacs?|crores?|cr|k)\b|\s?(?:लाख|करोड़|करोड़|हज़ार|हजार)(?![\p{L}\p{M}]))`
/** A second figure without its own currency sign: ₹2,999–4,999, ₹2,999 - 4,999. */
const RANGE = String.raw`(?:\s?[-–—]\s?${NUM}(?![\d%]))`
const BEFORE = String.raw`(?:₹|\bRs\.?(?=\s?\d)|\bINR(?=\s?\d)|\brupees?(?=\s\d)|(?<![\p{L}\p{M}])रु\.?(?=\s?\d))`
const AFTER = String.raw`(?:\s?(?:rupees|INR)\b|\/-|\s?(?:रुपये|रुपए|रुपया|रु\.?)(?![\p{L}\p{M}]))`

/**
 * A rupee amount: a currency sign or word before the number (₹, Rs, Rs., INR, rupees), or a currency word or
 * "/-" after it (4,999 rupees, 4999/-). Numbers without either (a count, a year, a percentage) are not money.
 */
export const MONEY = new RegExp(String.raw`${BEFORE}\s?${NUM}${RANGE}?${SCALE}?${AFTER}?|(?<![\d.,₹])${NUM}${SCALE}?${AFTER}`, 'giu')

/** {amount:₹40 lakh}: an amount the text declares is not a price-book price (a limit in law, a government fee). Shown as written inside. */
export { AMOUNT_PLACEHOLDER } from '../lib/placeholders.ts'

/** Any {…} placeholder in text ({price:id}, {amount:…}, {phone}…): its figures are not bare amounts. */
const PLACEHOLDER = /\{[a-z]+(?::[^{}]*)?\}/g

/** Any currency sign or word (or "/-"): a text without one holds no amount. */
const CURRENCY = /₹|rs|inr|rupee|\/-|रु/i

const SCALES: Record<string, number> = { lakh: 1e5, lakhs: 1e5, lac: 1e5, lacs: 1e5, crore: 1e7, crores: 1e7, cr: 1e7, k: 1e3 }

/** A rupee amount found in text. */
export interface MoneyFound {
  /** As written: "Rs. 4,999/-" */
  shown: string
  /** Where it starts in the text. */
  index: number
  /** Its value in rupees (the first figure of a range). */
  rupees: number
}

/**
 * The digits of India's scripts (Devanagari ४,९९९, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada,
 * Malayalam) as 0-9, one character for one, so a figure's place in the text stays where it was.
 */
const INDIAN_DIGITS =
  /[\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f]/g
export const asciiDigits = (text: string): string => text.replace(INDIAN_DIGITS, (d) => String((d.charCodeAt(0) - 0x0966) % 16))

/** What a rupee amount written as `shown` is worth: "₹40 lakh" → 4000000, "Rs. 4,999/-" → 4999, "₹४,९९९" → 4999. */
export function rupeesOf(shown: string): number | undefined {
  const m = /(\d{1,3}(?:,\d{2,3})+|\d+)(\.\d+)?\s?(lakhs?|lacs?|crores?|cr|k)?\b/i.exec(hindiScales(asciiDigits(shown)))
  if (!m) return undefined
  const n = Number(m[1].replace(/,/g, '') + (m[2] ?? ''))
  return Math.round(n * (m[3] ? SCALES[m[3].toLowerCase()] : 1))
}

/** "₹40 लाख" → "₹40 lakh": the Hindi words for the Indian scales, so a figure reads the same in both languages. */
export function hindiScales(text: string): string {
  return text
    .replace(/लाख/g, 'lakh')
    .replace(/करोड़|करोड़/g, 'crore')
    .replace(/हज़ार|हजार/g, 'k')
}

/** The rupee amounts written in `text` outside any placeholder, in order. */
export function moneyIn(text: string): MoneyFound[] {
  // Plain tests first: most texts hold no digit, or no currency sign or word at all. Every Indian script's
  // digits count as digits (₹४,९९९ is ₹4,999).
  const plain = asciiDigits(text)
  if (!/\d/.test(plain) || !CURRENCY.test(plain)) return []
  const open = plain.includes('{') ? plain.replace(PLACEHOLDER, (m) => ' '.repeat(m.length)) : plain
  const out: MoneyFound[] = []
  for (const m of open.matchAll(MONEY))
    out.push({ shown: text.slice(m.index, m.index + m[0].length), index: m.index, rupees: rupeesOf(m[0]) ?? 0 })
  return out
}
