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
import { readYamlFile } from '../lib/content/fs-source.ts'
import { callOfficeFunction, DataDirLockedError, readStoredRows } from '../backend/index.ts'
import { CallError } from '../../src/contract/errors.ts'
import { enquiryWords, type EnquiryWords } from '../../src/editor-calls/enquiry-rows.ts'
import { hostedStore, StoreCallError, type EnquiryStore, type HostedProject } from '../../src/editor-calls/enquiry-store.ts'
import { enquiryHandlers, type EnquiryCall, type EnquiryContext } from '../../src/editor-calls/enquiry-calls.ts'
import { processorsOf } from '../../src/editor-calls/processors.ts'
import type { Routes } from '../../src/contract/protocol.ts'
import { messages } from '../../src/contract/messages.ts'

export { ENQUIRIES_MAX, enquiriesCsv, toEnquiries } from '../../src/editor-calls/enquiry-rows.ts'

/** The server-only credential for hosted Supabase, when one is configured. */
function hostedCredential(root: string): HostedProject | undefined {
  const env = { ...loadEnv('development', root, ''), ...process.env }
  const url = env.VITE_SUPABASE_URL?.trim()
  const key = (env.SUPABASE_SERVICE_ROLE_KEY ?? env.SUPABASE_SECRET_KEY)?.trim()
  return url && key ? { url, key } : undefined
}

const readSafely = (root: string, file: string) => {
  try {
    return readYamlFile(root, file)
  } catch {
    return null
  }
}

/** Service values as the forms show them (pages/_site/forms.yaml), a WhatsApp reply's first line and the brand (site.yaml). */
export function wordsOf(root: string): EnquiryWords {
  return enquiryWords(readSafely(root, 'pages/_site/forms.yaml'), readSafely(root, 'pages/_site/site.yaml'))
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

/** The local backend's data folder as a store. */
export function folderStore(dataDir: string): EnquiryStore {
  const options = { dataDir, handleSignals: false, log: () => {} }
  return {
    source: 'local',
    where: dataDir,
    rows: () => onFolder(() => readStoredRows(options)),
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

/** The office computer's context for the enquiry calls: its store, its person (the name given, else whoAmI), its site's words. */
export function localContext(root: string, person?: string): EnquiryContext {
  const hosted = hostedCredential(root)
  return {
    store: hosted ? hostedStore(hosted) : folderStore(localDataDir(root)),
    // One computer, one office: whoever sits at it sees what an owner sees.
    who: { name: person ?? whoAmI(root), owner: true },
    words: async () => wordsOf(root),
    processors: async () => processorsOf(readSafely(root, 'pages/privacy/choices.yaml')),
  }
}

/** Answers one of the enquiry calls on this computer. */
export function answerEnquiryCall<K extends EnquiryCall>(
  root: string,
  name: K,
  request: Record<string, unknown>,
  person?: string,
): Promise<Routes[K]['response']> {
  const call = (enquiryHandlers[name] as (ctx: EnquiryContext, r: Record<string, unknown>) => Promise<Routes[K]['response']>)(
    localContext(root, person),
    request,
  )
  callsUnderWay.add(call)
  void call.then(
    () => callsUnderWay.delete(call),
    () => callsUnderWay.delete(call),
  )
  return call
}

/** The read under way for each person, shared by their calls that come meanwhile: PGlite opens one folder once per process. */
const reading = new Map<string, Promise<Routes['enquiries']['response']>>()

export function readEnquiries(root: string, person?: string): Promise<Routes['enquiries']['response']> {
  const key = person ?? ''
  let read = reading.get(key)
  if (!read) {
    read = answerEnquiryCall(root, 'enquiries', {}, person).finally(() => reading.delete(key))
    reading.set(key, read)
  }
  return read
}

/**
 * "Send again": a failed notification is due again now, with its tries counted afresh. The running site (or the
 * hosted function's next sweep) sends it; locally that is the next `npm start` or `npm run dev` when none runs.
 */
export const resendNotification = (root: string, id: unknown) => answerEnquiryCall(root, 'resend', { id })

/** New → called → done or became a client, with a note, in this computer's person's name. */
export const setStatus = (root: string, body: Record<string, unknown>) => answerEnquiryCall(root, 'setStatus', body)
