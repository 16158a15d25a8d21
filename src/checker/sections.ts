/**
 * What a section type is besides its fields, said once, in its schema (schema/sections/<type>.schema.json)
 * under "x-section": the editor's name for it and its place in the add-section menu, whether it carries the
 * page's main heading, shows a form or has items marked popular, and the sample its picture in
 * docs/EDITING.md is drawn from. The checker, the editor and `npm run shots:sections` read it from here.
 */
import { readText, type ContentSource } from './source.ts'

/** The add-section menu's groups, by purpose, in the order a page is usually read. */
export const SECTION_GROUPS = [
  'Top of the page (one per page)',
  'Prices',
  'Explain and reassure',
  'Forms and calls to action',
  'Lists of pages',
] as const

export interface SectionAbout {
  /** The editor's name for the type: what a person who is not a developer reads. */
  label: string
  /** Its group in the editor's add-section menu (none: "More", at the end). */
  group?: (typeof SECTION_GROUPS)[number]
  /** Its place in its group (none: after those that have one). */
  order?: number
  /** Its heading is the page's h1: a page has exactly one such section. */
  mainHeading?: boolean
  /** It shows a form, and so needs the words of pages/_site/forms.yaml: always (true), or when this field is set. */
  form?: boolean | string
  /** Its items may be marked `popular`: at most one per section. */
  popular?: boolean
  /** What docs/sections/<type>.png shows: this section (without its type), at this query, after clicking this. */
  picture: { example: Record<string, unknown>; query?: string; click?: string }
}

/** The annotation as Ajv knows it: strict mode refuses a keyword it was not told of, and checks its shape. */
export const SECTION_KEYWORD = {
  keyword: 'x-section' as const,
  metaSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['label', 'picture'],
    properties: {
      label: { type: 'string', minLength: 1 },
      group: { enum: SECTION_GROUPS },
      order: { type: 'integer' },
      mainHeading: { type: 'boolean' },
      form: { anyOf: [{ type: 'boolean' }, { type: 'string' }] },
      popular: { type: 'boolean' },
      picture: {
        type: 'object',
        additionalProperties: false,
        required: ['example'],
        properties: { example: { type: 'object' }, query: { type: 'string' }, click: { type: 'string' } },
      },
    },
  },
}

/**
 * Each section type's "x-section", from loaded schemas (keyed by $id) or from a source's schema/ folder
 * (this repository's: `sectionsAbout(fsSource(root))`, scripts/lib/content/fs-source.ts).
 */
export function sectionsAbout(from: ContentSource | Map<string, unknown>): Map<string, SectionAbout> {
  const out = new Map<string, SectionAbout>()
  const add = (id: string, schema: unknown) => {
    const type = /^sections\/(.+)\.schema\.json$/.exec(id)?.[1]
    const about = (schema as Record<string, SectionAbout | undefined>)[SECTION_KEYWORD.keyword]
    if (!type) return
    if (!about) throw new Error(`schema/${id} has no "${SECTION_KEYWORD.keyword}": its label, picture and the rest`)
    out.set(type, about)
  }
  if (from instanceof Map) {
    for (const [id, schema] of from) add(id, schema)
    return out
  }
  const dir = 'schema/sections'
  for (const e of from.entries(dir).sort((a, b) => a.name.localeCompare(b.name)))
    // Real files only: a symbolic link is not followed (the checker reports it).
    if (e.kind === 'file' && e.name.endsWith('.schema.json')) add(`sections/${e.name}`, JSON.parse(readText(from, `${dir}/${e.name}`)))
  return out
}

/** The section types whose annotation sets this flag, e.g. those that carry the main heading. */
export function sectionsWith(flag: 'mainHeading' | 'form' | 'popular', about: Map<string, SectionAbout>): Set<string> {
  return new Set([...about].filter(([, a]) => a[flag] !== undefined && a[flag] !== false).map(([type]) => type))
}

/** Types in the add-section menu's order: by group, then by their place in it. */
export function menuOrder(about: Map<string, SectionAbout>): string[] {
  const rank = (a: SectionAbout) => [a.group ? SECTION_GROUPS.indexOf(a.group) : SECTION_GROUPS.length, a.order ?? Infinity]
  return [...about.keys()].sort((x, y) => {
    const [gx, ox] = rank(about.get(x)!)
    const [gy, oy] = rank(about.get(y)!)
    return gx - gy || ox - oy
  })
}
