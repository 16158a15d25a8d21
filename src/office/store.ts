/**
 * The editor's second store: the site's repository on GitHub instead of the office computer's files. The
 * editor's calls (src/editor/routes.ts) are answered over
 *
 *   the published files   the branch's files at one commit (`base`), read through the GitHub App and kept
 *                         in the OFFICE store by their blob's hash (a blob never changes);
 *   the drafts            what the office saved since (one shared set, like the one copy on the office
 *                         computer): file → its new text, or null for a removed file;
 *
 * and checked by the one checker (scripts/lib/content, with its validators compiled ahead of time), the
 * same rules as `npm run check`, the build and the office computer's editor. Publish is one commit of the
 * drafts on top of `base`: when someone else published meanwhile, GitHub refuses it (expected head) and
 * nothing of theirs is overwritten.
 */
import { applyEdit } from '../../scripts/editor/yaml-edit.ts'
import { previewOf, toEditorProblem } from '../../scripts/editor/editor-problem.ts'
import { dependentsIn, namedTogether } from '../../scripts/editor/dependents.ts'
import { EditorError } from '../../scripts/editor/errors.ts'
import { schemaIdOf, shortTitleOf, summarize, titleOf } from '../../scripts/editor/summaries.ts'
import { contentLists, withContent } from '../../scripts/editor/content-lists.ts'
import { priceUsesOf, rawValues } from '../../scripts/editor/price-uses.ts'
import { readYaml } from '../../scripts/lib/content/yaml-file.ts'
import { priceChangesReport, pricedOf } from '../../scripts/lib/price-changes.ts'
import { waitsForPublish } from '../../scripts/lib/content/samples.ts'
import { loadContent, memorySource, baseFromSource, type Problem } from '../../scripts/lib/content/portable.ts'
import * as validators from '../generated/validators.js'
import { unifiedDiff } from '../../scripts/editor/diff.ts'
import {
  ROUTES,
  PUBLISH_SUMMARY_MAX,
  type RouteName,
  type Routes,
  type Schemas,
  type ChangesResponse,
  type Download,
} from '../editor/protocol.ts'
import { messages } from '../editor/messages.ts'
import type { SignedIn } from './auth.ts'
import type { Env } from './env.ts'
import { GitHubRepo, GitHubUnavailableError, StaleHeadError, GitHubError } from './github.ts'
import { json, OfficeError } from './http.ts'
import { getJson, putJson } from './kv.ts'
import { fromBase64, toBase64 } from './base64.ts'
import { pageCalls, siteOf } from './store-pages.ts'
import { officeMessages, storeMessages as m } from './messages.ts'
import { enquiryCalls } from './store-enquiries.ts'
import { addToLog, type LogEntry } from './log.ts'
import * as pictureStore from './store-pictures.ts'

/** The forms' data made from the schemas when the site was built (scripts/office/build.ts). */
declare const __OFFICE_FORMS__: Schemas

/** The folders the checker reads: what the store takes from the repository. */
const SITE_FOLDERS = ['pages/', 'schema/', 'public/', 'scripts/templates/']

export interface Drafts {
  /** The commit the drafts were made on: Publish expects the branch still there. */
  base: string
  files: Record<string, string | null>
  /** Who saved each file last. */
  by: Record<string, string>
  /** Pictures added since (./store-pictures.ts): their bytes are kept beside the drafts. */
  pictures?: Record<string, pictureStore.DraftPicture>
}

function repoOf(env: Env): GitHubRepo {
  for (const key of ['GITHUB_APP_ID', 'GITHUB_APP_PRIVATE_KEY', 'GITHUB_INSTALLATION_ID', 'GITHUB_REPOSITORY'] as const)
    if (!env[key]) throw new OfficeError(503, officeMessages.notConfigured(key))
  const [owner, repo] = String(env.GITHUB_REPOSITORY).split('/')
  const key = [env.GITHUB_API, env.GITHUB_APP_ID, env.GITHUB_INSTALLATION_ID, env.GITHUB_REPOSITORY, env.GITHUB_BRANCH].join(' ')
  // One client per worker instance and settings: its installation token (an hour) serves every request here.
  if (client?.key === key) return client.repo
  client = { key, repo: newRepo(env, owner, repo) }
  return client.repo
}

let client: { key: string; repo: GitHubRepo } | undefined

function newRepo(env: Env, owner: string, repo: string): GitHubRepo {
  return new GitHubRepo({
    api: env.GITHUB_API || 'https://api.github.com',
    appId: String(env.GITHUB_APP_ID),
    privateKey: String(env.GITHUB_APP_PRIVATE_KEY).replace(/\\n/g, '\n'),
    installationId: String(env.GITHUB_INSTALLATION_ID),
    owner,
    repo,
    branch: env.GITHUB_BRANCH || 'main',
  })
}

const encoder = new TextEncoder()
const decoder = new TextDecoder('utf-8', { ignoreBOM: true })

/** What the store keeps of a commit: the text files themselves, and every other file (a picture) by its blob. */
interface KeptTree {
  text: Record<string, string>
  blobs: Record<string, string>
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i])

/** Files kept inline in a commit's entry: the site's text, a few hundred kilobytes in all. */
const TEXT_FILE = /\.(ya?ml|json|md|txt|svg|xml|html|css|webmanifest)$/i

/**
 * The site's files at a commit (the folders the checker reads), from the store, or from GitHub once. Every
 * blob is kept under its hash for good (a blob never changes); the commit's entry (a day) holds the text files
 * and names the rest by hash, so no one value grows with the pictures towards the store's 25 MiB a value.
 */
async function publishedAt(env: Env, repo: GitHubRepo, oid: string): Promise<Map<string, Uint8Array>> {
  const kept = await getJson<KeptTree>(env.OFFICE, `tree:${oid}`)
  if (kept?.text && kept.blobs) {
    const files = new Map(Object.entries(kept.text).map(([k, v]) => [k, encoder.encode(v)]))
    const others = await Promise.all(
      Object.entries(kept.blobs).map(async ([file, sha]) => [file, await env.OFFICE.get(`blob:${sha}`)] as const),
    )
    // A blob gone from the store (it never should be) means reading the commit afresh.
    if (others.every(([, v]) => v !== null)) {
      for (const [file, v] of others) files.set(file, fromBase64(v!))
      return files
    }
  }
  const entries = (await repo.tree(oid)).filter((e) => SITE_FOLDERS.some((f) => e.path.startsWith(f)))
  const stored = new Map<string, Uint8Array>()
  const cached = await Promise.all(entries.map(async (e) => [e.sha, await env.OFFICE.get(`blob:${e.sha}`)] as const))
  for (const [sha, value] of cached) if (value !== null) stored.set(sha, fromBase64(value))
  // The rest in a few requests (GraphQL, a hundred blobs each), each kept for good.
  const fetched = await repo.blobs([...new Set(entries.filter((e) => !stored.has(e.sha)).map((e) => e.sha))])
  for (const [sha, bytes] of fetched) await env.OFFICE.put(`blob:${sha}`, toBase64(bytes))
  const files = new Map<string, Uint8Array>()
  const tree: KeptTree = { text: {}, blobs: {} }
  for (const e of entries) {
    const bytes = stored.get(e.sha) ?? fetched.get(e.sha)!
    files.set(e.path, bytes)
    const text = TEXT_FILE.test(e.path) ? decoder.decode(bytes) : undefined
    // Inline only what reads back as the same bytes (a file with a bad byte is kept by its hash, as it is).
    if (text !== undefined && sameBytes(encoder.encode(text), bytes)) tree.text[e.path] = text
    else tree.blobs[e.path] = e.sha
  }
  await putJson(env.OFFICE, `tree:${oid}`, tree, 24 * 60 * 60)
  return files
}

/** The office's workspace: the published files at the drafts' base, and the drafts on top. */
class Workspace {
  constructor(
    readonly env: Env,
    readonly repo: GitHubRepo,
    readonly drafts: Drafts,
    readonly published: Map<string, Uint8Array>,
    readonly pictureBytes: Map<string, Uint8Array> = new Map(),
  ) {}

  static async open(env: Env): Promise<Workspace> {
    const repo = repoOf(env)
    const drafts = (await getJson<Drafts>(env.OFFICE, 'drafts')) ?? { base: await repo.head(), files: {}, by: {} }
    return new Workspace(env, repo, drafts, await publishedAt(env, repo, drafts.base), await pictureStore.draftedPictures(env, drafts))
  }

  /** Every file as the office sees it now: published, with the drafts in place. */
  files(overrides: Record<string, string | null> = {}): Map<string, string | Uint8Array> {
    const out = new Map<string, string | Uint8Array>([...this.published, ...this.pictureBytes])
    for (const [file, text] of Object.entries({ ...this.drafts.files, ...overrides })) {
      if (text === null) out.delete(file)
      else out.set(file, text)
    }
    return out
  }

  /** A file's text now; undefined when there is none. */
  text(file: string): string | undefined {
    const draft = this.drafts.files[file]
    if (draft !== undefined) return draft ?? undefined
    const bytes = this.published.get(file)
    return bytes && decoder.decode(bytes)
  }

  publishedText(file: string): string | undefined {
    const bytes = this.published.get(file)
    return bytes && decoder.decode(bytes)
  }

  /** The page and shared files, as the checker lists them. */
  yamlFiles(): string[] {
    return [...this.files().keys()].filter((f) => f.startsWith('pages/') && /\.ya?ml$/.test(f)).sort()
  }

  /** The one checker over the files now (with `overrides`), comparing with the published files. */
  check(overrides: Record<string, string | null> = {}, allowRuleProblems = true) {
    try {
      return loadContent({
        source: memorySource(this.files(overrides)),
        validators,
        base: baseFromSource(memorySource(this.published)),
        allowRuleProblems,
      })
    } catch (e) {
      if (e instanceof Error && /fingerprint|validators/i.test(e.message)) throw new OfficeError(503, m.schemaMismatch)
      throw e
    }
  }

  /**
   * What the drafts reprice, as the office computer's editor reports it (What changed, Publish): since the
   * published files, which that report calls HEAD and the editor words as "since the last publish".
   */
  pricesReport(): string {
    if (!Object.keys({ ...this.drafts.files, ...this.drafts.pictures }).length) return messages.discard.nothingChanged
    try {
      const load = (files: Map<string, string | Uint8Array>) => {
        const { content, problems } = loadContent({ source: memorySource(files), validators, allowRuleProblems: true })
        if (!content) throw new Error(messages.publish.checkFails(problems.length, problems[0] ? describe(problems[0]) : ''))
        return pricedOf(content, (file) => {
          const held = files.get(file) ?? ''
          return readYaml(typeof held === 'string' ? held : decoder.decode(held))
        })
      }
      return priceChangesReport(load(this.published), load(this.files()), 'HEAD')
    } catch (e) {
      return messages.discard.noPriceReport((e as Error).message)
    }
  }

  async save(next: Drafts): Promise<void> {
    await putJson(this.env.OFFICE, 'drafts', next)
  }

  /** The drafts that differ from the published files, as What changed lists them. */
  changed(): ChangesResponse['files'] {
    const out: ChangesResponse['files'] = []
    for (const [file, text] of Object.entries(this.drafts.files).sort(([a], [b]) => a.localeCompare(b))) {
      const before = this.publishedText(file)
      if (text === (before ?? null)) continue
      out.push({
        file,
        status: text === null ? 'deleted' : before === undefined ? 'added' : 'modified',
        diff: unifiedDiff(before ?? '', text ?? '', file),
      })
    }
    return [...out, ...pictureStore.pictureChanges(this)].sort((a, b) => a.file.localeCompare(b.file))
  }
}

/** A file's version, as the office computer's editor makes it: the first 20 hex digits of its SHA-256. */
async function versionOf(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
  return [...digest]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 20)
}

function requireFile(ws: Workspace, file: unknown): string {
  if (typeof file !== 'string' || !ws.yamlFiles().includes(file)) throw new OfficeError(400, m.noSuchFile(String(file)))
  return file
}

function requireData(data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new OfficeError(400, messages.save.noData)
  return data as Record<string, unknown>
}

const describe = (p: Problem) => `${p.file} ${p.where}: ${p.message}`

/**
 * Every call of the editor's route table over the workspace, but the enquiries (./store-enquiries.ts): a call
 * the table gains without an answer here fails `npm run typecheck`, as on the office computer.
 */
type Answer<K extends RouteName> = (ws: Workspace, who: SignedIn, request: Record<string, unknown>) => Promise<Routes[K]['response']>
const calls: { [K in Exclude<RouteName, keyof typeof enquiryCalls>]: Answer<K> } = {
  files: async (ws) => ws.yamlFiles().map((file) => summarize(file, ws.text(file) ?? '')),

  file: async (ws, _who, q) => {
    const file = requireFile(ws, q.file)
    const text = ws.text(file) ?? ''
    let data: unknown
    try {
      data = readYaml(text)
    } catch (e) {
      throw new OfficeError(422, messages.files.cannotOpen(file, (e as Error).message.split('\n')[0]))
    }
    const { problems } = ws.check()
    return {
      file,
      data,
      title: titleOf(file, data),
      version: await versionOf(text),
      schema: schemaIdOf(file),
      problems: problems.map(toEditorProblem),
    }
  },

  schemas: async (ws) => withContent(__OFFICE_FORMS__, contentLists(ws.check().content)),

  check: async (ws, _who, b) => {
    const file = requireFile(ws, b.file)
    return { problems: ws.check({ [file]: applyEdit(ws.text(file) ?? '', requireData(b.data)) }).problems.map(toEditorProblem) }
  },

  preview: async (ws, _who, b) => {
    const file = requireFile(ws, b.file)
    return previewOf(file, ws.check({ [file]: applyEdit(ws.text(file) ?? '', requireData(b.data)) }))
  },

  save: async (ws, who, b) => {
    const file = requireFile(ws, b.file)
    if (typeof b.version !== 'string') throw new OfficeError(400, messages.save.noVersion)
    const before = ws.text(file) ?? ''
    const after = applyEdit(before, requireData(b.data))
    if ((await versionOf(before)) !== b.version)
      throw new OfficeError(409, m.changedMeanwhile(titleOf(file, readYaml(before))), { changedOnDisk: true })
    if (after === before) return { version: b.version, diff: '' }
    // Sample text left in a new page does not stop a save; Publish refuses it.
    const problems = ws.check({ [file]: after }).problems.filter((p) => !waitsForPublish(p))
    if (problems.length)
      throw new OfficeError(422, messages.save.notSaved(problems.length, describe(problems[0])), {
        problems: problems.map(toEditorProblem),
      })
    const files = { ...ws.drafts.files }
    if (after === ws.publishedText(file)) delete files[file]
    else files[file] = after
    await ws.save({ ...ws.drafts, files, by: { ...ws.drafts.by, [file]: who.name } })
    return { version: await versionOf(after), diff: unifiedDiff(before, after, file) }
  },

  priceUses: async (ws, _who, q) => {
    const id = String(q.id ?? '')
    const { content } = ws.check()
    if (!content) throw new OfficeError(422, messages.prices.noEntry(id))
    return priceUsesOf(
      content,
      rawValues(content, (file) => ws.text(file) ?? ''),
      id,
    )
  },

  changes: async (ws) => ({ files: ws.changed(), pricesReport: ws.pricesReport() }),

  discard: async (ws, _who, b) => {
    const file = typeof b.file === 'string' ? b.file : ''
    if (file in (ws.drafts.pictures ?? {})) return pictureStore.discardPicture(ws, file)
    if (!(file in ws.drafts.files)) throw new OfficeError(400, messages.discard.noChanges(file))
    // As on the office computer: the drafts that depend on this one go back with it, once the office has agreed.
    const also = dependentsIn(siteOf(ws), file, Object.keys(ws.drafts.files), (f) => ws.publishedText(f) ?? null)
    const title = (f: string) => shortTitleOf(f, readYamlSafe(ws.text(f)))
    if (also.length && JSON.stringify(namedTogether(b.together)) !== JSON.stringify(also))
      throw new EditorError(409, {
        dependents: also.map((f) => ({ file: f, title: title(f) })),
        error: messages.discard.wouldBreak(title(file), also.length, also.map(title).join(', ')),
      })
    const files = { ...ws.drafts.files }
    const by = { ...ws.drafts.by }
    for (const f of [file, ...also]) {
      delete files[f]
      delete by[f]
    }
    await ws.save({ ...ws.drafts, files, by })
    return { file, result: ws.published.has(file) ? 'restored' : 'removed', also }
  },

  publishPreview: async (ws) => {
    const leftOut = pictureStore.unusedPictures(ws)
    const files = ws.changed().filter((f) => !leftOut.includes(f.file))
    const { problems } = ws.check({}, false)
    const [owner, name] = String(ws.env.GITHUB_REPOSITORY).split('/')
    const branch = ws.env.GITHUB_BRANCH || 'main'
    return {
      files,
      pricesReport: ws.pricesReport(),
      problems: problems.map((p) => ({ file: p.file, line: p.line, col: p.col, message: p.message, hint: p.hint })),
      summary:
        files.length === 1 ? `Update ${titleOf(files[0].file, readYamlSafe(ws.text(files[0].file)))}` : `Update ${files.length} pages`,
      connected: true,
      target: ws.env.OFFICE_REVIEW === 'on' ? m.goesForReview(branch, `${owner}/${name}`) : m.goesLive(branch, `${owner}/${name}`),
      unpublished: false,
      leftOut,
    }
  },

  publish: async (ws, who, b) => publish(ws, who, b),

  templates: async () => __OFFICE_FORMS__.forms.templates,
  pictures: async (ws) => pictureStore.listPictures(ws),
  addPicture: async (ws, who, b) => pictureStore.addPicture(ws, who, b),

  ...pageCalls,
}

const readYamlSafe = (text: string | undefined): unknown => {
  try {
    return readYaml(text ?? '')
  } catch {
    return null
  }
}

async function publish(ws: Workspace, who: SignedIn, b: Record<string, unknown>): Promise<Routes['publish']['response']> {
  const summary = typeof b.summary === 'string' ? b.summary.trim() : ''
  if (!summary) throw new OfficeError(400, messages.publish.noSummary)
  if (summary.length > PUBLISH_SUMMARY_MAX) throw new OfficeError(400, messages.publish.summaryTooLong(summary.length, PUBLISH_SUMMARY_MAX))
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(summary)) throw new OfficeError(400, messages.publish.controlCharacter)
  const leftOut = pictureStore.unusedPictures(ws)
  const files = ws.changed().filter((f) => !leftOut.includes(f.file))
  if (!files.length) throw new OfficeError(400, leftOut.length ? messages.publish.onlyUnusedPictures : messages.publish.nothingNew)
  const { problems } = ws.check({}, false)
  if (problems.length)
    throw new OfficeError(422, messages.publish.checkFails(problems.length, describe(problems[0])), {
      problems: problems.map(toEditorProblem),
    })
  const additions = files
    .filter((f) => f.status !== 'deleted')
    .map((f) => ({ path: f.file, contents: ws.pictureBytes.get(f.file) ?? encoder.encode(ws.drafts.files[f.file] ?? '') }))
  const deletions = files.filter((f) => f.status === 'deleted').map((f) => f.file)
  const change = { expectedHead: ws.drafts.base, headline: summary, body: m.publishedBy(who.name), additions, deletions }
  const review = ws.env.OFFICE_REVIEW === 'on'
  let commit: { oid: string; url: string }
  try {
    if (review) {
      const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 13)
      const slug = summary
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 40)
      const pr = await ws.repo.propose({
        ...change,
        title: summary,
        description: m.publishedBy(who.name),
        branchName: `office/${stamp}-${slug}`,
      })
      commit = { oid: pr.oid, url: pr.url }
    } else commit = await ws.repo.commit(change)
  } catch (e) {
    if (e instanceof StaleHeadError) return refuseStale(ws)
    if (e instanceof GitHubUnavailableError)
      throw new OfficeError(503, e.message, {}, e.retryAfterSeconds ? { 'retry-after': String(e.retryAfterSeconds) } : {})
    if (e instanceof GitHubError) throw new OfficeError(502, messages.publish.refused('GitHub', e.message))
    throw e
  }
  // Published: the drafts start again from the new commit (or, for review, stay on the live one).
  const next = review ? ws.drafts : { base: commit.oid, files: {}, ...pictureStore.keptAfterPublish(ws.drafts, leftOut) }
  await ws.save(next)
  await pictureStore.forgetPictures(ws.env, ws.drafts, next)
  const entry: LogEntry = {
    at: new Date().toISOString(),
    who: who.name,
    summary,
    files: files.map((f) => f.file),
    commit: commit.oid,
    url: commit.url,
    review,
  }
  await addToLog(ws.env, entry)
  return {
    commit: commit.oid,
    branch: ws.env.GITHUB_BRANCH || 'main',
    review,
    files: entry.files,
    broughtIn: 0,
    leftOut,
    message:
      (review ? m.sentForReview(commit.url) : m.published(who.name)) +
      (leftOut.length ? m.picturesLeftOut(leftOut.length, leftOut.map((f) => f.slice(f.lastIndexOf('/') + 1)).join(', ')) : ''),
  }
}

/**
 * Someone else published since the drafts' base. Nothing was overwritten. When none of the drafted files
 * changed in their publish, the drafts move onto it (the next Publish goes through); otherwise the office
 * is told which pages clash.
 */
async function refuseStale(ws: Workspace): Promise<never> {
  const head = await ws.repo.head()
  const theirs = await publishedAt(ws.env, ws.repo, head)
  const clashes = Object.keys({ ...ws.drafts.files, ...ws.drafts.pictures }).filter((file) => {
    const [a, b] = [ws.published.get(file), theirs.get(file)]
    return (a === undefined) !== (b === undefined) || (a && b && decoder.decode(a) !== decoder.decode(b))
  })
  if (!clashes.length) {
    await ws.save({ ...ws.drafts, base: head })
    throw new OfficeError(409, m.staleBroughtIn, { stale: true })
  }
  const titles = clashes.map((f) => titleOf(f, readYamlSafe(ws.text(f)))).join(', ')
  throw new OfficeError(409, m.staleClash(titles), { stale: true, conflict: clashes })
}

const byMethodAndPath = new Map(Object.entries(ROUTES).map(([name, r]) => [`${r.method} ${r.path}`, name as RouteName]))

/** Answers one of the editor's calls (/office/api/<path>) for a signed-in person. */
export async function answerEditorCall(
  env: Env,
  who: SignedIn,
  method: string,
  url: URL,
  body: Record<string, unknown>,
): Promise<Response> {
  const name = byMethodAndPath.get(`${method} ${url.pathname.slice('/office/api/'.length)}`)
  if (!name) throw new OfficeError(404, officeMessages.noSuchCall)
  const request = method === 'GET' ? Object.fromEntries(url.searchParams) : body
  if (name in enquiryCalls) {
    // The enquiries live in the database, not the repository: opened only for the services' names.
    const formsText = async () => (await Workspace.open(env)).text('pages/_site/forms.yaml')
    const answer = await enquiryCalls[name as keyof typeof enquiryCalls](env, who, request, formsText)
    return 'download' in ROUTES[name] ? download(answer as Download) : json(200, answer)
  }
  const call = calls[name as keyof typeof calls] as Answer<typeof name>
  const ws = await Workspace.open(env)
  return json(200, await call(ws, who, request))
}

/** A call answered with a file (the enquiries as CSV): the browser saves it under its name. */
const download = (file: Download) =>
  new Response(file.body, {
    headers: { 'content-type': file.type, 'content-disposition': `attachment; filename="${file.filename}"`, 'cache-control': 'no-store' },
  })
