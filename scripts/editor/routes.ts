/**
 * The office computer's answers to the route table in src/contract/protocol.ts: every call is answered by the
 * handlers written once for both stores (./page-calls.ts for the site's files, ./enquiry-calls.ts for people's
 * data), here over this computer's folder (./folder-store.ts) and data folder (./enquiries.ts). ./plugin.ts
 * keeps the HTTP (who may call, reading the body, sending); routeFor finds the call a method and a path name.
 */
import { ROUTES, type RouteName, type Routes } from '../../src/contract/protocol.ts'
import { answerEnquiryCall, readEnquiries } from './enquiries.ts'
import { isEnquiryCall } from '../../src/editor-calls/enquiry-calls.ts'
import { folderStore } from './folder-store.ts'
import { answerPageCall, type PageCall } from '../../src/editor-calls/page-calls.ts'

/** What every call is given besides the request: the site folder, and the name its person gave (if any). */
export interface Context {
  root: string
  /** Cleaned (src/contract/person.ts); without it, calls that record a name use the computer's git name. */
  person?: string
}

/** The calls made while typing, which use the last commit read before instead of asking git again. */
const WHILE_TYPING = new Set<RouteName>(['check', 'preview'])

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

/** Answers the call `name` over this computer's folders; the request's values are checked by the call. */
export function answer<K extends RouteName>(
  name: K,
  { root, person }: Context,
  request: Record<string, unknown>,
): Promise<Routes[K]['response']> {
  if (name === 'enquiries') return readEnquiries(root, person) as Promise<Routes[K]['response']>
  if (isEnquiryCall(name)) return answerEnquiryCall(root, name, request, person) as Promise<Routes[K]['response']>
  const store = folderStore(root, { person, fresh: !WHILE_TYPING.has(name) })
  return answerPageCall(name as PageCall, store, request) as Promise<Routes[K]['response']>
}
