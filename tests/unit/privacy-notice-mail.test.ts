// @vitest-environment node
/**
 * The privacy notice sent once to each earlier enquirer (the rights desk's "Send the notice"): an e-mail to the
 * person, never to the office or the webhook, in the words of pages/privacy/choices.yaml.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildNotice, type Notice } from '../../src/notifications/message.ts'
import { deliver, type Channel } from '../../supabase/functions/notify/outbox.ts'
import { readNotifyContent } from '../../scripts/notify/content.ts'

const root = path.resolve(import.meta.dirname, '../..')
const content = readNotifyContent(root)
const row = {
  id: 7,
  idempotency_key: '00000000-0000-4000-8000-000000000007',
  source_table: 'notice_sends',
  payload: { notice: true, email: 'ravi@example.in', name: 'Ravi <b>Kumar</b>' },
  attempts: 1,
  delivered: [],
  created_at: '2026-11-27T00:00:00Z',
}

describe('the privacy notice to an earlier enquirer', () => {
  it('is addressed to the person, with their name, the brand and the choices page filled in from the content', () => {
    const mail = buildNotice(row, content)
    expect(mail.to).toEqual(['ravi@example.in'])
    expect(content.noticeMail?.subject).toBeTruthy()
    expect(mail.subject).toBe(content.noticeMail!.subject.replace('{brand}', content.brand))
    expect(mail.text).toMatch(/^Dear Ravi <b>Kumar<\/b>,/)
    expect(mail.text).toContain(`${content.domain}/privacy/choices`)
    expect(mail.text).not.toMatch(/\{(name|brand|link)\}/)
    // What is held, what for and for how long are in the notice itself.
    expect(mail.text).toMatch(/What we hold:[\s\S]*What for:[\s\S]*How long:/)
    // The name is text, never markup, in the HTML part.
    expect(mail.html).toContain('Ravi &lt;b&gt;Kumar&lt;/b&gt;')
    expect(mail.html).toContain(`<a href="${content.domain}/privacy/choices">`)
  })

  it('goes by e-mail only: the office’s webhook never gets it', async () => {
    const got: Record<string, Notice[]> = { email: [], webhook: [] }
    const channel = (name: 'email' | 'webhook'): Channel => ({ name, send: async (n) => void got[name].push(n) })
    const result = await deliver(row, [channel('email'), channel('webhook')], content)
    expect(result).toEqual({ delivered: ['email'], error: null })
    expect(got.email).toHaveLength(1)
    expect(got.webhook).toHaveLength(0)
    const none = await deliver(row, [channel('webhook')], content)
    expect(none.error).toMatch(/No e-mail channel is configured/)
  })
})
