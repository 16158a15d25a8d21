/**
 * The local backend: PGlite (real Postgres in WebAssembly, stored in a folder) with the Supabase
 * migrations applied, answering the table-API requests supabase-js sends under /rest/v1/ as the
 * `anon` role. Used by `npm start` / `npm run dev` when no VITE_SUPABASE_URL is set, by
 * `npm run leads`, and by tests/integration.
 */
import { existsSync, mkdirSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { TABLES } from '../../src/backend/protocol.ts'
import { acquireLock, DataDirLockedError } from './lock.ts'
import { applyMigrations } from './migrate.ts'
import { handleRest, loadApiSchema } from './rest.ts'

export { DataDirLockedError }

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, '.data/pglite')
export const DEFAULT_MIGRATIONS_DIR = resolve(REPO_ROOT, 'supabase/migrations')

export interface LocalBackendOptions {
  /** PGlite data folder; default `.data/pglite` in the repository. Its parent is created. */
  dataDir?: string
  /** Folder of `*.sql` migrations applied in name order; default `supabase/migrations`. */
  migrationsDir?: string
  /** Close PGlite and release the lock on SIGINT/SIGTERM (default true). */
  handleSignals?: boolean
  /** Progress messages (migrations applied); default console.info. */
  log?: (message: string) => void
}

export interface LeadRow {
  id: string
  name: string
  email: string
  phone: string | null
  message: string | null
  service: string | null
  source_page: string
  created_at: Date
}
export interface SubscriptionRow {
  id: string
  email: string
  source: string | null
  created_at: Date
}
export interface GuideRow {
  id: string
  name: string
  email: string
  phone: string | null
  created_at: Date
  viewed_at: Date | null
  pages_viewed: number
}
/** Everything stored, newest first, read as the owner (row-level security does not apply). */
export interface StoredRows {
  leads: LeadRow[]
  subscriptions: SubscriptionRow[]
  guides: GuideRow[]
}

export interface LocalBackend {
  readonly dataDir: string
  /** Answers a request under /rest/v1/ and resolves true; resolves false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>
  /** All stored rows as the owner, newest first (for `npm run leads` and tests). */
  readStored(): Promise<StoredRows>
  /** Closes PGlite and removes the lock file. Idempotent. */
  close(): Promise<void>
}

export async function createLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const dataDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR)
  const migrationsDir = resolve(options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR)
  const log = options.log ?? ((message: string) => console.info(message))

  mkdirSync(dirname(dataDir), { recursive: true })
  const lock = acquireLock(dataDir, `${dataDir}.lock`)
  let db: PGlite | undefined
  let closing: Promise<void> | undefined

  const close = (): Promise<void> =>
    (closing ??= (async () => {
      process.off('SIGINT', onSignal)
      process.off('SIGTERM', onSignal)
      process.off('exit', lock.release)
      try {
        if (db && !db.closed) await db.close()
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

  try {
    db = await PGlite.create(dataDir)
    const migrations = await applyMigrations(db, migrationsDir)
    for (const name of migrations.applied) log(`local backend: applied migration ${name}`)
    for (const name of migrations.changed) {
      console.warn(
        `local backend: ${name} changed after it was applied to ${dataDir}; it is not re-run. ` +
          'Add a new migration file instead, or delete the data folder to start over.',
      )
    }
    const schema = await loadApiSchema(db, TABLES)
    const opened = db
    return {
      dataDir,
      handle: (req, res) => handleRest({ db: opened, schema }, req, res),
      readStored: () => readAsOwner(opened),
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}

async function readAsOwner(db: PGlite): Promise<StoredRows> {
  // A transaction, so it waits for requests in flight rather than interleaving with them.
  return db.transaction(async (tx) => ({
    leads: (
      await tx.query<LeadRow>(
        `select id, name, email, phone, message, service, source_page, created_at
           from public.lead_submissions order by created_at desc, id`,
      )
    ).rows,
    subscriptions: (
      await tx.query<SubscriptionRow>(
        'select id, email, source, created_at from public.newsletter_subscriptions order by created_at desc, id',
      )
    ).rows,
    guides: (
      await tx.query<GuideRow>(
        `select id, name, email, phone, created_at, viewed_at, pages_viewed
           from public.ebook_downloads order by created_at desc, id`,
      )
    ).rows,
  }))
}

/**
 * Opens the data folder just long enough to read what is stored, or returns null when the folder
 * does not exist yet. Throws DataDirLockedError while a running backend holds the folder: PGlite
 * cannot be opened read-only next to it.
 */
export async function readStoredRows(options: LocalBackendOptions = {}): Promise<StoredRows | null> {
  const dataDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR)
  if (!existsSync(dataDir)) return null
  const backend = await createLocalBackend({ ...options, dataDir })
  try {
    return await backend.readStored()
  } finally {
    await backend.close()
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
    void backend.handle(req, res).then((handled) => {
      if (handled) return
      res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify({ code: 'PGRST000', message: `Not found: ${req.url}`, details: null, hint: null }))
    })
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
