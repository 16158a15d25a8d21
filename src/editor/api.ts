/**
 * The browser side of src/contract/protocol.ts: one function per call, each failing with the server's
 * sentence. Every function is named as its call in Routes and sends that call's request through call(),
 * so a call the table lacks, a request of another shape or an answer of another type fails the typecheck.
 */
import {
  ROUTES,
  type DownloadRoute,
  type ErrorResponse,
  type JsonRoute,
  type NewPageRequest,
  type OthersChoice,
  type RouteName,
  type Routes,
  type StatusRequest,
} from '../contract/protocol.ts'
import { messages } from '../contract/messages.ts'
import { editorBase, onOfficeComputer } from './place.ts'
import { PERSON_HEADER, PERSON_QUERY, storedPerson } from '../contract/person.ts'
import type { WebPictureType } from '../contract/picture-rules.ts'

export type { IconNode, Schemas } from '../contract/protocol.ts'

/** A refusal from the editor's server, with its status and body (problems, changedOnDisk). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorResponse>,
  ) {
    super(body.error ?? `The editor's server answered ${status}.`)
  }
}

/** The call's address: <editor>/api/<path> (./place.ts), with a GET's fields in the query string. */
export function routeUrl<K extends RouteName>(name: K, request: Routes[K]['request']): string {
  const route = ROUTES[name]
  const query =
    route.method === 'GET'
      ? Object.entries(request as Record<string, string>)
          .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
          .join('&')
      : ''
  return `${editorBase()}/api/${route.path}${query ? `?${query}` : ''}`
}

/** On the office computer, the name its person gave (./person.ts), for the calls that record who did what. */
function personHeaders(): Record<string, string> {
  const person = onOfficeComputer() ? storedPerson() : undefined
  return person ? { [PERSON_HEADER]: encodeURIComponent(person) } : {}
}

/** The address of a call answered with a file (a link's href: the browser saves it), with the person's name on the office computer. */
export const downloadUrl = <K extends DownloadRoute>(
  name: K,
  ...request: Routes[K]['request'] extends Record<never, never> ? [Routes[K]['request']?] : [Routes[K]['request']]
) => {
  const url = routeUrl(name, (request[0] ?? {}) as Routes[K]['request'])
  const person = onOfficeComputer() ? storedPerson() : undefined
  return person ? `${url}${url.includes('?') ? '&' : '?'}${PERSON_QUERY}=${encodeURIComponent(person)}` : url
}

/**
 * What the office on a web address does when a call finds its person signed out (the sign-in expired, or ended
 * on another tab): sign in again in a dialog over the screen, which stays as it is with whatever was typed;
 * the call is then made again. Resolves once signed in; rejects when the person closes the dialog. None on the
 * office computer, which has no sign-in.
 */
let signInAgain: (() => Promise<void>) | undefined
export function whenSignedOut(handler: (() => Promise<void>) | undefined): void {
  signInAgain = handler
}

/** What the office on a web address does when a call finds that an owner removed its person: say so, on every screen. */
let removedHandler: ((sentence: string) => void) | undefined
export function whenRemoved(handler: ((sentence: string) => void) | undefined): void {
  removedHandler = handler
}

async function call<K extends JsonRoute>(name: K, request: Routes[K]['request']): Promise<Routes[K]['response']> {
  const post = ROUTES[name].method === 'POST'
  const send = async () => {
    try {
      return await fetch(
        routeUrl(name, request),
        post
          ? { method: 'POST', headers: { 'content-type': 'application/json', ...personHeaders() }, body: JSON.stringify(request) }
          : { headers: personHeaders() },
      )
    } catch {
      throw new ApiError(0, { error: messages.requests.unreachable })
    }
  }
  let res = await send()
  let json = (await res.json().catch(() => ({}))) as Routes[K]['response'] & { error?: string; removed?: boolean }
  // Signed out, not removed: sign in again, then the same call (a save keeps what was typed).
  if (res.status === 401 && signInAgain && !json.removed) {
    const again = await signInAgain().then(
      () => true,
      () => false,
    )
    if (!again) throw new ApiError(401, { error: messages.requests.signInToCarryOn })
    res = await send()
    json = (await res.json().catch(() => ({}))) as typeof json
  }
  if (res.status === 401 && json.removed && json.error) removedHandler?.(json.error)
  if (!res.ok) throw new ApiError(res.status, json as never)
  return json
}

export const api = {
  files: () => call('files', {}),
  file: (file: string) => call('file', { file }),
  schemas: () => call('schemas', {}),
  preview: (file: string, data: unknown) => call('preview', { file, data }),
  check: (file: string, data: unknown) => call('check', { file, data }),
  save: (file: string, data: unknown, version: string) => call('save', { file, data, version }),
  priceUses: (id: string) => call('priceUses', { id }),
  changes: () => call('changes', {}),
  cardSpots: (file: string) => call('cardSpots', { file }),
  placeCard: (file: string, places: { where: string; position: number }[]) => call('placeCard', { file, places }),
  linksTo: (file: string) => call('linksTo', { file }),
  renamePage: (file: string, to: string) => call('renamePage', { file, to }),
  deletePage: (file: string, removeLinks: boolean, redirectTo?: string) => call('deletePage', { file, removeLinks, redirectTo }),
  pictures: () => call('pictures', {}),
  addPicture: (name: string, data: string, type?: WebPictureType) => call('addPicture', type ? { name, data, type } : { name, data }),
  enquiries: () => call('enquiries', {}),
  newEnquiries: () => call('newEnquiries', {}),
  resend: (id: string) => call('resend', { id }),
  setStatus: (req: StatusRequest) => call('setStatus', req),
  takeEnquiry: (lead: string, mine: boolean) => call('takeEnquiry', { lead, mine }),
  privacyDesk: () => call('privacyDesk', {}),
  privacyCallBack: (id: string, confirmed: boolean) => call('privacyCallBack', { id, confirmed }),
  privacyAnswer: (id: string, state: 'done' | 'refused', note: string) => call('privacyAnswer', { id, state, note }),
  noticeText: (version: string) => call('noticeText', { version }),
  sendNotice: () => call('sendNotice', {}),
  discard: (file: string, together?: string[]) => call('discard', { file, together }),
  publishPreview: () => call('publishPreview', {}),
  /** `others`: for each draft someone else saved, include it, leave it out or discard it. */
  publish: (summary: string, keep?: Record<string, 'mine' | 'theirs'>, others?: Record<string, OthersChoice>) =>
    call('publish', { summary, keep, ...(others && Object.keys(others).length ? { others } : {}) }),
  renameEntry: (from: string, to: string) => call('renameEntry', { from, to }),
  history: () => call('history', {}),
  undoPublish: (commit: string) => call('undoPublish', { commit }),
  templates: () => call('templates', {}),
  newPage: (req: NewPageRequest & { price?: number }) => call('newPage', req),
  translations: () => call('translations', {}),
  translatePage: (file: string) => call('translatePage', { file }),
  markTranslated: (file: string) => call('markTranslated', { file }),
} satisfies { [K in JsonRoute]: (...args: never[]) => Promise<Routes[K]['response']> }
