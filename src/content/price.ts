import type { Price, Section } from '../generated/content.ts'

/** A price as the page shows it, formatted at build time (src/checker/format-values.ts). */
export interface PriceText {
  /** ₹10,936, or the custom/free label. */
  main: string
  /** The unit label ("/month", "per hour"), or ''. */
  unit: string
  /** The "Starting" label, or ''. */
  starting: string
  /** "+ Government Fees" and the note, or ''. */
  fees: string
  /** The struck-through original and the discount badge, only when the original is higher than the price. */
  original?: string
  off?: string
}

/** A price after the build: the YAML's fields (JSON-LD reads the numbers) and the text a visitor reads. */
export type ResolvedPrice = Price & { text: PriceText }

/**
 * A content type as the build hands it to the browser: every object under a `price` or `startingPrice`
 * key carries its text (src/checker/resolve.ts, mapPrices).
 */
export type Resolved<T> = T extends readonly (infer U)[]
  ? Resolved<U>[]
  : T extends object
    ? { [K in keyof T]: K extends 'price' | 'startingPrice' ? ResolvedPrice | Extract<T[K], undefined> : Resolved<T[K]> }
    : T

/** An article section with its date written out ("5 March 2025"). */
export type ResolvedSection =
  Resolved<Exclude<Section, { type: 'article' }>> | (Resolved<Extract<Section, { type: 'article' }>> & { dateText: string })
