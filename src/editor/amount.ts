/**
 * A rupee figure typed into a price box the way people in India write it: 3499, 3,499, ₹3,499, Rs. 3,499,
 * Rs 3499/-, INR 3,499, 3,499 rupees, 1.5 lakh, ₹2 crore. The file keeps whole rupees (3499). Anything else
 * (a figure with paise, two figures, words) is refused with a sentence, never read as something else:
 * "Rs. 3,499" once became 0.3499 in a plain number box.
 */
import { messages } from '../contract/messages.ts'

const SCALES: Record<string, number> = { lakh: 1e5, lakhs: 1e5, lac: 1e5, lacs: 1e5, crore: 1e7, crores: 1e7, cr: 1e7 }

const BEFORE = /^(?:₹|rs\.?|inr|rupees?)\s*/i
const AFTER = /\s*(?:\/-|rupees?|inr|only)+$/i
/** 3,499 · 1,00,000 · 3499 · 1.5 (with a scale) */
const FIGURE = /^(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d+))?(?:\s*(lakhs?|lacs?|crores?|cr))?$/i

export type AmountReading = { ok: true; rupees: number } | { ok: false; why: string }

export function readAmount(typed: string): AmountReading {
  let text = typed.trim().replace(/\s+/g, ' ')
  for (let i = 0; i < 3; i++) text = text.replace(BEFORE, '').replace(AFTER, '').trim()
  const m = FIGURE.exec(text)
  if (!m) return { ok: false, why: messages.prices.amountForm }
  const [, whole, fraction, scale] = m
  if (m[1].includes(',') && !/^\d{1,3}(?:,\d{2})*,\d{3}$/.test(whole) && !/^\d{1,3}(?:,\d{3})+$/.test(whole))
    return { ok: false, why: messages.prices.oddCommas(whole) }
  if (!scale && fraction !== undefined && !/^0+$/.test(fraction)) return { ok: false, why: messages.prices.wholeRupees }
  const n = Number(whole.replace(/,/g, '') + (fraction ? `.${fraction}` : ''))
  const rupees = Math.round(n * (scale ? SCALES[scale.toLowerCase()] : 1))
  if (!Number.isSafeInteger(rupees)) return { ok: false, why: messages.prices.tooLargeAmount }
  return { ok: true, rupees }
}

/** 349900 → "3,49,900": the figure as the box shows it (the site adds the ₹). */
export function showAmount(rupees: unknown): string {
  return typeof rupees === 'number' && Number.isFinite(rupees) ? rupees.toLocaleString('en-IN') : typeof rupees === 'string' ? rupees : ''
}
