import type { Site } from '../../../../src/generated/content.ts'
import { HOURS_PLACEHOLDER, PRICE_PLACEHOLDER } from '../resolve.ts'
import { didYouMean } from '../suggest.ts'
import { locateIn, positionOf, sourceOf } from '../yaml-file.ts'
import { walkStrings, type RuleContext } from './context.ts'

/** An HTML tag typed into text: <b>, </p>, <br/>, <a href="…">. */
const HTML_TAG =
  /<\/?(?:a|b|i|u|s|em|strong|br|p|div|span|h[1-6]|ul|ol|li|img|script|style|table|tr|td|th|small|sup|sub|hr|iframe|font|center|section|button|input|form|mark|code|pre|blockquote)\b[^<>]*>/gi

/** A list item indented one space too far joins the item above: "A call with an expert - List of documents". */
export function joinedListItems(c: RuleContext): void {
  for (const y of c.pages.values())
    walkStrings(y.data, [], (text, at) => {
      if (typeof at[at.length - 1] !== 'number' || !text.includes(' - ')) return
      const raw = sourceOf(y, at)
      const joined = raw && /\n[ \t]*- /.exec(raw.text)
      if (!raw || !joined) return
      const [first, second] = [text.slice(0, text.indexOf(' - ')), text.slice(text.indexOf(' - ') + 3)]
      c.report(
        y,
        at,
        {
          code: 'bad-value',
          message: `this item holds two: "${first}" and "${second}".`,
          hint: 'This "- " is indented further than the one above, so YAML joined the two lines into one item. Line it up with the "- " above it.',
        },
        positionOf(y.source, raw.offset + joined.index + joined[0].indexOf('-')),
      )
    })
}

/** HTML typed into text is shown to visitors as typed, angle brackets and all. */
export function htmlInText(c: RuleContext): void {
  for (const y of c.pages.values())
    walkStrings(y.data, [], (text, at) => {
      if (!text.includes('<')) return
      for (const [tag] of text.matchAll(HTML_TAG))
        c.report(
          y,
          at,
          {
            code: 'html-in-text',
            message: `visitors will see "${tag}" as it is typed, angle brackets and all: the site shows text, not HTML.`,
            hint: 'Remove it. For bold words write **words**, for a link [words](/page), for a new paragraph leave an empty line.',
          },
          locateIn(y, at, tag),
        )
    })
}

/** Each {price:id} in text names a price-book entry. */
export function pricePlaceholders(c: RuleContext): void {
  for (const y of c.pages.values())
    walkStrings(y.data, [], (text, at) => {
      // Most strings hold no placeholder: a plain search first keeps the check fast (2,000+ pages/s).
      if (!text.includes('{price:')) return
      for (const [whole, id] of text.matchAll(PRICE_PLACEHOLDER)) {
        if (c.book.has(id)) continue
        const guess = didYouMean(id, c.book.keys())
        c.report(
          y,
          at,
          {
            code: 'unknown-price',
            message: `${whole}: no price-book entry has the id "${id}".`,
            hint: `${guess ? `did you mean {price:${guess}}? ` : ''}Ids are in pages/_site/catalog.yaml.`,
          },
          locateIn(y, at, whole),
        )
      }
    })
}

/** Each {hours:name} in text names an opening-hours text of site.yaml. */
export function hoursPlaceholders(c: RuleContext): void {
  const names = Object.keys((c.data.get('site')!.data as Site).hours.texts ?? {})
  for (const y of c.pages.values())
    walkStrings(y.data, [], (text, at) => {
      if (!text.includes('{hours:')) return
      for (const [whole, key] of text.matchAll(HOURS_PLACEHOLDER)) {
        if (names.includes(key)) continue
        const guess = didYouMean(key, names)
        c.report(
          y,
          at,
          {
            code: 'bad-reference',
            message: `${whole}: site.yaml has no opening-hours text named "${key}".`,
            hint: `${guess ? `did you mean {hours:${guess}}? ` : ''}The texts are under hours › texts in pages/_site/site.yaml: ${names.join(', ')}.`,
          },
          locateIn(y, at, whole),
        )
      }
    })
}
