// @vitest-environment node
/**
 * Enquiries and their notifications under attack, the parts that need no database: links made from what a
 * visitor typed, settings refused at start, errors that keep no secret, one queue per channel, an answer
 * read only in part, the form's message for an address with ? % &, spreadsheet cells, and the build's
 * refusal of a secret that shows none of it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { buildNotice, contactHref, redact, telLink, type NotifyContent } from '../../src/notifications/message.ts'
import { channelsFromEnv, lane, readSome } from '../../supabase/functions/notify/outbox.ts'
import { emailError, validityMessage } from '../../src/forms/validation.ts'
import { isValidEmail } from '../../src/backend/limits.ts'
import type { Forms } from '../../src/generated/content.ts'
import { csvField } from '../../src/editor-calls/lead-text.ts'
import { checkSupabaseEnv, findSecrets } from '../../scripts/lib/secrets.ts'

const root = path.resolve(import.meta.dirname, '../..')
const PLANTED = 'ravi%40gmail.com?bcc=spy%40evil.example&x=@example.in'
const content: NotifyContent = {
  brand: 'Brand',
  domain: 'https://www.example.in',
  promises: { callback: 'a', contact: 'b', enquiry: 'c', guide: 'd' },
  services: {},
  campaignPage: '/campaign',
  guideMessage: 'guide',
}

describe('one function makes every mailto:, tel: and wa.me link', () => {
  it('links only one plain mailbox, exactly as stored, and nothing else (no planted parameter, no second address)', () => {
    expect(contactHref('mailto', PLANTED)).toBe('')
    expect(contactHref('mailto', 'asha.verma+leads@example.in')).toBe('mailto:asha.verma+leads@example.in')
    for (const trick of ['asha.rao+<mallory@gmail.com', 'victim+x,attacker@gmail.com', 'capper@gmail.com.', 'k0,victim@example.com'])
      expect(contactHref('mailto', trick), trick).toBe('')
    expect(contactHref('mailto', '  ')).toBe('')
  })

  it('makes tel: and wa.me links of digits only', () => {
    expect(contactHref('tel', '98110 45670')).toBe('tel:+919811045670')
    expect(telLink('+91 (98110) 45670')).toBe('tel:+919811045670')
    expect(contactHref('whatsapp', '098110-45670')).toBe('https://wa.me/919811045670')
    expect(contactHref('tel', 'none')).toBe('')
  })

  it('is what the notification e-mail links the address with', () => {
    const notice = buildNotice(
      {
        id: 1,
        idempotency_key: 'k',
        source_table: 'lead_submissions',
        payload: { name: 'Ravi', email: PLANTED, phone: '9811045670', source_page: '/', created_at: '2026-11-27T00:00:00Z' },
        attempts: 1,
        delivered: [],
        created_at: '2026-11-27T00:00:00Z',
      },
      content,
    )
    // Not one plain mailbox (stored before 0011_one_mailbox.sql): shown as text, linked to nothing.
    expect(notice.html).toContain(PLANTED.replaceAll('&', '&amp;'))
    expect(notice.html).not.toContain('mailto:')
  })

  it('is what both Enquiries screens link with (src/editor/Enquiries.tsx serves the office computer and the web address)', () => {
    const screen = fs.readFileSync(path.join(root, 'src/editor/Enquiries.tsx'), 'utf8')
    expect(screen).toContain("contactHref('mailto', e.email)")
    expect(screen).toContain("contactHref('tel', e.phone)")
    expect(screen).not.toMatch(/`(mailto|tel):\$\{/)
  })
})

describe('settings refused at start', () => {
  it('a webhook address with user:password@: refused, naming NOTIFY_WEBHOOK_AUTH, and showing no password', () => {
    const { channels, problems } = channelsFromEnv({ NOTIFY_WEBHOOK_URL: 'https://office:hunter2secret@hooks.example.in/x' })
    expect(channels.map((c) => c.name)).not.toContain('webhook')
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/NOTIFY_WEBHOOK_URL holds a user name or password.*NOTIFY_WEBHOOK_AUTH.*Authorization header/)
    expect(problems.join(' ')).not.toContain('hunter2secret')
  })

  it('only http(s) addresses: data:,ok and the like are refused', () => {
    for (const url of ['data:,ok', 'file:///etc/passwd', 'ftp://example.in/x', 'javascript:alert(1)']) {
      const { channels, problems } = channelsFromEnv({ NOTIFY_WEBHOOK_URL: url })
      expect(channels, url).toEqual([])
      expect(problems.join(' '), url).toMatch(/must be an https:\/\/ \(or http:\/\/\) address/)
    }
    const api = channelsFromEnv({ NOTIFY_EMAIL_TO: 'a@example.in', NOTIFY_EMAIL_API_KEY: 'k', NOTIFY_EMAIL_API_URL: 'data:,ok' })
    expect(api.channels).toEqual([])
    expect(api.problems.join(' ')).toMatch(/NOTIFY_EMAIL_API_URL must be an https/)
    // An address that is not one is not printed either (it may hold a secret).
    expect(channelsFromEnv({ NOTIFY_WEBHOOK_URL: 'not an address s3cr3t' }).problems.join(' ')).not.toContain('s3cr3t')
  })

  it('credentials go in NOTIFY_WEBHOOK_AUTH, which no error shows', () => {
    const { channels, problems } = channelsFromEnv({
      NOTIFY_WEBHOOK_URL: 'https://hooks.example.in/x',
      NOTIFY_WEBHOOK_AUTH: 'Bearer tok3n-value',
    })
    expect(problems).toEqual([])
    expect(channels[0].secrets).toContain('Bearer tok3n-value')
    expect(channels[0].secrets).toContain('tok3n-value')
  })
})

describe('errors keep no secret', () => {
  it("removes an address's user name and password, and each secret", () => {
    expect(redact('Request cannot be constructed from a URL that includes credentials: https://u:p4ss@h.example/x')).toBe(
      'Request cannot be constructed from a URL that includes credentials: https://[hidden]@h.example/x',
    )
    expect(redact('answered 401: bad key re_abc123 for re_abc123', ['re_abc123'])).toBe('answered 401: bad key [hidden] for [hidden]')
    expect(redact('to https://hooks.slack.com/services/T0/B0/XyZ', ['https://hooks.slack.com/services/T0/B0/XyZ'])).toBe('to [hidden]')
  })
})

describe('one queue per channel', () => {
  it('runs at most its concurrency at once, the rest in order, and says when a slot is free', async () => {
    let freed = 0
    const l = lane(2, () => freed++)
    let running = 0
    let most = 0
    const order: number[] = []
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        l.run(async () => {
          running++
          most = Math.max(most, running)
          await new Promise((r) => setTimeout(r, 5))
          order.push(i)
          running--
        }),
      ),
    )
    expect(most).toBe(2)
    expect(order).toEqual([0, 1, 2, 3, 4, 5])
    expect(freed).toBe(6)
    expect(l.busy).toBe(0)
  })
})

describe("a receiver's answer", () => {
  it('is read to 2 KB at most and the rest cancelled', async () => {
    let pulled = 0
    let cancelled = false
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(1024).fill(65))
      },
      cancel() {
        cancelled = true
      },
    })
    const text = await readSome(new Response(body))
    expect(text).toBe('A'.repeat(2048))
    expect(pulled).toBeLessThan(5)
    expect(cancelled).toBe(true)
  })
})

describe('the form and the database agree on an address', () => {
  const t = (parse(fs.readFileSync(path.join(root, 'pages/_site/forms.yaml'), 'utf8')) as Forms).errors
  it('refuses ? % & = # < , and the like, and names them to the visitor', () => {
    expect(isValidEmail(PLANTED)).toBe(false)
    expect(emailError(PLANTED, t)).toBe('An email address cannot contain % ? = &. Please check it, like name@example.com.')
    expect(emailError('ravi#1@example.in', t)).toMatch(/cannot contain #/)
    expect(emailError('asha.rao+<mallory@gmail.com', t)).toMatch(/cannot contain <\./)
    expect(emailError('victim+x,attacker@gmail.com', t)).toMatch(/cannot contain ,\./)
    // One plain mailbox: no apostrophe either (the grammar of src/lib/mailbox.ts).
    expect(emailError("o'brien@example.in", t)).toMatch(/cannot contain '/)
    expect(emailError('capper@gmail.com.', t)).toBe(t.emailInvalid)
    for (const real of ['asha.verma+leads@example.co.in', 'a_b-c@mail.example.in']) expect(emailError(real, t), real).toBeUndefined()
    expect(emailError('asha@example', t)).toBe(t.emailInvalid)
    // The browser-validated forms' bubble says the same.
    expect(validityMessage('email', { valueMissing: false, tooLong: false }, t, PLANTED)).toBe(emailError(PLANTED, t))
    expect(validityMessage('email', { valueMissing: false, tooLong: false }, t, 'asha@example')).toBe(t.emailInvalid)
  })
})

describe('spreadsheet cells', () => {
  it('neutralise a cell starting with ; or |, as one starting with = + - @', () => {
    expect(csvField(';=1+1')).toBe("';=1+1")
    expect(csvField('|cmd')).toBe("'|cmd")
    expect(csvField('a;b|c')).toBe('a;b|c')
  })
})

describe("the build's refusal of a secret", () => {
  it('names its kind and place, and none of its characters', () => {
    const key = 'sk_live_ABCDEFGH12345678'
    const found = findSecrets(`const a = 1\nconst k = "${key}"`)
    expect(found).toContain('Stripe-style secret key at line 2, column 12')
    expect(found.join(' ')).not.toContain('ABCD')
    const refused = checkSupabaseEnv({ VITE_SUPABASE_URL: 'http://admin:pa55@db.example.in', VITE_SUPABASE_ANON_KEY: 'sb_publishable_x' })
    expect(refused).toMatch(/must be an https:\/\/ address \(got "http:\/\/\[hidden\]@db\.example\.in"\)/)
  })
})
