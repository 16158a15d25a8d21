import type { Catalog } from '../../../../src/generated/content.ts'
import { formatRupees } from '../format-values.ts'
import { AMOUNT_PLACEHOLDER, moneyIn, type MoneyFound } from '../money.ts'
import { locateIn, positionOf, sourceOf, type PathPart, type YamlFile } from '../yaml-file.ts'
import { eachString, type RuleContext } from './context.ts'

type Entry = Catalog['entries'][number]

/** The files whose text visitors read with its placeholders filled: the pages and pages/_site/ (the price book and site.yaml excepted). */
const textFiles = (c: RuleContext): YamlFile[] => [
  ...c.pages.values(),
  ...[...c.data].filter(([name]) => name !== 'site' && name !== 'catalog').map(([, y]) => y),
]

/**
 * A rupee amount in text is data (and each {amount:…} holds one amount): either {price:id} (the price book's figure, which follows every change there)
 * or {amount:…} (a figure the text declares is not one of our prices: a limit in law, a government fee, shown
 * as written). A bare amount is neither, so a reprice could leave it behind unseen; both fixes are offered.
 */
export function bareAmounts(c: RuleContext): void {
  const entries = c.content.catalog.entries
  eachString(textFiles(c), (text, at, y) => {
    if (text.includes('{amount:')) amountPlaceholders(c, text, at, y)
    const found = moneyIn(text)
    if (!found.length) return
    for (const m of found) {
      // An old price or a figure that differs from the book is said once, by the rule that knows why.
      if (c.problems.some((p) => p.file === y.file && samePath(p.path, at) && p.message.startsWith(`${m.shown} `))) return
      if (c.problems.some((p) => p.file === y.file && samePath(p.path, at) && p.code === 'stale-price' && p.message.includes(m.shown)))
        return
      const e = entryFor(entries, y, at, text, m)
      const declared = `If it is not one of our prices (a limit in law, a government fee), write {amount:${m.shown}}: it shows exactly as typed.`
      const declare = { label: `Not our price: write {amount:${m.shown}}`, from: m.shown, to: `{amount:${m.shown}}`, at: m.index }
      c.add(y, at, nth(y, at, text, m), {
        code: 'bare-amount',
        fixes: e ? [{ label: `Our price: write {price:${e.id}}`, from: m.shown, to: `{price:${e.id}}`, at: m.index }, declare] : [declare],
        message: `${m.shown} is typed as a plain figure, so nothing says whether it is one of our prices.`,
        hint: e
          ? `If it is the price of ${e.name}, write {price:${e.id}} in its place: it shows the price book's figure (${formatRupees(e.price.amount!)} today) and follows every change there. ${declared}`
          : `If it is one of our prices, write {price:…} in its place with the service's id from the price book (pages/_site/catalog.yaml): it shows the book's figure and follows every change there. ${declared}`,
      })
    }
  })
}

/** Each {amount:…} holds a rupee amount ({amount:₹40 lakh}); anything else in it is a slip. (Part of bareAmounts' walk.) */
function amountPlaceholders(c: RuleContext, text: string, at: PathPart[], y: YamlFile): void {
  for (const [whole, inside] of text.matchAll(AMOUNT_PLACEHOLDER)) {
    if (moneyIn(inside).length === 1) continue
    c.add(y, at, locateIn(y, at, whole), {
      code: 'bad-value',
      message: inside.trim()
        ? `${whole} holds ${moneyIn(inside).length ? 'more than one amount' : 'no rupee amount'}.`
        : `${whole} is empty.`,
      hint: 'Put one figure inside, written as it should show: {amount:₹40 lakh}, {amount:₹2,000}. For one of our prices write {price:id} instead.',
    })
  }
}

const samePath = (a: PathPart[], b: PathPart[]) => a.length === b.length && a.every((p, i) => String(p) === String(b[i]))

/** Where the k-th amount of the text is in the file: the same occurrence of its figure in the value as written. */
function nth(y: YamlFile, at: PathPart[], text: string, m: MoneyFound): { line: number; col: number } {
  const raw = sourceOf(y, at)
  if (raw) {
    // How many times this figure came before (in placeholders too), so the same one is found in the source.
    let times = text.slice(0, m.index).split(m.shown).length - 1
    let i = raw.text.indexOf(m.shown)
    while (i >= 0 && times-- > 0) i = raw.text.indexOf(m.shown, i + 1)
    if (i >= 0) return positionOf(y.source, raw.offset + i)
  }
  return locateIn(y, at, m.shown)
}

/**
 * The price-book entry a figure most likely is, for the fix: an entry with that amount priced in the card or
 * package around the text, else priced on the same page, else named close to the figure, else the only one.
 */
function entryFor(entries: Entry[], y: YamlFile, at: PathPart[], text: string, m: MoneyFound): Entry | undefined {
  const same = entries.filter((e) => e.price.amount === m.rupees)
  if (same.length <= 1) return same[0]
  const refs: string[] = []
  let node: unknown = y.data
  for (const part of at) {
    const price = node && typeof node === 'object' ? ((node as Record<string, { ref?: unknown }>).price ?? null) : null
    if (price && typeof price.ref === 'string') refs.push(price.ref)
    node = (node as Record<string | number, unknown> | undefined)?.[part]
  }
  const around = same.find((e) => refs.includes(e.id))
  if (around) return around
  const page = JSON.stringify(y.data)
  const onPage = same.filter((e) => page.includes(`"ref":"${e.id}"`))
  const lower = text.slice(Math.max(0, m.index - 100), m.index + m.shown.length + 60).toLowerCase()
  const named = (e: Entry) => lower.includes(e.name.toLowerCase()) || lower.includes(e.id.replace(/-/g, ' '))
  return onPage.find(named) ?? (onPage.length === 1 ? onPage[0] : same.find(named))
}
