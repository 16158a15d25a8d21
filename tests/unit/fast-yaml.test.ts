// @vitest-environment node
/**
 * The fast YAML reader must give exactly js-yaml's data (core schema) or give up: on every file in pages/,
 * on hand-written corner cases, and on thousands of damaged page files. Giving up is always allowed (js-yaml
 * then reads the file); a different value, or a value where js-yaml refuses the file, is a failure.
 *
 * FUZZ_RUNS=50000 npx vitest run tests/unit/fast-yaml.test.ts  runs longer.
 */
import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import jsyaml from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { fastLoad } from '../../scripts/lib/content/fast-yaml.ts'
import { listYaml } from '../../scripts/lib/content/index.ts'

const root = path.resolve(import.meta.dirname, '../..')
const RUNS = Number(process.env.FUZZ_RUNS ?? 5000)
const SEED = Number(process.env.FUZZ_SEED ?? 20261122)

/** Same data, same key order, same number (0 and -0, NaN), same kinds of object. */
function same(a: unknown, b: unknown): boolean {
  if (typeof a !== typeof b) return false
  if (typeof a === 'number') return Object.is(a, b)
  if (a === null || b === null || typeof a !== 'object') return a === b
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b as object)
  if (ka.length !== kb.length || ka.some((k, i) => k !== kb[i])) return false
  return ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

/** Empty when the fast reader gave up or agreed with js-yaml; else what went wrong. */
function disagreement(text: string): string {
  const fast = fastLoad(text)
  if (fast === undefined) return ''
  let expected: unknown
  try {
    expected = jsyaml.load(text, { schema: jsyaml.CORE_SCHEMA })
  } catch (e) {
    return `js-yaml refuses the file (${(e as Error).message.split('\n')[0]}) but the fast reader read it`
  }
  return same(fast, expected) ? '' : `different data:\n${JSON.stringify(fast)}\n${JSON.stringify(expected)}`
}

const pages = listYaml(root).map((rel) => [rel, fs.readFileSync(path.join(root, rel), 'utf8')] as const)

describe('fast YAML reader', () => {
  it('reads the files in pages/ exactly as js-yaml does', () => {
    for (const [rel, text] of pages) expect(disagreement(text), rel).toBe('')
    // A file it gives up on still loads (through js-yaml), only slower; nearly all should take the fast way.
    const slow = pages.filter(([, text]) => fastLoad(text) === undefined).map(([rel]) => rel)
    expect(slow.length, `read by js-yaml instead: ${slow.join(', ')}`).toBeLessThanOrEqual(pages.length / 10)
  })

  const cases: [string, string][] = [
    [
      'scalars',
      'a: 1\nb: -2\nc: 0x1F\nd: 0o17\ne: 1_000\nf: 3.50\ng: .inf\nh: .NaN\ni: 1e3\nj: ~\nk: null\nl: NULL\nm: True\nn: FALSE\no: yes\np: 2025-08-26\nq: 08\nr: +1\ns: 1.\n',
    ],
    ['negative numbers', 'a: -2\nb:\n  - -1\n  - -x\n  - -.5\nc: [-1, -a]\nd: { e: -1 }\n'],
    ['dash oddities', 'a: - x\nb: [-, 1]\n'],
    ['words', 'null: 1\n'],
    [
      'text',
      'a: plain text, with [brackets] and {braces} and "quotes" and \'apostrophes\'\nb: ₹2,999/month (incl. GST)\nc: 100%\nd: https://x.in/a?b=c#d\ne: a:b\nf: 5-7 days\ng: a - b\n',
    ],
    ['emoji and nbsp', 'a: 😀 ok\nb: x\u00a0y\n'],
    ['lone surrogate', 'a: \ud83d x\n'],
    ['quoted', "a: \"x: y # z\"\nb: 'it''s'\nc: ''\nd: \"\"\ne: \"a\" # comment\nf: '#x'\n"],
    ['escapes', 'a: "x\\ny"\n'],
    ['quoted then text', 'a: "x" y\n'],
    ['nested', 'a:\n  b:\n    c: 1\n  d:\n    - x\n    - y: 1\n      z: 2\n    - { p: 1, q: "r" }\n    - [1, two, "3"]\n'],
    ['compact list', 'a:\n- x\n- y\nb:\n  - p: 1\n    q:\n    - r\n    s: 2\n'],
    ['null values', 'a:\nb:\n  c:\nd: 1\n'],
    ['comments', '# top\na: 1\n# between\nb:\n# inside\n  - x\n'],
    ['indented comment', 'a: 1\n  # c\nb: 2\n'],
    ['deeper comment in list', 'a:\n  - x\n    # c\n  - y\n'],
    ['flow', 'a: { ref: x, starting: true }\nb: []\nc: {}\nd: [a, "b, c", \'d\']\ne: {x: 1}\nf: { u: https://x.in/a }\n'],
    ['flow oddities', 'a: { x: 1, }\n'],
    ['flow oddities 2', 'a: { x: [1] }\n'],
    ['flow oddities 3', 'a: { x:1 }\n'],
    ['flow oddities 4', 'a: [a: b]\n'],
    ['flow oddities 5', 'a: { x: a:, y: 2 }\n'],
    ['flow multi-line', 'a: { x: 1,\n  y: 2 }\n'],
    ['literal', 'a: |\n  one\n    two\n\n  three\n\n\nb: 1\n'],
    ['literal strip', 'a: |-\n  one\n  two\n\n'],
    ['literal leading empty lines', 'a: |\n\n\n  one\n'],
    ['folded', 'a: >-\n  one\n  two\n\n  three\n\n\n  four\nb: >\n  x\n  y\n\n'],
    ['folded more indented', 'a: >\n  one\n    two\n  three\n'],
    ['block in list item', 'a:\n  - q: x\n    answer: >-\n      one\n      two\n    z: |\n      lit\n  - q: y\n'],
    ['block shallow', 'a:\n  - q: x\n    answer: >-\n     one\n     two\n'],
    ['block keep', 'a: |+\n  x\n\n'],
    ['block indent indicator', 'a: |2\n   x\n'],
    ['block empty', 'a: |\nb: 1\n'],
    ['block at end without newline', 'a: |\n  x'],
    ['block with comment line', 'a: |\n  x\n# c\nb: 1\n'],
    ['block less indented after', 'a:\n  b: |\n    x\n   y\n'],
    ['duplicate key', 'a: 1\na: 2\n'],
    ['duplicate flow key', 'a: { x: 1, x: 2 }\n'],
    ['proto', '__proto__: 1\n'],
    ['constructor key', 'constructor: 1\ntoString: 2\n'],
    ['multi-line plain', 'a: one\n  two\nb: 1\n'],
    ['multi-line plain in list', 'a:\n  - one\n   two\n'],
    ['colon in plain', 'a: b: c\n'],
    ['final colon', 'a: b:\n'],
    ['comment after plain', 'a: b # c\n'],
    ['hash in plain', 'a: b#c\n'],
    ['tabs', 'a:\n\t- x\n'],
    ['crlf', 'a: 1\r\nb: 2\r\n'],
    ['trailing space', 'a: 1 \nb: 2\n'],
    ['space-only line', 'a:\n  - x\n  \n  - y\n'],
    ['space-only line in block', 'a: |\n  x\n  \n  y\n'],
    ['no final newline', 'a: 1'],
    ['bom', '\ufeffa: 1\n'],
    ['document marker', '---\na: 1\n'],
    ['document end', 'a: 1\n...\n'],
    ['anchors', 'a: &x 1\nb: *x\n'],
    ['tag', 'a: !!str 1\n'],
    ['list at top', '- a\n- b\n'],
    ['scalar at top', 'hello\n'],
    ['empty', ''],
    ['only comments', '# x\n'],
    ['indented top', '  a: 1\n'],
    ['bad indentation', 'a:\n  b: 1\n c: 2\n'],
    ['list in list', 'a:\n  - - x\n'],
    ['bare dash', 'a:\n  -\n  - x\n'],
    ['dash then spaces', 'a:\n  -   b: 1\n      c: 2\n'],
    ['dash plain', 'a:\n  - -1\n  - x\n'],
    ['key without space', 'a:1\n'],
    ['space before colon', 'a : 1\n'],
    ['quoted key', '"a": 1\n'],
    ['dotted key', 'a.b: 1\n'],
    ['question', 'a: ?x\n'],
    ['percent', 'a: 50\nb: "%x"\n'],
    ['non-printable', 'a: x\u0007\n'],
    ['nel', 'a: x\u0085y\n'],
    ['line separator', 'a: x\u2028y\n'],
  ]
  it.each(cases)('%s: agrees with js-yaml or gives up', (_name, text) => {
    expect(disagreement(text)).toBe('')
  })

  it('reads the plain cases itself instead of giving up', () => {
    for (const name of [
      'scalars',
      'negative numbers',
      'text',
      'emoji and nbsp',
      'quoted',
      'nested',
      'compact list',
      'comments',
      'flow',
      'literal',
      'folded',
    ]) {
      const text = cases.find(([n]) => n === name)![1]
      expect(fastLoad(text), name).toBeDefined()
    }
  })

  it(`${RUNS} damaged page files: agrees with js-yaml or gives up`, () => {
    const texts = pages.map(([, t]) => t)
    const stray = [
      '',
      ' ',
      '  ',
      ':',
      ': ',
      '-',
      '- ',
      '#',
      ' #',
      "'",
      '"',
      "''",
      '{',
      '}',
      '[',
      ']',
      ',',
      '?',
      '|',
      '>',
      '|-',
      '>-',
      '&a',
      '*a',
      '!',
      '%',
      '@',
      '`',
      '\\',
      '\t',
      '\r',
      '\n',
      '\n\n',
      '\n  ',
      '\n- ',
      '---',
      '...',
      'x',
      '1',
      'true',
      'null',
      '~',
      'ü',
      '₹',
      '😀',
      '\u00a0',
      '\ufeff',
      '\u0000',
      '\u0085',
    ]
    const edit = fc.oneof(
      fc.tuple(fc.nat(), fc.constantFrom(...stray)).map(([a, s]) => (src: string) => {
        const p = a % (src.length + 1)
        return src.slice(0, p) + s + src.slice(p)
      }),
      fc.tuple(fc.nat(), fc.integer({ min: 1, max: 3 })).map(([a, n]) => (src: string) => {
        const p = a % (src.length + 1)
        return src.slice(0, p) + src.slice(p + n)
      }),
      fc.tuple(fc.nat(), fc.nat(), fc.constantFrom(-4, -2, -1, 1, 2, 4, 0)).map(([a, b, d]) => (src: string) => {
        const lines = src.split('\n')
        const i = a % lines.length
        const now = lines[i].length - lines[i].trimStart().length
        if (d === 0) lines.splice(b % lines.length, 0, lines[i])
        else lines[i] = ' '.repeat(Math.max(0, now + d)) + lines[i].trimStart()
        return lines.join('\n')
      }),
      fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => (src: string) => {
        const lines = src.split('\n')
        const i = a % lines.length
        const j = b % lines.length
        ;[lines[i], lines[j]] = [lines[j], lines[i]]
        return lines.join('\n')
      }),
      fc.nat().map((a) => (src: string) => {
        const lines = src.split('\n')
        lines.splice(a % lines.length, 1)
        return lines.join('\n')
      }),
    )
    let read = 0
    fc.assert(
      fc.property(fc.nat(), fc.array(edit, { minLength: 1, maxLength: 3 }), (which, edits) => {
        const text = edits.reduce((src, e) => e(src), texts[which % texts.length])
        const wrong = disagreement(text)
        if (wrong) throw new Error(`${wrong}\n--- file ---\n${text}`)
        if (fastLoad(text) !== undefined) read++
      }),
      { numRuns: RUNS, seed: SEED },
    )
    // The damage must leave many files to the fast reader, or this compares nothing.
    expect(read).toBeGreaterThan(RUNS / 4)
  }, 600_000)
})
