/**
 * The visual editor's HTTP protocol: the one contract between the editor's browser side (src/editor/, served at
 * /_edit on the office computer and /office/ on the web address) and its handlers (src/editor-calls/, written once
 * for both stores). Types (the enquiry's fields from src/notifications/lead-fields.ts) and two constants
 * (PUBLISH_SUMMARY_MAX, and ROUTES at the end), so both sides import it. Every path is under /_edit/api/ (or
 * /office/api/) and every body is JSON (one download, the enquiries' CSV, aside). Files are named by their path
 * relative to the repo root (`pages/about.yaml`).
 *
 * The calls are one table (ROUTES and Routes, at the end of this file): the browser's client (src/editor/api.ts) and
 * the handlers (pageCalls, enquiryHandlers) are both typed from it, so a call one side lacks, or a request or answer
 * of another shape, fails `npm run typecheck`.
 *
 * The YAML files stay the truth: the server reads them, validates with the same checker as
 * `npm run check` (src/checker), and writes them through the `yaml` package's Document API so
 * untouched lines stay byte-for-byte as they were.
 */

import type { PriceChanges } from '../checker/price-changes.ts'
import type { Said } from '../checker/said.ts'
import type { WebPictureType } from './picture-rules.ts'
import type { Area } from './roles.ts'
import type { FormName, LeadStatus, LeadView } from '../notifications/lead-fields.ts'

/** A checker problem as the editor shows it: at a field, with the checker's own words. */
export interface EditorProblem {
  file: string
  line: number
  col: number
  code: string
  /** The checker's field path in YAML terms, e.g. `sections[3] (faq) › items[2] › answer`. */
  where: string
  /** The same place as a data path into the file's value, e.g. ['sections', 3, 'items', 2, 'answer']; [] for the file. */
  path: (string | number)[]
  message: string
  hint?: string
  /** A problem a save goes ahead around and Publish refuses (src/checker/samples.ts, waitsForPublish). */
  waitsForPublish?: boolean
  /** The message and hint as parts (src/checker/said.ts): the editor names their files, places and fields its own way. */
  said?: Said
  /** One-click fixes of the text at `path`: `from`, found at index `at`, becomes `to`. */
  fixes?: { label: string; from: string; to: string; at: number }[]
}

/** GET /_edit/api/files → FileSummary[]: every page and shared data file. */
export interface FileSummary {
  file: string
  kind: 'page' | 'shared'
  /** Pages: the folder under pages/ ('' for the top level, 'services/compliance-services', ...). Shared: 'Shared'. */
  group: string
  /** Pages: the page title as visitors see it. Shared: a plain name ("Company details and menu", "Price book"). */
  title: string
  /** Pages: the address (`/about`); shared files: none. */
  path?: string
  /** Pages: how many sections. */
  sections?: number
}

/** GET /_edit/api/file?file=pages/about.yaml → OpenedFile */
export interface OpenedFile {
  file: string
  /** The file's value (what the YAML says), to edit. */
  data: unknown
  /** Identifies the file's bytes on disk when it was read; sent back with a save. */
  version: string
  /** The $id of the JSON Schema that describes this file (see GET /_edit/api/schemas). */
  schema: string
  /** Pages: the title visitors see; shared files: their plain name ("Price book"). */
  title: string
  problems: EditorProblem[]
}

/** GET /_edit/api/schemas → Schemas: { schemas: JSON Schema documents keyed by $id, sections: SectionTypeInfo[], ... } */
export interface SchemasResponse {
  schemas: Record<string, unknown>
  sections: SectionTypeInfo[]
  /** Icon names the schema allows. */
  icons: string[]
  /** Internal addresses a link may point to (routes and aliases, with their page titles), and downloads. */
  links: { href: string; title: string; kind: 'page' | 'download' }[]
  /** Price-book entries with their current figure as visitors see it (e.g. "₹2,999"). */
  prices: { id: string; name: string; shown: string }[]
  /** The colour variants a section may pick, with a CSS colour to draw each swatch. */
  variants: { name: string; color: string }[]
}

/** A lucide icon's SVG elements: [tag, attributes] each. */
export type IconNode = [string, Record<string, string>][]

/** The schemas answer in full: with each allowed icon drawn, and the New page form's choices. */
export type Schemas = SchemasResponse & {
  iconNodes: Record<string, IconNode>
  forms: {
    templates: PageTemplate[]
    categories: { id: string; name: string; path: string }[]
    blogCategories: string[]
    nameMax: number
    postTitleMax: number
  }
}

export interface SectionTypeInfo {
  type: string
  /** A plain name, e.g. "Questions and answers". */
  label: string
  description: string
  /** URL of its picture (the docs/sections/<type>.png generated for docs/EDITING.md). */
  picture: string
  /** A valid starting value for a new section of this type (the schema's first example). */
  example: unknown
  /** What it is for, as the add-section menu groups them, e.g. "Prices". */
  group: string
  /** It shows the page's main heading: a page holds exactly one such section. */
  mainHeading: boolean
}

/** POST /_edit/api/check CheckRequest → CheckResponse: the checker's problems with the unsaved data in place. */
export interface CheckRequest {
  file: string
  data: unknown
}
export interface CheckResponse {
  problems: EditorProblem[]
}

/**
 * POST /_edit/api/preview CheckRequest → PreviewResponse: the page resolved exactly as the build resolves
 * it (price book, breadcrumbs, placeholders), for the live preview to render with the real section
 * components. `page` is null when the data cannot be resolved (problems say why).
 */
export interface PreviewResponse {
  page: unknown | null
  problems: EditorProblem[]
  /** What the checker says without stopping anything (a service at two prices on one page): worth a look. */
  warnings: EditorProblem[]
}

/**
 * POST /_edit/api/save SaveRequest →
 *   200 SaveResponse: written (to a temporary file, then renamed); diff is the unified diff of the file;
 *   409 { changedOnDisk: true }: the file changed since `version`; nothing written;
 *   422 { problems }: the checker refused it; nothing written.
 */
export interface SaveRequest {
  file: string
  data: unknown
  version: string
}
export interface SaveResponse {
  version: string
  diff: string
}

/** GET /_edit/api/price-uses?id=gst-registration → every page and field that shows this price-book entry. */
export interface PriceUsesResponse {
  id: string
  uses: { file: string; page: string; title: string; where: string; shown: string }[]
  /** Sentences that state the price with {price:id}: the token kept, other placeholders filled. */
  sentences: { file: string; page: string; title: string; where: string; text: string }[]
}

/** GET /_edit/api/templates → PageTemplate[]: the templates of `npm run new:page`. */
export interface PageTemplate {
  id: string
  label: string
  /** An address to show as the example, e.g. services/compliance-services/esg-compliance */
  example: string
}

/** POST /_edit/api/new-page NewPageRequest → NewPageResult. */
export interface NewPageRequest {
  template: string
  /** The page's address, e.g. /services/compliance-services/esg-compliance */
  path: string
  title: string
  category?: string
  /** A service page's starting price (rupees); none: its price-book entry's, if it has one. */
  price?: number
}
export interface NewPageResult {
  file: string
  written: string[]
  /** Where the new service's card was put, if it was. */
  card?: string
}

/** GET /_edit/api/changes → files changed since the last commit, their diffs, and the repricing report. */
export interface ChangesResponse {
  /**
   * `by` and `at`: who saved the change last, and when (ISO), where drafts are shared (the web address); the
   * office computer's changes are its one person's.
   */
  /** `name`: the file as the office knows it, a page deleted since by its published title ("Blog post (/blog/x)"). */
  files: { file: string; status: 'modified' | 'added' | 'deleted'; diff: string; by?: string; at?: string; name?: string }[]
  /** What the changes reprice since the last publish (`npm run report:prices -- --since HEAD`). */
  prices: PricesSaid
}

/** The price report: the changes as data, with their Markdown for a pull request; or a sentence saying why there is none. */
export type PricesSaid = { changes: PriceChanges; markdown: string } | { none: string }

export type { PriceChanges }

/**
 * POST /_edit/api/discard { file, together? } → { file, result, also }: a changed file back to its committed
 * bytes (a new one removed). When other changed files depend on it, 409 with `dependents`, unless
 * `together` names exactly those files: then all of them go back at once.
 */
export interface DiscardResponse {
  file: string
  result: 'restored' | 'removed'
  /** The dependent files discarded with it. */
  also: string[]
}

/** One thing a visitor sent, from any form. */
/** An enquiry or sign-up as the Enquiries screen lists it; its fields' labels and order are LEAD_FIELDS'. */
export interface Enquiry extends LeadView {
  id: string
  form: FormName
  /** The address of the page the form was on. */
  page: string
  /** Startup guide requests: how far the guide was read. */
  viewed?: string
  /** A WhatsApp chat with the enquirer, its first line naming the service (leads with a phone number). */
  whatsapp?: string
  /** Where it came from (leads stored since sources are kept): src/editor-calls/lead-source.ts. */
  source?: EnquirySource
  /** The privacy notice it was sent under (rows stored since notices are recorded). */
  notice?: EnquiryNotice
  /**
   * Stored without a notice since the site's notices were registered (0011_one_mailbox.sql): the form sent none
   * ('not-sent'), or one the site never published ('not-published', its text and purposes not kept).
   */
  noticeMissing?: 'not-sent' | 'not-published'
  /** How far the office has worked it: leads only, where the database has it (migration 0004). */
  progress?: {
    status: EnquiryStatus
    note: string
    by: string
    at: string
    /** A client's fee in rupees, or null. */
    fee: number | null
    /** When it first became a client (ISO), or null. */
    clientAt: string | null
    /** When it was first called (ISO): the promise's clock stopped then; null while nobody has. */
    firstCalled: string | null
    /** Who took it ("mine"): its reminders name them; null while nobody has. */
    takenBy: string | null
  }
  /**
   * When it is due (leads whose form promised an answer, stored since promises are kept: migration 0013): the time
   * (ISO), the promise that set it ("15-minute promise, in working hours"), and every promise the visitor read
   * ("2 hours in working hours: the thank-you page after it").
   */
  due?: { at: string; promise: string; promised: string[] }
  /** Whether the office was told (e-mail, webhook): leads only, where the database has the outbox. */
  notification?: { id: string; status: 'pending' | 'sent' | 'failed'; attempts: number; error: string | null }
}

/** The privacy notice a form showed with an enquiry or sign-up (0008_privacy.sql): its version, purposes, time. */
export interface EnquiryNotice {
  /** The SHA-256 of the notice's text; GET notice-text shows that text as it was. */
  version: string
  /** 'enquiry', 'source', 'newsletter' */
  purposes: string[]
  /** ISO time */
  at: string
}

/** Where an enquiry came from, worded for the office and grouped by the Sources screen. */
export interface EnquirySource {
  /** "Google ad, campaign itr-2026, landed on /itr-filing-campaign" */
  text: string
  /** "Google ad", "Google search", "Newsletter e-mail", "link on example.com", "direct visit" */
  channel: string
  /** utm_campaign, or '' */
  campaign: string
  /** The page the visit first landed on, or '' */
  landing: string
  /** The ad platform's click identifier, for its offline conversions. */
  click?: { kind: 'gclid' | 'gbraid' | 'wbraid' | 'fbclid' | 'msclkid'; id: string }
}

export type EnquiryStatus = LeadStatus

/** POST /_edit/api/status StatusRequest → { ok }: `by` is this computer's git user (or its login). */
export interface StatusRequest {
  lead: string
  status: EnquiryStatus
  note: string
  /** With status 'client': the fee in whole rupees, or null when not known. */
  fee?: number | null
}

/** POST /_edit/api/resend { id } → { id, again }: a failed notification is due again (the running site sends it). */
export interface ResendResponse {
  id: string
  again: boolean
}

/**
 * GET /_edit/api/enquiries → every enquiry, newest first, read by the editor's server (hosted Supabase
 * with a server-only key, or the local backend's folder); 409 while the local site holds that folder.
 * GET /_edit/api/enquiries.csv → the same as a spreadsheet-safe CSV file.
 */
export interface EnquiriesResponse {
  source: 'hosted' | 'local'
  /** The hosted project's host, or the local data folder. */
  where: string
  enquiries: Enquiry[]
  /** The name the calls are made in (the signed-in person, or the office computer's): whose "Mine" is whose. */
  you: string
}

/** A request from /privacy/choices on the rights desk. */
export interface PrivacyRequest {
  id: string
  kind: 'withdraw' | 'access' | 'correct' | 'erase' | 'grievance'
  /** The e-mail or phone number it came with. */
  contact: string
  details: string
  /**
   * unconfirmed: the e-mailed link not opened yet; to-call: a phone number to call back and confirm;
   * confirmed: to answer by `due`; done or refused: answered.
   */
  state: 'unconfirmed' | 'to-call' | 'confirmed' | 'done' | 'refused'
  /** ISO times */
  created: string
  confirmed: string | null
  due: string | null
  overdue: boolean
  by: string | null
  handled: string | null
  note: string
  /** On an open request: what the same person has had done since it arrived (erased, withdrew), oldest first. */
  since?: { kind: 'withdraw' | 'erase'; at: string }[]
}

/** One read or download of people's data by someone at the office. */
export interface OfficeRead {
  at: string
  who: string
  /** What was read: 'enquiries', 'privacy requests', 'what we hold' */
  what: string
  /** How many rows (people's records) it showed. */
  rows: number
  /** A download's kind ('csv', 'what-we-hold'), or null for a screen. */
  download: string | null
  /** The reader's role on the web address (owner, editor, desk: src/contract/roles.ts); null on the office computer. */
  role: string | null
}

/**
 * GET /_edit/api/privacy → the rights desk: every request, overdue first; who read what (owners only: null for
 * staff); and the new notice for earlier enquirers (how many are waiting for it, sent it, or gave only a phone).
 */
export interface PrivacyDesk {
  requests: PrivacyRequest[]
  reads: OfficeRead[] | null
  earlier: { waiting: number; sent: number; phoneOnly: number }
}

/**
 * Any 4xx/5xx: { error: a sentence for the editor }, and for some refusals what was refused: `problems`
 * (422 from check-gated calls), `changedOnDisk` (409 save), `conflict`, `clashes` or `notConnected` (409
 * publish), `uses` (409 delete-page), `dependents` (409 discard), `tooLarge` (413).
 */
export interface ErrorResponse {
  error: string
  problems?: EditorProblem[]
  changedOnDisk?: boolean
  /** 409 save: who saved meanwhile and when (where the store knows), and the lines where theirs and yours differ. */
  by?: string
  at?: string
  diff?: string
  conflict?: string[]
  notConnected?: boolean
  clashes?: PublishClash[]
  uses?: LinkUse[]
  dependents?: { file: string; title: string }[]
  tooLarge?: boolean
  /** 409 publish: changes saved by others, not put live without `withOthers`. */
  others?: OthersChange[]
}

/** A checker problem in the Publish dialog: where (file:line:col) and what, in the checker's words. */
export interface PublishProblem {
  file: string
  line: number
  col: number
  message: string
  hint?: string
  said?: Said
}

/**
 * GET /_edit/api/publish → what Publish would put live: the changed content files (pages/, public/images/)
 * with their lines, the price report, the full check's problems, a suggested one-line summary and where
 * it goes (or, when this copy is connected nowhere, how to connect it).
 */
export interface PublishPreview {
  files: ChangesResponse['files']
  prices: PricesSaid
  problems: PublishProblem[]
  summary: string
  connected: boolean
  /** A sentence: where the change goes, or how to connect this copy to the shared one. */
  target: string
  /** Commits made here that the shared copy lacks (a publish that could not push): Publish sends them. */
  unpublished: boolean
  /** New pictures no page shows: left out of the publish, kept on this computer. */
  leftOut: string[]
  /** Everyone whose saved changes go in (the web address; none on the office computer). */
  authors?: string[]
  /** Changes someone else saved: Publish asks before putting them live (send `withOthers: true`). */
  others?: OthersChange[]
}

/** GET /_edit/api/history → the last publishes, newest first, each with what it changed. */
export interface HistoryEntry {
  /** The commit's full id. */
  commit: string
  /** ISO time */
  at: string
  who: string
  summary: string
  files: string[]
  /** Where to see the change on GitHub, when it is there. */
  url?: string
  /** Whether "Put this back as it was before" is offered (not for a change still waiting for review, nor the first). */
  canUndo: boolean
}

/** A change someone other than the person publishing saved, and when. */
/** What Publish does with a draft someone else saved: put it live, leave it waiting, or discard it. */
export type OthersChoice = 'include' | 'leave' | 'discard'

export interface OthersChange {
  file: string
  title: string
  by: string
  at: string | null
}

/**
 * POST /_edit/api/publish { summary, keep? } → PublishResult;
 *   400 no summary, or nothing to publish; 409 { notConnected } or { conflict: files, clashes }: nothing
 *   committed (publish again with keep: { file: 'mine' | 'theirs' } for each clash);
 *   422 { problems }: the check failed; 502 the shared copy could not be reached or refused the push.
 */
/** A file changed by the office and by someone else in the same lines: `diff` from theirs (live) to mine. */
export interface PublishClash {
  file: string
  title: string
  diff: string
}

export interface PublishResult {
  commit: string
  branch: string
  review: boolean
  files: string[]
  /** How many changes published by others were brought in first. */
  broughtIn: number
  /** New pictures no page shows, left out. */
  leftOut: string[]
  message: string
}

/** A place that links to a page: the file, its title, where in it (counted from 1) and whether a button or words in text. */
export interface LinkUse {
  file: string
  title: string
  where: string
  kind: 'button' | 'text'
}

/**
 * POST /_edit/api/rename-page { file, to } and POST /_edit/api/delete-page { file, removeLinks?, redirectTo? } →
 * PageChangeResult; 409 { uses: LinkUse[] } when a delete would leave links to the page; 422 { problems }
 * when the result would fail the check (every file is put back).
 */
export interface PageChangeResult {
  /** The page's file now (renamed), the page that took over a deleted one's address, or the file that was deleted. */
  file: string
  /** The other files that changed (links, the moved file). */
  changed: string[]
  message: string
}

/**
 * GET /_edit/api/card-spots?file=… → where a service's card can go: its category page, the home page and
 * the pricing page, each with the names of the cards already there (to choose a position among).
 */
export interface CardSpots {
  file: string
  name: string
  spots: { where: 'category' | 'home' | 'pricing'; file: string; cards: string[]; already: boolean }[]
}

/** POST /_edit/api/place-card PlaceCardRequest → CardPlaceResult (position 0 = first). */
export interface PlaceCardRequest {
  file: string
  places: { where: string; position: number }[]
}
export interface CardPlaceResult {
  placed: string[]
  message: string
}

/**
 * GET /_edit/api/pictures → PictureInfo[] (public/images/, newest first); POST /_edit/api/picture
 * { name, data: base64 } → PictureInfo of the stored copy: upright, at most 1,600 px wide and 3,200 tall, WebP, no camera data.
 */
export interface PictureInfo {
  /** The address pages use, e.g. /images/team-photo.webp */
  src: string
  width: number
  height: number
  bytes: number
}

/** The longest publish summary, in characters: counted on screen as it is typed, refused (never cut) beyond. */
export const PUBLISH_SUMMARY_MAX = 120

// ---------------------------------------------------------------------------------------------------------------
// The calls as one table (Routes and ROUTES): what each sends and gets back, and its method and path under
// /_edit/api/. The browser's client (./api.ts) and the handlers written once for both stores
// (src/editor-calls/page-calls.ts, src/editor-calls/enquiry-calls.ts) are both typed from it.

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
  /** "Mine": take an enquiry (its reminders name the person) or let it go. */
  takeEnquiry: { request: { lead: string; mine: boolean }; response: { takenBy: string | null } }
  privacyDesk: { request: NoFields; response: PrivacyDesk }
  /** A phone-only request, after calling the number back: confirmed (carried out) or refused. */
  privacyCallBack: { request: { id: string; confirmed: boolean }; response: { state: 'done' | 'confirmed' | 'refused' } }
  /** An access, correction or grievance request answered (done) or refused, with what was done. */
  privacyAnswer: { request: { id: string; state: 'done' | 'refused'; note: string }; response: { ok: true } }
  /** "What we hold": the file of a confirmed request's person, to send them. */
  privacyFile: { request: { id: string }; response: Download }
  /** A privacy notice's text as a form showed it, by its version. */
  noticeText: {
    request: { version: string }
    /** checked: registered from the site's data; false for one a form recorded before notices were registered. */
    response: { version: string; text: string; firstSeen: string; checked: boolean }
  }
  /** The notice, once, to each earlier enquirer not sent it yet: how many were queued now. */
  sendNotice: { request: NoFields; response: { queued: number } }
  discard: { request: { file: string; together?: string[] }; response: DiscardResponse }
  publishPreview: { request: NoFields; response: PublishPreview }
  /**
   * `withOthers`: the person publishing has checked the changes others saved and puts them all live too; or, per
   * waiting draft of someone else, `others[file]`: 'include' it, 'leave' it out (it stays their saved change) or
   * 'discard' it (back as published).
   */
  publish: {
    request: {
      summary: string
      keep?: Record<string, 'mine' | 'theirs'>
      withOthers?: boolean
      others?: Record<string, OthersChoice>
    }
    response: PublishResult
  }
  renameEntry: { request: { from: string; to: string }; response: { written: string[] } }
  history: { request: NoFields; response: { entries: HistoryEntry[] } }
  /** A publish put back as it was before, as saved changes that then go through Publish. */
  undoPublish: { request: { commit: string }; response: { files: string[]; message: string } }
  templates: { request: NoFields; response: PageTemplate[] }
  newPage: { request: NewPageRequest; response: NewPageResult }
  /** Every page's Hindi version and its state. */
  translations: { request: NoFields; response: { pages: TranslationRow[] } }
  /** The Hindi version of an English page, made from it (the same sections, for the office to translate). */
  translatePage: { request: { file: string }; response: { file: string; written: string[] } }
  /** A Hindi page marked as up to date with its English page as it is now. */
  markTranslated: { request: { file: string }; response: { file: string } }
}

/**
 * A page's Hindi version (pages/hi/<same path>): up to date with its English page, behind it (`changed` says which
 * of the English page's parts changed since), not marked with the version it was made from, missing, or a Hindi
 * page with no English page (orphan).
 */
export interface TranslationRow {
  english: string
  hindi: string
  /** The English page's address (the Hindi page's, for an orphan). */
  route: string
  state: 'current' | 'behind' | 'unmarked' | 'missing' | 'orphan'
  changed?: string
}

export type RouteName = keyof Routes

/**
 * A call's request as it reaches its handler: the call's own field names, values not yet checked (a GET's are
 * texts, a POST's whatever JSON the body held). A handler that reads a field its call does not have fails to
 * compile (tests/unit/contract-types.test.ts).
 */
export type Fields<K extends RouteName> = { [F in keyof Routes[K]['request']]?: unknown }

/** Where a call goes. Only a call whose fields are all text can be a GET (they travel in the query string). */
type RouteSpec<K extends RouteName> = {
  method: Routes[K]['request'] extends Record<string, string> ? 'GET' | 'POST' : 'POST'
  /** Under /_edit/api/. */
  path: string
  /** The work it does, which decides who may call it on the web address (./roles.ts): the site's pages, or people's data. */
  area: Area
  /** Answered with a file (Download), not JSON. */
  download?: true
}

/**
 * Each call's method and path: exactly the names of Routes, checked by the compiler. GET publish and POST
 * publish share a path; a method and a path name one call.
 */
export const ROUTES = {
  files: { method: 'GET', path: 'files', area: 'pages' },
  file: { method: 'GET', path: 'file', area: 'pages' },
  schemas: { method: 'GET', path: 'schemas', area: 'pages' },
  preview: { method: 'POST', path: 'preview', area: 'pages' },
  check: { method: 'POST', path: 'check', area: 'pages' },
  save: { method: 'POST', path: 'save', area: 'pages' },
  priceUses: { method: 'GET', path: 'price-uses', area: 'pages' },
  changes: { method: 'GET', path: 'changes', area: 'pages' },
  cardSpots: { method: 'GET', path: 'card-spots', area: 'pages' },
  placeCard: { method: 'POST', path: 'place-card', area: 'pages' },
  linksTo: { method: 'GET', path: 'links-to', area: 'pages' },
  renamePage: { method: 'POST', path: 'rename-page', area: 'pages' },
  deletePage: { method: 'POST', path: 'delete-page', area: 'pages' },
  pictures: { method: 'GET', path: 'pictures', area: 'pages' },
  addPicture: { method: 'POST', path: 'picture', area: 'pages' },
  enquiries: { method: 'GET', path: 'enquiries', area: 'people' },
  enquiriesCsv: { method: 'GET', path: 'enquiries.csv', area: 'people', download: true },
  newEnquiries: { method: 'GET', path: 'enquiries/new', area: 'people' },
  resend: { method: 'POST', path: 'resend', area: 'people' },
  setStatus: { method: 'POST', path: 'status', area: 'people' },
  takeEnquiry: { method: 'POST', path: 'take', area: 'people' },
  privacyDesk: { method: 'GET', path: 'privacy', area: 'people' },
  privacyCallBack: { method: 'POST', path: 'privacy/call-back', area: 'people' },
  privacyAnswer: { method: 'POST', path: 'privacy/answer', area: 'people' },
  privacyFile: { method: 'GET', path: 'privacy/file', area: 'people', download: true },
  noticeText: { method: 'GET', path: 'notice-text', area: 'people' },
  sendNotice: { method: 'POST', path: 'privacy/send-notice', area: 'people' },
  discard: { method: 'POST', path: 'discard', area: 'pages' },
  publishPreview: { method: 'GET', path: 'publish', area: 'pages' },
  publish: { method: 'POST', path: 'publish', area: 'pages' },
  renameEntry: { method: 'POST', path: 'rename-entry', area: 'pages' },
  history: { method: 'GET', path: 'history', area: 'pages' },
  undoPublish: { method: 'POST', path: 'undo-publish', area: 'pages' },
  templates: { method: 'GET', path: 'templates', area: 'pages' },
  newPage: { method: 'POST', path: 'new-page', area: 'pages' },
  translations: { method: 'GET', path: 'translations', area: 'pages' },
  translatePage: { method: 'POST', path: 'translate-page', area: 'pages' },
  markTranslated: { method: 'POST', path: 'mark-translated', area: 'pages' },
} as const satisfies { [K in RouteName]: RouteSpec<K> }

/** The calls answered with a file rather than JSON. */
export type DownloadRoute = { [K in RouteName]: (typeof ROUTES)[K] extends { download: true } ? K : never }[RouteName]
/** The calls answered with JSON: the browser's `api` has one function for each. */
export type JsonRoute = Exclude<RouteName, DownloadRoute>
