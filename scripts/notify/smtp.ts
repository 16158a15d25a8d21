/** The e-mail channel over SMTP (Node only: Edge Functions cannot open SMTP ports), through nodemailer. */
import nodemailer, { type Transporter } from 'nodemailer'
import type { Channel } from '../../supabase/functions/notify/outbox.ts'
import { isMailbox } from '../../src/lib/mailbox.ts'

/**
 * NOTIFY_SMTP_URL is smtp://user:pass@host:587 or smtps://user:pass@host:465 (nodemailer's connection URL). A
 * message to a person (n.to) goes to those addresses only, each one plain mailbox (src/lib/mailbox.ts), given
 * to nodemailer as an address object and as the envelope's recipients, so its own address
 * parser never reads a second address out of one; `transport` is for tests (nodemailer's jsonTransport).
 */
export function smtpChannel(url: string, to: string[], from: string, transport?: Transporter): Channel {
  const sender = transport ?? nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 })
  return {
    name: 'email',
    async send(n) {
      const host = (/@([^>\s]+)>?$/.exec(from)?.[1] ?? 'localhost').replace(/[^A-Za-z0-9.-]/g, '')
      const person = n.to?.filter(isMailbox)
      if (n.to && (!person?.length || person.length !== n.to.length)) throw new Error('not one plain mailbox: nothing was sent')
      const envelopeFrom = /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from
      await sender.sendMail({
        from,
        to: person ? person.map((address) => ({ name: '', address })) : to,
        ...(person ? { envelope: { from: envelopeFrom, to: person } } : {}),
        subject: n.subject,
        text: n.text,
        html: n.html,
        // The same notification sent twice carries one Message-ID: mail systems and people can tell.
        messageId: `<${n.key}@${host}>`,
        headers: { 'Idempotency-Key': n.key },
      })
    },
  }
}
