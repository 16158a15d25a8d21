// @vitest-environment node
/**
 * Every content file (pages/, pages/_site/ included) reads as the same data through every path that reads
 * YAML: the content check, the visual editor (opening a file, and its writer reading it back), the scaffolds,
 * the price report and the assets. A path with a reader of its own (another library, schema or option)
 * would read some value differently: `1_000`, an unquoted date. The site is read as it is and in a copy that
 * writes such values unquoted.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type * as ContentIndex from '../../scripts/lib/content/index.ts'
import type * as YamlFileModule from '../../src/checker/yaml-file.ts'
import { listYaml, loadContent } from '../../scripts/lib/content/index.ts'
import { readYaml } from '../../src/checker/yaml-file.ts'
import { readYamlFile } from '../../scripts/lib/content/fs-source.ts'
import { call } from '../integration/local-call.ts'
import { applyEdit } from '../../src/editor-calls/yaml-edit.ts'
import { addCatalogEntry, addMenuLink } from '../../scripts/new-page.ts'
import { load as loadForReport } from '../../scripts/lib/prices-since.ts'
import { assetInput } from '../../scripts/assets/data.ts'
import { mapStrings } from '../../src/checker/resolve.ts'
import { fillMoney } from '../../src/lib/placeholders.ts'

/** What the content check read from each file, as it read it, by the file's name and text. */
const checked = vi.hoisted(() => new Map<string, unknown>())

vi.mock('../../src/checker/yaml-file.ts', async (importOriginal) => {
  const real = await importOriginal<typeof YamlFileModule>()
  return {
    ...real,
    parseYaml: (file: string, source: string) => {
      const result = real.parseYaml(file, source)
      if (result.yaml) checked.set(`${file}\n${source}`, structuredClone(result.yaml.data))
      return result
    },
  }
})
// Opening a file in the editor reads the last commit and checks the whole site: one of each answers every
// file opened here.
vi.mock('../../scripts/lib/content/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof ContentIndex>()
  const answers = new Map<string, ReturnType<typeof real.loadContent>>()
  const bases = new Map<string, ContentIndex.Base>()
  return {
    ...real,
    readBase: (root: string, ref = 'HEAD') => {
      if (!bases.has(`${root} ${ref}`)) bases.set(`${root} ${ref}`, real.readBase(root, ref))
      return bases.get(`${root} ${ref}`)!
    },
    loadContent: (opts: ContentIndex.LoadOptions) => {
      if (opts.overrides || opts.extraPages) return real.loadContent(opts)
      // The editor's check reads the folder through a source (with nothing in place when a file is opened).
      const key = `${opts.root ?? opts.source?.root} ${String(opts.allowRuleProblems)} ${opts.base?.ref}`
      if (!answers.has(key)) answers.set(key, real.loadContent(opts))
      return answers.get(key)!
    },
  }
})

const repo = path.resolve(import.meta.dirname, '../..')

/** A copy of the site where a blog article's date is written unquoted and its author is "1_000": both text. */
function copyWithBareValues(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'one-reader-'))
  for (const d of ['pages', 'schema', 'public']) fs.cpSync(path.join(repo, d), path.join(dir, d), { recursive: true })
  const file = path.join(dir, 'pages/blog/advance-tax-for-freelancers.yaml')
  const before = fs.readFileSync(file, 'utf8')
  const after = before.replace("date: '2025-08-26'", 'date: 2025-08-26').replace('author: CA Neha Sharma', 'author: 1_000')
  expect(after).not.toBe(before)
  fs.writeFileSync(file, after)
  return dir
}
const copy = copyWithBareValues()
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }))

describe.each([
  ['the site', repo],
  ['a copy with a bare date and 1_000', copy],
])('one YAML reader: %s', (_, root) => {
  const files = listYaml(root)
  const text = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8')
  const { content, problems } = loadContent({ root })
  const check = (rel: string) => {
    const key = `${rel}\n${text(rel)}`
    expect(checked.has(key), `the content check read ${rel}`).toBe(true)
    return checked.get(key)
  }

  it('the content check reads every content file, site data included', () => {
    expect(problems).toEqual([])
    expect(files.filter((f) => f.startsWith('pages/_site/')).length).toBeGreaterThan(2)
    for (const rel of files) check(rel)
    if (root === copy) {
      const article = (check('pages/blog/advance-tax-for-freelancers.yaml') as { sections: object[] }).sections[0]
      expect(article).toMatchObject({ date: '2025-08-26', author: '1_000' })
    }
  })

  it('the editor opens each file as the check read it, and its writer reads it back unchanged', async () => {
    for (const rel of files) {
      expect((await call(root, 'file', { file: rel })).data, rel).toStrictEqual(check(rel))
      expect(applyEdit(text(rel), check(rel)), rel).toBe(text(rel))
    }
  })

  it('the scaffolds (readYamlFile) read each file as the check did, and their insertions change nothing else', () => {
    for (const rel of files) expect(readYamlFile(root, rel), rel).toStrictEqual(check(rel))
    const book = check('pages/_site/catalog.yaml') as { entries: unknown[] }
    const entry = { id: 'one-reader', name: 'One Reader', category: 'compliance', amount: 1_000 }
    const after = readYaml(addCatalogEntry(text('pages/_site/catalog.yaml'), entry)) as { entries: { id: string }[] }
    expect(after.entries.filter((e) => e.id !== entry.id)).toStrictEqual(book.entries)
    const site = check('pages/_site/site.yaml') as { categories: { id: string; services: unknown[] }[] }
    const link = { label: 'One Reader', href: '/services/compliance-services/one-reader' }
    const linked = readYaml(addMenuLink(text('pages/_site/site.yaml'), site.categories[0].id, link)) as typeof site
    expect(linked).toStrictEqual({
      ...site,
      categories: site.categories.with(0, { ...site.categories[0], services: [...site.categories[0].services, link] }),
    })
  })

  it('the price report reads each page as the check did', () => {
    const { raw } = loadForReport(root)
    // The not-found pages (English and Hindi) show no prices to report.
    const pages = files.filter((f) => !f.startsWith('pages/_site/') && f !== 'pages/404.yaml' && f !== 'pages/hi/404.yaml')
    expect([...raw.values()].map((r) => r.file).sort()).toEqual([...pages, 'pages/_site/site.yaml'].sort())
    for (const { file, data } of raw.values()) {
      const read = check(file) as { categories?: unknown }
      expect(data, file).toStrictEqual(file === 'pages/_site/site.yaml' ? { categories: read.categories } : read)
    }
  })

  it('the assets take the checked content: downloads, the guide and the site details as read', () => {
    const { site, downloads, guide } = assetInput(content!)
    // As read, with the placeholders filled as the pages fill them ({amount:₹40 lakh} shows ₹40 lakh).
    const filled = (rel: string) => mapStrings(check(rel), (text) => fillMoney(text, () => undefined))
    expect(downloads).toStrictEqual(filled('pages/_site/downloads.yaml'))
    expect(guide).toStrictEqual(filled('pages/_site/guide.yaml'))
    expect(JSON.stringify(downloads)).not.toBe(JSON.stringify(check('pages/_site/downloads.yaml')))
    const read = check('pages/_site/site.yaml') as typeof site
    for (const key of ['brand', 'domain', 'phone', 'email', 'chat', 'address'] as const) expect(site[key], key).toStrictEqual(read[key])
  })
})
