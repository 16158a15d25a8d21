// @vitest-environment node
/**
 * The validators compiled ahead of time (src/generated/validators.js, `npm run gen:validators`): the
 * committed file is what schema/ makes now, it holds no code made from strings and runs where making code
 * from strings is refused (as in the host functions' runtime), and the checker uses it.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { validatorsFile, validatorsModule } from '../../scripts/gen-validators.ts'
import { loadSchemas } from '../../scripts/lib/content/compile.ts'
import { readYamlFile } from '../../scripts/lib/content/fs-source.ts'
import type precompiledType from '../../src/generated/validators.js'

const root = path.resolve(import.meta.dirname, '../..')
const committed = fs.readFileSync(validatorsFile, 'utf8')
// As the checker loads it (required, so not through the test runner's transform).
const { default: precompiled, fingerprint } = createRequire(import.meta.url)('../../src/generated/validators.js') as {
  default: typeof precompiledType
  fingerprint: string
}

describe('src/generated/validators.js', () => {
  it('is what `npm run gen:validators` writes from schema/ now', () => {
    expect(committed === validatorsModule(), 'stale: run `npm run gen:validators` and commit the result').toBe(true)
  })

  it('makes no code from strings and requires nothing when it runs', () => {
    expect(committed).not.toMatch(/new Function\s*\(|\beval\s*\(|\bFunction\s*\(/)
    // The only "require" left is the parameter that the written-in helpers are loaded through.
    expect(committed).not.toMatch(/^\s*import\s/m)
    expect(committed).not.toMatch(/\bimport\s*\(/)
  })

  it('runs where making code from strings is refused, and judges a page as the checker does', () => {
    const context = vm.createContext({}, { codeGeneration: { strings: false, wasm: false } })
    // Proof that the context refuses it:
    expect(() => vm.runInContext('new Function("return 1")()', context)).toThrow(/Code generation from strings disallowed/)
    const script = committed
      .replace(/^export const fingerprint = .*$/m, '')
      .replace(/^export default validators$/m, 'globalThis.validators = validators')
    vm.runInContext(script, context)
    const isolated = (context as { validators: typeof precompiledType }).validators
    const page = readYamlFile(root, 'pages/about.yaml') as { meta: Record<string, unknown> }
    expect(isolated['page.schema.json'](page)).toBe(true)
    const broken = { ...page, colour: 'red', meta: { ...page.meta, title: 42 } }
    expect(isolated['page.schema.json'](broken)).toBe(false)
    expect(precompiled['page.schema.json'](broken)).toBe(false)
    const strip = (errors: unknown) => JSON.parse(JSON.stringify(errors)) as unknown
    expect(strip(isolated['page.schema.json'].errors)).toEqual(strip(precompiled['page.schema.json'].errors))
    expect(isolated['page.schema.json'].errors?.map((e) => e.keyword).sort()).toEqual(['additionalProperties', 'type'])
  })

  it('is what the checker uses for this repository’s schemas', () => {
    const set = loadSchemas(path.join(root, 'schema'))
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/)
    expect(set.page).toBe(precompiled['page.schema.json'])
    for (const [name, validate] of set.data) expect(validate, name).toBe(precompiled[`${name}.schema.json`])
  })
})
