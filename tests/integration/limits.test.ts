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
  SUBMISSIONS_PER_ADDRESS,
  EMAIL_MAX,
  EMAIL_PATTERN,
  EMAIL_TAG_PATTERN,
  emailKey,
  GMAIL_DOMAIN,
  GMAIL_DOT_PATTERN,
  GOOGLEMAIL_PATTERN,
  HIDDEN_PATTERN,
  isValidName,
  MESSAGE_MAX,
  NAME_MAX,
  NAME_PATTERN,
  PAGES_VIEWED_MAX,
  PHONE_PATTERN,
  SERVICES,
  SOURCE_MAX,
  SOURCE_PAGE_MAX,
  NOTICE_PURPOSES_PATTERN,
  NOTICE_TEXT_MAX,
  NOTICE_VERSION_PATTERN,
  SOURCE_COLUMNS,
} from '../../src/backend/limits.ts'
import { PRIVACY_REQUESTS_PER_ADDRESS, PRIVACY_REQUESTS_PER_CONTACT, PRIVACY_REQUEST_WINDOW_MINUTES } from '../../src/backend/privacy.ts'
import { GUIDE_ID_HEADER, TABLES } from '../../src/backend/protocol.ts'
import { LETTER_PATTERN } from '../../src/lib/visible-text.ts'
import { classCodePoints, postgresClass } from '../../scripts/lib/sql-class.ts'
import { LANGS } from '../../src/lib/lang.ts'

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

const name = `char_length(name) <= ${NAME_MAX} and private.has_letter(name)`
const noControl = (expr: string) => `${expr} !~ ${literal(CONTROL_PATTERN)}`
const email = `char_length(email) <= ${EMAIL_MAX} and email ~ ${literal(EMAIL_PATTERN)}`
const phone = `phone ~ ${literal(PHONE_PATTERN)}`
const noHidden = (expr: string) => `${expr} !~ ${literal(HIDDEN_PATTERN)}`

const notice =
  `notice_version ~ ${literal(NOTICE_VERSION_PATTERN)} and notice_purposes ~ ${literal(NOTICE_PURPOSES_PATTERN)} ` +
  `and char_length(notice_text) <= ${NOTICE_TEXT_MAX}`

const noticeMissing = `notice_missing in ('not-sent', 'not-published') and (notice_claimed is null or notice_claimed ~ ${literal(NOTICE_VERSION_PATTERN)})`
const sources = `(${SOURCE_COLUMNS.map((c) => `coalesce(${c}, '')`).join(' || ')})`

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
  lead_submissions_notice_check: notice,
  newsletter_subscriptions_notice_check: notice,
  lead_submissions_notice_missing_check: noticeMissing,
  newsletter_subscriptions_notice_missing_check: noticeMissing,
  lead_submissions_source_check: `${noControl(sources)} and ${noHidden(sources)}`,
  // The page's language (0014_language.sql): the site's languages, src/lib/lang.ts.
  lead_submissions_language_check: `language in (${LANGS.map(literal).join(', ')})`,
  newsletter_subscriptions_language_check: `language in (${LANGS.map(literal).join(', ')})`,
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
    expect(code).toContain(`per_address constant int := ${SUBMISSIONS_PER_ADDRESS};`)
    // The cap per client address answers as the others do.
    expect(code).toContain("raise exception 'Too many submissions from this address in a short time.'")
  })

  it('caps privacy requests per contact and per client address with the numbers of privacy.ts', () => {
    const last = migrations.findLast((m) => m.includes('function public.privacy_request('))!
    expect(last).toContain(`win constant interval := interval '${PRIVACY_REQUEST_WINDOW_MINUTES} minutes';`)
    expect(last).toContain(`per_contact constant int := ${PRIVACY_REQUESTS_PER_CONTACT};`)
    const hook = migrations.findLast((m) => m.includes('function public.check_request()'))!
    expect(hook).toContain(`privacy_per_address constant int := ${PRIVACY_REQUESTS_PER_ADDRESS};`)
    expect(hook).toContain("'privacy_request')")
    // The e-mail grammar of the requests is the forms' (private.mailbox_ok(), which the request calls).
    expect(last).toContain('not private.mailbox_ok(c)')
    expect(migrations.findLast((m) => m.includes('function private.mailbox_ok('))).toContain(`value ~ ${literal(EMAIL_PATTERN)}`)
    expect(last).toContain(`c !~ ${literal(PHONE_PATTERN)}`)
  })

  it('counts an address for the caps by the key of limits.ts emailKey()', () => {
    const key =
      `regexp_replace(regexp_replace(regexp_replace(lower(email), ${literal(EMAIL_TAG_PATTERN)}, '\\1@'), ` +
      `${literal(GMAIL_DOT_PATTERN)}, '', 'g'), ${literal(GOOGLEMAIL_PATTERN)}, ${literal(GMAIL_DOMAIN)})`
    // As the last migration left them: the two indexes and the count inside the cap's trigger (quoted once
    // more there, inside format()).
    const last = migrations.findLast((m) => m.includes('function private.submission_cap()'))!
    expect(last.split(key).length - 1).toBe(2)
    expect(last).toContain(key.replaceAll("'", "''"))
    expect(last).toContain(`address text := ${key.replace('(email)', '(new.email)')};`)
  })

  it('takes the spellings of one Gmail inbox for one address, and keeps other addresses apart', () => {
    const inbox = emailKey('asha.verma@gmail.com')
    for (const spelling of [
      'AshaVerma@gmail.com',
      'a.sha.ver.ma@gmail.com',
      'asha.verma+leads@googlemail.com',
      'A.S.H.A.Verma@GoogleMail.com',
    ])
      expect(emailKey(spelling)).toBe(inbox)
    expect(emailKey('asha.verma@example.in')).toBe('asha.verma@example.in')
    expect(emailKey('asha.verma+x@example.in')).toBe('asha.verma@example.in')
    expect(emailKey('asha.verma@gmail.co')).toBe('asha.verma@gmail.co')
    expect(emailKey('asha.verma@notgmail.com')).toBe('asha.verma@notgmail.com')
  })

  it("holds the letters of LETTER_PATTERN in private.has_letter(), as Postgres's ranges", () => {
    const fn = /function private\.has_letter\(value text\)[\s\S]*?select value ~ '(\[[^']*\])'/.exec(code)
    expect(fn, 'private.has_letter() in the migrations').not.toBeNull()
    const sql = fn![1]
    const version = /written out from Unicode ([\d.]+)/.exec(readFileSync(new URL('0005_inbox_names.sql', dir), 'utf8'))?.[1]
    if (version === process.versions.unicode) {
      expect(sql).toBe(postgresClass(LETTER_PATTERN))
    } else {
      // Another Unicode version here: the two agree on every character but those one of them does not know yet.
      const letter = new RegExp(`^(?:${LETTER_PATTERN})$`, 'u')
      const unassigned = /^\p{Cn}$/u
      for (const c of classCodePoints(sql)) {
        const ch = String.fromCodePoint(c)
        if (!unassigned.test(ch)) expect(letter.test(ch), `U+${c.toString(16)}`).toBe(true)
      }
    }
  })

  it('takes a name with a letter, and refuses one of characters that show nothing', () => {
    for (const good of ['Asha', 'अमित', 'தமிழ்', 'Ö', 'A\u0301', '李', 'X Æ A-12']) expect(isValidName(good), good).toBe(true)
    for (const blank of ['\u00ad', '\u00ad\u00ad', '\ufe0f', '\u{e0041}\u{e0042}', '\u0301', '\ufffc', '\u3164', '12', '  ', '-'])
      expect(isValidName(blank), JSON.stringify(blank)).toBe(false)
  })

  it('reads the guide id from the same request header the browser sends', () => {
    expect(code).toContain(`->> ${literal(GUIDE_ID_HEADER)}`)
  })

  it('uses patterns that compile in the browser, also as <input pattern> (v flag)', () => {
    for (const pattern of [
      NAME_PATTERN,
      EMAIL_PATTERN,
      EMAIL_TAG_PATTERN,
      GMAIL_DOT_PATTERN,
      GOOGLEMAIL_PATTERN,
      PHONE_PATTERN,
      CONTROL_PATTERN,
      MESSAGE_CONTROL_PATTERN,
      HIDDEN_PATTERN,
    ]) {
      expect(() => new RegExp(pattern, 'v')).not.toThrow()
    }
  })
})
