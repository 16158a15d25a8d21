/**
 * The privacy notice of each form (issue 39): what the form sends, item by item, and what each item is for.
 * The list is the form's own: FORM_SENDS names the fields each form sends (tests/unit/notice.test.ts holds it
 * to the forms' payload builders), and the words come from pages/_site/forms.yaml (privacy). The checker
 * (scripts/lib/content/rules/privacy.ts) refuses a notice that has no words for an item its form sends.
 *
 * The text of the notice as shown is what its version is made of: a SHA-256 of noticeText(), stored with
 * every enquiry and sign-up (supabase/migrations/0008_privacy.sql keeps each version's text).
 */
import type { NoticeRecord } from '../backend/leads.ts'
import type { FormPrivacy, NoticeItems, NoticePurposes, PrivacyNotice } from '../generated/content.ts'

export type NoticeForm = 'leadForm' | 'leadFormFull' | 'contactForm' | 'campaignForm' | 'guideForm' | 'newsletter'
export type NoticeItem = keyof NoticeItems
export type NoticePurpose = keyof NoticePurposes
export type NoticeLanguage = keyof FormPrivacy

/** What each form sends, in the order the form shows it, and what each item is used for. */
export const FORM_SENDS: Record<NoticeForm, Partial<Record<NoticeItem, NoticePurpose>>> = {
  leadForm: { name: 'enquiry', email: 'enquiry', phone: 'enquiry', service: 'enquiry', page: 'source', visit: 'source' },
  leadFormFull: {
    name: 'enquiry',
    email: 'enquiry',
    phone: 'enquiry',
    service: 'enquiry',
    message: 'enquiry',
    page: 'source',
    visit: 'source',
  },
  contactForm: {
    name: 'enquiry',
    email: 'enquiry',
    phone: 'enquiry',
    subject: 'enquiry',
    message: 'enquiry',
    page: 'source',
    visit: 'source',
  },
  campaignForm: { name: 'enquiry', phone: 'enquiry', email: 'enquiry', incomeType: 'enquiry', page: 'source', visit: 'source' },
  guideForm: { name: 'enquiry', email: 'enquiry', phone: 'enquiry', page: 'source', visit: 'source' },
  newsletter: { email: 'newsletter', page: 'source' },
}

/** How long what a form sends is kept: the newsletter's own period, an enquiry's for the others. */
export const keepOf = (form: NoticeForm): 'newsletter' | 'enquiry' => (form === 'newsletter' ? 'newsletter' : 'enquiry')

/** The notice's purposes in order, each with the items used for it. */
export function noticeGroups(form: NoticeForm): [NoticePurpose, NoticeItem[]][] {
  const groups = new Map<NoticePurpose, NoticeItem[]>()
  for (const [item, purpose] of Object.entries(FORM_SENDS[form]) as [NoticeItem, NoticePurpose][])
    groups.set(purpose, [...(groups.get(purpose) ?? []), item])
  return [...groups]
}

/** The notice as plain text, exactly as shown: what its version is made of. */
export function noticeText(n: PrivacyNotice, form: NoticeForm): string {
  const l = n.links
  return [
    n.heading,
    ...noticeGroups(form).map(([purpose, items]) => `${n.purposes[purpose]}: ${items.map((i) => n.items[i] ?? i).join(', ')}.`),
    n.keep[keepOf(form)],
    ...[l.choices, l.rights, l.officer, l.board, l.policy, l.terms].map((link) => `${link.label} <${link.href}>`),
  ].join('\n')
}

/** The record of the notice shown: its SHA-256 (hex), its text and its purposes (comma-separated). */
export async function noticeRecord(n: PrivacyNotice, form: NoticeForm): Promise<NoticeRecord> {
  const text = noticeText(n, form)
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  const version = [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, '0')).join('')
  return {
    notice_version: version,
    notice_text: text,
    notice_purposes: noticeGroups(form)
      .map(([p]) => p)
      .join(','),
  }
}

/** The hidden field that carries the notice's language with the form's values. */
export const NOTICE_LANG = 'notice_lang'

/** The record of the notice a submitted form showed (its language read from the form's values). */
export const shownNotice = (privacy: FormPrivacy, form: NoticeForm, values: object): Promise<NoticeRecord> =>
  noticeRecord(privacy[(values as Record<string, unknown>)[NOTICE_LANG] === 'hi' ? 'hi' : 'en'], form)
