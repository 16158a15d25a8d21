// @vitest-environment node
/**
 * The words the visual editor shows come from the schema copies it hands out (field names and help) and from
 * its own names for section types and shared files. Office managers read them: no YAML, JSON or web jargon,
 * no file paths, and places counted from 1 as the section cards are.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { call } from '../integration/local-call.ts'
import { readableWhere } from '../../src/contract/places.ts'
import { jargonIn as pattern } from './editor-jargon.ts'

const root = path.resolve(import.meta.dirname, '../..')

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
  it('field names and help in the forms use no jargon', async () => {
    const s = await call(root, 'schemas')
    const texts = [...new Set([...shownTexts(s.schemas), ...s.sections.flatMap((x) => [x.label, x.description])])]
    expect(texts.length).toBeGreaterThan(200)
    expect(texts.filter((t) => pattern.test(t)).map((t) => `${pattern.exec(t)![1]}: ${t}`)).toEqual([])
  })

  it('the jargon list catches what it is for', () => {
    for (const t of ['Id of an entry in pages/_site/catalog.yaml', 'Open Graph type', 'lucide icon names', 'Canonical', 'Set to true'])
      expect(pattern.test(t), t).toBe(true)
    expect(pattern.test('Write the words, or remove the field')).toBe(false)
  })

  it('places are counted from 1, named as the section cards are, and said in words (Section 3, item 2), not as a path', () => {
    const labels = { faq: 'Questions and answers', hero: 'Top banner (hero)' }
    expect(readableWhere('sections[7] (faq) › items[1] › answer', labels)).toBe('Section 8 (Questions and answers), item 2, answer')
    expect(readableWhere('sections[0] (hero) › priceLabel', labels)).toBe('Section 1 (Top banner), price label')
  })
})

describe('files named as the office knows them', async () => {
  const { addressOfFile, fileName } = await import('../../src/contract/file-names.ts')
  const { routeOf } = await import('../../src/checker/resolve.ts')
  const { listYaml } = await import('../../scripts/lib/content/index.ts')
  it('a page file has the address the build routes it to', () => {
    const files = listYaml(root)
    const pages = files.filter((f: string) => !f.startsWith('pages/_site/'))
    expect(pages.length).toBeGreaterThan(50)
    for (const f of pages) expect(addressOfFile(f)).toBe(routeOf(f))
  })
  it('says a title and address, a plain name or a picture address, never a path under pages/', () => {
    const links = [{ href: '/about', title: 'About us' }]
    expect(fileName('pages/about.yaml', links)).toBe('About us (/about)')
    expect(fileName('pages/services/x/index.yaml', links)).toBe('the page at /services/x')
    expect(fileName('pages/_site/catalog.yaml')).toBe('Price book')
    expect(fileName('public/images/team.webp')).toBe('picture /images/team.webp')
  })
})

describe('a place named by what the office sees', async () => {
  const { placeName } = await import('../../src/editor/text.ts')
  const data = {
    sections: [
      { type: 'hero', heading: 'GST registration online' },
      { type: 'cards', heading: 'Our packages', items: [{ title: 'Basic {price:gst-registration}' }, { icon: 'star' }] },
    ],
  }
  const labels = { hero: 'Main banner', cards: 'Service cards' }
  it('says sections and items by their headings and titles, and fields in words', () => {
    expect(placeName(['sections', 1, 'items', 0, 'priceLabel'], data, labels)).toBe(
      'Section 2 (Service cards “Our packages”), “Basic gst-registration price”, price label',
    )
    expect(placeName(['sections', 1, 'items', 1, 'href'], data, labels)).toBe('Section 2 (Service cards “Our packages”), item 2, link')
    expect(placeName(['meta', 'title'], data, labels)).toBe('Search and sharing, title')
    expect(placeName([], data, labels)).toBe('the page as a whole')
    expect(placeName(['sections', 0, 'heading'], data, labels)).not.toMatch(/›|\d\. /)
  })
})

describe("checker sentences in the office's words", async () => {
  const { problemWords, problemSentence } = await import('../../src/contract/places.ts')
  const { said, say, CATALOG_FILE, SITE_FILE } = await import('../../src/checker/said.ts')
  const links = [{ href: '/about', title: 'About us' }]
  it('names files and fields as the editor does, from the parts the checker said; the checker keeps its own words', () => {
    const p = said(
      say`the service's ${{ field: 'id' }} from ${CATALOG_FILE}: it shows`,
      say`The texts are under hours › texts in ${SITE_FILE}: a, b. Also served by ${{ file: 'pages/about.yaml' }}.`,
    )
    expect(p.message).toBe("the service's id from pages/_site/catalog.yaml: it shows")
    expect(problemWords(p, 'message')).toBe("the service's short name from the price book: it shows")
    expect(problemWords(p, 'hint', links)).toBe(
      'The texts are under hours › texts in “Company details and menu”: a, b. Also served by About us (/about).',
    )
    expect(problemSentence(said(say`Leave the ${{ field: 'href' }} empty.`))).toBe('Leave the link empty.')
    const aside = said(say`from the price book${{ ...CATALOG_FILE, aside: true }}: it shows`)
    expect([aside.message, problemWords(aside, 'message')]).toEqual([
      'from the price book (pages/_site/catalog.yaml): it shows',
      'from the price book: it shows',
    ])
  })
  it('says another place the checker names in words', () => {
    const p = said(
      say`₹2,499 here (this page's own figure) and ₹2,999 at ${{ place: 'sections[1] (cards) › items[0] › price', path: ['sections', 1, 'items', 0, 'price'] }}.`,
    )
    expect(p.message).toBe("₹2,499 here (this page's own figure) and ₹2,999 at sections[1] (cards) › items[0] › price.")
    expect(problemWords(p, 'message', [], { cards: 'Service cards with prices' })).toBe(
      "₹2,499 here (this page's own figure) and ₹2,999 at Section 2 (Service cards with prices), item 1, price.",
    )
  })
  it('says a problem without parts as the checker wrote it, rewording nothing', () => {
    expect(problemSentence({ message: 'needs at least 2 entries.', hint: 'Add as many as it needs.' })).toBe(
      'needs at least 2 entries. Add as many as it needs.',
    )
  })
  it('the checker names no content file in a problem’s text alone: a file is a part, which each reader words', async () => {
    const fs = await import('node:fs')
    const path = await import('node:path')
    const dir = path.resolve(import.meta.dirname, '../../src/checker')
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))
    const found: string[] = []
    for (const f of files)
      fs.readFileSync(path.join(dir, f), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*(message|hint):\s*[`'"].*(pages\/[\w/.-]*\.ya?ml|\bsite\.yaml|catalog\.yaml)/.test(line)) found.push(`${f}:${i + 1}`)
        })
    expect(found).toEqual([])
  })
})
