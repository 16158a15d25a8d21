/**
 * The editor's second store: the site's repository on GitHub instead of the office computer's files. The
 * editor's calls (src/editor/routes.ts) are answered over
 *
 *   the published files   the branch's files at one commit (`base`), read through the GitHub App and kept
 *                         in the OFFICE store by their blob's hash (a blob never changes);
 *   the drafts            what the office saved since (one shared set, like the one copy on the office
 *                         computer): file → its new text, or null for a removed file;
 *
 * (the workspace, ./workspace.ts) and checked by the one checker (scripts/lib/content, with its validators
 * compiled ahead of time), the same rules as `npm run check`, the build and the office computer's editor. Publish is one commit of the
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
import { readYaml } from '../checker/yaml-file.ts'
import { waitsForPublish } from '../checker/samples.ts'
import { unifiedDiff } from '../../scripts/editor/diff.ts'
import {
  ROUTES,
  PUBLISH_SUMMARY_MAX,
  type ChangesResponse,
  type HistoryEntry,
  type OthersChange,
  type PublishClash,
  type RouteName,
  type Routes,
  type Schemas,
  type Download,
} from '../editor/protocol.ts'
import { messages } from '../editor/messages.ts'
import type { SignedIn } from './auth.ts'
import type { Env } from './env.ts'
import { GitHubUnavailableError, StaleHeadError, GitHubError } from './github.ts'
import { API_HEADERS, json, OfficeError } from './http.ts'
import { sha256Hex } from './kv.ts'
import { pageCalls, saved, siteOf } from './store-pages.ts'
import { publishNamed, undoPublishIn } from '../../scripts/editor/undo-publish.ts'
import { officeMessages, storeMessages as m } from './messages.ts'
import { answerEnquiryCall, isEnquiryCall } from './store-enquiries.ts'
import { addToLog, newestInLog, type LogEntry } from './log.ts'
import type { EnquiryCall } from '../../scripts/editor/enquiry-calls.ts'
import * as pictureStore from './store-pictures.ts'
import { clashingDrafts, decoder, describe, encoder, publishedAt, readYamlSafe, Workspace } from './workspace.ts'

/** The forms' data made from the schemas when the site was built (scripts/office/build.ts). */
declare const __OFFICE_FORMS__: Schemas

/** A file's version, as the office computer's editor makes it: the first 20 hex digits of its SHA-256. */
const versionOf = async (text: string) => (await sha256Hex(encoder.encode(text))).slice(0, 20)

function requireFile(ws: Workspace, file: unknown): string {
  if (typeof file !== 'string' || !ws.yamlFiles().includes(file)) throw new OfficeError(400, m.noSuchFile(String(file)))
  return file
}

function requireData(data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new OfficeError(400, messages.save.noData)
  return data as Record<string, unknown>
}

/**
 * Every call of the editor's route table over the workspace, but the enquiries (./store-enquiries.ts): a call
 * the table gains without an answer here fails `npm run typecheck`, as on the office computer.
 */
type Answer<K extends RouteName> = (ws: Workspace, who: SignedIn, request: Record<string, unknown>) => Promise<Routes[K]['response']>
const calls: { [K in Exclude<RouteName, EnquiryCall>]: Answer<K> } = {
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
    await ws.saveWrites(new Map([[file, after]]), who.name)
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

  changes: async (ws) => ({ files: ws.changed(), prices: ws.prices() }),

  discard: async (ws, who, b) => {
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
    // Back to the published text: no draft any more.
    await ws.saveWrites(new Map([file, ...also].map((f) => [f, ws.publishedText(f) ?? null])), who.name)
    return { file, result: ws.published.has(file) ? 'restored' : 'removed', also }
  },

  publishPreview: async (ws, who) => {
    const leftOut = pictureStore.unusedPictures(ws)
    const files = ws.changed().filter((f) => !leftOut.includes(f.file))
    const { problems } = ws.check({}, false)
    const [owner, name] = String(ws.env.GITHUB_REPOSITORY).split('/')
    const branch = ws.env.GITHUB_BRANCH || 'main'
    return {
      files,
      prices: ws.prices(),
      problems: problems.map((p) => ({ file: p.file, line: p.line, col: p.col, message: p.message, hint: p.hint })),
      summary:
        files.length === 1 ? `Update ${titleOf(files[0].file, readYamlSafe(ws.text(files[0].file)))}` : `Update ${files.length} pages`,
      connected: true,
      target: ws.env.OFFICE_REVIEW === 'on' ? m.goesForReview(branch, `${owner}/${name}`) : m.goesLive(branch, `${owner}/${name}`),
      unpublished: false,
      leftOut,
      authors: authorsOf(files),
      others: othersIn(ws, files, who),
    }
  },

  publish: async (ws, who, b) => publish(ws, who, b),

  history: async (ws) => ({ entries: await historyOf(ws) }),

  undoPublish: async (ws, who, b) => {
    const entry = publishNamed(await historyOf(ws), b.commit)
    const [parent] = await ws.repo.parents(entry.commit)
    if (!parent) throw new EditorError(409, { error: messages.history.cannotUndo })
    const [before, after] = await Promise.all([publishedAt(ws.env, ws.repo, parent), publishedAt(ws.env, ws.repo, entry.commit)])
    const textIn = (files: Map<string, Uint8Array>) => async (file: string) => {
      const bytes = files.get(file)
      return bytes ? decoder.decode(bytes) : null
    }
    return saved(ws, who, await undoPublishIn(siteOf(ws), { entry, before: textIn(before), after: textIn(after) }))
  },

  templates: async () => __OFFICE_FORMS__.forms.templates,
  pictures: async (ws) => pictureStore.listPictures(ws),
  addPicture: async (ws, who, b) => pictureStore.addPicture(ws, who, b),

  ...pageCalls,
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

/** Everyone whose saved changes are among `files`, in the order of their first file. */
const authorsOf = (files: ChangesResponse['files']) => [...new Set(files.map((f) => f.by).filter((by): by is string => !!by))]

/** The changes among `files` someone other than `who` saved (a removed person's stay named as theirs). */
function othersIn(ws: Workspace, files: ChangesResponse['files'], who: SignedIn): OthersChange[] {
  return files
    .filter((f) => f.by && f.by !== who.name)
    .map((f) => ({ file: f.file, title: shortTitleOf(f.file, readYamlSafe(ws.text(f.file))), by: f.by!, at: f.at ?? null }))
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

async function publish(start: Workspace, who: SignedIn, b: Record<string, unknown>): Promise<Routes['publish']['response']> {
  // Someone published the same pages meanwhile: Publish says so and shows both, until told which to keep.
  const ws = await start.resolveBehind((b.keep ?? {}) as Record<string, unknown>)
  if (!ws) {
    const { clashes, theirs } = start.behind!
    const titles = clashes.map((f) => titleOf(f, readYamlSafe(start.text(f)))).join(', ')
    throw new OfficeError(409, m.staleClash(titles), { stale: true, conflict: clashes, clashes: clashesOf(start, clashes, theirs) })
  }
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
  // Someone else's change goes live only when the person publishing says they have checked it.
  const others = othersIn(ws, files, who)
  if (others.length && b.withOthers !== true) {
    const who = [...new Set(others.map((o) => o.by))]
    throw new OfficeError(409, m.othersUnfinished(others.map((o) => o.title).join(', '), others.length, who.join(' and '), who.length), {
      others,
    })
  }
  const authors = authorsOf(files)
  const additions = files
    .filter((f) => f.status !== 'deleted')
    .map((f) => ({ path: f.file, contents: ws.pictureBytes.get(f.file) ?? encoder.encode(ws.drafts.files[f.file] ?? '') }))
  const deletions = files.filter((f) => f.status === 'deleted').map((f) => f.file)
  const body = [
    m.publishedBy(who.name),
    ...(authors.some((a) => a !== who.name)
      ? [
          m.changesBy(
            authors
              .map(
                (a) =>
                  `${a} (${files
                    .filter((f) => f.by === a)
                    .map((f) => shortTitleOf(f.file, readYamlSafe(ws.text(f.file))))
                    .join(', ')})`,
              )
              .join('; '),
          ),
        ]
      : []),
  ].join('\n\n')
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
      throw new OfficeError(503, e.message, {}, e.retryAfterSeconds ? { 'retry-after': String(e.retryAfterSeconds) } : {})
    if (e instanceof GitHubError) throw new OfficeError(502, messages.publish.refused('GitHub', e.message))
    throw e
  }
  // Published: the drafts start again from the new commit; after a review, from the live one they were made on,
  // so that the next review branch holds only its own change (this one is in its pull request).
  const next = { base: review ? ws.drafts.base : commit.oid, files: {}, ...pictureStore.keptAfterPublish(ws.drafts, leftOut) }
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
  const clashes = clashingDrafts(ws.drafts, ws.published, theirs)
  if (!clashes.length) {
    await ws.save({ ...ws.drafts, base: head })
    throw new OfficeError(409, m.staleBroughtIn, { stale: true })
  }
  const titles = clashes.map((f) => titleOf(f, readYamlSafe(ws.text(f)))).join(', ')
  throw new OfficeError(409, m.staleClash(titles), { stale: true, conflict: clashes, clashes: clashesOf(ws, clashes, theirs) })
}

/** The calls that first ask GitHub where the branch is (./workspace.ts, open): what shows or publishes the site. */
const FRESH_CALLS = new Set<RouteName>(['files', 'file', 'changes', 'publishPreview', 'publish', 'history', 'undoPublish'])

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
  if (isEnquiryCall(name)) {
    // People's data lives in the database, not the repository: opened once, only if the site's words are read
    // (the services' names, a WhatsApp reply's first line, who processes the data).
    let workspace: ReturnType<typeof Workspace.open> | undefined
    const siteText = async (file: string) => (await (workspace ??= Workspace.open(env))).text(file)
    const answer = await answerEnquiryCall(env, who, name, request, siteText)
    return 'download' in ROUTES[name] ? download(answer as Download) : json(200, answer)
  }
  const call = calls[name as keyof typeof calls] as Answer<typeof name>
  const ws = await Workspace.open(env, { fresh: FRESH_CALLS.has(name) })
  return json(200, await call(ws, who, request))
}

/** A call answered with a file (the enquiries as CSV): the browser saves it under its name. */
const download = (file: Download) =>
  new Response(file.body, {
    headers: { ...API_HEADERS, 'content-type': file.type, 'content-disposition': `attachment; filename="${file.filename}"` },
  })
