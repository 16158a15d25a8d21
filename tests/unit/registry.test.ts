// @vitest-environment node
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { registry } from '../../src/sections/registry.ts'
import { iconExists, iconNode } from '../../scripts/lib/content/icons.ts'

const root = path.resolve(import.meta.dirname, '../..')

describe('section registry', () => {
  it('has one component per section schema, and nothing else', () => {
    const files = fs
      .readdirSync(path.join(root, 'schema/sections'))
      .map((f) => f.replace('.schema.json', ''))
      .sort()
    expect(Object.keys(registry).sort()).toEqual(files)
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
