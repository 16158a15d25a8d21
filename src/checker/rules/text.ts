import { readPhone, whatsappNumber } from '../../lib/phone.ts'
import type { Site } from '../../generated/content.ts'
import { CATALOG_FILE, said, say, SITE_FILE } from '../said.ts'
import { bidiControlsIn, codePointName, hasVisible } from '../../lib/visible-text.ts'
import { HOURS_PLACEHOLDER, PRICE_PLACEHOLDER } from '../resolve.ts'
import { didYouMean } from '../suggest.ts'
import { locateIn, positionOf, sourceOf } from '../yaml-file.ts'
import { eachString, type RuleContext } from './context.ts'

/** An HTML tag typed into text: <b>, </p>, <br/>, <a href="…">. */
const HTML_TAG =
  /<\/?(?:a|b|i|u|s|em|strong|br|p|div|span|h[1-6]|ul|ol|li|img|script|style|table|tr|td|th|small|sup|sub|hr|iframe|font|center|section|button|input|form|mark|code|pre|blockquote)\b[^<>]*>/gi

/** A list item indented one space too far joins the item above: "A call with an expert - List of documents". */
export function joinedListItems(c: RuleContext): void {
  eachString(c.pages.values(), (text, at, y) => {
    if (typeof at[at.length - 1] !== 'number' || !text.includes(' - ')) return
    const raw = sourceOf(y, at)
    const joined = raw && /\n[ \t]*- /.exec(raw.text)
    if (!raw || !joined) return
    const [first, second] = [text.slice(0, text.indexOf(' - ')), text.slice(text.indexOf(' - ') + 3)]
    c.add(y, at, positionOf(y.source, raw.offset + joined.index + joined[0].indexOf('-')), {
      code: 'bad-value',
      message: `this item holds two: "${first}" and "${second}".`,
      hint: 'This "- " is indented further than the one above, so YAML joined the two lines into one item. Line it up with the "- " above it.',
    })
  })
}

/** HTML typed into text is shown to visitors as typed, angle brackets and all. */
export function htmlInText(c: RuleContext): void {
  eachString(c.pages.values(), (text, at, y) => {
    if (!text.includes('<')) return
    for (const [tag] of text.matchAll(HTML_TAG))
      c.add(y, at, locateIn(y, at, tag), {
        code: 'html-in-text',
        message: `visitors will see "${tag}" as it is typed, angle brackets and all: the site shows text, not HTML.`,
        hint: 'Remove it. For bold words write **words**, for a link [words](/page), for a new paragraph leave an empty line.',
      })
  })
}

/** How the checker names a direction control, by what it does. */
const BIDI_NAMES: Record<string, string> = {
  '\u061c': 'Arabic letter mark',
  '\u200e': 'left-to-right mark',
  '\u200f': 'right-to-left mark',
  '\u202a': 'left-to-right embedding',
  '\u202b': 'right-to-left embedding',
  '\u202c': 'pop directional formatting',
  '\u202d': 'left-to-right override',
  '\u202e': 'right-to-left override',
  '\u2066': 'left-to-right isolate',
  '\u2067': 'right-to-left isolate',
  '\u2068': 'first strong isolate',
  '\u2069': 'pop directional isolate',
}

/** Where a character sits in the file: written as itself, or as a \uXXXX escape in a double-quoted text. */
function locateChar(y: Parameters<typeof locateIn>[0], at: Parameters<typeof locateIn>[1], char: string) {
  const raw = sourceOf(y, at)
  if (raw) {
    const hex = char.codePointAt(0)!.toString(16).padStart(4, '0')
    const written = new RegExp(`${char}|\\\\u${hex}`, 'i').exec(raw.text)
    if (written) return positionOf(y.source, raw.offset + written.index)
  }
  return locateIn(y, at, char)
}

/**
 * Every text shows something, and in the order it is written (src/lib/visible-text.ts, the rule the backend's
 * names follow too): a text of only characters that show nothing (zero-width spaces, soft hyphens, variation
 * selectors...) would go live blank, and a direction control (a right-to-left override) reverses what follows
 * it. A text of only spaces is the schema's "is blank" problem.
 */
export function invisibleText(c: RuleContext): void {
  eachString([...c.pages.values(), ...c.data.values()], (text, at, y) => {
    for (const { char } of bidiControlsIn(text))
      c.add(y, at, locateChar(y, at, char), {
        code: 'hidden-character',
        message: `holds a ${BIDI_NAMES[char] ?? 'direction control'} (${codePointName(char)}), an invisible character that changes the order letters show in: "ABC" can read "CBA".`,
        hint: 'Delete the character (it was most likely pasted in with the text), or type the text again.',
      })
    if (/\S/.test(text) && !hasVisible(text))
      c.add(
        y,
        at,
        locateChar(
          y,
          at,
          [...text].find((ch) => /\S/.test(ch))!,
        ),
        {
          code: 'blank-text',
          message: `shows nothing: it holds only characters that cannot be seen (${[...new Set([...text].filter((ch) => /\S/.test(ch)).map(codePointName))].join(', ')}), so visitors would see it blank.`,
          hint: 'Write the words, or remove the field if it may be left out.',
        },
      )
  })
}

/** Each {price:id} in text names a price-book entry. */
export function pricePlaceholders(c: RuleContext): void {
  eachString(c.pages.values(), (text, at, y) => {
    // Most strings hold no placeholder: a plain search first keeps the check fast (2,000+ pages/s).
    if (!text.includes('{price:')) return
    for (const [whole, id] of text.matchAll(PRICE_PLACEHOLDER)) {
      if (c.book.has(id)) continue
      const guess = didYouMean(id, c.book.keys())
      c.add(y, at, locateIn(y, at, whole), {
        code: 'unknown-price',
        ...said(
          say`${whole}: no price-book entry has the ${{ field: 'id' }} "${id}".`,
          say`${guess ? `did you mean {price:${guess}}? ` : ''}The ${{ field: 'id' }}s are in ${CATALOG_FILE}.`,
        ),
      })
    }
  })
}

/** Each {hours:name} in text names an opening-hours text of site.yaml. */
export function hoursPlaceholders(c: RuleContext): void {
  const names = Object.keys((c.site.data as Site).hours.texts ?? {})
  eachString(c.pages.values(), (text, at, y) => {
    if (!text.includes('{hours:')) return
    for (const [whole, key] of text.matchAll(HOURS_PLACEHOLDER)) {
      if (names.includes(key)) continue
      const guess = didYouMean(key, names)
      c.add(y, at, locateIn(y, at, whole), {
        code: 'bad-reference',
        ...said(
          say`${whole}: ${SITE_FILE} has no opening-hours text named "${key}".`,
          say`${guess ? `did you mean {hours:${guess}}? ` : ''}The texts are under hours › texts in ${SITE_FILE}: ${names.join(', ')}.`,
        ),
      })
    }
  })
}

/** An Indian mobile number as people write it: +91 98110 45670, 9811045670, +91-98110-45670. */
export const PHONE = /(?<![\d+/=])(?:\+?91[\s-]?)?[6-9]\d{4}[\s-]?\d{5}(?!\d)/g
const EMAIL = /[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}/g
/** A phone number's last ten digits, however it is written. */
export const digits = (x: string) => x.replace(/\D/g, '').slice(-10)

/**
 * The number shown is the number the Call buttons dial, read by the one phone rule (+91, 0091, 91 and 0 alike);
 * the chat number is an Indian mobile, as WhatsApp needs (a landline gets the call button alone).
 */
export function phoneShownIsDialled(c: RuleContext): void {
  const y = c.site
  const site = y.data as Site
  if (readPhone(site.phone.display)?.e164 !== readPhone(site.phone.tel)?.e164)
    c.report(y, ['phone', 'tel'], {
      code: 'bad-value',
      message: `the number dialled (${site.phone.tel}) is not the number shown (${site.phone.display}).`,
      hint: 'Change both together: display is what visitors read, tel is what the Call buttons dial (digits with +91, no spaces).',
    })
  if (/wa\.me|whatsapp/i.test(site.chat.baseUrl) && !whatsappNumber(site.chat.number))
    c.report(y, ['chat', 'number'], {
      code: 'bad-value',
      severity: 'warning',
      message: `the chat number ${site.chat.number} is not an Indian mobile number (10 digits starting 6 to 9), so WhatsApp cannot reach it: the site shows no chat button, only Call.`,
      hint: 'Write the mobile number that answers WhatsApp, with 91 before it (919811045670).',
    })
}

/** Phone numbers and e-mail addresses of the business written in text are those of site.yaml today. */
export function contactDetails(c: RuleContext): void {
  const site = c.site.data as Site
  const own = new Set([digits(site.phone.tel), digits(site.phone.display), digits(site.chat.number)])
  const domain = site.email.split('@')[1]?.toLowerCase()
  eachString([...c.pages.values(), ...c.data.values()], (text, at, y) => {
    if (/\d{5}/.test(text.replace(/[\s-]/g, '')))
      for (const [shown] of text.matchAll(PHONE))
        if (!own.has(digits(shown)))
          c.add(y, at, locateIn(y, at, shown), {
            code: 'old-contact',
            message: `the phone number ${shown} is not the business number in Company details (${site.phone.display}).`,
            hint: 'Write {phone} in its place: it always shows the business number.',
          })
    if (domain && text.includes('@'))
      for (const [shown] of text.matchAll(EMAIL))
        if (shown.toLowerCase().endsWith(`@${domain}`) && shown.toLowerCase() !== site.email.toLowerCase())
          c.add(y, at, locateIn(y, at, shown), {
            code: 'old-contact',
            message: `the e-mail address ${shown} is not the business address in Company details (${site.email}).`,
            hint: 'Write {email} in its place: it always shows the business address.',
          })
  })
}

/** Chat links written in content go to the chat number of site.yaml (the Chat buttons use it). */
export function chatLinks(c: RuleContext): void {
  const site = c.site.data as Site
  eachString([...c.pages.values(), ...c.data.values()], (text, at, y) => {
    if (!text.includes('wa.me/') && !text.includes('whatsapp.com/')) return
    for (const m of text.matchAll(/(?:wa\.me\/|api\.whatsapp\.com\/send\?phone=)(\d+)/g))
      if (digits(m[1]) !== digits(site.chat.number))
        c.add(y, at, locateIn(y, at, m[1]), {
          code: 'bad-value',
          ...said(
            say`this chat link goes to ${m[1]}, not to the chat number ${site.chat.number} in ${SITE_FILE}.`,
            say`Use a button of type chat (it takes the number from ${SITE_FILE}), or write the same number.`,
          ),
        })
  })
}
