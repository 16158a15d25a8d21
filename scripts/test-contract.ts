/**
 * npm run test:contract: the editor's contract suite (tests/contract), every call through the one door on each
 * way it is answered, then its table: call × way, how many times each was called there, and whether the answers'
 * shapes agree (a value that is text on one way and a number or a date's object on another is the kind of
 * difference that once stopped the office computer: "p.client_at.toISOString is not a function"), and each call as
 * each role on the web address (allowed, or refused 403: src/contract/roles.ts). Ends with
 * `calls not under the contract: N`; any call of the route table that a way never answered, a shape that
 * differs, or a failing test, exits 1. A new call in the table without its contract test fails here.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROUTES, type RouteName } from '../src/contract/protocol.ts'
import { WAYS } from '../tests/contract/way-names.ts'
import { ROLES, type Role } from '../src/contract/roles.ts'

interface Record {
  way: string
  name: RouteName
  status: number
  shape: { [at: string]: string }
  /** On the web address: the role the call was made as. */
  role?: string
}

const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contract-')), 'calls.jsonl')
fs.writeFileSync(log, '')
const run = spawnSync('npx', ['vitest', 'run', '-c', 'vitest.contract.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CONTRACT_LOG: log },
})
const records = fs
  .readFileSync(log, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Record)
fs.rmSync(path.dirname(log), { recursive: true, force: true })

const names = Object.keys(ROUTES) as RouteName[]
const count = (name: RouteName, way: string) => records.filter((r) => r.name === name && r.way === way).length
const short = ['folder alone', 'site running', 'web address']

// The answers' shapes: at each place in an answer, the kinds of value each way gave (null and absent agree with anything).
const differences: string[] = []
for (const name of names) {
  const kinds = new Map<string, Map<string, Set<string>>>()
  for (const r of records.filter((r) => r.name === name && r.status === 200))
    for (const [at, kind] of Object.entries(r.shape)) {
      const byWay = kinds.get(at) ?? kinds.set(at, new Map()).get(at)!
      ;(byWay.get(r.way) ?? byWay.set(r.way, new Set()).get(r.way)!).add(kind)
    }
  for (const [at, byWay] of kinds) {
    const all = new Set([...byWay.values()].flatMap((k) => [...k]))
    if (all.size > 1 && byWay.size > 1)
      differences.push(
        `${name} ${at}: ${[...byWay].map(([way, k]) => `${short[WAYS.indexOf(way as never)] ?? way} ${[...k].join('/')}`).join(', ')}`,
      )
  }
}

const width = Math.max(...names.map((n) => n.length))
const rows = names.map(
  (name) => `${name.padEnd(width)}  ${WAYS.map((w, i) => String(count(name, w) || '—').padStart(short[i].length)).join('  ')}`,
)
console.log(`\nThe editor's contract: calls answered on each way\n${''.padEnd(width)}  ${short.join('  ')}\n${rows.join('\n')}`)
// Every call as every role, on the web address: allowed (✓) or refused (403), as src/contract/roles.ts says.
const asRole = (name: RouteName, role: Role) => records.filter((r) => r.name === name && r.role === role)
const roleRows = names.map(
  (name) =>
    `${name.padEnd(width)}  ${ROLES.map((role) => {
      const calls = asRole(name, role)
      return (calls.length === 0 ? '—' : calls.some((r) => r.status === 403) ? 'refused' : 'allowed').padStart(8)
    }).join('  ')}`,
)
console.log(
  `\nThe same calls by role, on the web address\n${''.padEnd(width)}  ${ROLES.map((r) => r.padStart(8)).join('  ')}\n${roleRows.join('\n')}`,
)
const missing = names.filter((name) => WAYS.some((w) => count(name, w) === 0) || ROLES.some((role) => asRole(name, role).length === 0))
if (differences.length) console.log(`\nAnswers whose shapes differ between the ways:\n  ${differences.join('\n  ')}`)
if (missing.length) console.log(`\nNot called on every way, or not as every role: ${missing.join(', ')}`)
console.log(`calls not under the contract: ${missing.length}`)
process.exit(run.status !== 0 || missing.length || differences.length ? 1 : 0)
