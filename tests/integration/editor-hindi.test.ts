/**
 * The office's everyday edits keep the Hindi site level with the English one (src/editor-calls/translate.ts): a
 * price-book entry chosen in place of another on an English page is chosen on its Hindi page in the same save; a
 * package added to an English page saves, and Publish's check names what its Hindi page lacks until that is added
 * too; a menu link removed from site.yaml takes its Hindi words along; a Hindi page keeps its English page's address.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import YAML from 'yaml'
import type { CallError } from '../../src/contract/errors.ts'
import { call } from './local-call.ts'
import { copySite } from '../../scripts/editor/site-copy.ts'

const ENGLISH = 'pages/services/compliance-services/index.yaml'
const HINDI = 'pages/hi/services/compliance-services/index.yaml'

let site: string
beforeAll(() => {
  ;({ dir: site } = copySite('editor-hindi'))
})
afterAll(() => fs.rmSync(site, { recursive: true, force: true }))

type Card = { title?: string; price?: { ref?: string } }
type Page = { sections: { items?: Card[] }[] }
const read = (file: string) => YAML.parse(fs.readFileSync(path.join(site, file), 'utf8')) as Page
const refs = (page: Page) => page.sections.flatMap((s) => s.items ?? []).map((i) => i.price?.ref)
const state = async (english: string) =>
  ((await call(site, 'translations')).pages as { english: string; state: string }[]).find((r) => r.english === english)?.state

/** Every problem the check finds in the site as saved (the editor's Check, with the English page as it is). */
const checkAll = async () =>
  (await call(site, 'check', { file: ENGLISH, data: (await call(site, 'file', { file: ENGLISH })).data })).problems

async function saveWith(file: string, change: (data: Page) => void) {
  const opened = await call(site, 'file', { file })
  const data = structuredClone(opened.data) as Page
  change(data)
  return call(site, 'save', { file, data, version: opened.version })
}

describe('the Hindi site follows the office’s edits', () => {
  it('a price-book entry chosen in place of another on an English page is chosen on its Hindi page in the same save', async () => {
    expect(await state(ENGLISH)).toBe('current')
    const before = refs(read(HINDI))
    expect(before).toContain('roc-compliance')
    expect(before).not.toContain('payroll')
    await saveWith(ENGLISH, (data) => {
      const card = data.sections.flatMap((s) => s.items ?? []).find((i) => i.price?.ref === 'roc-compliance')!
      card.price = { ref: 'payroll' }
    })
    expect(refs(read(HINDI))).toEqual(before.map((r) => (r === 'roc-compliance' ? 'payroll' : r)))
    // The check finds the two pages' prices the same; the Hindi page is behind (its English page changed).
    expect((await checkAll()).filter((p) => p.code === 'translation-prices')).toEqual([])
    expect(await state(ENGLISH)).toBe('behind')
  })

  it('a package added to the English page saves; Publish waits until the Hindi page has it too', async () => {
    await saveWith(ENGLISH, (data) => {
      const items = data.sections.find((s) => s.items?.some((i) => i.price?.ref))!.items!
      items.push({ ...structuredClone(items[items.length - 1]), title: 'Bookkeeping', price: { ref: 'bookkeeping' } })
    })
    const waiting = (await checkAll()).filter((p) => p.code === 'translation-prices')
    expect(waiting).toHaveLength(1)
    expect(waiting[0]).toMatchObject({ file: HINDI, waitsForPublish: true })
    expect(waiting[0].message).toContain('the English page has { ref: bookkeeping } and this page does not')
    // The office adds it to the Hindi page (as the message says): the two are level again.
    await saveWith(HINDI, (data) => {
      const items = data.sections.find((s) => s.items?.some((i) => i.price?.ref))!.items!
      items.push({ ...structuredClone(items[items.length - 1]), title: 'बुककीपिंग', price: { ref: 'bookkeeping' } })
    })
    expect((await checkAll()).filter((p) => p.code === 'translation-prices')).toEqual([])
  })

  it('a menu link removed from site.yaml takes its Hindi words along: every later link keeps its own', async () => {
    type Menu = { categories: { services: { label: string; href: string }[] }[] }
    const words = () => (YAML.parse(fs.readFileSync(path.join(site, 'pages/_site/hi.yaml'), 'utf8')) as { site: Menu }).site
    const hindi = words().categories[1].services.map((s) => s.label)
    const opened = await call(site, 'file', { file: 'pages/_site/site.yaml' })
    const data = structuredClone(opened.data) as Menu
    data.categories[1].services.splice(1, 1)
    await call(site, 'save', { file: 'pages/_site/site.yaml', data, version: opened.version })
    expect(words().categories[1].services.map((s) => s.label)).toEqual([hindi[0], ...hindi.slice(2)])
  })

  it('a Hindi page keeps its English page’s address: renaming it alone is refused, naming the English page', async () => {
    const refused = (await call(site, 'renamePage', {
      file: HINDI.replace('index', 'gst-compliance'),
      to: 'hi/services/compliance-services/gst',
    }).catch((e: CallError) => e)) as CallError
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe(
      'A Hindi page keeps its English page’s address: rename /services/compliance-services/gst-compliance, and its Hindi page moves with it.',
    )
  })

  it('a Hindi page deleted alone: its English page stays, and links to the Hindi page lead there', async () => {
    const gst = 'pages/hi/services/compliance-services/gst-compliance.yaml'
    const links = (await call(site, 'linksTo', { file: gst })).uses
    expect(links.length).toBeGreaterThan(0)
    const deleted = await call(site, 'deletePage', { file: gst })
    expect(deleted.message).toBe(
      `Deleted the Hindi page /hi/services/compliance-services/gst-compliance; /services/compliance-services/gst-compliance stays in English, and the ${links.length} links to the Hindi page now lead there.`,
    )
    expect(fs.existsSync(path.join(site, gst))).toBe(false)
    const text = fs.readFileSync(path.join(site, HINDI), 'utf8')
    expect(text).not.toContain('/hi/services/compliance-services/gst-compliance')
    expect(text).toContain('href: /services/compliance-services/gst-compliance')
    expect(
      ((await call(site, 'translations')).pages as { english: string; state: string }[]).find((r) =>
        r.english.endsWith('gst-compliance.yaml'),
      )?.state,
    ).toBe('missing')
  })

  it('a Hindi version made from the English page links to the Hindi pages where there are some, and keeps its English words', async () => {
    const english = 'pages/services/compliance-services/gst-compliance.yaml'
    const made = await call(site, 'translatePage', { file: english })
    expect(made.file).toBe('pages/hi/services/compliance-services/gst-compliance.yaml')
    const text = fs.readFileSync(path.join(site, made.file as string), 'utf8')
    expect(text).toContain('href: /hi/contact')
    expect(text).toContain('href: /hi/services/compliance-services')
    expect(text).not.toMatch(/(href|link): \/(?!hi\b)/)
    // The rest is the English page's, word for word, for the office to translate.
    const englishText = fs.readFileSync(path.join(site, english), 'utf8')
    expect(text.replace(/href: \/hi\//g, 'href: /').replace(/\$schema=\.\.\//, '$schema=')).toContain(
      englishText.split('\n').slice(1, 20).join('\n'),
    )
    expect(await state(english)).toBe('current')
  })
})
