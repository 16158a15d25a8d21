/**
 * npm run leads [-- --json | --csv [--table leads|subscriptions|guides]] [-- --data-dir <folder>]
 *
 * `--csv` gives the editor's Enquiries download, column for column (every enquiry and sign-up, where it came
 * from, its status, who set it, the note and a client's fee); `--table subscriptions` or `guides` the table as stored.
 * `--json` gives the same enquiries by the same fields' keys (src/notifications/lead-fields.ts), and the
 * subscriptions and guide requests as stored.
 *
 * Prints what the local backend has stored (leads, newsletter subscriptions, guide requests),
 * newest first. PGlite cannot be opened twice, so while `npm start` or `npm run dev` holds the data folder
 * this reads through that server (LocalBackend.share); a holder that does not share it (an older server) is
 * named and the exit status is 1.
 * Visitors wrote this text: control characters are shown escaped (\x1b), never sent to the terminal,
 * and the CSV export turns anything a spreadsheet would run as a formula into text.
 */
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { callOfficeFunction, dataDirOf, DataDirLockedError, readStoredRows, type StoredRows } from './backend/index.ts'
import { csv, istTime, printable, printableJson, spreadsheetPhone } from '../src/editor-calls/lead-text.ts'
import { enquiriesCsv, enquiriesJson, toEnquiries } from '../src/editor-calls/enquiry-rows.ts'
import { whoAmI, wordsOf } from './editor/enquiries.ts'
import { promiseWords } from '../src/lib/promise.ts'
import { languageWords } from '../src/notifications/lead-fields.ts'

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url))

const USAGE = 'Usage: npm run leads [-- --json | --csv [--table leads|subscriptions|guides]] [-- --data-dir <folder>]'
const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    csv: { type: 'boolean', default: false },
    table: { type: 'string', default: 'leads' },
    // LOCAL_BACKEND_DIR, as the server that wrote them reads it, unless a folder is named.
    'data-dir': { type: 'string', default: dataDirOf() },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

if (values.help) {
  console.log(USAGE)
  process.exit(0)
}
if (!['leads', 'subscriptions', 'guides'].includes(values.table)) {
  console.error(`--table must be leads, subscriptions or guides (got "${values.table}").\n${USAGE}`)
  process.exit(2)
}

const dataDir = values['data-dir']
let stored: StoredRows | null
try {
  stored = await readStoredRows({ dataDir, handleSignals: false, log: () => {} })
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(
      `Process ${error.pid} holds ${dataDir} and does not share it.\n` +
        'Stop it (Ctrl+C in its terminal), or restart "npm start" or "npm run dev", which share it, then run "npm run leads" again.',
    )
    process.exit(1)
  }
  throw error
}

if (!stored) {
  console.log(`Nothing stored yet: ${dataDir} does not exist. Submit a form on the local site first.`)
  process.exit(0)
}

/**
 * Every read of people's data is logged, as the editor's are (office_read_log, 0008_privacy.sql: who, when, which
 * rows, how): who is this computer's git user, else its login name. A read that cannot be logged shows nothing.
 */
const shown =
  values.table === 'subscriptions' && values.csv
    ? stored.subscriptions
    : values.table === 'guides' && values.csv
      ? stored.guides
      : [...stored.leads, ...stored.subscriptions, ...stored.guides]
if (shown.length) {
  const logged = await callOfficeFunction(
    'office_read_log',
    {
      who: whoAmI(REPO_ROOT),
      what: 'enquiries',
      rows_read: shown.map((r) => r.id),
      export_kind: values.json ? 'command-line-json' : values.csv ? 'command-line-csv' : 'command-line',
    },
    { dataDir, handleSignals: false, log: () => {} },
  ).catch((error: unknown) => ({ status: 0, error: { code: '', message: String(error), hint: null } }))
  if (!logged || 'error' in logged) {
    console.error(
      `This read could not be written to the log of who read what${logged && 'error' in logged ? ` (${logged.error.message})` : ''}: nothing is shown.`,
    )
    process.exit(1)
  }
}

/** Exit only once the text is written: process.exit() right after a large write to a pipe cuts it short. */
const writeAndExit = (text: string) => new Promise<void>((done) => process.stdout.write(text, () => done())).then(() => process.exit(0))

/** The services' names and the brand, as the editor's Enquiries read them. */
const words = await wordsOf(REPO_ROOT)

if (values.json) {
  const { subscriptions, guides } = stored
  await writeAndExit(`${printableJson({ leads: enquiriesJson(toEnquiries(stored, words)), subscriptions, guides })}\n`)
}

if (values.csv) {
  const s = stored
  const tables = {
    // The editor's Enquiries download, column for column (src/editor-calls/enquiry-rows.ts).
    leads: () => enquiriesCsv(toEnquiries(s, words)),
    subscriptions: () =>
      csv(
        ['created_at (IST)', 'email', 'source'],
        s.subscriptions.map((r) => [istTime(r.created_at), r.email, r.source]),
      ),
    guides: () =>
      csv(
        ['created_at (IST)', 'name', 'email', 'phone', 'viewed_at (IST)', 'pages_viewed', 'id'],
        s.guides.map((r) => [
          istTime(r.created_at),
          r.name,
          r.email,
          spreadsheetPhone(r.phone),
          istTime(r.viewed_at),
          r.pages_viewed,
          r.id,
        ]),
      ),
  }
  await writeAndExit(tables[values.table as keyof typeof tables]())
}

const when = (date: Date | null): string => (date ? date.toISOString().replace('T', ' ').slice(0, 19) : '-')
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)
/** A message on one line: its line breaks folded to spaces, any other control character shown escaped. */
const oneLine = (text: string | null, max = 80): string => cut(printable((text ?? '').replace(/[ \t\r\n]+/g, ' ').trim()), max)
/** A single-line field (name, e-mail...): nothing folded, every control character shown escaped. */
const field = (text: string | null): string => (text === null ? '-' : cut(printable(text), 200))

console.log(`Local backend data in ${dataDir} (times in UTC, newest first)\n`)

console.log(`Leads (${stored.leads.length})`)
for (const lead of stored.leads) {
  console.log(`  ${when(lead.created_at)}  ${field(lead.name)} <${field(lead.email)}>  ${field(lead.phone)}  ${field(lead.source_page)}`)
  if (lead.due_at && lead.promise_minutes)
    console.log(`      call by: ${when(lead.due_at)} (${promiseWords(lead.promise_minutes, lead.promise_working_hours === true)})`)
  if (lead.language === 'hi') console.log(`      language: ${languageWords(lead.language)}`)
  if (lead.service) console.log(`      service: ${field(lead.service)}`)
  if (lead.message) console.log(`      ${oneLine(lead.message)}`)
}

console.log(`\nNewsletter subscriptions (${stored.subscriptions.length})`)
for (const row of stored.subscriptions) {
  console.log(`  ${when(row.created_at)}  ${field(row.email)}  ${field(row.source)}`)
}

console.log(`\nStartup guide requests (${stored.guides.length})`)
for (const row of stored.guides) {
  console.log(
    `  ${when(row.created_at)}  ${field(row.name)} <${field(row.email)}>  ${field(row.phone)}  ` +
      `last viewed ${when(row.viewed_at)}, page ${row.pages_viewed}  id ${row.id}`,
  )
}
