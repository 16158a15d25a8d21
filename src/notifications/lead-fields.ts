/**
 * A lead as the office reads it, written once: its fields in order, each with its key and its label. The
 * Enquiries list (src/editor/Enquiries.tsx) takes its labels from here; both CSV downloads and `npm run leads --
 * --csv` their columns (src/editor-calls/enquiry-rows.ts); `npm run leads -- --json` its keys (scripts/leads.ts);
 * the notification of a new lead its lines (./notify.ts). A field added to LEAD_FIELDS shows in all of them.
 *
 * Imports nothing, like ./notify.ts: Deno (the host functions), Node and the browser all read it.
 */

/** How far the office has worked an enquiry (private.enquiry_progress.status), in the order the office works it. */
export type LeadStatus = 'new' | 'called' | 'done' | 'client'

export const STATUS_LABELS: Record<LeadStatus, string> = { new: 'New', called: 'Called', done: 'Done', client: 'Became a client' }

export const LEAD_STATUSES = (Object.keys(STATUS_LABELS) as LeadStatus[]).map((value) => ({ value, label: STATUS_LABELS[value] }))

/** Each form's name, as every list and message says it. */
export const FORM_NAMES = {
  enquiry: 'Enquiry form',
  contact: 'Contact form',
  callback: 'Tax filing callback',
  guide: 'Startup guide',
  newsletter: 'Newsletter',
} as const

export type LeadKind = keyof typeof FORM_NAMES
export type FormName = (typeof FORM_NAMES)[LeadKind]

/**
 * What the fields read: an enquiry as the editor lists it (src/contract/protocol.ts's Enquiry is one), or a new
 * lead as its notification has it (no source, no progress yet).
 */
export interface LeadView {
  /** ISO time */
  created_at: string
  form: string
  name: string
  email: string
  phone: string
  /** The service as the form showed it ('' when none was chosen). */
  service: string
  page: string
  message: string
  /** The language of the page it was sent from ('en' or 'hi'; absent: English): the call back starts in it. */
  language?: string
  source?: { text: string }
  /** When it is due (ISO), and the promise that set it ("15-minute promise, in working hours"). */
  due?: { at: string; promise: string }
  progress?: {
    status: LeadStatus
    note: string
    by: string
    at: string
    fee: number | null
    /** When it was first called (ISO), or null: the promise's clock stopped then. */
    firstCalled?: string | null
    /** Who took it ("mine"), or null. */
    takenBy?: string | null
  }
}

export type LeadValue = string | number | null

export interface LeadField {
  /** Its key in `npm run leads -- --json`. */
  key: string
  /** Its name for people: the CSV's header (with the unit), the notification's line, the Enquiries list's label. */
  label: string
  /** A time (ISO in JSON, India Standard Time elsewhere), a phone number, whole rupees, or text. */
  kind: 'time' | 'phone' | 'money' | 'text'
  /** In the notification of a new lead: a line, or the block after the lines; absent: not in it. */
  notice?: 'line' | 'block'
  value(lead: LeadView): LeadValue
}

/** The language a lead was sent in, as the office reads it: "prefers Hindi" (sent from a Hindi page), or English. */
export const languageWords = (language: string | undefined): string => (language === 'hi' ? 'prefers Hindi' : 'English')

/** The status as set by a person (not the 'new' every lead starts with). */
const worked = (lead: LeadView) => (lead.progress && lead.progress.by !== '' ? lead.progress : undefined)

export const LEAD_FIELDS = [
  { key: 'created_at', label: 'Received', kind: 'time', notice: 'line', value: (l) => l.created_at },
  { key: 'call_by', label: 'Call by', kind: 'time', notice: 'line', value: (l) => l.due?.at ?? '' },
  { key: 'promise', label: 'Promise', kind: 'text', value: (l) => l.due?.promise ?? '' },
  { key: 'form', label: 'Form', kind: 'text', value: (l) => l.form },
  { key: 'name', label: 'Name', kind: 'text', notice: 'line', value: (l) => l.name },
  { key: 'phone', label: 'Phone', kind: 'phone', notice: 'line', value: (l) => l.phone },
  { key: 'language', label: 'Language', kind: 'text', notice: 'line', value: (l) => languageWords(l.language) },
  { key: 'email', label: 'E-mail', kind: 'text', notice: 'line', value: (l) => l.email },
  { key: 'service', label: 'Service', kind: 'text', notice: 'line', value: (l) => l.service },
  { key: 'page', label: 'Page', kind: 'text', notice: 'line', value: (l) => l.page },
  { key: 'message', label: 'Message', kind: 'text', notice: 'block', value: (l) => l.message },
  { key: 'came_by', label: 'Came by', kind: 'text', value: (l) => l.source?.text ?? '' },
  { key: 'status', label: 'Status', kind: 'text', value: (l) => (l.progress ? STATUS_LABELS[l.progress.status] : '') },
  { key: 'status_set_by', label: 'Status set by', kind: 'text', value: (l) => worked(l)?.by ?? '' },
  { key: 'status_set_at', label: 'Status set at', kind: 'time', value: (l) => worked(l)?.at ?? '' },
  { key: 'note', label: 'Note', kind: 'text', value: (l) => l.progress?.note ?? '' },
  { key: 'fee', label: 'Fee', kind: 'money', value: (l) => l.progress?.fee ?? null },
  { key: 'first_called_at', label: 'First called', kind: 'time', value: (l) => l.progress?.firstCalled ?? '' },
  { key: 'taken_by', label: 'Taken by', kind: 'text', value: (l) => l.progress?.takenBy ?? '' },
] as const satisfies readonly LeadField[]

export type LeadFieldKey = (typeof LEAD_FIELDS)[number]['key']

/** Each field's label by its key, for the screens. */
export const LEAD_LABELS = Object.fromEntries(LEAD_FIELDS.map((f) => [f.key, f.label])) as Record<LeadFieldKey, string>

/** A column's header: the label, and the unit its values are written in. */
export const columnHeader = (field: LeadField): string =>
  field.kind === 'time' ? `${field.label} (IST)` : field.kind === 'money' ? `${field.label} (₹)` : field.label

/** The lead as `npm run leads -- --json` gives it: each field's key and value, times as ISO. */
export const leadRecord = (lead: LeadView, fields: readonly LeadField[] = LEAD_FIELDS): Record<string, LeadValue> =>
  Object.fromEntries(fields.map((f) => [f.key, f.value(lead)]))
