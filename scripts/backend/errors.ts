/**
 * Errors in PostgREST's shape `{code, message, details, hint}` with PostgREST's status codes, so
 * supabase-js reports them exactly as it would against hosted Supabase. Every error response has a
 * JSON body: supabase-js counts a 404 with an empty body as success.
 */

export interface ApiErrorBody {
  code: string
  message: string
  details: string | null
  hint: string | null
}

export class ApiError extends Error {
  readonly status: number
  readonly body: ApiErrorBody
  constructor(status: number, code: string, message: string, details: string | null = null, hint: string | null = null) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.body = { code, message, details, hint }
  }
}

/** PostgREST's mapping of SQLSTATE to HTTP status (docs: "Errors", "SQLSTATE codes"). */
export function statusForSqlState(code: string): number {
  // RAISE ... USING ERRCODE = 'PT429': the status PostgREST answers is in the code.
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2))
  switch (code) {
    case '23503': // foreign_key_violation
    case '23505': // unique_violation
      return 409
    case '25006': // read_only_sql_transaction
      return 405
    case '42883': // undefined_function
    case '42P01': // undefined_table
      return 404
    case '42P17': // infinite_recursion
      return 500
    case '42501': // insufficient_privilege: 401 for the anonymous role, which is all we run as
      return 401
    case 'P0001': // raise_exception
      return 400
    case '53400': // config_limit_exceeded
      return 500
  }
  const cls = code.slice(0, 2)
  // 24 (invalid cursor state) too, unlike PostgREST: the backend runs only its own SQL and opens no cursor, so the
  // engine met one only after it failed underneath (seen when the disk filled mid-insert: "cannot drop active
  // portal"); the visitor is told to try again, as for a full disk.
  if (cls === '08' || cls === '24' || cls === '53' || cls === '54' || cls === '55' || cls === '57' || cls === '58') return 503
  if (cls === '0L' || cls === '0P' || cls === '28') return 403
  if (['09', '25', '2D', '38', '39', '3B', '40', 'F0', 'HV', 'P0', 'XX'].includes(cls)) return 500
  return 400 // 22 data exceptions, 23 integrity violations (CHECK, NOT NULL), 42 syntax/undefined column...
}

interface PgErrorLike {
  code: string
  message: string
  detail?: string
  hint?: string
}

function isPgError(error: unknown): error is PgErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as PgErrorLike).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as PgErrorLike).code) &&
    typeof (error as PgErrorLike).message === 'string'
  )
}

/** Turns anything thrown while answering a request into a status and a PostgREST error body. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (isPgError(error)) {
    return new ApiError(statusForSqlState(error.code), error.code, error.message, error.detail ?? null, error.hint ?? null)
  }
  return new ApiError(500, 'XX000', 'Internal error in the local backend', describeError(error), null)
}

/** WASI error numbers, as PGlite's file system (Emscripten) reports them in an ErrnoError. */
const FILE_SYSTEM_ERRORS: Record<number, [string, string]> = {
  2: ['EACCES', 'permission denied'],
  20: ['EEXIST', 'it already exists'],
  28: ['EINVAL', 'invalid argument'],
  29: ['EIO', 'input/output error'],
  31: ['EISDIR', 'it is a folder'],
  44: ['ENOENT', 'no such file or folder'],
  51: ['ENOSPC', 'no space left on the disk'],
  54: ['ENOTDIR', 'not a directory (a file is where a folder should be)'],
  55: ['ENOTEMPTY', 'the folder is not empty'],
  63: ['EPERM', 'operation not permitted'],
  69: ['EROFS', 'read-only file system'],
}

/**
 * Anything thrown, in words. Not everything thrown is an Error: PGlite's file system throws objects such as
 * `{ name: 'ErrnoError', errno: 54 }`, which String() turns into "[object Object]".
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null) {
    const e = error as { message?: unknown; name?: unknown; errno?: unknown; code?: unknown }
    if (typeof e.message === 'string' && e.message) return e.message
    if (typeof e.errno === 'number') {
      const known = FILE_SYSTEM_ERRORS[e.errno]
      const name = typeof e.name === 'string' ? e.name : 'error'
      return known ? `${known[1]} (${known[0]}, file system ${name} ${e.errno})` : `file system ${name} ${e.errno}`
    }
    if (typeof e.code === 'string') return e.code
    try {
      return JSON.stringify(error)
    } catch {
      // falls through
    }
  }
  return String(error)
}
