/**
 * The server side of the route table in src/editor/protocol.ts: one handler for every call in Routes,
 * each answering that call's response type, so a call without a handler, or a handler answering the wrong
 * shape, fails `npm run typecheck`. ./plugin.ts keeps the HTTP (who may call, reading the body, sending);
 * routeFor finds the call a method and a path name, and handlers[call] answers it.
 *
 * A handler gets the request's fields under the names the protocol gives them, but not trusted: a GET's
 * are the query string's texts (absent when not sent), a POST's whatever the JSON held. Each handler's
 * functions check the values themselves and refuse with the editor's words (EditorError).
 */
import { ROUTES, type RouteName, type Routes } from '../../src/editor/protocol.ts'
import { cardSpots, placeCard } from './cards.ts'
import { changes } from './changes.ts'
import { check, preview, save } from './check.ts'
import { answerEnquiryCall, readEnquiries } from './enquiries.ts'
import { listFiles, openFile, safeFile } from './files.ts'
import { schemas } from './forms.ts'
import { addPicture, listPictures } from './images.ts'
import { createPage, TEMPLATES } from './new-page.ts'
import { deletePage, linksTo, renamePage } from './pages.ts'
import { priceUses, renameEntry } from './prices.ts'
import { discard } from './discard.ts'
import { historyOf, undoPublish } from './history.ts'
import { publish, publishPreview } from './publish.ts'

/** What every handler is given besides the request: the site folder, and the name its person gave (if any). */
export interface Context {
  root: string
  /** Cleaned (src/editor/person.ts); without it, calls that record a name use the computer's git name. */
  person?: string
}

/** A request as it arrives: the protocol's field names, values not yet checked. */
export type Received<K extends RouteName> = (typeof ROUTES)[K]['method'] extends 'GET'
  ? { [F in keyof Routes[K]['request']]?: string }
  : { [F in keyof Routes[K]['request']]?: unknown }

export type Handler<K extends RouteName> = (ctx: Context, request: Received<K>) => Routes[K]['response'] | Promise<Routes[K]['response']>

export const handlers: { [K in RouteName]: Handler<K> } = {
  files: ({ root }) => listFiles(root),
  file: ({ root }, q) => openFile(root, safeFile(root, q.file)),
  schemas: ({ root }) => schemas(root),
  preview: ({ root }, b) => preview(root, safeFile(root, b.file), b.data),
  check: ({ root }, b) => ({ problems: check(root, safeFile(root, b.file), b.data) }),
  save: ({ root }, b) => save(root, safeFile(root, b.file), b.data, b.version),
  priceUses: ({ root }, q) => priceUses(root, q.id ?? ''),
  changes: ({ root }) => changes(root),
  cardSpots: ({ root }, q) => cardSpots(root, q.file),
  placeCard: ({ root }, b) => placeCard(root, b),
  linksTo: ({ root }, q) => {
    const file = safeFile(root, q.file)
    return { file, uses: linksTo(root, file) }
  },
  renamePage: ({ root }, b) => renamePage(root, b),
  deletePage: ({ root }, b) => deletePage(root, b),
  pictures: ({ root }) => listPictures(root),
  addPicture: ({ root }, b) => addPicture(root, b),
  // People's data: the calls of ./enquiry-calls.ts, the same on the web address, over this computer's store.
  // Each in the name the person at this computer gave (ctx.person), else the computer's git name.
  enquiries: ({ root, person }) => readEnquiries(root, person),
  enquiriesCsv: ({ root, person }) => answerEnquiryCall(root, 'enquiriesCsv', {}, person),
  newEnquiries: ({ root, person }) => answerEnquiryCall(root, 'newEnquiries', {}, person),
  resend: ({ root, person }, b) => answerEnquiryCall(root, 'resend', b, person),
  setStatus: ({ root, person }, b) => answerEnquiryCall(root, 'setStatus', b, person),
  privacyDesk: ({ root, person }) => answerEnquiryCall(root, 'privacyDesk', {}, person),
  privacyCallBack: ({ root, person }, b) => answerEnquiryCall(root, 'privacyCallBack', b, person),
  privacyAnswer: ({ root, person }, b) => answerEnquiryCall(root, 'privacyAnswer', b, person),
  privacyFile: ({ root, person }, q) => answerEnquiryCall(root, 'privacyFile', q, person),
  noticeText: ({ root, person }, q) => answerEnquiryCall(root, 'noticeText', q, person),
  sendNotice: ({ root, person }) => answerEnquiryCall(root, 'sendNotice', {}, person),
  discard: ({ root }, b) => discard(root, b.file, b.together),
  publishPreview: ({ root }) => publishPreview(root),
  publish: ({ root }, b) => publish(root, b),
  renameEntry: ({ root }, b) => renameEntry(root, b.from, b.to),
  history: ({ root }) => ({ entries: historyOf(root) }),
  undoPublish: ({ root }, b) => undoPublish(root, b.commit),
  templates: () => TEMPLATES,
  newPage: ({ root }, b) => createPage(root, b),
}

const byMethodAndPath = new Map(Object.entries(ROUTES).map(([name, r]) => [`${r.method} ${r.path}`, name as RouteName]))

/** The call that `method` on /_edit/api/`path` names, if any. */
export function routeFor(method: string, path: string): RouteName | undefined {
  return byMethodAndPath.get(`${method} ${path}`)
}

/** A GET's fields, from its query string (the first value of each, as URLSearchParams.get reads it). */
export function queryFields(params: URLSearchParams): Record<string, string> {
  const first = new Map<string, string>()
  for (const [k, v] of params) if (!first.has(k)) first.set(k, v)
  return Object.fromEntries(first)
}

/** Answers the call `name` with its handler. */
export function answer<K extends RouteName>(name: K, ctx: Context, request: Received<K>): Promise<Routes[K]['response']> {
  return Promise.resolve(handlers[name](ctx, request))
}
