/**
 * The checker's validators in Node: the ones compiled ahead of time (src/generated/validators.js) when they
 * were made from the schemas being loaded, and otherwise compiled here by ajv (cached in node_modules).
 * Node only; src/checker/validate.ts is the half that runs everywhere.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import type { Ajv, ValidateFunction } from 'ajv'
import type * as AjvLib from 'ajv'
import type standaloneCodeFn from 'ajv/dist/standalone/index.js'
import type addFormatsFn from 'ajv-formats'
import { SECTION_KEYWORD } from '../../../src/checker/sections.ts'
import type { ContentSource } from '../../../src/checker/source.ts'
import { fsSource } from './fs-source.ts'
import { schemaSet, type CompiledValidators, type Schema, type SchemaSet } from '../../../src/checker/validate.ts'

export { schemasToCompile, fingerprintOf, type SchemaSet } from '../../../src/checker/validate.ts'

const require = createRequire(import.meta.url)

/**
 * ajv, its formats and its code generator, loaded the first time something has to be compiled: a run that
 * finds its validators cached (every run but the first after a schema change) never loads them, which
 * saves `npm run check` about a tenth of its start-up.
 */
function compiler() {
  return {
    ajv: require('ajv') as typeof AjvLib,
    addFormats: require('ajv-formats') as typeof addFormatsFn,
    standaloneCode: require('ajv/dist/standalone/index.js') as typeof standaloneCodeFn,
  }
}

/**
 * The schemas of a folder on disk (schemaDir), or of a source's schema/ folder. Those on disk are read once
 * per process and folder; a source in memory is read each time and its set reused while its text is the same.
 */
export function loadSchemas(from: string | ContentSource): SchemaSet {
  const [source, key] =
    typeof from === 'string' ? [schemaFolder(from), from] : [from, from.root === undefined ? undefined : path.join(from.root, 'schema')]
  return schemaSet(
    source,
    (schemas, ids, hash) => {
      // The validators compiled ahead of time (src/generated/validators.js) when they were made from these schemas.
      const ahead = precompiled()
      return ahead?.fingerprint === hash ? ahead.default : compiledValidators(schemas, ids, hash)
    },
    key,
  )
}

/** A schema folder on disk, whatever its name, read as a site whose schema/ it is. */
function schemaFolder(dir: string): ContentSource {
  const disk = fsSource(dir)
  const inside = (rel: string) => {
    if (rel === 'schema') return ''
    if (rel.startsWith('schema/')) return rel.slice('schema/'.length)
    throw Object.assign(new Error(`ENOENT: only schema/ is read here: '${rel}'`), { code: 'ENOENT' })
  }
  return {
    entries: (rel) => disk.entries(inside(rel)),
    read: (rel) => disk.read(inside(rel)),
    exists: (rel) => (rel === 'schema' || rel.startsWith('schema/')) && disk.exists(inside(rel)),
    isLink: (rel) => (rel === 'schema' || rel.startsWith('schema/')) && disk.isLink(inside(rel)),
  }
}

/**
 * src/generated/validators.js (npm run gen:validators), loaded when first asked for: required, not imported,
 * so that bundling vite.config.ts (which imports the checker) does not take in its 1.1 MB. Node 20.19 and
 * later require an ES module; where that fails, the schemas are compiled as if the file were stale.
 */
function precompiled(): CompiledValidators | undefined {
  try {
    return require('../../../src/generated/validators.js') as CompiledValidators
  } catch {
    return undefined
  }
}

/** The validators of `ids` as one CommonJS module of ajv's standalone code (it requires ajv's runtime helpers). */
export function standaloneValidators(schemas: Map<string, Schema>, ids: string[]): string {
  const ajv = newAjv(true)
  for (const schema of schemas.values()) ajv.addSchema(schema)
  return compiler().standaloneCode(ajv, Object.fromEntries(ids.map((id) => [id, id])))
}

function newAjv(standalone: boolean): Ajv {
  const { ajv: lib, addFormats } = compiler()
  const _ = lib._
  const ajv = new lib.Ajv({
    allErrors: true,
    discriminator: true,
    strict: true,
    allowUnionTypes: true,
    verbose: true,
    ...(standalone ? { code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` } } : {}),
  })
  addFormats(ajv, ['email', 'date', 'date-time'])
  ajv.addKeyword(SECTION_KEYWORD)
  return ajv
}

/**
 * Compiling the schemas takes ajv about a third of a second, more than checking the whole site. The
 * compiled validators are kept as standalone code in node_modules/.cache, keyed by the schemas' text,
 * so only the first run after a schema change pays for it.
 */
function compiledValidators(schemas: Map<string, Schema>, ids: string[], hash: string): Record<string, ValidateFunction> {
  const cacheDir = path.resolve(import.meta.dirname, '../../../node_modules/.cache/site-content')
  const cacheFile = path.join(cacheDir, `validators-${hash}.cjs`)
  if (fs.existsSync(cacheFile)) {
    try {
      return require(cacheFile) as Record<string, ValidateFunction>
    } catch {
      // A damaged cache file is rebuilt below.
    }
  }
  try {
    const code = standaloneValidators(schemas, ids)
    fs.mkdirSync(cacheDir, { recursive: true })
    const tmp = `${cacheFile}.${process.pid}.tmp`
    fs.writeFileSync(tmp, code)
    fs.renameSync(tmp, cacheFile)
    pruneCache(cacheDir)
    return require(cacheFile) as Record<string, ValidateFunction>
  } catch {
    // No writable cache (read-only install): compile in memory.
    const mem = newAjv(false)
    for (const schema of schemas.values()) mem.addSchema(schema)
    return Object.fromEntries(ids.map((id) => [id, mem.getSchema(id)!]))
  }
}

/** Each schema edit leaves a ~1 MB file behind: keep the few most recently written (tests use several sets). */
function pruneCache(dir: string, keep = 6): void {
  try {
    const files = fs
      .readdirSync(dir)
      .filter((f) => /^validators-[0-9a-f]+\.cjs$/.test(f))
      .map((f) => ({ file: path.join(dir, f), at: fs.statSync(path.join(dir, f)).mtimeMs }))
      .sort((a, b) => b.at - a.at)
    for (const { file } of files.slice(keep)) fs.rmSync(file, { force: true })
  } catch {
    // Another process pruned first, or the cache is not ours to clean: nothing lost either way.
  }
}
