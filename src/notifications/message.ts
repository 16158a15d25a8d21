/**
 * What a notification says: the message the office gets for each new lead, and the messages to a person (a
 * privacy request's confirmation link, the privacy notice to an earlier enquirer), as text, HTML and a chat's
 * lines; the links that reach the person (a call, a WhatsApp reply, an e-mail); and secrets taken out of any
 * text that is shown. Used wherever an enquiry is shown or sent: the office's screens (browser), the web
 * address's worker, the local notifier (Node) and the hosted notification function (Deno, bundled for it by
 * `npm run notify:content`). Web APIs only; no delivery here (supabase/functions/notify/outbox.ts).
 *
 * A message to a person goes to the address the database stored and matched, exactly as stored, and only when
 * it is one plain mailbox (../lib/mailbox.ts): nothing is cleaned, trimmed or parsed a second time, and an
 * address the grammar refuses is sent nothing.
 */
import { FORM_NAMES, LEAD_FIELDS, type LeadField, type LeadKind, type LeadView } from './lead-fields.ts'
import { isMailbox, mailtoHref } from '../lib/mailbox.ts'
import { promiseWords } from '../lib/promise.ts'
import { telHref, whatsappHref } from '../lib/phone.ts'

const FIELDS: readonly LeadField[] = LEAD_FIELDS

export type EnquiryKind = Exclude<LeadKind, 'newsletter'>
export type ChannelName = 'email' | 'webhook' | 'console'

/** What the message needs from the site's content (pages/_site, read by scripts/notify/content.ts). */
export interface NotifyContent {
  brand: string
  /** https://www.example.in, no trailing slash. */
  domain: string
  /** The promises made to the visitor, per kind of enquiry, in a line (pages/_site/forms.yaml, `promises`: src/lib/promise.ts promiseLine). */
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
  /**
   * The confirmation e-mail's words in Hindi (pages/hi/privacy/choices.yaml, `mail`), for a request made in Hindi
   * (0016_privacy_language.sql): its link goes to /hi/privacy/choices. Without them, the English words.
   */
  privacyMailHi?: { subject: string; text: string; kinds: Record<string, string> }
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

/**
 * The one way a link is made from what a visitor typed: the notification e-mail, the office computer's and the
 * web address's Enquiries and rights desk all call this (docs/DECISIONS.md, "Enquiries and their notifications
 * under attack", "One mailbox per address"). `mailto:` only to one plain mailbox (./mailbox.ts), exactly as
 * stored, so no mail program reads a second address or a parameter in it ('' for anything else); `tel:` and
 * WhatsApp's wa.me by the one phone rule (../lib/phone.ts): a call link for every number, WhatsApp for an Indian
 * mobile only. '' when there is nothing to link to.
 */
export function contactHref(kind: 'mailto' | 'tel' | 'whatsapp', value: string, firstLine = ''): string {
  if (kind === 'mailto') return mailtoHref(value)
  if (kind === 'tel') return telHref(value)
  return whatsappHref(value, clean(firstLine))
}

/** The one address a message to a person goes to: the stored value itself when it is one plain mailbox, else none. */
export const personAddress = (stored: unknown): string[] => (isMailbox(stored) ? [stored] : [])

/** The first line of a WhatsApp reply (pages/_site/site.yaml, notify.whatsapp) with the name and service filled in. */
export function replyLine(templates: ReplyTemplates | undefined, name: string, service: string): string {
  if (!templates) return ''
  const fill = (text: string) => text.replace(/\{name\}/g, name.trim() || 'there').replace(/\{service\}/g, service.trim())
  return fill(service.trim() ? templates.withService : templates.general)
}

/** A phone number as a tel: link (contactHref): +91 and its ten digits for an Indian number (../lib/phone.ts). */
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
export const clean = (text: string, keepLines = false) => text.replace(keepLines ? CONTROL_BUT_LINES : CONTROL, ' ')
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
  // Made from the Hindi form (0016_privacy_language.sql): the person reads Hindi, and the office calls back in it.
  const hindi = p.language === 'hi'
  if (p.to !== undefined) {
    // The address the request stored and matched, as it is: never cleaned, trimmed or parsed again.
    const to = personAddress(p.to)
    const email = to[0] ?? ''
    const hindiWords = hindi ? content.privacyMailHi : undefined
    const link = `${content.domain}${hindiWords ? '/hi' : ''}/privacy/choices?confirm=${encodeURIComponent(str(p.token))}`
    const words = hindiWords ??
      content.privacyMail ?? {
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
    ...(hindi ? ['Language: Hindi (asked on the Hindi page): call back in Hindi'] : []),
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
  // When it is due, as the database set it on arrival (0013_promises.sql): the reminders are about that moment.
  const minutes = Number(p.promise_minutes)
  const due =
    str(p.due_at) && minutes > 0
      ? { at: new Date(str(p.due_at)).toISOString(), promise: promiseWords(minutes, p.promise_working_hours === true) }
      : undefined
  const takenBy = clean(str(p.taken_by)).trim()
  const about = { reminder: row.source_table === 'enquiry_reminders', overdue: row.source_table === 'enquiry_overdue' }
  const callBy = due ? `${istTime(new Date(due.at))} (${due.promise})` : ''
  const heading = about.overdue
    ? `Overdue${takenBy ? `, taken by ${takenBy}` : ''}: ${name} was not called by ${callBy}`
    : about.reminder
      ? `Reminder${takenBy ? ` for ${takenBy}` : ''}: call ${name} by ${callBy}`
      : `New ${form.toLowerCase()} on ${content.brand}`
  const subject = about.overdue || about.reminder ? heading : `New ${form.toLowerCase()}: ${name}${phone ? `, ${phone}` : ''} - ${promise}`
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
    // Sent from a Hindi page (0014_language.sql): the call back starts in Hindi.
    language: str(p.language) === 'hi' ? 'hi' : 'en',
    time,
    promise,
    ...(due ? { due } : {}),
  }
  const lines = [
    ...(about.overdue ? [{ label: 'For the owner', key: 'owner', text: 'its promise has lapsed and it is still new' }] : []),
    ...(takenBy ? [{ label: 'Taken by', key: 'taken_by', text: takenBy }] : []),
    { label: 'Promise', key: 'promise', text: due ? `${due.promise}: ${promise}` : promise },
    ...noticeLines(lead),
  ]
  const blocks = noticeBlocks(lead)
  const text = [
    heading,
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
    `<p><strong>${escapeHtml(heading)}</strong></p><table>${htmlRows}</table>` +
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
      language: n.language ?? 'en',
      received_ist: n.time,
      promise: n.promise,
    },
  }
}

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
