// @vitest-environment node
/**
 * Fuzzing the content checker: real page and data files, damaged the way people damage YAML (a deleted or
 * doubled line, wrong indentation, a value of the wrong type, a misspelt key, stray characters, a file cut
 * short), thousands of times. Whatever the damage, loadContent must not throw, and every problem must point
 * at a real line and column of the file it names, with a message.
 *
 * FUZZ_RUNS=20000 FUZZ_SEED=123 npx vitest run tests/unit/fuzz.test.ts  runs longer or replays a failure.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { stringify } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadContent, listYaml, type Problem } from '../../scripts/lib/content/index.ts'
import { formatAnnotation, formatProblems } from '../../src/checker/format.ts'
import { readYaml } from '../../src/checker/yaml-file.ts'

const root = path.resolve(import.meta.dirname, '../..')
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000)
const SEED = Number(process.env.FUZZ_SEED ?? 20260611)

/** Real files with every section type between them, and the two data files every page depends on. */
const TARGETS = [
  'pages/index.yaml',
  'pages/about.yaml',
  'pages/pricing.yaml',
  'pages/contact.yaml',
  'pages/404.yaml',
  'pages/thank-you.yaml',
  'pages/free-startup-guide.yaml',
  'pages/itr-filing-campaign.yaml',
  'pages/privacy-policy.yaml',
  'pages/blog/index.yaml',
  'pages/blog/gst-registration-guide-2025.yaml',
  'pages/services/index.yaml',
  'pages/services/compliance-services/index.yaml',
  'pages/services/compliance-services/labour-compliance.yaml',
  'pages/services/legal-ip-services/trademark-ip.yaml',
  'pages/services/financial-services/itr-filing.yaml',
  'pages/_site/catalog.yaml',
  'pages/_site/site.yaml',
]

/**
 * The check reads every file of the site on every call (~50 files). To run thousands of cases in seconds
 * the fuzz site keeps pages/_site/ as it is and replaces each page by a two-line stand-in with the same
 * path, aliases and canonical (articles keep their article section, which the blog index needs), so every
 * link still resolves. The damaged real file is handed in through extraPages, as the dev server does.
 */
function fuzzSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-site-'))
  fs.cpSync(path.join(root, 'schema'), path.join(dir, 'schema'), { recursive: true })
  fs.cpSync(path.join(root, 'public'), path.join(dir, 'public'), { recursive: true })
  // Download buttons point at PDFs that pages/_site/downloads.yaml describes: stand-ins in public/ instead.
  const downloads = path.join(root, 'pages/_site/downloads.yaml')
  if (fs.existsSync(downloads))
    for (const f of (readYaml(fs.readFileSync(downloads, 'utf8')) as { files: { path: string }[] }).files)
      fs.writeFileSync(path.join(dir, 'public', f.path), '')
  for (const rel of listYaml(root)) {
    // The Hindi pages are left out: a stand-in would not show its real English page's prices (the translation
    // rules are tested in tests/unit/translations.test.ts), and no link of an English page needs them.
    if (rel.startsWith('pages/hi/')) continue
    const src = fs.readFileSync(path.join(root, rel), 'utf8')
    const out = path.join(dir, rel)
    fs.mkdirSync(path.dirname(out), { recursive: true })
    if (rel.startsWith('pages/_site/')) {
      if (['site', 'catalog', 'forms'].includes(path.basename(rel, '.yaml'))) fs.writeFileSync(out, src)
      continue
    }
    const page = readYaml(src) as {
      meta: { title: string; description: string; canonical?: string }
      aliases?: string[]
      sections: { type: string; price?: unknown }[]
    }
    const article = page.sections.find((s) => s.type === 'article')
    // The stand-in keeps the page's main price: its title and description may state that figure.
    const price = page.sections[0]?.type === 'hero' && page.sections[0].price ? { price: page.sections[0].price } : {}
    const meta = {
      title: page.meta.title,
      description: page.meta.description,
      ...(page.meta.canonical ? { canonical: page.meta.canonical } : {}),
    }
    const stub = {
      meta,
      ...(page.aliases ? { aliases: page.aliases } : {}),
      sections: [article ?? { type: 'hero', heading: page.meta.title, ...price }],
    }
    fs.writeFileSync(out, src.split('\n')[0] + '\n' + stringify(stub))
  }
  return dir
}

// ---- Mutations: what a person with a text editor does to a YAML file. ----

type Mutation = { name: string; apply: (src: string) => string }
const KEY_LINE = /^(\s*(?:- )?\s*)([A-Za-z][A-Za-z0-9]*)(:(?:\s[^\n]*)?)$/
const onLines = (name: string, f: (lines: string[], i: number, r: number) => void) =>
  fc.tuple(fc.nat(), fc.nat()).map(([a, b]): Mutation => ({
    name: `${name}(${a},${b})`,
    apply: (src) => {
      const lines = src.split('\n')
      f(lines, a % lines.length, b)
      return lines.join('\n')
    },
  }))
/** Picks one "key: value" line. */
const onKeyLine = (name: string, f: (m: RegExpMatchArray, r: number) => string) =>
  onLines(name, (lines, i, r) => {
    const keyed = lines.map((l, j) => [l.replace(/\r$/, ''), j] as const).filter(([l]) => KEY_LINE.test(l))
    if (!keyed.length) return
    const [line, j] = keyed[(i + r) % keyed.length]
    lines[j] = f(line.match(KEY_LINE)!, r)
  })

const otherValues = [
  '42',
  '-1',
  '3.5',
  '0',
  'true',
  'null',
  '~',
  '[]',
  '{}',
  "''",
  '""',
  '[a, b]',
  '{ a: 1 }',
  '|\n  text',
  '>-',
  '- item',
  'yes',
  '2025-01-01',
  '0x1F',
  '.inf',
  '1e999',
  '99999999999999999999',
  "'a: b'",
  '"unterminated',
  '*alias',
  '&anchor x',
  '!!binary eA==',
  '#',
  'a: b',
]
const stray = [
  ':',
  ': ',
  '-',
  '- ',
  '#',
  "'",
  '"',
  '{',
  '}',
  '[',
  ']',
  ',',
  '?',
  '&a',
  '*a',
  '!',
  '|',
  '>',
  '%',
  '@',
  '`',
  '\t',
  '\r',
  '\n',
  '\n  ',
  '---',
  '...',
  '<<: ',
  ' ',
  'ü',
  '₹',
  '😀',
  '\u0000',
  '\u00a0',
  '\ufeff',
  'x',
]

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  onLines('delete line', (l, i) => void l.splice(i, 1)),
  onLines('duplicate line', (l, i) => void l.splice(i, 0, l[i])),
  onLines('indent', (l, i, r) => {
    const now = l[i].length - l[i].trimStart().length
    l[i] = ' '.repeat(Math.max(0, now + [-4, -2, -1, 1, 2, 4][r % 6])) + l[i].trimStart()
  }),
  onLines('tab indent', (l, i) => void (l[i] = '\t' + l[i])),
  onLines('swap lines', (l, i, r) => {
    const j = r % l.length
    ;[l[i], l[j]] = [l[j], l[i]]
  }),
  onKeyLine('other type', (m, r) => `${m[1]}${m[2]}: ${otherValues[r % otherValues.length]}`),
  onKeyLine('misspelt key', (m, r) => {
    const k = [...m[2]]
    const p = r % k.length
    const op = Math.floor(r / k.length) % 4
    if (op === 0 && k.length > 1) k.splice(p, 1)
    else if (op === 1 && p + 1 < k.length) [k[p], k[p + 1]] = [k[p + 1], k[p]]
    else if (op === 2) k.splice(p, 0, 'e')
    else k[p] = k[p] === k[p].toUpperCase() ? k[p].toLowerCase() : k[p].toUpperCase()
    return m[1] + k.join('') + m[3]
  }),
  fc.tuple(fc.nat(), fc.array(fc.constantFrom(...stray), { minLength: 1, maxLength: 4 })).map(([a, chars]): Mutation => ({
    name: `insert ${JSON.stringify(chars.join(''))} at ${a}`,
    apply: (src) => {
      const p = a % (src.length + 1)
      return src.slice(0, p) + chars.join('') + src.slice(p)
    },
  })),
  fc.nat().map((a): Mutation => ({ name: `truncate at ${a}`, apply: (src) => src.slice(0, a % (src.length + 1)) })),
  fc.constant<Mutation>({ name: 'windows line endings', apply: (src) => src.replace(/\r?\n/g, '\r\n') }),
)

// ---- The property. ----

let site: string
const sources = new Map<string, string>()
const sourceOf = (file: string) => {
  if (!sources.has(file)) sources.set(file, fs.readFileSync(path.join(site, file), 'utf8'))
  return sources.get(file)!
}

/** Everything wrong with the problems found in one damaged file; empty when they are all usable. */
function badPositions(problems: Problem[], rel: string, text: string): string[] {
  const bad: string[] = []
  for (const p of problems) {
    const lines = (p.file === rel ? text : sourceOf(p.file)).split('\n')
    const line = lines[p.line - 1]
    const label = `${p.file}:${p.line}:${p.col} [${p.code}] ${p.message}`
    if (!Number.isInteger(p.line) || p.line < 1 || p.line > lines.length) bad.push(`${label}: line outside 1..${lines.length}`)
    else if (!Number.isInteger(p.col) || p.col < 1 || p.col > line.length + 1) bad.push(`${label}: column outside 1..${line.length + 1}`)
    if (!p.message.trim()) bad.push(`${label}: empty message`)
    if (!p.where) bad.push(`${label}: no field path`)
  }
  return bad
}

function check(rel: string, text: string): string[] {
  let problems: Problem[]
  try {
    problems = loadContent({ root: site, extraPages: new Map([[rel, text]]) }).problems
  } catch (e) {
    return [`loadContent threw: ${(e as Error).stack}`]
  }
  const bad = badPositions(problems, rel, text)
  try {
    // What the CLI prints must not fail either: the code frame and the CI annotation.
    formatProblems(problems, { sources: new Map([[rel, text]]) })
    problems.forEach(formatAnnotation)
  } catch (e) {
    bad.push(`formatting threw: ${(e as Error).stack}`)
  }
  return bad
}

beforeAll(() => {
  site = fuzzSite()
})
afterAll(() => fs.rmSync(site, { recursive: true, force: true }))

describe('content checker under random damage', () => {
  it('the fuzz site itself is clean: every real file passes as it is', () => {
    for (const rel of TARGETS) {
      const src = fs.readFileSync(path.join(root, rel), 'utf8')
      expect(
        loadContent({ root: site, extraPages: new Map([[rel, src]]) }).problems.map((p) => `${p.file}:${p.line} ${p.message}`),
        rel,
      ).toEqual([])
    }
  })

  it(`${RUNS} damaged files: never a crash, every problem at a real line and column with a message`, () => {
    const real = new Map(TARGETS.map((rel) => [rel, fs.readFileSync(path.join(root, rel), 'utf8')]))
    let changed = 0
    fc.assert(
      fc.property(fc.constantFrom(...TARGETS), fc.array(mutation, { minLength: 1, maxLength: 4 }), (rel, mutations) => {
        const text = mutations.reduce((src, m) => m.apply(src), real.get(rel)!)
        const bad = check(rel, text)
        if (bad.length)
          throw new Error(`${rel} after ${mutations.map((m) => m.name).join(', ')}:\n${bad.join('\n')}\n--- damaged file ---\n${text}`)
        if (text !== real.get(rel)) changed++
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    )
    expect(changed).toBeGreaterThan(RUNS / 2)
  }, 600_000)
})

describe('fuzz findings, kept as regression cases', () => {
  it('a badly indented block scalar does not shift the lines of the errors after it', () => {
    // The `yaml` LineCounter skipped the line breaks inside the broken scalar: later errors were reported
    // three lines early, on the wrong line and past the end of it.
    const rel = 'pages/about.yaml'
    const lines = fs.readFileSync(path.join(root, rel), 'utf8').split('\n')
    const bullet = lines.findIndex((l) => /^\s+- \*\*/.test(l))
    expect(bullet).toBeGreaterThan(0)
    lines[bullet] = '\t' + lines[bullet]
    const text = lines.join('\n')
    expect(check(rel, text)).toEqual([])
    const { problems } = loadContent({ root: site, extraPages: new Map([[rel, text]]) })
    // Every syntax error points at a line that exists and has something at that column.
    for (const p of problems.filter((x) => x.file === rel))
      expect(p.col, `${p.line}:${p.col} ${p.message}`).toBeLessThanOrEqual(text.split('\n')[p.line - 1].length + 1)
  })

  it('an alias without its anchor is a YAML problem, not a crash', () => {
    const rel = 'pages/about.yaml'
    const text = fs.readFileSync(path.join(root, rel), 'utf8').replace(/^(\s+heading: ).*$/m, '$1*nowhere')
    expect(check(rel, text)).toEqual([])
    const [p] = loadContent({ root: site, extraPages: new Map([[rel, text]]) }).problems
    expect(p).toMatchObject({ file: rel, code: 'yaml-syntax' })
    expect(text.split('\n')[p.line - 1]).toContain('*nowhere')
  })
})
