/**
 * Enquiries: what visitors sent through every form, for the editor's read-only list and its CSV export
 * (the same safe CSV as `npm run leads -- --csv`). Read on the editor's server only, never by the browser:
 *
 * - with hosted Supabase (VITE_SUPABASE_URL and a server-only SUPABASE_SERVICE_ROLE_KEY or
 *   SUPABASE_SECRET_KEY in the environment or a .env file), through supabase-js with that key, which only
 *   this process holds: the key has no VITE_ prefix, so Vite never puts it in a page, and the build's
 *   secret scan refuses it in dist/;
 * - otherwise from the local backend's data folder, as `npm run leads` reads it: through the running `npm start`
 *   or `npm run dev` when one holds the folder (LocalBackend.share), else by opening it.
 */
import { execFileSync } from 'node:child_process'
import { userInfo } from 'node:os'
import path from 'node:path'
import { loadEnv } from 'vite'
import { readYamlFile } from '../lib/content/fs-source.ts'
import { DataDirLockedError, readStoredRows, retryNotification, setEnquiryStatus, type StoredRows } from '../backend/index.ts'
import { EditorError } from './errors.ts'
import {
  notificationId,
  readHosted,
  resendHosted,
  enquiryWords,
  type EnquiryWords,
  setStatusHosted,
  statusChange,
  toEnquiries,
  unknownLead,
  type HostedProject,
} from './enquiry-rows.ts'
import type { EnquiriesResponse, ResendResponse } from '../../src/editor/protocol.ts'
import { messages } from '../../src/editor/messages.ts'

export { ENQUIRIES_MAX, enquiriesCsv, toEnquiries } from './enquiry-rows.ts'

/** The server-only credential for hosted Supabase, when one is configured. */
function hostedCredential(root: string): HostedProject | undefined {
  const env = { ...loadEnv('development', root, ''), ...process.env }
  const url = env.VITE_SUPABASE_URL?.trim()
  const key = (env.SUPABASE_SERVICE_ROLE_KEY ?? env.SUPABASE_SECRET_KEY)?.trim()
  return url && key ? { url, key } : undefined
}

/** Service values as the forms show them (pages/_site/forms.yaml) and a WhatsApp reply's first line (site.yaml). */
export function wordsOf(root: string): EnquiryWords {
  const read = (file: string) => {
    try {
      return readYamlFile(root, file)
    } catch {
      return null
    }
  }
  return enquiryWords(read('pages/_site/forms.yaml'), read('pages/_site/site.yaml'))
}

/** The read under way, shared by calls that come meanwhile: PGlite opens one folder once per process. */
let reading: Promise<EnquiriesResponse> | undefined

export function readEnquiries(root: string): Promise<EnquiriesResponse> {
  reading ??= readOnce(root).finally(() => (reading = undefined))
  return reading
}

async function readOnce(root: string): Promise<EnquiriesResponse> {
  const hosted = hostedCredential(root)
  if (hosted) {
    const rows = await readHosted(hosted)
    return { source: 'hosted', where: new URL(hosted.url).host, enquiries: toEnquiries(rows, wordsOf(root)) }
  }
  const dataDir = localDataDir(root)
  let rows: StoredRows | null
  try {
    rows = await inTurn(() => readStoredRows({ dataDir, handleSignals: false, log: () => {} }))
  } catch (e) {
    if (e instanceof DataDirLockedError) throw new EditorError(409, { error: messages.enquiries.siteHoldsThem })
    throw e
  }
  return { source: 'local', where: dataDir, enquiries: rows ? toEnquiries(rows, wordsOf(root)) : [] }
}

const localDataDir = (root: string) => path.resolve(process.env.LOCAL_BACKEND_DIR ?? path.join(root, '.data/pglite'))

/**
 * This process's uses of the local data folder, one at a time: PGlite opens a folder once, so a Save pressed
 * while the list (or the top bar's count of new enquiries) was being read found the folder held by this
 * very editor, and said the local site held it.
 */
let folderTurn: Promise<unknown> = Promise.resolve()
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = folderTurn.then(work, work)
  folderTurn = run.catch(() => undefined)
  return run
}

/**
 * "Send again": a failed notification is due again now, with its tries counted afresh. The running site (or the
 * hosted function's next sweep) sends it; locally that is the next `npm start` or `npm run dev` when none runs.
 */
export async function resendNotification(root: string, given: unknown): Promise<ResendResponse> {
  const id = notificationId(given)
  const hosted = hostedCredential(root)
  if (hosted) return resendHosted(hosted, id)
  let again: boolean | null
  try {
    again = await inTurn(() => retryNotification(id, { dataDir: localDataDir(root), handleSignals: false, log: () => {} }))
  } catch (e) {
    if (e instanceof DataDirLockedError) throw new EditorError(409, { error: messages.enquiries.siteHoldsThem })
    throw e
  }
  if (again === null) throw new EditorError(404, { error: messages.enquiries.nothingStored })
  return { id, again }
}

/** Who changes a status: this computer's git user (the one Publish commits as), else its login name. */
function whoAmI(root: string): string {
  try {
    const name = execFileSync('git', ['config', 'user.name'], { cwd: root, encoding: 'utf8' }).trim()
    if (name) return name.slice(0, 100)
  } catch {
    // no git user configured
  }
  return (userInfo().username || 'editor').slice(0, 100)
}

/** New → called → done, with a note: the live database (enquiry_set_status) or this computer's. */
export async function setStatus(root: string, body: Record<string, unknown>): Promise<{ ok: true }> {
  const change = statusChange(body)
  const by = whoAmI(root)
  const hosted = hostedCredential(root)
  if (hosted) return setStatusHosted(hosted, change, by)
  try {
    await inTurn(() => setEnquiryStatus({ ...change, by }, { dataDir: localDataDir(root), handleSignals: false, log: () => {} }))
  } catch (e) {
    if (e instanceof DataDirLockedError) throw new EditorError(409, { error: messages.enquiries.siteHoldsThem })
    if (unknownLead(e)) throw new EditorError(404, { error: messages.enquiries.noSuchEnquiry })
    throw e
  }
  return { ok: true }
}
