import type { Site } from '../../../../src/generated/content.ts'
import { locateIn } from '../yaml-file.ts'
import { walkStrings, type RuleContext } from './context.ts'

/** An Indian mobile number as people write it: +91 98110 45670, 9811045670, +91-98110-45670. */
const PHONE = /(?<![\d+/=])(?:\+?91[\s-]?)?[6-9]\d{4}[\s-]?\d{5}(?!\d)/g
const EMAIL = /[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}/g
/** A phone number's last ten digits, however it is written. */
const digits = (x: string) => x.replace(/\D/g, '').slice(-10)

/** The number shown is the number the Call buttons dial. */
export function phoneShownIsDialled(c: RuleContext): void {
  const y = c.data.get('site')!
  const site = y.data as Site
  if (digits(site.phone.display) !== digits(site.phone.tel))
    c.report(y, ['phone', 'tel'], {
      code: 'bad-value',
      message: `the number dialled (${site.phone.tel}) is not the number shown (${site.phone.display}).`,
      hint: 'Change both together: display is what visitors read, tel is what the Call buttons dial (digits with +91, no spaces).',
    })
}

/**
 * The business's own phone numbers and e-mail addresses written in text are today's, so a new number in
 * site.yaml flags every old copy; {phone} and {email} show them without copying.
 */
export function contactDetails(c: RuleContext): void {
  const site = c.data.get('site')!.data as Site
  const own = new Set([digits(site.phone.tel), digits(site.phone.display), digits(site.chat.number)])
  const domain = site.email.split('@')[1]?.toLowerCase()
  for (const y of [...c.pages.values(), ...c.data.values()])
    walkStrings(y.data, [], (text, at) => {
      if (/\d{5}/.test(text.replace(/[\s-]/g, '')))
        for (const [shown] of text.matchAll(PHONE))
          if (!own.has(digits(shown)))
            c.report(
              y,
              at,
              {
                code: 'old-contact',
                message: `the phone number ${shown} is not the business number in Company details (${site.phone.display}).`,
                hint: 'Write {phone} in its place: it always shows the business number.',
              },
              locateIn(y, at, shown),
            )
      if (domain && text.includes('@'))
        for (const [shown] of text.matchAll(EMAIL))
          if (shown.toLowerCase().endsWith(`@${domain}`) && shown.toLowerCase() !== site.email.toLowerCase())
            c.report(
              y,
              at,
              {
                code: 'old-contact',
                message: `the e-mail address ${shown} is not the business address in Company details (${site.email}).`,
                hint: 'Write {email} in its place: it always shows the business address.',
              },
              locateIn(y, at, shown),
            )
    })
}

/** Chat links written in content go to the chat number of site.yaml (the Chat buttons use it). */
export function chatLinks(c: RuleContext): void {
  const site = c.data.get('site')!.data as Site
  for (const y of [...c.pages.values(), ...c.data.values()])
    walkStrings(y.data, [], (text, at) => {
      if (!text.includes('wa.me/') && !text.includes('whatsapp.com/')) return
      for (const m of text.matchAll(/(?:wa\.me\/|api\.whatsapp\.com\/send\?phone=)(\d+)/g))
        if (digits(m[1]) !== digits(site.chat.number))
          c.report(
            y,
            at,
            {
              code: 'bad-value',
              message: `this chat link goes to ${m[1]}, not to the chat number ${site.chat.number} in site.yaml.`,
              hint: 'Use a button of type chat (it takes the number from site.yaml), or write the same number.',
            },
            locateIn(y, at, m[1]),
          )
    })
}
