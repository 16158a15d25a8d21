/** A price as the page shows it, formatted at build time (scripts/lib/content/format-values.ts). */
export interface PriceText {
  /** ₹10,936, or the custom/free label. */
  main: string
  /** The unit label ("/month", "per hour"), or ''. */
  unit: string
  /** The "Starting" label, or ''. */
  starting: string
  /** "+ Government Fees" and the note, or ''. */
  fees: string
  /** The whole price as one line. */
  line: string
  /** The struck-through original and the discount badge, only when the original is higher than the price. */
  original?: string
  off?: string
}
