/**
 * The site in Hindi, in the editor: each page's translation and its state (up to date, behind with the English
 * parts changed since, not marked, missing), the Hindi version made from the English page (the same sections, for
 * the office to translate, with the English page's fingerprints recorded), and a translation marked as up to date.
 * Written once over SiteFiles, for the office computer and the web address alike (docs/EDITING.md, "The site in Hindi").
 */
import { readYaml } from '../checker/yaml-file.ts'
import { routeOf } from '../checker/route-of.ts'
import { fingerprints, partsText, priceReferences, translationState, type TranslatablePage } from '../checker/translations.ts'
import { langOfFile, twinFile } from '../lib/lang.ts'
import { alignWords } from '../checker/words.ts'
import type { HindiWords, Site } from '../generated/content.ts'
import { CallError } from '../contract/errors.ts'
import { messages } from '../contract/messages.ts'
import type { TranslationRow } from '../contract/protocol.ts'
import { applyEdit } from './yaml-edit.ts'
import { addressesOf, hrefTo, rewrite } from './links.ts'
import { textOf, type Planned, type SiteFiles, type Writes } from './site-files.ts'

/** Pages that are not translated: the blog stays English (docs/DECISIONS.md, "The site in Hindi"). */
const stays = (file: string) => file.startsWith('pages/blog/') || file === 'pages/blog.yaml'

const data = (site: SiteFiles, file: string): TranslatablePage | undefined => {
  const text = site.read(file)
  if (text === undefined) return undefined
  try {
    return readYaml(text) as TranslatablePage
  } catch {
    return undefined
  }
}

/** Every page's translation: its English and Hindi files, its address, and its state. */
export function translationsIn(site: SiteFiles): TranslationRow[] {
  const files = site.list().filter((f) => !f.startsWith('pages/_site/'))
  const have = new Set(files)
  const rows: TranslationRow[] = []
  for (const file of files) {
    if (langOfFile(file) === 'hi') {
      if (!have.has(twinFile(file))) rows.push({ english: twinFile(file), hindi: file, route: routeOf(file), state: 'orphan' })
      continue
    }
    if (stays(file)) continue
    const hindi = twinFile(file)
    const english = data(site, file)
    if (!english) continue
    const state = translationState(english, have.has(hindi) ? data(site, hindi) : undefined)
    const changed =
      state.state === 'behind'
        ? [
            ...(state.changed.length ? [`${partsText(state.changed)} changed`] : []),
            ...(state.added.length ? [`${partsText(state.added)} added`] : []),
            ...(state.removed.length ? [`${partsText(state.removed)} removed`] : []),
          ].join('; ')
        : undefined
    rows.push({ english: file, hindi, route: routeOf(file), state: state.state, ...(changed ? { changed } : {}) })
  }
  return rows.sort((a, b) => a.english.localeCompare(b.english))
}

/** An English page file the request names, that may have a Hindi version. */
function englishPage(site: SiteFiles, file: unknown): string {
  const english = site.pageFile(file)
  if (langOfFile(english) === 'hi') throw new CallError(400, { error: messages.translations.notEnglish })
  if (stays(english)) throw new CallError(400, { error: messages.translations.staysEnglish })
  if (!site.exists(english)) throw new CallError(404, { error: messages.translations.noPage })
  return english
}

/** The Hindi version of an English page: its text with the schema comment one folder deeper and the fingerprints recorded. */
export function translatePageIn(site: SiteFiles, body: { file?: unknown }): Planned<{ file: string; written: string[] }> {
  const english = englishPage(site, body.file)
  const hindi = twinFile(english)
  if (site.exists(hindi)) throw new CallError(409, { error: messages.translations.exists(routeOf(hindi)) })
  const text = textOf(site, english).replace(/(\$schema=)((?:\.\.\/)+)/, '$1../$2')
  const page = readYaml(text) as Record<string, unknown>
  // Its links lead to the Hindi pages where there are some (this one's own included), as the Hindi pages' do.
  const hindiOf = hindiAddresses(site, english)
  const retarget = (href: string) => {
    const route = [...hindiOf.keys()].find((r) => hrefTo(href, r))!
    return hindiOf.get(route)! + href.slice(route.length)
  }
  const { value } = rewrite(page, [...hindiOf.keys()], retarget, (label, href) => `[${label}](${retarget(href)})`)
  const made = applyEdit(text, { ...(value as Record<string, unknown>), translatedFrom: fingerprints(page as TranslatablePage) })
  return { writes: new Map([[hindi, made]]), verb: 'made', result: { file: hindi, written: [hindi] } }
}

/** Every English address (a page's own and its aliases) whose page has a Hindi version, or is `making` one: its Hindi address. */
function hindiAddresses(site: SiteFiles, making: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const file of site.list()) {
    if (file.startsWith('pages/_site/') || langOfFile(file) !== 'en') continue
    if (file !== making && !site.exists(twinFile(file))) continue
    const hindi = routeOf(twinFile(file))
    for (const route of addressesOf((data(site, file) ?? {}) as Record<string, unknown>, file)) out.set(route, hindi)
  }
  return out
}

/** A translation marked as up to date: its English page's fingerprints as they are now. */
export function markTranslatedIn(site: SiteFiles, body: { file?: unknown }): Planned<{ file: string }> {
  const hindi = site.pageFile(body.file)
  if (langOfFile(hindi) !== 'hi') throw new CallError(400, { error: messages.translations.notHindi })
  if (!site.exists(hindi)) throw new CallError(404, { error: messages.translations.noPage })
  const english = twinFile(hindi)
  const source = data(site, english)
  if (!source) throw new CallError(409, { error: messages.translations.noEnglish })
  const text = textOf(site, hindi)
  const page = readYaml(text) as Record<string, unknown>
  const made = applyEdit(text, { ...page, translatedFrom: fingerprints(source) })
  return { writes: made === text ? new Map() : new Map([[hindi, made]]), verb: 'saved', result: { file: hindi } }
}

/**
 * After a change made the same way to every page it touches (links moved to a renamed page, a page moved with
 * its Hindi page, a price-book entry renamed), a translation that was up to date stays so: its recorded
 * fingerprints follow its English page as the change leaves it. One that was behind stays behind, and a change
 * that adds English words to a Hindi page (a new service's card) does not call this: that page is then behind.
 * `before` names the file an English page had before the change (a moved page's old file).
 */
export function keepTranslationsCurrent(site: SiteFiles, writes: Writes, before: (file: string) => string = (f) => f): void {
  for (const [file, text] of [...writes]) {
    if (text === null || langOfFile(file) !== 'en' || file.startsWith('pages/_site/')) continue
    const hindi = twinFile(file)
    const hindiText = writes.has(hindi) ? writes.get(hindi) : site.read(hindi)
    if (!hindiText) continue
    const was = before(file)
    const [oldEnglish, oldHindi] = [data(site, was), data(site, twinFile(was))]
    if (!oldEnglish || !oldHindi || translationState(oldEnglish, oldHindi).state !== 'current') continue
    const page = readYaml(hindiText) as Record<string, unknown>
    writes.set(hindi, applyEdit(hindiText, { ...page, translatedFrom: fingerprints(readYaml(text) as TranslatablePage) }))
  }
}

const SITE_FILE = 'pages/_site/site.yaml'
const WORDS_FILE = 'pages/_site/hi.yaml'

/**
 * When a change writes site.yaml, the Hindi words file follows it item for item (src/checker/words.ts,
 * alignWords): a menu link removed takes its Hindi with it, one added has none yet. Added to `writes`.
 */
export function alignHindiWords(site: SiteFiles, writes: Writes): void {
  const after = writes.get(SITE_FILE)
  const before = site.read(SITE_FILE)
  const wordsText = writes.get(WORDS_FILE) ?? site.read(WORDS_FILE)
  if (typeof after !== 'string' || !before || !wordsText) return
  let words: HindiWords
  let aligned: HindiWords['site']
  try {
    words = readYaml(wordsText) as HindiWords
    aligned = alignWords(readYaml(before) as Site, readYaml(after) as Site, words.site)
  } catch {
    return // A file with a YAML mistake is left to its own problem.
  }
  if (JSON.stringify(aligned) !== JSON.stringify(words.site)) writes.set(WORDS_FILE, applyEdit(wordsText, { ...words, site: aligned }))
}

/** The price-book entries a page shows, by id ({ ref: id } and {price:id}). */
const entriesShown = (data: unknown): Set<string> =>
  new Set([...priceReferences(data)].flatMap((r) => /^\{ ref: (.+) \}$|^\{price:(.+)\}$/.exec(r)?.slice(1).filter(Boolean) ?? []))

/**
 * A price the office changed on an English page (one price-book entry chosen in place of another) changes on its
 * Hindi page in the same save, so that both keep showing the same prices. Anything else (a package added or
 * removed) is for the office to bring to the Hindi page; the check names what differs, and Publish waits for it.
 */
export function followPrices(site: SiteFiles, file: string, before: string, after: string, writes: Writes): void {
  if (langOfFile(file) !== 'en') return
  const hindi = twinFile(file)
  const hindiText = writes.get(hindi) ?? site.read(hindi)
  if (!hindiText) return
  let was: Set<string>, now: Set<string>, page: unknown
  try {
    ;[was, now, page] = [entriesShown(readYaml(before)), entriesShown(readYaml(after)), readYaml(hindiText)]
  } catch {
    return // A file with a YAML mistake is left to its own problem.
  }
  const gone = [...was].filter((id) => !now.has(id))
  const came = [...now].filter((id) => !was.has(id))
  if (gone.length !== 1 || came.length !== 1) return
  const [from, to] = [gone[0], came[0]]
  const swap = (node: unknown): unknown => {
    if (typeof node === 'string') return node.split(`{price:${from}}`).join(`{price:${to}}`)
    if (Array.isArray(node)) return node.map(swap)
    if (!node || typeof node !== 'object') return node
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === 'ref' && v === from ? to : swap(v)]))
  }
  const next = swap(page)
  if (JSON.stringify(next) !== JSON.stringify(page)) writes.set(hindi, applyEdit(hindiText, next))
}
