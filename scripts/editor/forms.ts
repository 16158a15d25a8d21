/**
 * What the browser side needs to draw its forms: the JSON Schemas (./schemas.ts), the section types with a
 * starting value each, icons, link targets, prices, swatches and the New page form's choices.
 */
import path from 'node:path'
import { loadContent } from '../lib/content/index.ts'
import { loadSchemas } from '../lib/content/compile.ts'
import { iconNode } from '../../src/checker/icons.ts'
import { menuOrder, sectionsAbout } from '../../src/checker/sections.ts'
import { NAME_MAX, POST_TITLE_MAX } from '../../src/editor-calls/scaffold.ts'
import { bundle, dataSchema, listItemSchema, pageDetailsSchema, sectionSchema } from '../../src/editor-calls/schemas.ts'
import { TEMPLATES } from '../../src/editor-calls/page-form.ts'
import type { Schemas, SectionTypeInfo } from '../../src/contract/protocol.ts'
import { contentLists, withContent } from '../../src/editor-calls/content-lists.ts'

/**
 * Schemas, section types, icons, links, prices and swatches: what the browser side needs to draw forms.
 * The part made from the schemas alone (formsOfSchemas) is the same for every version of the content; the
 * hosted editor has it made when the site is built. The part made from the content (./content-lists.ts)
 * is made for the files as they are now.
 */
export function schemas(root: string): Schemas {
  const { content } = loadContent({ root, allowRuleProblems: true })
  return withContent(formsOfSchemas(root, '/_edit/pictures'), contentLists(content))
}

/** What the forms need from the schemas and the code alone; `pictures` is where the section pictures are served. */
export function formsOfSchemas(root: string, pictures: string): Schemas {
  const set = loadSchemas(path.join(root, 'schema'))
  const out: Record<string, unknown> = {}
  out['page-details'] = pageDetailsSchema(set)
  const about = sectionsAbout(set.schemas)
  const sections: SectionTypeInfo[] = []
  // In the add-section menu's order.
  for (const type of menuOrder(about)) {
    const schema = sectionSchema(set, type)
    const { label, group = 'More', mainHeading = false } = about.get(type)!
    out[`section:${type}`] = schema
    sections.push({
      type,
      label,
      description: String(schema.description ?? ''),
      picture: `${pictures}/${type}.png`,
      example: exampleOf(schema, type),
      group,
      mainHeading,
    })
  }
  for (const id of set.data.keys()) {
    out[`data:${id}`] = id === 'catalog' ? dataSchema(set, id, 'entries') : bundle(set, `${id}.schema.json`)
  }
  out['data:catalog:entry'] = listItemSchema(set, 'catalog', 'entries')
  const icons = ((set.schemas.get('defs.schema.json') as { definitions: { Icon: { enum: string[] } } }).definitions.Icon.enum ?? []).slice()
  const iconNodes = Object.fromEntries(icons.map((n) => [n, iconNode(n)]))
  const variants = [
    { name: 'trust', color: '#1d4ed8' },
    { name: 'growth', color: '#15803d' },
    { name: 'innovation', color: '#6d28d9' },
    { name: 'compliance', color: '#0f766e' },
  ]
  return {
    schemas: out,
    sections,
    icons,
    iconNodes,
    links: [],
    prices: [],
    variants,
    forms: { templates: TEMPLATES, categories: [], blogCategories: [], nameMax: NAME_MAX, postTitleMax: POST_TITLE_MAX },
  }
}

/** A valid starting value for a new section: each required field's first example, or one made from its schema. */
function exampleOf(schema: Record<string, unknown>, type: string): unknown {
  return { ...(sampleOf(schema, schema) as Record<string, unknown>), type }
}

function sampleOf(node: Record<string, unknown>, root: Record<string, unknown>, depth = 0): unknown {
  let s = node
  for (let i = 0; i < 8 && typeof s.$ref === 'string'; i++) {
    const { $ref, ...rest } = s
    s = { ...((root.definitions as Record<string, Record<string, unknown>>)[String($ref).replace('#/definitions/', '')] ?? {}), ...rest }
  }
  const examples = s.examples as unknown[] | undefined
  if (examples?.length) return examples[0]
  if (s.const !== undefined) return s.const
  if (Array.isArray(s.enum)) return s.enum[0]
  if (s.default !== undefined) return s.default
  if (depth > 6) return undefined
  if (s.type === 'object') {
    const props = (s.properties ?? {}) as Record<string, Record<string, unknown>>
    const out: Record<string, unknown> = {}
    for (const key of (s.required as string[] | undefined) ?? []) {
      const v = props[key] ? sampleOf(props[key], root, depth + 1) : undefined
      if (v !== undefined) out[key] = v
    }
    return out
  }
  if (s.type === 'array') {
    const item = s.items && typeof s.items === 'object' ? sampleOf(s.items as Record<string, unknown>, root, depth + 1) : undefined
    return item === undefined ? [] : Array.from({ length: Math.max(1, Number(s.minItems ?? 1)) }, () => structuredClone(item))
  }
  if (s.type === 'integer' || s.type === 'number') return typeof s.minimum === 'number' ? s.minimum : 1
  if (s.type === 'boolean') return false
  if (s.type === 'string') return 'Write this text'
  return undefined
}
