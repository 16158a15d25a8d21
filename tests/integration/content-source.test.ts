// @vitest-environment node
/**
 * One checker, two ways of reading: the site read from disk (fsSource, the command line) and the
 * same files held in memory (memorySource, the editor's browser and the host functions) give the same
 * problems, warnings and content, broken or not; and a memory source reads nothing of the site from disk.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { fsSource, listYaml, loadContent, memorySource, readBase, type LoadResult } from '../../scripts/lib/content/index.ts'

const repo = path.resolve(import.meta.dirname, '../..')
/** What a site is made of, as the checker reads it (scripts/templates holds the sample texts it looks for). */
const FOLDERS = ['pages', 'schema', 'public', 'scripts/templates']

/** Every file under the site's folders, read here without the checker's reader: relative path → bytes. */
function filesOf(root: string): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>()
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${e.name}`
      if (e.isDirectory()) walk(child)
      else if (e.isFile()) out.set(child, fs.readFileSync(path.join(root, child)))
    }
  }
  for (const f of FOLDERS) walk(f)
  return out
}

/** The files with public/'s left empty: the checker only asks whether they are there. */
function withEmptyPublic(files: Map<string, Uint8Array>): Map<string, string | Uint8Array> {
  return new Map([...files].map(([rel, bytes]) => [rel, rel.startsWith('public/') ? '' : bytes]))
}

/** A result without what may differ by design: nothing (the file count and the texts read are compared too). */
const comparable = (r: LoadResult) => ({
  problems: r.problems,
  warnings: r.warnings,
  files: r.files,
  sources: r.sources,
  content: r.content,
})

const temps: string[] = []
afterAll(() => {
  for (const t of temps) fs.rmSync(t, { recursive: true, force: true })
})

/** A copy of the site on disk with some files changed: what fsSource reads. */
function siteOnDisk(files: Map<string, string | Uint8Array>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-source-'))
  temps.push(dir)
  for (const [rel, data] of files) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), data)
  }
  return dir
}

describe('the checker reads the site the same from disk and from memory', () => {
  const files = filesOf(repo)
  // The last commit as the base: the rules that compare with it (old prices, removed pages) run both ways.
  const base = readBase(repo)

  it('the whole site: the same problems (none), warnings and resolved content', () => {
    const fromDisk = loadContent({ root: repo, base })
    const fromMemory = loadContent({ source: memorySource(withEmptyPublic(files)), base })
    expect(fromDisk.problems).toEqual([])
    expect(fromDisk.content).toBeDefined()
    expect(fromDisk.files).toBeGreaterThan(20)
    expect(comparable(fromMemory)).toEqual(comparable(fromDisk))
    // root → fsSource(root): the two spellings are one reader.
    expect(comparable(loadContent({ source: fsSource(repo), base }))).toEqual(comparable(fromDisk))
    expect(listYaml(memorySource(files))).toEqual(listYaml(repo))
  })

  it('a broken site: the same problems at the same file, line and column', () => {
    const broken = new Map<string, string | Uint8Array>(files)
    const about = new TextDecoder().decode(files.get('pages/about.yaml'))
    // A field no page has, a price-book entry of the wrong kind, a link to a file that is not in public/, and
    // a file that is not UTF-8.
    broken.set('pages/about.yaml', about.replace(/^breadcrumb: .*$/m, '$&\ncolour: red').replace(/^ {4}eyebrow: .*$/m, '    eyebrow: 42'))
    broken.set('pages/latin1.yaml', new Uint8Array([0x6d, 0x65, 0x74, 0x61, 0x3a, 0x20, 0xe9, 0x0a]))
    const contact = new TextDecoder().decode(files.get('pages/contact.yaml'))
    broken.set('pages/contact.yaml', contact.replace(/^sections:/m, 'sections:\n  - type: nonsense'))
    const dir = siteOnDisk(broken)
    const fromDisk = loadContent({ root: dir })
    const fromMemory = loadContent({ source: memorySource(broken) })
    expect(fromDisk.content).toBeUndefined()
    const where = (r: LoadResult) => r.problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.code} ${p.message}`)
    expect(where(fromDisk).length).toBeGreaterThanOrEqual(4)
    expect(where(fromDisk).some((p) => p.startsWith('pages/about.yaml:') && p.includes('colour'))).toBe(true)
    expect(where(fromDisk).some((p) => p.startsWith('pages/latin1.yaml:1:7 yaml-syntax'))).toBe(true)
    expect(where(fromMemory)).toEqual(where(fromDisk))
    expect(comparable(fromMemory)).toEqual(comparable(fromDisk))
  })

  it('rule problems (after the schemas pass): a missing download, the same both ways', () => {
    const broken = new Map<string, string | Uint8Array>(withEmptyPublic(files))
    const rel = 'pages/services/consulting-services/growth-planning-scaling.yaml'
    const page = new TextDecoder().decode(files.get(rel))
    broken.set(rel, page.replace('href: /growth-guide.pdf', 'href: /images/og-defualt.png'))
    broken.delete('public/favicon.svg')
    const dir = siteOnDisk(broken)
    const fromDisk = loadContent({ root: dir, allowRuleProblems: true })
    const fromMemory = loadContent({ source: memorySource(broken), allowRuleProblems: true })
    // The "did you mean" comes from the public/ files each source lists.
    expect(fromDisk.problems.map((p) => p.hint).join(' ')).toContain('did you mean /images/og-default.png?')
    expect(comparable(fromMemory)).toEqual(comparable(fromDisk))
  })

  it('a symbolic link on disk is reported and not followed; a memory tree has none', () => {
    const dir = siteOnDisk(withEmptyPublic(files))
    fs.symlinkSync(path.join(repo, 'package.json'), path.join(dir, 'public/linked.json'))
    const linked = loadContent({ root: dir })
    expect(linked.problems.map((p) => `${p.file} ${p.code}`)).toEqual(['public/linked.json linked-file'])
    expect(fsSource(dir).isLink('public/linked.json')).toBe(true)
    expect(memorySource(files).isLink('public/favicon.svg')).toBe(false)
  })
})

describe('a memory source', () => {
  it('reads nothing of the site from disk: every file touched is the code in node_modules', () => {
    const files = withEmptyPublic(filesOf(repo))
    const touched: string[] = []
    // Each spy records the path and then does the real thing.
    const names = ['readFileSync', 'readdirSync', 'existsSync', 'lstatSync', 'statSync', 'openSync'] as const
    const recorders = names.map((name) => {
      const real = fs[name] as (...a: unknown[]) => unknown
      return vi.spyOn(fs, name).mockImplementation(((...args: unknown[]) => {
        touched.push(`${name} ${String(args[0])}`)
        return real(...args)
      }) as never)
    })
    try {
      // root names a folder that does not exist: the source is what is read.
      const r = loadContent({ root: path.join(os.tmpdir(), 'no-such-site-folder'), source: memorySource(files) })
      expect(r.problems).toEqual([])
      expect(r.content).toBeDefined()
    } finally {
      for (const s of recorders) s.mockRestore()
    }
    expect(touched.filter((t) => !t.includes(`${path.sep}node_modules${path.sep}`))).toEqual([])
  })

  it('without schema/ stops as the check of a folder without one does', () => {
    const files = new Map([['pages/x.yaml', 'meta: {}\n']])
    expect(() => loadContent({ source: memorySource(files) })).toThrow(/ENOENT/)
    const dir = siteOnDisk(files)
    expect(() => loadContent({ root: dir })).toThrow(/ENOENT/)
  })
})
