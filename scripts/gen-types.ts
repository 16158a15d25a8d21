/**
 * schema/*.json → src/generated/content.ts, and schema/sections/*.schema.json (the one list of section
 * types) → the section lists in schema/page.schema.json and src/generated/sections.ts (type → component
 * module); supabase/migrations → src/generated/database.ts (the tables' row types, column lists and the
 * lead's services, see backend/db-types.ts) and the enquiry form's services in
 * schema/sections/lead-form.schema.json (LeadService: the migration's services but the campaign's).
 * Run by `npm run gen:types`; `--check` fails when a written file is stale (CI runs it through
 * `npm test`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { compile, type JSONSchema } from 'json-schema-to-typescript'
import prettier from 'prettier'
import { CAMPAIGN_SERVICE } from '../src/backend/protocol.ts'
import { databaseTypesFile, databaseTypesText, leadServiceValues } from './backend/db-types.ts'
import { SECTION_KEYWORD } from '../src/checker/sections.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const schemaDir = path.join(root, 'schema')
const outFile = path.join(root, 'src/generated/content.ts')
const pageSchemaFile = path.join(schemaDir, 'page.schema.json')
const sectionsFile = path.join(root, 'src/generated/sections.ts')
const leadFormSchemaFile = path.join(schemaDir, 'sections/lead-form.schema.json')

interface SectionSchema {
  properties?: { type?: { const?: unknown } }
  [SECTION_KEYWORD.keyword]?: unknown
}

/** The section types, one per schema/sections/<type>.schema.json, whose "type" must be that name. */
export function sectionTypes(): string[] {
  const dir = path.join(schemaDir, 'sections')
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.schema.json'))
    .map((e) => e.name)
    .sort()
    .map((f) => {
      const type = f.replace(/\.schema\.json$/, '')
      const schema = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as SectionSchema
      if (schema.properties?.type?.const !== type)
        throw new Error(`schema/sections/${f}: properties.type must be { "const": "${type}" }, the file's name`)
      if (!schema[SECTION_KEYWORD.keyword])
        throw new Error(`schema/sections/${f}: "${SECTION_KEYWORD.keyword}" is missing (its label for the editor, its picture's sample)`)
      return type
    })
}

/**
 * Every section may carry a time (src/lib/schedule.ts): gen:types writes these three fields into each section
 * type's schema, after "type", so a new type has them without a step of its own.
 */
export const SCHEDULE_FIELDS = {
  from: {
    $ref: '../defs.schema.json#/definitions/ShowFrom',
    description:
      'Show this section only from this date (and time), India time, e.g. 2027-01-01 or 2027-01-01 09:00. Leave out to show it now.',
    examples: ['2027-01-01'],
  },
  until: {
    $ref: '../defs.schema.json#/definitions/ShowUntil',
    description:
      'Show this section only until this date (and time), India time: 2026-12-31 means through the whole of 31 December. Leave out to keep showing it.',
    examples: ['2026-12-31'],
  },
  embargo: {
    type: 'boolean',
    description:
      'With "from": keep this section out of the site until then, even hidden in the page\'s code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.',
    examples: [true],
  },
}

/** schema/sections/<type>.schema.json with SCHEDULE_FIELDS in place (its own other fields untouched). */
export function sectionSchemaText(type: string): string {
  const schema = JSON.parse(fs.readFileSync(sectionSchemaFile(type), 'utf8')) as { properties: Record<string, unknown> }
  const { type: typeField, from: _from, until: _until, embargo: _embargo, ...rest } = schema.properties
  schema.properties = { type: typeField, ...SCHEDULE_FIELDS, ...rest }
  return `${JSON.stringify(schema, null, 2)}\n`
}

const sectionSchemaFile = (type: string) => path.join(schemaDir, 'sections', `${type}.schema.json`)

/** lead-form → LeadForm: the component's name, exported from src/sections/LeadForm.tsx. */
export const componentName = (type: string) => type.replace(/(^|-)([a-z0-9])/g, (_, _d: string, c: string) => c.toUpperCase())

/** page.schema.json with its three lists of section types (the description, the enum, the oneOf) rewritten. */
export function pageSchemaText(types: string[]): string {
  const schema = JSON.parse(fs.readFileSync(pageSchemaFile, 'utf8')) as {
    definitions: { Section: { properties: { type: { description: string; enum: string[] } }; oneOf: { $ref: string }[] } }
  }
  const section = schema.definitions.Section
  section.properties.type.description = `Kind of block: ${types.join(', ')}.`
  section.properties.type.enum = types
  section.oneOf = types.map((t) => ({ $ref: `sections/${t}.schema.json` }))
  return `${JSON.stringify(schema, null, 2)}\n`
}

/**
 * lead-form.schema.json with its LeadService list (the services a page's enquiry form may preselect and
 * pages/_site/forms.yaml may offer) rewritten: the migration's services (lead_submissions_service_check),
 * without '' (nothing chosen) and the campaign form's own service.
 */
export function leadFormSchemaText(services: string[], text = sectionSchemaText('lead-form')): string {
  // From the section's schema as gen:types writes it (its time fields in place), not as the file stood before.
  const schema = JSON.parse(text) as {
    definitions: { LeadService: { enum: string[]; description: string } }
  }
  const offered = services.filter((s) => s !== '' && s !== CAMPAIGN_SERVICE)
  if (!services.includes(CAMPAIGN_SERVICE))
    throw new Error(
      `supabase/migrations: lead_submissions_service_check does not list the campaign's service "${CAMPAIGN_SERVICE}" (src/backend/protocol.ts)`,
    )
  const lead = schema.definitions.LeadService
  lead.enum = offered
  lead.description = `${offered.slice(0, -1).join(', ')}${offered.length > 1 ? ' or ' : ''}${offered.at(-1) ?? ''}.`
  return `${JSON.stringify(schema, null, 2)}\n`
}

/** src/generated/sections.ts: each type's component module, loaded on demand (one chunk each in the build). */
export function sectionsText(types: string[]): string {
  const lines = types.map((t) => {
    const name = componentName(t)
    const file = `src/sections/${name}.tsx`
    if (!fs.existsSync(path.join(root, file)))
      throw new Error(`schema/sections/${t}.schema.json has no component: write ${file} exporting ${name}`)
    return `  '${t}': { file: '${file}', load: () => import('../sections/${name}.tsx').then((m) => m.${name}) },`
  })
  return [
    '/* Generated from schema/sections/ by `npm run gen:types`. DO NOT EDIT: add or remove a section schema and run it again. */',
    '',
    "/** Each section type: its component module (as Vite's manifest names it) and a loader of its component. */",
    'export const sectionModules = {',
    ...lines,
    '} as const',
    '',
  ].join('\n')
}

export async function generateTypes(): Promise<string> {
  const schemas = new Map<string, JSONSchema>()
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : e.isFile() && e.name.endsWith('.schema.json') ? [path.join(dir, e.name)] : [],
      )
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
      else if (k === '$id' || k === '$schema' || k === 'examples' || k === 'discriminator' || k === SECTION_KEYWORD.keyword) continue
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
  const types = sectionTypes()
  // The page and lead-form schemas first: the types are generated from them.
  const leadFormSchema = leadFormSchemaText(await leadServiceValues())
  // lead-form's schema is written once, with its services and its time fields both.
  const sectionSchemas = types.map((t) => [sectionSchemaFile(t), t === 'lead-form' ? leadFormSchema : sectionSchemaText(t)] as const)
  const pageSchema = pageSchemaText(types)
  const config = (await prettier.resolveConfig(sectionsFile)) ?? {}
  const sections = await prettier.format(sectionsText(types), { ...config, parser: 'typescript' })
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '')
  const databaseTypes = await prettier.format(await databaseTypesText(), { ...config, parser: 'typescript' })
  if (process.argv.includes('--check')) {
    const stale = [
      ...sectionSchemas.map(([file, text]) => read(file) !== text && file),
      read(pageSchemaFile) !== pageSchema && pageSchemaFile,
      read(leadFormSchemaFile) !== leadFormSchema && leadFormSchemaFile,
      read(sectionsFile) !== sections && sectionsFile,
      read(outFile) !== (await generateTypes()) && outFile,
      read(databaseTypesFile) !== databaseTypes && databaseTypesFile,
    ].filter((f): f is string => Boolean(f))
    if (stale.length) {
      const names = stale.map((f) => path.relative(root, f)).join(', ')
      console.error(`${names} out of date with schema/ or supabase/migrations/. Run \`npm run gen:types\` and commit the result.`)
      process.exit(1)
    }
    console.log('generated types and section lists are up to date')
  } else {
    for (const [file, text] of sectionSchemas) if (read(file) !== text) fs.writeFileSync(file, text)
    for (const [file, text] of [
      [pageSchemaFile, pageSchema],
      [leadFormSchemaFile, leadFormSchema],
      [sectionsFile, sections],
      [databaseTypesFile, databaseTypes],
    ] as const)
      fs.writeFileSync(file, text)
    fs.writeFileSync(outFile, await generateTypes())
    for (const f of [pageSchemaFile, leadFormSchemaFile, sectionsFile, outFile, databaseTypesFile])
      console.log(`wrote ${path.relative(root, f)}`)
    // The validators compiled from the schemas just written (npm run gen:validators).
    const { validatorsFile, validatorsModule } = await import('./gen-validators.ts')
    fs.writeFileSync(validatorsFile, validatorsModule())
    console.log(`wrote ${path.relative(root, validatorsFile)}`)
    // The drawings of the icons the schemas allow (npm run gen:icons).
    const { iconsFile, iconsModule } = await import('./gen-icons.ts')
    fs.writeFileSync(iconsFile, await iconsModule())
    console.log(`wrote ${path.relative(root, iconsFile)}`)
  }
}
