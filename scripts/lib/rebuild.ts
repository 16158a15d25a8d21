/**
 * The rebuild at each boundary: the build writes, beside the site, when it stops being true by itself
 * (dist/_schedule.json); the host's scheduler (src/rebuild/worker.ts, a Cloudflare Cron Trigger every 5
 * minutes) reads the live site's copy and calls the host's deploy hook once that moment has passed
 * (docs/DEPLOY.md, "Pages and sections with a time").
 */
import { istText } from '../../src/lib/schedule.ts'
import type { ScheduledChange } from '../../src/checker/at-time.ts'
import { SCHEDULE_FILE, type ScheduleFile } from '../../src/rebuild/due.ts'

export { SCHEDULE_FILE, type ScheduleFile }

export function scheduleFile(now: number, changes: ScheduledChange[]): string {
  const next = changes[0]?.at
  const file: ScheduleFile = {
    builtAt: new Date(now).toISOString(),
    next: next === undefined ? null : new Date(next).toISOString(),
    changes: changes.filter((c) => c.at === next).map(({ page, what }) => ({ page, what })),
  }
  return `${JSON.stringify(file, null, 2)}\n`
}

/** The build's line about it: "next change by itself: 1 January 2027, 00:00 IST (/itr-filing-campaign: …)". */
export function nextChangeText(changes: ScheduledChange[]): string {
  const next = changes[0]?.at
  if (next === undefined) return 'no page or section changes by itself later (none has a from: or until: ahead)'
  const what = changes.filter((c) => c.at === next).map((c) => `${c.page}: ${c.what}`)
  return `next change by itself: ${istText(next)} (${what.join('; ')}); the site must be built again then (docs/DEPLOY.md, "Pages and sections with a time")`
}
