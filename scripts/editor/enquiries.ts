/**
 * The office computer's store of enquiries (./enquiry-store.ts), read and changed on the editor's server only,
 * never by the browser:
 *
 * - with hosted Supabase (VITE_SUPABASE_URL and a server-only SUPABASE_SERVICE_ROLE_KEY or
 *   SUPABASE_SECRET_KEY in the environment or a .env file), the hosted store, through supabase-js with that key,
 *   which only this process holds: the key has no VITE_ prefix, so Vite never puts it in a page, and the build's
 *   secret scan refuses it in dist/;
 * - otherwise the local backend's data folder, as `npm run leads` reads it: through the running `npm start`
 *   or `npm run dev` when one holds the folder (LocalBackend.share), else by opening it.
 *
 * The calls themselves are ./enquiry-calls.ts, the same as on the web address.
 */
import { execFileSync } from 'node:child_process'
import { userInfo } from 'node:os'
import path from 'node:path'
import { loadEnv } from 'vite'
import fs from 'node:fs'
import { callOfficeFunction, DataDirLockedError, readStoredRows } from '../backend/index.ts'
import { CallError } from '../../src/contract/errors.ts'
import type { EnquiryWords } from '../../src/editor-calls/enquiry-rows.ts'
import { supabaseEnquiries, StoreCallError, type EnquiryStore, type HostedProject } from '../../src/editor-calls/enquiry-store.ts'
import type { EnquiryContext } from '../../src/editor-calls/enquiry-calls.ts'
import { enquiryContext } from '../../src/editor-calls/door.ts'
import { messages } from '../../src/contract/messages.ts'

/** The server-only credential for hosted Supabase, when one is configured. */
function hostedCredential(root: string): HostedProject | undefined {
  const env = { ...loadEnv('development', root, ''), ...process.env }
  const url = env.VITE_SUPABASE_URL?.trim()
  const key = (env.SUPABASE_SERVICE_ROLE_KEY ?? env.SUPABASE_SECRET_KEY)?.trim()
  return url && key ? { url, key } : undefined
}

/** A site file's text, or undefined when it cannot be read. */
function readText(root: string, file: string): string | undefined {
  try {
    return fs.readFileSync(path.join(root, file), 'utf8')
  } catch {
    return undefined
  }
}

/** Service values as the forms show them, a WhatsApp reply's first line and the brand, as the enquiry calls read them. */
export const wordsOf = (root: string): Promise<EnquiryWords> => localContext(root).words()

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

/** Resolves once this process has let go of the local data folder (the editor waits for it when it stops). */
export async function folderSettled(): Promise<void> {
  // A call takes the folder more than once (the rows, then the log of their read): wait for whole calls.
  while (callsUnderWay.size) await Promise.allSettled([...callsUnderWay])
  await folderTurn
}

/** The enquiry calls this process is answering (./enquiry-calls.ts), each until its last use of the folder. */
const callsUnderWay = new Set<Promise<unknown>>()

/** The local folder's use, its refusal in the editor's words while a site holds it without sharing. */
async function onFolder<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await inTurn(work)
  } catch (e) {
    if (e instanceof DataDirLockedError) throw new CallError(409, { error: messages.enquiries.siteHoldsThem })
    throw e
  }
}

const rowsUnderWay = new Map<string, ReturnType<EnquiryStore['rows']>>()

/** The local backend's data folder (PGlite) as the store of people's data. */
export function dataFolderEnquiries(dataDir: string): EnquiryStore {
  const options = { dataDir, handleSignals: false, log: () => {} }
  return {
    source: 'local',
    where: dataDir,
    // A read under way is shared by the calls that come meanwhile (the list and the top bar's count).
    rows: () =>
      (rowsUnderWay.get(dataDir) ??
        rowsUnderWay
          .set(
            dataDir,
            onFolder(() => readStoredRows(options)).finally(() => rowsUnderWay.delete(dataDir)),
          )
          .get(dataDir))!,
    async call(fn, args) {
      const answer = await onFolder(() => callOfficeFunction(fn, args, options))
      if (answer === null) throw new CallError(404, { error: messages.enquiries.nothingStored })
      if ('error' in answer) throw new StoreCallError(answer.error.code, answer.error.message, answer.error.hint)
      return answer.body as never
    },
  }
}

/**
 * Who is at the office computer when they gave no name in the editor (src/contract/person.ts): its git user
 * (the one Publish commits as), else its login name.
 */
export function whoAmI(root: string): string {
  try {
    const name = execFileSync('git', ['config', 'user.name'], { cwd: root, encoding: 'utf8' }).trim()
    if (name) return name.slice(0, 100)
  } catch {
    // no git user configured
  }
  return (userInfo().username || 'editor').slice(0, 100)
}

/**
 * The office computer's context for the enquiry calls (src/editor-calls/door.ts, enquiryContext): its store, its
 * person (the name given, else whoAmI; one computer, one office: whoever sits at it sees what an owner sees),
 * and its site's words read from the folder. Each call is counted until it has let go of the folder (folderSettled).
 */
export function localContext(root: string, person?: string): EnquiryContext {
  const hosted = hostedCredential(root)
  const store = hosted ? supabaseEnquiries(hosted) : dataFolderEnquiries(localDataDir(root))
  return enquiryContext(store, { name: person ?? whoAmI(root), owner: true }, async (file) => readText(root, file))
}

/** Counts a call under way until it settles (the editor waits for them when it stops: folderSettled). */
export function underWay<T>(call: Promise<T>): Promise<T> {
  callsUnderWay.add(call)
  void call.then(
    () => callsUnderWay.delete(call),
    () => callsUnderWay.delete(call),
  )
  return call
}
