/**
 * Prices, dates and digit grouping as a visitor reads them, fixed when the site is built: the
 * browser receives the strings and never loads a locale's data. Everything here uses Intl in Node.
 */
import type { Labels, Price } from '../generated/content.ts'
import type { PriceText } from '../content/price.ts'

const numbers = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })
const longDates = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** A whole number with Indian digit grouping: 10,936 and 1,00,000 (lakhs and crores). */
export function groupIndian(n: number): string {
  return numbers.format(n)
}

/** Rupees with the rupee sign and Indian grouping: ₹10,936, ₹1,00,000. */
export function formatRupees(amount: number): string {
  return `₹${groupIndian(amount)}`
}

/** A calendar date (YYYY-MM-DD) in long form: "5 March 2025". */
export function formatLongDate(iso: string): string {
  return longDates.format(new Date(`${iso}T00:00:00Z`))
}

/** Whole-number discount percentage, or undefined when there is no real discount (original must exceed the price). */
export function discountPercent(amount: number | undefined, original: number | undefined): number | undefined {
  if (amount === undefined || original === undefined || original <= amount) return undefined
  return Math.round(((original - amount) / original) * 100)
}

export type PriceLabels = Pick<
  Labels,
  'starting' | 'govtFee' | 'custom' | 'free' | 'perMonth' | 'perYear' | 'perHour' | 'perClass' | 'perFiling' | 'off'
>

const UNIT_LABEL = { month: 'perMonth', year: 'perYear', hour: 'perHour', class: 'perClass', filing: 'perFiling' } as const

export function unitLabel(unit: Price['unit'], labels: Omit<PriceLabels, 'off'>): string {
  return unit ? labels[UNIT_LABEL[unit]] : ''
}

/** The parts of a price a page shows: the figure, unit, qualifiers, struck-through original and badge. */
export function priceParts(p: Price, labels: PriceLabels): PriceText {
  if (p.custom || p.free) {
    const main = p.custom ? labels.custom : labels.free
    return { main, unit: '', starting: '', fees: '' }
  }
  const unit = unitLabel(p.unit, labels)
  const main = formatRupees(p.amount ?? 0)
  const percent = discountPercent(p.amount, p.original)
  const fees = [p.govtFee ? labels.govtFee : '', p.note ?? ''].filter(Boolean).join(' ')
  const starting = p.starting ? labels.starting : ''
  return {
    main,
    unit,
    starting,
    fees,
    ...(percent !== undefined && p.original !== undefined
      ? { original: formatRupees(p.original), off: labels.off.replace('{percent}', String(percent)) }
      : {}),
  }
}

/** The price as one line of text: "Starting ₹4,999 + Government Fees", "₹7,811/month", "Custom". */
export function priceText(p: Price, labels: PriceLabels): string {
  const { main, unit, starting, fees } = priceParts(p, labels)
  return [starting, `${main}${unit.startsWith('/') ? unit : unit ? ` ${unit}` : ''}`, fees].filter(Boolean).join(' ')
}
