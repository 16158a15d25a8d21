/**
 * Sections and pages with a time: `from:` and `until:` in the content, each a date, or a date and a time, in
 * India Standard Time (the only time the firm and its visitors keep). Read the same way by the checker, the
 * build, the editor and the visitor's browser, so it imports nothing.
 *
 *   from: 2027-01-01          shown from the first moment of 1 January 2027 (00:00 IST)
 *   until: 2026-12-31         shown through the whole of 31 December 2026 (ends at 1 January 00:00 IST)
 *   until: 2026-12-31 18:00   ends at 6 pm IST that day
 *
 * A date alone in `until` means the whole day, as people say it ("the offer runs until 31 December").
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** Something that may carry a time: a page, a section, or a question of a FAQ. */
export interface Scheduled {
  from?: string
  until?: string
  /** With `from`: never in a built file before its start, even hidden (see builtAhead). */
  embargo?: boolean
}

/**
 * The moment a `from` or `until` value stands for, in milliseconds since 1970, or undefined for a value that
 * is not a real date and time (the schema's pattern lets 2026-02-30 through; the checker names it).
 */
export function scheduleMoment(value: string, edge: 'from' | 'until'): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/.exec(value)
  if (!m) return undefined
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const timed = m[4] !== undefined
  const [hour, minute] = timed ? [Number(m[4]), Number(m[5])] : [0, 0]
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined
  const utc = Date.UTC(year, month - 1, day, hour, minute)
  const check = new Date(utc)
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return undefined
  return utc - IST_OFFSET_MS + (edge === 'until' && !timed ? DAY_MS : 0)
}

/** When it shows: [start, end) in milliseconds; -Infinity and Infinity for an edge it does not set. */
export function showingWindow(item: Scheduled): [number, number] {
  const start = item.from === undefined ? -Infinity : (scheduleMoment(item.from, 'from') ?? -Infinity)
  const end = item.until === undefined ? Infinity : (scheduleMoment(item.until, 'until') ?? Infinity)
  return [start, end]
}

/** Whether it shows at `now` (milliseconds). */
export function isShowing(item: Scheduled, now: number): boolean {
  const [start, end] = showingWindow(item)
  return start <= now && now < end
}

/** Whether two windows share a moment. */
export function windowsOverlap(a: Scheduled, b: Scheduled): boolean {
  const [s1, e1] = showingWindow(a)
  const [s2, e2] = showingWindow(b)
  return s1 < e2 && s2 < e1
}

/** A moment as people in India read it: "1 January 2027, 00:00 IST". */
export function istText(ms: number): string {
  const d = new Date(ms + IST_OFFSET_MS)
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
  const hh = String(d.getUTCHours()).padStart(2, '0')
  const mm = String(d.getUTCMinutes()).padStart(2, '0')
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${hh}:${mm} IST`
}

/** "in 3 days", "3 days ago", "in 5 hours", "in 10 minutes": how far `ms` is from `now`, in the largest whole unit. */
export function relativeText(ms: number, now: number): string {
  const diff = ms - now
  const abs = Math.abs(diff)
  const units: [number, string][] = [
    [DAY_MS, 'day'],
    [60 * 60 * 1000, 'hour'],
    [60 * 1000, 'minute'],
  ]
  const [size, name] = units.find(([size]) => abs >= size) ?? units[2]
  const n = Math.max(1, Math.floor(abs / size))
  const amount = `${n} ${name}${n === 1 ? '' : 's'}`
  return diff > 0 ? `in ${amount}` : `${amount} ago`
}

/**
 * The line the editor shows on a section or page with a time: "shows from 1 January 2027, 00:00 IST",
 * "shows until 1 January 2027, 00:00 IST (ends in 3 days)", "ended 3 days ago", "starts in 2 hours". Given the
 * page's other sections, it also says when the live site changes: at the moment itself (an end, or a start
 * built ahead: builtAhead) or with the first build after it (any other start; the rebuild comes within minutes).
 */
export function scheduleText(item: Scheduled, now: number, siblings?: readonly Scheduled[]): string | undefined {
  if (item.from === undefined && item.until === undefined) return undefined
  const [start, end] = showingWindow(item)
  if (now >= end) return `ended ${relativeText(end, now)} (${istText(end)})`
  const parts: string[] = []
  if (Number.isFinite(start)) parts.push(`from ${istText(start)}`)
  if (Number.isFinite(end)) parts.push(`until ${istText(end)}`)
  const next = now < start ? `starts ${relativeText(start, now)}` : Number.isFinite(end) ? `ends ${relativeText(end, now)}` : ''
  const line = `shows ${parts.join(' ')}${next ? ` (${next})` : ''}`
  if (!siblings) return line
  if (now < start)
    return builtAhead(item, siblings)
      ? `${line}: it takes the place of what ends then, at that moment, in pages already open too`
      : `${line}: it reaches the live site with the rebuild just after that moment (within minutes), and no page holds it before`
  return Number.isFinite(end) ? `${line}: it goes at that moment, in pages already open too` : line
}

/**
 * Whether `item`, which starts later, is built into the pages ahead of its start, hidden, and shown at its
 * moment by the page itself (an open tab, a page built before the moment): when it takes the place of a
 * sibling that ends at that same moment (the offer's plans until 31 December, the list-price plans from
 * 1 January), so the page is never left without it between the moment and the next build. Marked `embargo`,
 * or starting with nothing ending then, it is left out of every built file until a build after its start.
 * `siblings` are the other sections of its page (or the other questions of its FAQ).
 */
export function builtAhead(item: Scheduled, siblings: readonly Scheduled[]): boolean {
  if (item.from === undefined || item.embargo) return false
  const start = scheduleMoment(item.from, 'from')
  if (start === undefined) return false
  return siblings.some((s) => s !== item && s.until !== undefined && scheduleMoment(s.until, 'until') === start)
}

/**
 * When it is in the built pages, shown or not: [start, end), like showingWindow, but from the beginning for
 * one built ahead of its start. Two sections whose windows here overlap are in one page's HTML together.
 */
export function builtWindow(item: Scheduled, siblings: readonly Scheduled[]): [number, number] {
  const [start, end] = showingWindow(item)
  return [builtAhead(item, siblings) ? -Infinity : start, end]
}

/** Whether it is in a page built at `now`: showing then, or built ahead of its start. */
export function isBuilt(item: Scheduled, siblings: readonly Scheduled[], now: number): boolean {
  const [start, end] = builtWindow(item, siblings)
  return start <= now && now < end
}

/**
 * The moments (milliseconds) at which what a page built at `builtAt` holds ends or, built ahead, starts: its
 * loader hides each `data-until` box from its end and shows each `data-from` box from its start. Sections, and
 * the questions of a FAQ, which may carry a time of their own.
 */
export function pageMoments(sections: readonly (Scheduled & { items?: unknown })[], builtAt: number): { ends: number[]; starts: number[] } {
  const all: Scheduled[] = [...sections]
  for (const s of sections) if (Array.isArray(s.items)) all.push(...(s.items as Scheduled[]))
  const ends = all.map((s) => (s.until === undefined ? undefined : scheduleMoment(s.until, 'until')))
  const starts = all.map((s) => (s.from === undefined ? undefined : scheduleMoment(s.from, 'from')))
  const sorted = (list: (number | undefined)[]) => [...new Set(list.filter((t): t is number => t !== undefined))].sort((a, b) => a - b)
  return { ends: sorted(ends), starts: sorted(starts).filter((t) => t > builtAt) }
}

/** The calendar year in India at `ms`. */
export function yearInIndia(ms: number): number {
  return new Date(ms + IST_OFFSET_MS).getUTCFullYear()
}

/** The sections that show at `now`, and in each FAQ only the questions that show then (the structured data's view). */
export function sectionsShowing<T extends Scheduled & { type: string; items?: unknown }>(sections: readonly T[], now: number): T[] {
  return sections
    .filter((s) => isShowing(s, now))
    .map((s) =>
      s.type === 'faq' && Array.isArray(s.items) ? { ...s, items: (s.items as Scheduled[]).filter((q) => isShowing(q, now)) } : s,
    )
}
