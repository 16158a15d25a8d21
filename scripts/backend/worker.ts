/**
 * The local backend's database, in a worker thread: PGlite, the migrations and the table API's answers.
 *
 * Why a thread of its own: when its disk is full, PGlite (Postgres in WebAssembly) can spin at 100 % CPU
 * instead of failing. On the server's own thread that froze everything, static pages and Ctrl+C included.
 * Here it freezes only this thread, which the server ends and starts afresh (scripts/backend/index.ts).
 *
 * Messages in: { id, op: 'rest', request } | { id, op: 'stored' } | { id, op: 'owner', sql, params }
 * | { id, op: 'rpc', name, args } | { id, op: 'close' }.
 * 'owner' runs one statement as the database owner: the notification dispatcher's calls (scripts/notify), never
 * anything a request sent. 'rpc' calls one of the office's functions as the owner, answered as PostgREST answers
 * the service key: { status, body } (the function's JSON) or { status, error } (PostgREST's error body).
 * Messages out: { op: 'ready', applied, changed } or { op: 'failed', error } once, then { id, result } or
 * { id, error } per message.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { TABLES } from '../../src/backend/protocol.ts'
import { applyMigrations } from './migrate.ts'
import { answerRest, answerRpc, findPreRequest, loadApiSchema, type RestContext, type RestRequest } from './rest.ts'
import { readAsOwner } from '../../src/editor-calls/stored.ts'
import { describeError, toApiError } from './errors.ts'

const { dataDir, migrationsDir, serviceKey } = workerData as { dataDir: string; migrationsDir: string; serviceKey?: string }
const port = parentPort!

type Message =
  | { id: number; op: 'rest'; request: RestRequest }
  | { id: number; op: 'stored' }
  | { id: number; op: 'owner'; sql: string; params: unknown[] }
  | { id: number; op: 'rpc'; name: string; args: Record<string, unknown> }
  | { id: number; op: 'close' }

let db: PGlite | undefined
try {
  db = await PGlite.create(dataDir)
  const migrations = await applyMigrations(db, migrationsDir)
  const ctx: RestContext = { db, schema: await loadApiSchema(db, TABLES), serviceKey, preRequest: await findPreRequest(db) }
  // One message at a time (PGlite runs one query at a time anyway). Visitors' requests come first: the
  // notification dispatcher's short 'owner' statements get one turn after every VISITOR_TURNS requests, so a
  // burst of submissions is neither slowed by more than that nor keeps every notification waiting until its end.
  const VISITOR_TURNS = 8
  const owner: (() => Promise<void>)[] = []
  const visitors: (() => Promise<void>)[] = []
  let busy = false
  let run = 0
  const next = () => {
    if (owner.length && (!visitors.length || run >= VISITOR_TURNS)) {
      run = 0
      return owner.shift()
    }
    run++
    return visitors.shift()
  }
  const drain = async () => {
    if (busy) return
    busy = true
    try {
      for (let task = next(); task; task = next()) {
        await task()
        // Let messages that came meanwhile in (PGlite may answer without ever leaving the microtask queue).
        await new Promise((resume) => setImmediate(resume))
      }
    } finally {
      busy = false
    }
  }
  port.on('message', (m: Message) => {
    const reply = (work: () => Promise<unknown>) => () =>
      work().then(
        (result) => port.postMessage({ id: m.id, result }),
        (error: unknown) => port.postMessage({ id: m.id, error: describeError(error) }),
      )
    if (m.op === 'rest') visitors.push(reply(() => answerRest(ctx, m.request)))
    else if (m.op === 'stored') visitors.push(reply(() => readAsOwner(ctx.db)))
    else if (m.op === 'owner') owner.push(reply(() => ctx.db.query(m.sql, m.params).then((r) => r.rows)))
    else if (m.op === 'rpc')
      owner.push(
        reply(() =>
          ctx.db
            .transaction((tx) => answerRpc(m.name, m.args, tx))
            .then(
              (r) => ({ status: r.status, body: r.body === undefined ? null : (JSON.parse(r.body) as unknown) }),
              (e: unknown) => {
                const refused = toApiError(e)
                return { status: refused.status, error: refused.body }
              },
            ),
        ),
      )
    else if (m.op === 'close') visitors.push(reply(() => (ctx.db.closed ? Promise.resolve() : ctx.db.close())))
    void drain()
  })
  port.postMessage({ op: 'ready', applied: migrations.applied, changed: migrations.changed })
} catch (error) {
  port.postMessage({ op: 'failed', error: describeError(error) })
  if (db && !db.closed) await db.close().catch(() => {})
}
