/**
 * Sections and pages with a time (`from:` / `until:`, src/lib/schedule.ts): real dates, a start before the
 * end, a warning for what has ended (it no longer shows: remove it), and a warning for text that names a date
 * already past as a deadline ("can be filed until 31 December 2026"), which no schedule hides by itself.
 */
import { istText, relativeText, scheduleMoment, showingWindow, type Scheduled } from '../../lib/schedule.ts'
import type { PathPart, YamlFile } from '../yaml-file.ts'
import { PRICE_PLACEHOLDER } from '../../lib/placeholders.ts'
import { CATALOG_FILE, said, say } from '../said.ts'
import { eachString, eachValue, type PageData, type RuleContext } from './context.ts'

/** The questions of a FAQ section, each of which may have a time of its own; none for another section. */
function questionsOf(section: PageData['sections'][number]): Scheduled[] {
  const items = (section as { items?: unknown }).items
  return section.type === 'faq' && Array.isArray(items) ? (items as Scheduled[]) : []
}

/** Each page, each of its sections and each question of a FAQ, with its path in the file. */
function eachScheduled(c: RuleContext, visit: (item: Scheduled, at: PathPart[], y: YamlFile, what: string) => void): void {
  for (const y of c.pages.values()) {
    const page = y.data as PageData & Scheduled
    visit(page, [], y, 'this page')
    page.sections.forEach((s, i) => {
      visit(s, ['sections', i], y, `this ${s.type} section`)
      questionsOf(s).forEach((q, j) => visit(q, ['sections', i, 'items', j], y, 'this question'))
    })
  }
}

/** Now, and each later moment at which one of these starts or ends: when what a page shows changes. */
export function momentsAhead(items: Scheduled[], now: number): number[] {
  const later = items.flatMap((s) => showingWindow(s)).filter((t) => Number.isFinite(t) && t > now)
  return [now, ...[...new Set(later)].sort((a, b) => a - b)]
}

/** The indexes of the items that show at `moment`. */
export function showingAt(items: Scheduled[], moment: number): number[] {
  return items.flatMap((s, i) => {
    const [start, end] = showingWindow(s)
    return start <= moment && moment < end ? [i] : []
  })
}

/** `from` and `until` are real moments, and the start comes before the end. */
export function scheduleDates(c: RuleContext): void {
  eachScheduled(c, (item, at, y, what) => {
    for (const edge of ['from', 'until'] as const) {
      const value = item[edge]
      if (value !== undefined && scheduleMoment(value, edge) === undefined)
        c.report(y, [...at, edge], {
          code: 'bad-value',
          message: `"${value}" is not a date that exists.`,
          hint: 'Write the date as year-month-day, and a time if you need one: 2026-12-31 or 2026-12-31 18:00 (India time).',
        })
    }
    const [start, end] = showingWindow(item)
    if (Number.isFinite(start) && Number.isFinite(end) && start >= end)
      c.report(y, [...at, 'until'], {
        code: 'bad-value',
        message: `${what} would end (${istText(end)}) before it starts (${istText(start)}), so it would never show.`,
        hint: 'Make "until" later than "from", or remove one of them.',
      })
    if (item.embargo && item.from === undefined)
      c.report(y, [...at, 'embargo'], {
        code: 'bad-value',
        message: `"embargo" keeps ${what.replace(/^this /, 'a ')} out of the site until its "from", and there is no "from".`,
        hint: 'Give it a "from" (the moment it may be seen), or remove "embargo".',
      })
  })
}

/** What has ended shows to nobody: it is still in the file, where it misleads whoever edits the page. */
export function endedItems(c: RuleContext): void {
  eachScheduled(c, (item, at, y, what) => {
    const end = showingWindow(item)[1]
    if (end <= c.now)
      c.report(y, at.length ? at : ['until'], {
        code: 'ended',
        severity: 'warning',
        message: `${what} ended ${relativeText(end, c.now)} (${istText(end)}); visitors no longer see it.`,
        hint: !at.length
          ? 'Remove the page, or give it a later "until".'
          : at.length > 2
            ? 'Remove the question, or give it a later "until".'
            : 'Remove the section, or give it a later "until".',
      })
  })
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)'
/** "until 31 December 2026", "by 31st Dec, 2026", "before December 31, 2026", "last date is 31 December 2026". */
const DEADLINE = new RegExp(
  `\\b(until|till|by|before|no later than|deadline(?: is)?|last date(?: is)?|ends? on|valid (?:till|until|up to)|offer ends)\\s+` +
    `(?:(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH}\\.?,?\\s+(\\d{4})|${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4}))`,
  'gi',
)

/** The end of a named day in IST (its last moment), or undefined for a day that does not exist. */
function dayEnd(day: string, month: string, year: string): number | undefined {
  const m = MONTHS.findIndex((name) => name.startsWith(month.toLowerCase().slice(0, 3))) + 1
  return scheduleMoment(`${year}-${String(m).padStart(2, '0')}-${day.padStart(2, '0')}`, 'until')
}

/**
 * Text that gives a deadline already past: visitors read a promise that can no longer be kept. And, before it
 * comes, text that will go on showing after its own deadline: what it says then is written now, as its next
 * version (a question or section with "from" the day after), and the text gets its end.
 */
export function pastDeadlines(c: RuleContext): void {
  eachString(c.pages.values(), (text, at, y) => {
    const page = y.data as PageData & Scheduled
    // Text in what has already ended is named by endedItems; it shows to nobody. Text in what has an end of
    // its own by the deadline it names is true for as long as it shows.
    const section = at[0] === 'sections' && typeof at[1] === 'number' ? page.sections[at[1]] : undefined
    const question = section && at[2] === 'items' && typeof at[3] === 'number' ? questionsOf(section)[at[3]] : undefined
    const end = Math.min(...[page, section, question].map((item) => (item ? showingWindow(item)[1] : Infinity)))
    if (end <= c.now) return
    // A blog article is read as of its date: its deadlines are those of its year.
    if (section?.type === 'article') return
    for (const m of text.matchAll(DEADLINE)) {
      const deadline = m[2] ? dayEnd(m[2], m[3], m[4]) : dayEnd(m[6], m[5], m[7])
      if (deadline === undefined || end <= deadline) continue
      if (deadline <= c.now)
        c.report(y, [...at], {
          code: 'past-date',
          severity: 'warning',
          message: `"${m[0]}" gives a deadline that passed ${relativeText(deadline, c.now)}.`,
          hint: 'Say what applies now, or give the text an end: put it in a section or question with "until" set to that day.',
        })
      else
        c.report(y, [...at], {
          code: 'outlives-date',
          severity: 'warning',
          message: `"${m[0]}" gives a deadline ${relativeText(deadline, c.now)}, and this text goes on showing after it.`,
          hint: 'Write now what it should say after that day: give this text "until" that day (in its section, or as a question of its own), and put its next version after it with "from" the day after.',
        })
    }
  })
}

/** A price-book entry with an end: an offer's price, sold until a day. */
type EndingEntry = { id: string; until?: string }

/**
 * A price with an end in the price book (`until:` on an entry, the campaign's offer prices) is shown only by
 * what ends with it: a section or question that refers to it (price: { ref }, or {price:id} in its text) and
 * goes on showing after the price's end is an error, since visitors would be offered a price no longer sold.
 * What the page says afterwards is its next version, from that moment, with the price that follows.
 */
export function priceEnds(c: RuleContext): void {
  const entries = (c.catalog.data as { entries: EndingEntry[] }).entries
  const ending = new Map(entries.filter((e) => e.until !== undefined).map((e) => [e.id, scheduleMoment(e.until!, 'until')]))
  entries.forEach((e, i) => {
    if (e.until !== undefined && ending.get(e.id) === undefined)
      c.report(c.catalog, ['entries', i, 'until'], {
        code: 'bad-value',
        message: `"${e.until}" is not a date that exists.`,
        hint: 'Write the date as year-month-day, and a time if you need one: 2026-12-31 or 2026-12-31 18:00 (India time).',
      })
  })
  if (![...ending.values()].some((t) => t !== undefined)) return
  const refersTo = (value: unknown, at: readonly unknown[]): string[] => {
    if (typeof value === 'string') return [...value.matchAll(PRICE_PLACEHOLDER)].map((m) => m[1])
    const last = at[at.length - 1]
    const ref = (value as { ref?: unknown } | null)?.ref
    return (last === 'price' || last === 'startingPrice') && typeof ref === 'string' ? [ref] : []
  }
  // One problem per section (or question): the prices it shows past their end, and the first place it shows one.
  const found = new Map<string, { y: YamlFile; owner: PathPart[]; what: string; ids: Set<string>; end: number }>()
  eachValue([...c.pages.values(), c.site], (value, at, y) => {
    for (const id of refersTo(value, at)) {
      const priceEnd = ending.get(id)
      if (priceEnd === undefined) continue
      const page = y === c.site ? undefined : (y.data as PageData & Scheduled)
      const section = page && at[0] === 'sections' && typeof at[1] === 'number' ? page.sections[at[1]] : undefined
      const question = section && at[2] === 'items' && typeof at[3] === 'number' ? questionsOf(section)[at[3]] : undefined
      const end = Math.min(...[page, section, question].map((item) => (item ? showingWindow(item)[1] : Infinity)))
      if (end <= priceEnd) continue
      const owner = question ? at.slice(0, 4) : section ? at.slice(0, 2) : [...at]
      const key = `${y.file} ${owner.join('.')}`
      const what = question ? 'this question' : section ? `this ${section.type} section` : 'this'
      const entry = found.get(key) ?? { y, owner, what, ids: new Set<string>(), end: priceEnd }
      entry.ids.add(id)
      entry.end = Math.min(entry.end, priceEnd)
      found.set(key, entry)
    }
  })
  for (const { y, owner, what, ids, end } of found.values()) {
    const names = [...ids].map((id) => `"${id}"`).join(', ')
    const day = entries.find((e) => ids.has(e.id) && scheduleMoment(e.until!, 'until') === end)!.until!
    c.report(y, owner, {
      code: 'price-ends',
      ...said(
        say`${what} shows ${ids.size > 1 ? 'the prices' : 'the price'} ${names}, sold only until ${istText(end)} (${ids.size > 1 ? 'their' : 'its'} "until" in ${CATALOG_FILE}), and it goes on showing after that.`,
        say`Give ${what} "until: ${day}", and after it a version "from" that moment with the price that follows (another entry of ${CATALOG_FILE}).`,
      ),
    })
  }
}

/** A price the book no longer sells misleads whoever reads the book: say so from its end on. */
export function endedPrices(c: RuleContext): void {
  ;(c.catalog.data as { entries: EndingEntry[] }).entries.forEach((e, i) => {
    const end = e.until === undefined ? undefined : scheduleMoment(e.until, 'until')
    if (end !== undefined && end <= c.now)
      c.report(c.catalog, ['entries', i], {
        code: 'ended',
        severity: 'warning',
        message: `the price "${e.id}" ended ${relativeText(end, c.now)} (${istText(end)}); no page shows it now.`,
        hint: 'Remove the entry, and whatever still refers to it.',
      })
  })
}
