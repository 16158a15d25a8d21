/**
 * The one phone rule: how a phone number, as anyone typed it, becomes a call link and (for an Indian mobile only) a
 * WhatsApp link. The site's header, footer, floating buttons and sections, the notifications, the Enquiries and the
 * rights desk all make their links here (docs/DECISIONS.md, "One phone rule").
 *
 * - `+91`, `0091`, `91` (before ten digits) and a trunk `0` read alike: `+91 98450 33333`, `0091 98450 33333`,
 *   `919845033333` and `098450 33333` are one number, `+919845033333`.
 * - A number of another country is read from its `+` or `00`: `+44 20 7946 0000` is `+442079460000`.
 * - An Indian mobile number is ten digits starting 6, 7, 8 or 9; only such a number gets a WhatsApp link. A landline
 *   (`011 4567 8900`, Delhi) gets a call link, `tel:+911145678900`, and no WhatsApp.
 */

/** A phone number as read by the rule; null when the text holds no digit. */
export interface PhoneNumber {
  /** +919845033333; for a number the rule cannot place (too short, no country), its digits alone. */
  e164: string
  /** An Indian number: its ten digits after +91 (9845033333, 1145678900); '' for another country's. */
  national: string
  /** An Indian mobile number: ten digits starting 6–9. */
  mobile: boolean
}

const MOBILE = /^[6-9]\d{9}$/

/** Reads a phone number the way a person writes it; null when there are no digits. */
export function readPhone(text: unknown): PhoneNumber | null {
  const written = String(text ?? '').trim()
  let digits = written.replace(/\D/g, '')
  if (!digits) return null
  // An international prefix: + or 00. Then 91 is India; anything else is another country, kept as it is.
  let international = written.startsWith('+')
  if (!international && digits.startsWith('00')) {
    digits = digits.slice(2)
    international = true
  }
  let national: string
  if (international) {
    if (!digits.startsWith('91')) return { e164: `+${digits}`, national: '', mobile: false }
    national = digits.slice(2).replace(/^0/, '')
  } else if (digits.length === 12 && digits.startsWith('91')) national = digits.slice(2)
  else if (digits.length === 11 && digits.startsWith('0')) national = digits.slice(1)
  else national = digits
  if (national.length !== 10) return { e164: digits, national: '', mobile: false }
  return { e164: `+91${national}`, national, mobile: MOBILE.test(national) }
}

/** `tel:+919845033333` for every number the text holds; '' when it holds no digit. */
export function telHref(text: unknown): string {
  const number = readPhone(text)
  return number ? `tel:${number.e164}` : ''
}

/** The digits WhatsApp takes (919845033333): only for an Indian mobile number, else ''. */
export function whatsappNumber(text: unknown): string {
  const number = readPhone(text)
  return number?.mobile ? number.e164.slice(1) : ''
}

/**
 * A WhatsApp chat with the number, its first line filled in: only for an Indian mobile number, else ''.
 * `base` is the chat app's address (site.yaml's chat.baseUrl, https://wa.me by default).
 */
export function whatsappHref(text: unknown, firstLine = '', base = 'https://wa.me'): string {
  const number = whatsappNumber(text)
  if (!number) return ''
  const line = firstLine.trim()
  return `${base.replace(/\/+$/, '')}/${number}${line ? `?text=${encodeURIComponent(line)}` : ''}`
}
