// @vitest-environment node
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { registry } from '../../src/sections/registry.ts'
import { iconExists, iconNode } from '../../src/checker/icons.ts'
import { iconsFile, iconsModule } from '../../scripts/gen-icons.ts'
import { sectionChunks, type Manifest } from '../../scripts/lib/prerender.ts'
import type { ResolvedPage } from '../../src/content/model.ts'

const root = path.resolve(import.meta.dirname, '../..')

describe('section registry', () => {
  it('has one component per section schema, and nothing else', () => {
    const files = fs
      .readdirSync(path.join(root, 'schema/sections'))
      .map((f) => f.replace('.schema.json', ''))
      .sort()
    expect(Object.keys(registry).sort()).toEqual(files)
  })

  it("counts a page's section chunks and lazy parts, and refuses a module missing from the manifest", () => {
    const chunks: Manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'src/sections/Hero.tsx': { file: 'assets/Hero.js', imports: ['_react.js', '_shared.js'] },
      'src/forms/LeadFormCard.tsx': { file: 'assets/LeadFormCard.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
    }
    const page = { path: '/x', sections: [{ type: 'hero' }] } as unknown as ResolvedPage
    expect(sectionChunks({ chunks, lazy: { '/x': [] } }, page).sort()).toEqual(['assets/Hero.js', 'assets/shared.js'])
    expect(sectionChunks({ chunks, lazy: { '/x': ['src/forms/LeadFormCard.tsx'] } }, page)).toContain('assets/LeadFormCard.js')
    expect(() => sectionChunks({ chunks, lazy: { '/x': ['src/forms/Gone.tsx'] } }, page)).toThrow(/Gone\.tsx.*not in Vite's manifest/)
    const faq = { path: '/x', sections: [{ type: 'faq' }] } as unknown as ResolvedPage
    expect(() => sectionChunks({ chunks, lazy: { '/x': [] } }, faq)).toThrow(/Faq\.tsx/)
    expect(() => sectionChunks({ chunks, lazy: {} }, page)).toThrow(/no render of this page/)
  })

  it('the icons drawn ahead of time are what `npm run gen:icons` draws from lucide now', async () => {
    const committed = fs.readFileSync(iconsFile, 'utf8')
    expect(committed === (await iconsModule()), 'stale: run `npm run gen:icons` and commit the result').toBe(true)
  })

  it('every icon name in the schema exists in lucide and can be read', () => {
    const defs = JSON.parse(fs.readFileSync(path.join(root, 'schema/defs.schema.json'), 'utf8')) as {
      definitions: { Icon: { enum: string[] } }
    }
    for (const name of defs.definitions.Icon.enum) {
      expect(iconExists(name), name).toBe(true)
      expect(iconNode(name).length, name).toBeGreaterThan(0)
    }
    expect(iconNode('shield-check')[0]).toEqual(['path', expect.objectContaining({ d: expect.stringMatching(/^M20 13/) })])
  })
})
