/**
 * What the browser side needs to draw its forms: the JSON Schemas (./schemas.ts), the section types with a
 * starting value each, icons, link targets, prices, swatches and the New page form's choices.
 */
import path from 'node:path'
import { loadContent } from '../lib/content/index.ts'
import { loadSchemas } from '../lib/content/compile.ts'
import { iconNode } from '../lib/content/icons.ts'
import { formatRupees } from '../lib/content/format-values.ts'
import { menuOrder, sectionsAbout } from '../lib/content/sections.ts'
import { NAME_MAX, POST_TITLE_MAX } from '../new-page.ts'
import { bundle, dataSchema, listItemSchema, pageDetailsSchema, sectionSchema } from './schemas.ts'
import { TEMPLATES } from './new-page.ts'
import type { Schemas, SchemasResponse, SectionTypeInfo } from '../../src/editor/protocol.ts'

/** Schemas, section types, icons, links, prices and swatches: what the browser side needs to draw forms. */
export function schemas(root: string): Schemas {
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
      picture: `/_edit/pictures/${type}.png`,
      example: exampleOf(schema, type),
      group,
      mainHeading,
    })
  }
  for (const id of set.data.keys()) {
    out[`data:${id}`] = id === 'catalog' ? dataSchema(set, id, 'entries') : bundle(set, `${id}.schema.json`)
  }
  out['data:catalog:entry'] = listItemSchema(set, 'catalog', 'entries')

  const { content } = loadContent({ root, allowRuleProblems: true })
  const icons = ((set.schemas.get('defs.schema.json') as { definitions: { Icon: { enum: string[] } } }).definitions.Icon.enum ?? []).slice()
  const iconNodes = Object.fromEntries(icons.map((n) => [n, iconNode(n)]))
  const links: SchemasResponse['links'] = []
  if (content) {
    for (const [p, page] of content.pages) links.push({ href: p, title: page.meta.title, kind: 'page' })
    const files = (content.data.get('downloads') as { files?: { path: string; title?: string }[] } | undefined)?.files ?? []
    for (const d of files) links.push({ href: d.path, title: d.title ?? path.basename(d.path), kind: 'download' })
    links.push({ href: `tel:${content.site.phone.tel ?? ''}`, title: 'Call the business number', kind: 'page' })
    links.push({ href: `mailto:${content.site.email}`, title: 'Write to the business e-mail', kind: 'page' })
    links.push({ href: `${content.site.chat.baseUrl}/${content.site.chat.number}`, title: 'Chat with the business', kind: 'page' })
  }
  links.sort((a, b) => a.href.localeCompare(b.href))
  const prices = (content?.catalog.entries ?? []).map((e) => ({
    id: e.id,
    name: e.name,
    shown: e.price.amount !== undefined ? formatRupees(e.price.amount) : e.price.free ? 'Free' : 'Custom quote',
  }))
  const variants = [
    { name: 'trust', color: '#1d4ed8' },
    { name: 'growth', color: '#15803d' },
    { name: 'innovation', color: '#6d28d9' },
    { name: 'compliance', color: '#0f766e' },
  ]
  const categories = (content?.site.categories ?? []).map((c) => ({ id: c.id, name: c.name, path: c.path }))
  const blogIndex = content?.pages.get('/blog')?.sections.find((x) => x.type === 'blog-index') as { categories?: string[] } | undefined
  const blogCategories = (blogIndex?.categories ?? []).filter((c) => c !== 'All')
  // A price-book entry's category is one of the site's: a choice (the form shows their names).
  const entry = out['data:catalog:entry'] as { properties?: Record<string, Record<string, unknown>> } | undefined
  if (categories.length && entry?.properties?.category) {
    entry.properties.category = { ...entry.properties.category, enum: categories.map((c) => c.id) }
  }
  // An article's category is one of the blog's: a choice, not free text.
  const article = out['section:article'] as { properties?: Record<string, Record<string, unknown>> } | undefined
  if (blogCategories.length && article?.properties?.category)
    article.properties.category = { ...article.properties.category, enum: blogCategories }
  return {
    schemas: out,
    sections,
    icons,
    iconNodes,
    links,
    prices,
    variants,
    forms: { templates: TEMPLATES, categories, blogCategories, nameMax: NAME_MAX, postTitleMax: POST_TITLE_MAX },
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
