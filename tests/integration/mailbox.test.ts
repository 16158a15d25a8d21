// @vitest-environment node
/**
 * One address grammar (src/lib/mailbox.ts, 0011_one_mailbox.sql), held by many strings made
 * to trick it: the browser's check and the database's agree on every one, and for every request the database
 * takes, the inbox the matcher calls X is the only inbox any mailer sends to (nodemailer's own parsing of what the
 * SMTP channel gives it, and the body the e-mail API channel posts), character for character the stored address.
 * A request the grammar refuses is stored nowhere and mails nobody.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import nodemailer, { type SentMessageInfo, type Transport } from 'nodemailer'
import addressparser from 'nodemailer/lib/addressparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalBackend, startBackendServer, type BackendServer, type LocalBackend } from '../../scripts/backend/index.ts'
import { smtpChannel } from '../../scripts/notify/smtp.ts'
import { buildNotice, type NotifyContent, type OutboxRow } from '../../src/notifications/message.ts'
import { deliver, emailApiChannel } from '../../supabase/functions/notify/outbox.ts'
import { inboxOf, isMailbox, parseMailbox } from '../../src/lib/mailbox.ts'
import { LOCAL_ANON_KEY } from '../../src/backend/protocol.ts'

const base = mkdtempSync(join(tmpdir(), 'mailbox-test-'))
let backend: LocalBackend
let server: BackendServer

beforeAll(async () => {
  backend = await createLocalBackend({ dataDir: join(base, 'pglite'), handleSignals: false, capByAddress: false, log: () => {} })
  server = await startBackendServer(backend)
}, 60_000)

afterAll(async () => {
  await server?.close()
  await backend?.close()
  rmSync(base, { recursive: true, force: true })
})

const TRICKS = [
  'asha.rao+<mallory@gmail.com',
  'victim+x,attacker@gmail.com',
  'capper@gmail.com.',
  'k0,victim@example.com',
  '"Asha" <asha.rao@gmail.com>',
  'asha.rao@gmail.com (Asha)',
  'asha.rao@gmail.com;mallory@gmail.com',
  'mallory@gmail.com:asha.rao@gmail.com',
  'asha.rao@[127.0.0.1]',
  '"mallory@gmail.com"@example.com',
  'asha\\@rao@gmail.com',
]

/** A small, seeded generator (the same strings every run): a failure names its string, and is the same next time. */
function generated(count: number, seed = 47): string[] {
  let state = seed
  const next = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff
    return state / 0x7fffffff
  }
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]
  const pieces = [
    'asha',
    'Asha.Rao',
    'rao',
    'mallory',
    'victim',
    'k0',
    'a',
    'x',
    '1',
    '_',
    '-',
    '+',
    '+tag',
    '.',
    '..',
    '@',
    '@@',
    'gmail.com',
    'googlemail.com',
    'example.com',
    'example.in',
    'mail.example.co.in',
    '<',
    '>',
    ',',
    ';',
    ':',
    '"',
    "'",
    '(',
    ')',
    '[',
    ']',
    ' ',
    '\\',
    '%',
    '?',
    '&',
    '=',
    '#',
    '\t',
    '\n',
    '\r',
    '\u202e',
    '\u200b',
    'а',
    'ß',
    'É',
    '\u00a0',
  ] as const
  const out: string[] = []
  while (out.length < count) {
    const shape = next()
    if (shape < 0.45) {
      // Near a real address: local@domain with one or two pieces slipped in somewhere.
      const local = [
        pick(['asha', 'asha.rao', 'Asha.Rao', 'k0', 'victim', 'a_b-c']),
        ...(next() < 0.6 ? [pick(pieces)] : []),
        pick(['', 'x', 'rao']),
      ]
      const domain = pick(['gmail.com', 'googlemail.com', 'example.com', 'example.in', 'mail.example.co.in', 'gmail.com.', 'example'])
      const text = `${local.join('')}@${domain}`
      const at = Math.floor(next() * (text.length + 1))
      out.push(next() < 0.5 ? text : `${text.slice(0, at)}${pick(pieces)}${text.slice(at)}`)
    } else {
      out.push(Array.from({ length: 2 + Math.floor(next() * 7) }, () => pick(pieces)).join(''))
    }
  }
  return out
}

/** What the database does before it reads an address: it trims spaces (btrim), nothing else. */
const asTheDatabaseTrims = (s: string) => s.replace(/^ +| +$/g, '')

describe('one address grammar', () => {
  it('refuses every trick, and takes plain mailboxes with their inbox', () => {
    for (const trick of TRICKS) expect(isMailbox(trick), trick).toBe(false)
    expect(parseMailbox('Asha.Rao+leads@GoogleMail.com')).toEqual({ address: 'Asha.Rao+leads@GoogleMail.com', inbox: 'asharao@gmail.com' })
    expect(inboxOf('asha.rao+x@example.in')).toBe('asha.rao@example.in')
    expect(inboxOf('a.b@example.in')).toBe('a.b@example.in')
  })

  it('is the same in the browser and in the database, on every generated string', async () => {
    const strings = [...TRICKS, ...generated(3000)]
    const rows = await backend.ownerQuery<{ s: string; ok: boolean; inbox: string | null }>(
      `select s, private.mailbox_ok(btrim(s)) as ok, private.inbox_key(btrim(s)) as inbox from unnest($1::text[]) s`,
      [strings],
    )
    expect(rows).toHaveLength(strings.length)
    let taken = 0
    for (const row of rows) {
      const text = asTheDatabaseTrims(row.s)
      expect(row.ok, JSON.stringify(row.s)).toBe(isMailbox(text))
      expect(row.inbox, JSON.stringify(row.s)).toBe(inboxOf(text))
      if (row.ok) taken++
    }
    // The generator makes both kinds, or the test says nothing.
    expect(taken).toBeGreaterThan(200)
    expect(strings.length - taken).toBeGreaterThan(1000)
  })
})

describe('whatever the matcher calls inbox X, the mailer sends only to X', () => {
  const content: NotifyContent = {
    brand: 'SetuBiz',
    domain: 'https://www.example.in',
    promises: { callback: 'a', contact: 'b', enquiry: 'c', guide: 'd' },
    services: {},
    campaignPage: '/campaign',
    guideMessage: 'guide',
  }

  /** The SMTP channel over a nodemailer transport that keeps, for each message, where nodemailer would send it. */
  function capturingSmtp() {
    const envelopes: { to: string[]; header: string[] }[] = []
    const capture: Transport<SentMessageInfo> = {
      name: 'capture',
      version: '1',
      send(mail, done) {
        const envelope = mail.message.getEnvelope()
        const header = (mail.message.getAddresses() as { to?: { address: string }[] }).to ?? []
        envelopes.push({ to: envelope.to, header: header.map((a) => a.address) })
        done(null, { envelope, messageId: mail.message.messageId() })
      },
    }
    const transport = nodemailer.createTransport(capture)
    return { channel: smtpChannel('smtp://unused', ['office@example.in'], 'SetuBiz <no-reply@example.in>', transport), envelopes }
  }

  /** The e-mail API channel over a fetch that keeps each body it posts. */
  async function apiRecipients(row: OutboxRow): Promise<string[][]> {
    const bodies: { to: string[] }[] = []
    const real = globalThis.fetch
    globalThis.fetch = (async (_url: string, init: { body: string }) => {
      bodies.push(JSON.parse(init.body) as { to: string[] })
      return new Response('{}', { status: 200 })
    }) as never
    try {
      await deliver(
        row,
        [emailApiChannel({ apiKey: 'k', to: ['office@example.in'], from: 'no-reply@example.in', url: 'https://mail.example' })],
        content,
      )
    } finally {
      globalThis.fetch = real
    }
    return bodies.map((b) => b.to)
  }

  it('for every generated contact: taken, it is mailed at its stored address only; refused, it is stored and mailed nowhere', async () => {
    const contacts = [...TRICKS, ...generated(400, 2026)].filter((s) => s.includes('@'))
    let taken = 0
    for (const contact of contacts) {
      const before = (await backend.ownerQuery<{ n: number }>('select count(*)::int as n from private.notification_outbox'))[0].n
      const res = await fetch(`${server.url}/rest/v1/rpc/privacy_request`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'erase', contact }),
      })
      const outbox = await backend.ownerQuery<OutboxRow & { email: string; inbox: string }>(
        `select o.id, o.idempotency_key::text, o.source_table, o.payload, o.attempts, o.delivered, o.created_at::text,
                r.email, private.inbox_key(r.email) as inbox
           from private.notification_outbox o join private.privacy_requests r on r.id = o.source_id
          where o.source_table = 'privacy_requests'
          order by o.id desc limit 1`,
      )
      const after = (await backend.ownerQuery<{ n: number }>('select count(*)::int as n from private.notification_outbox'))[0].n
      if (!res.ok) {
        expect([400, 429], JSON.stringify(contact)).toContain(res.status)
        expect(after, JSON.stringify(contact)).toBe(before)
        continue
      }
      taken++
      expect(after, JSON.stringify(contact)).toBe(before + 1)
      const [row] = outbox
      // The matcher's inbox X, from the stored address, and the address the database was given (trimmed of spaces).
      const x = row.inbox
      expect(row.email).toBe(asTheDatabaseTrims(contact))
      expect(x).toBe(inboxOf(row.email))
      // The message built from the outbox goes to the stored address itself.
      const notice = buildNotice(row, content)
      expect(notice.to).toEqual([row.email])
      // What nodemailer makes of it: one recipient, that address, in the envelope and the To header.
      const smtp = capturingSmtp()
      const sent = await deliver(row, [smtp.channel], content)
      expect(sent.error, JSON.stringify(contact)).toBeNull()
      expect(smtp.envelopes).toHaveLength(1)
      // (nodemailer writes the domain in lower case, as domains are: the same mailbox.)
      const sameMailbox = row.email.replace(/@.*$/, (domain) => domain.toLowerCase())
      expect(smtp.envelopes[0].to).toEqual([sameMailbox])
      expect(smtp.envelopes[0].to.map(inboxOf)).toEqual([x])
      expect(smtp.envelopes[0].header.map((a) => a.replace(/@.*$/, (domain) => domain.toLowerCase()))).toEqual([sameMailbox])
      // A mail program reading the stored address finds that one address and no other.
      expect(addressparser(row.email)).toEqual([{ address: row.email, name: '' }])
      // The e-mail API is posted that one address.
      expect(await apiRecipients(row)).toEqual([[row.email]])
    }
    expect(taken).toBeGreaterThan(30)
    expect(contacts.length - taken).toBeGreaterThan(100)
  }, 120_000)

  it('a message whose stored address is not one plain mailbox (stored before the grammar) is sent to nobody, and not tried again', async () => {
    for (const stored of TRICKS) {
      const row: OutboxRow = {
        id: 1,
        idempotency_key: 'k',
        source_table: 'privacy_requests',
        payload: { request: 'erase', to: stored, token: 'f'.repeat(64) },
        attempts: 1,
        delivered: [],
        created_at: new Date().toISOString(),
      }
      const smtp = capturingSmtp()
      const result = await deliver(row, [smtp.channel], content)
      expect(smtp.envelopes, stored).toEqual([])
      expect(result).toMatchObject({ delivered: [], final: true })
      expect(await apiRecipients(row)).toEqual([])
    }
  })
})
