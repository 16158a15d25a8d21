/**
 * The office's workspace in the hosted store (./store.ts): the site's files at the drafts' base commit, read
 * through the GitHub App and kept in the OFFICE store by their blob's hash, with the office's drafts on top,
 * and the one checker over them. Every call of the editor on the web address opens one.
 */
import { loadContent, memorySource, baseFromSource } from '../checker/portable.ts'
import * as validators from '../generated/validators.js'
import { unifiedDiff } from '../editor-calls/diff.ts'
import { CallError } from '../contract/errors.ts'
import { pageFileName, type SiteFiles } from '../editor-calls/site-files.ts'
import type { ChangesResponse } from '../contract/protocol.ts'
import { messages } from '../contract/messages.ts'
import type { Env } from './env.ts'
import { GitHubRepo } from './github.ts'

import { getJson, putJson } from './kv.ts'
import { fromBase64, toBase64 } from '../editor-calls/base64.ts'
import * as pictureStore from './store-pictures.ts'
import type { Drafts } from './drafts.ts'

const officeMessages = messages.access
const m = messages.repository

export type { Drafts }

/** The folders the checker reads: what the store takes from the repository. */
export const SITE_FOLDERS = ['pages/', 'schema/', 'public/', 'scripts/templates/']

function repoOf(env: Env): GitHubRepo {
  for (const key of ['GITHUB_APP_ID', 'GITHUB_APP_PRIVATE_KEY', 'GITHUB_INSTALLATION_ID', 'GITHUB_REPOSITORY'] as const)
    if (!env[key]) throw new CallError(503, officeMessages.notConfigured(key))
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

export const encoder = new TextEncoder()
export const decoder = new TextDecoder('utf-8', { ignoreBOM: true })

/** What the store keeps of a commit: the text files themselves, and every other file (a picture) by its blob. */
interface KeptTree {
  text: Record<string, string>
  blobs: Record<string, string>
}

export const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i])

/** Files kept inline in a commit's entry: the site's text, a few hundred kilobytes in all. */
const TEXT_FILE = /\.(ya?ml|json|md|txt|svg|xml|html|css|webmanifest)$/i

/**
 * The site's files at a commit (the folders the checker reads), from the store, or from GitHub once. Every
 * blob is kept under its hash for good (a blob never changes); the commit's entry (a day) holds the text files
 * and names the rest by hash, so no one value grows with the pictures towards the store's 25 MiB a value.
 */
export async function publishedAt(env: Env, repo: GitHubRepo, oid: string): Promise<Map<string, Uint8Array>> {
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
export class Workspace {
  constructor(
    readonly env: Env,
    readonly repo: GitHubRepo,
    readonly drafts: Drafts,
    readonly published: Map<string, Uint8Array>,
    readonly pictureBytes: Map<string, Uint8Array> = new Map(),
  ) {}

  /**
   * Someone published since the drafts' base, and these drafted files changed in it too: the drafts stay on their
   * base until Publish is told, for each, whether to keep the office's version or theirs (resolveBehind).
   */
  behind?: { head: string; theirs: Map<string, Uint8Array>; clashes: string[] }

  /**
   * The workspace; `fresh` (opening a page, the page list, What changed, Publish) first asks GitHub where the
   * branch is: when someone published meanwhile, the drafts move onto it at once unless a drafted file changed
   * there too (then `behind` says which). The calls in between (checks, previews, saves) read no ref.
   */
  static async open(env: Env, { fresh = false }: { fresh?: boolean } = {}): Promise<Workspace> {
    const repo = repoOf(env)
    const stored = await getJson<Drafts>(env.OFFICE, 'drafts')
    let drafts = stored ?? { base: await repo.head(), files: {}, by: {} }
    const pictures = await pictureStore.draftedPictures(env, drafts)
    const head = fresh && stored ? await repo.head() : drafts.base
    if (head === drafts.base) return new Workspace(env, repo, drafts, await publishedAt(env, repo, drafts.base), pictures)
    const [published, theirs] = await Promise.all([publishedAt(env, repo, drafts.base), publishedAt(env, repo, head)])
    const clashes = clashingDrafts(drafts, published, theirs)
    if (clashes.length) {
      const ws = new Workspace(env, repo, drafts, published, pictures)
      ws.behind = { head, theirs, clashes }
      return ws
    }
    // Nothing drafted changed there: the drafts are on top of their publish now.
    drafts = { ...drafts, base: head }
    await putJson(env.OFFICE, 'drafts', drafts)
    return new Workspace(env, repo, drafts, theirs, pictures)
  }

  /**
   * The drafts on top of the newer publish, each clashing file as `keep` says: 'mine' keeps the office's draft,
   * 'theirs' drops it (theirs is then what is published). Refuses (undefined) unless every clash is decided.
   */
  async resolveBehind(keep: Record<string, unknown>): Promise<Workspace | undefined> {
    if (!this.behind) return this
    const { head, theirs, clashes } = this.behind
    if (!clashes.every((f) => keep[f] === 'mine' || keep[f] === 'theirs')) return undefined
    const files = { ...this.drafts.files }
    const by = { ...this.drafts.by }
    const at = { ...this.drafts.at }
    const pictures = { ...this.drafts.pictures }
    for (const file of clashes.filter((f) => keep[f] === 'theirs')) {
      delete files[file]
      delete by[file]
      delete at[file]
      delete pictures[file]
    }
    const drafts = { ...this.drafts, base: head, files, by, at, pictures }
    await this.save(drafts)
    const kept = new Map([...this.pictureBytes].filter(([file]) => file in pictures))
    return new Workspace(this.env, this.repo, drafts, theirs, kept)
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
      if (e instanceof Error && /fingerprint|validators/i.test(e.message)) throw new CallError(503, m.schemaMismatch)
      throw e
    }
  }

  /** The one checker over the published files: what the price report compares with. */
  checkPublished() {
    return loadContent({ source: memorySource(this.published), validators, allowRuleProblems: true })
  }

  async save(next: Drafts): Promise<void> {
    await putJson(this.env.OFFICE, 'drafts', next)
  }

  /**
   * Files written together, in one save of the drafts: each its new text, or null for a file that goes. A file
   * back as published is no draft any more (a Discard writes the published text); every other one is marked
   * as saved by `who`.
   */
  async saveWrites(writes: Map<string, string | null>, who: string): Promise<void> {
    const files = { ...this.drafts.files }
    const by = { ...this.drafts.by }
    const at = { ...this.drafts.at }
    const now = new Date().toISOString()
    for (const [file, text] of writes) {
      if (text === (this.publishedText(file) ?? null)) {
        delete files[file]
        delete by[file]
        delete at[file]
      } else {
        files[file] = text
        by[file] = who
        at[file] = now
      }
    }
    await this.save({ ...this.drafts, files, by, at })
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
        ...this.savedBy(file),
      })
    }
    const pictures = pictureStore.pictureChanges(this).map((f) => ({ ...f, ...this.savedBy(f.file) }))
    return [...out, ...pictures].sort((a, b) => a.file.localeCompare(b.file))
  }

  /** Who saved a draft last, and when, where that is kept (a removed person's drafts stay named as theirs). */
  savedBy(file: string): { by?: string; at?: string } {
    const by = this.drafts.by[file]
    const at = this.drafts.at?.[file] ?? this.drafts.pictures?.[file]?.at
    return { ...(by ? { by } : {}), ...(at ? { at } : {}) }
  }
}

/** The drafted files (pictures too) that a newer publish (`theirs`) changed since the drafts' base (`published`). */
export function clashingDrafts(drafts: Drafts, published: Map<string, Uint8Array>, theirs: Map<string, Uint8Array>): string[] {
  return Object.keys({ ...drafts.files, ...drafts.pictures }).filter((file) => {
    const [a, b] = [published.get(file), theirs.get(file)]
    return a && b ? !sameBytes(a, b) : a !== b
  })
}

/** The published files with the drafts in place, as the editor's changes read and check them. */
export function siteOf(ws: Workspace): SiteFiles {
  let names: Set<string> | undefined
  const all = () => (names ??= new Set(ws.files().keys()))
  return {
    pageFile: (file) => {
      const name = pageFileName(file)
      if (!ws.yamlFiles().includes(name)) throw new CallError(404, { error: messages.files.missing(name) })
      return name
    },
    read: (file) => ws.text(file),
    exists: (rel) => all().has(rel) || [...all()].some((f) => f.startsWith(`${rel}/`)),
    list: () => ws.yamlFiles(),
    template: (kind) => {
      const text = ws.text(`scripts/templates/${kind}.yaml`)
      if (text === undefined) throw new CallError(404, { error: messages.files.missing(`scripts/templates/${kind}.yaml`) })
      return text
    },
    check: (writes = new Map(), allowRuleProblems = false) => ws.check(Object.fromEntries(writes), allowRuleProblems),
    published: () => ws.checkPublished(),
  }
}
