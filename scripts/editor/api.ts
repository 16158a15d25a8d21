/**
 * What the visual editor's server side does, as plain functions over the site folder: the Vite
 * plugin (./plugin.ts) only turns HTTP into calls of these, so tests drive them without a server. The
 * contract with the browser is src/editor/protocol.ts.
 *
 * The YAML files stay the truth. Every check, preview and save goes through the same loader as
 * `npm run check` and the build (scripts/lib/content), with the unsaved file in place of the one on disk.
 */
import crypto from 'node:crypto'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { listYaml, loadContent, readBase, type Base, type Problem } from '../lib/content/index.ts'
import { waitsForPublish } from '../lib/content/samples.ts'
import { loadSchemas } from '../lib/content/validate.ts'
import { readYaml } from '../lib/content/yaml-file.ts'
import { routeOf } from '../lib/content/resolve.ts'
import { iconNode } from '../lib/content/icons.ts'
import { formatRupees } from '../lib/content/format-values.ts'
import { priceReport, priceSentences } from '../lib/prices.ts'
import { load as loadForReport, sinceReport } from '../report-prices.ts'
import { kindOf, NAME_MAX, newPage, newPost, normaliseSlug, POST_TITLE_MAX, ScaffoldError } from '../new-page.ts'
import { applyEdit } from './yaml-edit.ts'
import { OutsideFolderError, writeFailure, writeFilesTogether, type Written } from '../lib/safe-write.ts'
import { bundle, dataSchema, humanize, listItemSchema, pageDetailsSchema, sectionSchema } from './schemas.ts'
import { SHARED_FILES } from './names.ts'
import { menuOrder, sectionsAbout } from '../lib/content/sections.ts'
import type {
  ChangesResponse,
  EditorProblem,
  FileSummary,
  OpenedFile,
  PreviewResponse,
  PriceUsesResponse,
  SaveResponse,
  SchemasResponse,
  SectionTypeInfo,
  NewPageRequest,
} from '../../src/editor/protocol.ts'

/** A refusal with an HTTP status and a body for the editor. */
export class EditorError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.error === 'string' ? body.error : `editor error ${status}`)
  }
}

export function versionOf(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 20)
}

/**
 * One name per file: `file` must be the very name under which the checker lists a page file (pages/…,
 * ending in .yaml, lower-case as the folders are), with no symbolic link on the way (pages/ included). So
 * `pages/./about.yaml`, `pages//about.yaml`, `pages\\about.yaml`, `pages/About.yaml` or a name through a
 * linked folder are refused, and the check always runs under the name the save will write.
 */
export function safeFile(root: string, file: unknown): string {
  if (typeof file !== 'string') throw new EditorError(400, { error: 'The request named no page file.' })
  const shape = /^pages(\/[a-z0-9_][a-z0-9_.-]*)+\.ya?ml$/
  const parts = file.split('/')
  if (!shape.test(file) || parts.some((p) => p === '.' || p === '..' || p === '')) {
    const plain = path.posix.normalize(file.replace(/\\/g, '/'))
    const hint = plain !== file && shape.test(plain) && !plain.split('/').includes('..') ? ` Did you mean ${plain}?` : ''
    throw new EditorError(400, {
      error: `"${file}" is not the name of a page file (pages/….yaml, written as the file list shows it).${hint}`,
    })
  }
  let at = root
  for (const part of parts) {
    at = path.join(at, part)
    let stat: fs.Stats
    try {
      stat = fs.lstatSync(at)
    } catch {
      throw new EditorError(404, { error: `${file} does not exist (was it renamed or deleted?).` })
    }
    if (stat.isSymbolicLink())
      throw new EditorError(400, {
        error: `${file} goes through a shortcut (a symbolic link) to somewhere else; the editor changes only files that are really in pages/.`,
      })
  }
  if (!listYaml(root).includes(file)) throw new EditorError(400, { error: `"${file}" is not the name of a page file the site has.` })
  return file
}

/** What the browser sends as a page's data: the whole file as one object (a map of fields). */
function requireData(data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new EditorError(400, { error: 'The request did not carry the page as a set of fields; nothing was changed.' })
  return data as Record<string, unknown>
}

const bases = new Map<string, Base>()

/**
 * The last commit, that the check compares with (old prices still shown, links to removed pages): read when a
 * file is opened or saved (`fresh`), and kept for the checks and previews in between, which so run no git.
 */
export function lastCommit(root: string, fresh = false): Base {
  let base = bases.get(root)
  if (!base || fresh) bases.set(root, (base = readBase(root)))
  return base
}

function toEditorProblem({ missing, ...p }: Problem): EditorProblem {
  // A missing required field is shown at the empty field itself (its path ends in the field's name), in the
  // form's words ("Question is missing") rather than the file's ("Add "question:"").
  if (!missing) return p
  const name = humanize(String(p.path.at(-1)))
  return {
    ...p,
    message: `${name} is missing: this needs to be filled in.`,
    hint: missing.typo ? p.hint : `Write the ${name.toLowerCase()}${missing.description ? ` (${missing.description})` : ''}.`,
  }
}

function read(root: string, file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8')
}

function schemaIdOf(file: string): string {
  if (file.startsWith('pages/_site/')) return `${path.basename(file).replace(/\.ya?ml$/, '')}.schema.json`
  return 'page.schema.json'
}

/** Every page as visitors see it and the shared files under plain names. */
export function listFiles(root: string): FileSummary[] {
  const out: FileSummary[] = []
  for (const file of listYaml(root)) {
    let data: Record<string, unknown> = {}
    try {
      data = (readYaml(read(root, file)) ?? {}) as Record<string, unknown>
    } catch {
      // A file with a YAML mistake is still listed, under its name; opening it shows the problem.
    }
    if (file.startsWith('pages/_site/')) {
      const name = path.basename(file).replace(/\.ya?ml$/, '')
      out.push({ file, kind: 'shared', group: 'Shared', title: SHARED_FILES[name] ?? name })
      continue
    }
    const meta = (data.meta ?? {}) as { title?: string }
    out.push({
      file,
      kind: 'page',
      group: path.dirname(file).replace(/^pages\/?/, ''),
      title: meta.title ?? file,
      path: routeOf(file),
      sections: Array.isArray(data.sections) ? data.sections.length : 0,
    })
  }
  return out
}

/** The loader's answer with `file` replaced by `text`; rule problems do not stop the resolution. */
function loadWith(root: string, file: string, text: string, fresh = false) {
  return loadContent({ root, overrides: new Map([[file, text]]), allowRuleProblems: true, base: lastCommit(root, fresh) })
}

export function openFile(root: string, file: string): OpenedFile {
  const text = read(root, file)
  let data: unknown
  try {
    data = readYaml(text)
  } catch (e) {
    throw new EditorError(422, {
      error: `${file} has a YAML mistake the editor cannot open: ${(e as Error).message.split('\n')[0]} Run npm run check for where, or undo the change (docs/EDITING.md, "Undoing a change").`,
    })
  }
  const { problems } = loadContent({ root, base: lastCommit(root, true) })
  const name = path.basename(file).replace(/\.ya?ml$/, '')
  const title = file.startsWith('pages/_site/')
    ? (SHARED_FILES[name] ?? name)
    : String((data as { meta?: { title?: string } } | null)?.meta?.title ?? file)
  return { file, data, title, version: versionOf(text), schema: schemaIdOf(file), problems: problems.map(toEditorProblem) }
}

/** The text a save would write (the Document/CST edit of the file on disk). */
function textFor(root: string, file: string, data: unknown): { before: string; after: string } {
  const before = read(root, file)
  return { before, after: applyEdit(before, requireData(data)) }
}

export function check(root: string, file: string, data: unknown): EditorProblem[] {
  const { after } = textFor(root, file, data)
  return loadWith(root, file, after).problems.map(toEditorProblem)
}

export function preview(root: string, file: string, data: unknown): PreviewResponse {
  const { after } = textFor(root, file, data)
  const r = loadWith(root, file, after)
  const problems = r.problems.map(toEditorProblem)
  if (!r.content) return { page: null, problems }
  if (file === 'pages/404.yaml') return { page: r.content.notFound ?? null, problems }
  if (file.startsWith('pages/_site/')) return { page: r.content.pages.get('/') ?? null, problems }
  return { page: r.content.pages.get(routeOf(file)) ?? null, problems }
}

/**
 * Writes the files of one change together (null removes one), all or nothing (writeFilesTogether): on any
 * failure, every file is as it was and the editor says so in plain words. `verb` says what did not happen.
 */
export function writeTogether(root: string, writes: Map<string, string | null>, verb: string): Written {
  try {
    return writeFilesTogether(root, writes)
  } catch (e) {
    throw new EditorError(e instanceof OutsideFolderError ? 400 : 507, {
      error: `Not ${verb}: ${writeFailure(e)}. Nothing was changed: every file is as it was.`,
    })
  }
}

export function unifiedDiff(before: string, after: string, label: string): string {
  if (before === after) return ''
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-diff-'))
  try {
    fs.writeFileSync(path.join(dir, 'a'), before)
    fs.writeFileSync(path.join(dir, 'b'), after)
    try {
      execFileSync('git', ['diff', '--no-index', '--no-color', '--unified=1', 'a', 'b'], { cwd: dir, encoding: 'utf8' })
      return ''
    } catch (e) {
      // git diff exits 1 when the files differ: its output is the diff.
      const out = String((e as { stdout?: string }).stdout ?? '')
      return out
        .split('\n')
        .filter((l) => !/^(diff --git|index |--- |\+\+\+ )/.test(l))
        .join('\n')
        .replace(/^/, `--- ${label}\n+++ ${label}\n`)
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

export function save(root: string, file: string, data: unknown, version: unknown): SaveResponse {
  if (typeof version !== 'string') throw new EditorError(400, { error: 'The request did not say which version of the file it changes.' })
  const { before, after } = textFor(root, file, data)
  if (versionOf(before) !== version)
    throw new EditorError(409, {
      changedOnDisk: true,
      error: `${file} changed on disk since you opened it (another program or person saved it). Reload it to see that version; your changes here are not saved.`,
    })
  if (after === before) return { version, diff: '' }
  // Sample text left in a new page does not stop a save (it is written over several); Publish refuses it.
  const problems = loadWith(root, file, after, true).problems.filter((p) => !waitsForPublish(p))
  if (problems.length)
    throw new EditorError(422, {
      problems: problems.map(toEditorProblem),
      error: `Not saved: ${problems.length === 1 ? 'one problem stands' : `${problems.length} problems stand`}. First: ${problems[0].file} ${problems[0].where}: ${problems[0].message}`,
    })
  writeTogether(root, new Map([[file, after]]), 'saved')
  return { version: versionOf(after), diff: unifiedDiff(before, after, file) }
}

/**
 * Renames a saved price-book entry: its short name in the price book, every price on every page that shows it
 * (`ref:`) and every `{price:…}` in text, in one go, each file edited in place (untouched lines stay as they
 * are). The site is checked with all the changes first; nothing is written if it would add a problem.
 */
export function renameEntry(root: string, from: unknown, to: unknown): { written: string[] } {
  if (typeof from !== 'string' || typeof to !== 'string')
    throw new EditorError(400, { error: 'Say which entry to rename and its new short name.' })
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(to))
    throw new EditorError(400, {
      error: `"${to}" cannot be a short name: use lower-case letters, digits and single dashes, e.g. gst-registration.`,
    })
  const catalog = (readYaml(read(root, 'pages/_site/catalog.yaml')) ?? {}) as { entries?: { id?: string }[] }
  const ids = (catalog.entries ?? []).map((e) => e.id)
  if (!ids.includes(from)) throw new EditorError(404, { error: `The price book has no entry "${from}".` })
  if (ids.includes(to)) throw new EditorError(400, { error: `The price book already has an entry "${to}"; choose another short name.` })
  const placeholder = new RegExp(`\\{price:${from.replace(/-/g, '\\-')}\\}`, 'g')
  const rename = (node: unknown, inCatalog: boolean): unknown => {
    if (typeof node === 'string') return node.replace(placeholder, `{price:${to}}`)
    if (Array.isArray(node)) return node.map((n) => rename(n, inCatalog))
    if (!node || typeof node !== 'object') return node
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(node)) out[k] = (k === 'ref' || (inCatalog && k === 'id')) && v === from ? to : rename(v, inCatalog)
    return out
  }
  const changes = new Map<string, { before: string; after: string }>()
  for (const file of listYaml(root)) {
    const before = read(root, file)
    if (!before.includes(from)) continue
    let data: unknown
    try {
      data = readYaml(before)
    } catch {
      continue // A file with a YAML mistake is left to its own problem.
    }
    const next = rename(data, file === 'pages/_site/catalog.yaml')
    if (JSON.stringify(next) === JSON.stringify(data)) continue
    changes.set(file, { before, after: applyEdit(before, next) })
  }
  const known = (list: Problem[]) => new Set(list.map((p) => `${p.file} ${p.where} ${p.message}`))
  const base = lastCommit(root, true)
  const was = known(loadContent({ root, allowRuleProblems: true, base }).problems)
  const now = loadContent({ root, overrides: new Map([...changes].map(([f, c]) => [f, c.after])), allowRuleProblems: true, base }).problems
  const added = now.filter((p) => !was.has(`${p.file} ${p.where} ${p.message}`))
  if (added.length)
    throw new EditorError(422, {
      problems: added.map(toEditorProblem),
      error: `Not renamed: it would leave ${added.length === 1 ? 'a problem' : `${added.length} problems`}. First: ${added[0].file} ${added[0].where}: ${added[0].message}`,
    })
  writeTogether(root, new Map([...changes].map(([file, c]) => [file, c.after])), 'renamed')
  return { written: [...changes.keys()] }
}

/** Every page and field that shows a price-book entry, with the figure it shows, and every sentence that states it with {price:id}. */
export function priceUses(root: string, id: string): PriceUsesResponse {
  const { content, raw } = loadForReport(root, true)
  const entry = priceReport(content, raw).find((e) => e.id === id)
  if (!entry) throw new EditorError(404, { error: `The price book has no entry "${id}".` })
  const titleOf = (page: string) => content.pages.get(page)?.meta.title ?? page
  return {
    id,
    uses: entry.uses.map((u) => ({ file: u.file, page: u.page, title: titleOf(u.page), where: u.where, shown: u.shown })),
    sentences: priceSentences(content, raw, id).map((s) => ({ ...s, title: titleOf(s.page) })),
  }
}

/** What the changes list shows for a symbolic link in the content folders, instead of its target. */
export const LINK_DIFF =
  '(a shortcut to a file elsewhere: the site does not read it, and it cannot be published; delete it, or put the file itself here)'

function isLink(abs: string): boolean {
  try {
    return fs.lstatSync(abs).isSymbolicLink()
  } catch {
    return false
  }
}

export function changes(root: string): ChangesResponse {
  const git = (args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 })
  const status = git(['status', '--porcelain', '--untracked-files=all', '--', 'pages', 'public'])
  const files: ChangesResponse['files'] = []
  for (const line of status.split('\n').filter(Boolean)) {
    const code = line.slice(0, 2)
    const file = line.slice(3).trim()
    const state = code.includes('D') ? 'deleted' : code.includes('?') || code.includes('A') ? 'added' : 'modified'
    // A shortcut's "text" is where it leads, and reading it follows it: neither is shown (linkedEntries).
    if (state !== 'deleted' && isLink(path.join(root, file))) {
      files.push({ file, status: state, diff: LINK_DIFF })
      continue
    }
    const diff =
      state !== 'added'
        ? git(['diff', '--no-color', '--unified=1', 'HEAD', '--', file])
        : /\.(ya?ml|md|txt)$/.test(file)
          ? unifiedDiff('', read(root, file), file)
          : '(new file)'
    files.push({ file, status: state, diff })
  }
  let pricesReport: string
  try {
    pricesReport = files.length ? sinceReport('HEAD', root) : 'No file changed since the last commit.'
  } catch (e) {
    pricesReport = `The price report could not be made: ${(e as Error).message}`
  }
  return { files, pricesReport }
}

export const TEMPLATES = [
  {
    id: 'service',
    label: 'Service page (with a price-book entry and a menu link)',
    example: 'services/compliance-services/esg-compliance',
  },
  { id: 'category', label: 'Category page', example: 'services/legal-ip-services' },
  { id: 'page', label: 'Plain page', example: 'careers' },
  { id: 'post', label: 'Blog post', example: 'blog/how-to-file-gstr-3b' },
]

export function createPage(root: string, body: unknown): { file: string; written: string[]; card?: string } {
  const req = newPageRequest(body)
  try {
    if (req.template === 'post') {
      const slug = req.path.replace(/^\/?(blog\/)?/, '')
      const r = newPost({ root, slug, title: req.title || undefined, category: req.category || undefined })
      return { file: r.file, written: r.written }
    }
    const slug = req.path.replace(/^\/+/, '')
    if (req.template === 'service' && kindOf(normaliseSlug(slug)) !== 'service')
      throw new EditorError(400, {
        error: `A service page's address is its category's address and its own name, e.g. services/compliance-services/esg-compliance; "${slug}" is not one.`,
      })
    if (
      req.template !== 'service' &&
      kindOf(normaliseSlug(slug)) === 'service' &&
      fs.existsSync(path.join(root, `pages/${normaliseSlug(slug)}.yaml`))
    )
      throw new EditorError(400, {
        error: `pages/${normaliseSlug(slug)}.yaml already exists; nothing was changed. Open it from the page list, or choose another address.`,
      })
    // With no price, a service page shows its price-book entry if it has one, and no price otherwise.
    const r = newPage({
      root,
      slug,
      name: req.title || undefined,
      service: req.template === 'service' && req.price !== undefined,
      price: req.price,
    })
    return { file: r.file, written: r.written, card: r.card }
  } catch (e) {
    if (e instanceof ScaffoldError) throw new EditorError(400, { error: e.message })
    throw e
  }
}

/** The New page form's request, each field of the type it must have (400 with plain words otherwise). */
function newPageRequest(body: unknown): NewPageRequest & { price?: number } {
  const b = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>
  const wrong = (what: string) => new EditorError(400, { error: `The new page was not made: ${what}.` })
  if (typeof b.template !== 'string' || !TEMPLATES.some((t) => t.id === b.template)) throw wrong('choose what kind of page it is')
  if (typeof b.path !== 'string' || !b.path.trim()) throw wrong('the address is missing')
  for (const key of ['title', 'category'] as const)
    if (b[key] !== undefined && b[key] !== null && typeof b[key] !== 'string')
      throw wrong(`the ${key === 'title' ? 'name' : 'category'} is not a text`)
  if (b.price !== undefined && b.price !== null && (typeof b.price !== 'number' || !Number.isFinite(b.price)))
    throw wrong('the starting price is not a number')
  return {
    template: b.template,
    path: b.path,
    title: typeof b.title === 'string' ? b.title : '',
    category: typeof b.category === 'string' ? b.category : undefined,
    price: typeof b.price === 'number' ? b.price : undefined,
  }
}

/** Schemas, section types, icons, links, prices and swatches: what the browser side needs to draw forms. */
export function schemas(
  root: string,
): SchemasResponse & { icons: string[]; iconNodes: Record<string, unknown>; forms: Record<string, unknown> } {
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
