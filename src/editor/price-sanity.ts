/**
 * Prices to confirm before the price book is saved: a figure many times the entry's old price (or a small
 * fraction of it), or, for a new entry, far outside the range of the book's prices. A slip of the keyboard
 * (a zero too many, a figure typed after another) otherwise goes live as easily as a real reprice.
 */

interface Entry {
  id?: unknown
  name?: unknown
  price?: { amount?: unknown }
}

/** How many times larger (or smaller) a price may be than the old one before the editor asks. */
export const RATIO_TO_ASK = 5

const amountOf = (e: Entry | undefined): number | undefined => {
  const a = e?.price?.amount
  return typeof a === 'number' && Number.isFinite(a) ? a : undefined
}
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`
const times = (r: number) => (r >= 10 ? Math.round(r).toLocaleString('en-IN') : r.toFixed(1).replace(/\.0$/, ''))

/** One sentence per unusual price, in the office's words; empty when every price looks like a price. */
export function unusualPrices(before: Entry[], after: Entry[]): string[] {
  const old = new Map(before.map((e) => [e.id, amountOf(e)]))
  const book = before.map(amountOf).filter((a): a is number => a !== undefined && a > 0)
  const low = Math.min(...book)
  const high = Math.max(...book)
  const out: string[] = []
  for (const e of after) {
    const amount = amountOf(e)
    if (amount === undefined) continue
    const name = String(e.name ?? e.id ?? 'An entry')
    const was = old.get(e.id)
    if (was !== undefined && was > 0 && amount !== was) {
      const ratio = amount / was
      if (ratio >= RATIO_TO_ASK) out.push(`${name}: ${rupees(amount)} is ${times(ratio)} times its old price, ${rupees(was)}.`)
      else if (ratio <= 1 / RATIO_TO_ASK)
        out.push(`${name}: ${rupees(amount)} is a ${times(1 / ratio)}th of its old price, ${rupees(was)}.`)
    } else if (!old.has(e.id) && book.length && (amount > high * RATIO_TO_ASK || amount < low / RATIO_TO_ASK))
      out.push(`${name}: ${rupees(amount)} is far outside the book's prices (${rupees(low)} to ${rupees(high)}).`)
  }
  return out
}
