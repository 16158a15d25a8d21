/**
 * npm test: every check, in order, stopping at the first failure. Each step is a command a developer can
 * also run alone. Ends with one table of what ran and how long it took.
 */
import { spawnSync } from 'node:child_process'
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
  // Needs the registry's advisory service, which is not reachable offline (nor from every mirror).
  ['npm audit --omit=dev (not blocking)', 'npm audit --omit=dev --audit-level=high', false],
]

const only = process.argv.slice(2)
const rows: [string, string, string][] = []
let failed = false
fs.rmSync(FIGURES_FILE, { force: true })
for (const [name, cmd, blocking = true] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue
  const t = performance.now()
  console.log(`\n▶ ${name}: ${cmd}`)
  const r = spawnSync(cmd, { shell: true, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } })
  const ok = r.status === 0
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
process.exit(failed ? 1 : 0)
