import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import YAML from 'yaml'
import { loadContent } from '../../scripts/lib/content/index.ts'

const root = path.resolve(import.meta.dirname, '../..')
const file = 'pages/services/business-setup-services/ngo-registration.yaml'

describe("the page's main banner stays at the top", () => {
  it('is a problem at the banner when another section is moved above it (a drag in the editor does that)', () => {
    const data = YAML.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { sections: { type: string }[] }
    expect(data.sections[0].type).toBe('hero')
    const [hero, second, ...rest] = data.sections
    const moved = YAML.stringify({ ...data, sections: [second, hero, ...rest] })
    const { problems } = loadContent({ root, overrides: new Map([[file, moved]]) })
    const found = problems.filter((p) => p.code === 'heading-count')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file, path: ['sections', 1] })
    expect(found[0].message).toBe("the page's main banner (hero) is section 2: visitors would see another section before it.")
    expect(found[0].hint).toBe('Move it back to the top of the page.')
  })

  it("holds for the site's own pages", () => {
    expect(loadContent({ root }).problems.filter((p) => p.code === 'heading-count')).toEqual([])
  })
})

describe("the section types' flags come from the site being checked", () => {
  it('a copy whose schema makes another type a main heading is checked by its own flags', async () => {
    const { copySite } = await import('../../scripts/editor/site-copy.ts')
    const copy = copySite('flags')
    try {
      const file = path.join(copy.dir, 'schema/sections/cta.schema.json')
      const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as { 'x-section': Record<string, unknown> }
      schema['x-section'].mainHeading = true
      fs.writeFileSync(file, JSON.stringify(schema, null, 2))
      const pagesWithCta = [...loadContent({ root }).content!.pages.values()].filter((p) => p.sections.some((s) => s.type === 'cta'))
      expect(pagesWithCta.length).toBeGreaterThan(0)
      const found = loadContent({ root: copy.dir }).problems.filter((p) => p.code === 'heading-count')
      expect(found.length).toBeGreaterThanOrEqual(pagesWithCta.length)
      // The repository itself is unchanged.
      expect(loadContent({ root }).problems).toEqual([])
    } finally {
      fs.rmSync(copy.dir, { recursive: true, force: true })
    }
  })
})
