import type { Catalog } from '../../generated/content.ts'
import { said, say, type Said } from '../said.ts'
import { formatRupees } from '../format-values.ts'
import { PRICE_PLACEHOLDER } from '../resolve.ts'
import { describePath } from '../validate.ts'
import { locate, locateIn, type PathPart, type YamlFile } from '../yaml-file.ts'
import { eachValue, type RuleContext } from './context.ts'

/** One place a page shows a price-book service's figure. */
interface Shown {
  amount: number
  at: PathPart[]
  /** The page sets the figure itself ({ ref, amount }): its own reading, not the book's. */
  own: boolean
  /** A {price:id} in text (its place is the text, found by the placeholder). */
  text?: string
}

/**
 * A warning, not a problem: a page that shows one service at two figures (its own price box beside the book's
 * figure on a card or in a sentence). The spec keeps a page's own reading, so it may be meant; a visitor still
 * reads two prices for one thing.
 */
export function twoPricesOnePage(c: RuleContext): void {
  const book = new Map((c.catalog.data as Catalog).entries.map((e) => [e.id, e]))
  for (const y of c.pages.values()) {
    const uses = new Map<string, Shown[]>()
    const add = (id: string, s: Shown) => (uses.get(id) ?? uses.set(id, []).get(id)!).push(s)
    eachValue([y], (v, at) => {
      if (typeof v === 'string') {
        if (!v.includes('{price:')) return
        for (const [whole, id] of v.matchAll(PRICE_PLACEHOLDER)) {
          const amount = book.get(id)?.price.amount
          if (amount !== undefined) add(id, { amount, at: [...at], own: false, text: whole })
        }
        return
      }
      const last = at[at.length - 1]
      if ((last !== 'price' && last !== 'startingPrice') || !v || typeof v !== 'object' || Array.isArray(v)) return
      const p = v as { ref?: unknown; amount?: unknown }
      if (typeof p.ref !== 'string' || !book.has(p.ref)) return
      const amount = typeof p.amount === 'number' ? p.amount : book.get(p.ref)!.price.amount
      if (amount !== undefined) add(p.ref, { amount, at: [...at], own: typeof p.amount === 'number' })
    })
    for (const [id, shown] of uses) {
      const figures = new Set(shown.map((s) => s.amount))
      if (figures.size < 2) continue
      const here = shown.find((s) => s.own) ?? shown[0]
      const other = shown.find((s) => s.amount !== here.amount)!
      const name = book.get(id)!.name
      const place = { place: describePath(y.data, other.at), path: other.at }
      warn(c, y, here, {
        ...said(
          say`this page shows ${name} at two prices: ${formatRupees(here.amount)} here${here.own ? " (this page's own figure)" : ''} and ${formatRupees(other.amount)} at ${place}${other.text ? ` (${other.text})` : ''}.`,
          here.own
            ? say`Visitors read both. To show the price book's ${formatRupees(book.get(id)!.price.amount!)} in both places, remove "amount:" (and "original:") here; if this page's own figure is meant, give the other place the same figure.`
            : say`Visitors read both. Show one figure for this service on the page.`,
        ),
      })
    }
  }
}

function warn(c: RuleContext, y: YamlFile, s: Shown, f: { message: string; hint?: string; said?: Said }) {
  const place = s.text ? locateIn(y, s.at, s.text) : locate(y, s.at)
  c.add(y, s.at, place, { code: 'two-prices', severity: 'warning', ...f })
}
