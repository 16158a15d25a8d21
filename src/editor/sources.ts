/**
 * The Sources screen's figures, worked out in the browser from the enquiries list both stores
 * already send: enquiries by where they came from, by campaign or by landing page, per week or month, with
 * how many became clients, and whether their promised call-backs were kept; and the search-ad platform's offline
 * conversions as a CSV file.
 */
import type { Enquiry } from '../contract/protocol.ts'
import { csv } from '../lib/spreadsheet.ts'

export type GroupBy = 'channel' | 'campaign' | 'landing'
export type Period = 'week' | 'month'

const IST_MS = (5 * 60 + 30) * 60_000
const DAY_MS = 86_400_000
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The period an ISO time falls in (IST): its key (sortable) and its label ("23 Nov" for the week from that Monday, "Nov 2026"). */
export function periodOf(iso: string, period: Period): { key: string; label: string } {
  const d = new Date(Date.parse(iso) + IST_MS)
  if (period === 'month')
    return {
      key: `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`,
      label: `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
    }
  // Weeks start on Monday.
  const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS)
  return {
    key: monday.toISOString().slice(0, 10),
    label: `${monday.getUTCDate()} ${MONTHS[monday.getUTCMonth()]}`,
  }
}

/** The last `count` periods up to `now`, oldest first. */
export function lastPeriods(now: number, period: Period, count: number): { key: string; label: string }[] {
  const out = new Map<string, string>()
  let t = now
  while (out.size < count) {
    const p = periodOf(new Date(t).toISOString(), period)
    out.set(p.key, p.label)
    t -= period === 'week' ? 7 * DAY_MS : 28 * DAY_MS
  }
  return [...out].map(([key, label]) => ({ key, label })).reverse()
}

/** Words for enquiries kept before sources were, and for a source without a campaign. */
export const NOT_RECORDED = 'not recorded'
export const NO_CAMPAIGN = 'no campaign'

const groupOf = (e: Enquiry, by: GroupBy): string => {
  if (!e.source) return NOT_RECORDED
  if (by === 'channel') return e.source.channel
  if (by === 'campaign') return e.source.campaign || NO_CAMPAIGN
  return e.source.landing || NOT_RECORDED
}

export interface SourceRow {
  name: string
  /** Enquiries per period, as `periods`. */
  counts: number[]
  total: number
  clients: number
  /** Sum of the clients' fees in rupees. */
  fees: number
}

/** Leads (not newsletter sign-ups) in the periods given, grouped; biggest first. */
export function sourceTable(enquiries: Enquiry[], by: GroupBy, period: Period, periods: { key: string }[]): SourceRow[] {
  const index = new Map(periods.map((p, i) => [p.key, i]))
  const rows = new Map<string, SourceRow>()
  for (const e of enquiries) {
    if (e.form === 'Newsletter') continue
    const at = index.get(periodOf(e.created_at, period).key)
    if (at === undefined) continue
    const name = groupOf(e, by)
    const row = rows.get(name) ?? { name, counts: periods.map(() => 0), total: 0, clients: 0, fees: 0 }
    row.counts[at]++
    row.total++
    if (e.progress?.status === 'client') {
      row.clients++
      row.fees += e.progress.fee ?? 0
    }
    rows.set(name, row)
  }
  return [...rows.values()].sort((a, b) => b.total - a.total || b.clients - a.clients || a.name.localeCompare(b.name))
}

/** Promises kept in one period (or all of them): of the enquiries whose promise has been settled, how many were called in time. */
export interface KeptCell {
  /** Enquiries with a promise that were called, or whose due time has passed uncalled. */
  settled: number
  /** Of those, called by their due time. */
  kept: number
  /** The median time from arrival to the first call, in milliseconds, over those called; null if none was. */
  medianToCall: number | null
}

export interface KeptRow {
  name: string
  /** Per period, as `periods`. */
  cells: KeptCell[]
  total: KeptCell
}

const median = (values: number[]): number | null => {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * Whether the office kept the call-backs its forms promised, per group and period (of arrival): how many enquiries were
 * called by their due time, of those already settled (called, or past due); one still waiting inside its promise is
 * not counted yet. The median time to the first call is by the clock, nights and Sundays included, as the visitor
 * waited. Enquiries kept before promises were (no due time) are left out. `by` 'all' gives the one row of every group.
 */
export function promisesKept(
  enquiries: Enquiry[],
  by: GroupBy | 'all',
  period: Period,
  periods: { key: string }[],
  now: number,
): KeptRow[] {
  const index = new Map(periods.map((p, i) => [p.key, i]))
  type Tally = { settled: number; kept: number; waits: number[] }
  const empty = (): Tally => ({ settled: 0, kept: 0, waits: [] })
  const groups = new Map<string, { cells: Tally[]; total: Tally }>()
  for (const e of enquiries) {
    if (!e.due) continue
    const at = index.get(periodOf(e.created_at, period).key)
    if (at === undefined) continue
    const called = e.progress?.firstCalled ? Date.parse(e.progress.firstCalled) : null
    const due = Date.parse(e.due.at)
    if (called === null && due >= now) continue
    const name = by === 'all' ? 'All' : groupOf(e, by)
    const group = groups.get(name) ?? { cells: periods.map(empty), total: empty() }
    for (const tally of [group.cells[at], group.total]) {
      tally.settled++
      if (called !== null && called <= due) tally.kept++
      if (called !== null) tally.waits.push(called - Date.parse(e.created_at))
    }
    groups.set(name, group)
  }
  const cell = (t: Tally): KeptCell => ({ settled: t.settled, kept: t.kept, medianToCall: median(t.waits) })
  return [...groups]
    .map(([name, g]) => ({ name, cells: g.cells.map(cell), total: cell(g.total) }))
    .sort((a, b) => b.total.settled - a.total.settled || a.name.localeCompare(b.name))
}

/** How long an ad platform accepts a click's conversion after the click. */
export const CONVERSION_WINDOW_DAYS = 90

/** "2026-11-28 15:04:05+05:30": the conversion time as the ad platform's upload reads it. */
export function conversionTime(iso: string): string {
  const d = new Date(Date.parse(iso) + IST_MS).toISOString()
  return `${d.slice(0, 10)} ${d.slice(11, 19)}+05:30`
}

/**
 * Google Ads' offline conversion upload: one row per enquiry that became a client and came by a Google ad
 * click (gclid, or gbraid/wbraid from iOS) under 90 days before `now`. The click's time is the enquiry's
 * (the visit that clicked is the one that enquired); the conversion's is when it became a client. Every cell is
 * spreadsheet-safe (src/lib/spreadsheet.ts): a click id starting with - or = is written with an apostrophe first,
 * as in every CSV the office downloads.
 */
export function conversionsCsv(enquiries: Enquiry[], conversionName: string, now: number): { csv: string; rows: number } {
  const header = ['Google Click ID', 'GBRAID', 'WBRAID', 'Conversion Name', 'Conversion Time', 'Conversion Value', 'Conversion Currency']
  const lines: string[][] = []
  for (const e of enquiries) {
    const click = e.source?.click
    if (!click || !['gclid', 'gbraid', 'wbraid'].includes(click.kind)) continue
    if (e.progress?.status !== 'client' || !e.progress.clientAt) continue
    if (now - Date.parse(e.created_at) >= CONVERSION_WINDOW_DAYS * DAY_MS) continue
    lines.push([
      click.kind === 'gclid' ? click.id : '',
      click.kind === 'gbraid' ? click.id : '',
      click.kind === 'wbraid' ? click.id : '',
      conversionName,
      conversionTime(e.progress.clientAt),
      e.progress.fee === null ? '' : String(e.progress.fee),
      'INR',
    ])
  }
  return { csv: csv(header, lines), rows: lines.length }
}
