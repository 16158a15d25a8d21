/**
 * schema/*.json → src/generated/content.ts. Run by `npm run gen:types`; `--check` fails when the
 * committed file is stale (CI runs it through `npm test`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { compile, type JSONSchema } from 'json-schema-to-typescript'
import prettier from 'prettier'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const schemaDir = path.join(root, 'schema')
const outFile = path.join(root, 'src/generated/content.ts')

export async function generateTypes(): Promise<string> {
  const schemas = new Map<string, JSONSchema>()
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.schema.json') ? [path.join(dir, e.name)] : []))
  for (const file of walk(schemaDir).sort())
    schemas.set(path.relative(schemaDir, file), JSON.parse(fs.readFileSync(file, 'utf8')) as JSONSchema)

  // One combined schema so every named type is emitted once: refs between files become local refs.
  const definitions: Record<string, JSONSchema> = {}
  const keyOf = (file: string) => file.replace(/\.schema\.json$/, '').replace(/[^a-z0-9]+/gi, '_')
  const rewrite = (node: unknown, file: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, file))
    if (!node || typeof node !== 'object') return node
    // A $ref with a sibling description would be emitted as a fresh copy of the type (Price1, Price2...).
    const ref = (node as { $ref?: unknown }).$ref
    if (typeof ref === 'string') return { $ref: localRef(ref, file) }
    // The discriminated union needs its "type" property only for ajv; the union alone is the TS type.
    if ('discriminator' in node && 'oneOf' in node) {
      const { title, description, oneOf } = node as { title?: string; description?: string; oneOf: unknown }
      return { title, description, oneOf: rewrite(oneOf, file) }
    }
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out[k] = localRef(v, file)
      else if (k === '$id' || k === '$schema' || k === 'examples' || k === 'discriminator') continue
      else out[k] = rewrite(v, file)
    }
    return out
  }
  const localRef = (ref: string, from: string): string => {
    const [target, pointer = ''] = ref.split('#')
    const file = target ? path.normalize(path.join(path.dirname(from), target)) : from
    return `#/definitions/${keyOf(file)}${pointer ? pointer.replace(/^\/definitions\//, '/definitions/') : ''}`
  }
  for (const [file, schema] of schemas) definitions[keyOf(file)] = rewrite(schema, file) as JSONSchema
  // Flatten nested definitions so that "#/definitions/defs/definitions/Price" style refs resolve.
  const combined: JSONSchema = {
    title: 'Content',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.keys(definitions).map((k) => [k, { $ref: `#/definitions/${k}` }])),
    definitions,
  }
  const ts = await compile(combined, 'Content', {
    bannerComment: '/* Generated from schema/ by `npm run gen:types`. DO NOT EDIT: edit the schema and run it again. */',
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    unreachableDefinitions: false,
    strictIndexSignatures: true,
    format: false,
    declareExternallyReferenced: true,
    cwd: schemaDir,
  })
  const config = (await prettier.resolveConfig(outFile)) ?? {}
  return prettier.format(ts, { ...config, parser: 'typescript' })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ts = await generateTypes()
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(outFile) ? fs.readFileSync(outFile, 'utf8') : ''
    if (current !== ts) {
      console.error('src/generated/content.ts is out of date with schema/. Run `npm run gen:types` and commit the result.')
      process.exit(1)
    }
    console.log('generated types are up to date')
  } else {
    fs.writeFileSync(outFile, ts)
    console.log(`wrote ${path.relative(root, outFile)}`)
  }
}
