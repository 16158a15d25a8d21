/**
 * The rebuild at each boundary: the build writes, beside the site, when it stops being true by itself
 * (dist/_schedule.json); a scheduled job (.github/workflows/rebuild.yml, scripts/rebuild-due.mjs) reads the
 * live site's copy and calls the host's deploy hook once that moment has passed (docs/DEPLOY.md, "Pages and
 * sections with a time").
 */
import { istText } from '../../src/lib/schedule.ts'
import type { ScheduledChange } from '../../src/checker/at-time.ts'

/** Where the build writes it, in dist/. */
export const SCHEDULE_FILE = '_schedule.json'

export interface ScheduleFile {
  /** When the site was built as (ISO). */
  builtAt: string
  /** The first moment after that at which a page or section starts or ends (ISO), or null. */
  next: string | null
  /** What changes then. */
  changes: { page: string; what: string }[]
}

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
