/**
 * Enquiry notifications: the message the office gets for each new lead, its delivery by webhook, by an HTTP
 * e-mail API (Resend's request shape) or by SMTP, and one round of the outbox (claim, deliver, settle).
 *
 * One file for both places it runs: the local server (scripts/notify, Node) and the hosted Edge Function
 * (supabase/functions/notify, Deno). So: fetch and Web APIs only, and no import but its neighbours
 * ./lead-fields.ts (the lead's fields and labels) and ./mailbox.ts (the one grammar of an address), which import
 * nothing; SMTP (Node only, through nodemailer) and the outbox's storage are passed in.
 *
 * A message to a person (a confirmation link, the privacy notice) goes to the address the database stored and
 * matched, exactly as stored, and only when it is one plain mailbox (./mailbox.ts): nothing is cleaned, trimmed or
 * parsed a second time, and an address the grammar refuses is sent nothing.
 *
 * At-least-once: a notification is settled only after its channels answered; a worker that dies before
 * that loses its lease (30 s, renewed while it works) and the row is claimed again. Each channel's delivery
 * is kept as soon as it is made (notify_delivered), so a crash repeats only what was in flight. Each delivery
 * carries the notification's idempotency key (the webhook's and the e-mail API's Idempotency-Key header, the
 * webhook body's idempotency_key, the e-mail's Message-ID), and a retry skips the channels that already took it.
 *
 * Each channel has its own queue (lane) and each delivery its own time limit: a hung webhook never delays the
 * e-mail. No redirect is followed, at most ANSWER_BYTES of an answer are read, and no error keeps a secret.
 */
import { FORM_NAMES, LEAD_FIELDS, type LeadField, type LeadKind, type LeadView } from './lead-fields.ts'
import { isMailbox, mailtoHref } from './mailbox.ts'

const FIELDS: readonly LeadField[] = LEAD_FIELDS

export type EnquiryKind = Exclude<LeadKind, 'newsletter'>
export type ChannelName = 'email' | 'webhook' | 'console'

/** What the message needs from the site's content (pages/_site, read by scripts/notify/content.ts). */
export interface NotifyContent {
  brand: string
  /** https://www.example.in, no trailing slash. */
  domain: string
  /** The promise made to the visitor, per kind of enquiry (pages/_site/site.yaml, notify.promises). */
  promises: Record<EnquiryKind, string>
  /** Service value → its label on the form (pages/_site/forms.yaml). */
  services: Record<string, string>
  /** The campaign callback form's source_page (src/forms/validation.ts). */
  campaignPage: string
  /** The message a startup-guide request stores (src/backend/leads.ts). */
  guideMessage: string
  /**
   * The e-mail that confirms a request from /privacy/choices (pages/privacy/choices.yaml, the privacy-choices
   * section's `mail`): {request} is what was asked, {link} the confirmation link, {brand} the brand.
   */
  privacyMail?: { subject: string; text: string; kinds: Record<string, string> }
  /**
   * The privacy notice sent once to an earlier enquirer (pages/privacy/choices.yaml, the privacy-choices section's
   * `noticeMail`): {name}, {brand} and {link} (the privacy choices page) are filled in.
   */
  noticeMail?: { subject: string; text: string }
  /** The first line of a WhatsApp reply (pages/_site/site.yaml, notify.whatsapp); none: the link opens an empty chat. */
  whatsapp?: ReplyTemplates
}

/** A WhatsApp reply's first line, with {name} and {service} to fill in. */
export interface ReplyTemplates {
  withService: string
  general: string
}

/** A claimed outbox row (supabase/migrations/0004_outbox.sql, notify_claim). */
export interface OutboxRow {
  id: number | string
  idempotency_key: string
  source_table: string
  payload: Record<string, unknown>
  attempts: number
  delivered: string[]
  created_at: string
}

/** What the outbox is kept in: the local backend's database, or the hosted one through its functions. */
export interface OutboxStore {
  claim(maxRows: number, leaseSeconds: number): Promise<OutboxRow[]>
  settle(id: OutboxRow['id'], channels: string[], error: string | null, giveUp: boolean, retryAt: Date | null): Promise<void>
  /** One channel took it (notify_delivered): kept at once, so a crash before the settle repeats only the others. */
  delivered?(id: OutboxRow['id'], channel: string): Promise<void>
  /** The rows still being worked on keep their lease for leaseSeconds more (notify_renew). */
  renew?(ids: OutboxRow['id'][], leaseSeconds: number): Promise<void>
}

/** A message about a lead (its fields as LeadView has them, created_at the ISO time), or to a person. */
export interface Notice extends LeadView {
  key: string
  kind: EnquiryKind
  /** tel:+919811045670, or '' without a phone number. */
  tel: string
  /** https://wa.me/919811045670?text=… (a reply naming the service), or '' without a phone number. */
  whatsapp: string
  /** 26 Nov 2026, 6:11 pm IST */
  time: string
  promise: string
  subject: string
  text: string
  html: string
  /** A message to the person who made a privacy request, not to the office: only e-mail channels take it. */
  to?: string[]
}

export interface Channel {
  name: ChannelName
  send(notice: Notice): Promise<void>
  /** What the channel was configured with that no error may show (keys, passwords, a webhook's secret address). */
  secrets?: string[]
}

/** The form a lead came from, by what the forms store (the guide's message, the campaign's page). */
export function kindOf(
  lead: { source_page?: unknown; message?: unknown },
  content: Pick<NotifyContent, 'guideMessage' | 'campaignPage'>,
): EnquiryKind {
  if (lead.message === content.guideMessage) return 'guide'
  if (lead.source_page === content.campaignPage) return 'callback'
  if (lead.source_page === '/contact') return 'contact'
  return 'enquiry'
}

/** A phone number as dialled from anywhere: +91 added to a 10-digit Indian number; '' without digits. */
function dialNumber(phone: string): string {
  const digits = phone.replace(/[^0-9]/g, '')
  if (!digits) return ''
  if (phone.trim().startsWith('+')) return `+${digits}`
  if (digits.length === 10) return `+91${digits}`
  if (digits.length === 11 && digits.startsWith('0')) return `+91${digits.slice(1)}`
  if (digits.length === 12 && digits.startsWith('91')) return `+${digits}`
  return digits
}

/**
 * The one way a link is made from what a visitor typed: the notification e-mail, the office computer's and the
 * web address's Enquiries and rights desk all call this (docs/DECISIONS.md, "Enquiries and their notifications
 * under attack", "One mailbox per address"). `mailto:` only to one plain mailbox (./mailbox.ts), exactly as
 * stored, so no mail program reads a second address or a parameter in it ('' for anything else); `tel:` and
 * WhatsApp's wa.me with the number's digits only. '' when there is nothing to link to.
 */
export function contactHref(kind: 'mailto' | 'tel' | 'whatsapp', value: string, firstLine = ''): string {
  if (kind === 'mailto') return mailtoHref(value)
  const number = dialNumber(value.trim())
  if (!number) return ''
  if (kind === 'tel') return `tel:${number}`
  const line = clean(firstLine).trim()
  return `https://wa.me/${number.replace(/^\+/, '')}${line ? `?text=${encodeURIComponent(line)}` : ''}`
}

/** The one address a message to a person goes to: the stored value itself when it is one plain mailbox, else none. */
export const personAddress = (stored: unknown): string[] => (isMailbox(stored) ? [stored] : [])

/** The first line of a WhatsApp reply (pages/_site/site.yaml, notify.whatsapp) with the name and service filled in. */
export function replyLine(templates: ReplyTemplates | undefined, name: string, service: string): string {
  if (!templates) return ''
  const fill = (text: string) => text.replace(/\{name\}/g, name.trim() || 'there').replace(/\{service\}/g, service.trim())
  return fill(service.trim() ? templates.withService : templates.general)
}

/** A phone number as a tel: link (contactHref): its digits, +91 added to a 10-digit Indian number. */
export const telLink = (phone: string): string => contactHref('tel', phone)

/** 26 Nov 2026, 6:11 pm IST */
export function istTime(at: Date): string {
  const text = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(at)
  return `${text} IST`
}

const str = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v))
/** Visitors wrote these fields: no control characters reach a terminal or a chat (line breaks and tabs stay in the message). */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g
// eslint-disable-next-line no-control-regex -- the same, less line breaks and tabs
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g
const clean = (text: string, keepLines = false) => text.replace(keepLines ? CONTROL_BUT_LINES : CONTROL, ' ')
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
/** Chat tools read <url|label> as a link and &, <, > as markup. */
const escapeChat = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const REQUESTS: Record<string, string> = {
  withdraw: 'stop contacting them (withdraw consent)',
  access: 'see what is held about them',
  correct: 'correct their data',
  erase: 'erase their data',
  grievance: 'a grievance',
}

/**
 * A request from /privacy/choices (supabase/migrations/0008_privacy.sql): by e-mail, the confirmation link to
 * the person; by phone, a note to the office to call the number back and confirm.
 */
export function buildRequestNotice(row: OutboxRow, content: NotifyContent): Notice {
  const p = row.payload
  const kind = clean(str(p.request))
  const base = {
    key: row.idempotency_key,
    kind: 'contact' as const,
    form: 'Privacy request',
    created_at: row.created_at,
    name: '',
    service: '',
    page: '',
    promise: '',
  }
  const time = istTime(new Date(row.created_at))
  if (p.to !== undefined) {
    // The address the request stored and matched, as it is: never cleaned, trimmed or parsed again.
    const to = personAddress(p.to)
    const email = to[0] ?? ''
    const link = `${content.domain}/privacy/choices?confirm=${encodeURIComponent(str(p.token))}`
    const words = content.privacyMail ?? {
      subject: 'Confirm your request to {brand}',
      text: 'Someone asked {brand} to {request} for this e-mail address. To confirm, open this link within 7 days and press Confirm:\n{link}\nIf it was not you, ignore this e-mail: nothing changes.',
      kinds: {},
    }
    const fill = (s: string) =>
      s.replace(/\{(brand|request|link)\}/g, (_, k: string) =>
        k === 'brand' ? content.brand : k === 'link' ? link : (words.kinds[kind] ?? REQUESTS[kind] ?? kind),
      )
    const text = fill(words.text)
    const html = `<p style="white-space:pre-wrap">${escapeHtml(text).replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)}</p>`
    return { ...base, email, phone: '', tel: '', whatsapp: '', message: '', time, subject: fill(words.subject), text, html, to }
  }
  const phone = clean(str(p.phone)).trim()
  const details = clean(str(p.details), true).trim()
  const tel = telLink(phone)
  const subject = `Privacy request by phone: call ${phone} to confirm (${REQUESTS[kind] ?? kind})`
  const text = [
    `A privacy request on ${content.brand} gave only a phone number. Call it back, confirm who is asking, then mark it confirmed or refused in the office.`,
    `Asked: ${REQUESTS[kind] ?? kind}`,
    `Phone: ${phone} (${tel})`,
    ...(details ? ['Details:', details] : []),
    `Received: ${time}`,
    `Reference: ${row.idempotency_key}`,
  ].join('\n')
  const html = `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`
  return { ...base, email: '', phone, tel, whatsapp: '', message: details, time, subject, text, html }
}

/**
 * The privacy notice to a person who enquired before the forms showed one (0010_rights_desk.sql, queued by the
 * rights desk's "Send the notice"): to them, by e-mail only.
 */
export function buildPrivacyNoticeMail(row: OutboxRow, content: NotifyContent): Notice {
  const p = row.payload
  const to = personAddress(p.email)
  const email = to[0] ?? ''
  const name = clean(str(p.name)).trim()
  const link = `${content.domain}/privacy/choices`
  const words = content.noticeMail ?? {
    subject: 'How {brand} uses the details you gave us',
    text: 'Dear {name},\n\nYou sent {brand} an enquiry before our forms showed a privacy notice. To read it, and to stop us contacting you, or to see, correct or erase what we hold: {link}',
  }
  const fill = (t: string) =>
    t.replace(/\{(brand|name|link)\}/g, (_, k: string) => (k === 'brand' ? content.brand : k === 'link' ? link : name || 'there'))
  const text = fill(words.text)
  const html = `<p style="white-space:pre-wrap">${escapeHtml(text).replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)}</p>`
  const time = istTime(new Date(row.created_at))
  return {
    key: row.idempotency_key,
    kind: 'contact',
    form: 'Privacy notice',
    created_at: row.created_at,
    name,
    email,
    phone: '',
    tel: '',
    whatsapp: '',
    service: '',
    page: '',
    message: '',
    time,
    promise: '',
    subject: fill(words.subject),
    text,
    html,
    to,
  }
}

export function buildNotice(row: OutboxRow, content: NotifyContent): Notice {
  if (row.source_table === 'privacy_requests') return buildRequestNotice(row, content)
  if (row.source_table === 'notice_sends') return buildPrivacyNoticeMail(row, content)
  const p = row.payload
  const kind = kindOf(p, content)
  const name = clean(str(p.name)).trim()
  const phone = clean(str(p.phone)).trim()
  const email = clean(str(p.email)).trim()
  const serviceValue = clean(str(p.service))
  const service = serviceValue ? (content.services[serviceValue] ?? serviceValue) : ''
  const page = `${content.domain}${clean(str(p.source_page))}`
  const message = kind === 'guide' ? '' : clean(str(p.message), true).trim()
  const created = str(p.created_at) || row.created_at
  const time = istTime(new Date(created))
  const promise = content.promises[kind]
  const tel = telLink(phone)
  const whatsapp = contactHref('whatsapp', phone, replyLine(content.whatsapp, name, service))
  const form = FORM_NAMES[kind]
  const subject = `New ${form.toLowerCase()}: ${name}${phone ? `, ${phone}` : ''} - ${promise}`
  const lead = {
    key: row.idempotency_key,
    kind,
    form,
    created_at: created,
    name,
    email,
    phone,
    tel,
    whatsapp,
    service,
    page,
    message,
    time,
    promise,
  }
  const lines = [{ label: 'Promise', key: 'promise', text: promise }, ...noticeLines(lead)]
  const blocks = noticeBlocks(lead)
  const text = [
    `New ${form.toLowerCase()} on ${content.brand}`,
    ...lines.map((l) => `${l.label}: ${l.key === 'phone' && lead.phone ? `${lead.phone} (${tel})` : l.text}`),
    ...blocks.flatMap((b) => [`${b.label}:`, b.text]),
    `Reference: ${row.idempotency_key}`,
  ].join('\n')
  const htmlRows = lines
    .map((l) => {
      const value =
        l.key === 'phone' && tel
          ? `<a href="${escapeHtml(tel)}">${escapeHtml(phone)}</a>`
          : l.key === 'whatsapp'
            ? `<a href="${escapeHtml(whatsapp)}">Reply on WhatsApp</a>`
            : l.key === 'email' && contactHref('mailto', email)
              ? `<a href="${escapeHtml(contactHref('mailto', email))}">${escapeHtml(email)}</a>`
              : escapeHtml(l.text)
      return `<tr><th align="left">${l.label}</th><td>${value}</td></tr>`
    })
    .join('')
  const html =
    `<p><strong>New ${escapeHtml(form.toLowerCase())} on ${escapeHtml(content.brand)}</strong></p><table>${htmlRows}</table>` +
    blocks.map((b) => `<p><strong>${b.label}</strong></p><p style="white-space:pre-wrap">${escapeHtml(b.text)}</p>`).join('') +
    `<p style="color:#666">Reference: ${escapeHtml(row.idempotency_key)}</p>`
  return { ...lead, subject, text, html }
}

/**
 * The notification's lines, from LEAD_FIELDS (./lead-fields.ts): each field it shows as a line, '-' for one
 * left empty, the WhatsApp reply after the phone number.
 */
function noticeLines(n: Pick<Notice, keyof LeadView | 'whatsapp'>): { label: string; key: string; text: string }[] {
  return FIELDS.filter((f) => f.notice === 'line').flatMap((f) => {
    const value = f.value(n)
    const text = value === null || value === '' ? '-' : f.kind === 'time' ? istTime(new Date(String(value))) : String(value)
    const line = { label: f.label, key: f.key, text }
    return f.kind === 'phone' && n.whatsapp ? [line, { label: 'WhatsApp', key: 'whatsapp', text: n.whatsapp }] : [line]
  })
}

/** The fields the notification shows after its lines (the message), those not left empty. */
const noticeBlocks = (n: LeadView) =>
  FIELDS.filter((f) => f.notice === 'block').flatMap((f) => {
    const value = f.value(n)
    return value === null || value === '' ? [] : [{ label: f.label, text: String(value) }]
  })

/** The webhook's text: chat tools (Slack, Google Chat) show `text`, with <tel:...|label> as a link. */
export function chatText(n: Notice): string {
  return [
    `*New ${escapeChat(n.form.toLowerCase())}*: ${escapeChat(n.promise)}`,
    ...noticeLines(n).map(
      (l) =>
        `${l.label}: ${
          l.key === 'phone'
            ? n.tel
              ? `<${n.tel}|${escapeChat(n.phone)}>`
              : '-'
            : l.key === 'whatsapp'
              ? `<${n.whatsapp}|reply on WhatsApp>`
              : escapeChat(l.text)
        }`,
    ),
    ...noticeBlocks(n).map((b) => `${b.label}: ${escapeChat(b.text)}`),
  ].join('\n')
}

/** The webhook's JSON: `text` for chat tools; the fields and the key for automation services. */
export function webhookBody(n: Notice, format: 'full' | 'text'): Record<string, unknown> {
  if (format === 'text') return { text: chatText(n) }
  return {
    text: chatText(n),
    idempotency_key: n.key,
    enquiry: {
      kind: n.kind,
      form: n.form,
      name: n.name,
      phone: n.phone,
      tel: n.tel,
      whatsapp: n.whatsapp,
      email: n.email,
      service: n.service,
      page: n.page,
      message: n.message,
      received_ist: n.time,
      promise: n.promise,
    },
  }
}

/** How long one delivery may take, from the moment its channel takes it up (each delivery its own limit). */
export const DELIVERY_TIMEOUT_MS = 15_000
/** How much of a receiver's answer is read (for the error text); the rest is dropped unread. */
export const ANSWER_BYTES = 2048

/**
 * Text with every address's user name and password, and each of the secrets (and their percent-encoded
 * form), replaced by "[hidden]": what is stored in the outbox, logged or shown never carries them.
 */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^/\s?#@]*@/gi, '$1[hidden]@')
  for (const secret of secrets)
    for (const form of new Set([secret, encodeURIComponent(secret)])) if (form.length >= 4) out = out.split(form).join('[hidden]')
  return out
}

/** At most `max` bytes of a body, as text; the rest is cancelled unread (a 1 GiB answer costs 2 KB). */
export async function readSome(res: Response, max = ANSWER_BYTES): Promise<string> {
  if (!res.body) return ''
  const reader = res.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    while (size < max) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      size += value.byteLength
    }
  } catch {
    // The answer broke off: what came is enough for an error text.
  } finally {
    reader.cancel().catch(() => {})
  }
  const all = new Uint8Array(Math.min(size, max))
  let at = 0
  for (const chunk of chunks) {
    if (at >= all.length) break
    all.set(chunk.subarray(0, all.length - at), at)
    at += chunk.byteLength
  }
  return new TextDecoder().decode(all)
}

async function post(url: string, headers: Record<string, string>, body: unknown, what: string): Promise<void> {
  let res: Response
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      // A redirect is never followed: a 301/302 would turn into a GET counted as sent, a 307 would post the lead anywhere.
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    })
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    throw new Error(`${what} could not be reached (${cause ?? (error as Error).message})`, { cause: error })
  }
  const answer = (await readSome(res).catch(() => '')).trim()
  if (res.status >= 300 && res.status < 400) {
    const moved = clean(res.headers.get('location') ?? '').slice(0, 300)
    throw new Error(
      `${what} answered ${res.status}, a redirect${moved ? ` to ${moved}` : ''}: not delivered (redirects are not followed; set the new address if it is right)`,
    )
  }
  if (!res.ok) throw new Error(`${what} answered ${res.status}${answer ? `: ${clean(answer.slice(0, 200))}` : ''}`)
}

/** A JSON POST: Slack's, Google Chat's and Teams' incoming webhooks read `text`; Zapier, Make and n8n take the rest. */
export function webhookChannel(url: string, format?: 'full' | 'text', opts: { auth?: string } = {}): Channel {
  // Google Chat refuses fields it does not know: it gets `text` alone unless told otherwise.
  const chosen = format ?? (new URL(url).hostname === 'chat.googleapis.com' ? 'text' : 'full')
  const headers: Record<string, string> = opts.auth ? { authorization: opts.auth } : {}
  return {
    name: 'webhook',
    // A chat tool's webhook address is its secret (hooks.slack.com/services/…): no error shows it.
    secrets: [url, ...(opts.auth ? [opts.auth, opts.auth.replace(/^\S+\s+/, '')] : [])],
    send: (n) => post(url, { ...headers, 'idempotency-key': n.key }, webhookBody(n, chosen), 'The webhook'),
  }
}

export const RESEND_API_URL = 'https://api.resend.com/emails'

/** An HTTP e-mail API in Resend's shape: POST {from, to[], subject, text, html, headers} with a Bearer key. */
export function emailApiChannel(opts: { apiKey: string; to: string[]; from: string; url?: string }): Channel {
  return {
    name: 'email',
    secrets: [opts.apiKey],
    send: (n) =>
      post(
        opts.url ?? RESEND_API_URL,
        { authorization: `Bearer ${opts.apiKey}`, 'idempotency-key': n.key },
        {
          from: opts.from,
          to: n.to ? n.to.filter(isMailbox) : opts.to,
          subject: n.subject,
          text: n.text,
          html: n.html,
          headers: { 'X-Entity-Ref-ID': n.key },
        },
        'The e-mail API',
      ),
  }
}

/** No channel configured: the notice in the terminal. */
export function consoleChannel(print: (text: string) => void): Channel {
  return {
    name: 'console',
    send: async (n) => print(`\n[new enquiry] ${n.subject}\n${n.text}\n`),
  }
}

export interface RetryPolicy {
  /** Tries before a notification is marked failed. */
  maxAttempts: number
  /** The wait after the first failed try; doubled after each, up to maxDelayMs. */
  baseDelayMs: number
  maxDelayMs: number
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 12, baseDelayMs: 5_000, maxDelayMs: 15 * 60_000 }

/** NOTIFY_MAX_ATTEMPTS, NOTIFY_RETRY_BASE_MS, NOTIFY_RETRY_MAX_MS, each defaulting to DEFAULT_RETRY. */
export function retryFromEnv(env: Record<string, string | undefined>): RetryPolicy {
  const n = (name: string, fallback: number) => {
    const v = Number(env[name])
    return Number.isFinite(v) && v > 0 ? v : fallback
  }
  return {
    maxAttempts: n('NOTIFY_MAX_ATTEMPTS', DEFAULT_RETRY.maxAttempts),
    baseDelayMs: n('NOTIFY_RETRY_BASE_MS', DEFAULT_RETRY.baseDelayMs),
    maxDelayMs: n('NOTIFY_RETRY_MAX_MS', DEFAULT_RETRY.maxDelayMs),
  }
}

/** The wait after the attempt-th failed try: exponential, capped, with ±20 % jitter so retries do not come in step. */
export function retryDelayMs(attempt: number, policy: RetryPolicy, random = Math.random): number {
  const plain = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1))
  return Math.round(plain * (0.8 + 0.4 * random()))
}

/**
 * A channel's own queue: at most `concurrency` of its deliveries at once, the rest wait in order. Each channel
 * has one, so a slow or dead webhook never holds a slot the e-mail needs, nor the other way round.
 */
export interface Lane {
  readonly concurrency: number
  /** Deliveries under way. */
  readonly busy: number
  /** Deliveries waiting for a slot. */
  readonly waiting: number
  run<T>(work: () => Promise<T>): Promise<T>
}

export function lane(concurrency: number, onFree?: () => void): Lane {
  let busy = 0
  const queue: (() => void)[] = []
  return {
    concurrency,
    get busy() {
      return busy
    },
    get waiting() {
      return queue.length
    },
    async run(work) {
      if (busy < concurrency) busy++
      else await new Promise<void>((go) => queue.push(go)) // the slot is handed over by the one that ends
      try {
        return await work()
      } finally {
        const next = queue.shift()
        if (next) next()
        else busy--
        onFree?.()
      }
    },
  }
}

/** One lane per channel; onFree is told each time one of them can take more. */
export const lanesFor = (channels: Channel[], concurrency: number, onFree?: () => void): Map<string, Lane> =>
  new Map(channels.map((c) => [c.name, lane(concurrency, onFree)]))

/** A promise that fails after ms with the message, whatever the work does meanwhile. */
function within<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new Error(message)), ms)))
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

export interface DeliverOptions {
  /** Each channel's queue (lanesFor); without, every pending channel is sent to at once. */
  lanes?: Map<string, Lane>
  /** Called as each channel takes it, before the others are done (OutboxStore.delivered). */
  onDelivered?: (channel: string) => Promise<void>
  /** Each delivery's own time limit, counted from when its channel takes it up; default DELIVERY_TIMEOUT_MS. */
  timeoutMs?: number
}

/** Sends one notification to the channels that have not taken it yet; what took it, and what went wrong (no secret in it). */
export async function deliver(
  row: OutboxRow,
  channels: Channel[],
  content: NotifyContent,
  opts: DeliverOptions = {},
): Promise<{ delivered: string[]; error: string | null; final?: boolean }> {
  const notice = buildNotice(row, content)
  // A message to a person whose stored address is not one plain mailbox is sent to nobody, now or on a retry.
  if (notice.to && (notice.to.length === 0 || !notice.to.every(isMailbox)))
    return {
      delivered: [],
      error: 'The address stored for this message is not one plain mailbox (name@example.com): nothing was sent.',
      final: true,
    }
  // A message to a person goes by e-mail only (the terminal shows it on the local server).
  const pending = channels.filter((c) => !row.delivered.includes(c.name) && (!notice.to || c.name !== 'webhook'))
  if (
    notice.to &&
    !pending.some((c) => c.name !== 'webhook') &&
    !channels.some((c) => c.name === 'email' && row.delivered.includes('email'))
  )
    return {
      delivered: [],
      error: 'No e-mail channel is configured: an e-mail to the person (a confirmation link, the privacy notice) cannot reach them.',
    }
  const ms = opts.timeoutMs ?? DELIVERY_TIMEOUT_MS
  let unfinished = pending.length
  const results = await Promise.allSettled(
    pending.map(async (c) => {
      const send = () => within(c.send(notice), ms, `${c.name} took longer than ${Math.round(ms / 1000)} s`)
      const lane = opts.lanes?.get(c.name)
      try {
        await (lane ? lane.run(send) : send())
      } finally {
        unfinished--
      }
      // Kept at once while another channel is still at work (a crash then repeats only what was in flight); the
      // last to finish is kept by the settle that follows.
      if (opts.onDelivered && unfinished > 0) await opts.onDelivered(c.name).catch(() => {})
    }),
  )
  const secrets = channels.flatMap((c) => c.secrets ?? [])
  const delivered: string[] = []
  const errors: string[] = []
  results.forEach((r, i) => {
    if (r.status === 'fulfilled') delivered.push(pending[i].name)
    else errors.push(`${pending[i].name}: ${redact(r.reason instanceof Error ? r.reason.message : String(r.reason), secrets)}`)
  })
  return { delivered, error: errors.length ? errors.join('; ') : null }
}

/** Delivers one claimed notification and records the outcome: sent, due again later, or failed after the last try. */
export async function deliverAndSettle(
  store: OutboxStore,
  row: OutboxRow,
  channels: Channel[],
  content: NotifyContent,
  retry: RetryPolicy = DEFAULT_RETRY,
  opts: Omit<DeliverOptions, 'onDelivered'> = {},
): Promise<{ outcome: 'sent' | 'retrying' | 'failed'; error: string | null; retryAt: Date | null }> {
  const onDelivered = store.delivered ? (channel: string) => store.delivered!(row.id, channel) : undefined
  const result = await deliver(row, channels, content, { ...opts, onDelivered }).catch((e: unknown) => ({
    delivered: [] as string[],
    error: redact(
      e instanceof Error ? e.message : String(e),
      channels.flatMap((c) => c.secrets ?? []),
    ),
  }))
  const giveUp = result.error !== null && (row.attempts >= retry.maxAttempts || ('final' in result && result.final === true))
  const retryAt = result.error !== null && !giveUp ? new Date(Date.now() + retryDelayMs(row.attempts, retry)) : null
  await store.settle(row.id, result.delivered, result.error, giveUp, retryAt)
  return { outcome: result.error === null ? 'sent' : giveUp ? 'failed' : 'retrying', error: result.error, retryAt }
}

export interface RoundResult {
  claimed: number
  sent: number
  retrying: number
  failed: number
}

/** Renews the lease of what `held` names every third of the lease, until stopped. */
export function keepLeases(store: OutboxStore, held: () => OutboxRow['id'][], leaseSeconds: number): () => void {
  if (!store.renew) return () => {}
  const timer = setInterval(
    () => {
      const ids = held()
      if (ids.length) store.renew!(ids, leaseSeconds).catch(() => {}) // not renewed: at worst delivered twice, never lost
    },
    Math.max(1000, (leaseSeconds * 1000) / 3),
  )
  ;(timer as { unref?: () => void }).unref?.()
  return () => clearInterval(timer)
}

/**
 * One round (the Edge Function's): claim what is due (new enquiries first), deliver it through one queue per
 * channel, renew the lease while at work, and settle each notification as soon as its channels answered.
 */
export async function runRound(
  store: OutboxStore,
  channels: Channel[],
  content: NotifyContent,
  opts: { batch?: number; leaseSeconds?: number; concurrency?: number; retry?: RetryPolicy; timeoutMs?: number } = {},
): Promise<RoundResult> {
  const leaseSeconds = opts.leaseSeconds ?? 30
  const rows = await store.claim(opts.batch ?? 50, leaseSeconds)
  const result: RoundResult = { claimed: rows.length, sent: 0, retrying: 0, failed: 0 }
  const lanes = lanesFor(channels, opts.concurrency ?? 8)
  const held = new Set(rows.map((r) => r.id))
  const stop = keepLeases(store, () => [...held], leaseSeconds)
  try {
    await Promise.all(
      rows.map(async (row) => {
        const { outcome } = await deliverAndSettle(store, row, channels, content, opts.retry, { lanes, timeoutMs: opts.timeoutMs })
        held.delete(row.id)
        result[outcome === 'sent' ? 'sent' : outcome === 'failed' ? 'failed' : 'retrying']++
      }),
    )
  } finally {
    stop()
  }
  return result
}

/** An address a notification may be sent to: http(s) only, with no user name or password in it; else a problem. */
function deliveryAddress(name: string, value: string, credentials: string, problems: string[]): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    problems.push(`${name} is not an address (it should start with https://): nothing is sent to it.`)
    return undefined
  }
  if (url.username || url.password) {
    problems.push(
      `${name} holds a user name or password, which is never sent from an address (and would show in error messages): ` +
        `take them out of ${name} and give them in ${credentials}. Nothing is sent until then.`,
    )
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    problems.push(`${name} must be an https:// (or http://) address, not ${url.protocol}: nothing is sent to it.`)
    return undefined
  }
  return value
}

/** The channels the environment configures (names in docs/DEPLOY.md); SMTP only where a sender for it is given. */
export function channelsFromEnv(
  env: Record<string, string | undefined>,
  opts: { smtp?: (url: string, to: string[], from: string) => Channel; print?: (text: string) => void } = {},
): { channels: Channel[]; problems: string[] } {
  const get = (name: string) => env[name]?.trim() || undefined
  const channels: Channel[] = []
  const problems: string[] = []
  const to = (get('NOTIFY_EMAIL_TO') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  const from = get('NOTIFY_EMAIL_FROM') ?? 'Website enquiries <onboarding@resend.dev>'
  const smtpUrl = get('NOTIFY_SMTP_URL')
  const apiKey = get('NOTIFY_EMAIL_API_KEY')
  if (to.length) {
    if (smtpUrl && opts.smtp) {
      const smtp = opts.smtp(smtpUrl, to, get('NOTIFY_EMAIL_FROM') ?? 'Website enquiries <notify@localhost>')
      // SMTP's password is in its address (nodemailer's connection URL): no error shows it.
      let password = ''
      try {
        password = decodeURIComponent(new URL(smtpUrl).password)
      } catch {
        // not an address: nodemailer says so when it sends
      }
      channels.push({ ...smtp, secrets: [...(smtp.secrets ?? []), smtpUrl, ...(password ? [password] : [])] })
    } else if (apiKey) {
      const url = get('NOTIFY_EMAIL_API_URL')
      const checked = url === undefined ? RESEND_API_URL : deliveryAddress('NOTIFY_EMAIL_API_URL', url, 'NOTIFY_EMAIL_API_KEY', problems)
      if (checked) channels.push(emailApiChannel({ apiKey, to, from, url: checked }))
    } else if (smtpUrl) problems.push('NOTIFY_SMTP_URL is set, but SMTP cannot be used here: set NOTIFY_EMAIL_API_KEY instead.')
    else problems.push('NOTIFY_EMAIL_TO is set without NOTIFY_SMTP_URL or NOTIFY_EMAIL_API_KEY: no e-mail is sent.')
  } else if (smtpUrl || apiKey) problems.push('NOTIFY_SMTP_URL or NOTIFY_EMAIL_API_KEY is set without NOTIFY_EMAIL_TO: no e-mail is sent.')
  const hook = get('NOTIFY_WEBHOOK_URL')
  if (hook) {
    const format = get('NOTIFY_WEBHOOK_FORMAT')
    const auth = get('NOTIFY_WEBHOOK_AUTH')
    const credentials =
      'NOTIFY_WEBHOOK_AUTH (sent as the Authorization header: "Basic " and the base64 of user:password, or "Bearer " and a token)'
    const checked = deliveryAddress('NOTIFY_WEBHOOK_URL', hook, credentials, problems)
    if (auth && /[\r\n]/.test(auth)) problems.push('NOTIFY_WEBHOOK_AUTH holds a line break: it cannot be sent as a header.')
    else if (checked) channels.push(webhookChannel(checked, format === 'text' || format === 'full' ? format : undefined, { auth }))
  }
  if (!channels.length && opts.print) channels.push(consoleChannel(opts.print))
  return { channels, problems }
}
