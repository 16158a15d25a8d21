/**
 * Sections and pages with a time (`from:` / `until:`, src/lib/schedule.ts): real dates, a start before the
 * end, a warning for what has ended (it no longer shows: remove it), and a warning for text that names a date
 * already past as a deadline ("can be filed until 31 December 2026"), which no schedule hides by itself.
 */
import { istText, relativeText, scheduleMoment, showingWindow, type Scheduled } from '../../lib/schedule.ts'
import type { PathPart, YamlFile } from '../yaml-file.ts'
import { eachString, type PageData, type RuleContext } from './context.ts'

/** Each page and each of its sections, with its path in the file. */
function eachScheduled(c: RuleContext, visit: (item: Scheduled, at: PathPart[], y: YamlFile, what: string) => void): void {
  for (const y of c.pages.values()) {
    const page = y.data as PageData & Scheduled
    visit(page, [], y, 'this page')
    page.sections.forEach((s, i) => visit(s, ['sections', i], y, `this ${s.type} section`))
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
        hint: at.length ? 'Remove the section, or give it a later "until".' : 'Remove the page, or give it a later "until".',
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

/** Text that gives a deadline already past: visitors read a promise that can no longer be kept. */
export function pastDeadlines(c: RuleContext): void {
  eachString(c.pages.values(), (text, at, y) => {
    const page = y.data as PageData & Scheduled
    // Text in what has already ended is named by endedItems; it shows to nobody.
    const section = at[0] === 'sections' && typeof at[1] === 'number' ? page.sections[at[1]] : undefined
    if (showingWindow(page)[1] <= c.now || (section && showingWindow(section)[1] <= c.now)) return
    // A blog article is read as of its date: its deadlines are those of its year.
    if (section?.type === 'article') return
    for (const m of text.matchAll(DEADLINE)) {
      const end = m[2] ? dayEnd(m[2], m[3], m[4]) : dayEnd(m[6], m[5], m[7])
      if (end === undefined || end > c.now) continue
      c.report(y, [...at], {
        code: 'past-date',
        severity: 'warning',
        message: `"${m[0]}" gives a deadline that passed ${relativeText(end, c.now)}.`,
        hint: 'Say what applies now, or give the text an end: put it in a section with "until" set to that day.',
      })
    }
  })
}
