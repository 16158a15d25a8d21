import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import fc from 'fast-check'
import YAML, { CST, Parser, isScalar } from 'yaml'
import { describe, expect, it } from 'vitest'
import { applyEdit } from '../../src/editor-calls/yaml-edit.ts'

const ROOT = join(__dirname, '..', '..')
const PAGES = join(ROOT, 'pages')

function walk(dir: string): string[] {
  const out: string[] = []
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory()) out.push(...walk(p))
    else if (e.name.endsWith('.yaml')) out.push(p)
  }
  return out.sort()
}

const FILES = walk(PAGES)
const read = (p: string) => readFileSync(p, 'utf8')
const rel = (p: string) => relative(ROOT, p)
const clone = <T>(v: T): T => structuredClone(v)

type Path = (string | number)[]

function leaves(v: unknown, path: Path = []): { path: Path; value: unknown }[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => leaves(x, [...path, i]))
  if (v !== null && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => leaves(x, [...path, k]))
  return [{ path, value: v }]
}

function setIn(root: unknown, path: Path, value: unknown): void {
  let cur = root as Record<string | number, unknown>
  for (const k of path.slice(0, -1)) cur = cur[k] as Record<string | number, unknown>
  cur[path[path.length - 1]] = value
}

/** Line diff from a longest common subsequence: lines only in `a` and lines only in `b`. */
function lineDiff(a: string, b: string): { removed: string[]; added: string[] } {
  const x = a.split('\n')
  const y = b.split('\n')
  let s = 0
  while (s < x.length && s < y.length && x[s] === y[s]) s++
  let e = 0
  while (e < x.length - s && e < y.length - s && x[x.length - 1 - e] === y[y.length - 1 - e]) e++
  const xs = x.slice(s, x.length - e)
  const ys = y.slice(s, y.length - e)
  const m = xs.length
  const n = ys.length
  const dp: Uint32Array[] = Array.from({ length: m + 1 }, () => new Uint32Array(n + 1))
  for (let i = m - 1; i >= 0; i--)
    for (let j = n - 1; j >= 0; j--) dp[i][j] = xs[i] === ys[j] ? dp[i + 1][j + 1] + 1 : Math.max(dp[i + 1][j], dp[i][j + 1])
  const removed: string[] = []
  const added: string[] = []
  let i = 0
  let j = 0
  while (i < m || j < n) {
    if (i < m && j < n && xs[i] === ys[j]) {
      i++
      j++
    } else if (j < n && (i === m || dp[i][j + 1] >= dp[i + 1][j])) added.push(ys[j++])
    else removed.push(xs[i++])
  }
  return { removed, added }
}

/** Deterministic PRNG (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function sample<T>(xs: T[], k: number, seed: number): T[] {
  if (xs.length <= k) return xs
  const r = rng(seed)
  const a = [...xs]
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1))
    ;[a[i], a[j]] = [a[j], a[i]]
  }
  return a.slice(0, k)
}

function sectionsFile(min: number): string {
  const preferred = join(PAGES, 'services/compliance-services/gst-registration.yaml')
  if (FILES.includes(preferred)) return preferred
  const f = FILES.find((p) => {
    if (!p.includes('/services/') || p.endsWith('index.yaml')) return false
    const v = YAML.parse(read(p))
    return Array.isArray(v?.sections) && v.sections.length >= min
  })
  if (!f) throw new Error('no service page with enough sections')
  return f
}

describe('applyEdit: round trip', () => {
  it('finds the page files', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(57)
  })
  it.each(FILES.map((f) => [rel(f), f]))('%s is unchanged by its own value', (_name, f) => {
    const text = read(f)
    expect(applyEdit(text, YAML.parse(text))).toBe(text)
    // a deep copy (new object identity) must behave the same
    expect(applyEdit(text, clone(YAML.parse(text)))).toBe(text)
  })
})

describe('applyEdit: every scalar', () => {
  const PER_FILE = 40
  it.each(FILES.map((f, n) => [rel(f), f, n]))('%s: scalar edits are exact and one line', (_name, f, n) => {
    const text = read(f)
    const value = YAML.parse(text)
    const doc = YAML.parseDocument(text)
    const candidates = leaves(value).filter((l) => typeof l.value === 'string' || typeof l.value === 'number')
    for (const { path, value: old } of sample(candidates, PER_FILE, 1000 + (n as number))) {
      const next = clone(value)
      const changed = typeof old === 'number' ? old + 1 : `${old as string} X`
      setIn(next, path, changed)
      const out = applyEdit(text, next)
      expect(YAML.parse(out), `${path.join('.')}`).toEqual(next)
      const node = doc.getIn(path, true)
      const singleLine = isScalar(node) && node.range && !text.slice(node.range[0], node.range[1]).includes('\n')
      if (singleLine) {
        const d = lineDiff(text, out)
        expect([d.removed.length, d.added.length], `${path.join('.')}`).toEqual([1, 1])
      } else {
        // multi-line scalars keep their folding: only the last line changes
        const d = lineDiff(text, out)
        expect(d.removed.length, `${path.join('.')}`).toBeLessThanOrEqual(1)
      }
    }
  })
})

describe('applyEdit: structural edits', () => {
  const file = sectionsFile(3)
  const text = read(file)
  const value = YAML.parse(text)

  it(`swaps two sections of ${rel(file)}: only the moved lines change`, () => {
    const next = clone(value)
    ;[next.sections[1], next.sections[2]] = [next.sections[2], next.sections[1]]
    const out = applyEdit(text, next)
    expect(YAML.parse(out)).toEqual(next)
    expect(out.split('\n').sort()).toEqual(text.split('\n').sort())
    expect(out).not.toBe(text)
  })

  it('moves a section and edits it: the edit is the only changed line besides the move', () => {
    const next = clone(value)
    const [s] = next.sections.splice(1, 1)
    s.heading = `${s.heading} (moved)`
    next.sections.push(s)
    const out = applyEdit(text, next)
    expect(YAML.parse(out)).toEqual(next)
    const a = text
      .split('\n')
      .filter((l) => !l.includes(value.sections[1].heading))
      .sort()
    const b = out
      .split('\n')
      .filter((l) => !l.includes(s.heading))
      .sort()
    expect(b).toEqual(a)
  })

  it('appends an item to a FAQ section: only added lines', () => {
    const next = clone(value)
    const faq = next.sections.find((s: { type: string }) => s.type === 'faq')
    expect(faq).toBeTruthy()
    faq.items.push({ question: 'Is this a new question?', answer: "Yes: it's added at the end." })
    const out = applyEdit(text, next)
    expect(YAML.parse(out)).toEqual(next)
    const d = lineDiff(text, out)
    expect(d.removed).toEqual([])
    expect(d.added.length).toBe(2)
  })

  it('removes a section: only removed lines', () => {
    const next = clone(value)
    next.sections.splice(1, 1)
    const out = applyEdit(text, next)
    expect(YAML.parse(out)).toEqual(next)
    const d = lineDiff(text, out)
    expect(d.added).toEqual([])
    expect(d.removed.length).toBeGreaterThan(3)
  })

  it('removes the first section', () => {
    const next = clone(value)
    next.sections.splice(0, 1)
    const out = applyEdit(text, next)
    expect(YAML.parse(out)).toEqual(next)
    expect(lineDiff(text, out).added).toEqual([])
  })

  it('duplicates a section: only added lines, copied verbatim', () => {
    const next = clone(value)
    next.sections.splice(2, 0, clone(next.sections[1]))
    const out = applyEdit(text, next)
    expect(YAML.parse(out)).toEqual(next)
    const d = lineDiff(text, out)
    expect(d.removed).toEqual([])
    // the copy keeps the original's formatting: every added line exists in the original
    for (const l of d.added) expect(text.split('\n')).toContain(l)
  })

  it('adds a key to a section and removes an optional key', () => {
    const next = clone(value)
    const i = next.sections.findIndex((s: { type: string; id?: string }) => s.type === 'faq' && !s.id)
    expect(i).toBeGreaterThanOrEqual(0)
    // insert `id` right after `type`
    const { type, ...rest } = next.sections[i]
    next.sections[i] = { type, id: 'faq', ...rest }
    const j = next.sections.findIndex((s: Record<string, unknown>) => 'description' in s)
    delete next.sections[j].description
    const out = applyEdit(text, next)
    expect(YAML.parse(out)).toEqual(next)
    const d = lineDiff(text, out)
    expect(d.added).toEqual(['    id: faq'])
    expect(d.removed.length).toBeGreaterThanOrEqual(1)
    expect(d.removed.every((l) => !l.startsWith('    id:'))).toBe(true)
    // the new key sits right after `type: faq`
    const lines = out.split('\n')
    expect(lines[lines.indexOf('    id: faq') - 1]).toBe('  - type: faq')
  })

  it('adds and removes top-level keys', () => {
    const next = clone(value)
    next.draft = true
    delete next.breadcrumb
    const out = applyEdit(text, next)
    expect(YAML.parse(out)).toEqual(next)
    const d = lineDiff(text, out)
    expect(d.added).toEqual(['draft: true'])
  })

  it('changes kinds: scalar to list, list to empty, null to value', () => {
    const next = clone(value)
    next.sections[0].heading = ['a', 'b']
    const withList = next.sections.find((s: Record<string, unknown>) => Array.isArray(s.items))
    withList.items = []
    const out = applyEdit(text, next)
    expect(YAML.parse(out)).toEqual(next)
    const src = 'a: 1\nb:\nc: [x]\n'
    const v = { a: 1, b: { k: 'v' }, c: [] }
    expect(YAML.parse(applyEdit(src, v))).toEqual(v)
    expect(applyEdit(src, { a: 1, b: 2, c: ['x'] })).toBe('a: 1\nb: 2\nc: [x]\n')
  })

  it('changes a flow collection (days in site.yaml) on one line', () => {
    const f = join(PAGES, '_site/site.yaml')
    const t = read(f)
    const next = YAML.parse(t)
    next.hours.openingHours[0].days = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']
    const out = applyEdit(t, next)
    expect(YAML.parse(out)).toEqual(next)
    const d = lineDiff(t, out)
    expect(d.removed).toEqual(['    - days: [Mo, Tu, We, Th, Fr]'])
    expect(d.added).toEqual(['    - days: [Mo, Tu, We, Th, Fr, Sa]'])
  })

  it('changes a value inside a padded flow map in place', () => {
    const t = read(join(PAGES, 'services/digital-services/website-design.yaml'))
    const next = YAML.parse(t)
    next.service.price.ref = 'another-ref'
    let out = applyEdit(t, next)
    expect(YAML.parse(out)).toEqual(next)
    expect(lineDiff(t, out)).toEqual({
      removed: ['  price: { ref: website-business, starting: true }'],
      added: ['  price: { ref: another-ref, starting: true }'],
    })
    next.service.price.amount = 3499 // a new key: regenerated on one line, same padding
    out = applyEdit(t, next)
    expect(YAML.parse(out)).toEqual(next)
    expect(lineDiff(t, out).added).toEqual(['  price: { ref: another-ref, starting: true, amount: 3499 }'])
  })

  it('changes a block scalar (|) multi-line string in the middle', () => {
    const f = join(PAGES, '_site/downloads.yaml')
    const t = read(f)
    const next = YAML.parse(t)
    const body: string = next.files[0].sections[0].body
    const lines = body.split('\n')
    const k = lines.findIndex((l, i) => i > 0 && l.length > 20)
    lines[k] = lines[k] + ' Extra sentence.'
    lines.splice(k + 1, 0, '', 'A new paragraph.')
    next.files[0].sections[0].body = lines.join('\n')
    const out = applyEdit(t, next)
    expect(YAML.parse(out)).toEqual(next)
    const d = lineDiff(t, out)
    expect(d.removed.length).toBe(1)
    expect(d.added.length).toBe(3)
    expect(out).toContain('        body: |\n')
  })

  it('changes the chomping of a block scalar when the trailing newline changes', () => {
    const src = 'a:\n  b: |\n    one\n    two\n\n  c: 1\n'
    const v = { a: { b: 'one\nthree', c: 1 } }
    const out = applyEdit(src, v)
    expect(YAML.parse(out)).toEqual(v)
    expect(out).toBe('a:\n  b: |-\n    one\n    three\n\n  c: 1\n')
  })

  it('changes a long folded scalar (>-) word: one line changes', () => {
    const f = join(PAGES, 'services/digital-services/website-design.yaml')
    const t = read(f)
    const next = YAML.parse(t)
    const hero = next.sections.find((s: { type: string }) => s.type === 'hero')
    expect(hero.description).toContain('search-ready')
    hero.description = hero.description.replace('customers need', 'clients need')
    const out = applyEdit(t, next)
    expect(YAML.parse(out)).toEqual(next)
    const d = lineDiff(t, out)
    expect([d.removed.length, d.added.length]).toEqual([1, 1])
    expect(d.added[0]).toContain('clients need')
    expect(out).toContain('    description: >-\n')
  })

  it('changes a multi-line plain scalar: the folding is kept', () => {
    const src =
      'a:\n  text: This is a long plain scalar that the author\n    folded by hand across three lines so\n    the source stays readable.\n  b: 1\n'
    const v = YAML.parse(src)
    v.a.text = v.a.text.replace('by hand', 'manually')
    const out = applyEdit(src, v)
    expect(YAML.parse(out)).toEqual(v)
    expect(out).toBe(
      'a:\n  text: This is a long plain scalar that the author\n    folded manually across three lines so\n    the source stays readable.\n  b: 1\n',
    )
  })

  it('multi-line plain scalars in the pages keep their folding', () => {
    let found = 0
    for (const f of FILES) {
      const t = read(f)
      const doc = YAML.parseDocument(t)
      const v = doc.toJS()
      for (const { path, value: s } of leaves(v)) {
        if (typeof s !== 'string' || !s.includes(' ')) continue
        const node = doc.getIn(path, true)
        if (!isScalar(node) || node.type !== 'PLAIN' || !node.range) continue
        if (!t.slice(node.range[0], node.range[1]).includes('\n')) continue
        found++
        const next = clone(v)
        const words = s.split(' ')
        words[1] = words[1] + 'Z'
        setIn(next, path, words.join(' '))
        const out = applyEdit(t, next)
        expect(YAML.parse(out)).toEqual(next)
        const d = lineDiff(t, out)
        expect([d.removed.length, d.added.length]).toEqual([1, 1])
      }
    }
    expect(found).toBeGreaterThanOrEqual(0)
  })

  it('quotes strings that would not read back as plain strings', () => {
    const src = 'a: hello\nb: 12\n'
    for (const s of ['123', 'true', 'null', 'a: b', '- x', '#hash', 'x #y', '', ' lead', 'it\'s "q"']) {
      const out = applyEdit(src, { a: s, b: 12 })
      expect(YAML.parse(out)).toEqual({ a: s, b: 12 })
      expect(out.endsWith('b: 12\n')).toBe(true)
    }
    expect(applyEdit("a: 'x'\n", { a: "it's" })).toBe("a: 'it''s'\n")
    expect(applyEdit('a: "x" # c\n', { a: 'y' })).toBe('a: "y" # c\n')
    expect(applyEdit('a: x\n', { a: 'line\nbreak' })).toBe('a: |-\n  line\n  break\n')
  })

  it('keeps comments when items around them change', () => {
    const src = '# head\nlist:\n  # about a\n  - a\n  # about b\n  - b\n  - c\nk: v # trailing\n'
    const v = { list: ['b', 'a', 'c', 'd'], k: 'v' }
    const out = applyEdit(src, v)
    expect(YAML.parse(out)).toEqual(v)
    expect(out).toContain('# about b\n  - b')
    expect(out).toContain('k: v # trailing\n')
    expect(out.startsWith('# head\n')).toBe(true)
  })
})

// ---------------------------------------------------------------------------------------------
// Property test: random sequences of editor operations on real files

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }

function containers(v: Json, path: Path = []): Path[] {
  if (Array.isArray(v)) return [path, ...v.flatMap((x, i) => containers(x, [...path, i]))]
  if (v !== null && typeof v === 'object') return [path, ...Object.entries(v).flatMap(([k, x]) => containers(x, [...path, k]))]
  return []
}

function getIn(root: Json, path: Path): Json {
  let cur: Json = root
  for (const k of path) cur = (cur as Record<string | number, Json>)[k]
  return cur
}

const scalarArb: fc.Arbitrary<Json> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('Yes', 'no', '12', '1.5', 'a: b', '# c', '- d', 'multi\nline', "it's", '[x]', '{y}', 'tail '),
  fc.integer({ min: -1000, max: 100000 }),
  fc.boolean(),
  fc.constant(null),
)
const valueArb: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: scalarArb },
  { weight: 1, arbitrary: fc.array(scalarArb, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('x', 'y', 'id', 'label'), scalarArb, { maxKeys: 3 }) },
)

type Op = { kind: number; pick: number; pick2: number; value: Json; key: string }
const opArb: fc.Arbitrary<Op> = fc.record({
  kind: fc.integer({ min: 0, max: 6 }),
  pick: fc.nat(),
  pick2: fc.nat(),
  value: valueArb,
  key: fc.constantFrom('id', 'extra', 'note', 'heading', 'type'),
})

function applyOp(root: Json, op: Op): void {
  const cs = containers(root)
  const path = cs[op.pick % cs.length]
  const c = getIn(root, path)
  if (Array.isArray(c)) {
    const i = c.length ? op.pick2 % c.length : 0
    switch (op.kind % 4) {
      case 0: // replace / edit an item
        if (c.length) c[i] = op.value
        else c.push(op.value)
        break
      case 1: // insert
        c.splice(i, 0, op.value)
        break
      case 2: // remove
        c.splice(i, 1)
        break
      default: // move
        if (c.length > 1) {
          const [x] = c.splice(i, 1)
          c.splice((op.pick2 >> 3) % c.length, 0, x)
        }
    }
  } else if (c !== null && typeof c === 'object') {
    const keys = Object.keys(c)
    if (op.kind % 3 === 0 || keys.length === 0)
      c[op.key] = op.value // add or replace
    else if (op.kind % 3 === 1) delete c[keys[op.pick2 % keys.length]]
    else {
      const k = keys[op.pick2 % keys.length]
      const old = c[k]
      c[k] = typeof old === 'string' ? `${old} edited` : typeof old === 'number' ? old * 2 + 1 : op.value
    }
  }
}

describe('applyEdit: property test', () => {
  const files = FILES.filter((_, i) => i % 3 === 0)
  it('random sequences of edits on real files read back as the edited value', () => {
    fc.assert(
      fc.property(fc.nat({ max: files.length - 1 }), fc.array(opArb, { minLength: 1, maxLength: 6 }), (fi, ops) => {
        let text = read(files[fi])
        const v = YAML.parse(text) as Json
        for (const op of ops) {
          applyOp(v, op)
          text = applyEdit(text, clone(v))
          expect(YAML.parse(text)).toEqual(v)
        }
        // an identity edit after edits changes nothing
        expect(applyEdit(text, clone(v))).toBe(text)
      }),
      { numRuns: 150, seed: 42 },
    )
  })

  it('random edits on small generated YAML', () => {
    const docArb = fc.dictionary(
      fc.constantFrom('a', 'b', 'c', 'list', 'map'),
      fc.oneof(valueArb, fc.array(valueArb, { minLength: 1, maxLength: 3 })),
      { minKeys: 1, maxKeys: 5 },
    )
    fc.assert(
      fc.property(docArb, fc.array(opArb, { minLength: 1, maxLength: 5 }), (start, ops) => {
        let text = YAML.stringify(start)
        const v = YAML.parse(text) as Json
        for (const op of ops) {
          applyOp(v, op)
          text = applyEdit(text, clone(v))
          expect(YAML.parse(text)).toEqual(v)
        }
      }),
      { numRuns: 300, seed: 7 },
    )
  })
})

// keep the CST imports used for type-level checks of the facts the module relies on
describe('CST facts', () => {
  it('stringify of the CST reproduces the source', () => {
    for (const f of FILES.slice(0, 5)) {
      const t = read(f)
      expect(
        Array.from(new Parser().parse(t))
          .map((x) => CST.stringify(x))
          .join(''),
      ).toBe(t)
    }
  })
})
