/**
 * The moment the site is built and served as (src/lib/schedule.ts): now, or SITE_TIME to see the site as it
 * will be (or was) at another moment: `SITE_TIME="2027-01-02 10:00" npm run build` builds it as on 2 January
 * (India time; an ISO time with its offset works too). The build fixes it once, so Vite's pass and the
 * prerender see the same site.
 */
import { scheduleMoment } from '../../src/lib/schedule.ts'

export function siteTime(env: Record<string, string | undefined> = process.env): number {
  const value = env.SITE_TIME?.trim()
  if (!value) return Date.now()
  const ms = scheduleMoment(value, 'from') ?? Date.parse(value)
  if (Number.isNaN(ms))
    throw new Error(`SITE_TIME="${value}" is not a time: write 2027-01-02 or 2027-01-02 10:00 (India time), or leave it out for now.`)
  return ms
}

/**
 * The moment the test build is built as (`npm test` sets SITE_TIME to it), and the "today" of the tests that
 * read the content at a moment: a day while the campaign's offer runs, fixed so that no test changes its
 * answer with the calendar (tests that are about another moment say which). India time.
 */
export const TEST_SITE_TIME = '2026-12-15 10:00'
