import type { Labels, Price } from '../generated/content.ts'

/**
 * A whole number with Indian digit grouping: the last three digits, then pairs (lakhs, crores). The same
 * as Intl.NumberFormat('en-IN') (tests/unit/format.test.ts checks it against Intl for random numbers),
 * written out because the first Intl formatter a page creates loads the locale's data: about 30 ms of
 * main thread on a mid-range phone, in the middle of hydration.
 */
export function groupIndian(n: number): string {
  const digits = String(Math.round(Math.abs(n)))
  const sign = n < 0 ? '-' : ''
  if (digits.length <= 3) return sign + digits
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')
  return `${sign}${pairs},${digits.slice(-3)}`
}

/** Rupees with the rupee sign and Indian digit grouping (lakhs and crores): see tests/unit/format.test.ts. */
export function formatRupees(amount: number): string {
  return `₹${groupIndian(amount)}`
}

/** Whole-number discount percentage, or undefined when there is no real discount. */
export function discountPercent(amount: number | undefined, original: number | undefined): number | undefined {
  if (amount === undefined || original === undefined || original <= amount) return undefined
  return Math.round(((original - amount) / original) * 100)
}

export type PriceLabels = Pick<
  Labels,
  'starting' | 'govtFee' | 'custom' | 'free' | 'perMonth' | 'perYear' | 'perHour' | 'perClass' | 'perFiling'
>

export function unitLabel(unit: Price['unit'], labels: PriceLabels): string {
  switch (unit) {
    case 'month':
      return labels.perMonth
    case 'year':
      return labels.perYear
    case 'hour':
      return labels.perHour
    case 'class':
      return labels.perClass
    case 'filing':
      return labels.perFiling
    default:
      return ''
  }
}

/** The price as one line of text: qualifier, amount, unit and fee note, or "Custom" / "Free". */
export function priceText(p: Price, labels: PriceLabels): string {
  if (p.custom) return labels.custom
  if (p.free) return labels.free
  const unit = unitLabel(p.unit, labels)
  const parts = [
    p.starting ? labels.starting : '',
    `${formatRupees(p.amount ?? 0)}${unit.startsWith('/') ? unit : unit ? ` ${unit}` : ''}`,
    p.govtFee ? labels.govtFee : '',
    p.note ?? '',
  ]
  return parts.filter(Boolean).join(' ')
}
