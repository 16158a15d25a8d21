// @vitest-environment node
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { registry } from '../../src/sections/registry.ts'
import { icons } from '../../src/components/icons.ts'

const root = path.resolve(import.meta.dirname, '../..')

describe('section registry', () => {
  it('has one component per section schema, and nothing else', () => {
    const files = fs
      .readdirSync(path.join(root, 'schema/sections'))
      .map((f) => f.replace('.schema.json', ''))
      .sort()
    expect(Object.keys(registry).sort()).toEqual(files)
  })

  it('has one icon per icon name in the schema', () => {
    const defs = JSON.parse(fs.readFileSync(path.join(root, 'schema/defs.schema.json'), 'utf8')) as { definitions: { Icon: { enum: string[] } } }
    expect(Object.keys(icons).sort()).toEqual([...defs.definitions.Icon.enum].sort())
  })
})
