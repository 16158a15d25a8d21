/**
 * The publish log: who published what, when, kept in the OFFICE store under `log:<time>:<commit>` (keys in
 * time order), and the newest entries for the office's History list. Any signed-in person may read it.
 */
import type { Env } from './env.ts'
import { getJson, keysUnder, putJson } from './kv.ts'

/** One entry of the publish log. */
export interface LogEntry {
  at: string
  who: string
  /** Everyone whose saved changes went in, when others' did too. */
  authors?: string[]
  summary: string
  files: string[]
  commit: string
  url: string
  review: boolean
}

/** How many entries the History list shows, newest first. */
export const LOG_SHOWN = 50

export async function addToLog(env: Env, entry: LogEntry): Promise<void> {
  await putJson(env.OFFICE, `log:${entry.at}:${entry.commit.slice(0, 12)}`, entry)
}

export async function newestInLog(env: Env, max = LOG_SHOWN): Promise<LogEntry[]> {
  const keys = (await keysUnder(env.OFFICE, 'log:')).sort().reverse().slice(0, max)
  const entries = await Promise.all(keys.map((key) => getJson<LogEntry>(env.OFFICE, key)))
  return entries.filter((e): e is LogEntry => !!e)
}
