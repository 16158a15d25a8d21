/**
 * The JSON Schemas under schema/ as the editor's form library needs them: one self-contained document per
 * file kind and per section type (every $ref pointing into its own `definitions`), with the fields that get
 * a picker marked by a `format` the browser side registers a widget for. The files under schema/ stay as
 * they are; these copies live only in the editor's memory.
 */
import type { SchemaSet } from '../checker/validate.ts'
import { SECTION_KEYWORD } from '../checker/sections.ts'

type Json = Record<string, unknown>

/** Formats the editor's form library draws with a picker (src/editor/widgets.tsx). */
export const PICKERS = {
  icon: 'x-icon',
  variant: 'x-variant',
  markdown: 'x-markdown',
  link: 'x-link',
  price: 'x-price-ref',
  amount: 'x-amount',
} as const

/**
 * Fields for search engines and other addresses, which the office rarely needs and whose words are the web's:
 * the forms fold them under "Advanced" (src/editor/form.tsx), by the schema file and the field's name.
 */
const ADVANCED: Record<string, string[]> = {
  'page.schema.json': ['canonical', 'noindex', 'type', 'keywords', 'aliases', 'breadcrumb', 'breadcrumbs', 'service'],
}

/** Which picker a shared definition gets, by its place in defs.schema.json. */
const DEF_PICKERS: Record<string, string> = {
  'defs.schema.json#/definitions/Icon': PICKERS.icon,
  'defs.schema.json#/definitions/Variant': PICKERS.variant,
  'defs.schema.json#/definitions/Markdown': PICKERS.markdown,
}

function resolveRef(ref: string, baseId: string): { id: string; pointer: string } {
  const [file, pointer = ''] = ref.split('#')
  if (!file) return { id: baseId, pointer }
  const url = new URL(file, `https://schema.invalid/${baseId}`)
  return { id: url.pathname.slice(1), pointer }
}

function at(schema: Json, pointer: string): Json {
  let node: unknown = schema
  for (const part of pointer.split('/').filter(Boolean)) node = (node as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')]
  if (!node || typeof node !== 'object') throw new Error(`schema pointer #${pointer} not found`)
  return node as Json
}

/** defs.schema.json#/definitions/Icon → defs__Icon */
function localName(id: string, pointer: string): string {
  const file = id.replace(/\.schema\.json$/, '').replace(/[^A-Za-z0-9]+/g, '_')
  return `${file}__${pointer.split('/').filter(Boolean).pop() ?? 'root'}`
}

/** One schema with every reference it makes copied into its own `definitions`. */
export function bundle(set: SchemaSet, rootId: string, pointer = ''): Json {
  const rootDoc = set.schemas.get(rootId) as Json | undefined
  if (!rootDoc) throw new Error(`no schema ${rootId}`)
  const definitions: Json = {}
  const copy = (node: unknown, baseId: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => copy(n, baseId))
    if (!node || typeof node !== 'object') return node
    const out: Json = {}
    for (const [k, v] of Object.entries(node as Json)) {
      if (k === '$id' || k === '$schema' || k === 'definitions' || k === SECTION_KEYWORD.keyword) continue
      if (k === '$ref' && typeof v === 'string') {
        const target = resolveRef(v, baseId)
        const full = `${target.id}#${target.pointer}`
        const name = localName(target.id, target.pointer)
        if (!(name in definitions)) {
          definitions[name] = {}
          const doc = set.schemas.get(target.id) as Json
          const body = copy(at(doc, target.pointer), target.id) as Json
          if (DEF_PICKERS[full]) body.format = DEF_PICKERS[full]
          definitions[name] = body
        }
        out.$ref = `#/definitions/${name}`
        continue
      }
      out[k] = k === 'properties' ? copyProperties(v as Json, baseId) : copy(v, baseId)
    }
    return out
  }
  const copyProperties = (props: Json, baseId: string): Json => {
    const out: Json = {}
    for (const [name, prop] of Object.entries(props)) {
      const p = copy(prop, baseId) as Json
      // The schemas' own titles are type names for the generated TypeScript (PageMeta): a person reads the field's name.
      p.title = humanize(name)
      // A list's items are named after the list: "Step 2", not the type name "ProcessStep".
      if (p.type === 'array' && p.items && typeof p.items === 'object' && !Array.isArray(p.items))
        p.items = { ...(p.items as Json), title: humanize(name).replace(/ies$/, 'y').replace(/s$/, '') }
      // "Text or an item" alternatives are offered by name, not as "Option 1" / "Option 2".
      const alternatives = ((p.items as Json | undefined)?.anyOf ?? p.anyOf) as Json[] | undefined
      if (Array.isArray(alternatives))
        alternatives.forEach((alt) => {
          alt.title ??= alt.type === 'string' ? 'Just a line of text' : 'With a title, text and icon'
        })
      if (name === 'href' && p.type === 'string' && !p.format) p.format = PICKERS.link
      if (name === 'ref' && p.type === 'string' && !p.format) p.format = PICKERS.price
      // A price's figures are typed as people write money (3,499 · Rs. 3,499/- · 1.5 lakh): src/editor/amount.ts.
      if ((name === 'amount' || name === 'original') && p.type === 'integer' && !p.format) p.format = PICKERS.amount
      // Dates are typed day/month/year, as in India; the file keeps 2026-11-25.
      if (p.format === 'date') p.format = 'x-date'
      if (ADVANCED[baseId]?.includes(name)) p['x-advanced'] = true
      out[name] = p
    }
    return out
  }
  const start = pointer ? at(rootDoc, pointer) : rootDoc
  const { title: _title, ...body } = copy(start, rootId) as Json
  return plainHelp({ ...body, definitions }) as Json
}

/**
 * Help texts as the editor shows them: the schema files speak to people who edit YAML (file paths, field
 * names, "ref", "lucide"); the editor's forms have pickers for those, so their help says what to choose.
 * Whole texts are replaced where rewording a part would not do; the rest is reworded phrase by phrase.
 */
const PLAIN_TEXTS: [RegExp, string][] = [
  [/^Category id from site\.yaml\.$/, 'The service category it belongs to.'],
  [/^One page of the site\. The file path.*$/, 'One page of the site.'],
  [/^Open Graph type for social sharing: (.*)$/, 'Kind of page, as social media show it when the page is shared: $1'],
  [
    /^Id of an entry in pages\/_site\/catalog\.yaml \(the price book\)\. The amount, original price and unit come from there; anything you also write here overrides the book for this page only\.$/,
    "The price-book entry whose price this shows: its amount, struck-through price and unit come from the price book. A figure you also type here replaces the book's on this page only.",
  ],
  [
    /^A price in Indian rupees\. Give an amount, or a ref to the price book, or custom\/free\.$/,
    'A price in rupees: type the amount, or choose a price-book entry, or mark it as a custom quote or free.',
  ],
  [
    /^Anchor name for this section, .*$/,
    'A short name for this section, so that a button or link elsewhere can jump to it. Lower-case letters, digits and dashes.',
  ],
  [
    /^Icon shown with this item\. Pick a name from the list \(lucide icon names\)\.$/,
    'Icon shown with this item: pick one from the pictures.',
  ],
  [/^An icon from the site's icon set.*$/, "An icon from the site's set: pick one from the pictures."],
  [
    /^What the button does: .*$/,
    'What the button does: go to a page of this site, to another website (in a new tab), call the business number, write to the business e-mail, download a guide, open the chat app with a message, or jump to a section of this page.',
  ],
  [
    /^Where it goes\. internal: .*$/,
    'Where it goes: choose a page, a guide to download or a section of this page, or type a full web address starting with https:// for another website. Not needed to call, write or chat.',
  ],
  [/^The six service categories from pages\/_site\/site\.yaml, (.*)$/, 'The six service categories from Company details and menu, $1'],
  [
    /^The free startup guide viewer \(\/ebook\?id=\.\.\.\)\. Its pages come from pages\/_site\/guide\.yaml\.$/,
    'The free startup guide viewer. Its pages come from the shared file Free startup guide.',
  ],
  [/the address's id is not a guide link it knows/, 'the address is not a guide link it knows'],
  [/ \(source=lead-magnet with a guide id\)/, ''],
  [
    /^The price book: one entry per service\..*$/,
    'The price book: one entry per service. Every card or package that shows an entry shows its figure from here, so one change here reprices every page that shows it.',
  ],
  [
    /^The PDF guides the build writes into the site.*$/,
    'The guides visitors download as PDF files. Brand, phone, e-mail, website and chat link come from Company details and menu, not from here.',
  ],
  [/ \(YYYY-MM-DD\)|, YYYY-MM-DD/g, ''],
  [/ Written into the PDFs' creation and modification dates, so builds are repeatable\./, ''],
  [/ \(those come from site\.yaml\)| from site\.yaml| come from site\.yaml| are read from site\.yaml/g, ' from Company details and menu'],
  [
    /^The free startup guide shown at \/ebook: one image per page, drawn by the build from this file.*$/,
    'The free startup guide shown at /ebook, one picture per page. Brand, phone, e-mail and website come from Company details and menu.',
  ],
  [/^The pages in order\. Page n is drawn as guide\/page-0n\.svg\.$/, 'The pages in order.'],
  [/ HTML is not allowed and is shown as plain text\.| Write plain text: no HTML\.| No HTML\./g, ''],
  [
    / Used for canonical links, the sitemap and structured data\./,
    ' Search engines and social media are given page addresses that start with it.',
  ],
  [/ \(og:image:alt and twitter:image:alt\)/, ''],
  [/^Short id\.$/, 'A short name, lower-case with dashes.'],
  [/^The price in rupees, digits only: .*$/, 'The price in rupees, as you would write it: 10,936 or Rs. 10,936 (the page shows ₹10,936).'],
  [
    /^Unique id, lower-case with dashes; pages refer to it as price: \{ ref: id \}\.$/,
    "The entry's short name, lower-case with dashes, by which pages show its price. Fixed once the entry is made.",
  ],
  [/^Set to true when /, 'Tick when '],
  [/^Path of an image in public\/, e\.g\. (.*)$/, 'The picture, as its address on the site, e.g. $1'],
]

function plainHelp(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plainHelp)
  if (!node || typeof node !== 'object') return node
  const out: Json = {}
  for (const [k, v] of Object.entries(node as Json)) {
    if (k === 'description' && typeof v === 'string') out[k] = PLAIN_TEXTS.reduce((t, [re, to]) => t.replace(re, to), v)
    else if (k === 'title' && typeof v === 'string' && v === 'URL') out[k] = 'Web address'
    else if (k === 'enum' || k === 'examples' || k === 'const' || k === 'default') out[k] = v
    else out[k] = plainHelp(v)
  }
  return out
}

/** The schema of a page without its sections (edited as cards): what the "Page details" form shows. */
export function pageDetailsSchema(set: SchemaSet): Json {
  const page = bundle(set, 'page.schema.json')
  const { sections: _sections, ...properties } = page.properties as Json
  const required = ((page.required as string[]) ?? []).filter((r) => r !== 'sections')
  // Only the definitions the remaining fields use.
  return { ...page, properties, required }
}

/** A shared data file's schema (pages/_site/<name>.yaml), optionally without its list (edited as cards). */
export function dataSchema(set: SchemaSet, name: string, without?: string): Json {
  const schema = bundle(set, `${name}.schema.json`)
  if (!without) return schema
  const { [without]: _list, ...properties } = schema.properties as Json
  return { ...schema, properties, required: ((schema.required as string[]) ?? []).filter((r) => r !== without) }
}

/** The schema of one item of a shared file's list (a price-book entry). */
export function listItemSchema(set: SchemaSet, name: string, list: string): Json {
  const whole = bundle(set, `${name}.schema.json`)
  const items = ((whole.properties as Json)[list] as Json).items as Json
  return { ...items, definitions: whole.definitions }
}

export function sectionSchema(set: SchemaSet, type: string): Json {
  return bundle(set, `sections/${type}.schema.json`)
}

/** Field names that mean little to a person who is not a developer, said plainly. */
const PLAIN_NAMES: Record<string, string> = {
  id: 'Short name',
  url: 'Web address',
  baseUrl: 'Chat web address',
  canonical: 'Main address',
  ref: 'Price-book entry',
  src: 'Image file',
  alt: 'Image description',
  meta: 'Search and sharing',
  href: 'Link',
  govtFee: 'Plus government fees',
  structuredData: 'Show in Google results',
}

/** leadForm → Lead form; showBreadcrumbs → Show breadcrumbs; cta → CTA. */
export function humanize(key: string): string {
  if (PLAIN_NAMES[key]) return PLAIN_NAMES[key]
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase()
  if (/^(cta|faq)$/.test(words)) return words.toUpperCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
