/**
 * The schemas of a site and what their validators say, in words: the checker's schema half. Nothing here
 * needs Node or compiles code: the validators come compiled (src/generated/validators.js, npm run
 * gen:validators) and are passed in (./portable.ts), or are compiled by ajv in Node (scripts/lib/content/compile.ts).
 */
import type { ErrorObject, ValidateFunction } from 'ajv'
import type { Problem } from './types.ts'
import { addTextLimits, NOT_BLANK, TEXT_ROLES, type TextRole } from './limits.ts'
import { locate, type PathPart, type YamlFile } from './yaml-file.ts'
import { didYouMean } from './suggest.ts'
import { joinRel, readText, type ContentSource } from './source.ts'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { asciiDigits, rupeesOf } from './money.ts'

export type Schema = Record<string, unknown>

/** Every schema under schema/, keyed by $id. Compiled once per process. */
export interface SchemaSet {
  schemas: Map<string, Schema>
  page: ValidateFunction
  /** Validators for pages/_site/<name>.yaml, by name. */
  data: Map<string, ValidateFunction>
  sectionTypes: string[]
  /** What names the validators these schemas need (fingerprintOf). */
  fingerprint: string
}

/**
 * Validators compiled ahead of time, as the module src/generated/validators.js is:
 * `import * as validators from '../generated/validators.js'`.
 */
export interface CompiledValidators {
  /** What they were compiled from (fingerprintOf). */
  fingerprint: string
  /** By schema id: page.schema.json and each pages/_site/ file's schema. */
  default: Record<string, ValidateFunction>
}

/** The schemas to compile (by $id), the ids compiled and their fingerprint: what gives a set its validators. */
export type ValidatorsFor = (schemas: Map<string, Schema>, ids: string[], fingerprint: string) => Record<string, ValidateFunction>

let cached: { key: string; set: SchemaSet } | undefined

/**
 * The schemas of a source's schema/ folder with their validators (from `validatorsFor`). `key` names the
 * folder when its files are known not to change within the process (a folder on disk); otherwise the set
 * is reused while the schemas' text is the same.
 */
export function schemaSet(source: ContentSource, validatorsFor: ValidatorsFor, key?: string): SchemaSet {
  if (key !== undefined && cached?.key === key) return cached.set
  const files = walk(source, 'schema')
  const texts = files.map((file) => readText(source, file))
  const k = key ?? `text:${files.join('\n')}\n${texts.join('\n')}`
  if (cached?.key === k) return cached.set
  const { schemas, dataIds, ids, hash } = parseSchemas(texts, key ?? 'schema/')
  const validators = validatorsFor(schemas, ids, hash)
  const data = new Map<string, ValidateFunction>(dataIds.map((id) => [id.replace(/\.schema\.json$/, ''), validators[id]]))
  const pageSchema = schemas.get('page.schema.json') as { definitions: { Section: { properties: { type: { enum: string[] } } } } }
  const set: SchemaSet = {
    schemas,
    page: validators['page.schema.json'],
    data,
    sectionTypes: pageSchema.definitions.Section.properties.type.enum,
    fingerprint: hash,
  }
  cached = { key: k, set }
  return set
}

/**
 * The schemas of a source's schema/ folder with validators compiled ahead of time, when they were made from
 * these schemas. Where code cannot be made from strings (the host functions, a browser's strict page),
 * there is nothing else to fall back on, so other schemas are an error that says what to do.
 */
export function precompiledSet(source: ContentSource, compiled: CompiledValidators): SchemaSet {
  const mismatch = (fingerprint: string) =>
    new Error(
      `the compiled validators (fingerprint ${compiled.fingerprint}) were not made from this site's schema/ (fingerprint ${fingerprint}), ` +
        'and they cannot be compiled here: run `npm run gen:validators` and pass in the src/generated/validators.js it writes.',
    )
  const set = schemaSet(source, (_schemas, _ids, fingerprint) => {
    if (compiled.fingerprint !== fingerprint) throw mismatch(fingerprint)
    return compiled.default
  })
  // A set kept from an earlier load may have other validators made from the same schemas: as good.
  if (set.fingerprint !== compiled.fingerprint) throw mismatch(set.fingerprint)
  return set
}

/**
 * What names a set of compiled validators: the schemas' text (in file order), the text limits added to them,
 * the ids compiled, and how the code is generated (the last part: a change there needs new code too). The
 * hash is SHA-256 in plain JavaScript (./sha256.ts), the same everywhere the checker runs.
 */
export function fingerprintOf(texts: string[], ids: string[]): string {
  // SHA-256 synchronously in every runtime here (the checker is synchronous; Web Crypto is not): @noble/hashes.
  return bytesToHex(sha256(utf8ToBytes(texts.join('\n') + JSON.stringify(TEXT_ROLES) + ids.join(',') + 'plain-ajv-1'))).slice(0, 16)
}

/** The schemas' texts (in file order) as a set compiles them: by $id, with their text limits; the ids compiled; their fingerprint. */
function parseSchemas(texts: string[], where: string) {
  const schemas = new Map<string, Schema>()
  for (const text of texts) {
    const schema = JSON.parse(text) as Schema
    // Each short text's limit by its role, and "not only spaces" (src/checker/limits.ts).
    addTextLimits(schema)
    schemas.set(String(schema.$id), schema)
  }
  if (!schemas.has('page.schema.json')) throw new Error(`schema/page.schema.json is missing from ${where}`)
  const dataIds = [...schemas.keys()].filter((id) => !id.includes('/') && id !== 'page.schema.json' && id !== 'defs.schema.json')
  const ids = ['page.schema.json', ...dataIds]
  return { schemas, dataIds, ids, hash: fingerprintOf(texts, ids) }
}

/** The schema/ folder of a source as a set compiles it: the schemas by $id, the ids compiled, their fingerprint. */
export function schemasToCompile(source: ContentSource): { schemas: Map<string, Schema>; ids: string[]; fingerprint: string } {
  const { schemas, ids, hash } = parseSchemas(
    walk(source, 'schema').map((file) => readText(source, file)),
    'schema/',
  )
  return { schemas, ids, fingerprint: hash }
}

function walk(source: ContentSource, dir: string): string[] {
  return source
    .entries(dir)
    .flatMap((e) =>
      // A symbolic link is not followed (the checker reports it: linkedEntries in scripts/lib/content/index.ts).
      e.kind === 'folder'
        ? walk(source, joinRel(dir, e.name))
        : e.kind === 'file' && e.name.endsWith('.schema.json')
          ? [joinRel(dir, e.name)]
          : [],
    )
    .sort()
}

/** Validates parsed YAML and turns ajv's errors into problems with positions and plain-English fixes. */
export function validateYaml(set: SchemaSet, validate: ValidateFunction, y: YamlFile): Problem[] {
  if (validate(y.data)) return []
  const errors = prune(validate.errors ?? [])
  const problems = mergeCommaSplits(
    y,
    errors.map((e) => toProblem(set, y, e)),
    errors,
  )
  // A misspelt field gives "unknown field" and "missing field" at once: keep the one that says "did you mean".
  return problems.filter(
    (p) =>
      // An empty text that must not be empty is said once ("must not be empty"), not also as blank.
      !(p.code === 'blank-text' && problems.some((o) => o.code === 'too-short' && o.line === p.line && o.col === p.col)) &&
      !(
        p.code === 'missing-field' &&
        p.hint?.startsWith('did you mean') &&
        problems.some((o) => o.code === 'unknown-field' && o.line === p.line && o.col === p.col)
      ),
  )
}

/**
 * `{ amount: 3,499 }`: inside { } a comma separates fields, so YAML reads `amount: 3` and a field named
 * "499". Said as it is (one problem at the amount), instead of "unknown field 499" plus "write 3", which
 * would publish ₹3 if followed.
 */
function mergeCommaSplits(y: YamlFile, problems: Problem[], errors: ErrorObject[]): Problem[] {
  const drop = new Set<Problem>()
  const added: Problem[] = []
  errors.forEach((e, i) => {
    if (e.keyword !== 'additionalProperties') return
    const field = String((e.params as { additionalProperty: string }).additionalProperty)
    if (!/^\d{3}$/.test(field)) return
    const parts = pathOf(e.instancePath)
    // Object keys that are numbers come first in JavaScript, so the YAML line says which field came before.
    const line = y.source.split('\n')[problems[i].line - 1] ?? ''
    const m = new RegExp(`([A-Za-z]\\w*):\\s*([^,{}\\s]*\\d),\\s*${field}\\b`).exec(line)
    if (!m) return
    const [, before, head] = m
    const digits = head.replace(/[^\d]/g, '')
    const whole = `${digits}${field}`
    drop.add(problems[i])
    for (const p of problems)
      if (p.code === 'bad-type' && p.path.at(-1) === before && p.line === locate(y, [...parts, before]).line) drop.add(p)
    added.push({
      file: y.file,
      ...locate(y, [...parts, before]),
      where: `${describePath(y.data, parts)} › ${before}`,
      path: [...parts, before],
      code: 'bad-value',
      message: `the comma split ${digits},${field}; write ${whole}.`,
      hint: `Inside { } a comma separates fields, so ${digits},${field} became ${before}: ${digits} and a field named "${field}". Write ${before}: ${whole} (digits only; the site adds ₹ and the commas).`,
    })
  })
  return [...problems.filter((p) => !drop.has(p)), ...added]
}

/** Drops errors that only repeat a more specific one (anyOf/oneOf summaries, a "required" that an unknown field explains). */
function prune(errors: ErrorObject[]): ErrorObject[] {
  const out: ErrorObject[] = []
  const seen = new Set<string>()
  for (const e of errors) {
    if (e.keyword === 'oneOf' || e.keyword === 'if') continue
    if (e.keyword === 'anyOf') {
      // anyOf is only used for list items "string or object": keep one plain message.
      const deeper = errors.some((o) => o !== e && o.instancePath.startsWith(e.instancePath + '/'))
      if (deeper) continue
    }
    // The discriminator already says "unknown section type"; the enum on "type" would say it again.
    if (e.keyword === 'enum' && /^\/sections\/\d+\/type$/.test(e.instancePath) && errors.some((o) => o.keyword === 'discriminator'))
      continue
    if (e.keyword === 'type' && errors.some((o) => o.keyword === 'anyOf' && o.instancePath === e.instancePath)) continue
    const key = `${e.instancePath}|${e.keyword}|${JSON.stringify(e.params)}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push(e)
  }
  return out
}

function pathOf(instancePath: string): PathPart[] {
  if (!instancePath) return []
  return instancePath
    .slice(1)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p))
}

/** sections[3] (faq) › items[2] › answer */
export function describePath(data: unknown, parts: PathPart[]): string {
  if (!parts.length) return 'top level'
  const out: string[] = []
  let node: unknown = data
  for (const part of parts) {
    const next = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[part] : undefined
    if (typeof part === 'number') {
      const label = out.pop() ?? ''
      const type =
        next && typeof next === 'object' && typeof (next as { type?: unknown }).type === 'string'
          ? ` (${(next as { type: string }).type})`
          : ''
      out.push(`${label}[${part}]${type}`)
    } else out.push(part)
    node = next
  }
  return out.join(' › ')
}

function valueAt(data: unknown, parts: PathPart[]): unknown {
  let node = data
  for (const p of parts) node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[p] : undefined
  return node
}

function show(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 60 ? v.slice(0, 57) + '...' : v)
  if (v === null || v === undefined) return 'nothing'
  if (Array.isArray(v)) return 'a list'
  if (typeof v === 'object') return 'a group of fields'
  return String(v)
}

const typeWords: Record<string, string> = {
  string: 'text',
  integer: 'a whole number (digits only, no commas or ₹)',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of fields (indented "key: value" lines)',
}

function toProblem(set: SchemaSet, y: YamlFile, e: ErrorObject): Problem {
  const parts = pathOf(e.instancePath)
  const where = describePath(y.data, parts)
  const value = valueAt(y.data, parts)
  const base = { file: y.file, where, path: parts }
  const at = (key?: string) => locate(y, parts, key)
  const schema = (e.parentSchema ?? {}) as Schema
  switch (e.keyword) {
    case 'additionalProperties': {
      const field = String((e.params as { additionalProperty: string }).additionalProperty)
      const known = Object.keys((schema.properties as Schema | undefined) ?? {})
      const guess = didYouMean(field, known)
      return {
        ...base,
        ...at(field),
        code: 'unknown-field',
        where: where === 'top level' ? field : `${where} › ${field}`,
        path: [...parts, field],
        message: `unknown field "${field}".`,
        hint: guess ? `did you mean "${guess}"? Known fields here: ${known.join(', ')}.` : `Known fields here: ${known.join(', ')}.`,
      }
    }
    case 'required': {
      const field = String((e.params as { missingProperty: string }).missingProperty)
      const obj = value && typeof value === 'object' ? Object.keys(value) : []
      const known = Object.keys((schema.properties as Schema | undefined) ?? {})
      const typo = obj.find((k) => !known.includes(k) && didYouMean(k, [field]) === field)
      const about = (schema.properties as Record<string, Schema> | undefined)?.[field]?.description
      const desc = typeof about === 'string' ? about.replace(/\.$/, '') : ''
      return {
        ...base,
        ...(typo ? at(typo) : at()),
        path: [...parts, field],
        missing: { description: desc || undefined, typo },
        code: 'missing-field',
        message: `missing required field "${field}".`,
        hint: typo ? `did you mean "${field}"? found "${typo}".` : `Add "${field}:"${desc ? ` (${desc})` : ''}.`,
      }
    }
    case 'discriminator': {
      const p = e.params as { error: string; tagValue?: unknown }
      if (p.error === 'mapping') {
        const got = String(p.tagValue)
        const guess = didYouMean(got, set.sectionTypes)
        return {
          ...base,
          ...at('type'),
          code: 'unknown-section',
          message: `unknown section type "${got}".`,
          hint: `${guess ? `did you mean "${guess}"? ` : ''}Known types: ${set.sectionTypes.join(', ')}.`,
        }
      }
      return {
        ...base,
        ...at(),
        code: 'missing-field',
        message: 'this section has no "type".',
        hint: `Add "type:" with one of: ${set.sectionTypes.join(', ')}.`,
      }
    }
    case 'enum': {
      const allowed = (e.params as { allowedValues: unknown[] }).allowedValues.map(String)
      const guess = typeof value === 'string' ? didYouMean(value, allowed) : undefined
      // Icons: a list of 87 names says little; the picture sheet shows each one.
      if (e.schemaPath.includes('/definitions/Icon/'))
        return {
          ...base,
          ...at(),
          code: 'bad-value',
          message: `there is no icon named ${show(value)}.`,
          hint: `${guess ? `did you mean "${guess}"? ` : ''}See every icon with its name in docs/icons.svg (open it in VS Code or a browser).`,
        }
      const list =
        allowed.length > 12
          ? `${allowed.slice(0, 12).join(', ')} … (${allowed.length} in all; the full list is in the schema, and your editor offers them as you type)`
          : allowed.join(', ')
      return {
        ...base,
        ...at(),
        code: 'bad-value',
        message: `must be one of the allowed values, got ${show(value)}.`,
        hint: `${guess ? `did you mean "${guess}"? ` : ''}Allowed: ${list}.`,
      }
    }
    case 'const':
      return {
        ...base,
        ...at(),
        code: 'bad-value',
        message: `must be ${show((e.params as { allowedValue: unknown }).allowedValue)}, got ${show(value)}.`,
      }
    case 'type': {
      const want = String((e.params as { type: string }).type)
      const words = want
        .split(',')
        .map((w) => typeWords[w] ?? w)
        .join(' or ')
      let hint: string | undefined
      if (want === 'integer' && typeof value === 'string' && /[\d,₹]/.test(asciiDigits(value))) {
        // The figure the words mean ("Rs 3.5k" is 3500, "₹1.5 lakh" 150000), never its digits run together ("35");
        // a fraction of a rupee has no whole figure to offer.
        const rupees = rupeesOf(value)
        const fraction = /\d\.\d/.test(asciiDigits(value)) && !/\d\s?(lakhs?|lacs?|crores?|cr|k)\b/i.test(value)
        hint =
          rupees !== undefined && !fraction
            ? `write ${rupees} (digits only; the site adds ₹ and commas).`
            : 'write the price as a whole number of rupees, digits only (the site adds ₹ and commas).'
      } else if (want === 'string' && (typeof value === 'object' || typeof value === 'number'))
        hint = 'wrap the text in quotes if it contains ": " or starts with a number or symbol.'
      else if (want === 'array' && typeof value === 'string') hint = 'put each entry on its own line starting with "- ".'
      return { ...base, ...at(), code: 'bad-type', message: `must be ${words}, got ${show(value)}.`, hint }
    }
    case 'minLength':
      return {
        ...base,
        ...at(),
        code: 'too-short',
        message: 'must not be empty.',
        hint: 'Write the text, or remove the field if it is optional.',
      }
    case 'maxLength': {
      const limit = (e.params as { limit: number }).limit
      const role = roleOf(parts)
      return {
        ...base,
        ...at(),
        code: 'too-long',
        message:
          role?.limit === limit
            ? `is ${String(value).length} characters long; ${role.role} holds at most ${limit} (${role.room}).`
            : `is ${String(value).length} characters long; at most ${limit} fit here.`,
        hint: role?.limit === limit ? `Shorten it by ${String(value).length - limit} or more characters.` : 'Shorten it.',
      }
    }
    case 'minItems': {
      const limit = (e.params as { limit: number }).limit
      return {
        ...base,
        ...at(),
        code: 'too-short',
        message: `needs at least ${limit} ${limit === 1 ? 'entry' : 'entries'}.`,
        hint: 'Add as many as it needs.',
      }
    }
    case 'maxItems': {
      const limit = (e.params as { limit: number }).limit
      return {
        ...base,
        ...at(),
        code: 'too-long',
        message: `has ${Array.isArray(value) ? value.length : '?'} entries; at most ${limit} fit here.`,
        hint: 'Remove some entries or split them into another section.',
      }
    }
    case 'minimum':
    case 'maximum': {
      const p = e.params as { comparison: string; limit: number }
      return { ...base, ...at(), code: 'bad-value', message: `must be ${p.comparison} ${p.limit}, got ${show(value)}.` }
    }
    case 'pattern':
      if (schema.pattern === NOT_BLANK)
        return {
          ...base,
          ...at(),
          code: 'blank-text',
          message: `is blank: it holds ${String(value).length ? 'only spaces' : 'nothing'}, so visitors would see an empty ${roleOf(parts)?.role.replace(/^(a|an|the) /, '') ?? 'text'}.`,
          hint: 'Write the words, or remove the field if it may be left out.',
        }
      return {
        ...base,
        ...at(),
        code: 'bad-value',
        message: `${show(value)} is not in the expected form.`,
        hint: patternHint(schema, parts),
      }
    case 'format': {
      const f = (e.params as { format: string }).format
      const hints: Record<string, string> = {
        email: 'write an address like name@example.com.',
        date: 'write the date as YYYY-MM-DD, e.g. 2025-07-31.',
        'date-time': 'write date, time and offset, e.g. 2025-09-15T23:59:59+05:30.',
      }
      return { ...base, ...at(), code: 'bad-value', message: `${show(value)} is not a valid ${f}.`, hint: hints[f] }
    }
    case 'anyOf':
      return {
        ...base,
        ...at(),
        code: 'bad-type',
        message: `must be a line of text or an item with "text" (and optional "title", "icon"), got ${show(value)}.`,
      }
    default:
      return { ...base, ...at(), code: 'bad-value', message: `${e.message ?? 'is not allowed here'}.` }
  }
}

/** The role of the text at this path, by its field name. */
function roleOf(parts: PathPart[]): TextRole | undefined {
  const name = parts[parts.length - 1]
  return typeof name === 'string' && Object.hasOwn(TEXT_ROLES, name) ? TEXT_ROLES[name] : undefined
}

function patternHint(schema: Schema, parts: PathPart[]): string | undefined {
  void parts
  const own = schema.description as string | undefined
  return own ? `Expected: ${own}` : undefined
}
