/**
 * The site in Hindi: the checker's three translation rules (a Hindi page without its English page, price references
 * that differ, a translation behind its English page), a figure typed in Hindi prose, the Hindi words file, and the
 * fingerprints the editor records (src/checker/translations.ts, src/checker/rules/translations.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { loadContent } from '../../scripts/lib/content/index.ts'
import { fingerprints, priceReferences, translationState } from '../../src/checker/translations.ts'
import { moneyIn } from '../../src/checker/money.ts'
import { pathIn, langOfPath, twinFile } from '../../src/lib/lang.ts'
import { alignWords } from '../../src/checker/words.ts'
import type { HindiWords, Site } from '../../src/generated/content.ts'

const root = path.resolve(import.meta.dirname, '../..')
const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8')
const ENGLISH = 'pages/services/financial-services/itr-filing.yaml'
const HINDI = 'pages/hi/services/financial-services/itr-filing.yaml'

type Page = { meta: { title: string }; sections: Record<string, unknown>[]; translatedFrom?: Record<string, string> }
const english = parse(read(ENGLISH)) as Page
/** A Hindi page: the English page itself (its words do not matter here), marked as translated from it as it is now. */
const translated = (page: Page = english): Page => ({ ...structuredClone(page), translatedFrom: fingerprints(page) })

const check = (overrides: Record<string, string>, extraPages: Record<string, string> = {}) =>
  loadContent({
    root,
    overrides: new Map(Object.entries(overrides)),
    extraPages: new Map(Object.entries(extraPages)),
    allowRuleProblems: true,
  })
const found = (r: ReturnType<typeof check>, file: string, code: string) =>
  [...r.problems, ...(r.warnings ?? [])].filter((p) => p.file === file && p.code === code)

describe('the addresses of the two languages', () => {
  it('maps a page to its twin, both ways', () => {
    expect(pathIn('/services/gst', 'hi')).toBe('/hi/services/gst')
    expect(pathIn('/', 'hi')).toBe('/hi')
    expect(pathIn('/hi', 'en')).toBe('/')
    expect(pathIn('/hi/about', 'en')).toBe('/about')
    expect(langOfPath('/history')).toBe('en')
    expect(twinFile(ENGLISH)).toBe(HINDI)
    expect(twinFile(HINDI)).toBe(ENGLISH)
  })
})

describe('the translation rules', () => {
  it('a Hindi page without an English page is an error naming the English file', () => {
    const r = check({}, { 'pages/hi/careers.yaml': stringify(translated()) })
    const [p] = found(r, 'pages/hi/careers.yaml', 'translation-orphan')
    expect(p.severity).toBeUndefined()
    expect(p.message).toBe('this Hindi page has no English page: pages/careers.yaml is not there.')
  })

  it('price references that differ from the English page are an error, naming what differs', () => {
    const page = translated()
    const text = stringify(page).replace('{price:itr-multiple-income}', '{price:gst-registration}')
    expect(text).not.toBe(stringify(page))
    const [p] = found(check({ [HINDI]: text }), HINDI, 'translation-prices')
    expect(p.severity).toBeUndefined()
    expect(p.message).toContain(`its English page's ${ENGLISH}`)
    expect(p.message).toContain('the English page has {price:itr-multiple-income} and this page does not')
    expect(p.message).toContain('this page has {price:gst-registration} and the English page does not')
    // The same references: no problem.
    expect(found(check({ [HINDI]: stringify(translated()) }), HINDI, 'translation-prices')).toEqual([])
  })

  it('a Hindi page whose English page changed after it is a warning naming both files and the sections that changed', () => {
    const hindi = stringify(translated())
    const changed = structuredClone(english)
    changed.meta.title = 'ITR Filing Online by Chartered Accountants'
    const faq = changed.sections.findIndex((s) => s.type === 'faq')
    ;(changed.sections[faq] as { heading: string }).heading = 'Questions people ask'
    const r = check({ [HINDI]: hindi, [ENGLISH]: stringify(changed) })
    const [p] = found(r, HINDI, 'translation-behind')
    expect(p.severity).toBe('warning')
    expect(p.message).toBe(
      `${ENGLISH} changed after this translation was made: the title and description, section "${String(changed.sections[faq].id ?? `${faq + 1}-faq`)}" changed.`,
    )
    expect(p.hint).toContain(HINDI)
    // Up to date: nothing said.
    expect(found(check({ [HINDI]: hindi }), HINDI, 'translation-behind')).toEqual([])
  })

  it('reads the state the editor shows: up to date, behind (changed, added, removed parts), not marked, missing', () => {
    expect(translationState(english, translated())).toEqual({ state: 'current' })
    expect(translationState(english, undefined)).toEqual({ state: 'missing' })
    expect(translationState(english, { ...english, translatedFrom: undefined })).toEqual({ state: 'unmarked' })
    const more = { ...english, sections: [...english.sections, { type: 'cta', id: 'last-call', heading: 'Call us' }] }
    expect(translationState(more, translated())).toEqual({ state: 'behind', changed: [], added: ['last-call'], removed: [] })
    // The order fields are written in is not a change.
    const reordered = { sections: english.sections.map((s) => Object.fromEntries(Object.entries(s).reverse())), meta: english.meta }
    expect(fingerprints(reordered)).toEqual(fingerprints(english))
  })

  it('counts {amount:…} written with Devanagari digits or लाख as the same figure as the English page’s', () => {
    expect(priceReferences({ a: 'सीमा {amount:₹४० लाख} तक', b: '{price:itr-filing}', p: { price: { ref: 'gst-registration' } } })).toEqual(
      new Set(['{amount:4000000}', '{price:itr-filing}', '{ ref: gst-registration }']),
    )
    expect(priceReferences('limit of {amount:₹40 lakh}')).toEqual(new Set(['{amount:4000000}']))
  })
})

describe('a figure typed in Hindi prose', () => {
  it('is money in Latin or Devanagari digits, with ₹, रुपये or रु., and लाख or करोड़', () => {
    expect(moneyIn('फ़ीस ₹१,४९९ से शुरू').map((m) => [m.shown, m.rupees])).toEqual([['₹१,४९९', 1499]])
    expect(moneyIn('सिर्फ़ 1499 रुपये में').map((m) => m.rupees)).toEqual([1499])
    expect(moneyIn('रु. 4,999 में').map((m) => m.rupees)).toEqual([4999])
    expect(moneyIn('₹2 करोड़ टर्नओवर').map((m) => m.rupees)).toEqual([20000000])
    expect(moneyIn('10 कर्मचारी, साल 2025')).toEqual([])
  })

  it('is caught on a Hindi page like any bare figure', () => {
    const page = translated()
    const hero = page.sections.findIndex((s) => s.type === 'hero')
    ;(page.sections[hero] as { description?: string }).description = 'CA से ITR फ़ाइल कराएँ, सिर्फ़ ₹१,४९९ में।'
    const [p] = found(check({ [HINDI]: stringify(page) }), HINDI, 'bare-amount')
    expect(p.message).toContain('₹१,४९९ is typed as a plain figure')
  })
})

describe('the site’s Hindi words', () => {
  it('has a word for every shared English word: one missing is an error in pages/_site/hi.yaml', () => {
    const words = parse(read('pages/_site/hi.yaml')) as {
      site: { labels: Record<string, string> }
      forms: { leadForm: { services: unknown[] } }
    }
    delete words.site.labels.callNow
    words.forms.leadForm.services.pop()
    const r = check({ 'pages/_site/hi.yaml': stringify(words) })
    const problems = [...r.problems].filter((p) => p.file === 'pages/_site/hi.yaml')
    // A label the schema requires is missing; the shorter list is the checker's.
    expect(problems.map((p) => p.code)).toEqual(expect.arrayContaining(['missing-field']))
    const words2 = parse(read('pages/_site/hi.yaml')) as typeof words
    words2.forms.leadForm.services.pop()
    const [p] = found(check({ 'pages/_site/hi.yaml': stringify(words2) }), 'pages/_site/hi.yaml', 'words-missing')
    expect(p.message).toMatch(/^no Hindi for "Business Consulting" \(forms\.yaml leadForm\.services\.4\.label\)/)
  })

  it('a menu link without Hindi is a warning: it names a page, shown in English until translated, like a new card', () => {
    const words = parse(read('pages/_site/hi.yaml')) as { site: { categories: { services: unknown[] }[] } }
    words.site.categories[1].services.pop()
    const r = check({ 'pages/_site/hi.yaml': stringify(words) })
    const [w] = found(r, 'pages/_site/hi.yaml', 'words-missing')
    expect(w.message).toMatch(/^no Hindi for ".+" \(site\.yaml categories\.1\.services\.\d+\.label\)/)
    expect(w.severity).toBe('warning')
    expect(r.problems.filter((p) => p.file === 'pages/_site/hi.yaml')).toEqual([])
  })

  it('follows site.yaml item for item: a link removed takes its Hindi along, a link added has none yet', () => {
    const site = parse(read('pages/_site/site.yaml')) as Site
    const words = (parse(read('pages/_site/hi.yaml')) as HindiWords).site
    const services = site.categories[1].services
    const after = structuredClone(site)
    // The second link goes, a new one comes last, and the first is renamed in place (its address changed).
    after.categories[1].services.splice(1, 1)
    after.categories[1].services.push({ label: 'ESG Reporting', href: '/services/compliance-services/esg-reporting' })
    after.categories[1].services[0] = { ...services[0], href: '/services/compliance-services/gst' }
    const aligned = alignWords(site, after, words)
    const hindi = words.categories[1].services
    expect(aligned.categories[1].services).toEqual([hindi[0], ...hindi.slice(2)])
    // Nothing else moved.
    expect({ ...aligned, categories: [] }).toEqual({ ...words, categories: [] })
    expect(aligned.categories[0]).toEqual(words.categories[0])
    // A link added in the middle leaves a place without Hindi ({}), which the check then reports.
    const middle = structuredClone(site)
    middle.categories[1].services.splice(1, 0, { label: 'ESG Reporting', href: '/services/compliance-services/esg-reporting' })
    expect(alignWords(site, middle, words).categories[1].services).toEqual([hindi[0], {}, ...hindi.slice(1)])
  })
})
