/**
 * The local backend: PGlite (real Postgres in WebAssembly, stored in a folder) with the Supabase
 * migrations applied, answering the table-API requests supabase-js sends under /rest/v1/ as the
 * `anon` role. Used by `npm start` / `npm run dev` when no VITE_SUPABASE_URL is set, by
 * `npm run leads`, and by tests/integration.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { acquireLock, DataDirLockedError, lockFileFor } from './lock.ts'
import { ApiError, describeError, toApiError } from './errors.ts'
import {
  badTarget,
  errorResponse,
  isRestPath,
  parseTarget,
  preflight,
  readRestRequest,
  requestUrl,
  sendRest,
  sendTooLarge,
  type RestRequest,
  type RestResponse,
} from './rest.ts'
import { storedRows, type StoredRows } from '../../src/editor-calls/stored.ts'

import { isOfficeFunction } from '../../src/editor-calls/office-functions.ts'

export { DataDirLockedError }
export type { GuideRow, LeadRow, NotificationRow, ProgressRow, StoredRows, SubscriptionRow } from '../../src/editor-calls/stored.ts'

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, '.data/pglite')

/** The data folder: the one given, else LOCAL_BACKEND_DIR, else DEFAULT_DATA_DIR (the server, `npm run leads` and the editor alike). */
export const dataDirOf = (options: { dataDir?: string } = {}): string =>
  resolve(options.dataDir ?? (process.env.LOCAL_BACKEND_DIR || undefined) ?? DEFAULT_DATA_DIR)
export const DEFAULT_MIGRATIONS_DIR = resolve(REPO_ROOT, 'supabase/migrations')
const WORKER = fileURLToPath(new URL('./worker-start.mjs', import.meta.url))

export interface LocalBackendOptions {
  /** PGlite data folder; default `.data/pglite` in the repository (LOCAL_BACKEND_DIR overrides it). Its parent is created. */
  dataDir?: string
  /** Folder of `*.sql` migrations applied in name order; default `supabase/migrations`. */
  migrationsDir?: string
  /** Close PGlite and release the lock on SIGINT/SIGTERM (default true). */
  handleSignals?: boolean
  /** Progress messages (migrations applied); default console.info. */
  log?: (message: string) => void
  /**
   * How long one request may take before it is answered 503 and the database's thread is started afresh
   * (default 10 s; LOCAL_BACKEND_TIMEOUT_MS overrides it). A full disk makes PGlite spin instead of failing.
   */
  requestTimeoutMs?: number
  /**
   * A key with which a request runs as `service_role` (reads everything), like Supabase's secret key: for the
   * editor's and the tests' server-side reads only. Unset (the default), every request runs as anon.
   */
  serviceKey?: string
  /**
   * Cap submissions per client address (default true): each request's connection address reaches the
   * database as its x-forwarded-for header (what a client sent under that name, or as cf-connecting-ip, is
   * dropped: nothing stands in front of this server), where public.check_request() counts it (0006_hardening.sql).
   * False for tests and benchmarks that flood from one address on purpose.
   */
  capByAddress?: boolean
}

export interface LocalBackend {
  readonly dataDir: string
  /** Answers a request under /rest/v1/ and resolves true; resolves false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>
  /** All stored rows as the owner, newest first (for `npm run leads` and tests). */
  readStored(): Promise<StoredRows>
  /** One SQL statement as the database owner, its rows (the notification dispatcher's calls, scripts/notify). */
  ownerQuery<T>(sql: string, params?: unknown[]): Promise<T[]>
  /**
   * One of the office's database functions (OFFICE_FUNCTIONS), called as the owner with named arguments and
   * answered as PostgREST answers the service key: the function's JSON, or its refusal.
   */
  officeCall(name: string, args: Record<string, unknown>): Promise<OfficeAnswer>
  /**
   * Calls `listener` after each row the table API has stored (any 2xx answer to a POST), off the request's
   * path: the notification dispatcher wakes up on it. Returns the function that removes the listener.
   */
  onInsert(listener: () => void): () => void
  /**
   * Lets `npm run leads` and the editor read through this running server instead of opening the data folder a
   * second time: writes `<dataDir>.server.json` (url, a random key, pid; readable by this user only), removed on
   * close. The server at `url` must pass requests to handle(). See readStoredRows.
   */
  share(url: string): void
  /** Closes PGlite and removes the lock file. Idempotent. */
  close(): Promise<void>
}

/**
 * What a visitor's browser gets while the database cannot work: nothing about this server's folders (the
 * terminal's log line, unavailableMessage(), names the folder and what to do).
 */
export const UNAVAILABLE_ANSWER = 'The server cannot store this right now.'

/** An office function's answer: its JSON (status 200, or 204 and null), or PostgREST's error body. */
export type OfficeAnswer =
  { status: number; body: unknown } | { status: number; error: { code: string; message: string; hint: string | null } }

/** The sentence the person at the terminal gets while the database cannot work. */
export function unavailableMessage(dataDir: string): string {
  return (
    `The local backend cannot write to its data folder ${dataDir} (is the disk full?). ` +
    'Free some disk space: the backend starts again by itself with the next request.'
  )
}

/**
 * Refuses early, in words, a data folder the backend cannot write to (PGlite would only say "failed to
 * initialize properly").
 */
function assertWritable(dataDir: string): void {
  const target = existsSync(dataDir) ? dataDir : dirname(dataDir)
  try {
    accessSync(target, constants.W_OK)
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code === 'EROFS' ? 'is on a read-only file system' : 'is not writable'
    throw new Error(
      `The local backend's data folder ${dataDir} ${why}. Make it writable (for example \`chmod -R u+w ${target}\`), ` +
        'or run the site from a folder you can write to, or set LOCAL_BACKEND_DIR to one.',
      { cause: error },
    )
  }
}

/** The database's worker thread, with the requests it has not answered yet. */
class DatabaseThread {
  private worker: Worker
  private next = 1
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>()
  readonly ready: Promise<{ applied: string[]; changed: string[] }>
  dead = false

  constructor(dataDir: string, migrationsDir: string, serviceKey?: string) {
    // The thread inherits the process's Node options, but --input-type (a script given with -e) is not one
    // a file can run under.
    const execArgv = process.execArgv.filter((a) => !a.startsWith('--input-type'))
    this.worker = new Worker(WORKER, { workerData: { dataDir, migrationsDir, serviceKey }, execArgv })
    this.ready = new Promise((resolve, reject) => {
      this.worker.on(
        'message',
        (m: { op?: string; id?: number; result?: unknown; error?: string; applied?: string[]; changed?: string[] }) => {
          if (m.op === 'ready') return resolve({ applied: m.applied!, changed: m.changed! })
          if (m.op === 'failed') return reject(new Error(m.error))
          const waiting = this.pending.get(m.id!)
          if (!waiting) return
          this.pending.delete(m.id!)
          if (m.error !== undefined) waiting.reject(new Error(m.error))
          else waiting.resolve(m.result)
        },
      )
      const gone = (thrown: unknown) => {
        // What a thread throws need not be an Error (PGlite's file system throws plain objects).
        const why = thrown instanceof Error ? thrown : new Error(`the database thread failed: ${describeError(thrown)}`)
        this.dead = true
        reject(why)
        for (const waiting of this.pending.values()) waiting.reject(why)
        this.pending.clear()
      }
      this.worker.on('error', gone)
      this.worker.on('exit', (code) => gone(new Error(`the database thread stopped (exit code ${code})`)))
    })
    this.ready.catch(() => {})
  }

  call<T>(
    message:
      | { op: 'rest'; request: RestRequest }
      | { op: 'stored' }
      | { op: 'owner'; sql: string; params: unknown[] }
      | { op: 'rpc'; name: string; args: Record<string, unknown> }
      | { op: 'close' },
  ): Promise<T> {
    if (this.dead) return Promise.reject(new Error('the database thread has stopped'))
    const id = this.next++
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject })
      this.worker.postMessage({ id, ...message })
    })
  }

  async stop(): Promise<void> {
    this.dead = true
    await this.worker.terminate()
  }
}

const within = <T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> => {
  let timer: NodeJS.Timeout
  return Promise.race([work, new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), ms)))]).finally(() =>
    clearTimeout(timer),
  )
}

export async function createLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const dataDir = dataDirOf(options)
  const migrationsDir = resolve(options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR)
  const log = options.log ?? ((message: string) => console.info(message))
  const timeoutMs = options.requestTimeoutMs ?? Number(process.env.LOCAL_BACKEND_TIMEOUT_MS ?? 10_000)

  mkdirSync(dirname(dataDir), { recursive: true })
  assertWritable(dataDir)
  const lock = acquireLock(dataDir, lockFileFor(dataDir))
  let thread: DatabaseThread | undefined
  let closing: Promise<void> | undefined

  const close = (): Promise<void> =>
    (closing ??= (async () => {
      process.off('SIGINT', onSignal)
      process.off('SIGTERM', onSignal)
      process.off('exit', lock.release)
      try {
        if (thread && !thread.dead) {
          // A database that does not close in time (a full disk) is ended: the lock must still go.
          await within(thread.call({ op: 'close' }), timeoutMs).catch(() => {})
          await thread.stop()
        }
      } finally {
        lock.release()
      }
    })())

  function onSignal(signal: NodeJS.Signals): void {
    void close().finally(() => {
      // Nobody else handles this signal: end the process the way the signal would have.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
    })
  }

  process.once('exit', lock.release)
  if (options.handleSignals ?? true) {
    process.once('SIGINT', onSignal)
    process.once('SIGTERM', onSignal)
  }

  /** The running database thread, started (again) when there is none. */
  const database = async (): Promise<DatabaseThread> => {
    if (!thread || thread.dead) {
      const started = new DatabaseThread(dataDir, migrationsDir, options.serviceKey)
      thread = started
      const migrations = await within(started.ready, Math.max(timeoutMs, 60_000)).catch((error: unknown) => {
        throw new Error(`The local backend could not open its database in ${dataDir}: ${describeError(error)}.`, { cause: error })
      })
      if (migrations === 'timeout') {
        await started.stop()
        throw new Error(unavailableMessage(dataDir))
      }
      for (const name of migrations.applied) log(`local backend: applied migration ${name}`)
      for (const name of migrations.changed) {
        console.warn(
          `local backend: ${name} changed after it was applied to ${dataDir}; it is not re-run. ` +
            'Add a new migration file instead, or delete the data folder to start over.',
        )
      }
    }
    return thread
  }

  /** One request, answered within the time limit or with a 503 (and a fresh database thread next time). */
  const unavailable = () => errorResponse(new ApiError(503, 'PGRST000', UNAVAILABLE_ANSWER, null, 'Try again in a minute, or call us.'))
  const answer = async (request: RestRequest): Promise<RestResponse> => {
    let db: DatabaseThread
    try {
      db = await database()
    } catch (error) {
      console.error(`local backend: ${describeError(error)} ${unavailableMessage(dataDir)}`)
      return unavailable()
    }
    const result = await within(db.call<RestResponse>({ op: 'rest', request }), timeoutMs).catch((e: unknown) => e as Error)
    if (result === 'timeout' || result instanceof Error) {
      if (result === 'timeout') {
        console.error(`local backend: a request took over ${timeoutMs} ms; restarting the database thread. ${unavailableMessage(dataDir)}`)
        await db.stop()
      } else console.error(`local backend: ${describeError(result)} ${unavailableMessage(dataDir)}`)
      return unavailable()
    }
    // Postgres said it cannot write (53100 disk full, 53xxx out of resources): the detail for the terminal only.
    if (result.status === 503) {
      console.error(`local backend: ${result.body ?? 'the database cannot work'} ${unavailableMessage(dataDir)}`)
      return unavailable()
    }
    return result
  }

  try {
    await database()
  } catch (error) {
    await close()
    throw error
  }
  const shareKey = randomBytes(32).toString('hex')
  const shareFile = shareFileFor(dataDir)
  let shared = false
  const insertListeners = new Set<() => void>()
  const inserted = () => {
    for (const listener of insertListeners) {
      try {
        listener()
      } catch (error) {
        console.error(`local backend: ${describeError(error)}`)
      }
    }
  }
  const self: LocalBackend = {
    dataDir,
    async handle(req, res) {
      if (shared && (req.url ?? '').startsWith(SHARE_PATH)) {
        await answerShared(req, res, shareKey, {
          stored: () => self.readStored(),
          retry: async (id) =>
            (await self.ownerQuery<{ again: boolean }>('select public.notify_retry($1::bigint) as again', [id]))[0]?.again === true,
          status: (change) => setStatusSql(self, change),
          rpc: (name, args) => self.officeCall(name, args),
        })
        return true
      }
      const target = requestUrl(req)
      if (!isRestPath(target)) return false
      if (!parseTarget(target)) {
        sendRest(res, badTarget())
        return true
      }
      let request: RestRequest
      try {
        request = await readRestRequest(req)
        delete request.headers['x-forwarded-for']
        delete request.headers['cf-connecting-ip']
        if (options.capByAddress !== false && req.socket.remoteAddress) request.headers['x-forwarded-for'] = req.socket.remoteAddress
      } catch (error) {
        const refused = errorResponse(toApiError(error))
        if (refused.status === 413) sendTooLarge(req, res, refused)
        else sendRest(res, refused)
        return true
      }
      const response = request.method === 'OPTIONS' ? preflight(request) : await answer(request)
      sendRest(res, response)
      if (request.method === 'POST' && response.status >= 200 && response.status < 300 && insertListeners.size) setImmediate(inserted)
      return true
    },
    async readStored() {
      const db = await database()
      const rows = await within(db.call<StoredRows>({ op: 'stored' }), Math.max(timeoutMs, 30_000))
      if (rows === 'timeout') throw new Error(unavailableMessage(dataDir))
      return rows
    },
    async ownerQuery<T>(sql: string, params: unknown[] = []) {
      const db = await database()
      const rows = await within(db.call<T[]>({ op: 'owner', sql, params }), timeoutMs)
      if (rows === 'timeout') throw new Error(unavailableMessage(dataDir))
      return rows
    },
    async officeCall(name, args) {
      if (!isOfficeFunction(name)) throw new Error(`${name} is not one of the office's functions`)
      const db = await database()
      const answer = await within(db.call<OfficeAnswer>({ op: 'rpc', name, args }), timeoutMs)
      if (answer === 'timeout') throw new Error(unavailableMessage(dataDir))
      return answer
    },
    onInsert(listener) {
      insertListeners.add(listener)
      return () => insertListeners.delete(listener)
    },
    share(url) {
      writeFileSync(shareFile, JSON.stringify({ url, key: shareKey, pid: process.pid }), { mode: 0o600 })
      shared = true
    },
    close: () => {
      if (shared) {
        shared = false
        rmSync(shareFile, { force: true })
      }
      return close()
    },
  }
  return self
}

/**
 * Opens the data folder just long enough to read what is stored, or returns null when the folder
 * does not exist yet. Throws DataDirLockedError while a running backend holds the folder: PGlite
 * cannot be opened read-only next to it.
 */
export async function readStoredRows(options: LocalBackendOptions = {}): Promise<StoredRows | null> {
  if (!existsSync(dataDirOf(options))) return null
  return onDataFolder(
    options,
    ['stored'],
    (backend) => backend.readStored(),
    // Rows that came as JSON pass the stores' one boundary (src/editor-calls/stored.ts): times as Dates again.
    (running) => storedRows(running as StoredRows),
  )
}

/**
 * Runs `local` on the data folder, opened for it and closed after; while a running server holds the folder
 * and shares it (LocalBackend.share), asks that server instead (`ask`) and reads its answer with `remote`.
 */
async function onDataFolder<T>(
  options: LocalBackendOptions,
  ask: [what: 'stored' | 'retry' | 'status' | 'rpc', body?: object],
  local: (backend: LocalBackend) => Promise<T>,
  remote: (answer: unknown) => T,
): Promise<T> {
  const dataDir = dataDirOf(options)
  let backend: LocalBackend
  try {
    backend = await createLocalBackend({ ...options, dataDir })
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      const running = await askRunning(dataDir, error, ...ask)
      if (running) return remote(running)
    }
    throw error
  }
  try {
    return await local(backend)
  } finally {
    await backend.close()
  }
}

/**
 * "Send again" for a failed notification (notify_retry): through the running server when one holds the folder,
 * else by opening it. Resolves whether it was failed; null when the folder does not exist.
 */
export async function retryNotification(id: string, options: LocalBackendOptions = {}): Promise<boolean | null> {
  if (!existsSync(dataDirOf(options))) return null
  return onDataFolder(
    options,
    ['retry', { id }],
    async (backend) =>
      (await backend.ownerQuery<{ again: boolean }>('select public.notify_retry($1::bigint) as again', [id]))[0]?.again === true,
    (running) => (running as { again: boolean }).again,
  )
}

/** A lead's status, note and who changed it (enquiry_set_status). */
export interface StatusChange {
  lead: string
  status: 'new' | 'called' | 'done' | 'client'
  note: string
  by: string
  /** A client's fee in rupees, or null. */
  fee?: number | null
}

const isStatusChange = (c: unknown): c is StatusChange => {
  const x = c as Partial<StatusChange> | null
  return (
    typeof x?.lead === 'string' &&
    /^[0-9a-f-]{36}$/i.test(x.lead) &&
    ['new', 'called', 'done', 'client'].includes(String(x.status)) &&
    (x.fee === undefined || x.fee === null || (Number.isInteger(x.fee) && x.fee >= 0)) &&
    typeof x.note === 'string' &&
    typeof x.by === 'string'
  )
}

const setStatusSql = (backend: LocalBackend, c: StatusChange) =>
  backend
    .ownerQuery('select public.enquiry_set_status($1::uuid, $2, $3, $4, $5)', [c.lead, c.status, c.note, c.by, c.fee ?? null])
    .then(() => undefined)

/** Sets a lead's status and note: through the running server when one holds the folder, else by opening it. */
export async function setEnquiryStatus(change: StatusChange, options: LocalBackendOptions = {}): Promise<void> {
  if (!isStatusChange(change)) throw new Error('Not a status change: lead (uuid), status (new, called, done or client), note, by, fee.')
  await onDataFolder(
    options,
    ['status', change],
    (backend) => setStatusSql(backend, change),
    () => undefined,
  )
}

/**
 * Calls one of the office's database functions on the data folder (LocalBackend.officeCall): through the running
 * server when one holds the folder, else by opening it. Null when the folder does not exist yet.
 */
export async function callOfficeFunction(
  name: string,
  args: Record<string, unknown>,
  options: LocalBackendOptions = {},
): Promise<OfficeAnswer | null> {
  if (!existsSync(dataDirOf(options))) return null
  return onDataFolder(
    options,
    ['rpc', { name, args }],
    (backend) => backend.officeCall(name, args),
    (running) => running as OfficeAnswer,
  )
}

const SHARE_PATH = '/_local_backend/'
const shareFileFor = (dataDir: string) => `${lockFileFor(dataDir).replace(/\.lock$/, '')}.server.json`

/** The running server's answer, when the one holding the folder has shared it (LocalBackend.share); else undefined. */
async function askRunning(
  dataDir: string,
  locked: DataDirLockedError,
  what: 'stored' | 'retry' | 'status' | 'rpc',
  body?: object,
): Promise<unknown> {
  let shared: { url: string; key: string; pid: number }
  try {
    shared = JSON.parse(readFileSync(shareFileFor(dataDir), 'utf8')) as typeof shared
  } catch {
    return undefined
  }
  if (shared.pid !== locked.pid) return undefined
  const res = await fetch(`${shared.url}${SHARE_PATH}${what}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${shared.key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  }).catch(() => undefined)
  if (!res?.ok) return undefined
  return res.json()
}

/** GET <SHARE_PATH>stored and POST <SHARE_PATH>retry {id}, for the holder of the share key only. */
async function answerShared(
  req: IncomingMessage,
  res: ServerResponse,
  key: string,
  ops: {
    stored: () => Promise<StoredRows>
    retry: (id: string) => Promise<boolean>
    status: (change: StatusChange) => Promise<void>
    rpc: (name: string, args: Record<string, unknown>) => Promise<OfficeAnswer>
  },
): Promise<void> {
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    res.end(JSON.stringify(body))
  }
  const given = Buffer.from(String(req.headers.authorization ?? ''))
  const wanted = Buffer.from(`Bearer ${key}`)
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return reply(401, { error: 'not allowed' })
  const what = (req.url ?? '').slice(SHARE_PATH.length).split('?')[0]
  try {
    if (what === 'stored' && req.method === 'GET') return reply(200, await ops.stored())
    if (what === 'retry' && req.method === 'POST') {
      let text = ''
      for await (const chunk of req) text += String(chunk)
      const id = (JSON.parse(text) as { id?: unknown }).id
      if (typeof id !== 'string' || !/^\d{1,18}$/.test(id)) return reply(400, { error: 'id' })
      return reply(200, { again: await ops.retry(id) })
    }
    if (what === 'status' && req.method === 'POST') {
      let text = ''
      for await (const chunk of req) text += String(chunk)
      const change = JSON.parse(text) as unknown
      if (!isStatusChange(change)) return reply(400, { error: 'status change' })
      await ops.status(change)
      return reply(200, { ok: true })
    }
    if (what === 'rpc' && req.method === 'POST') {
      let text = ''
      for await (const chunk of req) text += String(chunk)
      const { name, args } = JSON.parse(text) as { name?: unknown; args?: unknown }
      if (!isOfficeFunction(name) || typeof args !== 'object' || args === null) return reply(400, { error: 'office function' })
      return reply(200, await ops.rpc(name, args as Record<string, unknown>))
    }
    reply(404, { error: 'not found' })
  } catch (error) {
    reply(503, { error: describeError(error) })
  }
}

type Next = (error?: unknown) => void

/** Connect-style middleware for Vite's dev/preview server: `server.middlewares.use(localBackendMiddleware(backend))`. */
export function localBackendMiddleware(backend: LocalBackend): (req: IncomingMessage, res: ServerResponse, next: Next) => void {
  return (req, res, next) => {
    backend.handle(req, res).then((handled) => {
      if (!handled) next()
    }, next)
  }
}

export interface BackendServer {
  server: Server
  /** e.g. http://127.0.0.1:54321 */
  url: string
  close(): Promise<void>
}

/**
 * A plain HTTP server that answers /rest/v1/ from the backend and a JSON 404 elsewhere (port 0
 * picks a free port). Closing it (idempotent) leaves the backend open.
 */
export async function startBackendServer(
  backend: LocalBackend,
  { host = '127.0.0.1', port = 0 }: { host?: string; port?: number } = {},
): Promise<BackendServer> {
  const server = createServer((req, res) => {
    if (!parseTarget(req.url ?? '/')) return sendRest(res, badTarget())
    void backend.handle(req, res).then(
      (handled) => {
        if (handled) return
        res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' })
        res.end(JSON.stringify({ code: 'PGRST000', message: `Not found: ${req.url}`, details: null, hint: null }))
      },
      (error: unknown) => {
        console.error(`local backend: ${describeError(error)}`)
        if (!res.headersSent) sendRest(res, errorResponse(new ApiError(500, 'XX000', 'Internal error in the local backend')))
        else res.end()
      },
    )
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(port, host, () => done())
  })
  const address = server.address()
  const url = typeof address === 'object' && address ? `http://${host}:${address.port}` : `http://${host}:${port}`
  let closed: Promise<void> | undefined
  return {
    server,
    url,
    close: () =>
      (closed ??= new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()))
        server.closeAllConnections()
      })),
  }
}
