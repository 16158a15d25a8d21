/**
 * When an enquiry is due: the promise its form made (pages/_site/forms.yaml, `promises`) counted from when it
 * arrived, around the clock, or in working hours only (pages/_site/site.yaml, `hours.openingHours` and
 * `hours.closed`), in India time. Where a form's visitors were promised two times (the campaign's form 15
 * minutes, its thank-you page 2 hours), the sooner counts.
 *
 * The database works out the same when a lead arrives (private.due_after, supabase/migrations/0013_promises.sql),
 * from the same data (registered by scripts/lib/office-clock.ts); tests/integration/promises.test.ts holds the two
 * to one answer. Plain arithmetic on milliseconds, so the browser, the worker and Node agree.
 */
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const IST = 330 * MINUTE
const DAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const

/** One promise as a form's data gives it. */
export interface PromiseSaid {
  within: string
  workingHours?: boolean
  where: string
}

/** The office's week and closed days (site.yaml `hours`). */
export interface OfficeHours {
  openingHours: { days: string[]; opens: string; closes: string }[]
  closed?: { everyYear?: string[]; days?: string[] }
}

/** The kinds of enquiry a form sends (src/notifications/message.ts, kindOf). */
export type PromiseKind = 'enquiry' | 'contact' | 'callback' | 'guide'

/** "15 minutes" → 15; "2 hours" → 120; "3 days" → 4320. */
export function minutesOf(within: string): number {
  const m = /^(\d+) (minute|hour|day)s?$/.exec(within.trim())
  if (!m) throw new Error(`"${within}" is not a time like 15 minutes or 2 hours`)
  return Number(m[1]) * { minute: 1, hour: 60, day: 1440 }[m[2] as 'minute' | 'hour' | 'day']
}

const clock = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/** The office's open spans on the day that starts (IST midnight) at `dayStart`, in milliseconds; none on a closed day. */
function openSpans(dayStart: number, hours: OfficeHours): [number, number][] {
  const date = new Date(dayStart + IST)
  const iso = date.toISOString().slice(0, 10)
  if (hours.closed?.days?.includes(iso) || hours.closed?.everyYear?.includes(iso.slice(5))) return []
  const day = DAYS[date.getUTCDay()]
  return hours.openingHours
    .filter((h) => h.days.includes(day))
    .map((h): [number, number] => [dayStart + clock(h.opens) * MINUTE, dayStart + clock(h.closes) * MINUTE])
    .sort((a, b) => a[0] - b[0])
}

/**
 * The moment `minutes` after `arrived`: around the clock, or counting only the office's open hours (an enquiry
 * at 19:55 on a Saturday, closed at 18:00, with a 15-minute promise is due at 9:15 on Monday). Looks at most a
 * year ahead for open hours (a week with none has none).
 */
export function dueAfter(arrived: number, minutes: number, workingHours: boolean, hours: OfficeHours): number {
  if (!workingHours) return arrived + minutes * MINUTE
  let left = minutes * MINUTE
  let dayStart = Math.floor((arrived + IST) / DAY) * DAY - IST
  for (let i = 0; i < 366; i++, dayStart += DAY)
    for (const [opens, closes] of openSpans(dayStart, hours)) {
      const from = Math.max(opens, arrived)
      if (from >= closes) continue
      if (from + left <= closes) return from + left
      left -= closes - from
    }
  return arrived + minutes * MINUTE
}

/** The promise that counts for a kind of enquiry: the sooner of its form's, with when it falls due; none without a promise. */
export function duePromise(
  arrived: number,
  promises: PromiseSaid[] | undefined,
  hours: OfficeHours,
): { at: number; minutes: number; workingHours: boolean } | undefined {
  const each = (promises ?? []).map((p) => {
    const minutes = minutesOf(p.within)
    const workingHours = p.workingHours === true
    return { at: dueAfter(arrived, minutes, workingHours, hours), minutes, workingHours }
  })
  return each.sort((a, b) => a.at - b.at)[0]
}

/** "15-minute promise", "2-hour promise, in working hours", "1-day promise". */
export function promiseWords(minutes: number, workingHours: boolean): string {
  const [n, unit] = minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute']
  return `${n}-${unit} promise${workingHours ? ', in working hours' : ''}`
}

/**
 * The promises made to one kind of enquiry in a line, for the office's notification: "within 15 minutes, in working
 * hours (the campaign's callback form); within 2 hours, in working hours (the thank-you page after it)".
 */
export function promiseLine(promises: PromiseSaid[] | undefined): string {
  if (!promises?.length) return 'No reply promised'
  return promises.map((p) => `within ${p.within}${p.workingHours ? ', in working hours' : ''} (${p.where})`).join('; ')
}
