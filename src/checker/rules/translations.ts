/**
 * The Hindi pages (pages/hi/, docs/EDITING.md "The site in Hindi") against their English pages, and the site's Hindi
 * words (pages/_site/hi.yaml) against the English ones.
 */
import type { Forms, HindiWords, Site } from '../../generated/content.ts'
import { said, say } from '../said.ts'
import { langOfFile, partsText, priceReferences, translationState, twinFile, type TranslatablePage } from '../translations.ts'
import { wordPairs } from '../words.ts'
import type { PathPart } from '../yaml-file.ts'
import type { RuleContext } from './context.ts'

/** A Hindi page translates an English page: one without it (a typo in its name, an English page moved or deleted) is an error. */
export function hindiWithoutEnglish(c: RuleContext): void {
  for (const [rel, y] of c.pages) {
    if (langOfFile(rel) !== 'hi') continue
    const english = twinFile(rel)
    if (c.pages.has(english)) continue
    c.report(y, [], {
      code: 'translation-orphan',
      ...said(
        say`this Hindi page has no English page: ${{ file: english }} is not there.`,
        say`A Hindi page is the translation of the English page at the same place (pages/hi/about.yaml of pages/about.yaml). Move it to the place of its English page, or delete it if that page is gone.`,
      ),
    })
  }
}

/** A translation makes the same price references as its English page ({price:…}, { ref: … }, {amount:…}): one price book for both. */
export function translationPrices(c: RuleContext): void {
  for (const [rel, y] of c.pages) {
    if (langOfFile(rel) !== 'hi') continue
    const english = c.pages.get(twinFile(rel))
    if (!english) continue
    const ours = priceReferences({ ...(y.data as object), translatedFrom: undefined })
    const theirs = priceReferences(english.data)
    const missing = [...theirs].filter((r) => !ours.has(r))
    const extra = [...ours].filter((r) => !theirs.has(r))
    if (!missing.length && !extra.length) continue
    const parts = [
      ...(missing.length ? [`the English page has ${missing.join(', ')} and this page does not`] : []),
      ...(extra.length ? [`this page has ${extra.join(', ')} and the English page does not`] : []),
    ]
    c.report(y, ['sections'], {
      code: 'translation-prices',
      ...said(
        say`this page's prices differ from its English page's ${{ file: english.file }}: ${parts.join('; ')}.`,
        say`A translation shows the same prices from the price book: write the same {price:…}, { ref: … } and {amount:…} as the English page, in the same places.`,
      ),
    })
  }
}

/** A translation made from an earlier version of its English page (its recorded fingerprints differ from the page now): a warning naming both files and the parts that changed. */
export function staleTranslations(c: RuleContext): void {
  for (const [rel, y] of c.pages) {
    if (langOfFile(rel) !== 'hi') continue
    const english = c.pages.get(twinFile(rel))
    if (!english) continue
    const state = translationState(english.data as TranslatablePage, y.data as TranslatablePage)
    if (state.state === 'unmarked')
      c.report(y, [], {
        code: 'translation-behind',
        severity: 'warning',
        ...said(
          say`this translation does not record which version of ${{ file: english.file }} it was made from, so nobody can tell when the English page changes after it.`,
          say`Open it in the editor and choose "Mark as up to date" once it says what the English page says (it writes translatedFrom).`,
        ),
      })
    if (state.state !== 'behind') continue
    const changes = [
      ...(state.changed.length ? [`${partsText(state.changed)} changed`] : []),
      ...(state.added.length ? [`${partsText(state.added)} added`] : []),
      ...(state.removed.length ? [`${partsText(state.removed)} removed`] : []),
    ]
    c.report(y, ['translatedFrom'], {
      code: 'translation-behind',
      severity: 'warning',
      ...said(
        say`${{ file: english.file }} changed after this translation was made: ${changes.join('; ')}.`,
        say`Bring ${{ file: y.file }} up to date with those parts, then mark it as up to date in the editor (it records the English page as it is now).`,
      ),
    })
  }
}

/** The Hindi words file has a word for every shared English word, and no list longer than its English list. */
export function hindiWords(c: RuleContext): void {
  const y = c.data.get('hi')
  const forms = c.data.get('forms')
  if (!y || !forms) return
  const words = y.data as HindiWords
  const english = { site: c.site.data as Site, forms: forms.data as Forms }
  const missing = wordPairs(english.site, english.forms, words).filter((p) => p.translated === undefined)
  for (const p of missing) {
    // Shown at the nearest place the words file has.
    let at: PathPart[] = [p.file, ...p.at]
    let node: unknown = words
    const have: PathPart[] = []
    for (const k of at) {
      const next = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[k] : undefined
      if (next === undefined) break
      have.push(k)
      node = next
    }
    at = have
    // A link's words (a menu's, the footer's) name a page: a new one shows in English, like a new card on a Hindi
    // page, until it is translated (a warning); any other word missing is an error.
    const item = p.at.slice(0, -1).reduce<unknown>((n, k) => (n as Record<string | number, unknown> | undefined)?.[k], english[p.file])
    const link = p.at[p.at.length - 1] === 'label' && typeof (item as { href?: unknown } | undefined)?.href === 'string'
    c.report(y, at, {
      code: 'words-missing',
      ...(link ? { severity: 'warning' as const } : {}),
      ...said(
        say`no Hindi for "${p.english}" (${p.file}.yaml ${p.at.join('.')}): Hindi pages would show it in English.`,
        say`Add its Hindi at ${p.file}.${p.at.join('.')} in this file, in the same order as the English list.`,
      ),
    })
  }
  const longer = (en: unknown, hi: unknown, at: PathPart[]): void => {
    if (Array.isArray(en) && Array.isArray(hi)) {
      if (hi.length > en.length)
        c.report(y, [...at, en.length], {
          code: 'words-missing',
          ...said(
            say`this list has ${hi.length} entries and the English list ${en.length}: the extra ones would show nowhere.`,
            say`Keep one entry for each English one, in the same order.`,
          ),
        })
      en.forEach((e, i) => longer(e, hi[i], [...at, i]))
    } else if (en && hi && typeof en === 'object' && typeof hi === 'object')
      for (const k of Object.keys(hi)) longer((en as Record<string, unknown>)[k], (hi as Record<string, unknown>)[k], [...at, k])
  }
  longer(english.site, words.site, ['site'])
  longer(english.forms, words.forms, ['forms'])
}
