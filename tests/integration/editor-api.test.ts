/**
 * The visual editor's calls (src/editor-calls/page-calls.ts, answered on the office computer's folder) on a copy of the site: opening and saving every
 * file unchanged leaves it byte-identical; a save writes only what changed, refuses what the checker
 * refuses and a file changed on disk since it was opened, and never leaves a half-written file.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import YAML from 'yaml'
import { CallError } from '../../src/contract/errors.ts'
import { safeFile } from '../../scripts/editor/files.ts'
import { versionOf } from '../../src/editor-calls/page-calls.ts'
import { call } from './local-call.ts'
import { copySite, type SiteCopy } from '../../scripts/editor/site-copy.ts'
import { listYaml, loadContent } from '../../scripts/lib/content/index.ts'
import { writeAtomicInside } from '../../scripts/lib/safe-write.ts'

let site: string
let git: SiteCopy['git']

beforeAll(() => {
  ;({ dir: site, git } = copySite('editor-api'))
})
afterAll(() => fs.rmSync(site, { recursive: true, force: true }))

const read = (file: string) => fs.readFileSync(path.join(site, file), 'utf8')

/** The refusal a call throws (or rejects with), or undefined when it answers. */
async function refusal(run: () => unknown): Promise<CallError | undefined> {
  try {
    await run()
  } catch (e) {
    return e as CallError
  }
  return undefined
}

describe('editor API', () => {
  it('opens and saves every file under pages/ unchanged: all byte-identical', async () => {
    const files = listYaml(site)
    expect(files.length).toBeGreaterThan(50)
    for (const file of files) {
      const before = read(file)
      const opened = await call(site, 'file', { file })
      const saved = await call(site, 'save', { file, data: structuredClone(opened.data), version: opened.version })
      expect(saved.diff, file).toBe('')
      expect(read(file), file).toBe(before)
    }
    expect(git('status', '--porcelain', '--', 'pages')).toBe('')
    // Every file through the checker, many times over: minutes on a loaded 2-core machine, not a hang.
  }, 240_000)

  it("a new post's sample text does not stop a save, and the check (what Publish runs) names each field still holding it", async () => {
    const templates = path.join(site, 'scripts/templates')
    fs.cpSync(path.join(import.meta.dirname, '../../scripts/templates'), templates, { recursive: true })
    try {
      const { file } = await call(site, 'newPage', {
        template: 'post',
        path: 'blog/gst-tips',
        title: 'GST Tips',
        category: 'GST & Compliance',
      })
      const opened = await call(site, 'file', { file })
      const data = structuredClone(opened.data) as { meta: { description: string } }
      data.meta.description = 'Five habits that keep GST returns on time and penalties away, from a chartered accountant.'
      expect((await call(site, 'save', { file, data, version: opened.version })).diff).toContain('+  description: Five habits')
      expect(loadContent({ root: site }).problems.map((p) => `${p.file} ${p.code} ${p.where}`)).toEqual([
        `${file} sample-text sections[0] (article) › excerpt`,
        `${file} sample-text sections[0] (article) › body`,
      ])
    } finally {
      fs.rmSync(path.join(site, 'scripts'), { recursive: true, force: true })
      git('checkout', '--', 'pages')
      git('clean', '-fdq', 'pages')
    }
  })

  it('a changed price is a one-line diff, and the new version is returned', async () => {
    const file = 'pages/_site/catalog.yaml'
    const opened = await call(site, 'file', { file })
    const data = structuredClone(opened.data) as { entries: { id: string; price: { amount?: number } }[] }
    const entry = data.entries.find((e) => e.id === 'gst-registration')!
    entry.price.amount = 3199
    const r = await call(site, 'save', { file, data, version: opened.version })
    expect(r.version).not.toBe(opened.version)
    const stat = git('diff', '--numstat', '--', file).trim()
    expect(stat).toBe(`1\t1\t${file}`)
    expect(r.diff).toContain('+    price: { amount: 3199')
    expect((await call(site, 'priceUses', { id: 'gst-registration' })).uses.length).toBeGreaterThan(0)
    expect((await call(site, 'priceUses', { id: 'gst-registration' })).sentences.map((s) => s.page)).toContain('/pricing')
    const changed = await call(site, 'changes')
    expect(changed.files.map((f) => f.file)).toEqual([file])
    // The report as data: the entry, what it was and is, every place that shows it; and its Markdown for a pull request.
    const prices = changed.prices as Extract<typeof changed.prices, { changes: unknown }>
    const gst = prices.changes.entries.find((e) => e.id === 'gst-registration')!
    expect(gst.now).toContain('₹3,199')
    expect(gst.before).not.toContain('₹3,199')
    expect(gst.places.length).toBeGreaterThan(0)
    expect(prices.markdown).toContain('₹3,199')
    git('checkout', '--', file)
  })

  it('refuses a save the checker refuses, with its words and the field, and writes nothing', async () => {
    const file = 'pages/about.yaml'
    const before = read(file)
    const opened = await call(site, 'file', { file })
    const data = structuredClone(opened.data) as { meta: { title?: string } }
    delete data.meta.title
    const { problems } = await call(site, 'check', { file, data })
    expect(problems.length).toBeGreaterThan(0)
    expect(problems[0]).toMatchObject({ file, code: 'missing-field', path: ['meta', 'title'] })
    await expect(call(site, 'save', { file, data, version: opened.version })).rejects.toThrowError(
      /Not saved: one problem stands. First: About Us \(\/about\), Search and sharing: .*"title"/,
    )
    expect(read(file)).toBe(before)
  })

  it('refuses a heading of only zero-width characters and one with a right-to-left override, and writes nothing', async () => {
    const file = 'pages/about.yaml'
    const before = read(file)
    const opened = await call(site, 'file', { file })
    const blank = structuredClone(opened.data) as { sections: { heading?: string; highlight?: string }[] }
    const at = blank.sections.findIndex((s) => typeof s.heading === 'string' && s.highlight === undefined)
    expect(at).toBeGreaterThanOrEqual(0)
    blank.sections[at].heading = '\u200b\u200b\u2060'
    expect((await call(site, 'check', { file, data: blank })).problems).toMatchObject([
      { file, code: 'blank-text', path: ['sections', at, 'heading'] },
    ])
    await expect(call(site, 'save', { file, data: blank, version: opened.version })).rejects.toThrowError(
      /Not saved: one problem stands.*heading.*shows nothing/,
    )
    const reversed = structuredClone(opened.data) as { sections: { heading?: string }[] }
    reversed.sections[at].heading = `Pay \u202e${reversed.sections[at].heading}`
    expect((await call(site, 'check', { file, data: reversed })).problems).toMatchObject([
      { file, code: 'hidden-character', path: ['sections', at, 'heading'] },
    ])
    await expect(call(site, 'save', { file, data: reversed, version: opened.version })).rejects.toThrowError(
      /Not saved: one problem stands.*right-to-left override/,
    )
    expect(read(file)).toBe(before)
  })

  it('refuses to overwrite a file changed on disk since it was opened', async () => {
    const file = 'pages/contact.yaml'
    const opened = await call(site, 'file', { file })
    fs.appendFileSync(path.join(site, file), '# changed by someone else\n')
    const changedOnDisk = read(file)
    const data = structuredClone(opened.data) as { meta: { title: string } }
    data.meta.title = `${data.meta.title} (edited)`
    let error: CallError | undefined
    try {
      await call(site, 'save', { file, data, version: opened.version })
    } catch (e) {
      error = e as CallError
    }
    expect(error?.status).toBe(409)
    expect(error?.body.changedOnDisk).toBe(true)
    // Named by the page's short title, in the office's words.
    expect(error?.body.error).toMatch(/^Not saved: Contact SetuBiz was saved in another window or tab \(.*\) since you opened it\./)
    // The lines where theirs and mine differ: my title (red), theirs (green); their comment stays in both.
    expect(error?.body.diff).toMatch(/^-.*\(edited\)/m)
    expect(read(file)).toBe(changedOnDisk)
    git('checkout', '--', file)
  })

  it('writes through a temporary file and a rename: a failed write leaves the old file and no temporary file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-'))
    try {
      const file = path.join(dir, 'page.yaml')
      fs.writeFileSync(file, 'old\n')
      writeAtomicInside(dir, 'page.yaml', 'new\n')
      expect(fs.readFileSync(file, 'utf8')).toBe('new\n')
      expect(fs.readdirSync(dir)).toEqual(['page.yaml'])
      // A rename that cannot happen (a folder with files stands where the file should go): nothing changes.
      const blocked = path.join(dir, 'blocked.yaml')
      fs.mkdirSync(blocked)
      fs.writeFileSync(path.join(blocked, 'keep'), 'x')
      expect(() => writeAtomicInside(dir, 'blocked.yaml', 'new\n')).toThrow()
      expect(fs.readdirSync(dir).sort()).toEqual(['blocked.yaml', 'page.yaml'])
      expect(fs.readFileSync(path.join(blocked, 'keep'), 'utf8')).toBe('x')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('names only files under pages/', () => {
    for (const bad of ['../package.json', 'pages/../package.json', 'schema/page.schema.json', '/etc/passwd', 'pages/x.json'])
      expect(() => safeFile(site, bad)).toThrowError(/not the name of a page file/)
    expect(() => safeFile(site, 'pages/nope.yaml')).toThrowError(/does not exist/)
  })

  it('one name per file: a non-canonical name or a symbolic link on the way is refused, and nothing is written', async () => {
    const file = 'pages/about.yaml'
    const before = read(file)
    const opened = await call(site, 'file', { file })
    // A save the checker refuses (no title), sent under names that reach the same file.
    const broken = structuredClone(opened.data) as { meta: { title?: string } }
    delete broken.meta.title
    const aliases = [
      'pages/./about.yaml',
      'pages//about.yaml',
      'pages/services/../about.yaml',
      'pages\\about.yaml',
      'pages/About.yaml',
      './pages/about.yaml',
    ]
    for (const name of aliases) {
      const error = await refusal(() => call(site, 'save', { file: name, data: broken, version: opened.version }))
      expect(error?.status, name).toBe(400)
      expect(String(error?.body.error), name).toMatch(/not the name of a page file/)
    }
    expect((await refusal(() => safeFile(site, 'pages/./about.yaml')))?.body.error).toMatch(/Did you mean pages\/about\.yaml\?/)
    expect(read(file)).toBe(before)

    // A folder inside pages/ that is a link to somewhere else: nothing is read or written through it.
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'outside-'))
    try {
      fs.writeFileSync(path.join(outside, 'page.yaml'), before)
      fs.symlinkSync(outside, path.join(site, 'pages/linked'))
      fs.symlinkSync(path.join(outside, 'page.yaml'), path.join(site, 'pages/shortcut.yaml'))
      for (const name of ['pages/linked/page.yaml', 'pages/shortcut.yaml']) {
        const error = await refusal(async () => call(site, 'save', { file: name, data: opened.data, version: await versionOf(before) }))
        expect(error?.status, name).toBe(400)
        expect(String(error?.body.error), name).toMatch(/not the name of a page file|symbolic link/)
      }
      expect((await refusal(() => safeFile(site, 'pages/shortcut.yaml')))?.body.error).toMatch(/symbolic link/)
      expect(fs.readFileSync(path.join(outside, 'page.yaml'), 'utf8')).toBe(before)
      expect(fs.readdirSync(outside)).toEqual(['page.yaml'])
    } finally {
      fs.rmSync(path.join(site, 'pages/linked'), { force: true })
      fs.rmSync(path.join(site, 'pages/shortcut.yaml'), { force: true })
      fs.rmSync(outside, { recursive: true, force: true })
    }
    // pages/ itself a link: refused too.
    const moved = `${site}-pages`
    fs.renameSync(path.join(site, 'pages'), moved)
    fs.symlinkSync(moved, path.join(site, 'pages'))
    try {
      expect((await refusal(() => safeFile(site, file)))?.body.error).toMatch(/symbolic link/)
    } finally {
      fs.rmSync(path.join(site, 'pages'))
      fs.renameSync(moved, path.join(site, 'pages'))
    }
    expect(safeFile(site, file)).toBe(file)
  })

  it('arguments of the wrong type are refused with 400 and plain words, never an error of the program', async () => {
    const file = 'pages/about.yaml'
    const opened = await call(site, 'file', { file })
    const cases: [string, () => unknown][] = [
      ['file as a number', () => safeFile(site, 42)],
      ['file as a list', () => safeFile(site, ['pages/about.yaml'])],
      ['data as text', () => call(site, 'check', { file, data: 'meta: {}' })],
      ['data as a list', () => call(site, 'preview', { file, data: [1, 2] })],
      ['data missing', () => call(site, 'save', { file, data: null, version: opened.version })],
      ['version as a number', () => call(site, 'save', { file, data: opened.data, version: 12 })],
      ['new page with no fields', () => call(site, 'newPage', {})],
      ['new page with an address that is a number', () => call(site, 'newPage', { template: 'page', path: 7, title: '' })],
      ['new page with a name that is a list', () => call(site, 'newPage', { template: 'page', path: 'careers', title: ['x'] })],
      [
        'new page with a price that is text',
        () => call(site, 'newPage', { template: 'service', path: 'services/x/y', title: '', price: '10' }),
      ],
      ['new page of an unknown kind', () => call(site, 'newPage', { template: 'nope', path: 'careers', title: '' })],
    ]
    for (const [name, run] of cases) {
      const error = await refusal(run)
      expect(error, name).toBeInstanceOf(CallError)
      expect(error?.status, name).toBe(400)
      expect(String(error?.body.error), name).not.toMatch(/undefined|TypeError|is not a function|\[object/)
    }
    expect(git('status', '--porcelain', '--', 'pages')).toBe('')
  })

  it('renames a price-book entry everywhere at once: the book, every page that shows it, every {price:…} in text', async () => {
    const uses = (id: string) =>
      listYaml(site).filter((f) => new RegExp(`ref: ${id}(?![\\w-])|\\{price:${id}\\}|id: ${id}$`, 'm').test(read(f)))
    const before = uses('gst-registration')
    expect(before.length).toBeGreaterThan(3)
    expect((await refusal(() => call(site, 'renameEntry', { from: 'gst-registration', to: 'GST Registration' })))?.body.error).toMatch(
      /cannot be a short name/,
    )
    expect((await refusal(() => call(site, 'renameEntry', { from: 'gst-registration', to: 'ngo-registration' })))?.body.error).toMatch(
      /already has an entry/,
    )
    expect(git('status', '--porcelain', '--', 'pages')).toBe('')
    const r = await call(site, 'renameEntry', { from: 'gst-registration', to: 'gst-registration-online' })
    expect(r.written.sort()).toEqual(before.sort())
    expect(uses('gst-registration')).toEqual([])
    expect(uses('gst-registration-online').sort()).toEqual(before.sort())
    expect(loadContent({ root: site }).problems).toEqual([])
    // Only the lines with the name changed.
    const [added, removed] = git('diff', '--shortstat', '--', 'pages')
      .match(/(\d+) insertions?\(\+\), (\d+) deletions?/)!
      .slice(1)
      .map(Number)
    expect(added).toBe(removed)
    git('checkout', '--', 'pages')
  })

  it("takes each problem's field from the checker as a data path, a missing field's name included", async () => {
    const file = 'pages/about.yaml'
    const data = structuredClone((await call(site, 'file', { file })).data) as {
      meta: { title?: string }
      sections: Record<string, unknown>[]
    }
    delete data.meta.title
    data.sections[1].colour = 'red'
    const { problems } = await call(site, 'check', { file, data })
    expect(problems.map((p) => [p.path, p.message])).toEqual([
      [['meta', 'title'], 'Title is missing: this needs to be filled in.'],
      [['sections', 1, 'colour'], 'unknown field "colour".'],
    ])
  })

  it('lists pages with their titles and the shared files under plain names', async () => {
    const list = await call(site, 'files')
    expect(list.find((f) => f.file === 'pages/_site/catalog.yaml')).toMatchObject({ kind: 'shared', title: 'Price book' })
    const about = list.find((f) => f.file === 'pages/about.yaml')!
    expect(about.path).toBe('/about')
    expect(about.title).toBe((YAML.parse(read('pages/about.yaml')) as { meta: { title: string } }).meta.title)
    expect(about.sections).toBeGreaterThan(0)
  })

  it('creates a page from a template that passes the checker', async () => {
    const r = await call(site, 'newPage', {
      template: 'service',
      path: 'services/compliance-services/esg-compliance',
      title: '',
      price: 4999,
    })
    expect(r.file).toBe('pages/services/compliance-services/esg-compliance.yaml')
    expect(loadContent({ root: site }).problems).toEqual([])
    await expect(call(site, 'newPage', { template: 'page', path: 'Bad Address', title: '' })).rejects.toThrowError(/not a valid address/)
    git('checkout', '--', 'pages')
    git('clean', '-fdq', 'pages')
  })

  it('every New page form choice (kind × category × name, with and without a price) passes the check at once', async () => {
    const s = await call(site, 'schemas')
    const { categories, blogCategories, nameMax, postTitleMax } = s.forms as {
      categories: { path: string }[]
      blogCategories: string[]
      nameMax: number
      postTitleMax: number
    }
    expect(categories.length).toBeGreaterThan(3)
    expect(blogCategories.length).toBeGreaterThan(1)
    const longest = (max: number) =>
      'Annual Compliance, Filing & Reporting for Growing Private Limited Companies in India'.padEnd(max, ' x').slice(0, max).trim()
    const names = ['ESG', 'Careers & Culture', longest(nameMax)]
    const slug = (n: string) =>
      n
        .toLowerCase()
        .replace(/&/g, ' and ')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
    const tries: Record<string, unknown>[] = []
    for (const name of names) {
      for (const c of categories)
        for (const price of [undefined, 4999])
          tries.push({ template: 'service', path: `${c.path.slice(1)}/${slug(name)}`, title: name, price })
      tries.push({ template: 'category', path: `services/${slug(name)}`, title: name })
      tries.push({ template: 'page', path: slug(name), title: name })
      tries.push({ template: 'page', path: slug(name), title: '' })
    }
    for (const title of ['GST', 'MSME Registration: 7 Benefits', longest(postTitleMax)])
      for (const category of blogCategories) tries.push({ template: 'post', path: `blog/${slug(title)}`, title, category })
    const failed: string[] = []
    for (const t of tries) {
      try {
        const r = await call(site, 'newPage', t)
        const problems = loadContent({ root: site }).problems
        if (problems.length) failed.push(`${JSON.stringify(t)} (${r.file}): ${problems.map((p) => `${p.where}: ${p.message}`).join('; ')}`)
      } catch (e) {
        failed.push(`${JSON.stringify(t)} refused: ${(e as Error).message}`)
      }
      git('checkout', '--', 'pages')
      git('clean', '-fdq', 'pages')
    }
    expect(failed).toEqual([])
    // A name longer than the form allows is refused in plain words, and nothing is written.
    await expect(call(site, 'newPage', { template: 'page', path: 'x', title: longest(nameMax + 10) })).rejects.toThrowError(
      /at most \d+ fit/,
    )
    expect(git('status', '--porcelain', '--', 'pages')).toBe('')
    // Every file through the checker, many times over: minutes on a loaded 2-core machine, not a hang.
  }, 240_000)

  it('hands out self-contained schemas with pickers for icons, links, prices, variants and Markdown', async () => {
    const s = await call(site, 'schemas')
    const text = JSON.stringify(s.schemas)
    expect(text).not.toMatch(/"\$ref":"(?!#\/definitions\/)/)
    for (const f of ['x-icon', 'x-link', 'x-price-ref', 'x-variant', 'x-markdown']) expect(text).toContain(`"format":"${f}"`)
    expect(s.sections.map((x) => x.type)).toContain('faq')
    // Every section type's starting value passes the schema where it is added (site rules such as a link to
    // an #anchor the page lacks may still speak: they are the editor's to fix).
    const opened = await call(site, 'file', { file: 'pages/about.yaml' })
    for (const t of s.sections) {
      const data = structuredClone(opened.data) as { sections: unknown[] }
      data.sections.push(t.example)
      const at = data.sections.length - 1
      const schemaProblems = (await call(site, 'check', { file: 'pages/about.yaml', data })).problems.filter(
        (p) => p.path[0] === 'sections' && p.path[1] === at && !['missing-anchor', 'heading-count', 'broken-link'].includes(p.code),
      )
      expect(schemaProblems, t.type).toEqual([])
    }
    expect(s.prices.find((p) => p.id === 'gst-registration')?.shown).toMatch(/^₹/)
    expect(s.links.some((l) => l.href === '/contact')).toBe(true)
    for (const start of ['tel:+91', 'mailto:', 'https://wa.me/'])
      expect(
        s.links.some((l) => l.href.startsWith(start)),
        start,
      ).toBe(true)
    expect(s.links.some((l) => l.kind === 'download' && l.href.endsWith('.pdf'))).toBe(true)
  })
})
