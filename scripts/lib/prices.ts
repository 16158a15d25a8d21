import type { Catalog, Price, Site } from '../../src/generated/content.ts'
import { priceText } from './content/format-values.ts'
import type { Content } from './content/index.ts'
import { describePath } from './content/validate.ts'

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

const groupedIndian = (n: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(n)
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Texts in `data` that show an old figure of a changed entry (₹2,999, ₹2999, Rs. 2,999) within a sentence's
 * reach of that entry's name, or of all the words of its id ("GST" and "registration" for gst-registration):
 * the figure the price book no longer has, said of the service it was for.
 */
export function staleFigures(changed: ChangedEntry[], data: unknown): StaleFigure[] {
  const out: StaleFigure[] = []
  const visit = (node: unknown, at: (string | number)[]) => {
    if (typeof node === 'string') {
      for (const e of changed) {
        const figure = new RegExp(`(?:₹|\\bRs\\.?)\\s?(?:${escapeRe(groupedIndian(e.old))}|${e.old})(?![\\d,])`, 'g')
        for (const m of node.matchAll(figure)) {
          const i = m.index ?? 0
          const near = node.slice(Math.max(0, i - 120), i + m[0].length + 120).toLowerCase()
          const words = e.id.split('-').filter((w) => w.length > 1)
          if (!near.includes(e.name.toLowerCase()) && !words.every((w) => near.includes(w))) continue
          out.push({
            id: e.id,
            old: e.old,
            shown: m[0],
            at: [...at],
            excerpt: node.slice(Math.max(0, i - 50), i + m[0].length + 30).replace(/\s+/g, ' '),
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
