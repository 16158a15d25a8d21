/**
 * npm test: every check, in order, stopping at the first failure. Each step is a command a developer can
 * also run alone. Ends with one table of what ran and how long it took.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { FIGURES_FILE, readFigures } from '../tests/prerender/figures.ts'

/** [name, command, blocking]: a step that is not blocking is reported and does not stop the run. */
const steps: [string, string, boolean?][] = [
  ['generated types up to date', 'node --import tsx scripts/gen-types.ts --check'],
  ['typecheck (tsc --strict)', 'npx tsc --noEmit -p tsconfig.json'],
  ['lint (eslint + prettier)', 'npx eslint . && npx prettier --check .'],
  ['content check', 'node --import tsx scripts/check.ts --annotations'],
  ['unit + integration tests', 'npx vitest run'],
  ['build + prerender', 'node --import tsx scripts/build.ts'],
  ['prerender + browser tests', 'npx vitest run -c vitest.e2e.config.ts'],
  // Figures, not a gate: Lighthouse medians swing with the machine's load (docs/DECISIONS.md, "Speed").
  ['Lighthouse mobile, 7 routes (not blocking)', 'node --import tsx scripts/bench.ts lighthouse --record', false],
  // Needs the registry's advisory service, which is not reachable offline (nor from every mirror).
  ['npm audit --omit=dev (not blocking)', 'npm audit --omit=dev --audit-level=high', false],
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
fs.rmSync(FIGURES_FILE, { force: true })
for (const [name, cmd, blocking = true] of steps) {
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
  rows.push([name, ok ? 'ok' : blocking ? 'FAILED' : 'warn', `${((performance.now() - t) / 1000).toFixed(1)} s`])
  if (!ok && blocking) {
    failed = true
    break
  }
}
const w = Math.max(...rows.map((r) => r[0].length))
console.log('\n' + rows.map(([n, s, d]) => `${n.padEnd(w)}  ${s.padEnd(6)}  ${d}`).join('\n'))
// Key figures the quality tests recorded (tests/prerender/figures.ts).
for (const [k, v] of Object.entries(readFigures())) console.log(`  ${k}: ${v}`)
// The plain closing line CI reads: every test that ran, across the unit and browser runs.
console.log(`\n${totals.passed} passed, ${totals.failed} failed`)
process.exit(failed ? 1 : 0)
