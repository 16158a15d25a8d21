/**
 * How long each short text may be, by the part it plays on the page, and which texts need words at all.
 *
 * The limits come from the layout at 390 px, the narrowest phone the site is designed for: the content is
 * 358 px wide (16 px margins), and the system font averages about half its size per letter. So a main
 * heading (30 px) holds about 24 letters a line and a section heading (24 px) about 30; a card or step title
 * (18 px, inside a card's padding) about 36; a question (18 px beside its arrow) about 34; an eyebrow (14 px
 * capitals) about 42; a button (16 px, one line inside its padding) about 40. A limit allows three to four
 * lines of a heading or title and one line of an eyebrow, badge or button: past it, the text pushes the
 * page's content out of the first screen or breaks the card's shape. Every text on the site today is within
 * its limit (the longest heading 65, title 80, question 77, eyebrow 37, button 34 letters).
 *
 * A schema field that already has a limit of its own (the page title, the breadcrumb) keeps it.
 */
export interface TextRole {
  /** What the field is, in the editor's words: "a heading". */
  role: string
  /** At most this many characters; none for texts of any length that only must not be blank. */
  limit?: number
  /** How much room that is on a phone. */
  room?: string
}

export const TEXT_ROLES: Record<string, TextRole> = {
  heading: { role: 'a heading', limit: 90, room: 'about four lines on a phone' },
  title: { role: 'a title', limit: 90, room: 'about three lines on a phone' },
  highlight: { role: 'the coloured part of a heading', limit: 90, room: 'about four lines on a phone' },
  eyebrow: { role: 'the small line above a heading', limit: 40, room: 'one line on a phone' },
  label: { role: 'a button or link', limit: 40, room: 'one line on a phone' },
  button: { role: 'a button', limit: 40, room: 'one line on a phone' },
  question: { role: 'a question', limit: 100, room: 'three lines on a phone' },
  name: { role: 'a name', limit: 60, room: 'two lines on a phone' },
  badge: { role: 'a badge', limit: 48, room: 'one line on a phone' },
  priceLabel: { role: 'the name beside a price', limit: 40, room: 'one line on a phone' },
  author: { role: 'a name', limit: 60, room: 'two lines on a phone' },
  role: { role: 'a job title', limit: 60, room: 'two lines on a phone' },
  // Longer texts: any length, but never only spaces.
  description: { role: 'a description' },
  answer: { role: 'an answer' },
  text: { role: 'a text' },
  body: { role: 'the text' },
  excerpt: { role: 'a summary' },
}

/** The pattern that says "holds at least one letter, digit or sign": a text of spaces fails it. */
export const NOT_BLANK = '\\S'

type Schema = Record<string, unknown>

/**
 * Gives every text field named in TEXT_ROLES its limit and the not-blank pattern, unless the schema says
 * otherwise already. Changes `schema` in place (the loaded copy, never the file).
 */
export function addTextLimits(node: unknown): void {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) return node.forEach(addTextLimits)
  const s = node as Schema
  const props = s.properties
  if (props && typeof props === 'object' && !Array.isArray(props))
    for (const [name, p] of Object.entries(props as Record<string, Schema>)) {
      const role = Object.hasOwn(TEXT_ROLES, name) ? TEXT_ROLES[name] : undefined
      if (!role || !p || p.type !== 'string' || p.enum || p.const !== undefined || p.format) continue
      if (role.limit !== undefined && p.maxLength === undefined) p.maxLength = role.limit
      if (p.pattern === undefined) p.pattern = NOT_BLANK
    }
  for (const v of Object.values(s)) if (v && typeof v === 'object') addTextLimits(v)
}
