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
