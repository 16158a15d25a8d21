/**
 * What the forms check and send, as plain functions (no React), so that unit tests can reach them.
 * Limits come from src/backend/limits.ts, the same numbers the database enforces.
 */
import type { LeadPayload } from '../backend/leads.ts'
import { pathIn, type Lang } from '../lib/lang.ts'
import { CAMPAIGN_SERVICE as CAMPAIGN_SERVICE_VALUE, CAMPAIGN_SOURCE_PAGE } from '../backend/protocol.ts'
import {
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  NAME_PATTERN,
  PHONE_MAX_DIGITS,
  PHONE_MIN,
  hasHiddenCharacters,
  isValidEmail,
  isValidName,
  isValidPhone,
  refusedEmailCharacters,
  type Service,
} from '../backend/limits.ts'
import type { FormErrors, IncomeOption, ServiceOption } from '../generated/content.ts'
import { fill } from './copy.ts'

/**
 * A service the enquiry form offers: the migration's services but the campaign's (schema/sections/lead-form.schema.json
 * LeadService, written by `npm run gen:types`), so one of the values the database accepts (tests/unit/lead-shape.test.ts).
 */
export type LeadService = ServiceOption['value']

/** Name of the hidden honeypot field. Not "company…": browsers' autofill fills company-name fields for real people. */
export const HONEYPOT_NAME = 'website'

/** Input pattern for names: at least one letter (limits.ts NAME_PATTERN, as a whole-value match; browsers use the v flag). */
export const NAME_INPUT_PATTERN = `.*${NAME_PATTERN}.*`

/** Longest subject of the contact form. */
export const SUBJECT_MAX = 200

/** The stored message of the contact form: 'Subject: …', a blank line, 'Message: …' (spec §3). */
export function contactMessage(subject: string, message: string): string {
  return `Subject: ${subject}\n\nMessage: ${message}`
}

/** Longest contact message that still fits the database's MESSAGE_MAX with the longest subject around it. */
export const CONTACT_MESSAGE_MAX = MESSAGE_MAX - contactMessage('x'.repeat(SUBJECT_MAX), '').length

/** The campaign form's fixed service and page (spec §3). Typed Service: it must be one of the migration's services. */
export const CAMPAIGN_SERVICE: Service = CAMPAIGN_SERVICE_VALUE
// The campaign form's page lives in protocol.ts, which the server-side notifications import without React.
export { CAMPAIGN_SOURCE_PAGE }

/** The campaign form's stored message: 'Income Type: ' and the chosen value (salaried, freelancer, business, multiple). */
export function campaignMessage(incomeType: IncomeOption['value']): string {
  return `Income Type: ${incomeType}`
}

export type ErrorText = string | undefined

export function nameError(value: string, t: FormErrors): ErrorText {
  const v = value.trim()
  if (!v) return t.nameRequired
  if (hasHiddenCharacters(v)) return t.hiddenCharacters
  if (!isValidName(v)) return fill(t.nameInvalid, { max: NAME_MAX })
  return undefined
}

export function emailError(value: string, t: FormErrors): ErrorText {
  const v = value.trim()
  if (!v) return t.emailRequired
  if (v.length > EMAIL_MAX) return fill(t.tooLong, { max: EMAIL_MAX })
  if (hasHiddenCharacters(v)) return t.hiddenCharacters
  if (!isValidEmail(v)) {
    // ? % & = # and the like: HTML's rule takes them, no mailbox has them, and they would add to a reply link.
    const characters = refusedEmailCharacters(v)
    return characters && t.emailCharacters ? fill(t.emailCharacters, { characters }) : t.emailInvalid
  }
  return undefined
}

export function phoneError(value: string, t: FormErrors): ErrorText {
  const v = value.trim()
  if (!v) return t.phoneRequired
  if (hasHiddenCharacters(v)) return t.hiddenCharacters
  if (!isValidPhone(v)) return fill(t.phoneInvalid, { min: PHONE_MIN, max: PHONE_MAX_DIGITS })
  return undefined
}

/** Optional or required free text with a length limit. */
export function textError(value: string, max: number, t: FormErrors, requiredText?: string): ErrorText {
  if (requiredText && !value.trim()) return requiredText
  if (value.length > max) return fill(t.tooLong, { max })
  if (hasHiddenCharacters(value)) return t.hiddenCharacters
  return undefined
}

/** The field kinds whose browser validation messages come from YAML. */
export type FieldKind = 'name' | 'email' | 'phone' | 'message' | 'incomeType'

/**
 * The YAML message for a field the browser found invalid (shown in the browser's own bubble through
 * setCustomValidity), so forms validated by the browser speak the same words as the contact form.
 */
export function validityMessage(
  kind: FieldKind,
  validity: Pick<ValidityState, 'valueMissing' | 'tooLong'>,
  t: FormErrors,
  /** The field's value: an address with ? % & and the like is told which characters. */
  value = '',
): string {
  if (validity.valueMissing) {
    return {
      name: t.nameRequired,
      email: t.emailRequired,
      phone: t.phoneRequired,
      message: t.messageRequired,
      incomeType: t.incomeTypeRequired,
    }[kind]
  }
  switch (kind) {
    case 'name':
      return fill(t.nameInvalid, { max: NAME_MAX })
    case 'email':
      return validity.tooLong ? fill(t.tooLong, { max: EMAIL_MAX }) : (emailError(value, t) ?? t.emailInvalid)
    case 'phone':
      return fill(t.phoneInvalid, { min: PHONE_MIN, max: PHONE_MAX_DIGITS })
    case 'message':
      return fill(t.tooLong, { max: MESSAGE_MAX })
    case 'incomeType':
      return t.incomeTypeRequired
  }
}

export interface ContactValues {
  name: string
  email: string
  phone: string
  subject: string
  message: string
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>

/** The contact form's own validation (the browser's is off): one message per field, in field order. */
export function validateContact(v: ContactValues, t: FormErrors): ContactErrors {
  const errors: ContactErrors = {
    name: nameError(v.name, t),
    email: emailError(v.email, t),
    phone: phoneError(v.phone, t),
    subject: textError(v.subject, SUBJECT_MAX, t),
    message: textError(v.message, CONTACT_MESSAGE_MAX, t, t.messageRequired),
  }
  for (const k of Object.keys(errors) as (keyof ContactValues)[]) if (!errors[k]) delete errors[k]
  return errors
}

export function contactPayload(v: ContactValues): LeadPayload {
  // No service: the key is left out, so the row stores NULL ("no service", spec §3).
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    message: contactMessage(v.subject.trim(), v.message.trim()),
    source_page: '/contact',
  }
}

/**
 * The enquiry form's fields: every column of the lead (LeadPayload, from the generated Insert type) but the page,
 * each present, and a service the form offers. A new column is a new field here, and tsc points at the forms.
 */
export type LeadValues = { [K in Exclude<keyof LeadPayload, 'source_page' | 'service'>]-?: NonNullable<LeadPayload[K]> } & {
  service: LeadService | ''
}

/** The lead form's payload: every field always present; message '' in the compact form, service '' when none is chosen. */
export function leadPayload(v: LeadValues, variant: 'compact' | 'full', pathname: string): Required<LeadPayload> {
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    message: variant === 'full' ? v.message.trim() : '',
    service: v.service,
    source_page: pathname,
  }
}

export interface CampaignValues {
  name: string
  email: string
  phone: string
  incomeType: IncomeOption['value'] | ''
}

export function campaignPayload(v: CampaignValues & { incomeType: IncomeOption['value'] }): Required<LeadPayload> {
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    service: CAMPAIGN_SERVICE,
    message: campaignMessage(v.incomeType),
    source_page: CAMPAIGN_SOURCE_PAGE,
  }
}

/**
 * After the browser's checks pass: the first of name, e-mail, phone and message that the database would still
 * refuse (a name of only spaces, an address like a@b), with its message; undefined when all is well.
 */
export function firstContactDetailProblem(
  v: { name: string; email: string; phone: string; message?: string },
  t: FormErrors,
): { field: 'name' | 'email' | 'phone' | 'message'; message: string } | undefined {
  for (const [field, error] of [
    ['name', nameError(v.name, t)],
    ['email', emailError(v.email, t)],
    ['phone', phoneError(v.phone, t)],
    ['message', v.message === undefined ? undefined : textError(v.message, MESSAGE_MAX, t)],
  ] as const) {
    if (error) return { field, message: error }
  }
  return undefined
}

/** source_page: the path without a trailing slash. */
export function currentPath(pathname: string): string {
  const p = pathname.replace(/\/+$/, '')
  return p === '' ? '/' : p
}

/** Where each form sends the visitor after success: /thank-you?source=… (spec §2); from a Hindi page, /hi/thank-you. */
export function thankYouPath(source: 'form' | 'contact' | 'itr-filing' | 'lead-magnet', guide?: string, lang: Lang = 'en'): string {
  const query = new URLSearchParams({ source })
  if (guide) query.set('guide', guide)
  return `${pathIn('/thank-you', lang)}?${query.toString()}`
}
