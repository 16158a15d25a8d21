/**
 * npm run new:page -- <path> [--price 9999]       a new page from a template, ready to edit; for a service
 *                                                 page also its menu link and (with --price) its price-book
 *                                                 entry. On a service page that exists it adds what is
 *                                                 missing (menu link, price-book entry) and changes no page.
 * npm run new:service -- …                        the same (kept for the docs and habits that name it)
 * npm run new:post -- <slug> [--title "…"] [--category "Tax Planning"]   a blog article, listed on /blog
 *
 *   <path>            the address without the leading slash, e.g. services/compliance-services/esg-compliance
 *                     (a service page), services/esg-services (a category overview) or careers (a plain page)
 *   --name "…"        the service or page name; default from the last part of the path ("ESG Compliance")
 *   --price 9999      the price in rupees for the new price-book entry (with --service)
 *   --root <dir>      the site folder (default: this repository)
 *
 * Never overwrites a file. Edits pages/_site/catalog.yaml and site.yaml as the visual editor does (applyEdit),
 * so their comments and layout stay as they are. Runs the content check at the end.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { isMap, isPair, isScalar, parseDocument, stringify, visit, type Node, type Pair } from 'yaml'
import { loadContent, type Content, type Problem } from './lib/content/index.ts'
import { formatProblems } from './lib/content/format.ts'
import { readYaml } from './lib/content/yaml-file.ts'
import { readYamlFile } from './lib/content/fs-source.ts'
import { applyEdit } from './editor/yaml-edit.ts'
import { addressProblem } from './lib/content/addresses.ts'
import { writeFailure, writeFilesTogether } from './lib/safe-write.ts'
import { TEMPLATE_OPTIONS, untagSamples } from './lib/content/samples.ts'
import type { LeadService } from '../src/forms/validation.ts'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const templateDir = path.join(repoRoot, 'scripts/templates')

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

/** A mistake in what was asked for, explained for the person who typed the command. */
export class ScaffoldError extends Error {}

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

/** Writes a scaffold's files together: all of them, or (on any failure) none, with the reason in plain words. */
function writeScaffold(root: string, writes: [string, string][]): void {
  try {
    writeFilesTogether(root, new Map(writes))
  } catch (e) {
    throw new ScaffoldError(`Nothing was made: ${writeFailure(e)}. Every file is as it was.`)
  }
}

export function newPage(opts: NewPageOptions): NewPageResult {
  const { root } = opts
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
  const abs = path.join(root, file)
  if (opts.service && kind !== 'service')
    throw new ScaffoldError(
      `new:service makes a service page inside a category, like services/compliance-services/esg-compliance; "${slug}" is not one. Use npm run new:page for other pages.`,
    )
  // A service page always gets its menu link, and its price-book entry when a price is given.
  const service = kind === 'service'
  // A service page that exists is completed (menu link, price-book entry), never rewritten.
  const completing = service && fs.existsSync(abs)
  if (fs.existsSync(abs) && !completing)
    throw new ScaffoldError(`${file} already exists; nothing was changed. Edit that file, or choose another address.`)
  if (opts.price !== undefined && !service)
    throw new ScaffoldError('--price goes with a service page (services/<category>/<service>), whose price-book entry it becomes.')
  if (opts.price !== undefined && (!Number.isInteger(opts.price) || opts.price < 0))
    throw new ScaffoldError(`--price must be a whole number of rupees, digits only (9999, not "9,999" or "₹9999").`)

  // The current site: paths already served, the price book, the categories.
  const { content, problems } = loadContent({ root, allowRuleProblems: true })
  if (!content) {
    const sources = new Map(problems.map((p) => [p.file, safeRead(path.join(root, p.file))]))
    throw new ScaffoldError(`The site has problems to fix first:\n\n${formatProblems(problems, { sources })}`)
  }
  if (!completing && content.routes[url] !== undefined) {
    const owner = [...content.pages.values()].find((p) => p.path === url || p.aliases.includes(url))
    const file = owner && content.files.get(owner.path)
    throw new ScaffoldError(
      `${url} is already served by ${file ?? 'another page'}${owner && owner.path !== url ? ` (as another address of ${owner.path})` : ''}; nothing was changed.`,
    )
  }

  // A name made from a long address keeps the whole words that fit.
  const fromSlug = () => wholeWords(nameFromSlug(kind === 'category' ? parts[1] : parts[parts.length - 1]), NAME_MAX)
  const name = (opts.name ?? fromSlug()).trim()
  if (!name) throw new ScaffoldError('--name must not be empty.')
  if (name.length > NAME_MAX)
    throw new ScaffoldError(
      `The name "${name}" is ${name.length} characters long; at most ${NAME_MAX} fit in the page's headings, menu link and breadcrumb. Give a shorter name.`,
    )
  const categories = (content.site.categories ?? []) as SiteCategory[]
  const category = kind === 'service' ? categories.find((c) => c.path === `/services/${parts[1]}`) : undefined
  if (service && !category)
    throw new ScaffoldError(
      `No category has the path /services/${parts[1]} in pages/_site/site.yaml. Known: ${categories.map((c) => c.path.replace('/services/', '')).join(', ')}.`,
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
  const schemaLine = `# yaml-language-server: $schema=${path.posix.relative(path.posix.dirname(file), 'schema/page.schema.json')}`
  const page = fillTemplate(fs.readFileSync(path.join(templateDir, `${kind}.yaml`), 'utf8'), vars, schemaLine)

  // Work out every edit before writing anything, so a refusal leaves the site as it was.
  const writes: [string, string][] = completing ? [] : [[file, page]]
  let menuEntry = false
  if (service && category) {
    if (catalogEntry)
      writes.push([
        'pages/_site/catalog.yaml',
        addCatalogEntry(fs.readFileSync(path.join(root, 'pages/_site/catalog.yaml'), 'utf8'), {
          id,
          name,
          category: category.id,
          amount: opts.price!,
        }),
      ])
    if (!(category.services ?? []).some((s) => s.href === url)) {
      writes.push([
        'pages/_site/site.yaml',
        addMenuLink(fs.readFileSync(path.join(root, 'pages/_site/site.yaml'), 'utf8'), category.id, { label: name, href: url }),
      ])
      menuEntry = true
    }
  }
  writeScaffold(root, writes)
  return {
    kind,
    file,
    url,
    name,
    priceRef,
    catalogEntry,
    menuEntry,
    completed: completing,
    written: writes.map(([rel]) => rel),
    card: service ? cardAdvice(content, root, parts[1], { name, url, priceRef }) : undefined,
  }
}

/**
 * Where a new service's card goes on its category page, said exactly: the file, the cards section whose
 * buttons lead to the category's services, and a card to paste. Category pages are written by hand (each
 * card has its own description and features), so the command does not write one itself.
 */
function cardAdvice(
  content: Content,
  root: string,
  categorySlug: string,
  s: { name: string; url: string; priceRef?: string },
): string | undefined {
  const categoryPath = `/services/${categorySlug}`
  const file = content.files.get(categoryPath)
  if (!file) return undefined
  const data = readYamlFile(root, file) as {
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
    'The home page and /pricing show a chosen few services: add a card there too (pages/index.yaml, pages/pricing.yaml) if it should be one of them.',
  ].join('\n')
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
export function newPost(opts: NewPostOptions): { file: string; url: string; title: string; category: string; written: string[] } {
  const slug = normaliseSlug(opts.slug).replace(/^blog\//, '')
  if (!slug || !SEGMENT.test(slug))
    throw new ScaffoldError(
      `"${opts.slug}" is not a valid address: use lower-case words joined by dashes, e.g. msme-registration-benefits.`,
    )
  const file = `pages/blog/${slug}.yaml`
  const bad = addressProblem(`/blog/${slug}`)
  if (bad) throw new ScaffoldError(`"${slug}" cannot be a post's address: ${bad.message} ${bad.hint}`)
  if (fs.existsSync(path.join(opts.root, file)))
    throw new ScaffoldError(`${file} already exists; nothing was changed. Edit that file, or choose another address.`)
  const blog = readYamlFile(opts.root, 'pages/blog/index.yaml') as {
    sections: { type: string; categories?: string[] }[]
  }
  const categories = (blog.sections.find((s) => s.type === 'blog-index')?.categories ?? []).filter((c) => c !== 'All')
  // "gst & compliance" or " Tax planning " name the category as well as its exact spelling does.
  const asked = opts.category?.trim().toLowerCase()
  const category = asked === undefined ? categories[0] : categories.find((c) => c.toLowerCase() === asked)
  if (!category) throw new ScaffoldError(`--category must be one of the blog's categories: ${categories.map((c) => `"${c}"`).join(', ')}.`)
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
  const text = fillTemplate(fs.readFileSync(path.join(templateDir, 'post.yaml'), 'utf8'), vars, schemaLine)
  writeScaffold(opts.root, [[file, text]])
  return { file, url: `/blog/${slug}`, title, category, written: [file] }
}

/**
 * The content check after writing: problems that stop the site, and apart from them the template's sample texts
 * the new page still holds (expected in a page just made: they are what to write first; the check fails until then).
 */
function checkNew(root: string): { problems: Problem[]; samples: string[] } {
  const all = loadContent({ root }).problems
  const held = all.filter((p) => p.code === 'sample-text')
  return {
    problems: all.filter((p) => p.code !== 'sample-text'),
    samples: held.length
      ? [
          'Content check: ok, but for the sample text to replace (the check fails until it is your own words):',
          ...held.map((p) => `  ${p.file}:${p.line}:${p.col}  ${p.where}`),
        ]
      : ['Content check: ok'],
  }
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
  if (!Array.isArray(entries) || !entries.length) throw new ScaffoldError('pages/_site/catalog.yaml has no "entries:" list to add to.')
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
  if (!Array.isArray(categories)) throw new ScaffoldError('pages/_site/site.yaml has no "categories:" list.')
  const index = categories.findIndex((c) => c.id === categoryId)
  const services = categories[index]?.services
  if (!Array.isArray(services) || !services.length)
    throw new ScaffoldError(
      `The category "${categoryId}" in pages/_site/site.yaml has no "services:" list of links to add to; add the link there by hand.`,
    )
  return applyEdit(src, { ...site, categories: categories.with(index, { ...categories[index], services: [...services, link] }) })
}

function safeRead(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      service: { type: 'boolean' },
      post: { type: 'boolean' },
      title: { type: 'string' },
      category: { type: 'string' },
      name: { type: 'string' },
      price: { type: 'string' },
      root: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  // Without the "--" after the script's name, npm keeps --price=9999 and the like for itself and passes them
  // on only as npm_config_* variables: take them from there. (--price 9999, with a space, reaches us as a
  // second word instead: the message below says to type the "--".)
  for (const k of ['name', 'price', 'title', 'category'] as const) {
    const fromNpm = process.env[`npm_config_${k}`]
    if (values[k] === undefined && fromNpm) values[k] = fromNpm
  }
  // The usual slip: a name or title with spaces and no quotes, which the terminal splits into extra words.
  if (!values.help && positionals.length > 1) {
    console.error(
      `One address was expected, but got ${positionals.length} words: ${positionals.map((p) => `"${p}"`).join(' ')}.\n` +
        'A name or title with spaces goes in quotes, e.g. --name "ESG Compliance" or --title "MSME Registration: 7 Benefits".' +
        (process.env.npm_lifecycle_event
          ? `\nAnd type -- after the command's name, or npm keeps the options for itself: npm run ${process.env.npm_lifecycle_event} -- <address> --price 9999`
          : ''),
    )
    return 1
  }
  if (values.help || positionals.length !== 1) {
    console.log(
      [
        'Usage:',
        '  npm run new:page -- services/compliance-services/esg-compliance',
        '  npm run new:page -- services/esg-services          (a category overview)',
        '  npm run new:page -- careers                        (a plain page)',
        '  npm run new:page -- services/compliance-services/esg-compliance --name "ESG Compliance" --price 9999',
        '                  (a service page with its menu link and price-book entry; on an existing page, adds what it lacks)',
        '  npm run new:post -- msme-registration-benefits --title "MSME Registration: 7 Benefits" --category "Business Registration"',
      ].join('\n'),
    )
    return values.help ? 0 : 1
  }
  const root = path.resolve(values.root ?? repoRoot)
  if (values.post) {
    try {
      const post = newPost({ root, slug: positionals[0], title: values.title, category: values.category })
      const { problems, samples } = checkNew(root)
      if (problems.length) {
        const sources = new Map(problems.map((p) => [p.file, safeRead(path.join(root, p.file))]))
        console.error(`Created ${post.file}\n\nThe content check found problems:\n\n${formatProblems(problems, { sources })}`)
        return 1
      }
      console.log(
        [
          `Created ${post.file} ("${post.title}", ${post.category}, dated today)`,
          ...samples,
          '',
          `Address: ${post.url}; /blog lists it among the latest articles.`,
          '',
          'Next steps:',
          `  1. npm run dev, then open http://127.0.0.1:5173${post.url}`,
          `  2. In ${post.file}, write the excerpt, the author, the reading time and the article under body:`,
          '  3. npm run check, then commit and push (docs/EDITING.md explains each step).',
        ].join('\n'),
      )
      return 0
    } catch (e) {
      if (e instanceof ScaffoldError) {
        console.error(e.message)
        return 1
      }
      throw e
    }
  }
  const price = values.price === undefined ? undefined : /^\d+$/.test(values.price.trim()) ? Number(values.price) : NaN
  let r: NewPageResult
  try {
    r = newPage({ root, slug: positionals[0], name: values.name, service: values.service, price })
  } catch (e) {
    if (e instanceof ScaffoldError) {
      console.error(e.message)
      return 1
    }
    throw e
  }
  const lines = [
    r.completed
      ? `${r.file} exists: the page was left as it is${r.catalogEntry || r.menuEntry ? '; what it lacked was added' : ', and it lacked nothing'}.`
      : `Created ${r.file} (${r.kind === 'service' ? 'a service page' : r.kind === 'category' ? 'a category overview' : 'a page'}: "${r.name}")`,
  ]
  if (r.catalogEntry)
    lines.push(
      `Added price-book entry "${r.priceRef}" (₹${price!.toLocaleString('en-IN')}) to pages/_site/catalog.yaml${r.completed ? '' : `; the page shows it with price: { ref: ${r.priceRef} }`}`,
    )
  else if (r.priceRef) lines.push(`The page shows price-book entry "${r.priceRef}" from pages/_site/catalog.yaml`)
  if (r.menuEntry) lines.push(`Added "${r.name}" to its category's services in pages/_site/site.yaml (the menu and /services list it)`)
  const { problems, samples } = checkNew(root)
  if (problems.length) {
    const sources = new Map(problems.map((p) => [p.file, safeRead(path.join(root, p.file))]))
    console.error(lines.join('\n') + '\n\nThe content check found problems:\n\n' + formatProblems(problems, { sources }))
    return 1
  }
  lines.push(...samples, '', `Address: ${r.url}`, '', 'Next steps:')
  lines.push(`  1. npm run dev, then open http://127.0.0.1:5173${r.url} (the page reloads each time you save)`)
  lines.push(`  2. Open ${r.file} and rewrite the text for this page: headings, descriptions, features, questions and answers.`)
  if (r.kind === 'category')
    lines.push('     To show the category in the menu and on /services, add it under "categories" in pages/_site/site.yaml.')
  if (r.kind === 'service' && !r.priceRef)
    lines.push(`     It shows no price yet: run this command again with --price 9999 (the price in rupees) to add its price-book entry.`)
  if (r.completed && r.catalogEntry && !safeRead(path.join(root, r.file)).includes(`ref: ${r.priceRef}`))
    lines.push(`     The page does not show the new entry yet: write price: { ref: ${r.priceRef} } in its hero and its main card.`)
  if (r.card) lines.push('', r.card, '')
  lines.push('  3. npm run check, then commit and push (docs/EDITING.md explains each step).')
  console.log(lines.join('\n'))
  return 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main(process.argv.slice(2)))
