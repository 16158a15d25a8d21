import { formatRupees } from '../format-values.ts'
import { CATALOG_FILE, said, say, type Part } from '../said.ts'
import { AMOUNT_PLACEHOLDER, moneyIn, type MoneyFound } from '../money.ts'
import { figureService, headingOf, openDeclared, openedIndex, type Declared, type Entry, type FigureService } from '../claims.ts'
import { mismatchedFigures } from '../prices.ts'
import { locateIn, positionOf, sourceOf, type PathPart, type YamlFile } from '../yaml-file.ts'
import { eachString, type RuleContext } from './context.ts'

/** The files whose text visitors read with its placeholders filled: the pages and pages/_site/ (the price book and site.yaml excepted). */
export const textFiles = (c: RuleContext): YamlFile[] => [
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
    const open = openDeclared(text)
    const heading = headingOf(y.data, at)
    for (const m of found) {
      // An old price or a figure that differs from the book is said once, by the rule that knows why.
      if (c.problems.some((p) => p.file === y.file && samePath(p.path, at) && p.message.startsWith(`${m.shown} `))) return
      if (c.problems.some((p) => p.file === y.file && samePath(p.path, at) && p.code === 'stale-price' && p.message.includes(m.shown)))
        return
      const { fixes, hint } = fixesFor(entries, y, at, text, m, figureService(entries, open.text, ...span(open.declared, m), { heading }))
      c.add(y, at, nth(y, at, text, m), {
        code: 'bare-amount',
        fixes,
        ...said(say`${m.shown} is typed as a plain figure, so nothing says whether it is one of our prices.`, hint),
      })
    }
  })
}

const span = (declared: Declared[], m: MoneyFound): [number, number] => {
  const i = openedIndex(declared, m.index)
  return [i, i + m.shown.length]
}

/**
 * The one-click fixes of a bare amount, and the words that go with them. "Our price" offers the service the
 * figure is said of, whatever the wording ("from", "starting at", "only", a range), else each one its sentence (or its
 * question) names, never one whose figure merely matches (nor, for a service merely named, its struck-through
 * price). "Not our price" is offered only where the checker will then take the declared figure (tried on a copy
 * of the page): said as a service's price, it is compared with the book, so declaring a wrong price would only
 * trade one problem for another.
 */
function fixesFor(entries: Entry[], y: YamlFile, at: PathPart[], text: string, m: MoneyFound, s: FigureService) {
  const declare = { label: `Not our price: write {amount:${m.shown}}`, from: m.shown, to: `{amount:${m.shown}}`, at: m.index }
  const declared = applyAt(y.data, at, text.slice(0, m.index) + declare.to + text.slice(m.index + m.shown.length))
  const refused = mismatchedFigures(entries, declared).some((f) => samePath(f.at, at) && f.declaredAt === m.index)
  // The service it is said of, when the figure is its price or wrong for it: not when the checker takes it as
  // this page's own figure for the service, which {price:id} would change. Else each service the text names.
  const offered = s.said ? [s.said] : s.other ? [] : s.named.filter((e) => m.rupees === e.price.amount || m.rupees !== e.price.original)
  const ours = offered.map((e) => ({ label: `Our price: write {price:${e.id}}`, from: m.shown, to: `{price:${e.id}}`, at: m.index }))
  const fixes = refused ? ours : [...ours, declare]
  const declaring = `If it is not one of our prices (a limit in law, a government fee), write {amount:${m.shown}}: it shows exactly as typed.`
  const e = offered[0]
  let hint: Part[]
  if (offered.length > 1)
    hint = say`This text names several of our services. If it is the price of one of them, write that one's {price:…} in its place (${offered
      .map((o) => `{price:${o.id}} for ${o.name}`)
      .join(', ')}): it shows the price book's figure and follows every change there. ${declaring}`
  else if (e && refused)
    hint = say`It is said of ${e.name}, whose price in the price book is ${formatRupees(e.price.amount!)}: write {price:${e.id}} in its place to show that price and follow every change there. If ${m.shown} is not ${e.name}'s price (a government fee, a penalty, a limit in law), say what it is beside it and write {amount:${m.shown}} ("the government fee of {amount:${m.shown}}").`
  else if (e)
    hint = say`If it is the price of ${e.name}, write {price:${e.id}} in its place: it shows the price book's figure (${formatRupees(e.price.amount!)} today) and follows every change there. ${declaring}`
  else
    hint = say`If it is one of our prices, write {price:…} in its place with the service's ${{ field: 'id' }} from the price book${{ ...CATALOG_FILE, aside: true }}: it shows the book's figure and follows every change there. ${declaring}`
  return { fixes, hint }
}

/** A copy of `data` with the text at `at` replaced (what a fix would leave there). */
function applyAt(data: unknown, at: PathPart[], text: string): unknown {
  if (!at.length) return text
  const [head, ...rest] = at
  if (Array.isArray(data)) return data.map((v, i) => (i === head ? applyAt(v, rest, text) : v))
  if (data && typeof data === 'object') {
    const o = data as Record<string, unknown>
    return { ...o, [head]: applyAt(o[head], rest, text) }
  }
  return data
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
