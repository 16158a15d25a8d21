import type { Catalog, Price, Site } from '../generated/content.ts'
import { formatRupees, priceText } from './format-values.ts'
import { fillMoney } from '../lib/placeholders.ts'
import { figureService, headingOf, namedAt, openDeclared } from './claims.ts'
import { asciiDigits, MONEY, rupeesOf } from './money.ts'
import type { Content } from './resolve.ts'
import { describePath } from './validate.ts'

export interface PriceUse {
  /** Route of the page, or "site.yaml" for the category prices. */
  page: string
  file: string
  /** The field, in YAML terms: sections[2] (cards) › items[0] › price */
  where: string
  /** What a visitor reads. */
  shown: string
  /** Fields this place sets over the book (a second reading of the spec). */
  overrides: string[]
}

export interface BookEntryReport {
  id: string
  name: string
  book: string
  uses: PriceUse[]
  /** Places that show a different figure than the book. */
  differing: PriceUse[]
}

type RawPrice = Price & { ref?: string }

function walk(node: unknown, at: (string | number)[], visit: (price: RawPrice, at: (string | number)[]) => void) {
  if (Array.isArray(node)) node.forEach((n, i) => walk(n, [...at, i], visit))
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if ((k === 'price' || k === 'startingPrice') && v && typeof v === 'object' && !Array.isArray(v)) visit(v as RawPrice, [...at, k])
      else walk(v, [...at, k], visit)
    }
  }
}

/** Every catalogue entry with every place that shows it. Reads the raw YAML data, so overrides stay visible. */
export function priceReport(content: Content, raw: Map<string, { file: string; data: unknown }>): BookEntryReport[] {
  const labels = content.site.labels
  const book = new Map(content.catalog.entries.map((e) => [e.id, e]))
  const uses = new Map<string, PriceUse[]>()
  for (const [page, { file, data }] of raw) {
    walk(data, [], (p, at) => {
      if (!p.ref) return
      const entry = book.get(p.ref)
      if (!entry) return
      const { ref: _ref, ...own } = p
      const resolved = { ...entry.price, ...own }
      const overrides = Object.keys(own).filter((k) => (entry.price as Record<string, unknown>)[k] !== (own as Record<string, unknown>)[k])
      const list = uses.get(p.ref) ?? []
      list.push({ page, file, where: describePath(data, at), shown: priceText(resolved, labels), overrides })
      uses.set(p.ref, list)
    })
  }
  return content.catalog.entries.map((e) => {
    const list = uses.get(e.id) ?? []
    const book = priceText(e.price, labels)
    return { id: e.id, name: e.name, book, uses: list, differing: list.filter((u) => u.shown !== book) }
  })
}

/** A sentence of a page's text that shows a price-book entry's figure through {price:id}. */
export interface PriceSentence {
  page: string
  file: string
  where: string
  /** The sentence, other placeholders filled and {price:<the entry>} kept, for the caller to fill with a figure. */
  text: string
}

/**
 * Every sentence that shows the entry's figure ({price:id} in text): what a reprice changes besides the price
 * boxes. Each is cut at its sentence's ends (a full stop, question or exclamation mark, or a line break).
 */
export function priceSentences(content: Content, raw: Map<string, { file: string; data: unknown }>, id: string): PriceSentence[] {
  const book = new Map(content.catalog.entries.map((e) => [e.id, e]))
  const token = `{price:${id}}`
  const figure = (ref: string) => {
    const a = ref === id ? undefined : book.get(ref)?.price.amount
    return a === undefined ? undefined : formatRupees(a)
  }
  const out: PriceSentence[] = []
  for (const [page, { file, data }] of raw) {
    const visit = (node: unknown, at: (string | number)[]) => {
      if (typeof node === 'string') {
        if (!node.includes(token)) return
        for (const sentence of node.split(/(?<=[.!?])\s+|\n+/))
          if (sentence.includes(token)) out.push({ page, file, where: describePath(data, at), text: fillMoney(sentence.trim(), figure) })
      } else if (Array.isArray(node)) node.forEach((n, i) => visit(n, [...at, i]))
      else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) visit(v, [...at, k])
    }
    visit(data, [])
  }
  return out
}

export interface FreeTextAmount {
  page: string
  file: string
  where: string
  amount: number
  text: string
}

const PRICE_WORDS = /\b(our|package|plan|price|priced|costs?|fee is|fees are|starts?|starting|from|only|just|charge[sd]?|pay)\b/i
const LAW_WORDS =
  /\b(late fee|penalt|fine|government fee|govt|stamp|tax|exempt|limit|threshold|turnover|income|receipts|deduction|capital|duty|interest|section|per day|a day)\b/i

/** Rupee amounts typed in prose (₹4,999 in a FAQ answer) that are not a figure of the price book. */
export function freeTextAmounts(content: Content, raw: Map<string, { file: string; data: unknown }>): FreeTextAmount[] {
  const known = new Set<number>()
  for (const e of content.catalog.entries) for (const n of [e.price.amount, e.price.original]) if (n !== undefined) known.add(n)
  const out: FreeTextAmount[] = []
  for (const [page, { file, data }] of raw) {
    const pagePrices = new Set<number>()
    walk(data, [], (p) => {
      for (const n of [p.amount, p.original]) if (n !== undefined) pagePrices.add(n)
    })
    const visit = (node: unknown, at: (string | number)[]) => {
      if (typeof node === 'string') {
        for (const m of node.matchAll(/₹\s?(\d[\d,]*)(?![\d,.])(?!\s*(?:lakh|crore|lac|cr)\b)/gi)) {
          const amount = Number(m[1].replace(/,/g, ''))
          if (!amount || known.has(amount) || pagePrices.has(amount)) continue
          const start = Math.max(0, (m.index ?? 0) - 40)
          // Only sentences about what we charge; legal fees, penalties and thresholds are facts of law.
          const before = node.slice(Math.max(0, (m.index ?? 0) - 60), m.index)
          if (!PRICE_WORDS.test(before) || LAW_WORDS.test(before)) continue
          out.push({
            page,
            file,
            where: describePath(data, at),
            amount,
            text: node.slice(start, (m.index ?? 0) + m[0].length + 40).replace(/\s+/g, ' '),
          })
        }
      } else if (Array.isArray(node)) node.forEach((n, i) => visit(n, [...at, i]))
      else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) visit(v, [...at, k])
    }
    visit(data, [])
  }
  return out
}

export function siteRaw(site: Site): unknown {
  return { categories: site.categories }
}

/** A price-book entry whose figure changed, with the figure it had. */
export interface ChangedEntry {
  id: string
  name: string
  old: number
  now: number
}

/** A text that still shows an entry's old figure close to the entry's name. */
export interface StaleFigure {
  id: string
  old: number
  /** The figure as the text writes it, e.g. ₹2,999 */
  shown: string
  /** Path of the string in its file's data. */
  at: (string | number)[]
  excerpt: string
}

/**
 * Texts in `data` that show an old figure of a changed entry, in any way rupees are written (₹2,999, Rs. 2999/-,
 * INR 2,999, ₹२,९९९), bare or declared ({amount:₹2,999}), within a sentence's reach of that entry's name, or of
 * all the words of its id ("GST" and "registration" for gst-registration): the figure the price book no longer
 * has, said of the service it was for.
 *
 * With `book` (the price report), a declared figure equal to an old price is listed wherever it stands, unless
 * its words say it is something else (a government fee, a limit) or it is said of another service: {amount:…}
 * keeps a figure from following the book, so after a reprice it is worth a look even where the service is not
 * named ("Our {amount:₹999} monthly plan covers both returns").
 */
export function staleFigures(changed: ChangedEntry[], data: unknown, book?: Catalog['entries']): StaleFigure[] {
  const out: StaleFigure[] = []
  const visit = (node: unknown, at: (string | number)[]) => {
    if (typeof node === 'string') {
      if (!/\d/.test(asciiDigits(node))) return
      const { text, declared } = openDeclared(node)
      const figures = [...asciiDigits(text).matchAll(MONEY)]
      for (const e of changed) {
        for (const m of figures) {
          const i = m.index
          if (rupeesOf(m[0]) !== e.old) continue
          const shown = text.slice(i, i + m[0].length)
          const near = text.slice(Math.max(0, i - 120), i + m[0].length + 120).toLowerCase()
          const words = e.id.split('-').filter((w) => w.length > 1)
          let stale = near.includes(e.name.toLowerCase()) || words.every((w) => near.includes(w))
          if (!stale && book && declared.some((d) => d.start === i)) {
            const s = figureService(book, text, i, i + m[0].length, { heading: headingOf(data, at) })
            stale = !s.other && (!s.said || s.said.id === e.id)
          }
          if (!stale) continue
          out.push({
            id: e.id,
            old: e.old,
            shown,
            at: [...at],
            excerpt: text.slice(Math.max(0, i - 50), i + m[0].length + 30).replace(/\s+/g, ' '),
          })
        }
      }
    } else if (Array.isArray(node)) node.forEach((n, i) => visit(n, [...at, i]))
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) visit(v, [...at, k])
  }
  visit(data, [])
  return out
}

/** Entries whose amount differs between two price books. */
export function changedEntries(before: Catalog, after: Catalog): ChangedEntry[] {
  const old = new Map(before.entries.map((e) => [e.id, e.price.amount]))
  return after.entries.flatMap((e) => {
    const was = old.get(e.id)
    return was !== undefined && e.price.amount !== undefined && was !== e.price.amount
      ? [{ id: e.id, name: e.name, old: was, now: e.price.amount }]
      : []
  })
}

/** A rupee figure in text: ₹2,999 / ₹2999 / Rs. 2,999 (a comma or full stop after it ends it); not "₹50 lakh". */
const FIGURE = /(?:₹|\bRs\.?)\s?(\d{1,3}(?:,\d{2,3})+|\d+)(?!\d|[,.]\d|\s*(?:lakh|lac|crore|cr\b|k\b|%))/gi

/** A figure in text said of a price-book service, other than the figures that service has. */
export interface MismatchedFigure {
  id: string
  name: string
  /** The figure as the text writes it, e.g. ₹2,999 */
  shown: string
  amount: number
  /** What the book says. */
  book: number
  /** In the page's title and description: the price its first section shows, which the text may mean too. */
  pagePrice?: number
  at: (string | number)[]
  /** A declared figure ({amount:…}): where its placeholder starts in the text as written. */
  declaredAt?: number
  /** Where the figure (or its {amount:…}) starts in the text as written: where "Our price" writes {price:id}. */
  rawAt: number
  /** Its words say it is something else (a government fee, a limit): {amount:…} would be right, {price:id} wrong. */
  other: boolean
}

/**
 * Figures in a page's text that belong to a price-book service and differ from it. A figure belongs to the
 * service named just before it (within 60 characters, with no other figure between: "GST registration for
 * ₹2,999"), or else just after it ("₹2,999 for GST registration"). It is right when it is the entry's amount
 * or struck-through price in the book, or a figure this page itself shows for the entry: a price with
 * `ref:` that entry, or a price in a card or package titled with the entry's name (the page's own reading).
 * A declared figure ({amount:…}, in every way rupees are written) is read further, by `figureService`: a
 * sentence naming one service, or an answer under a question naming one, states that service's price unless
 * its words say the figure is something else (a government fee, a penalty, a limit).
 */
export function mismatchedFigures(entries: Catalog['entries'], data: unknown): MismatchedFigure[] {
  const priced = entries.filter((e) => e.price.amount !== undefined)
  const own = new Map<string, Set<number>>()
  const add = (id: string, o: Record<string, unknown>) => {
    for (const k of ['amount', 'original'])
      if (typeof o[k] === 'number') (own.get(id) ?? own.set(id, new Set()).get(id)!).add(o[k] as number)
  }
  const book = new Map(entries.map((e) => [e.id, e]))
  /** A price object's figures as shown: its own amount and original, else its book entry's. */
  const figuresOf = (price: Record<string, unknown>): Record<string, unknown> => {
    const ref = typeof price.ref === 'string' ? book.get(price.ref)?.price : undefined
    return { amount: price.amount ?? ref?.amount, original: price.original ?? ref?.original }
  }
  const priceOf = (o: Record<string, unknown>) => {
    const p = o.price ?? o.startingPrice
    return p && typeof p === 'object' ? (p as Record<string, unknown>) : undefined
  }
  const collect = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(collect)
    if (!node || typeof node !== 'object') return
    const o = node as Record<string, unknown>
    const price = priceOf(o)
    if (price) {
      if (typeof price.ref === 'string') add(price.ref, figuresOf(price))
      const title = [o.title, o.name, o.label, o.heading].find((t): t is string => typeof t === 'string')?.toLowerCase()
      if (title) for (const e of priced) if (namedAt(title, e).end >= 0) add(e.id, figuresOf(price))
    }
    Object.values(o).forEach(collect)
  }
  collect(data)
  const first = (data as { sections?: Record<string, unknown>[] } | null)?.sections?.[0]
  const mainPrice = first && typeof first === 'object' ? priceOf(first) : undefined
  const main = mainPrice ? [figuresOf(mainPrice)] : []
  const out: MismatchedFigure[] = []
  const visit = (value: unknown, at: (string | number)[], context: Record<string, unknown>[]) => {
    if (typeof value === 'string') {
      // A declared amount ({amount:₹6,249}) is a claim like any figure: said of a service, it must agree with it.
      const { text, declared } = openDeclared(value)
      if (!declared.length && !/₹|\bRs/.test(text)) return
      // The price of the card or package the text is in (its chat message may say it); in the page's title and
      // description, the price of its first section (the page's own service).
      const around = new Set([...context, ...(at[0] === 'meta' ? main : [])].map((p) => [p.amount, p.original]).flat())
      const inside = (i: number) => declared.some((d) => i >= d.start && i < d.end)
      const figures = [
        ...[...text.matchAll(FIGURE)]
          .filter((m) => !inside(m.index) && Number(m[1].replace(/,/g, '')) >= 100)
          .map((m) => ({ start: m.index, end: m.index + m[0].length, shown: m[0], amount: Number(m[1].replace(/,/g, '')) })),
        ...declared.map((d) => ({ ...d, amount: rupeesOf(d.shown), declared: d })),
      ].sort((a, b) => a.start - b.start)
      const heading = declared.length ? headingOf(data, at) : undefined
      for (const f of figures) {
        if (f.amount === undefined) continue
        const amount = f.amount
        const d = 'declared' in f ? f.declared : undefined
        const { said: e, other } = figureService(entries, text, f.start, f.end, { heading, claims: !!d })
        if (!e) continue
        if (amount === e.price.amount || amount === e.price.original || own.get(e.id)?.has(amount) || around.has(amount)) continue
        const pagePrice = at[0] === 'meta' && typeof main[0]?.amount === 'number' ? (main[0].amount as number) : undefined
        const rawAt = d ? d.raw : f.start + declared.filter((x) => x.start < f.start).length * '{amount:}'.length
        out.push({
          id: e.id,
          name: e.name,
          shown: f.shown,
          amount,
          book: e.price.amount!,
          pagePrice,
          at: [...at],
          declaredAt: d?.raw,
          rawAt,
          other,
        })
      }
    } else if (Array.isArray(value)) value.forEach((n, i) => visit(n, [...at, i], context))
    else if (value && typeof value === 'object') {
      const price = priceOf(value as Record<string, unknown>)
      const inner = price && at.length > 0 ? [...context, figuresOf(price)] : context
      for (const [k, v] of Object.entries(value)) visit(v, [...at, k], inner)
    }
  }
  visit(data, [], [])
  return out
}
