/**
 * npm test: every check, in order, stopping at the first failure. Each step is a command a developer can
 * also run alone. Ends with a table of what ran and how long it took, and the quality summary.
 */
import { spawn } from 'node:child_process'
import { clearFigures, figuresTable, readFigures } from './lib/figures.ts'
import { TEST_SITE_TIME } from './lib/site-time.ts'

/** [name, command]: the first step that fails stops the run. */
const steps: [string, string][] = [
  ['generated types up to date', 'node --import tsx scripts/gen-types.ts --check'],
  ['compiled validators up to date', 'node --import tsx scripts/gen-validators.ts --check'],
  ['icon drawings up to date', 'node --import tsx scripts/gen-icons.ts --check'],
  ['typecheck (tsc --strict)', 'npx tsc --noEmit -p tsconfig.json'],
  ['lint (eslint + prettier)', 'npx eslint . && npx prettier --check .'],
  // What may import what, and no circle between files or between the structure's parts (docs/ARCHITECTURE.md).
  ['import structure (dependency-cruiser)', 'npm run --silent deps'],
  ['content check', 'node --import tsx scripts/check.ts --annotations'],
  ['unit + integration tests', 'npx vitest run'],
  // Every editor call through the one door on each way it is answered, and its table (~4 min).
  ["the editor's contract (every call on every way)", 'npm run --silent test:contract'],
  // Built as on a fixed day (scripts/lib/site-time.ts), so that what the tests read of it is the same on any date.
  ['build + prerender', `SITE_TIME="${TEST_SITE_TIME}" node --import tsx scripts/build.ts`],
  ['prerender + browser tests', 'npx vitest run -c vitest.e2e.config.ts'],
  // The production shape: Cloudflare's runtime serving its own build, the backend on a second origin (~35 s).
  ['production rehearsal (wrangler, second origin)', 'node --import tsx scripts/rehearse.ts'],
  // The office editor on the web address: its own build under wrangler, passkeys in Chromium, a GitHub double (~5 min).
  ['office rehearsal (wrangler, passkeys, GitHub double)', 'node --import tsx scripts/rehearse-office.ts'],
  // Accessibility, best practices, SEO and CLS are gated; performance, LCP and TBT depend on the machine's
  // speed and are reported against their targets (docs/DECISIONS.md, "Lighthouse in npm test"). One run a
  // route: the gated figures do not swing between runs; `npm run bench lighthouse` takes medians of 3.
  ['Lighthouse mobile, 11 routes', 'LIGHTHOUSE_RUNS=1 node --import tsx scripts/bench.ts lighthouse --record --gate'],
  // Fails on a high or critical advisory; says so, without failing, when the advisory service cannot be asked.
  ['npm audit --omit=dev', 'node --import tsx scripts/audit.ts'],
  // The tests about time again, with the machine's clock past the site's next change by itself (libfaketime).
  ['tests again with the clock moved past the next change', 'node --import tsx scripts/test-later.ts'],
]

/** Runs a step, streaming its output, and keeps the output to count the tests it ran. */
function run(cmd: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, {
      shell: true,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
    })
    let output = ''
    child.stdout.on('data', (d: Buffer) => {
      process.stdout.write(d)
      output += d.toString()
    })
    child.stderr.on('data', (d: Buffer) => {
      process.stderr.write(d)
      output += d.toString()
    })
    child.on('close', (status) => resolve({ status, output }))
  })
}

/** Vitest's "Tests  12 failed | 340 passed (352)" line. */
function countTests(output: string): { passed: number; failed: number } {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '')
  const line = [...plain.matchAll(/^\s*Tests\s+(.*)$/gm)].at(-1)?.[1] ?? ''
  const n = (word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0)
  return { passed: n('passed'), failed: n('failed') }
}

const only = process.argv.slice(2)
const totals = { passed: 0, failed: 0 }
const rows: [string, string, string][] = []
let failed = false
clearFigures()
for (const [name, cmd] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue
  const t = performance.now()
  console.log(`\n▶ ${name}: ${cmd}`)
  const r = await run(cmd)
  const ok = r.status === 0
  if (cmd.includes('vitest')) {
    const c = countTests(r.output)
    totals.passed += c.passed
    totals.failed += c.failed
  }
  rows.push([name, ok ? 'ok' : 'FAILED', `${((performance.now() - t) / 1000).toFixed(1)} s`])
  if (!ok) {
    failed = true
    break
  }
}
const w = Math.max(...rows.map((r) => r[0].length))
console.log('\n' + rows.map(([n, s, d]) => `${n.padEnd(w)}  ${s.padEnd(6)}  ${d}`).join('\n'))
// The quality summary: one row per figure the gates recorded (tests/prerender/figures.ts).
const figures = readFigures()
if (figures.length) console.log(`\nQuality\n${figuresTable(figures)}`)
// The plain closing line CI reads: every test that ran, across the unit and browser runs.
console.log(`\n${totals.passed} passed, ${totals.failed} failed`)
process.exit(failed ? 1 : 0)
