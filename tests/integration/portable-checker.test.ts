// @vitest-environment node
/**
 * One checker, everywhere: src/checker/portable.ts bundles for a browser or a Worker with nothing
 * left out, imports no node: module and makes no code from strings, and run where making code from strings
 * is refused (as Cloudflare Workers do), it says what the checker says in Node, problem for problem; the
 * base it makes from a copy of the published files finds what readBase (git) finds.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import vm from 'node:vm'
import * as esbuild from 'esbuild'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { loadContent, readBase, type Base, type Problem } from '../../scripts/lib/content/index.ts'
import { copySite, type SiteCopy } from '../../scripts/editor/site-copy.ts'
import type { CompiledValidators } from '../../src/checker/portable.ts'
import type * as GeneratedValidators from '../../src/generated/validators.js'

const repo = path.resolve(import.meta.dirname, '../..')
/** What a site is made of, as the checker reads it. */
const FOLDERS = ['pages', 'schema', 'public', 'scripts/templates']

/** Every file under the site's folders: relative path → bytes. */
function filesOf(root: string): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>()
  const walk = (rel: string) => {
    if (!fs.existsSync(path.join(root, rel))) return
    for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${e.name}`
      if (e.isDirectory()) walk(child)
      else if (e.isFile()) out.set(child, fs.readFileSync(path.join(root, child)))
    }
  }
  for (const f of FOLDERS) walk(f)
  return out
}

/** The files with one file's text changed (the change must happen). */
function edited(files: Map<string, Uint8Array>, rel: string, change: (text: string) => string): Map<string, Uint8Array> {
  const before = Buffer.from(files.get(rel)!).toString('utf8')
  const after = change(before)
  expect(after, `${rel} changed`).not.toBe(before)
  return new Map([...files, [rel, Buffer.from(after)]])
}

const temps: string[] = []
afterAll(() => {
  for (const t of temps) fs.rmSync(t, { recursive: true, force: true })
})

function siteOnDisk(files: Map<string, Uint8Array>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portable-checker-'))
  temps.push(dir)
  for (const [rel, data] of files) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), data)
  }
  return dir
}

const BUILD = {
  bundle: true,
  platform: 'browser' as const,
  format: 'esm' as const,
  conditions: ['workerd', 'worker', 'browser'],
  write: false as const,
  metafile: true as const,
  logLevel: 'silent' as const,
}

/** An import of a Node module in bundled code: `from "node:fs"`, `import("node:fs")`, `require("node:fs")`. */
const NODE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)["']node:/

/** The checker alone, as portable.ts exports it. */
const checkerOnly = () => esbuild.build({ ...BUILD, entryPoints: [path.join(repo, 'src/checker/portable.ts')] })

/** What a host function takes in: the checker and the validators compiled ahead of time, as src/worker imports them. */
const hostShape = () =>
  esbuild.build({
    ...BUILD,
    stdin: {
      contents: [
        "export { loadContent, memorySource, baseFromSource } from './src/checker/portable.ts'",
        "import * as validators from './src/generated/validators.js'",
        'export { validators }',
      ].join('\n'),
      resolveDir: repo,
      sourcefile: 'host-function.ts',
      loader: 'ts',
    },
  })

type Comparable = Pick<Problem, 'file' | 'line' | 'col' | 'code' | 'message'>
const comparable = (problems: Problem[]): Comparable[] =>
  problems.map(({ file, line, col, code, message }) => ({ file, line, col, code, message }))

/** The bundle run in a context that refuses code made from strings, with what a Worker has besides the language. */
function isolated(bundle: string) {
  const context = vm.createContext({ TextEncoder, TextDecoder, console }, { codeGeneration: { strings: false, wasm: false } })
  expect(() => vm.runInContext('new Function("return 1")()', context)).toThrow(/Code generation from strings disallowed/)
  expect(() => vm.runInContext('eval("1")', context)).toThrow(/Code generation from strings disallowed/)
  // An ES module's last statement names its exports: `export { a as b, c };` becomes an object of them.
  const at = bundle.lastIndexOf('export {')
  const names = bundle
    .slice(at + 'export {'.length, bundle.indexOf('}', at))
    .split(',')
    .map((s) => s.trim().split(/\s+as\s+/))
    .filter((p) => p[0])
    .map(([local, exported]) => `${exported ?? local}: ${local}`)
  vm.runInContext(`${bundle.slice(0, at)}\nglobalThis.host = { ${names.join(', ')} };`, context)
  /** Runs the checker in the context over files (and published files, for the base); answers as JSON. */
  const run = (files: Map<string, Uint8Array>, published?: Map<string, Uint8Array>) => {
    Object.assign(context, { files: [...files], published: published && [...published] })
    return JSON.parse(
      vm.runInContext(
        `(() => {
          const base = published ? host.baseFromSource(host.memorySource(new Map(published))) : undefined
          const r = host.loadContent({ source: host.memorySource(new Map(files)), validators: host.validators, base })
          return JSON.stringify({ problems: r.problems, warnings: r.warnings ?? [], files: r.files, pages: r.content ? r.content.pages.size : 0, base })
        })()`,
        context,
      ) as string,
    ) as { problems: Problem[]; warnings: Problem[]; files: number; pages: number; base?: Base }
  }
  return { run, context }
}

describe('the portable checker', () => {
  let checker: Awaited<ReturnType<typeof checkerOnly>>
  let host: Awaited<ReturnType<typeof hostShape>>
  let box: ReturnType<typeof isolated>
  const site = filesOf(repo)

  beforeAll(async () => {
    ;[checker, host] = await Promise.all([checkerOnly(), hostShape()])
    box = isolated(host.outputFiles[0].text)
  })

  it('takes the generated validators module as it is imported: `import * as validators from …/validators.js`', () => {
    expectTypeOf<typeof GeneratedValidators>().toExtend<CompiledValidators>()
  })

  it('bundles for a browser or a Worker with nothing left out: no node: import, no code made from strings', () => {
    for (const build of [checker, host]) {
      expect(build.errors).toEqual([])
      const text = build.outputFiles[0].text
      expect(text).not.toMatch(NODE_IMPORT)
      expect(text).not.toMatch(/\bnew Function\s*\(/)
      expect(text).not.toMatch(/\beval\s*\(/)
      const inputs = Object.keys(build.metafile.inputs)
      expect(inputs.filter((f) => f.startsWith('node:') || f.includes('(disabled)'))).toEqual([])
      // Nothing of the Node half: the disk, git, ajv's compiler, lucide's files.
      expect(inputs.filter((f) => /content\/(fs-source|read-base|compile|index)\.ts$|node_modules\/(ajv|lucide-react)\//.test(f))).toEqual(
        [],
      )
    }
  })

  it('finds no problem in the site, as in Node', () => {
    const r = box.run(site)
    expect(comparable(r.problems)).toEqual([])
    const node = loadContent({ root: repo })
    expect(r.files).toBe(node.files)
    expect(r.pages).toBe(node.content!.pages.size)
    expect(comparable(r.warnings)).toEqual(comparable(node.warnings ?? []))
  })

  it.each([
    ['a price that is not a number', 'pages/_site/catalog.yaml', (t: string) => t.replace('amount: 2999,', 'amount: abc,')],
    ['an unknown section type', 'pages/about.yaml', (t: string) => t.replace(/type: hero\b/, 'type: heroo')],
  ])('says what Node says of %s: file, line and message', (_, rel, change) => {
    const broken = edited(site, rel, change)
    const inNode = comparable(loadContent({ root: siteOnDisk(broken) }).problems)
    expect(inNode.length).toBeGreaterThan(0)
    expect(inNode.every((p) => p.file === rel)).toBe(true)
    expect(comparable(box.run(broken).problems)).toEqual(inNode)
  })

  it('refuses validators made from other schemas, and says what to do', () => {
    const changed = edited(site, 'schema/site.schema.json', (t) => t.replace('"title"', '"title" '))
    expect(() => box.run(changed)).toThrow(/not made from this site's schema\/.*npm run gen:validators/)
  })

  describe('the published version read from its files', () => {
    let copy: SiteCopy
    let current: Map<string, Uint8Array>
    let published: Map<string, Uint8Array>
    beforeAll(() => {
      // Published (committed): the pricing FAQ states the GST figure in words, as the price book has it.
      copy = copySite('portable-base')
      temps.push(copy.dir)
      // English pages only, from the first commit: this edits one of them alone, and a Hindi page must show its
      // English page's prices (a deletion in the history would still count its files as published ones).
      fs.rmSync(path.join(copy.dir, 'pages/hi'), { recursive: true, force: true })
      fs.rmSync(path.join(copy.dir, '.git'), { recursive: true, force: true })
      copy.git('init', '-q')
      copy.git('add', '-A')
      copy.git('commit', '-qm', 'the site in English')
      const faq = path.join(copy.dir, 'pages/pricing.yaml')
      fs.writeFileSync(
        faq,
        fs.readFileSync(faq, 'utf8').replace('GST registration is {price:gst-registration}', 'GST registration is ₹2,999'),
      )
      copy.git('commit', '-qam', 'the FAQ states the figure')
      published = filesOf(copy.dir)
      // Now (not committed): the price book raised, the sentence left as it was.
      const catalog = path.join(copy.dir, 'pages/_site/catalog.yaml')
      fs.writeFileSync(catalog, fs.readFileSync(catalog, 'utf8').replace(/(id: gst-registration[\s\S]*?amount: )2999/, '$13499'))
      current = filesOf(copy.dir)
    })

    it('gives the rules what readBase gives them: the old price is found in the sentence', () => {
      const base = readBase(copy.dir)
      const inNode = comparable(loadContent({ root: copy.dir, base }).problems)
      expect(inNode.map((p) => `${p.file}:${p.line} ${p.code} ${p.message}`)).toEqual([
        'pages/pricing.yaml:124 stale-price still shows ₹2,999, the old price of GST Registration; the price book now says ₹3,499.',
      ])
      const r = box.run(current, published)
      expect(comparable(r.problems)).toEqual(inNode)
      expect(r.base!.catalog).toEqual(base.catalog)
      expect([...r.base!.pageFiles].sort()).toEqual([...base.pageFiles].sort())
    })
  })
})
