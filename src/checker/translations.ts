/**
 * A page's translations: which Hindi page (pages/hi/…) follows which English page, the fingerprints of the
 * English page's parts a translation was made from (`translatedFrom`, its meta and each section), whether it is
 * up to date, behind (and which parts changed since) or missing, and the price references each page makes. Plain
 * data work with no Node import, read by the checker's rules (rules/translations.ts), the editor's calls and the
 * command line alike: "changed after" is measured by content, not by a file's date or git, so it reads the same
 * on the office computer, the web address and in CI.
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { langOfFile, twinFile } from '../lib/lang.ts'
import { AMOUNT_PLACEHOLDER, PRICE_PLACEHOLDER } from '../lib/placeholders.ts'
import { hindiScales, rupeesOf } from './money.ts'

/** A page file's data as the translation rules read it. */
export interface TranslatablePage {
  meta?: unknown
  sections?: { type?: string; id?: string }[]
  translatedFrom?: Record<string, string>
}

/** The name of a part of a page in `translatedFrom`: meta, a section's id, or its place and type ("3-faq") when it has none. */
export function partName(section: { type?: string; id?: string }, index: number): string {
  return section.id ?? `${index + 1}-${section.type ?? 'section'}`
}

/** The same data as the same text whatever the order its fields were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

const hash = (value: unknown): string => bytesToHex(sha256(utf8ToBytes(canonical(value)))).slice(0, 8)

/** The fingerprint of each part of an English page (its meta, then each section): what a translation records. */
export function fingerprints(page: TranslatablePage): Record<string, string> {
  const out: Record<string, string> = { meta: hash(page.meta ?? null) }
  ;(page.sections ?? []).forEach((s, i) => (out[partName(s, i)] = hash(s)))
  return out
}

/** A translation's state: up to date, behind (with the English parts changed, added or removed since), or missing. */
export type TranslationState =
  | { state: 'current' }
  | { state: 'behind'; changed: string[]; added: string[]; removed: string[] }
  | { state: 'unmarked' }
  | { state: 'missing' }

/** How a Hindi page stands against its English page now. */
export function translationState(english: TranslatablePage, hindi: TranslatablePage | undefined): TranslationState {
  if (!hindi) return { state: 'missing' }
  const from = hindi.translatedFrom
  if (!from) return { state: 'unmarked' }
  const now = fingerprints(english)
  const changed = Object.keys(now).filter((k) => k in from && from[k] !== now[k])
  const added = Object.keys(now).filter((k) => !(k in from))
  const removed = Object.keys(from).filter((k) => !(k in now))
  return changed.length || added.length || removed.length ? { state: 'behind', changed, added, removed } : { state: 'current' }
}

/** The English page's part names in words: "meta" is the page's title and description. */
export function partsText(parts: string[]): string {
  return parts.map((p) => (p === 'meta' ? 'the title and description' : `section "${p}"`)).join(', ')
}

/** The Hindi file of an English page file, and the English of a Hindi one (src/lib/lang.ts). */
export { twinFile, langOfFile }

/**
 * Every price reference a page makes: {price:id} in text, { ref: id } in a price, and each {amount:…} by the figure it
 * holds (Devanagari digits and लाख/करोड़ read as the same number), so that a translation's figures are its English page's.
 */
export function priceReferences(data: unknown): Set<string> {
  const out = new Set<string>()
  const walk = (node: unknown, key?: string): void => {
    if (typeof node === 'string') {
      for (const m of node.matchAll(PRICE_PLACEHOLDER)) out.add(`{price:${m[1]}}`)
      for (const m of node.matchAll(AMOUNT_PLACEHOLDER)) {
        const rupees = rupeesOf(hindiScales(m[1]))
        out.add(`{amount:${rupees ?? m[1]}}`)
      }
      return
    }
    if (!node || typeof node !== 'object') return
    if (key === 'price' || key === 'startingPrice') {
      const ref = (node as { ref?: unknown }).ref
      if (typeof ref === 'string') out.add(`{ ref: ${ref} }`)
    }
    for (const [k, v] of Array.isArray(node) ? node.entries() : Object.entries(node)) walk(v, typeof k === 'string' ? k : undefined)
  }
  walk(data)
  return out
}
