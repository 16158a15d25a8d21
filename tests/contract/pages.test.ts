// @vitest-environment node
/**
 * The editor's calls about the site's files (src/editor-calls/page-calls.ts) under the contract: every call, through
 * the one door, on each way it is answered (./ways.ts: the office computer with its folder alone and with the site
 * running, and the web address). The same tests run, in order, on each way, each on its own copy of the site
 * whose live copy is a bare repository, so a difference between them fails here.
 *
 * What a way cannot do, said in one place:
 * - the office computer has no sign-in: its person is the one name it was given, so no one else's saved
 *   change is ever among its own (Publish's `others`, tested in office-store.test.ts, is the web address's);
 * - a publish stopped half way (`unpublished`) happens only on the office computer, whose commit and push are
 *   two steps; the web address's publish is one request (publish.test.ts has the office computer's case);
 * - the web address's forms are made from the schemas when the worker is built (scripts/office/build.ts
 *   defines __OFFICE_FORMS__); here they are made the same way before the worker runs.
 */
import sharp from 'sharp'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RouteName } from '../../src/contract/protocol.ts'
import { messages } from '../../src/contract/messages.ts'
import { TEMPLATES } from '../../src/editor-calls/page-form.ts'
import { openWay, WAYS, type Way } from './ways.ts'

const WHO = 'Asha Rao'
const CATALOG = 'pages/_site/catalog.yaml'
const ABOUT = 'pages/about.yaml'

type Entry = { id: string; price: { amount?: number } }

describe.each(WAYS)('The editor’s page calls, %s', (way) => {
  let opened: Way
  beforeAll(async () => {
    opened = await openWay(way)
  }, 90_000)
  afterAll(() => opened?.close())
  const store = {
    /** A call's status and body (the contract's headers are the door's, the same on every way). */
    call: async (name: RouteName, request?: Record<string, unknown>) => {
      const { status, body } = await opened.call(name, request, { name: WHO })
      return { status, body }
    },
    live: (file: string) => opened.live(file),
  }

  /** A file's data as the editor opens it now, as JSON (the page's fields, whichever way keeps it), or null when there is none. */
  const text = async (file: string) => {
    const r = await store.call('file', { file })
    return r.status === 200 ? JSON.stringify(r.body.data) : null
  }

  const ok = async (name: RouteName, request?: Record<string, unknown>) => {
    const r = await store.call(name, request)
    expect(r.status, `${name}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(200)
    return r.body
  }
  /** The catalog opened, with GST registration's price set to `amount`. */
  const repriced = async (amount: number) => {
    const opened = await ok('file', { file: CATALOG })
    const data = structuredClone(opened.data) as { entries: Entry[] }
    data.entries.find((e) => e.id === 'gst-registration')!.price.amount = amount
    return { data, version: opened.version as string }
  }

  it('lists the page files and opens one with its version and form; a name that is no page file is refused', async () => {
    const files = (await ok('files')) as unknown as { file: string; title: string }[]
    expect(files.find((f) => f.file === ABOUT)?.title).toMatch(/About/)
    expect(files.find((f) => f.file === CATALOG)?.title).toBe('Price book')
    const about = await ok('file', { file: ABOUT })
    expect(about).toMatchObject({ file: ABOUT, schema: 'page.schema.json', problems: [] })
    expect(about.version).toMatch(/^[0-9a-f]{20}$/)
    for (const file of ['pages/../package.json', 'pages/no-such-page.yaml']) {
      const refused = await store.call('file', { file })
      expect([400, 404]).toContain(refused.status)
      expect(refused.body.error).toEqual(expect.any(String))
    }
  })

  it('checks and previews an unsaved change without writing it', async () => {
    const opened = await ok('file', { file: ABOUT })
    const data = structuredClone(opened.data) as { meta: { title?: string } }
    delete data.meta.title
    const { problems } = (await ok('check', { file: ABOUT, data })) as { problems: { code: string; path: unknown[] }[] }
    expect(problems[0]).toMatchObject({ code: 'missing-field', path: ['meta', 'title'] })
    const preview = await ok('preview', { file: ABOUT, data: opened.data })
    expect(preview.page).toMatchObject({ path: '/about' })
    expect((await ok('changes')).files).toEqual([])
  })

  it('saves a change as its lines; a stale version and a refused change write nothing', async () => {
    const { data, version } = await repriced(3199)
    const saved = await ok('save', { file: CATALOG, data, version })
    expect(saved.diff).toContain('amount: 3199')
    expect(saved.version).not.toBe(version)
    // A stale Save says who saved (the web address knows the person; the office computer, another window) and
    // shows the lines where theirs and mine differ.
    const mine = structuredClone(data)
    mine.entries.find((e) => e.id === 'gst-registration')!.price.amount = 3299
    const stale = await store.call('save', { file: CATALOG, data: mine, version })
    expect(stale.status).toBe(409)
    const web = way === 'the web address'
    expect(stale.body).toMatchObject({ changedOnDisk: true, ...(web ? { by: 'Asha Rao' } : {}) })
    expect(stale.body.at).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(stale.body.error).toMatch(
      web
        ? /^Not saved: price book was saved by Asha Rao \(\d+ \w+, \d+:\d\d [ap]m\) since you opened it\. Below are the lines/
        : /^Not saved: price book was saved in another window or tab \(\d+ \w+, \d+:\d\d [ap]m\) since you opened it\./,
    )
    expect(stale.body.diff).toMatch(/^-.*amount: 3299/m)
    expect(stale.body.diff).toMatch(/^\+.*amount: 3199/m)
    const about = await ok('file', { file: ABOUT })
    const broken = structuredClone(about.data) as { meta: { title?: string } }
    delete broken.meta.title
    const refused = await store.call('save', { file: ABOUT, data: broken, version: about.version })
    expect(refused.status).toBe(422)
    expect(refused.body.error).toMatch(/^Not saved: one problem stands/)
    expect(((await ok('changes')).files as { file: string }[]).map((f) => f.file)).toEqual([CATALOG])
  })

  it('What changed lists the change with its lines and what it reprices; the price book names where the entry shows', async () => {
    const { files, prices } = (await ok('changes')) as {
      files: { file: string; status: string; diff: string }[]
      prices: { changes: { entries: { id: string; now: string }[] } }
    }
    expect(files).toEqual([expect.objectContaining({ file: CATALOG, status: 'modified', diff: expect.stringContaining('3199') })])
    expect(prices.changes.entries.find((e) => e.id === 'gst-registration')?.now).toContain('₹3,199')
    const uses = (await ok('priceUses', { id: 'gst-registration' })) as { uses: unknown[]; sentences: { page: string }[] }
    expect(uses.uses.length).toBeGreaterThan(0)
    expect(uses.sentences.map((s) => s.page)).toContain('/pricing')
  })

  it('discards the change back to the published text', async () => {
    const before = await ok('file', { file: CATALOG })
    expect(await ok('discard', { file: CATALOG })).toEqual({ file: CATALOG, result: 'restored', also: [] })
    expect((await ok('changes')).files).toEqual([])
    expect((await ok('file', { file: CATALOG })).version).not.toBe(before.version)
    const none = await store.call('discard', { file: CATALOG })
    expect(none).toEqual({ status: 400, body: { error: messages.discard.noChanges(CATALOG) } })
  })

  it('gives the forms and the New page templates', async () => {
    const schemas = (await ok('schemas')) as { sections: { type: string }[]; prices: { id: string }[] }
    expect(schemas.sections.map((s) => s.type)).toContain('faq')
    expect(schemas.prices.map((p) => p.id)).toContain('gst-registration')
    expect(await ok('templates')).toEqual(JSON.parse(JSON.stringify(TEMPLATES)))
  })

  it('publishes: the preview names the change, the summary is required, the live copy then has it and History lists it', async () => {
    const { data, version } = await repriced(3299)
    await ok('save', { file: CATALOG, data, version })
    const preview = await ok('publishPreview')
    expect(preview).toMatchObject({ summary: 'Update price book', connected: true, unpublished: false, problems: [], leftOut: [] })
    expect((preview.files as { file: string }[]).map((f) => f.file)).toEqual([CATALOG])
    expect(await store.call('publish', { summary: '  ' })).toEqual({ status: 400, body: { error: messages.publish.noSummary } })
    expect(store.live(CATALOG)).not.toContain('3299')
    const published = await ok('publish', { summary: 'GST registration at 3,299' })
    expect(published).toMatchObject({ files: [CATALOG], leftOut: [] })
    expect(store.live(CATALOG)).toContain('amount: 3299')
    expect((await ok('changes')).files).toEqual([])
    const { entries } = (await ok('history')) as { entries: { summary: string; files: string[]; canUndo: boolean }[] }
    expect(entries[0]).toMatchObject({ summary: 'GST registration at 3,299', files: [CATALOG], canUndo: true })
    expect(await store.call('publish', { summary: 'Again' })).toEqual({ status: 400, body: { error: messages.publish.nothingNew } })
  })

  it('puts the last publish back as a saved change that goes through Publish', async () => {
    const { entries } = (await ok('history')) as { entries: { commit: string }[] }
    const undone = await ok('undoPublish', { commit: entries[0].commit })
    expect(undone.files).toEqual([CATALOG])
    expect(((await ok('changes')).files as { file: string }[]).map((f) => f.file)).toEqual([CATALOG])
    await ok('publish', { summary: 'GST registration back as it was' })
    expect(store.live(CATALOG)).not.toContain('amount: 3299')
    expect((await store.call('undoPublish', { commit: 'f'.repeat(40) })).status).toBe(404)
  })

  it('keeps a new picture, lists it, and leaves it out of Publish while no page shows it', async () => {
    const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1d4ed8' } })
      .webp()
      .toBuffer()
    const added = await ok('addPicture', { name: 'Team Photo.webp', data: webp.toString('base64'), type: 'image/webp' })
    expect(added).toMatchObject({ src: '/images/team-photo.webp', width: 40, height: 30 })
    expect(((await ok('pictures')) as unknown as { src: string }[]).map((p) => p.src)).toContain('/images/team-photo.webp')
    const preview = await ok('publishPreview')
    expect(preview).toMatchObject({ files: [], leftOut: ['public/images/team-photo.webp'] })
    expect(await store.call('publish', { summary: 'A picture' })).toEqual({
      status: 400,
      body: { error: messages.publish.onlyUnusedPictures },
    })
    expect(await ok('discard', { file: 'public/images/team-photo.webp' })).toMatchObject({ result: 'removed' })
    expect((await ok('changes')).files).toEqual([])
  })

  it('makes a new service page and places its card; names and moves the links to a page; renames and deletes pages; renames a price-book entry everywhere', async () => {
    const made = (await ok('newPage', {
      template: 'service',
      path: '/services/compliance-services/esg-reporting',
      title: 'ESG Reporting',
      price: 9999,
    })) as { file: string; written: string[] }
    expect(made.file).toBe('pages/services/compliance-services/esg-reporting.yaml')
    expect(made.written).toContain(CATALOG)
    const spots = (await ok('cardSpots', { file: made.file })) as { name: string; spots: { where: string; already: boolean }[] }
    expect(spots.name).toBe('ESG Reporting')
    expect(spots.spots.map((s) => [s.where, s.already])).toEqual([
      ['category', false],
      ['home', false],
      ['pricing', false],
    ])
    const placed = (await ok('placeCard', { file: made.file, places: [{ where: 'category', position: 1 }] })) as { placed: string[] }
    expect(placed.placed).toEqual(['pages/services/compliance-services/index.yaml (card 2 of 5)'])
    expect((await store.call('placeCard', { file: made.file, places: [{ where: 'home', position: 99 }] })).status).toBe(400)
    const category = parse(String(await text('pages/services/compliance-services/index.yaml'))) as {
      sections: { items?: { title?: string }[] }[]
    }
    expect(category.sections.flatMap((s) => s.items ?? []).map((i) => i.title)).toContain('ESG Reporting')

    const links = (await ok('linksTo', { file: made.file })) as { uses: { file: string }[] }
    expect(links.uses.map((u) => u.file)).toContain('pages/services/compliance-services/index.yaml')
    const renamed = (await ok('renamePage', { file: made.file, to: 'services/compliance-services/esg-compliance' })) as {
      file: string
      changed: string[]
    }
    expect(renamed.file).toBe('pages/services/compliance-services/esg-compliance.yaml')
    expect(await text('pages/services/compliance-services/index.yaml')).toContain('/services/compliance-services/esg-compliance')
    const refusedDelete = await store.call('deletePage', { file: renamed.file, removeLinks: false })
    expect(refusedDelete.status).toBe(409)
    const deleted = (await ok('deletePage', { file: renamed.file, removeLinks: true })) as { file: string; changed: string[] }
    expect(deleted.file).toBe(renamed.file)
    expect(deleted.changed).toContain('pages/services/compliance-services/index.yaml')
    expect(await text(renamed.file)).toBeNull()

    const entry = (await ok('renameEntry', { from: 'gst-registration', to: 'gst-registration-online' })) as { written: string[] }
    expect(entry.written).toContain(CATALOG)
    expect(await text(CATALOG)).toContain('"id":"gst-registration-online"')
    expect((await store.call('renameEntry', { from: 'gst-registration-online', to: 'ngo-registration' })).status).toBe(400)
  })

  it('makes the Hindi version of a page from the English one, says how each translation stands, and marks one up to date', async () => {
    type Row = { english: string; hindi: string; state: string; changed?: string }
    const rowOf = async (file: string) => ((await ok('translations')).pages as Row[]).find((r) => r.english === file)
    const made = (await ok('newPage', { template: 'page', path: '/careers', title: 'Careers' })) as { file: string }
    expect(await rowOf(made.file)).toMatchObject({ hindi: 'pages/hi/careers.yaml', state: 'missing' })
    const hindi = (await ok('translatePage', { file: made.file })) as { file: string; written: string[] }
    expect(hindi).toEqual({ file: 'pages/hi/careers.yaml', written: ['pages/hi/careers.yaml'] })
    // The same sections, for the office to translate, their links leading to the Hindi pages; and the English
    // page's fingerprints.
    const opened = (await ok('file', { file: hindi.file })) as { data: { sections: unknown[]; translatedFrom: Record<string, string> } }
    const englishSections = JSON.stringify(((await ok('file', { file: made.file })) as { data: { sections: unknown[] } }).data.sections)
    expect(englishSections).toContain('"/contact"')
    expect(JSON.stringify(opened.data.sections)).toBe(
      englishSections.replaceAll('"/contact"', '"/hi/contact"').replaceAll('](/contact)', '](/hi/contact)'),
    )
    expect(Object.keys(opened.data.translatedFrom)[0]).toBe('meta')
    expect(await rowOf(made.file)).toMatchObject({ state: 'current' })
    expect((await store.call('translatePage', { file: made.file })).status).toBe(409)
    expect((await store.call('translatePage', { file: hindi.file })).body).toEqual({ error: messages.translations.notEnglish })
    expect((await store.call('translatePage', { file: 'pages/blog/index.yaml' })).status).toBe(400)
    // The English page changes: the translation is behind, and says what changed.
    const english = (await ok('file', { file: made.file })) as { data: { meta: { title: string } }; version: string }
    english.data.meta.title = 'Careers at SetuBiz'
    await ok('save', { file: made.file, data: english.data, version: english.version })
    expect(await rowOf(made.file)).toMatchObject({ state: 'behind', changed: 'the title and description changed' })
    expect(await ok('markTranslated', { file: hindi.file })).toEqual({ file: hindi.file })
    expect(await rowOf(made.file)).toMatchObject({ state: 'current' })
    expect((await store.call('markTranslated', { file: made.file })).body).toEqual({ error: messages.translations.notHindi })
  })
})
