import type { Site } from '../../generated/content.ts'
import { locateIn } from '../yaml-file.ts'
import { eachString, type RuleContext } from './context.ts'
import { digits, PHONE } from './text.ts'

/**
 * The business number typed out in text is a problem even while it is right: {phone} shows it from site.yaml, so a
 * new number reaches every page; a copy typed out would stay behind. (Other numbers are contactDetails' to report.)
 */
export function typedPhoneNumbers(c: RuleContext): void {
  const site = c.site.data as Site
  const own = new Set([digits(site.phone.tel), digits(site.phone.display), digits(site.chat.number)])
  const files = [...c.pages.values(), ...[...c.data].filter(([name]) => name !== 'site').map(([, y]) => y)]
  eachString(files, (text, at, y) => {
    // Most texts hold no digit at all: that plain test first keeps the walk fast.
    if (!/\d/.test(text) || !/\d{5}/.test(text.replace(/[\s-]/g, ''))) return
    for (const m of text.matchAll(PHONE)) {
      if (!own.has(digits(m[0]))) continue
      const link = text.slice(Math.max(0, m.index - 4), m.index) === 'tel:'
      c.add(y, at, locateIn(y, at, m[0]), {
        code: 'old-contact',
        ...(link ? {} : { fixes: [{ label: 'Write {phone}', from: m[0], to: '{phone}', at: m.index }] }),
        message: `the phone number ${m[0]} is typed out: when the business number changes in Company details, this copy stays behind.`,
        hint: link
          ? 'Use a button of type phone in place of this link: it dials the number from Company details.'
          : 'Write {phone} in its place: it shows the business number from Company details, today and after any change.',
      })
    }
  })
}
