/** The e-mail channel over SMTP (Node only: Edge Functions cannot open SMTP ports), through nodemailer. */
import nodemailer from 'nodemailer'
import type { Channel } from '../../supabase/functions/_shared/notify.ts'

/** NOTIFY_SMTP_URL is smtp://user:pass@host:587 or smtps://user:pass@host:465 (nodemailer's connection URL). */
export function smtpChannel(url: string, to: string[], from: string): Channel {
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 })
  return {
    name: 'email',
    async send(n) {
      const host = (/@([^>\s]+)>?$/.exec(from)?.[1] ?? 'localhost').replace(/[^A-Za-z0-9.-]/g, '')
      await transport.sendMail({
        from,
        to: n.to ?? to,
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
