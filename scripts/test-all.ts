/**
 * npm test: every check, in order, stopping at the first failure. Each step is a command a developer can
 * also run alone. Ends with one table of what ran and how long it took.
 */
import { spawnSync } from 'node:child_process'

const steps: [string, string][] = [
  ['generated types up to date', 'node --import tsx scripts/gen-types.ts --check'],
  ['typecheck (tsc --strict)', 'npx tsc --noEmit -p tsconfig.json'],
  ['lint (eslint + prettier)', 'npx eslint . && npx prettier --check .'],
  ['content check', 'node --import tsx scripts/check.ts --annotations'],
  ['unit + integration tests', 'npx vitest run'],
  ['build + prerender', 'node --import tsx scripts/build.ts'],
  ['prerender + browser tests', 'npx vitest run -c vitest.e2e.config.ts'],
]

const only = process.argv.slice(2)
const rows: [string, string, string][] = []
let failed = false
for (const [name, cmd] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue
  const t = performance.now()
  console.log(`\n▶ ${name}: ${cmd}`)
  const r = spawnSync(cmd, { shell: true, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } })
  const ok = r.status === 0
  rows.push([name, ok ? 'ok' : 'FAILED', `${((performance.now() - t) / 1000).toFixed(1)} s`])
  if (!ok) {
    failed = true
    break
  }
}
const w = Math.max(...rows.map((r) => r[0].length))
console.log('\n' + rows.map(([n, s, d]) => `${n.padEnd(w)}  ${s.padEnd(6)}  ${d}`).join('\n'))
process.exit(failed ? 1 : 0)
