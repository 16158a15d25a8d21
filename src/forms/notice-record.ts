/**
 * The record of the notice a form showed (src/forms/notice.ts): its text, exactly as shown, and the SHA-256 of
 * that text, its version. Loaded with the first submit, like the backend calls.
 */
import type { NoticeRecord } from '../backend/leads.ts'
import type { FormPrivacy, PrivacyNotice } from '../generated/content.ts'
import { FORM_SENDS, keepOf, NOTICE_LANG, noticeGroups, type NoticeForm } from './notice.ts'

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

/** The record of the notice a submitted form showed (its language read from the form's values). */
export const shownNotice = (privacy: FormPrivacy, form: NoticeForm, values: object): Promise<NoticeRecord> =>
  noticeRecord(privacy[(values as Record<string, unknown>)[NOTICE_LANG] === 'hi' ? 'hi' : 'en'], form)

/**
 * Every notice the site publishes: each form's, in each language, as its record. The database is told these
 * (public.notices_publish, supabase/migrations/0011_one_mailbox.sql): a lead's notice must be one of them, and its
 * purposes and text are taken from here, never from what a browser sends (scripts/lib/notices.ts).
 */
export async function publishedNotices(privacy: FormPrivacy): Promise<NoticeRecord[]> {
  const forms = Object.keys(FORM_SENDS) as NoticeForm[]
  const records = await Promise.all(
    (Object.keys(privacy) as (keyof FormPrivacy)[]).flatMap((lang) => forms.map((form) => noticeRecord(privacy[lang], form))),
  )
  return [...new Map(records.map((r) => [r.notice_version, r])).values()]
}
