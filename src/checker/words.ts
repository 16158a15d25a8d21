/**
 * The site's shared words in another language (pages/_site/hi.yaml): laid over the English site.yaml and
 * forms.yaml for the pages in that language. The words file holds words only, in lists that follow the English
 * lists item for item; everything else (numbers, prices, links' targets) is the English file's. Plain data
 * work, no Node: the build, the checker, the editor and the tests read the same overlay.
 */
import type { Forms, HindiWords, Site } from '../generated/content.ts'
import type { PathPart } from './yaml-file.ts'

/** `base` with every value `over` has put in its place: groups of fields key by key, lists item by item. */
export function overlay<T>(base: T, over: unknown): T {
  if (over === undefined || over === null) return base
  if (Array.isArray(base)) return (Array.isArray(over) ? base.map((b, i) => overlay(b, over[i])) : base) as T
  if (base && typeof base === 'object') {
    if (!over || typeof over !== 'object' || Array.isArray(over)) return base
    const out: Record<string, unknown> = { ...(base as Record<string, unknown>) }
    for (const [k, v] of Object.entries(over)) out[k] = overlay(out[k], v)
    return out as T
  }
  return over as T
}

/** One shared word: where it is in the English files and in the words file, its English text and its translation (if any). */
export interface WordPair {
  /** 'site' or 'forms': the English file. */
  file: 'site' | 'forms'
  /** Its place in the English file, and in the words file under `file`. */
  at: PathPart[]
  english: string
  /** Undefined: the words file has none for it. */
  translated?: string
}

/**
 * Every shared word the words file gives a translation of, or should: each text under a place the words file's
 * schema has (walked on the English file, so a list's item the translation lacks is found).
 */
export function wordPairs(site: Site, forms: Forms, words: Partial<HindiWords>): WordPair[] {
  const out: WordPair[] = []
  const walk = (file: WordPair['file'], english: unknown, translated: unknown, shape: unknown, at: PathPart[]) => {
    if (typeof english === 'string') {
      out.push({ file, at: [...at], english, ...(typeof translated === 'string' ? { translated } : {}) })
      return
    }
    if (Array.isArray(english)) {
      english.forEach((e, i) => walk(file, e, Array.isArray(translated) ? translated[i] : undefined, shape, [...at, i]))
      return
    }
    if (!english || typeof english !== 'object' || !shape) return
    const keys: [string, unknown][] = shape === ALL ? Object.keys(english).map((k) => [k, ALL]) : Object.entries(shape)
    for (const [k, sub] of keys) {
      if (!(k in english)) continue
      const t = translated && typeof translated === 'object' ? (translated as Record<string, unknown>)[k] : undefined
      walk(file, (english as Record<string, unknown>)[k], t, sub, [...at, k])
    }
  }
  walk('site', site, words.site, SITE_WORDS, [])
  walk('forms', forms, words.forms, FORMS_WORDS, [])
  return out
}

/** Any text under it is a word. */
const ALL = true
/** The places of site.yaml that hold words (the words file's schema, schema/hi.schema.json, has the same). */
const SITE_WORDS = {
  brand: { tagline: ALL },
  address: { street: ALL, city: ALL, region: ALL },
  chat: { message: ALL },
  hours: { header: ALL, texts: ALL },
  nav: { label: ALL },
  categories: { name: ALL, description: ALL, services: { label: ALL } },
  footer: { about: ALL, columns: { heading: ALL, links: { label: ALL } }, legal: { label: ALL } },
  meta: { titleSuffix: ALL, imageAlt: ALL },
  labels: ALL,
}
/** The places of forms.yaml that hold words (its privacy notice has both languages; its promises are the office's). */
const FORMS_WORDS = {
  fields: ALL,
  requiredMark: ALL,
  errors: ALL,
  leadForm: { serviceLabel: ALL, servicePrompt: ALL, services: { label: ALL }, submit: ALL, submitting: ALL },
  contactForm: ALL,
  newsletter: ALL,
  campaignForm: {
    placeholders: ALL,
    phonePrefixLabel: ALL,
    incomeLabel: ALL,
    incomePrompt: ALL,
    incomeTypes: { label: ALL },
    submitting: ALL,
  },
  leadMagnet: ALL,
  notices: ALL,
  honeypotLabel: ALL,
}

/** Every internal link (`href`, `path`) in a tree, mapped by `to`; other values shared, not copied. */
export function mapLinks<T>(node: T, to: (href: string) => string): T {
  if (Array.isArray(node)) return node.map((n) => mapLinks(n, to)) as T
  if (!node || typeof node !== 'object') return node
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(node))
    out[k] = (k === 'href' || k === 'path') && typeof v === 'string' && v.startsWith('/') ? to(v) : mapLinks(v, to)
  return out as T
}

/**
 * The words file's site words kept item for item with site.yaml after site.yaml changed (a menu link removed, a
 * service added or moved): each list item of `after` takes the words of the item of `before` it was (the same
 * link, else the same words, else the same label, else the same place), and an item new to the list gets none yet (the checker then
 * says it has no Hindi). Without this, removing the second link of a menu would give every later link the Hindi
 * of the one before it.
 */
export function alignWords(before: Site, after: Site, words: HindiWords['site']): HindiWords['site'] {
  const align = (old: unknown, now: unknown, said: unknown, shape: unknown): unknown => {
    if (Array.isArray(now)) {
      if (!Array.isArray(old) || !Array.isArray(said)) return said
      const used = new Set<number>()
      const same = (test: (o: unknown) => boolean) => {
        const i = old.findIndex((o, j) => !used.has(j) && j < said.length && test(o))
        return i < 0 ? undefined : i
      }
      const key = (v: unknown, k: string) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined)
      const out = now.map((item, i) => {
        const href = key(item, 'href')
        const from =
          (href !== undefined ? same((o) => key(o, 'href') === href) : undefined) ??
          same((o) => JSON.stringify(o) === JSON.stringify(item)) ??
          (key(item, 'label') !== undefined ? same((o) => key(o, 'label') === key(item, 'label')) : undefined) ??
          (old.length === now.length && !used.has(i) && i < said.length ? i : undefined)
        if (from === undefined) return item && typeof item === 'object' ? {} : null
        used.add(from)
        return align(old[from], item, said[from], shape)
      })
      while (out.length && (out[out.length - 1] === null || JSON.stringify(out[out.length - 1]) === '{}')) out.pop()
      return out
    }
    if (!now || typeof now !== 'object' || !said || typeof said !== 'object' || !shape || shape === ALL) return said
    const out: Record<string, unknown> = { ...(said as Record<string, unknown>) }
    for (const [k, sub] of Object.entries(shape))
      if (k in out) out[k] = align((old as Record<string, unknown> | undefined)?.[k], (now as Record<string, unknown>)[k], out[k], sub)
    return out
  }
  return align(before, after, words, SITE_WORDS) as HindiWords['site']
}
