/**
 * npm run leads [-- --json] [-- --data-dir <folder>]
 *
 * Prints what the local backend has stored (leads, newsletter subscriptions, guide requests),
 * newest first. PGlite cannot be opened read-only next to a running backend, so while `npm start`
 * or `npm run dev` holds the data folder this says so and exits with status 1.
 */
import { parseArgs } from 'node:util'
import { DataDirLockedError, DEFAULT_DATA_DIR, readStoredRows, type StoredRows } from './backend/index.ts'

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: DEFAULT_DATA_DIR },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

if (values.help) {
  console.log('Usage: npm run leads [-- --json] [-- --data-dir <folder>]')
  process.exit(0)
}

const dataDir = values['data-dir']
let stored: StoredRows | null
try {
  stored = await readStoredRows({ dataDir, handleSignals: false, log: () => {} })
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(
      `The local backend is running (pid ${error.pid}) and holds ${dataDir}.\n` +
        'Stop it (Ctrl+C in the terminal running "npm start" or "npm run dev"), then run "npm run leads" again.',
    )
    process.exit(1)
  }
  throw error
}

if (!stored) {
  console.log(`Nothing stored yet: ${dataDir} does not exist. Submit a form on the local site first.`)
  process.exit(0)
}

if (values.json) {
  // Exit only once the text is written: process.exit() right after a large write to a pipe cuts it short
  // (a test reading 200 KB of rows got a third of them).
  await new Promise<void>((done) => process.stdout.write(`${JSON.stringify(stored, null, 2)}\n`, () => done()))
  process.exit(0)
}

const when = (date: Date | null): string => (date ? date.toISOString().replace('T', ' ').slice(0, 19) : '-')
const oneLine = (text: string | null, max = 80): string => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

console.log(`Local backend data in ${dataDir} (times in UTC, newest first)\n`)

console.log(`Leads (${stored.leads.length})`)
for (const lead of stored.leads) {
  console.log(`  ${when(lead.created_at)}  ${lead.name} <${lead.email}>  ${lead.phone ?? '-'}  ${lead.source_page}`)
  if (lead.service) console.log(`      service: ${lead.service}`)
  if (lead.message) console.log(`      ${oneLine(lead.message)}`)
}

console.log(`\nNewsletter subscriptions (${stored.subscriptions.length})`)
for (const row of stored.subscriptions) {
  console.log(`  ${when(row.created_at)}  ${row.email}  ${row.source ?? '-'}`)
}

console.log(`\nStartup guide requests (${stored.guides.length})`)
for (const row of stored.guides) {
  console.log(
    `  ${when(row.created_at)}  ${row.name} <${row.email}>  ${row.phone ?? '-'}  ` +
      `last viewed ${when(row.viewed_at)}, page ${row.pages_viewed}  id ${row.id}`,
  )
}
