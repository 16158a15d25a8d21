/**
 * The editor's calls about the site's files, written once over a PageStore: the office computer's folder
 * (./folder-store.ts, git underneath) or the hosted repository (src/worker/store.ts, GitHub and the host's
 * key-value store). Each store only reads, writes, lists its changes, keeps pictures and publishes in its own
 * way; what a call checks, refuses and answers is here, so both give the same answers (the contract suite,
 * tests/integration/page-calls.test.ts, runs every call against both). No Node import: this runs in the
 * host's worker too.
 *
 * A request arrives with the protocol's field names but its values not yet checked (a GET's are texts); each
 * call checks what it uses and refuses in the editor's words (CallError).
 */
import { waitsForPublish } from '../checker/samples.ts'
import { addPicture, type PictureKeeper } from './pictures.ts'
import { priceChanges, priceChangesMarkdown, pricedResult } from '../checker/price-changes.ts'
import { readYaml } from '../checker/yaml-file.ts'
import type { Problem } from '../checker/types.ts'
import { applyEdit } from './yaml-edit.ts'
import { CallError } from '../contract/errors.ts'
import { unifiedDiff } from './diff.ts'
import { previewOf, toEditorProblem } from './editor-problem.ts'
import { namedFile, problemAt, schemaIdOf, shortTitleOfText, summarize, titleOf } from './summaries.ts'
import { contentLists, withContent } from './content-lists.ts'
import { priceUsesOf, rawValues } from './price-uses.ts'
import { dependentsIn, namedTogether } from './dependents.ts'
import { cardSpotsIn, placeCardIn } from './card-places.ts'
import { deletePageIn, linksToIn, renamePageIn } from './page-moves.ts'
import { renameEntryIn } from './entry-rename.ts'
import { createPageIn, TEMPLATES } from './page-form.ts'
import { alignHindiWords, followPrices, markTranslatedIn, translatePageIn, translationsIn } from './translate.ts'
import { publishNamed, undoPublishIn, type PublishedChange } from './undo-publish.ts'
import { CONTENT_PATHS, textOf, type Planned, type SiteFiles, type Writes } from './site-files.ts'
import {
  PUBLISH_SUMMARY_MAX,
  type ChangesResponse,
  type HistoryEntry,
  type OthersChange,
  type PictureInfo,
  type PublishProblem,
  type RouteName,
  type Routes,
  type Schemas,
  type Fields,
} from '../contract/protocol.ts'
import { messages } from '../contract/messages.ts'
import type { EnquiryCall } from './enquiry-calls.ts'

export type ChangedFile = ChangesResponse['files'][number]

/** What Publish hands a store once every check has passed: the one change to make live. */
export interface PublishChange {
  summary: string
  /** The changed files going live (pictures no page shows are left out). */
  files: ChangedFile[]
  leftOut: string[]
  /** For each file that clashed with someone else's change at the last try: keep 'mine' or 'theirs'. */
  keep: Record<string, unknown>
  /** Everyone whose saved changes are among `files`, and the commit message's body naming them. */
  authors: string[]
  body: string
  /** Each file's name as the office knows it ("About Us", "Price book"): what the message says went live. */
  titles?: Record<string, string>
  /** Others' saved changes the person chose to leave out: they stay saved, unpublished. */
  keptBack?: string[]
}

export interface PageStore extends PictureKeeper {
  /** The site's files as they stand now (the folder, or the published files with the drafts in place). */
  readonly site: SiteFiles
  /** Who the store's writes are recorded for, where it records them. */
  readonly person?: string
  /** A file's text at the last publish; undefined when it was not published. */
  publishedText(file: string): string | undefined
  /** Whether the last publish has the file (a picture included). */
  wasPublished(file: string): boolean
  /** Writes a checked change, all or nothing (`verb`: what did not happen if it fails). */
  write(writes: Writes, verb: string): Promise<void>
  /** Who saved a file last and when, where the store knows (a stale Save names them). */
  savedBy?(file: string): { by?: string; at?: string }
  /** Every changed file since the last publish, with its lines (`again`: read afresh, after a discard). */
  changed(again?: boolean): Promise<ChangedFile[]>
  /** Files back as last published (pictures too); one that was not published goes. */
  restore(files: string[]): Promise<void>
  /** The forms' data made from the schemas alone. */
  forms(): Schemas
  pictures(): Promise<PictureInfo[]>
  /** The last publishes, newest first. */
  history(): Promise<HistoryEntry[]>
  /** A publish's files just before and just after it; null when it has nothing before it. */
  publishTexts(commit: string): Promise<Pick<PublishedChange, 'before' | 'after'> | null>
  /** Where Publish sends the change, in words; whether a publish stopped half way. */
  target(): { connected: boolean; target: string; unpublished: boolean }
  /**
   * Before Publish: anything the store must settle first (no shared copy to publish to; someone else
   * published the same pages meanwhile and `keep` does not yet say whose to keep). Refuses in words.
   */
  settle(keep: Record<string, unknown>): Promise<void>
  /** Makes the change live (or sends it for review). */
  publish(change: PublishChange): Promise<Routes['publish']['response']>
}

/** The calls about the site's files: every call but those about people's data (./enquiry-calls.ts). */
export type PageCall = Exclude<RouteName, EnquiryCall>
type Answer<K extends RouteName> = (store: PageStore, request: Fields<K>) => Promise<Routes[K]['response']>

/** A file's version: the first 20 hex digits of its text's SHA-256 (Web Crypto: Node and the worker alike). */
export async function versionOf(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 20)
}

/** What the browser sends as a page's data: the whole file as one object (a map of fields). */
function requireData(data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new CallError(400, { error: messages.save.noData })
  return data as Record<string, unknown>
}

/** The text a save would write: the file's text edited in place (./yaml-edit.ts), untouched lines as they were. */
function edited(site: SiteFiles, file: string, data: unknown): { before: string; after: string } {
  const before = textOf(site, file)
  return { before, after: applyEdit(before, requireData(data)) }
}

/** A file's short title in a sentence, from its text now (or its published text, once it is gone). */
const shortTitle = (store: PageStore, file: string) => shortTitleOfText(file, store.site.read(file) ?? store.publishedText(file))

const publishProblem = ({ file, line, col, message, hint, said }: Problem): PublishProblem => ({
  file,
  line,
  col,
  message,
  hint,
  ...(said ? { said } : {}),
})

/**
 * What the changes reprice against what is live (What changed, Publish): the checker over the live files beside the
 * checker over the files as they would go live, each file parsed once (src/checker/price-changes.ts).
 */
function pricesOf(site: SiteFiles, changed: ChangedFile[]): ChangesResponse['prices'] {
  if (!changed.length) return { none: messages.discard.nothingChanged }
  try {
    // What is live now against what Publish would make live: never against this copy's own last publish.
    const changes = priceChanges(pricedResult(site.published()), pricedResult(site.goingLive?.() ?? site.check(new Map(), true)), 'HEAD')
    return { changes, markdown: priceChangesMarkdown(changes) }
  } catch (e) {
    return { none: messages.discard.noPriceReport((e as Error).message) }
  }
}

/** 2 Dec, 5:20 pm: a time as the office reads it, in India's time. */
const istShort = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  )

/** Writes a planned change and gives its answer. */
async function saved<T>(store: PageStore, planned: Planned<T>): Promise<T> {
  if (planned.writes.size) await store.write(planned.writes, planned.verb)
  return planned.result
}

/** The changed files Publish takes: the content's, less new pictures no page shows. */
async function goingLive(store: PageStore, again = false): Promise<{ files: ChangedFile[]; leftOut: string[] }> {
  const all = (await store.changed(again)).filter((f) => CONTENT_PATHS.some((p) => f.file === p || f.file.startsWith(`${p}/`)))
  const text = store.site
    .list()
    .map((f) => store.site.read(f) ?? '')
    .join('\n')
  const leftOut = all
    .filter((f) => f.status === 'added' && f.file.startsWith('public/images/') && !text.includes(f.file.slice('public'.length)))
    .map((f) => f.file)
  return { files: all.filter((f) => !leftOut.includes(f.file)), leftOut }
}

/** A one-line summary made from what changed: "Update GST Registration, price book; Add ESG Reporting". */
function suggestSummary(store: PageStore, files: ChangedFile[]): string {
  if (!files.length) return ''
  const words = { modified: 'Update', added: 'Add', deleted: 'Remove' } as const
  const parts: string[] = []
  for (const status of ['modified', 'added', 'deleted'] as const) {
    const names = files
      .filter((f) => f.status === status)
      .map((f) => (status === 'deleted' ? f.file.replace(/^pages\//, '') : shortTitle(store, f.file)))
    if (names.length) parts.push(`${words[status]} ${[...new Set(names)].join(', ')}`)
  }
  const line = parts.join('; ')
  return line.length > 72 ? `${line.slice(0, 71).replace(/[ ,;]+\S*$/, '')}…` : line
}

/** Everyone whose saved changes are among `files`, in the order of their first file. */
const authorsOf = (files: ChangedFile[]) => [...new Set(files.map((f) => f.by).filter((by): by is string => !!by))]

/** The changes among `files` someone other than the store's person saved (a removed person's stay theirs). */
const othersIn = (store: PageStore, files: ChangedFile[]): OthersChange[] =>
  files
    .filter((f) => f.by && f.by !== store.person)
    .map((f) => ({ file: f.file, title: shortTitle(store, f.file), by: f.by!, at: f.at ?? null }))

/** The choices made for others' drafts, each one of include, leave or discard (anything else is no choice). */
function choicesOf(given: unknown): Record<string, 'include' | 'leave' | 'discard'> {
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return {}
  return Object.fromEntries(
    Object.entries(given as Record<string, unknown>).filter(
      (e): e is [string, 'include' | 'leave' | 'discard'] => e[1] === 'include' || e[1] === 'leave' || e[1] === 'discard',
    ),
  )
}

/** The publish summary as given, or refused: written, one line of at most PUBLISH_SUMMARY_MAX letters, no control characters. */
function summaryOf(given: unknown): string {
  if (typeof given !== 'string' || !given.trim()) throw new CallError(400, { error: messages.publish.noSummary })
  // git takes no NUL, and a control or bidirectional character would hide or reorder words in the history
  // (the joiners Indian scripts need, U+200C and U+200D, are letters' business).
  if (/[\p{Cc}\p{Cs}\p{Co}]|(?![\u200c\u200d])\p{Cf}/u.test(given.replace(/[\t\n\r]/g, ' ')))
    throw new CallError(400, { error: messages.publish.controlCharacter })
  const summary = given.replace(/\s+/g, ' ').trim()
  if ([...summary].length > PUBLISH_SUMMARY_MAX)
    throw new CallError(400, { error: messages.publish.summaryTooLong([...summary].length, PUBLISH_SUMMARY_MAX) })
  return summary
}

export const pageCalls: { [K in PageCall]: Answer<K> } = {
  files: async ({ site }) => site.list().map((file) => summarize(file, textOf(site, file))),

  file: async ({ site }, q) => {
    const file = site.pageFile(q.file)
    const text = textOf(site, file)
    let data: unknown
    try {
      data = readYaml(text)
    } catch (e) {
      throw new CallError(422, { error: messages.files.cannotOpen(file, (e as Error).message.split('\n')[0]) })
    }
    return {
      file,
      data,
      title: titleOf(file, data),
      version: await versionOf(text),
      schema: schemaIdOf(file),
      problems: site.check(new Map(), true).problems.map(toEditorProblem),
    }
  },

  schemas: async (store) => withContent(store.forms(), contentLists(store.site.check(new Map(), true).content)),

  templates: async () => TEMPLATES,

  check: async ({ site }, b) => {
    const file = site.pageFile(b.file)
    const { after } = edited(site, file, b.data)
    return { problems: site.check(new Map([[file, after]]), true).problems.map(toEditorProblem) }
  },

  preview: async ({ site }, b) => {
    const file = site.pageFile(b.file)
    const { after } = edited(site, file, b.data)
    return previewOf(file, site.check(new Map([[file, after]]), true))
  },

  save: async (store, b) => {
    const { site } = store
    const file = site.pageFile(b.file)
    if (typeof b.version !== 'string') throw new CallError(400, { error: messages.save.noVersion })
    const { before, after } = edited(site, file, b.data)
    if ((await versionOf(before)) !== b.version) {
      // Who saved meanwhile, when, and the lines where their version and this one differ (red: yours, green: theirs).
      const { by, at } = store.savedBy?.(file) ?? {}
      throw new CallError(409, {
        changedOnDisk: true,
        error: messages.save.changedOnDisk(shortTitle(store, file), by, at ? istShort(at) : undefined),
        ...(by ? { by } : {}),
        ...(at ? { at } : {}),
        diff: unifiedDiff(after, before, file),
      })
    }
    if (after === before) return { version: b.version, diff: '' }
    // Sample text left in a new page does not stop a save (it is written over several); Publish refuses it.
    // A changed menu of site.yaml takes the Hindi words file along, item for item, and a price-book entry chosen in
    // place of another on an English page is chosen on its Hindi page too (./translate.ts).
    const writes: Writes = new Map([[file, after]])
    alignHindiWords(site, writes)
    followPrices(site, file, before, after, writes)
    const problems = site.check(writes, true).problems.filter((p) => !waitsForPublish(p))
    if (problems.length)
      throw new CallError(422, {
        problems: problems.map(toEditorProblem),
        error: messages.save.notSaved(problems.length, problemAt(site, problems[0])),
      })
    await store.write(writes, 'saved')
    return { version: await versionOf(after), diff: unifiedDiff(before, after, file) }
  },

  priceUses: async ({ site }, q) => {
    const id = String(q.id ?? '')
    const { content } = site.check(new Map(), true)
    if (!content) throw new CallError(422, { error: messages.prices.noEntry(id) })
    return priceUsesOf(
      content,
      rawValues(content, (file) => site.read(file) ?? ''),
      id,
    )
  },

  changes: async (store) => {
    const files = await store.changed()
    const named = files.map((f) => ({ ...f, name: namedFile(f.file, store.site.read(f.file) ?? store.publishedText(f.file)) }))
    return { files: named, prices: pricesOf(store.site, files) }
  },

  discard: async (store, b) => {
    if (typeof b.file !== 'string') throw new CallError(400, { error: messages.discard.noFile })
    const file = b.file
    const changed = (await store.changed()).map((f) => f.file)
    if (!changed.includes(file)) throw new CallError(400, { error: messages.discard.noChanges(file) })
    // The changed files that depend on this one go back with it, once the office has agreed.
    const also = dependentsIn(store.site, file, changed, (f) => store.publishedText(f) ?? null)
    const title = (f: string) => shortTitle(store, f)
    if (also.length && JSON.stringify(namedTogether(b.together)) !== JSON.stringify(also))
      throw new CallError(409, {
        dependents: also.map((f) => ({ file: f, title: title(f) })),
        error: messages.discard.wouldBreak(title(file), also.length, also.map(title).join(', ')),
      })
    await store.restore([file, ...also])
    return { file, result: store.wasPublished(file) ? 'restored' : 'removed', also }
  },

  cardSpots: async ({ site }, q) => cardSpotsIn(site, q.file),
  placeCard: async (store, b) => saved(store, placeCardIn(store.site, b)),
  linksTo: async ({ site }, q) => {
    const file = site.pageFile(q.file)
    return { file, uses: linksToIn(site, file) }
  },
  renamePage: async (store, b) => saved(store, renamePageIn(store.site, b)),
  deletePage: async (store, b) => saved(store, deletePageIn(store.site, b)),
  renameEntry: async (store, b) => saved(store, renameEntryIn(store.site, b.from, b.to)),
  newPage: async (store, b) => saved(store, createPageIn(store.site, b)),
  translations: async ({ site }) => ({ pages: translationsIn(site) }),
  translatePage: async (store, b) => saved(store, translatePageIn(store.site, b)),
  markTranslated: async (store, b) => saved(store, markTranslatedIn(store.site, b)),

  pictures: async (store) => store.pictures(),
  addPicture: async (store, b) => addPicture(store, b),

  history: async (store) => ({ entries: await store.history() }),

  undoPublish: async (store, b) => {
    const entry = publishNamed(await store.history(), b.commit)
    const texts = await store.publishTexts(entry.commit)
    if (!texts) throw new CallError(409, { error: messages.history.cannotUndo })
    return saved(store, await undoPublishIn(store.site, { entry, ...texts }))
  },

  publishPreview: async (store) => {
    const { files, leftOut } = await goingLive(store)
    return {
      files,
      prices: pricesOf(store.site, await store.changed()),
      problems: store.site.check(new Map(), false).problems.map(publishProblem),
      summary: suggestSummary(store, files),
      ...store.target(),
      leftOut,
      authors: authorsOf(files),
      others: othersIn(store, files),
    }
  },

  publish: async (store, b) => {
    const summary = summaryOf(b.summary)
    // For each file that clashed with someone else's change at the last try: keep 'mine' or 'theirs'.
    const keep = typeof b.keep === 'object' && b.keep !== null && !Array.isArray(b.keep) ? (b.keep as Record<string, unknown>) : {}
    await store.settle(keep)
    // Others' drafts the person chose to discard go back as published first; those left out stay, unpublished.
    const choices = choicesOf(b.others)
    const discarding = Object.keys(choices).filter((f) => choices[f] === 'discard')
    const waiting = othersIn(store, (await goingLive(store)).files)
    const toDiscard = waiting.filter((o) => discarding.includes(o.file)).map((o) => o.file)
    if (toDiscard.length) await store.restore(toDiscard)
    const keptBack = waiting.filter((o) => choices[o.file] === 'leave').map((o) => o.file)
    const live = await goingLive(store, toDiscard.length > 0)
    const files = live.files.filter((f) => !keptBack.includes(f.file))
    const { leftOut } = live
    if (!files.length && !store.target().unpublished)
      throw new CallError(400, { error: leftOut.length ? messages.publish.onlyUnusedPictures : messages.publish.nothingNew })
    // What goes live is checked as it goes: the drafts left out stand as published (a file left out that another one
    // needs, a page the menu now links to, shows here as the problem it would be on the website).
    const { problems } = store.site.check(new Map(keptBack.map((f) => [f, store.publishedText(f) ?? null])), false)
    if (problems.length)
      throw new CallError(422, {
        problems: problems.map(publishProblem),
        error: messages.publish.checkFails(problems.length, problemAt(store.site, problems[0])),
      })
    // Someone else's change goes live only when the person publishing says they have checked it.
    const others = othersIn(store, files).filter((o) => choices[o.file] !== 'include')
    if (others.length && b.withOthers !== true) {
      const who = [...new Set(others.map((o) => o.by))]
      throw new CallError(409, {
        others,
        error: messages.publish.othersUnfinished(others.map((o) => o.title).join(', '), others.length, who.join(' and '), who.length),
      })
    }
    const authors = authorsOf(files)
    const byAuthor = authors.map(
      (a) =>
        `${a} (${files
          .filter((f) => f.by === a)
          .map((f) => shortTitle(store, f.file))
          .join(', ')})`,
    )
    const body = [
      ...(store.person ? [messages.publish.publishedBy(store.person)] : []),
      ...(authors.some((a) => a !== store.person) ? [messages.publish.changesBy(byAuthor.join('; '))] : []),
    ].join('\n\n')
    const titles = Object.fromEntries(files.map((f) => [f.file, shortTitle(store, f.file)]))
    return store.publish({ summary, files, leftOut, keep, authors, body, titles, keptBack })
  },
}
