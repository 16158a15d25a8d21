/**
 * The table API that supabase-js speaks (a PostgREST subset), answered from PGlite.
 *
 * Safety rule: the SQL text is built here, from the allow-listed tables and the column names and
 * types read from information_schema at start-up, always quoted. Nothing from the request is ever
 * pasted into SQL: values travel as parameters ($n), bodies as one JSON parameter that Postgres
 * itself turns into rows (json_populate_recordset, as PostgREST does); a function's name and its
 * arguments' names are quoted into the call only once the database's catalogue has shown them to be
 * those of a public function. Each request runs in its own transaction as the `anon` role (the
 * `service_role` with the service key), so grants and row-level security decide what it may do.
 *
 * Supported: GET/HEAD (select, filters, order, limit, offset), POST (object or array body,
 * `columns`), PATCH and DELETE (filters), OPTIONS; Prefer return=minimal|representation,
 * count=exact, missing=default; Accept application/vnd.pgrst.object+json (`.single()`);
 * POST rpc/<function> with named arguments.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import { ApiError, toApiError } from './errors.ts'

export interface TableInfo {
  name: string
  /** column name → SQL type to cast parameters to, in table order */
  columns: Map<string, string>
}
export type ApiSchema = Map<string, TableInfo>

const REST_PREFIX = '/rest/v1/'
const MAX_BODY_BYTES = 1024 * 1024
/**
 * The website sends one row per request, and the database refuses more from anonymous callers
 * (supabase/migrations/0002_abuse_limits.sql). An array body longer than this is refused before any
 * work is done on it, so a 10,000-row body costs the server nothing.
 */
export const MAX_ROWS_PER_REQUEST = 100
/** Query parameters that are not filters. */
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey'])
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'Content-Range, Content-Location, Preference-Applied',
  'Access-Control-Max-Age': '86400',
}

const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`
const relation = (table: TableInfo): string => `${quoteIdent('public')}.${quoteIdent(table.name)}`

/** Reads the real columns of the allow-listed tables; fails when one of them is missing. */
export async function loadApiSchema(db: PGlite, tables: readonly string[]): Promise<ApiSchema> {
  const { rows } = await db.query<{ table_name: string; column_name: string; udt_schema: string; udt_name: string }>(
    `select table_name, column_name, udt_schema, udt_name
       from information_schema.columns
      where table_schema = 'public' and table_name = any($1::text[])
      order by table_name, ordinal_position`,
    [tables],
  )
  const schema: ApiSchema = new Map()
  for (const table of tables) schema.set(table, { name: table, columns: new Map() })
  for (const row of rows) {
    schema.get(row.table_name)!.columns.set(row.column_name, `${quoteIdent(row.udt_schema)}.${quoteIdent(row.udt_name)}`)
  }
  for (const [name, info] of schema) {
    if (info.columns.size === 0) throw new Error(`Table public.${name} does not exist after the migrations ran.`)
  }
  return schema
}

/** Collects `$n` parameters; every value is passed as text and cast in SQL. */
class Params {
  readonly values: string[] = []
  add(value: string): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

interface Prefer {
  representation: boolean
  count: boolean
  missingDefault: boolean
}

function parsePrefer(header: string | string[] | undefined): Prefer {
  const items = new Set(
    (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  for (const item of items) {
    if (item.startsWith('resolution=')) {
      throw new ApiError(
        400,
        'PGRST100',
        `The local backend does not support upserts (Prefer: ${item})`,
        null,
        'Insert, and treat a 409 (23505) as "already exists".',
      )
    }
  }
  return {
    representation: items.has('return=representation'),
    count: items.has('count=exact') || items.has('count=planned') || items.has('count=estimated'),
    missingDefault: items.has('missing=default'),
  }
}

function column(table: TableInfo, name: string): string {
  if (!table.columns.has(name)) {
    throw new ApiError(400, '42703', `column ${table.name}.${name} does not exist`)
  }
  return `${relation(table)}.${quoteIdent(name)}`
}

/** `select=*` or `select=a,b` (no embedding, renaming or casts). */
function parseSelect(table: TableInfo, select: string | null): string[] {
  if (select === null || select === '' || select === '*') return [...table.columns.keys()]
  return select.split(',').map((raw) => {
    const name = raw.trim().replace(/^"(.*)"$/, '$1')
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
      throw new ApiError(
        400,
        'PGRST100',
        `"failed to parse select parameter (${select})"`,
        null,
        'The local backend accepts * or a comma-separated list of column names.',
      )
    }
    column(table, name) // must exist
    return name
  })
}

const COMPARISONS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }

/** Splits `(a,"b,c",d)` as PostgREST's in.() does. */
function parseList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw new Error('not a list')
  const items: string[] = []
  let current = ''
  let quoted = false
  const inner = raw.slice(1, -1)
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i]
    if (quoted && ch === '\\' && i + 1 < inner.length) current += inner[++i]
    else if (ch === '"') quoted = !quoted
    else if (ch === ',' && !quoted) {
      items.push(current)
      current = ''
    } else current += ch
  }
  if (inner.length > 0) items.push(current)
  return items
}

const arrayLiteral = (items: string[]): string =>
  `{${items.map((item) => `"${item.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`

/** One filter `col=op.value` (optionally `not.op.value`) as a SQL condition. */
function filterCondition(table: TableInfo, name: string, raw: string, params: Params): string {
  const col = column(table, name)
  const type = table.columns.get(name)!
  const negate = raw.startsWith('not.')
  const expression = negate ? raw.slice(4) : raw
  const dot = expression.indexOf('.')
  const op = dot < 0 ? expression : expression.slice(0, dot)
  const value = dot < 0 ? '' : expression.slice(dot + 1)
  let condition: string
  // Own properties only: `constructor`, `toString`... are properties of every object, not operators.
  if (Object.hasOwn(COMPARISONS, op)) {
    condition = `${col} ${COMPARISONS[op]} (${params.add(value)}::text)::${type}`
  } else if (op === 'like' || op === 'ilike') {
    condition = `${col}::text ${op === 'like' ? 'LIKE' : 'ILIKE'} ${params.add(value.replaceAll('*', '%'))}::text`
  } else if (op === 'is') {
    const known: Record<string, string> = { null: 'NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' }
    const keyword = Object.hasOwn(known, value.toLowerCase()) ? known[value.toLowerCase()] : undefined
    if (!keyword) throw new ApiError(400, 'PGRST100', `"failed to parse filter (${raw})"`, null, null)
    condition = `${col} IS ${keyword}`
  } else if (op === 'in') {
    let items: string[]
    try {
      items = parseList(value)
    } catch {
      throw new ApiError(400, 'PGRST100', `"failed to parse filter (${raw})"`, null, null)
    }
    condition = `${col} = ANY((${params.add(arrayLiteral(items))}::text)::${type}[])`
  } else {
    throw new ApiError(
      400,
      'PGRST100',
      `"failed to parse filter (${raw})"`,
      null,
      'The local backend supports eq, neq, gt, gte, lt, lte, like, ilike, is and in.',
    )
  }
  return negate ? `NOT (${condition})` : condition
}

function whereClause(table: TableInfo, query: URLSearchParams, params: Params): string {
  const conditions: string[] = []
  for (const [name, raw] of query) {
    if (!RESERVED_PARAMS.has(name)) conditions.push(filterCondition(table, name, raw, params))
  }
  return conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''
}

function orderClause(table: TableInfo, order: string | null): string {
  if (!order) return ''
  const terms = order.split(',').map((term) => {
    const [name = '', ...modifiers] = term.split('.')
    let sql = column(table, name)
    const keywords: Record<string, string> = { asc: 'ASC', desc: 'DESC', nullsfirst: 'NULLS FIRST', nullslast: 'NULLS LAST' }
    for (const modifier of modifiers) {
      const keyword = Object.hasOwn(keywords, modifier) ? keywords[modifier] : undefined
      if (!keyword) throw new ApiError(400, 'PGRST100', `"failed to parse order (${order})"`, null, null)
      sql += ` ${keyword}`
    }
    return sql
  })
  return ` ORDER BY ${terms.join(', ')}`
}

function nonNegativeInt(name: string, raw: string | null): number | undefined {
  if (raw === null) return undefined
  if (!/^\d{1,9}$/.test(raw)) throw new ApiError(400, 'PGRST100', `"failed to parse ${name} (${raw})"`, null, null)
  return Number(raw)
}

/** Decodes a body strictly: bytes that are not UTF-8 are an error, never a U+FFFD stored in their place. */
const UTF8 = new TextDecoder('utf-8', { fatal: true })
const notUtf8 = () =>
  new ApiError(
    400,
    'PGRST102',
    'The request body is not valid UTF-8 text, so it was not read.',
    null,
    'Send the JSON body encoded as UTF-8 (what JSON.stringify and fetch send).',
  )

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const type = String(req.headers['content-type'] ?? 'application/json').toLowerCase()
  if (!type.startsWith('application/json')) {
    throw new ApiError(415, 'PGRST107', `The local backend accepts only application/json bodies, not ${type}`)
  }
  const tooLarge = () => new ApiError(413, 'PGRST102', `Request body larger than ${MAX_BODY_BYTES} bytes`)
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw tooLarge()
  // Read by hand rather than with for-await, which would destroy the request (and its socket) on the 413:
  // the rest of the body is drained by sendTooLarge, so the client can finish sending and read the answer.
  const text = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const done = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk)
      done()
      req.pause()
      reject(tooLarge())
    }
    const onEnd = () => {
      done()
      try {
        resolve(UTF8.decode(Buffer.concat(chunks)))
      } catch {
        reject(notUtf8())
      }
    }
    const onError = (error: Error) => {
      done()
      reject(error)
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
  })
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json')
  }
}

/** How much of a refused body is still read and thrown away, and for how long, before the connection is closed. */
export const DRAIN_BYTES = 16 * 1024 * 1024
export const DRAIN_MS = 10_000

/**
 * Answers 413 to a body that is too large, so that the client reads it: the answer is sent whole at once
 * (with its length), then the rest of the body is read and dropped, up to DRAIN_BYTES or DRAIN_MS, and only
 * then is the connection closed. Closing at once would make the client's next write fail (EPIPE, reset), and
 * most clients then report a broken connection instead of the answer.
 */
export function sendTooLarge(req: IncomingMessage, res: ServerResponse, response: RestResponse): void {
  const body = response.body ?? ''
  res.writeHead(response.status, { ...response.headers, Connection: 'close', 'Content-Length': String(Buffer.byteLength(body)) })
  res.write(body)
  let drained = 0
  const finish = () => {
    clearTimeout(timer)
    req.off('data', onData)
    req.off('end', finish)
    res.end()
  }
  const onData = (chunk: Buffer) => {
    drained += chunk.length
    if (drained > DRAIN_BYTES) finish()
  }
  const timer = setTimeout(finish, DRAIN_MS)
  if (req.complete) return finish()
  req.on('data', onData)
  req.on('end', finish)
  req.resume()
}

function bodyRows(table: TableInfo, body: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(body) ? body : [body]
  if (rows.length > MAX_ROWS_PER_REQUEST) {
    throw new ApiError(
      413,
      'PGRST102',
      `Too many rows in one request: ${rows.length} (at most ${MAX_ROWS_PER_REQUEST})`,
      null,
      'Send each submission as its own request.',
    )
  }
  for (const row of rows) {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      throw new ApiError(400, 'PGRST102', 'All object keys must match')
    }
    for (const key of Object.keys(row)) {
      if (!table.columns.has(key)) {
        throw new ApiError(400, 'PGRST204', `Could not find the '${key}' column of '${table.name}' in the schema cache`)
      }
    }
  }
  return rows as Record<string, unknown>[]
}

interface Result {
  status: number
  /** JSON text of the rows, when the client asked for them */
  body?: string
  count?: number
  /** rows returned, for Content-Range */
  rows: number
  offset?: number
}

type Run = (sql: string, params: Params) => Promise<{ n: number; body?: string }>

/**
 * Wraps a data-modifying statement as PostgREST does: `WITH pgrst_source AS (... RETURNING x)`.
 * `RETURNING 1` names no column, so return=minimal needs no SELECT privilege or policy.
 */
const mutation = (statement: string, returning: string[] | null): string =>
  returning
    ? `WITH pgrst_source AS (${statement} RETURNING ${returning.join(', ')}) ` +
      `SELECT count(*)::int AS n, coalesce(json_agg(pgrst_source), '[]')::text AS body FROM pgrst_source`
    : `WITH pgrst_source AS (${statement} RETURNING 1) SELECT count(*)::int AS n FROM pgrst_source`

/** The columns to return (`select=`) when the client asked for rows back, else null. */
const returningColumns = (table: TableInfo, query: URLSearchParams, prefer: Prefer): string[] | null =>
  prefer.representation ? parseSelect(table, query.get('select')).map((name) => column(table, name)) : null

async function answerGet(table: TableInfo, query: URLSearchParams, prefer: Prefer, run: Run): Promise<Result> {
  const params = new Params()
  const columns = parseSelect(table, query.get('select')).map((name) => column(table, name))
  const from = relation(table)
  const where = whereClause(table, query, params)
  const limit = nonNegativeInt('limit', query.get('limit'))
  const offset = nonNegativeInt('offset', query.get('offset')) ?? 0
  let sql = `SELECT ${columns.join(', ')} FROM ${from}${where}${orderClause(table, query.get('order'))}`
  if (limit !== undefined) sql += ` LIMIT ${params.add(String(limit))}::bigint`
  if (offset) sql += ` OFFSET ${params.add(String(offset))}::bigint`
  const page = await run(`SELECT count(*)::int AS n, coalesce(json_agg(r), '[]')::text AS body FROM (${sql}) r`, params)
  let count: number | undefined
  if (prefer.count) {
    const countParams = new Params()
    count = (await run(`SELECT count(*)::int AS n FROM ${from}${whereClause(table, query, countParams)}`, countParams)).n
  }
  return { status: 200, body: page.body, rows: page.n, count, offset }
}

async function answerPost(table: TableInfo, query: URLSearchParams, prefer: Prefer, body: unknown, run: Run): Promise<Result> {
  const rows = bodyRows(table, body)
  const returning = returningColumns(table, query, prefer)
  const listed = query
    .get('columns')
    ?.split(',')
    .map((name) => name.trim().replace(/^"(.*)"$/, '$1'))
  listed?.forEach((name) => column(table, name))
  // Without missing=default a key absent from a row inserts NULL (PostgREST's default); with it,
  // each row inserts only its own keys so the others take their column defaults.
  // (One statement per row here, so a many-row body would slip past the database's one-row-per-request
  // rule: with missing=default only one row is taken.)
  if (prefer.missingDefault && rows.length > 1)
    throw new ApiError(
      400,
      'P0001',
      `One submission per request: this request holds ${rows.length} rows.`,
      null,
      'Send each submission as its own request.',
    )
  const batches = prefer.missingDefault
    ? rows.map((row) => ({ columns: Object.keys(row), rows: [row] }))
    : [{ columns: listed ?? [...new Set(rows.flatMap((row) => Object.keys(row)))], rows }]
  const target = relation(table)
  let n = 0
  const returned: unknown[] = []
  for (const batch of batches) {
    if (batch.rows.length === 0) continue
    const params = new Params()
    const names = batch.columns.map(quoteIdent).join(', ')
    const statement =
      `INSERT INTO ${target}${names ? ` (${names})` : ''} SELECT ${names} ` +
      `FROM json_populate_recordset(null::${target}, ${params.add(JSON.stringify(batch.rows))}::json)`
    const result = await run(mutation(statement, returning), params)
    n += result.n
    if (result.body) returned.push(...(JSON.parse(result.body) as unknown[]))
  }
  return { status: 201, body: returning ? JSON.stringify(returned) : undefined, rows: n, count: n }
}

async function answerPatch(table: TableInfo, query: URLSearchParams, prefer: Prefer, body: unknown, run: Run): Promise<Result> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'PGRST102', 'Expected a JSON object as the body of PATCH')
  }
  const [row] = bodyRows(table, body)
  const returning = returningColumns(table, query, prefer)
  const keys = Object.keys(row)
  if (keys.length === 0) {
    return { status: returning ? 200 : 204, body: returning ? '[]' : undefined, rows: 0, count: 0 }
  }
  const params = new Params()
  const target = relation(table)
  const payload = params.add(JSON.stringify(row))
  const statement =
    `UPDATE ${target} SET ${keys.map((key) => `${quoteIdent(key)} = pgrst_body.${quoteIdent(key)}`).join(', ')} ` +
    `FROM (SELECT * FROM json_populate_record(null::${target}, ${payload}::json)) pgrst_body` +
    whereClause(table, query, params)
  const result = await run(mutation(statement, returning), params)
  return { status: returning ? 200 : 204, body: result.body, rows: result.n, count: result.n }
}

async function answerDelete(table: TableInfo, query: URLSearchParams, prefer: Prefer, run: Run): Promise<Result> {
  const returning = returningColumns(table, query, prefer)
  const params = new Params()
  const statement = `DELETE FROM ${relation(table)}${whereClause(table, query, params)}`
  const result = await run(mutation(statement, returning), params)
  return { status: returning ? 200 : 204, body: result.body, rows: result.n, count: result.n }
}

/** A request for the table API as plain data: it crosses from the HTTP server to the database's worker thread. */
const RPC_PREFIX = 'rpc/'

/**
 * POST /rest/v1/rpc/<name>, as PostgREST answers it: the public schema's function called with the body's fields
 * as its named arguments, as the request's role (its EXECUTE grant decides: the outbox's and the enquiries'
 * functions are the service key's only). A function returning a table answers its rows as a JSON array, one
 * returning a value answers that value, and one returning nothing answers 204.
 */
export async function answerRpc(name: string, body: unknown, tx: Transaction): Promise<Result> {
  const args = (body ?? {}) as Record<string, unknown>
  if (typeof args !== 'object' || Array.isArray(args)) {
    throw new ApiError(400, 'PGRST102', 'A function is called with a JSON object of its arguments', null, null)
  }
  const keys = Object.keys(args)
  const { rows: candidates } = await tx.query<{ set: boolean; void: boolean; args: string[]; types: string[] }>(
    `select p.proretset as set, p.prorettype = 'pg_catalog.void'::regtype as void,
            coalesce(p.proargnames[1:p.pronargs], '{}') as args,
            array(select pg_catalog.format_type(t, null) from unnest(p.proargtypes::oid[]) with ordinality as a(t, i) order by i) as types
       from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = $1`,
    [name],
  )
  const fn = candidates.find((c) => keys.every((k) => c.args.includes(k)))
  if (!fn) {
    throw new ApiError(404, 'PGRST202', `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`, null, null)
  }
  const call = `${quoteIdent('public')}.${quoteIdent(name)}(${keys
    .map((k, i) => `${quoteIdent(k)} => $${i + 1}::${fn.types[fn.args.indexOf(k)]}`)
    .join(', ')})`
  const values = keys.map((k) => args[k] ?? null)
  if (fn.void) {
    await tx.query(`select ${call}`, values)
    return { status: 204, rows: 0 }
  }
  const sql = fn.set ? `select coalesce(json_agg(r), '[]')::text as body from ${call} r` : `select to_json(${call})::text as body`
  const { rows } = await tx.query<{ body: string }>(sql, values)
  return { status: 200, body: rows[0].body, rows: fn.set ? (JSON.parse(rows[0].body) as unknown[]).length : 1 }
}

export interface RestRequest {
  method: string
  /** The path and query, e.g. /rest/v1/lead_submissions?select=id */
  url: string
  headers: Record<string, string>
  /** The parsed JSON body of a POST or PATCH. */
  body?: unknown
  /** Why the body could not be read (wrong type, not JSON): answered after the key and the table are checked, as PostgREST does. */
  bodyError?: { status: number; code: string; message: string; hint?: string | null }
}

/** An answer as plain data, written to the HTTP response by sendRest(). */
export interface RestResponse {
  status: number
  headers: Record<string, string>
  body?: string
}

function answer(status: number, body: string | undefined, headers: Record<string, string> = {}): RestResponse {
  return {
    status,
    headers: { ...CORS_HEADERS, ...(body !== undefined ? { 'Content-Type': 'application/json; charset=utf-8' } : {}), ...headers },
    body,
  }
}

/** An error as PostgREST answers it: JSON {code, message, details, hint}. */
export function errorResponse(error: ApiError): RestResponse {
  const headers: Record<string, string> = {}
  if (error.status === 401) headers['WWW-Authenticate'] = 'Bearer'
  // A body refused part-way is not read to its end, so this connection cannot carry another request:
  // say so, or the client sends its next request into a socket that is about to be reset.
  if (error.status === 413) headers.Connection = 'close'
  return answer(error.status, JSON.stringify(error.body), headers)
}

export function sendRest(res: ServerResponse, response: RestResponse): void {
  res.writeHead(response.status, response.headers)
  res.end(response.body)
}

export interface RestContext {
  db: PGlite
  schema: ApiSchema
  /**
   * A key that makes a request run as `service_role` (full access, row-level security bypassed), as
   * Supabase's secret key does: for server-side tools only, never a page. Unset, every request runs as anon.
   */
  serviceKey?: string
  /**
   * PostgREST's pre-request hook, when the migrations define it (public.check_request(), 0006_hardening.sql:
   * the cap per client address): run in each request's transaction before its statement, as PostgREST does.
   */
  preRequest?: string
}

/** The pre-request function the migrations define, if any (PostgREST's db-pre-request; hosted, set on the role authenticator). */
export async function findPreRequest(db: PGlite): Promise<string | undefined> {
  const { rows } = await db.query<{ found: boolean }>(`select to_regprocedure('public.check_request()') is not null as found`)
  return rows[0]?.found ? 'public.check_request' : undefined
}

/** The full path of a request (connect, in Vite, strips a mount prefix from req.url and keeps it in originalUrl). */
export function requestUrl(req: IncomingMessage): string {
  return (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/'
}

/** The request target as a URL, or undefined when no URL parser takes it (`//[`, `http://[`): Node's HTTP parser lets those through. */
export function parseTarget(target: string): URL | undefined {
  try {
    return new URL(target, 'http://local')
  } catch {
    return undefined
  }
}

/** Whether a request is for the table API (a target no parser takes is, when it starts so). */
export const isRestPath = (url: string): boolean => parseTarget(url)?.pathname.startsWith(REST_PREFIX) ?? url.startsWith(REST_PREFIX)

/** The answer to a request target that is not a valid address. */
export const badTarget = (): RestResponse =>
  errorResponse(new ApiError(400, 'PGRST100', 'The request target is not a valid address.', null, 'Check the URL: it cannot be parsed.'))

/**
 * Reads a table-API request off the connection: its headers, and for POST and PATCH its JSON body (at most
 * MAX_BODY_BYTES). Throws ApiError (413, 415, 400) for a body the API cannot take.
 */
export async function readRestRequest(req: IncomingMessage): Promise<RestRequest> {
  const method = (req.method ?? 'GET').toUpperCase()
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  const request: RestRequest = { method, url: requestUrl(req), headers }
  if (method === 'POST' || method === 'PATCH') {
    try {
      request.body = await readJsonBody(req)
    } catch (error) {
      // Too large: refused at once (the rest of it is never read, and the connection closes).
      if (!(error instanceof ApiError) || error.status === 413) throw error
      request.bodyError = { status: error.status, code: error.body.code, message: error.body.message, hint: error.body.hint }
    }
  }
  return request
}

/** Preflight answer: needs no database, so it is given even while the database is away. */
export function preflight(request: Pick<RestRequest, 'headers'>): RestResponse {
  const requested = request.headers['access-control-request-headers']
  return answer(200, undefined, {
    'Access-Control-Allow-Headers': requested ? String(requested) : 'authorization, apikey, content-type, x-client-info',
  })
}

/** Answers one table-API request from the database. Never throws: every failure becomes a JSON error response. */
export async function answerRest(ctx: RestContext, request: RestRequest): Promise<RestResponse> {
  const url = new URL(request.url, 'http://local')
  const { method, headers: reqHeaders } = request
  try {
    if (method === 'OPTIONS') return preflight(request)
    if (!reqHeaders.apikey && !url.searchParams.has('apikey')) {
      throw new ApiError(401, 'PGRST301', 'No API key found in request', null, 'No `apikey` request header or url param was found.')
    }
    for (const header of ['accept-profile', 'content-profile']) {
      const profile = reqHeaders[header]
      if (profile !== undefined && profile !== 'public') {
        throw new ApiError(406, 'PGRST106', 'The schema must be one of the following: public', null, null)
      }
    }
    let name: string
    try {
      name = decodeURIComponent(url.pathname.slice(REST_PREFIX.length))
    } catch {
      throw new ApiError(400, 'PGRST100', `The address is not valid percent-encoding: ${url.pathname}`)
    }
    const rpc = name.startsWith(RPC_PREFIX) ? name.slice(RPC_PREFIX.length) : undefined
    const table = rpc === undefined ? ctx.schema.get(name) : undefined
    if (rpc === undefined && !table) {
      throw new ApiError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`, null, null)
    }
    if (rpc !== undefined && method !== 'POST') throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
    if (request.bodyError)
      throw new ApiError(request.bodyError.status, request.bodyError.code, request.bodyError.message, null, request.bodyError.hint ?? null)
    const prefer = parsePrefer(reqHeaders.prefer)
    const query = url.searchParams
    const body = request.body

    // PGlite is one connection: its transaction() queues callers behind a mutex, so concurrent
    // requests run one after another, each exactly once, with no queue of our own.
    const bearer = /^Bearer (.+)$/i.exec(String(reqHeaders.authorization ?? ''))?.[1]
    const role = ctx.serviceKey && (bearer === ctx.serviceKey || reqHeaders.apikey === ctx.serviceKey) ? 'service_role' : 'anon'
    const result = await ctx.db.transaction(async (tx: Transaction) => {
      await tx.query(
        `select set_config('role', $4, true),
                set_config('request.jwt.claims', json_build_object('role', $4::text)::text, true),
                set_config('request.headers', $1, true),
                set_config('request.method', $2, true),
                set_config('request.path', $3, true)`,
        [JSON.stringify(reqHeaders), method, url.pathname, role],
      )
      if (ctx.preRequest) await tx.query(`select ${ctx.preRequest}()`)
      const run: Run = async (sql, params) => {
        const { rows } = await tx.query<{ n: number; body?: string }>(sql, params.values)
        return rows[0]
      }
      if (rpc !== undefined) return answerRpc(rpc, body, tx)
      if (!table) throw new ApiError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`, null, null)
      switch (method) {
        case 'GET':
        case 'HEAD':
          return answerGet(table, query, prefer, run)
        case 'POST':
          return answerPost(table, query, prefer, body, run)
        case 'PATCH':
          return answerPatch(table, query, prefer, body, run)
        case 'DELETE':
          return answerDelete(table, query, prefer, run)
        default:
          throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
      }
    })

    let responseBody = result.body
    const accept = String(reqHeaders.accept ?? '')
    if (responseBody !== undefined && accept.includes('application/vnd.pgrst.object+json')) {
      const rows = JSON.parse(responseBody) as unknown[]
      if (rows.length !== 1) {
        throw new ApiError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows.length} rows`)
      }
      responseBody = JSON.stringify(rows[0])
    }
    const total = prefer.count ? String(result.count ?? '*') : '*'
    const range =
      method === 'GET' || method === 'HEAD'
        ? `${result.rows ? `${result.offset ?? 0}-${(result.offset ?? 0) + result.rows - 1}` : '*'}/${total}`
        : `*/${total}`
    if (method === 'HEAD') responseBody = undefined
    return answer(result.status, responseBody, { 'Content-Range': range })
  } catch (error) {
    return errorResponse(toApiError(error))
  }
}
