/**
 * The rebuild at each boundary: the build writes, beside the site, when it stops being true by itself
 * (dist/_schedule.json, scripts/lib/rebuild.ts); the host's scheduler (./worker.ts, every 5 minutes) reads the
 * live site's copy and calls the host's deploy hook once that moment has passed. Plain functions over fetch,
 * so the worker, `npm run rebuild:due` and the tests share them.
 */

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

/** Whether the live site, built as `file` says, is due a rebuild at `now` (milliseconds). */
export function rebuildDue(file: Pick<ScheduleFile, 'next'>, now: number): boolean {
  return file.next !== null && Date.parse(file.next) <= now
}

/** The two settings: the live site's address, and the host's deploy hook (a secret). */
export interface RebuildSettings {
  SITE_URL?: string
  DEPLOY_HOOK_URL?: string
}

/** What one look at the live site did, in a sentence for the log; `ok: false` when it could not do its job. */
export interface RebuildOutcome {
  ok: boolean
  asked: boolean
  said: string
}

/**
 * Reads the live site's schedule and, once its next change has come, asks the host to build the site again.
 * The hook's address is a secret: never said.
 */
export async function rebuildIfDue(settings: RebuildSettings, now: number, fetcher: typeof fetch = fetch): Promise<RebuildOutcome> {
  const site = settings.SITE_URL?.replace(/\/+$/, '')
  const hook = settings.DEPLOY_HOOK_URL
  if (!site && !hook)
    return {
      ok: true,
      asked: false,
      said: 'Not set up: no SITE_URL and DEPLOY_HOOK_URL (docs/DEPLOY.md, "Pages and sections with a time"); nothing to do.',
    }
  if (!site || !hook) {
    const missing = site ? "DEPLOY_HOOK_URL (the host's deploy hook)" : 'SITE_URL (the live site, https://…)'
    return { ok: false, asked: false, said: `Set ${missing} too: docs/DEPLOY.md, "Pages and sections with a time".` }
  }
  let file: ScheduleFile
  try {
    const res = await fetcher(`${site}/${SCHEDULE_FILE}`, { cache: 'no-store', signal: AbortSignal.timeout(20_000) })
    if (!res.ok)
      return {
        ok: false,
        asked: false,
        said: `${site}/${SCHEDULE_FILE} answered ${res.status}: is SITE_URL the live site, built by this version?`,
      }
    file = (await res.json()) as ScheduleFile
  } catch (error) {
    return {
      ok: false,
      asked: false,
      said: `${site}/${SCHEDULE_FILE} could not be read: ${error instanceof Error ? error.message : String(error)}`,
    }
  }
  if (!rebuildDue(file, now))
    return {
      ok: true,
      asked: false,
      said: file.next ? `Nothing due: the site is true until ${file.next}.` : 'Nothing due: nothing on the site changes by itself.',
    }
  let answer: number
  try {
    answer = (await fetcher(hook, { method: 'POST', signal: AbortSignal.timeout(20_000) })).status
  } catch {
    return {
      ok: false,
      asked: false,
      said: `The deploy hook could not be reached; the site was built as at ${file.builtAt} and changed at ${file.next}.`,
    }
  }
  if (answer < 200 || answer >= 300)
    return {
      ok: false,
      asked: false,
      said: `The deploy hook answered ${answer}; the site was built as at ${file.builtAt} and changed at ${file.next}.`,
    }
  return {
    ok: true,
    asked: true,
    said: `Rebuild asked for: built as at ${file.builtAt}, changed at ${file.next} (${file.changes.map((c) => `${c.page}: ${c.what}`).join('; ')}).`,
  }
}
