/**
 * Which of our services a rupee figure in text is said of: one reading, shared by the checker's price rules
 * (src/checker/prices.ts) and the Problems box's one-click fixes (src/checker/rules/money.ts), so a fix
 * never writes what the checker would then read differently. The rule in words is in docs/DECISIONS.md
 * ("A declared amount is a claim, not an exemption").
 */
import type { Catalog } from '../generated/content.ts'
import { AMOUNT_PLACEHOLDER } from '../lib/placeholders.ts'
import { asciiDigits, MONEY } from './money.ts'

export type Entry = Catalog['entries'][number]

/** What may stand between a service's name and its figure: "GST Registration: ₹2,999", "… for just ₹2,999". */
const LINKING =
  /^(?:e?s\b)?[\s:(–—-]*(?:(?:is|are|costs?|for|at|from|only|just|starting|starts|now|fees?|price|priced|of|rs|plan|package|services?)\b[\s:.(–—-]*)*$/
/** And between a figure and the name after it: "₹2,999 for GST Registration". */
const LINKING_AFTER = /^[\s:)–—-]*(?:(?:for|per|a|an|the|of)\b[\s:–—-]*)*$/
export const wordsOf = (e: Entry) => e.id.split('-').filter((w) => w.length > 0)

/** Each entry's name and its id read as words, lower-cased (worked out once per entry). */
const namesCache = new WeakMap<Entry, [string, string]>()
function namesOf(e: Entry): [string, string] {
  let names = namesCache.get(e)
  if (!names) namesCache.set(e, (names = [e.name.toLowerCase(), wordsOf(e).join(' ')]))
  return names
}

/** Where in `text` the entry is named last, and how long the name is there: its name, or its id read as words. */
export function namedAt(text: string, e: Entry): { end: number; length: number } {
  let found = { end: -1, length: 0 }
  for (const name of namesOf(e)) {
    const i = name ? text.lastIndexOf(name) : -1
    if (i >= 0 && i + name.length > found.end) found = { end: i + name.length, length: name.length }
  }
  return found
}

/**
 * The service a figure is said of by its words alone: named just before it with only linking words between
 * ("GST Registration for ₹2,999"; the closest, and of two as close the longer name), else just after it
 * ("₹2,999 for GST Registration"). `before` and `after` are the lower-cased text on each side, up to the
 * next figure.
 */
export function linkedService(priced: Entry[], before: string, after: string): Entry | undefined {
  let best: { e: Entry; distance: number } | undefined
  for (const e of priced) {
    const b = namedAt(before, e)
    const distance = before.length - b.end - b.length
    if (b.end >= 0 && LINKING.test(before.slice(b.end)) && (!best || distance < best.distance)) best = { e, distance }
  }
  if (!best)
    for (const e of priced) {
      const a = after.indexOf(namesOf(e)[0])
      if (a >= 0 && LINKING_AFTER.test(after.slice(0, a)) && (!best || a < best.distance)) best = { e, distance: a }
    }
  return best?.e
}

/** A figure the text declares with {amount:…}, as it stands in the text with the placeholders opened. */
export interface Declared {
  /** Where the figure starts and ends in the opened text. */
  start: number
  end: number
  /** What the placeholder holds, as written: "INR 999". */
  shown: string
  /** Where the placeholder itself starts in the text as written. */
  raw: number
}

/** The text with each {amount:…} replaced by what it holds ({price:id} kept), and where those figures now stand. */
export function openDeclared(value: string): { text: string; declared: Declared[] } {
  if (!value.includes('{amount:')) return { text: value, declared: [] }
  const declared: Declared[] = []
  let text = ''
  let last = 0
  for (const m of value.matchAll(AMOUNT_PLACEHOLDER)) {
    text += value.slice(last, m.index)
    declared.push({ start: text.length, end: text.length + m[1].length, shown: m[1], raw: m.index })
    text += m[1]
    last = m.index + m[0].length
  }
  return { text: text + value.slice(last), declared }
}

/** Where the character at `raw` of the text as written stands once its {amount:…} placeholders are opened. */
export function openedIndex(declared: Declared[], raw: number): number {
  return raw - declared.filter((d) => d.raw < raw).length * '{amount:}'.length
}

/**
 * Words that say what a figure is when it is not one of our prices: a fee or limit in law, a tax, a penalty, a
 * threshold. Read in the figure's own part of the sentence (see `figureService`), service names left out, so
 * "Tax Audit for ₹9,999" is still a price.
 */
const SOMETHING_ELSE =
  /\b(?:government|govt|statutory|late fees?|penalt(?:y|ies)|fines?|stamp|tax|taxes|exempt\w*|limits?|threshold|ceiling|turnover|income|receipts|deductions?|capital|duty|interest|section|per day|a day|salary|salaries|wages?|loans?|rebate|refund|above|below|exceeds?|exceeding|crosses|up to|more than|less than|worth)\b/i

/** What joins the two figures of a range: a dash or "to". */
const RANGE = /^\s*(?:[–—-]|to)\s*$/i

/**
 * The same words in Hindi (pages/hi/): government, penalty, late fee, stamp, tax, limit, turnover, income,
 * earnings, salary, loan, interest, exemption, refund, section, up to, more/less than. Devanagari letters are not
 * word characters to \b, so whole words are found by the letters and marks around them.
 */
const SOMETHING_ELSE_HI =
  /(?<![\p{L}\p{M}])(?:सरकारी|पेनल्टी|जुर्माना|जुर्माने|लेट फ़ीस|स्टांप|टैक्स|कर|सीमा|लिमिट|टर्नओवर|आय|कमाई|सैलरी|वेतन|लोन|ऋण|ब्याज|छूट|रिफ़ंड|धारा|सेक्शन|तक|से ज़्यादा|से अधिक|से कम)(?![\p{L}\p{M}])/u

/**
 * The end of a sentence: a full stop, question or exclamation mark before a space (not the one in "Rs."), the
 * Hindi full stop (।, ॥), or a line break.
 */
const SENTENCE_END = /(?<!\bRs)[.!?](?=\s|$)|[।॥]|\n/gi

/** Where the sentence around [start, end) begins and ends in `text`. */
export function sentenceAround(text: string, start: number, end: number): { start: number; end: number } {
  let from = 0
  let to = text.length
  for (const m of text.matchAll(SENTENCE_END)) {
    if (m.index < start) from = m.index + 1
    else if (m.index >= end) {
      to = m.index
      break
    }
  }
  return { start: from, end: to }
}

/** Compiled once per price book: each priced entry's names as whole words. */
const nameCache = new WeakMap<Entry[], { e: Entry; name: string; re: RegExp }[]>()
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
function namePatterns(entries: Entry[]): { e: Entry; name: string; re: RegExp }[] {
  let out = nameCache.get(entries)
  if (!out) {
    out = entries
      .filter((e) => e.price.amount !== undefined)
      .flatMap((e) =>
        [...new Set([e.name.toLowerCase(), wordsOf(e).join(' ')])]
          .filter(Boolean)
          .map((name) => ({ e, name, re: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(name)}(?![\\p{L}\\p{N}])`, 'gu') })),
      )
    nameCache.set(entries, out)
  }
  return out
}

/** A place in a text where a service is named. */
interface Naming {
  e: Entry
  start: number
  end: number
}

/**
 * Where services are named in `text`: at each place the longest name ("Accounting and Bookkeeping", not the
 * "Bookkeeping" inside it); two entries with the same name at one place are both kept.
 */
export function namings(entries: Entry[], text: string): Naming[] {
  const lower = text.toLowerCase()
  const found: Naming[] = []
  for (const { e, name, re } of namePatterns(entries))
    if (lower.includes(name)) for (const m of lower.matchAll(re)) found.push({ e, start: m.index, end: m.index + m[0].length })
  const len = (n: Naming) => n.end - n.start
  return found.filter((f) => !found.some((g) => len(g) > len(f) && g.start < f.end && f.start < g.end)).sort((a, b) => a.start - b.start)
}

/** The priced services named in `text`, each once, in the order first named. */
export function servicesNamed(entries: Entry[], text: string): Entry[] {
  return [...new Set(namings(entries, text).map((n) => n.e))]
}

/** `text` with every service name blanked out (same length), for reading the words around a figure. */
function withoutNames(entries: Entry[], text: string): string {
  let out = text
  for (const n of namings(entries, text)) out = out.slice(0, n.start) + ' '.repeat(n.end - n.start) + out.slice(n.end)
  return out
}

/**
 * The heading a text stands under, which says what it is about: an FAQ answer's question, a section's or a
 * card's heading (or title) for its description.
 */
export function headingOf(data: unknown, at: readonly (string | number)[]): string | undefined {
  const key = at[at.length - 1]
  // A page's title and description are read with the price of its first section (mismatchedFigures).
  if (at[0] === 'meta') return undefined
  let parent: unknown = data
  for (const part of at.slice(0, -1)) parent = (parent as Record<string | number, unknown> | undefined)?.[part]
  if (!parent || typeof parent !== 'object' || Array.isArray(parent)) return undefined
  const o = parent as Record<string, unknown>
  const heading = key === 'answer' ? o.question : key === 'description' ? (o.heading ?? o.title) : undefined
  return typeof heading === 'string' ? heading : undefined
}

/** Which service a figure is said of, as far as the text tells. */
export interface FigureService {
  /** The service whose price the figure states: it must be that service's figure. */
  said?: Entry
  /** The services its sentence names (or, naming none, its heading): what "Our price" offers. */
  named: Entry[]
  /** The words around the figure say it is something else: a fee or limit in law, a tax, a penalty. */
  other: boolean
}

/**
 * The service the figure at [start, end) of `text` (placeholders opened, see `openDeclared`) is said of.
 *
 * - By its words (`linkedService`): the service named right before or after it with only linking words between.
 *   This is all a typed figure (`claims: false`) is read by: it is a problem of its own already.
 * - A declared figure, and the one-click fixes, read further: a sentence that names exactly one service states
 *   that service's price, and so does an answer under a question (a description under a heading) naming exactly
 *   one when the sentence names none; unless the words of the sentence up to the figure and on to the next
 *   comma (or of that heading) say it is something else, which holds for a linked name too ("the government fee
 *   for GST Registration is {amount:₹500}")
 *   (`SOMETHING_ELSE`: a government fee, a penalty, a limit, turnover, tax…).
 */
export function figureService(
  entries: Entry[],
  text: string,
  start: number,
  end: number,
  opts: { heading?: string; claims?: boolean } = {},
): FigureService {
  const priced = entries.filter((e) => e.price.amount !== undefined)
  // The figures around it bound what its words are: "₹999 for filing, ₹2,999 for GST Registration". Only the
  // sentence and the reach of its linking words are read, however long the text.
  const sentence = sentenceAround(text, start, end)
  const lo = Math.min(sentence.start, Math.max(0, start - 60))
  const hi = Math.max(sentence.end, Math.min(text.length, end + 40))
  const figures = [...asciiDigits(text.slice(lo, hi)).matchAll(MONEY)].map((m) => ({
    start: lo + m.index,
    end: lo + m.index + m[0].length,
  }))
  // A range ("₹999–₹2,999", "₹999 to ₹2,999"): each figure after the first is said of what the first is.
  let first = start
  for (;;) {
    const prev = figures.filter((f) => f.end <= first).at(-1)
    if (!prev || !RANGE.test(text.slice(prev.end, first))) break
    first = prev.start
  }
  const prevEnd = Math.max(0, ...figures.filter((f) => f.end <= first).map((f) => f.end))
  const nextStart = Math.min(text.length, ...figures.filter((f) => f.start >= end).map((f) => f.start))
  const lower = text.slice(lo, hi).toLowerCase()
  const linked = linkedService(
    priced,
    lower.slice(Math.max(prevEnd, first - 60, lo) - lo, first - lo),
    lower.slice(end - lo, Math.min(nextStart, end + 40) - lo),
  )
  const said = text.slice(sentence.start, sentence.end)
  const names = namings(entries, said)
  const inSentence = [...new Set(names.map((n) => n.e))]
  const named = inSentence.length || opts.heading === undefined ? inSentence : servicesNamed(entries, opts.heading)
  let plain = said
  for (const n of names) plain = plain.slice(0, n.start) + ' '.repeat(n.end - n.start) + plain.slice(n.end)
  const [from, to] = [start - sentence.start, end - sentence.start]
  const clauseEnd = Math.min(
    plain.length,
    nextStart - sentence.start,
    ...[',', ';', ')'].map((c) => plain.indexOf(c, to)).filter((i) => i >= 0),
  )
  const words = plain.slice(0, from) + ' ' + plain.slice(to, clauseEnd)
  const fromHeading = !inSentence.length && named.length > 0
  const somethingElse = (text: string) => SOMETHING_ELSE.test(text) || SOMETHING_ELSE_HI.test(text)
  const other = somethingElse(words) || (fromHeading && somethingElse(withoutNames(entries, opts.heading!)))
  const claims = opts.claims !== false
  if (linked && !(claims && other)) return { said: linked, named: [linked, ...named.filter((e) => e !== linked)], other }
  return { said: claims && !other && named.length === 1 ? named[0] : undefined, named, other }
}
