/**
 * The pages `npm run new:page` and the editor's New page form make: the templates (scripts/templates)
 * filled in, and for a service page its menu link and price-book entry, worked out in full before anything
 * is written. No Node here: the command and both of the editor's stores run it over their files
 * (src/editor-calls/site-files.ts) and write what it gives together.
 */
import { isMap, isPair, isScalar, parseDocument, stringify, visit, type Node, type Pair } from 'yaml'
import type { Content } from '../checker/resolve.ts'
import { formatProblems } from '../checker/format.ts'
import { readYaml } from '../checker/yaml-file.ts'
import { applyEdit } from './yaml-edit.ts'
import { addressProblem } from '../checker/addresses.ts'
import { TEMPLATE_OPTIONS, untagSamples } from '../checker/samples.ts'
import { textOf, type SiteFiles } from './site-files.ts'
import type { LeadService } from '../forms/validation.ts'
import { messages } from '../contract/messages.ts'
import { twinFile } from '../lib/lang.ts'

export type Kind = 'service' | 'category' | 'page'

export interface NewPageOptions {
  root: string
  /** e.g. services/compliance-services/esg-compliance */
  slug: string
  name?: string
  /** Also add a price-book entry and a menu link. */
  service?: boolean
  price?: number
}

export interface NewPageResult {
  kind: Kind
  file: string
  url: string
  name: string
  priceRef?: string
  catalogEntry?: boolean
  menuEntry?: boolean
  /** The page existed: only the menu link and price-book entry it lacked were added. */
  completed?: boolean
  /** Where and how to add the service's card to its category page. */
  card?: string
  /** Every file written, relative to the site folder, in order (for the visual editor to show and reload). */
  written: string[]
}

/**
 * A mistake in what was asked for, explained for the person who typed the command; `office`, when the command's
 * words name its options (--price) or files, says the same in the New page form's words (src/contract/messages.ts).
 */
export class ScaffoldError extends Error {
  constructor(
    message: string,
    readonly office?: string,
  ) {
    super(message)
  }
}

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** Short words written in capitals in names made from a slug. */
const ACRONYMS = new Set(
  'gst roc itr esg llp ngo tds tcs iec ip it hr seo sem smm ppc pf esi ca cs msme fssai iso gem ui ux api crm erp nri pan tan din dsc opc mca sez fema fdi rera bis cin gstr us uk uae ai'.split(
    ' ',
  ),
)
const SMALL = new Set('a an and as at by for in of on or the to vs with'.split(' '))

/** A page's name goes into its headings, menu link and breadcrumb: at most this many characters (a menu link holds 40, one line on a phone). */
export const NAME_MAX = 40
/** A blog article's title is its page title too (meta.title holds 90). */
export const POST_TITLE_MAX = 90
const META_TITLE_MAX = 90
const BREADCRUMB_MAX = 60

/** The longest of `choices` that fits in `max` characters (the last one is the shortest). */
function fitting(max: number, ...choices: string[]): string {
  return choices.find((c) => c.length <= max) ?? choices[choices.length - 1]
}

/** The whole words of `text` that fit in `max` characters. */
function wholeWords(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max + 1)
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/\s+(and|for|of|in|the|to|with|a|an|&)$/i, '')
}

/** "GST Registration for Small Businesses: What Changes in 2026" → cut at a word, within `max` characters. */
export function shortenAtWord(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const at = cut.lastIndexOf(' ')
  return `${(at > max / 2 ? cut.slice(0, at) : cut).replace(/[\s,:;–-]+$/, '')}…`
}

/** esg-compliance → ESG Compliance; section-8-company → Section 8 Company. */
export function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((w, i) => {
      if (ACRONYMS.has(w)) return w.toUpperCase()
      if (w.endsWith('s') && ACRONYMS.has(w.slice(0, -1))) return w.slice(0, -1).toUpperCase() + 's'
      return i > 0 && SMALL.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)
    })
    .join(' ')
}

/** Normalises what people type: a leading slash, a pages/ prefix or a .yaml suffix are all fine. */
export function normaliseSlug(input: string): string {
  return input
    .trim()
    .replace(/^\/+/, '')
    .replace(/^pages\//, '')
    .replace(/\.ya?ml$/, '')
    .replace(/\/+$/, '')
}

export function kindOf(slug: string): Kind {
  const parts = slug.split('/')
  if (parts[0] === 'services' && (parts.length === 2 || (parts.length === 3 && parts[2] === 'index'))) return 'category'
  if (parts[0] === 'services' && parts.length === 3) return 'service'
  return 'page'
}

interface SiteCategory {
  id: string
  name: string
  path: string
  services?: { label: string; href: string }[]
}

const VARIANTS: Record<string, string> = { compliance: 'compliance', digital: 'innovation', consulting: 'growth' }
/**
 * The service a category's new pages preselect in their enquiry form, by category id (pages/_site/site.yaml).
 * Only which category goes with which service is written here: the services themselves are the migration's
 * (LeadService, generated), so a renamed or removed service fails to compile, and tests/unit/lead-shape.test.ts
 * fails when a category id here is not in site.yaml.
 */
export const LEAD_SERVICES: Partial<Record<string, LeadService>> = {
  'business-setup': 'business-registration',
  compliance: 'compliance-services',
  financial: 'financial-services',
  digital: 'digital-services',
  consulting: 'consulting',
}

export function planPage(site: SiteFiles, opts: Omit<NewPageOptions, 'root'>): { result: NewPageResult; writes: [string, string][] } {
  const slug = normaliseSlug(opts.slug)
  if (!slug) throw new ScaffoldError('Give the address of the new page, e.g. services/compliance-services/esg-compliance.')
  const bad = slug.split('/').filter((s) => !SEGMENT.test(s))
  if (bad.length)
    throw new ScaffoldError(
      `"${slug}" is not a valid address: ${bad.map((b) => `"${b}"`).join(', ')} should use only lower-case letters, digits and single dashes, e.g. esg-compliance.`,
    )
  // The checker's rule for every address (reserved names, length), before anything is written.
  const reserved = addressProblem(`/${slug.replace(/\/index$/, '')}`)
  if (reserved) throw new ScaffoldError(`"${slug}" cannot be a page's address: ${reserved.message} ${reserved.hint}`)
  const kind = kindOf(slug)
  const parts = slug.split('/')
  const fileSlug = kind === 'category' ? `services/${parts[1]}/index` : slug
  const file = `pages/${fileSlug}.yaml`
  const url = '/' + slug.replace(/\/index$/, '')
  if (opts.service && kind !== 'service')
    throw new ScaffoldError(
      `new:service makes a service page inside a category, like services/compliance-services/esg-compliance; "${slug}" is not one. Use npm run new:page for other pages.`,
      messages.pages.serviceAddress(slug),
    )
  // A service page always gets its menu link, and its price-book entry when a price is given.
  const service = kind === 'service'
  // A service page that exists is completed (menu link, price-book entry), never rewritten.
  const completing = service && site.exists(file)
  if (site.exists(file) && !completing)
    throw new ScaffoldError(
      `${file} already exists; nothing was changed. Edit that file, or choose another address.`,
      messages.pages.exists(url),
    )
  if (opts.price !== undefined && !service)
    throw new ScaffoldError(
      '--price goes with a service page (services/<category>/<service>), whose price-book entry it becomes.',
      messages.pages.priceOnlyForServices,
    )
  if (opts.price !== undefined && (!Number.isInteger(opts.price) || opts.price < 0))
    throw new ScaffoldError(
      `--price must be a whole number of rupees, digits only (9999, not "9,999" or "₹9999").`,
      messages.pages.priceNotWhole,
    )

  // The current site: paths already served, the price book, the categories.
  const { content, problems } = site.check(new Map(), true)
  if (!content) {
    const sources = new Map(problems.map((p) => [p.file, site.read(p.file) ?? '']))
    throw new ScaffoldError(
      `The site has problems to fix first:\n\n${formatProblems(problems, { sources })}`,
      messages.pages.siteHasProblems(problems.filter((p) => p.severity !== 'warning').length || problems.length),
    )
  }
  if (!completing && content.routes[url] !== undefined) {
    const owner = [...content.pages.values()].find((p) => p.path === url || p.aliases.includes(url))
    const file = owner && content.files.get(owner.path)
    throw new ScaffoldError(
      `${url} is already served by ${file ?? 'another page'}${owner && owner.path !== url ? ` (as another address of ${owner.path})` : ''}; nothing was changed.`,
      messages.pages.served(url),
    )
  }

  // A name made from a long address keeps the whole words that fit.
  const fromSlug = () => wholeWords(nameFromSlug(kind === 'category' ? parts[1] : parts[parts.length - 1]), NAME_MAX)
  const name = (opts.name ?? fromSlug()).trim()
  if (!name) throw new ScaffoldError('--name must not be empty.', messages.pages.nameEmpty)
  if (name.length > NAME_MAX)
    throw new ScaffoldError(
      `The name "${name}" is ${name.length} characters long; at most ${NAME_MAX} fit in the page's headings, menu link and breadcrumb. Give a shorter name.`,
    )
  const categories = (content.site.categories ?? []) as SiteCategory[]
  const category = kind === 'service' ? categories.find((c) => c.path === `/services/${parts[1]}`) : undefined
  if (service && !category)
    throw new ScaffoldError(
      `No category has the path /services/${parts[1]} in pages/_site/site.yaml. Known: ${categories.map((c) => c.path.replace('/services/', '')).join(', ')}.`,
      messages.pages.noCategory(`/services/${parts[1]}`, categories.map((c) => c.path).join(', ')),
    )

  // The price: the book entry with this id if there is one, a new one with --price.
  const id = parts[parts.length - 1]
  const book = new Map(content.catalog.entries.map((e) => [e.id, e]))
  let priceRef: string | undefined
  let catalogEntry = false
  if (service) {
    if (book.has(id) && opts.price !== undefined)
      throw new ScaffoldError(
        `The price book already has an entry "${id}" (${book.get(id)!.name}). Leave out --price to show that entry's price, or change it in pages/_site/catalog.yaml.`,
        messages.pages.priceBookHas(book.get(id)!.name),
      )
    if (opts.service && !book.has(id) && opts.price === undefined)
      throw new ScaffoldError(`Give the price with --price, e.g. --price 9999 (rupees, digits only): it becomes price-book entry "${id}".`)
    if (book.has(id) || opts.price !== undefined) priceRef = id
    catalogEntry = !book.has(id) && opts.price !== undefined
  }

  const metaTitle =
    kind === 'service'
      ? fitting(META_TITLE_MAX, `${name} Services in India - Expert Assisted`, `${name} Services in India`, name)
      : kind === 'category'
        ? fitting(META_TITLE_MAX, `${name} in India - Expert Assisted`, `${name} in India`, name)
        : name
  const vars: Record<string, string | undefined> = {
    name,
    metaTitle,
    categoryName: category?.name ?? categories.find((c) => c.path === `/services/${parts[1]}`)?.name ?? 'All Services',
    categoryPath: content.routes[`/services/${parts[1]}`] !== undefined ? `/services/${parts[1]}` : '/services',
    priceRef,
    variant: (category && VARIANTS[category.id]) ?? 'trust',
    leadService: category ? LEAD_SERVICES[category.id] : undefined,
  }
  const schemaLine = `# yaml-language-server: $schema=${'../'.repeat(file.split('/').length - 1)}schema/page.schema.json`
  const page = fillTemplate(site.template(kind), vars, schemaLine)

  // Work out every edit before writing anything, so a refusal leaves the site as it was.
  const writes: [string, string][] = completing ? [] : [[file, page]]
  let menuEntry = false
  if (service && category) {
    if (catalogEntry)
      writes.push([
        'pages/_site/catalog.yaml',
        addCatalogEntry(textOf(site, 'pages/_site/catalog.yaml'), {
          id,
          name,
          category: category.id,
          amount: opts.price!,
        }),
      ])
    if (!(category.services ?? []).some((s) => s.href === url)) {
      writes.push(['pages/_site/site.yaml', addMenuLink(textOf(site, 'pages/_site/site.yaml'), category.id, { label: name, href: url })])
      menuEntry = true
    }
  }
  const result: NewPageResult = {
    kind,
    file,
    url,
    name,
    priceRef,
    catalogEntry,
    menuEntry,
    completed: completing,
    written: writes.map(([rel]) => rel),
    card: service ? cardAdvice(content, site, parts[1], { name, url, priceRef }) : undefined,
  }
  return { result, writes }
}

/**
 * Where a new service's card goes on its category page, said exactly: the file, the cards section whose
 * buttons lead to the category's services, and a card to paste. Category pages are written by hand (each
 * card has its own description and features), so the command does not write one itself.
 */
function cardAdvice(
  content: Content,
  site: SiteFiles,
  categorySlug: string,
  s: { name: string; url: string; priceRef?: string },
): string | undefined {
  const categoryPath = `/services/${categorySlug}`
  const file = content.files.get(categoryPath)
  if (!file) return undefined
  const data = readYaml(textOf(site, file)) as {
    sections: { type: string; heading?: string; items?: unknown[] }[]
  }
  // The cards section that leads to the most of the category's services is the one that lists them.
  const services = (sec: { items?: unknown[] }) =>
    new Set(JSON.stringify(sec.items ?? []).match(new RegExp(`${categoryPath}/[a-z0-9-]+`, 'g')) ?? []).size
  let index = -1
  data.sections.forEach((sec, i) => {
    if (sec.type === 'cards' && services(sec) > (index >= 0 ? services(data.sections[index]) : 0)) index = i
  })
  const where =
    index >= 0 ? `sections[${index}] (cards)${data.sections[index].heading ? ` "${data.sections[index].heading}"` : ''}` : 'a cards section'
  return [
    `To show it among the cards of its category page, add to ${file}, ${where}, under items:`,
    `      - icon: file-check`,
    `        title: ${stringify(s.name).trim()}`,
    `        description: One sentence on what the service does for the client.`,
    ...(s.priceRef ? [`        price: { ref: ${s.priceRef} }`] : []),
    `        button: { label: Learn More, type: internal, href: ${s.url} }`,
    // A Hindi page shows its English page's prices (the check says so): the same card goes on it too.
    ...(site.exists(twinFile(file))
      ? [`Add the same card to its Hindi page too, ${twinFile(file)}, in the same section (its words in Hindi when you can).`]
      : []),
    'The home page and /pricing show a chosen few services: add a card there too (pages/index.yaml, pages/pricing.yaml) if it should be one of them.',
  ].join('\n')
}

export interface NewPostResult {
  file: string
  url: string
  title: string
  category: string
  written: string[]
}

export interface NewPostOptions {
  root: string
  /** The article's address under /blog, e.g. msme-registration-benefits */
  slug: string
  title?: string
  category?: string
  /** YYYY-MM-DD; default today. */
  date?: string
}

/** A blog article from the template, dated today, in one of the blog's categories: /blog lists it at once. */
export function planPost(site: SiteFiles, opts: Omit<NewPostOptions, 'root'>): { result: NewPostResult; writes: [string, string][] } {
  const slug = normaliseSlug(opts.slug).replace(/^blog\//, '')
  if (!slug || !SEGMENT.test(slug))
    throw new ScaffoldError(
      `"${opts.slug}" is not a valid address: use lower-case words joined by dashes, e.g. msme-registration-benefits.`,
    )
  const file = `pages/blog/${slug}.yaml`
  const bad = addressProblem(`/blog/${slug}`)
  if (bad) throw new ScaffoldError(`"${slug}" cannot be a post's address: ${bad.message} ${bad.hint}`)
  if (site.exists(file))
    throw new ScaffoldError(
      `${file} already exists; nothing was changed. Edit that file, or choose another address.`,
      messages.pages.exists(`/blog/${slug}`),
    )
  const blog = readYaml(textOf(site, 'pages/blog/index.yaml')) as {
    sections: { type: string; categories?: string[] }[]
  }
  const categories = (blog.sections.find((s) => s.type === 'blog-index')?.categories ?? []).filter((c) => c !== 'All')
  // "gst & compliance" or " Tax planning " name the category as well as its exact spelling does.
  const asked = opts.category?.trim().toLowerCase()
  const category = asked === undefined ? categories[0] : categories.find((c) => c.toLowerCase() === asked)
  if (!category)
    throw new ScaffoldError(
      `--category must be one of the blog's categories: ${categories.map((c) => `"${c}"`).join(', ')}.`,
      messages.pages.postCategory(categories.map((c) => `"${c}"`).join(', ')),
    )
  const title = (opts.title ?? nameFromSlug(slug)).trim()
  if (!title) throw new ScaffoldError('The title must not be empty.')
  if (title.length > POST_TITLE_MAX)
    throw new ScaffoldError(
      `The title is ${title.length} characters long; at most ${POST_TITLE_MAX} fit as the article's title and its title in Google. Shorten it.`,
    )
  const date = opts.date ?? new Date().toISOString().slice(0, 10)
  const breadcrumb = shortenAtWord(
    title.length > 40 && nameFromSlug(slug).length < title.length ? nameFromSlug(slug) : title,
    BREADCRUMB_MAX,
  )
  const vars = { title, category, date, breadcrumb }
  const schemaLine = '# yaml-language-server: $schema=../../schema/page.schema.json'
  const text = fillTemplate(site.template('post'), vars, schemaLine)
  return { result: { file, url: `/blog/${slug}`, title, category, written: [file] }, writes: [[file, text]] }
}

const PLACEHOLDER = /\$([A-Za-z]+)/g

/**
 * Fills $name-style placeholders in every value of a template and drops what has no value: a price that
 * points at a price-book entry the page does not have (with its label), and an unknown form service.
 */
export function fillTemplate(template: string, vars: Record<string, string | undefined>, firstLine: string): string {
  const doc = parseDocument(template, TEMPLATE_OPTIONS)
  untagSamples(doc)
  const known = (k: string) => {
    if (!(k in vars)) throw new Error(`the template names $${k}, which new-page.ts does not fill`)
    return vars[k]
  }
  const fill = (s: string) => s.replace(PLACEHOLDER, (m, k: string) => known(k) ?? m)
  // Looks at the template's own text, never at filled-in values (a name may contain "$").
  const missing = (s: string) => [...s.matchAll(PLACEHOLDER)].some(([, k]) => known(k) === undefined)
  const unfilled = (n: unknown) => isScalar(n) && typeof n.value === 'string' && missing(n.value)
  visit(doc, {
    Pair(_, pair: Pair) {
      const v = pair.value as Node | null
      if (isScalar(pair.key) && pair.key.value === 'price' && isMap(v) && v.items.some((p) => isPair(p) && unfilled(p.value)))
        return visit.REMOVE
      if (isScalar(pair.key) && pair.key.value === 'priceLabel' && !vars.priceRef) return visit.REMOVE
      if (unfilled(v)) return visit.REMOVE
    },
    Scalar(_, node) {
      if (typeof node.value === 'string') node.value = fill(node.value)
    },
  })
  doc.commentBefore = null
  // Comments speak to the editor and may name values too; one that names a missing value goes.
  const body = doc
    .toString({ lineWidth: 0 })
    .split('\n')
    .filter((l) => !/^\s*#/.test(l) || !missing(l))
    .map((l) => (/^\s*#/.test(l) ? fill(l) : l))
    .join('\n')
  return `${firstLine}\n${body}`
}

/**
 * Adds a price-book entry after the last entry of its category (or at the end), written as the visual editor
 * writes (every other byte kept). Its price starts as `{}` so that it is written on one line, as the book
 * writes prices: `price: { amount: 9999 }`.
 */
export function addCatalogEntry(src: string, entry: { id: string; name: string; category: string; amount: number }): string {
  const book = readYaml(src) as { entries?: Record<string, unknown>[] } | null
  const entries = book?.entries
  if (!Array.isArray(entries) || !entries.length)
    throw new ScaffoldError('pages/_site/catalog.yaml has no "entries:" list to add to.', messages.pages.noListToAdd('price book'))
  const last = entries.map((e) => e.category).lastIndexOf(entry.category)
  const at = last === -1 ? entries.length : last + 1
  const withEntry = (price: object) => ({
    ...book,
    entries: entries.toSpliced(at, 0, { id: entry.id, name: entry.name, category: entry.category, price }),
  })
  return applyEdit(applyEdit(src, withEntry({})), withEntry({ amount: entry.amount }))
}

/** Appends a link to a category's "services" list in site.yaml (the mega menu and /services read it), as the visual editor writes. */
export function addMenuLink(src: string, categoryId: string, link: { label: string; href: string }): string {
  const site = readYaml(src) as { categories?: { id?: string; services?: unknown[] }[] } | null
  const categories = site?.categories
  if (!Array.isArray(categories))
    throw new ScaffoldError('pages/_site/site.yaml has no "categories:" list.', messages.pages.noListToAdd('menu'))
  const index = categories.findIndex((c) => c.id === categoryId)
  const services = categories[index]?.services
  if (!Array.isArray(services) || !services.length)
    throw new ScaffoldError(
      `The category "${categoryId}" in pages/_site/site.yaml has no "services:" list of links to add to; add the link there by hand.`,
      messages.pages.noListToAdd(`menu of the category "${categoryId}"`),
    )
  return applyEdit(src, { ...site, categories: categories.with(index, { ...categories[index], services: [...services, link] }) })
}
