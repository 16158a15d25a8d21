/**
 * The content as dist/ was built: at the moment the build wrote into dist/_schedule.json, with only what
 * showed then (pages and sections with from:/until:, src/checker/at-time.ts). The tests that read
 * dist/ compare it with this, not with the content at the moment the test runs.
 */
import fs from 'node:fs'
import path from 'node:path'
import { loadContent, type LoadResult } from '../../scripts/lib/content/index.ts'
import { SCHEDULE_FILE, type ScheduleFile } from '../../scripts/lib/rebuild.ts'

/** The moment dist/ was built as of (milliseconds), from dist/_schedule.json. */
export function builtAt(root: string): number {
  const file = path.join(root, 'dist', SCHEDULE_FILE)
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: the tests that read dist/ run after \`npm run build\` (npm test does both).`)
  return Date.parse((JSON.parse(fs.readFileSync(file, 'utf8')) as ScheduleFile).builtAt)
}

export function builtContent(root: string): LoadResult {
  return loadContent({ root, now: builtAt(root), onlyShowing: true })
}

/** The text of prerendered HTML as a visitor reads it: the entities React writes, decoded (a no-break space as a space). */
export const decodeText = (s: string): string =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
