// @vitest-environment node
/**
 * The words the visual editor shows come from the schema copies it hands out (field names and help) and from
 * its own names for section types and shared files. Office managers read them: no YAML, JSON or web jargon,
 * no file paths, and places counted from 1 as the section cards are.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { schemas } from '../../scripts/editor/forms.ts'
import { readableReport, readableWhere } from '../../src/editor/text.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** Words a person who is not a developer should not have to know to fill in a form. */
const JARGON = [
  'yaml',
  'json',
  'json-ld',
  'open graph',
  'og:',
  'canonical',
  'href',
  'ref',
  'lucide',
  'slug',
  'schema',
  'html',
  'url',
  'uri',
  'id',
  'ids',
  'head',
  'array',
  'object',
  'string',
  'boolean',
  'enum',
  'regex',
  'anchor',
  'svg',
  'yyyy-mm-dd',
  'null',
  'true',
  'false',
  'pages/',
  'public/',
  '_site',
  '.yaml',
  'npm',
  'dist/',
]
const pattern = new RegExp(`(?<![\\w-])(${JARGON.map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(?![\\w-])`, 'i')

function shownTexts(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => shownTexts(n, out))
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if ((k === 'title' || k === 'description' || k === 'label') && typeof v === 'string') out.push(v)
      else if (k !== 'enum' && k !== 'examples' && k !== 'const' && k !== 'default' && k !== 'pattern') shownTexts(v, out)
    }
  return out
}

describe("the editor's words", () => {
  it('field names and help in the forms use no jargon', () => {
    const s = schemas(root)
    const texts = [...new Set([...shownTexts(s.schemas), ...s.sections.flatMap((x) => [x.label, x.description])])]
    expect(texts.length).toBeGreaterThan(200)
    expect(texts.filter((t) => pattern.test(t)).map((t) => `${pattern.exec(t)![1]}: ${t}`)).toEqual([])
  })

  it('the jargon list catches what it is for', () => {
    for (const t of ['Id of an entry in pages/_site/catalog.yaml', 'Open Graph type', 'lucide icon names', 'Canonical', 'Set to true'])
      expect(pattern.test(t), t).toBe(true)
    expect(pattern.test('Write the words, or remove the field')).toBe(false)
  })

  it('places are counted from 1 and named as the section cards are', () => {
    const labels = { faq: 'Questions and answers', hero: 'Top banner (hero)' }
    expect(readableWhere('sections[7] (faq) › items[1] › answer', labels)).toBe('8. Questions and answers › item 2 › answer')
    expect(readableWhere('sections[0] (hero) › priceLabel', labels)).toBe('1. Top banner (hero) › price label')
    expect(readableReport('| /about | sections[2] (faq) › items[0] › answer | ₹2,999 |', labels)).toBe(
      '/about · 3. Questions and answers › item 1 › answer · ₹2,999',
    )
  })
})
