// @vitest-environment node
/**
 * Every package the code imports is declared in package.json: one that is only there as
 * another package's dependency can vanish or change with that package's next version. Reads every import
 * and dynamic import in src/, scripts/, tests/, supabase/ and the configuration files.
 */
import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)])

/** The code files of the project (not node_modules, dist or generated data). */
function codeFiles(): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) walk(p)
      else if (/\.(ts|tsx|mts|js|mjs)$/.test(e.name)) out.push(p)
    }
  }
  for (const dir of ['src', 'scripts', 'tests', 'supabase']) walk(path.join(root, dir))
  for (const f of fs.readdirSync(root)) if (/\.(ts|js|mjs)$/.test(f)) out.push(path.join(root, f))
  return out
}

/** Static imports, re-exports and dynamic imports of a bare name (not a relative path or a virtual module). */
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"./][^'"]*)['"]/g
/** An npm package's name, or node:…, and what may follow it. */
const NAME = /^(node:|(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*(\/.*)?$)/
const packageOf = (specifier: string) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0])
const builtin = (name: string) => name.startsWith('node:') || builtinModules.includes(name)
/** Deno's remote imports in the hosted function, and Vite's virtual modules, are not npm packages. */
const notNpm = (name: string) => /^(https?:|npm:|jsr:|virtual:)/.test(name)

describe('imported packages', () => {
  it('every package imported anywhere is declared in package.json', () => {
    const missing = new Map<string, string>()
    let seen = 0
    for (const file of codeFiles()) {
      const text = fs.readFileSync(file, 'utf8')
      for (const [, specifier] of text.matchAll(SPECIFIER)) {
        if (notNpm(specifier) || !NAME.test(specifier)) continue
        const name = packageOf(specifier)
        if (builtin(name)) continue
        seen++
        if (!declared.has(name)) missing.set(name, path.relative(root, file))
      }
    }
    expect(seen).toBeGreaterThan(100)
    expect([...missing].map(([name, file]) => `${name} (imported in ${file})`)).toEqual([])
  })
})
