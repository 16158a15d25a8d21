import type { Catalog, Price } from '../../generated/content.ts'
import { CATALOG_FILE, said, say } from '../said.ts'
import { resolvePrice } from '../resolve.ts'
import { didYouMean } from '../suggest.ts'
import { locateIn, type PathPart, type YamlFile } from '../yaml-file.ts'
import { formatRupees } from '../format-values.ts'
import { mismatchedFigures, staleFigures } from '../prices.ts'
import { eachObject, type RuleContext } from './context.ts'
import { textFiles } from './money.ts'

/** Price-book ids are unique. */
export function uniqueCatalogIds(c: RuleContext): void {
  const seen = new Map<string, number>()
  ;(c.catalog.data as Catalog).entries.forEach((e, i) => {
    if (seen.has(e.id))
      c.report(c.catalog, ['entries', i, 'id'], {
        code: 'duplicate-id',
        ...said(
          say`the ${{ field: 'id' }} "${e.id}" is used twice (also ${{ place: `entries[${seen.get(e.id)}]`, path: ['entries', seen.get(e.id)!] }}).`,
        ),
        hint: 'Give each price-book entry its own id.',
      })
    else seen.set(e.id, i)
  })
}

/** Every price (pages, price book, site.yaml) names a known entry, has a likely amount and any struck-through one above it. */
export function prices(c: RuleContext): void {
  eachObject(c.pages.values(), (v, at, y) => {
    const last = at[at.length - 1]
    if ((last === 'price' || last === 'startingPrice') && typeof at[at.length - 2] !== 'undefined') checkPrice(c, y, at, v as Price)
  })
  ;(c.catalog.data as Catalog).entries.forEach((e, i) => checkPrice(c, c.catalog, ['entries', i, 'price'], e.price as Price))
  eachObject([c.site], (v, at, y) => {
    if (at[at.length - 1] === 'startingPrice') checkPrice(c, y, at, v as Price)
  })
}

function checkPrice(c: RuleContext, y: YamlFile, at: PathPart[], p: Price) {
  if (p.ref && !c.book.has(p.ref)) {
    const guess = didYouMean(p.ref, c.book.keys())
    c.report(y, [...at, 'ref'], {
      code: 'unknown-price',
      ...said(
        say`no price-book entry has the ${{ field: 'id' }} "${p.ref}".`,
        say`${guess ? `did you mean "${guess}"? ` : ''}The ${{ field: 'id' }}s are in ${CATALOG_FILE}.`,
      ),
    })
    return
  }
  const r = resolvePrice(p, c.book)
  if (r.amount === undefined && !r.custom && !r.free)
    c.report(y, at, {
      code: 'missing-field',
      message: 'this price has no amount.',
      hint: 'Add "amount:" in rupees, a "ref:" to the price book, or "custom: true" / "free: true".',
    })
  // An amount typed here (not taken from the price book, which is checked itself) that is implausibly low:
  // most often a digit lost to a comma ({ amount: 3,499 } reads as 3) or to a slip of the finger.
  if (p.amount !== undefined && !p.unusual && !r.custom && !r.free) {
    if (p.amount < 100)
      c.report(y, [...at, 'amount'], {
        code: 'bad-value',
        message: `₹${p.amount} is an unusually low price.`,
        hint: 'Check for a missing digit (inside { } a comma splits a number: write 1999, not 1,999). If it is meant, add "unusual: true" to this price.',
      })
    else if (r.original !== undefined && p.amount * 10 < r.original)
      c.report(y, [...at, 'amount'], {
        code: 'bad-value',
        message: `₹${p.amount} is less than a tenth of the struck-through price ₹${r.original}.`,
        hint: 'Check for a missing digit. If the discount is meant, add "unusual: true" to this price.',
      })
  }
  if (r.original !== undefined && r.amount !== undefined && r.original <= r.amount)
    c.report(y, [...at, p.original !== undefined ? 'original' : 'ref'], {
      code: 'price-order',
      message: `the struck-through price ${r.original} is not higher than the price ${r.amount}.`,
      hint: 'Raise "original" above the price, or remove it to show no discount.',
    })
}

/** Text does not still show, next to a service's name, the figure the base's price book had for it. */
export function stalePrices(c: RuleContext): void {
  if (!c.repriced.length) return
  for (const y of c.pages.values())
    for (const f of staleFigures(c.repriced, y.data)) {
      const e = c.repriced.find((r) => r.id === f.id)!
      c.add(y, f.at, locateIn(y, f.at, f.shown), {
        code: 'stale-price',
        message: `still shows ${f.shown}, the old price of ${e.name}; the price book now says ${formatRupees(e.now)}.`,
        hint: `Write {price:${e.id}} instead of the figure: it always shows the price book's amount.`,
      })
    }
}

/**
 * A figure said of a price-book service, in a page or a file the site fills (downloads, guide), is the book's or
 * this page's own (one stalePrices found is not said again).
 * A declared one ({amount:…}) too: it says the figure is not one of our prices, so said as a service's price it
 * is still compared, and its fix writes that service's {price:id} in its place.
 */
export function mismatchedPrices(c: RuleContext): void {
  for (const y of textFiles(c))
    for (const f of mismatchedFigures(c.content.catalog.entries, y.data)) {
      const place = locateIn(y, f.at, f.shown)
      if (c.problems.some((p) => p.code === 'stale-price' && p.file === y.file && p.line === place.line && p.col === place.col)) continue
      const token = f.declaredAt === undefined ? f.shown : `{amount:${f.shown}}`
      const declared =
        f.declaredAt === undefined
          ? ''
          : ` {amount:…} is for a figure that is not one of our prices (a government fee, a penalty, a limit in law); if ${f.shown} is one, say so beside it: "the government fee of {amount:${f.shown}}".`
      c.add(y, f.at, place, {
        code: 'price-mismatch',
        message:
          f.pagePrice !== undefined
            ? `${f.shown} is neither the price this page shows (${formatRupees(f.pagePrice)}) nor ${f.name}'s in the price book (${formatRupees(f.book)}).`
            : `${f.shown} is said of ${f.name}, but the price book says ${formatRupees(f.book)}.`,
        hint:
          (f.pagePrice !== undefined
            ? `Write the figure this text means: {amount:${formatRupees(f.pagePrice)}} for this page's own price, or {price:${f.id}} for ${f.name}'s.`
            : `Write {price:${f.id}} in place of ${token}: it always shows the price book's figure.`) + declared,
        // "Our price" whatever the wording ("from", "starting at", "only", a range), typed bare or declared; a bare
        // figure whose words say it is something else ("the government fee for … is ₹500") is declared instead.
        ...(f.pagePrice !== undefined
          ? {}
          : f.other && f.declaredAt === undefined
            ? { fixes: [{ label: `Not our price: write {amount:${f.shown}}`, from: f.shown, to: `{amount:${f.shown}}`, at: f.rawAt }] }
            : { fixes: [{ label: `Our price: write {price:${f.id}}`, from: token, to: `{price:${f.id}}`, at: f.rawAt }] }),
      })
    }
}
