import type { Forms } from '../../generated/content.ts'
import { FORM_SENDS, type NoticeForm, type NoticeItem, type NoticeLanguage } from '../../forms/notice.ts'
import { eachObject, type RuleContext } from './context.ts'

const FORM_NAMES: Record<NoticeForm, string> = {
  leadForm: 'the enquiry form',
  leadFormFull: 'the enquiry form with a message box',
  contactForm: 'the contact form',
  campaignForm: 'the tax campaign callback form',
  guideForm: 'the startup guide form',
  newsletter: 'the newsletter form',
}

/**
 * Every form's notice lists every item the form sends (src/forms/notice.ts, FORM_SENDS: the form's own
 * fields), in every language: a notice without words for an item would leave it out of the list, and the
 * visitor would send data the notice never named (DPDP Rules 2025, Rule 3: an itemised description).
 */
export function noticeItems(c: RuleContext): void {
  const y = c.data.get('forms')
  if (!y) return
  const privacy = (y.data as Forms).privacy
  for (const lang of Object.keys(privacy) as NoticeLanguage[]) {
    const items = privacy[lang].items
    const missing = new Map<NoticeItem, NoticeForm[]>()
    for (const form of Object.keys(FORM_SENDS) as NoticeForm[])
      for (const item of Object.keys(FORM_SENDS[form]) as NoticeItem[])
        if (!items[item]?.trim()) missing.set(item, [...(missing.get(item) ?? []), form])
    for (const [item, forms] of missing)
      c.report(y, ['privacy', lang, 'items'], {
        code: 'notice-missing-item',
        message: `${forms.map((f) => FORM_NAMES[f]).join(', ')} ${forms.length > 1 ? 'send' : 'sends'} "${item}", but the ${lang === 'en' ? 'English' : 'Hindi'} notice has no words for it: the visitor would not be told it is collected.`,
        hint: `Add "${item}: <what it is, in words>" under privacy › ${lang} › items.`,
      })
  }
}

/**
 * A consent box never starts ticked: consent is given by ticking it (DPDP Act s. 6(1): a clear affirmative
 * action). Any box in the content (forms' `consent`, or any other object with `ticked`) is checked.
 */
export function untickedConsent(c: RuleContext): void {
  const files = [...c.pages.values(), ...c.data.values()]
  eachObject(files, (value, at, y) => {
    if (value.ticked === true || value.checked === true)
      c.report(y, [...at, value.ticked === true ? 'ticked' : 'checked'], {
        code: 'ticked-consent',
        message: 'this consent box starts ticked: a box ticked for the visitor is not their consent.',
        hint: 'Write ticked: false; the visitor ticks it if they agree.',
      })
  })
}

/**
 * The published grievance period: the privacy-choices section's responseDays (the schema keeps it at 90 or
 * less, as Rule 14(3) of the DPDP Rules 2025 allows), and every "within N days" said about answering a
 * request or grievance in the privacy pages agrees with it.
 */
export function grievancePeriod(c: RuleContext): void {
  let days: number | undefined
  for (const y of c.pages.values())
    for (const s of (y.data as { sections: { type: string; responseDays?: number }[] }).sections)
      if (s.type === 'privacy-choices') days = s.responseDays
  if (days === undefined) return
  const privacyPages = [...c.pages.values()].filter((y) => /pages\/(privacy-policy|privacy\/)/.test(y.file))
  eachObject(privacyPages, (value, at, y) => {
    for (const [key, text] of Object.entries(value)) {
      // The link's own 7 days are not the answer's period.
      if (typeof text !== 'string' || !/grievance|answer/i.test(text) || /link/i.test(text)) continue
      for (const m of text.matchAll(/within (\d+) days/gi))
        if (Number(m[1]) !== days)
          c.report(y, [...at, key], {
            code: 'grievance-period',
            message: `says requests or grievances are answered "within ${m[1]} days", but the published period (responseDays on /privacy/choices) is ${days}.`,
            hint: `Write "within ${days} days", or change responseDays (at most 90) and every place that states it.`,
          })
    }
  })
}
