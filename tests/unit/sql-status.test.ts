// @vitest-environment node
/** How the local backend answers a database error (scripts/backend/errors.ts): PostgREST's statuses, and where it differs. */
import { describe, expect, it } from 'vitest'
import { statusForSqlState } from '../../scripts/backend/errors.ts'

describe('the status of a database error', () => {
  it('follows PostgREST: a refused value 400, a duplicate 409, a full disk 503', () => {
    expect(['23514', '22001', '23505', '42501', '53100', 'PT429'].map(statusForSqlState)).toEqual([400, 400, 409, 401, 503, 429])
  })

  it('answers an engine that failed underneath (an invalid cursor state: it opens none) as unavailable, not as the visitor’s mistake', () => {
    expect(statusForSqlState('24000')).toBe(503)
  })
})
