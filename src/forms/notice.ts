/**
 * The privacy notice of each form: what the form sends, item by item, and what each item is for.
 * The list is the form's own: FORM_SENDS names the fields each form sends (tests/unit/notice.test.ts holds it
 * to the forms' payload builders), and the words come from pages/_site/forms.yaml (privacy). The checker
 * (src/checker/rules/privacy.ts) refuses a notice that has no words for an item its form sends.
 *
 * The text of the notice as shown is what its version is made of: a SHA-256 of noticeText(), stored with
 * every enquiry and sign-up (supabase/migrations/0008_privacy.sql keeps each version's text).
 */
import type { FormPrivacy, NoticeItems, NoticePurposes } from '../generated/content.ts'

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

/** The hidden field that carries the notice's language with the form's values. */
export const NOTICE_LANG = 'notice_lang'
