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
