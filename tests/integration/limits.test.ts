// @vitest-environment node
/**
 * The browser's limits (src/backend/limits.ts) and the database's CHECK constraints and triggers
 * (supabase/migrations/*.sql, applied in name order: a later definition of a constraint replaces an
 * earlier one) are written twice, in two languages. This test reads the SQL and fails when a number, a
 * pattern or a service name differs, or a constraint is added that this test does not know.
 * (backend.test.ts also checks that both accept and refuse the same rows.)
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  CONTROL_PATTERN,
  MESSAGE_CONTROL_PATTERN,
  SUBMISSION_WINDOW_MINUTES,
  SUBMISSIONS_PER_EMAIL,
  SUBMISSIONS_PER_PHONE,
  EMAIL_MAX,
  EMAIL_PATTERN,
  EMAIL_TAG_PATTERN,
  HIDDEN_PATTERN,
  MESSAGE_MAX,
  NAME_MAX,
  NAME_PATTERN,
  PAGES_VIEWED_MAX,
  PHONE_PATTERN,
  SERVICES,
  SOURCE_MAX,
  SOURCE_PAGE_MAX,
} from '../../src/backend/limits.ts'
import { GUIDE_ID_HEADER, TABLES } from '../../src/backend/protocol.ts'

const dir = new URL('../../supabase/migrations/', import.meta.url)
/** each migration's SQL without comments, in the order they are applied */
const migrations = readdirSync(dir)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => readFileSync(new URL(f, dir), 'utf8').replace(/--[^\n]*/g, ''))
const code = migrations.join('\n')

/** name → CHECK expression, whitespace collapsed, for every named constraint, as the last migration left it */
function checkConstraints(): Map<string, string> {
  const found = new Map<string, string>()
  for (const migration of migrations) for (const [name, expression] of constraintsIn(migration)) found.set(name, expression)
  return found
}

function constraintsIn(code: string): Map<string, string> {
  const found = new Map<string, string>()
  const start = /constraint\s+(\w+)\s+check\s*\(/gi
  for (let match = start.exec(code); match; match = start.exec(code)) {
    let depth = 1
    let i = start.lastIndex
    let inString = false
    for (; i < code.length && depth > 0; i++) {
      const ch = code[i]
      if (ch === "'") inString = !inString
      else if (!inString && ch === '(') depth++
      else if (!inString && ch === ')') depth--
    }
    const expression = code
      .slice(start.lastIndex, i - 1)
      .replace(/\s+/g, ' ')
      .replace(/\( /g, '(')
      .trim()
    expect(found.has(match[1]), `constraint ${match[1]} defined twice`).toBe(false)
    found.set(match[1], expression)
  }
  return found
}

const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`

const name = `char_length(name) <= ${NAME_MAX} and name ~ ${literal(NAME_PATTERN)}`
const noControl = (expr: string) => `${expr} !~ ${literal(CONTROL_PATTERN)}`
const email = `char_length(email) <= ${EMAIL_MAX} and email ~ ${literal(EMAIL_PATTERN)}`
const phone = `phone ~ ${literal(PHONE_PATTERN)}`
const noHidden = (expr: string) => `${expr} !~ ${literal(HIDDEN_PATTERN)}`

const expected: Record<string, string> = {
  lead_submissions_name_check: name,
  lead_submissions_email_check: email,
  lead_submissions_phone_check: phone,
  lead_submissions_message_check: `char_length(message) <= ${MESSAGE_MAX}`,
  lead_submissions_service_check: `service in (${['', ...SERVICES].map(literal).join(', ')})`,
  lead_submissions_source_page_check: `char_length(source_page) <= ${SOURCE_PAGE_MAX} and left(source_page, 1) = '/'`,
  newsletter_subscriptions_email_check: email,
  newsletter_subscriptions_source_check: `char_length(source) <= ${SOURCE_MAX}`,
  ebook_downloads_name_check: name,
  ebook_downloads_email_check: email,
  ebook_downloads_phone_check: phone,
  ebook_downloads_pages_viewed_check: `pages_viewed between 0 and ${PAGES_VIEWED_MAX}`,
  lead_submissions_text_check:
    noControl(`(name || email || coalesce(phone, '') || coalesce(service, '') || source_page)`) +
    ` and coalesce(message, '') !~ ${literal(MESSAGE_CONTROL_PATTERN)}`,
  newsletter_subscriptions_text_check: noControl(`(email || coalesce(source, ''))`),
  ebook_downloads_text_check: noControl(`(name || email || coalesce(phone, ''))`),
  lead_submissions_hidden_check: noHidden(`(name || coalesce(message, '') || coalesce(service, '') || source_page)`),
  newsletter_subscriptions_hidden_check: noHidden(`coalesce(source, '')`),
  ebook_downloads_hidden_check: noHidden('name'),
}

describe('limits.ts and the migration agree', () => {
  // The tables visitors write to; the office's own tables in the schema private (0004: the outbox, statuses) have
  // checks no visitor meets, so limits.ts has nothing to mirror for them.
  const constraints = new Map([...checkConstraints()].filter(([name]) => TABLES.some((table) => name.startsWith(`${table}_`))))

  it.each(Object.entries(expected))('%s', (constraintName, expression) => {
    expect(constraints.get(constraintName)).toBe(expression)
  })

  it('has no CHECK constraint that this test does not compare', () => {
    expect([...constraints.keys()].sort()).toEqual(Object.keys(expected).sort())
  })

  it('caps submissions per e-mail address and phone number with the numbers of limits.ts', () => {
    expect(code).toContain(`win constant interval := interval '${SUBMISSION_WINDOW_MINUTES} minutes';`)
    expect(code).toContain(`per_email constant int := ${SUBMISSIONS_PER_EMAIL};`)
    expect(code).toContain(`per_phone constant int := ${SUBMISSIONS_PER_PHONE};`)
  })

  it('counts an address for the caps by the key of limits.ts emailKey()', () => {
    const key = `regexp_replace(lower(email), ${literal(EMAIL_TAG_PATTERN)}, '\\1@')`
    // the two indexes and the count inside the cap's trigger (quoted once more there, inside format())
    expect(code.split(key).length - 1).toBe(2)
    expect(code).toContain(key.replaceAll("'", "''"))
    expect(code).toContain(`address text := ${key.replace('(email)', '(new.email)')};`)
  })

  it('reads the guide id from the same request header the browser sends', () => {
    expect(code).toContain(`->> ${literal(GUIDE_ID_HEADER)}`)
  })

  it('uses patterns that compile in the browser, also as <input pattern> (v flag)', () => {
    for (const pattern of [
      NAME_PATTERN,
      EMAIL_PATTERN,
      EMAIL_TAG_PATTERN,
      PHONE_PATTERN,
      CONTROL_PATTERN,
      MESSAGE_CONTROL_PATTERN,
      HIDDEN_PATTERN,
    ]) {
      expect(() => new RegExp(pattern, 'v')).not.toThrow()
    }
  })
})
