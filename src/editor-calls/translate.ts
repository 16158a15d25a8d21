/**
 * The site in Hindi, in the editor: each page's translation and its state (up to date, behind with the English
 * parts changed since, not marked, missing), the Hindi version made from the English page (the same sections, for
 * the office to translate, with the English page's fingerprints recorded), and a translation marked as up to date.
 * Written once over SiteFiles, for the office computer and the web address alike (docs/EDITING.md, "The site in Hindi").
 */
import { readYaml } from '../checker/yaml-file.ts'
import { routeOf } from '../checker/route-of.ts'
import { fingerprints, partsText, translationState, type TranslatablePage } from '../checker/translations.ts'
import { langOfFile, twinFile } from '../lib/lang.ts'
import { CallError } from '../contract/errors.ts'
import { messages } from '../contract/messages.ts'
import type { TranslationRow } from '../contract/protocol.ts'
import { applyEdit } from './yaml-edit.ts'
import { textOf, type Planned, type SiteFiles } from './site-files.ts'

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
  const made = applyEdit(text, { ...page, translatedFrom: fingerprints(page as TranslatablePage) })
  return { writes: new Map([[hindi, made]]), verb: 'made', result: { file: hindi, written: [hindi] } }
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
