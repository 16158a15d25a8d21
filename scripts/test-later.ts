/**
 * npm test's last step: the tests whose subject is time, run again with this machine's clock moved past the
 * site's next change by itself (the next `from:` or `until:` in the content: the campaign's offer ending on
 * 1 January 2027), so that a test the calendar would break fails today, not on that day. With no change
 * ahead, the clock moves a year on.
 *
 * The clock is moved for the commands only, by libfaketime (`apt-get install -y faketime`; .ci/run installs
 * it): Node, and Chromium started from it, see the later date; the files they write keep the real one.
 *
 *   node --import tsx scripts/test-later.ts            the moment chosen as above
 *   LATER="2027-01-05 10:00" node --import tsx …       another moment (India time)
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadContent } from './lib/content/index.ts'
import { changesAfter } from '../src/checker/at-time.ts'
import { istText } from '../src/lib/schedule.ts'
import { siteTime } from './lib/site-time.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DAY = 86_400_000

/** Four days after the next change by itself (at 10:00 IST that day), or a year from now with none ahead. */
export function laterMoment(now = Date.now()): number {
  const { content } = loadContent({ root })
  const next = content ? changesAfter(content, now)[0]?.at : undefined
  if (next === undefined) return now + 365 * DAY
  const ist = 5.5 * 3_600_000
  const day = Math.floor((next + ist) / DAY) * DAY - ist
  return day + 4 * DAY + 10 * 3_600_000
}

/** The tests that are about time: every unit and integration test, the build, and the browser tests of what changes by itself. */
const BROWSER_TESTS = ['tests/prerender', 'tests/e2e/campaign.test.ts', 'tests/e2e/boundaries.test.ts', 'tests/e2e/thank-you.test.ts']

function main(): number {
  if (spawnSync('faketime', ['--version'], { stdio: 'ignore' }).error) {
    console.error('faketime is not installed: `apt-get install -y faketime` (CI installs it in .ci/run). It moves the clock for this step.')
    return 1
  }
  const at = process.env.LATER ? siteTime({ SITE_TIME: process.env.LATER }) : laterMoment()
  // faketime reads a time in the machine's zone; UTC is given, and set, so that it means the same everywhere.
  const stamp = new Date(at).toISOString().replace('T', ' ').slice(0, 19)
  console.log(`The clock moved to ${istText(at)} (${stamp} UTC) for the tests about time.`)
  const run = (what: string, cmd: string[], env: Record<string, string> = {}) => {
    console.log(`\n▶ ${what} (clock at ${istText(at)}): ${cmd.join(' ')}`)
    const r = spawnSync('faketime', ['-f', `@${stamp}`, ...cmd], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TZ: 'UTC', ...env },
    })
    return r.status === 0
  }
  // The build goes to dist/, as a developer's would on that day: this is npm test's last step.
  const ok =
    run('content check', ['node', '--import', 'tsx', 'scripts/check.ts']) &&
    run('unit + integration tests', ['npx', 'vitest', 'run']) &&
    run('build, as of that day', ['node', '--import', 'tsx', 'scripts/build.ts']) &&
    run('prerender and browser tests of what changes by itself', ['npx', 'vitest', 'run', '-c', 'vitest.e2e.config.ts', ...BROWSER_TESTS])
  return ok ? 0 : 1
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main())
