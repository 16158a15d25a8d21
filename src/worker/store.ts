/**
 * The editor's second store: the site's repository on GitHub instead of the office computer's files. The
 * editor's calls (ROUTES in src/contract/protocol.ts) are answered by the handlers written once for both stores
 * (src/editor-calls/page-calls.ts, enquiry-calls.ts), here over
 *
 *   the published files   the branch's files at one commit (`base`), read through the GitHub App and kept
 *                         in the OFFICE store by their blob's hash (a blob never changes);
 *   the drafts            what the office saved since (one shared set, like the one copy on the office
 *                         computer): file → its new text, or null for a removed file;
 *
 * (the workspace, ./workspace.ts), checked by the one checker (src/checker, its validators compiled ahead of
 * time). Publish is one commit of the drafts on top of `base`: when someone else published meanwhile, GitHub
 * refuses it (expected head) and nothing of theirs is overwritten.
 */
import { readYamlSafe, titleOf } from '../editor-calls/summaries.ts'
import { unifiedDiff } from '../editor-calls/diff.ts'
import type { PageStore, PublishChange } from '../editor-calls/page-calls.ts'
import { enquiryContext, type Doorway } from '../editor-calls/door.ts'
import { supabaseEnquiries } from '../editor-calls/enquiry-store.ts'
import type { HistoryEntry, PublishClash, Routes, Schemas } from '../contract/protocol.ts'
import { messages } from '../contract/messages.ts'
import type { SignedIn } from './auth.ts'
import type { Env } from './env.ts'
import { GitHubUnavailableError, StaleHeadError, GitHubError } from './github.ts'
import { CallError } from '../contract/errors.ts'
import { addToLog, newestInLog, type LogEntry } from './log.ts'
import * as pictureStore from './store-pictures.ts'
import { clashingDrafts, decoder, encoder, publishedAt, siteOf, Workspace, type Drafts } from './workspace.ts'
import { getJson } from './kv.ts'

const m = messages.repository

/** The forms' data made from the schemas when the site was built (scripts/office/build.ts). */
declare const __OFFICE_FORMS__: Schemas

/**
 * The repository and the drafts as the editor's calls see them (src/editor-calls/page-calls.ts), for one
 * signed-in person: what they save becomes drafts marked as theirs; Publish is one commit (or a pull request)
 * through the GitHub App.
 */
function repositoryPages(start: Workspace, who: SignedIn): PageStore {
  let ws = start
  let site = siteOf(ws)
  return {
    get site() {
      return site
    },
    person: who.name,
    publishedText: (file) => ws.publishedText(file),
    wasPublished: (file) => ws.published.has(file),
    write: (writes) => ws.saveWrites(writes, who.name),
    changed: async () => ws.changed(),
    savedBy: (file) => ws.savedBy(file),
    restore: async (files) => {
      for (const file of files.filter((f) => f in (ws.drafts.pictures ?? {}))) await pictureStore.discardPicture(ws, file)
      const texts = files.filter((f) => !(f in (ws.drafts.pictures ?? {})))
      if (texts.length) await ws.saveWrites(new Map(texts.map((f) => [f, ws.publishedText(f) ?? null])), who.name)
      // Within the call too (Publish discards others' drafts, then publishes): the drafts as now stored.
      const drafts = await getJson<Drafts>(ws.env.OFFICE, 'drafts')
      if (drafts) {
        ws = new Workspace(ws.env, ws.repo, drafts, ws.published, ws.pictureBytes)
        site = siteOf(ws)
      }
    },
    forms: () => __OFFICE_FORMS__,
    pictures: async () => pictureStore.listPictures(ws),
    taken: (file) => ws.files().has(file) || ws.published.has(file),
    keepPicture: (file, bytes, size) => pictureStore.keepPicture(ws, who, file, bytes, size),
    history: () => historyOf(ws),
    publishTexts: async (commit) => {
      const [parent] = await ws.repo.parents(commit)
      if (!parent) return null
      const [before, after] = await Promise.all([publishedAt(ws.env, ws.repo, parent), publishedAt(ws.env, ws.repo, commit)])
      const textIn = (files: Map<string, Uint8Array>) => async (file: string) => {
        const bytes = files.get(file)
        return bytes ? decoder.decode(bytes) : null
      }
      return { before: textIn(before), after: textIn(after) }
    },
    target: () => {
      const [owner, name] = String(ws.env.GITHUB_REPOSITORY).split('/')
      const branch = ws.env.GITHUB_BRANCH || 'main'
      const repo = `${owner}/${name}`
      return {
        connected: true,
        target: ws.env.OFFICE_REVIEW === 'on' ? m.goesForReview(branch, repo) : m.goesLive(branch, repo),
        unpublished: false,
      }
    },
    settle: async (keep) => {
      // Someone published the same pages meanwhile: Publish says so and shows both, until told which to keep.
      const settled = await ws.resolveBehind(keep)
      if (!settled) {
        const { clashes, theirs } = ws.behind!
        const titles = clashes.map((f) => titleOf(f, readYamlSafe(ws.text(f)))).join(', ')
        throw new CallError(409, m.staleClash(titles), { stale: true, conflict: clashes, clashes: clashesOf(ws, clashes, theirs) })
      }
      ws = settled
      site = siteOf(ws)
    },
    publish: (change) => publish(ws, who, change),
  }
}

/** The publish log as History lists it: a change still waiting for review cannot be put back from here. */
async function historyOf(ws: Workspace): Promise<HistoryEntry[]> {
  return (await newestInLog(ws.env)).map((e) => ({
    commit: e.commit,
    at: e.at,
    who: e.who,
    summary: e.summary,
    files: e.files,
    url: e.url,
    canUndo: !e.review,
  }))
}

/** The drafted files that clash with a newer publish, each as its lines from theirs to the office's. */
function clashesOf(ws: Workspace, clashes: string[], theirs: Map<string, Uint8Array>): PublishClash[] {
  return clashes.map((file) => {
    const bytes = theirs.get(file)
    const their = bytes ? decoder.decode(bytes) : ''
    const mine = ws.drafts.files[file] ?? (file in (ws.drafts.pictures ?? {}) ? '(a new picture)' : '')
    return { file, title: titleOf(file, readYamlSafe(ws.text(file) ?? their)), diff: unifiedDiff(their, mine, file) }
  })
}

async function publish(
  ws: Workspace,
  who: SignedIn,
  { summary, files, leftOut, authors, body, titles = {}, keptBack = [] }: PublishChange,
): Promise<Routes['publish']['response']> {
  const additions = files
    .filter((f) => f.status !== 'deleted')
    .map((f) => ({ path: f.file, contents: ws.pictureBytes.get(f.file) ?? encoder.encode(ws.drafts.files[f.file] ?? '') }))
  const deletions = files.filter((f) => f.status === 'deleted').map((f) => f.file)
  const change = { expectedHead: ws.drafts.base, headline: summary, body, additions, deletions }
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
        description: body,
        branchName: `office/${stamp}-${slug}`,
      })
      commit = { oid: pr.oid, url: pr.url }
    } else commit = await ws.repo.commit(change)
  } catch (e) {
    if (e instanceof StaleHeadError) return refuseStale(ws)
    if (e instanceof GitHubUnavailableError)
      throw new CallError(503, e.message, {}, e.retryAfterSeconds ? { 'retry-after': String(e.retryAfterSeconds) } : {})
    if (e instanceof GitHubError) throw new CallError(502, messages.publish.refused('GitHub', e.message))
    throw e
  }
  // Published: the drafts start again from the new commit; after a review, from the live one they were made on,
  // so that the next review branch holds only its own change (this one is in its pull request).
  // Drafts of others the person left out stay, as theirs.
  const kept = Object.fromEntries(Object.entries(ws.drafts.files).filter(([file]) => keptBack.includes(file)))
  const next = {
    base: review ? ws.drafts.base : commit.oid,
    files: kept,
    ...pictureStore.keptAfterPublish(ws.drafts, [...leftOut, ...keptBack]),
  }
  await ws.save(next)
  await pictureStore.forgetPictures(ws.env, ws.drafts, next)
  const entry: LogEntry = {
    at: new Date().toISOString(),
    who: who.name,
    ...(authors.some((a) => a !== who.name) ? { authors } : {}),
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
      (review ? m.sentForReview(commit.url) : m.published(who.name, files.map((f) => titles[f.file] ?? f.file).join(', '))) +
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
  const clashes = clashingDrafts(ws.drafts, ws.published, theirs)
  if (!clashes.length) {
    await ws.save({ ...ws.drafts, base: head })
    throw new CallError(409, m.staleBroughtIn, { stale: true })
  }
  const titles = clashes.map((f) => titleOf(f, readYamlSafe(ws.text(f)))).join(', ')
  throw new CallError(409, m.staleClash(titles), { stale: true, conflict: clashes, clashes: clashesOf(ws, clashes, theirs) })
}

/** The calls that first ask GitHub where the branch is (./workspace.ts, open): what shows or publishes the site. */
const FRESH_CALLS = new Set<string>(['files', 'file', 'changes', 'publishPreview', 'publish', 'history', 'undoPublish'])

/**
 * The web address's doorway to the editor's calls (src/editor-calls/door.ts), for a signed-in person: the site's
 * files are the repository and the drafts (repositoryPages); people's data the hosted project, over its secret
 * key (never sent to a browser), its words read from the repository only if a call needs them.
 */
export function hostedDoorway(env: Env, who: SignedIn): Doorway {
  let workspace: Promise<Workspace> | undefined
  return {
    role: who.role,
    pages: async (call) => repositoryPages(await Workspace.open(env, { fresh: FRESH_CALLS.has(call) }), who),
    enquiries: () => {
      const url = env.SUPABASE_URL?.trim()
      const key = env.SUPABASE_SECRET_KEY?.trim()
      if (!url || !key) throw new CallError(503, m.enquiriesNotConnected)
      const siteText = async (file: string) => (await (workspace ??= Workspace.open(env))).text(file)
      return enquiryContext(supabaseEnquiries({ url, key }), { name: who.name, owner: who.role === 'owner', role: who.role }, siteText)
    },
  }
}
