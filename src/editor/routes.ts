/**
 * The editor's calls as one table (Routes and ROUTES): what each sends and gets back, and its method and path
 * under /_edit/api/. The browser's client (./api.ts) and the server's handlers (scripts/editor/routes.ts) are
 * both typed from it. The shapes themselves are in ./protocol.ts, which re-exports this module, so importers
 * name ./protocol.ts for either.
 */
import type {
  FileSummary,
  OpenedFile,
  Schemas,
  CheckRequest,
  PreviewResponse,
  CheckResponse,
  SaveRequest,
  SaveResponse,
  PriceUsesResponse,
  ChangesResponse,
  CardSpots,
  PlaceCardRequest,
  CardPlaceResult,
  LinkUse,
  PageChangeResult,
  PictureInfo,
  EnquiriesResponse,
  ResendResponse,
  StatusRequest,
  DiscardResponse,
  PublishPreview,
  PublishResult,
  PageTemplate,
  NewPageRequest,
  NewPageResult,
  PrivacyDesk,
  HistoryEntry,
} from './protocol.ts'
import type { WebPictureType } from './picture-rules.ts'

/** A call that sends no fields. */
export type NoFields = Record<never, never>

/**
 * A file to save rather than JSON to read (the one such call: the enquiries as CSV). The handler answers
 * with this; the browser gets `body` itself, as an attachment named `filename`, with `type` as its
 * content type. The browser opens it with a plain link (downloadUrl in src/editor/api.ts), not fetch().
 */
export interface Download {
  type: string
  filename: string
  body: string
}

/**
 * Every call, by the name the browser's `api` gives it: what it sends (`request`) and what it gets back
 * on success (`response`; refusals are ErrorResponse). A GET sends its fields in the query string (all
 * text, `?file=pages%2Fabout.yaml`), a POST as a JSON body.
 */
export interface Routes {
  files: { request: NoFields; response: FileSummary[] }
  file: { request: { file: string }; response: OpenedFile }
  schemas: { request: NoFields; response: Schemas }
  preview: { request: CheckRequest; response: PreviewResponse }
  check: { request: CheckRequest; response: CheckResponse }
  save: { request: SaveRequest; response: SaveResponse }
  priceUses: { request: { id: string }; response: PriceUsesResponse }
  changes: { request: NoFields; response: ChangesResponse }
  cardSpots: { request: { file: string }; response: CardSpots }
  placeCard: { request: PlaceCardRequest; response: CardPlaceResult }
  linksTo: { request: { file: string }; response: { file: string; uses: LinkUse[] } }
  renamePage: { request: { file: string; to: string }; response: PageChangeResult }
  deletePage: { request: { file: string; removeLinks: boolean; redirectTo?: string }; response: PageChangeResult }
  pictures: { request: NoFields; response: PictureInfo[] }
  /** `type`: what the browser made the picture into, where it makes it ready (the web address); none on the office computer. */
  addPicture: { request: { name: string; data: string; type?: WebPictureType }; response: PictureInfo }
  enquiries: { request: NoFields; response: EnquiriesResponse }
  enquiriesCsv: { request: NoFields; response: Download }
  /** How many enquiries nobody has worked yet (status new), for the top bar: a number, no one's details. */
  newEnquiries: { request: NoFields; response: { count: number } }
  resend: { request: { id: string }; response: ResendResponse }
  setStatus: { request: StatusRequest; response: { ok: true } }
  privacyDesk: { request: NoFields; response: PrivacyDesk }
  /** A phone-only request, after calling the number back: confirmed (carried out) or refused. */
  privacyCallBack: { request: { id: string; confirmed: boolean }; response: { state: 'done' | 'confirmed' | 'refused' } }
  /** An access, correction or grievance request answered (done) or refused, with what was done. */
  privacyAnswer: { request: { id: string; state: 'done' | 'refused'; note: string }; response: { ok: true } }
  /** "What we hold": the file of a confirmed request's person, to send them. */
  privacyFile: { request: { id: string }; response: Download }
  /** A privacy notice's text as a form showed it, by its version. */
  noticeText: { request: { version: string }; response: { version: string; text: string; firstSeen: string } }
  /** The notice, once, to each earlier enquirer not sent it yet: how many were queued now. */
  sendNotice: { request: NoFields; response: { queued: number } }
  discard: { request: { file: string; together?: string[] }; response: DiscardResponse }
  publishPreview: { request: NoFields; response: PublishPreview }
  /** `withOthers`: the person publishing has checked the changes others saved and puts them live too. */
  publish: { request: { summary: string; keep?: Record<string, 'mine' | 'theirs'>; withOthers?: boolean }; response: PublishResult }
  renameEntry: { request: { from: string; to: string }; response: { written: string[] } }
  history: { request: NoFields; response: { entries: HistoryEntry[] } }
  /** A publish put back as it was before, as saved changes that then go through Publish. */
  undoPublish: { request: { commit: string }; response: { files: string[]; message: string } }
  templates: { request: NoFields; response: PageTemplate[] }
  newPage: { request: NewPageRequest; response: NewPageResult }
}

export type RouteName = keyof Routes

/** Where a call goes. Only a call whose fields are all text can be a GET (they travel in the query string). */
type RouteSpec<K extends RouteName> = {
  method: Routes[K]['request'] extends Record<string, string> ? 'GET' | 'POST' : 'POST'
  /** Under /_edit/api/. */
  path: string
  /** Answered with a file (Download), not JSON. */
  download?: true
}

/**
 * Each call's method and path: exactly the names of Routes, checked by the compiler. GET publish and POST
 * publish share a path; a method and a path name one call.
 */
export const ROUTES = {
  files: { method: 'GET', path: 'files' },
  file: { method: 'GET', path: 'file' },
  schemas: { method: 'GET', path: 'schemas' },
  preview: { method: 'POST', path: 'preview' },
  check: { method: 'POST', path: 'check' },
  save: { method: 'POST', path: 'save' },
  priceUses: { method: 'GET', path: 'price-uses' },
  changes: { method: 'GET', path: 'changes' },
  cardSpots: { method: 'GET', path: 'card-spots' },
  placeCard: { method: 'POST', path: 'place-card' },
  linksTo: { method: 'GET', path: 'links-to' },
  renamePage: { method: 'POST', path: 'rename-page' },
  deletePage: { method: 'POST', path: 'delete-page' },
  pictures: { method: 'GET', path: 'pictures' },
  addPicture: { method: 'POST', path: 'picture' },
  enquiries: { method: 'GET', path: 'enquiries' },
  enquiriesCsv: { method: 'GET', path: 'enquiries.csv', download: true },
  newEnquiries: { method: 'GET', path: 'enquiries/new' },
  resend: { method: 'POST', path: 'resend' },
  setStatus: { method: 'POST', path: 'status' },
  privacyDesk: { method: 'GET', path: 'privacy' },
  privacyCallBack: { method: 'POST', path: 'privacy/call-back' },
  privacyAnswer: { method: 'POST', path: 'privacy/answer' },
  privacyFile: { method: 'GET', path: 'privacy/file', download: true },
  noticeText: { method: 'GET', path: 'notice-text' },
  sendNotice: { method: 'POST', path: 'privacy/send-notice' },
  discard: { method: 'POST', path: 'discard' },
  publishPreview: { method: 'GET', path: 'publish' },
  publish: { method: 'POST', path: 'publish' },
  renameEntry: { method: 'POST', path: 'rename-entry' },
  history: { method: 'GET', path: 'history' },
  undoPublish: { method: 'POST', path: 'undo-publish' },
  templates: { method: 'GET', path: 'templates' },
  newPage: { method: 'POST', path: 'new-page' },
} as const satisfies { [K in RouteName]: RouteSpec<K> }

/** The calls answered with a file rather than JSON. */
export type DownloadRoute = { [K in RouteName]: (typeof ROUTES)[K] extends { download: true } ? K : never }[RouteName]
/** The calls answered with JSON: the browser's `api` has one function for each. */
export type JsonRoute = Exclude<RouteName, DownloadRoute>
