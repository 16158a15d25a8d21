/**
 * How a notification is delivered: by webhook, by an HTTP e-mail API (Resend's request shape) or by SMTP (passed
 * in: Node only), and one round of the outbox (claim, deliver, settle). It runs in the hosted notification
 * function (./index.ts, Deno: bundled with what it imports by `npm run notify:content`) and in the local server's
 * notifier (scripts/notify/dispatcher.ts, Node), so: fetch and Web APIs only; the outbox's storage is passed in.
 * What each notification says is src/notifications/message.ts.
 *
 * At-least-once: a notification is settled only after its channels answered; a worker that dies before
 * that loses its lease (30 s, renewed while it works) and the row is claimed again. Each channel's delivery
 * is kept as soon as it is made (notify_delivered), so a crash repeats only what was in flight. Each delivery
 * carries the notification's idempotency key (the webhook's and the e-mail API's Idempotency-Key header, the
 * webhook body's idempotency_key, the e-mail's Message-ID), and a retry skips the channels that already took it.
 *
 * Each channel has its own queue (lane) and each delivery its own time limit: a hung webhook never delays the
 * e-mail. No redirect is followed, at most ANSWER_BYTES of an answer are read, and no error keeps a secret.
 */
import {
  buildNotice,
  clean,
  redact,
  webhookBody,
  type ChannelName,
  type Notice,
  type NotifyContent,
  type OutboxRow,
} from '../../../src/notifications/message.ts'
import { isMailbox } from '../../../src/lib/mailbox.ts'

export type { NotifyContent, OutboxRow, Notice, ChannelName }

/** What the outbox is kept in: the local backend's database, or the hosted one through its functions. */
export interface OutboxStore {
  claim(maxRows: number, leaseSeconds: number): Promise<OutboxRow[]>
  settle(id: OutboxRow['id'], channels: string[], error: string | null, giveUp: boolean, retryAt: Date | null): Promise<void>
  /** One channel took it (notify_delivered): kept at once, so a crash before the settle repeats only the others. */
  delivered?(id: OutboxRow['id'], channel: string): Promise<void>
  /** The rows still being worked on keep their lease for leaseSeconds more (notify_renew). */
  renew?(ids: OutboxRow['id'][], leaseSeconds: number): Promise<void>
}

export interface Channel {
  name: ChannelName
  send(notice: Notice): Promise<void>
  /** What the channel was configured with that no error may show (keys, passwords, a webhook's secret address). */
  secrets?: string[]
}

/** How long one delivery may take, from the moment its channel takes it up (each delivery its own limit). */
export const DELIVERY_TIMEOUT_MS = 15_000
/** How much of a receiver's answer is read (for the error text); the rest is dropped unread. */
export const ANSWER_BYTES = 2048

/** At most `max` bytes of a body, as text; the rest is cancelled unread (a 1 GiB answer costs 2 KB). */
export async function readSome(res: Response, max = ANSWER_BYTES): Promise<string> {
  if (!res.body) return ''
  const reader = res.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    while (size < max) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      size += value.byteLength
    }
  } catch {
    // The answer broke off: what came is enough for an error text.
  } finally {
    reader.cancel().catch(() => {})
  }
  const all = new Uint8Array(Math.min(size, max))
  let at = 0
  for (const chunk of chunks) {
    if (at >= all.length) break
    all.set(chunk.subarray(0, all.length - at), at)
    at += chunk.byteLength
  }
  return new TextDecoder().decode(all)
}

async function post(url: string, headers: Record<string, string>, body: unknown, what: string): Promise<void> {
  let res: Response
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      // A redirect is never followed: a 301/302 would turn into a GET counted as sent, a 307 would post the lead anywhere.
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    })
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    throw new Error(`${what} could not be reached (${cause ?? (error as Error).message})`, { cause: error })
  }
  const answer = (await readSome(res).catch(() => '')).trim()
  if (res.status >= 300 && res.status < 400) {
    const moved = clean(res.headers.get('location') ?? '').slice(0, 300)
    throw new Error(
      `${what} answered ${res.status}, a redirect${moved ? ` to ${moved}` : ''}: not delivered (redirects are not followed; set the new address if it is right)`,
    )
  }
  if (!res.ok) throw new Error(`${what} answered ${res.status}${answer ? `: ${clean(answer.slice(0, 200))}` : ''}`)
}

/** A JSON POST: Slack's, Google Chat's and Teams' incoming webhooks read `text`; Zapier, Make and n8n take the rest. */
export function webhookChannel(url: string, format?: 'full' | 'text', opts: { auth?: string } = {}): Channel {
  // Google Chat refuses fields it does not know: it gets `text` alone unless told otherwise.
  const chosen = format ?? (new URL(url).hostname === 'chat.googleapis.com' ? 'text' : 'full')
  const headers: Record<string, string> = opts.auth ? { authorization: opts.auth } : {}
  return {
    name: 'webhook',
    // A chat tool's webhook address is its secret (hooks.slack.com/services/…): no error shows it.
    secrets: [url, ...(opts.auth ? [opts.auth, opts.auth.replace(/^\S+\s+/, '')] : [])],
    send: (n) => post(url, { ...headers, 'idempotency-key': n.key }, webhookBody(n, chosen), 'The webhook'),
  }
}

export const RESEND_API_URL = 'https://api.resend.com/emails'

/** An HTTP e-mail API in Resend's shape: POST {from, to[], subject, text, html, headers} with a Bearer key. */
export function emailApiChannel(opts: { apiKey: string; to: string[]; from: string; url?: string }): Channel {
  return {
    name: 'email',
    secrets: [opts.apiKey],
    send: (n) =>
      post(
        opts.url ?? RESEND_API_URL,
        { authorization: `Bearer ${opts.apiKey}`, 'idempotency-key': n.key },
        {
          from: opts.from,
          to: n.to ? n.to.filter(isMailbox) : opts.to,
          subject: n.subject,
          text: n.text,
          html: n.html,
          headers: { 'X-Entity-Ref-ID': n.key },
        },
        'The e-mail API',
      ),
  }
}

/** No channel configured: the notice in the terminal. */
export function consoleChannel(print: (text: string) => void): Channel {
  return {
    name: 'console',
    send: async (n) => print(`\n[new enquiry] ${n.subject}\n${n.text}\n`),
  }
}

export interface RetryPolicy {
  /** Tries before a notification is marked failed. */
  maxAttempts: number
  /** The wait after the first failed try; doubled after each, up to maxDelayMs. */
  baseDelayMs: number
  maxDelayMs: number
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 12, baseDelayMs: 5_000, maxDelayMs: 15 * 60_000 }

/** NOTIFY_MAX_ATTEMPTS, NOTIFY_RETRY_BASE_MS, NOTIFY_RETRY_MAX_MS, each defaulting to DEFAULT_RETRY. */
export function retryFromEnv(env: Record<string, string | undefined>): RetryPolicy {
  const n = (name: string, fallback: number) => {
    const v = Number(env[name])
    return Number.isFinite(v) && v > 0 ? v : fallback
  }
  return {
    maxAttempts: n('NOTIFY_MAX_ATTEMPTS', DEFAULT_RETRY.maxAttempts),
    baseDelayMs: n('NOTIFY_RETRY_BASE_MS', DEFAULT_RETRY.baseDelayMs),
    maxDelayMs: n('NOTIFY_RETRY_MAX_MS', DEFAULT_RETRY.maxDelayMs),
  }
}

/** The wait after the attempt-th failed try: exponential, capped, with ±20 % jitter so retries do not come in step. */
export function retryDelayMs(attempt: number, policy: RetryPolicy, random = Math.random): number {
  const plain = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1))
  return Math.round(plain * (0.8 + 0.4 * random()))
}

/**
 * A channel's own queue: at most `concurrency` of its deliveries at once, the rest wait in order. Each channel
 * has one, so a slow or dead webhook never holds a slot the e-mail needs, nor the other way round.
 */
export interface Lane {
  readonly concurrency: number
  /** Deliveries under way. */
  readonly busy: number
  /** Deliveries waiting for a slot. */
  readonly waiting: number
  run<T>(work: () => Promise<T>): Promise<T>
}

export function lane(concurrency: number, onFree?: () => void): Lane {
  let busy = 0
  const queue: (() => void)[] = []
  return {
    concurrency,
    get busy() {
      return busy
    },
    get waiting() {
      return queue.length
    },
    async run(work) {
      if (busy < concurrency) busy++
      else await new Promise<void>((go) => queue.push(go)) // the slot is handed over by the one that ends
      try {
        return await work()
      } finally {
        const next = queue.shift()
        if (next) next()
        else busy--
        onFree?.()
      }
    },
  }
}

/** One lane per channel; onFree is told each time one of them can take more. */
export const lanesFor = (channels: Channel[], concurrency: number, onFree?: () => void): Map<string, Lane> =>
  new Map(channels.map((c) => [c.name, lane(concurrency, onFree)]))

/** A promise that fails after ms with the message, whatever the work does meanwhile. */
function within<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new Error(message)), ms)))
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

export interface DeliverOptions {
  /** Each channel's queue (lanesFor); without, every pending channel is sent to at once. */
  lanes?: Map<string, Lane>
  /** Called as each channel takes it, before the others are done (OutboxStore.delivered). */
  onDelivered?: (channel: string) => Promise<void>
  /** Each delivery's own time limit, counted from when its channel takes it up; default DELIVERY_TIMEOUT_MS. */
  timeoutMs?: number
}

/** Sends one notification to the channels that have not taken it yet; what took it, and what went wrong (no secret in it). */
export async function deliver(
  row: OutboxRow,
  channels: Channel[],
  content: NotifyContent,
  opts: DeliverOptions = {},
): Promise<{ delivered: string[]; error: string | null; final?: boolean }> {
  const notice = buildNotice(row, content)
  // A message to a person whose stored address is not one plain mailbox is sent to nobody, now or on a retry.
  if (notice.to && (notice.to.length === 0 || !notice.to.every(isMailbox)))
    return {
      delivered: [],
      error: 'The address stored for this message is not one plain mailbox (name@example.com): nothing was sent.',
      final: true,
    }
  // A message to a person goes by e-mail only (the terminal shows it on the local server).
  const pending = channels.filter((c) => !row.delivered.includes(c.name) && (!notice.to || c.name !== 'webhook'))
  if (
    notice.to &&
    !pending.some((c) => c.name !== 'webhook') &&
    !channels.some((c) => c.name === 'email' && row.delivered.includes('email'))
  )
    return {
      delivered: [],
      error: 'No e-mail channel is configured: an e-mail to the person (a confirmation link, the privacy notice) cannot reach them.',
    }
  const ms = opts.timeoutMs ?? DELIVERY_TIMEOUT_MS
  let unfinished = pending.length
  const results = await Promise.allSettled(
    pending.map(async (c) => {
      const send = () => within(c.send(notice), ms, `${c.name} took longer than ${Math.round(ms / 1000)} s`)
      const lane = opts.lanes?.get(c.name)
      try {
        await (lane ? lane.run(send) : send())
      } finally {
        unfinished--
      }
      // Kept at once while another channel is still at work (a crash then repeats only what was in flight); the
      // last to finish is kept by the settle that follows.
      if (opts.onDelivered && unfinished > 0) await opts.onDelivered(c.name).catch(() => {})
    }),
  )
  const secrets = channels.flatMap((c) => c.secrets ?? [])
  const delivered: string[] = []
  const errors: string[] = []
  results.forEach((r, i) => {
    if (r.status === 'fulfilled') delivered.push(pending[i].name)
    else errors.push(`${pending[i].name}: ${redact(r.reason instanceof Error ? r.reason.message : String(r.reason), secrets)}`)
  })
  return { delivered, error: errors.length ? errors.join('; ') : null }
}

/** Delivers one claimed notification and records the outcome: sent, due again later, or failed after the last try. */
export async function deliverAndSettle(
  store: OutboxStore,
  row: OutboxRow,
  channels: Channel[],
  content: NotifyContent,
  retry: RetryPolicy = DEFAULT_RETRY,
  opts: Omit<DeliverOptions, 'onDelivered'> = {},
): Promise<{ outcome: 'sent' | 'retrying' | 'failed'; error: string | null; retryAt: Date | null }> {
  const onDelivered = store.delivered ? (channel: string) => store.delivered!(row.id, channel) : undefined
  const result = await deliver(row, channels, content, { ...opts, onDelivered }).catch((e: unknown) => ({
    delivered: [] as string[],
    error: redact(
      e instanceof Error ? e.message : String(e),
      channels.flatMap((c) => c.secrets ?? []),
    ),
  }))
  const giveUp = result.error !== null && (row.attempts >= retry.maxAttempts || ('final' in result && result.final === true))
  const retryAt = result.error !== null && !giveUp ? new Date(Date.now() + retryDelayMs(row.attempts, retry)) : null
  await store.settle(row.id, result.delivered, result.error, giveUp, retryAt)
  return { outcome: result.error === null ? 'sent' : giveUp ? 'failed' : 'retrying', error: result.error, retryAt }
}

export interface RoundResult {
  claimed: number
  sent: number
  retrying: number
  failed: number
}

/** Renews the lease of what `held` names every third of the lease, until stopped. */
export function keepLeases(store: OutboxStore, held: () => OutboxRow['id'][], leaseSeconds: number): () => void {
  if (!store.renew) return () => {}
  const timer = setInterval(
    () => {
      const ids = held()
      if (ids.length) store.renew!(ids, leaseSeconds).catch(() => {}) // not renewed: at worst delivered twice, never lost
    },
    Math.max(1000, (leaseSeconds * 1000) / 3),
  )
  ;(timer as { unref?: () => void }).unref?.()
  return () => clearInterval(timer)
}

/**
 * One round (the Edge Function's): claim what is due (new enquiries first), deliver it through one queue per
 * channel, renew the lease while at work, and settle each notification as soon as its channels answered.
 */
export async function runRound(
  store: OutboxStore,
  channels: Channel[],
  content: NotifyContent,
  opts: { batch?: number; leaseSeconds?: number; concurrency?: number; retry?: RetryPolicy; timeoutMs?: number } = {},
): Promise<RoundResult> {
  const leaseSeconds = opts.leaseSeconds ?? 30
  const rows = await store.claim(opts.batch ?? 50, leaseSeconds)
  const result: RoundResult = { claimed: rows.length, sent: 0, retrying: 0, failed: 0 }
  const lanes = lanesFor(channels, opts.concurrency ?? 8)
  const held = new Set(rows.map((r) => r.id))
  const stop = keepLeases(store, () => [...held], leaseSeconds)
  try {
    await Promise.all(
      rows.map(async (row) => {
        const { outcome } = await deliverAndSettle(store, row, channels, content, opts.retry, { lanes, timeoutMs: opts.timeoutMs })
        held.delete(row.id)
        result[outcome === 'sent' ? 'sent' : outcome === 'failed' ? 'failed' : 'retrying']++
      }),
    )
  } finally {
    stop()
  }
  return result
}

/** An address a notification may be sent to: http(s) only, with no user name or password in it; else a problem. */
function deliveryAddress(name: string, value: string, credentials: string, problems: string[]): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    problems.push(`${name} is not an address (it should start with https://): nothing is sent to it.`)
    return undefined
  }
  if (url.username || url.password) {
    problems.push(
      `${name} holds a user name or password, which is never sent from an address (and would show in error messages): ` +
        `take them out of ${name} and give them in ${credentials}. Nothing is sent until then.`,
    )
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    problems.push(`${name} must be an https:// (or http://) address, not ${url.protocol}: nothing is sent to it.`)
    return undefined
  }
  return value
}

/** The channels the environment configures (names in docs/DEPLOY.md); SMTP only where a sender for it is given. */
export function channelsFromEnv(
  env: Record<string, string | undefined>,
  opts: { smtp?: (url: string, to: string[], from: string) => Channel; print?: (text: string) => void } = {},
): { channels: Channel[]; problems: string[] } {
  const get = (name: string) => env[name]?.trim() || undefined
  const channels: Channel[] = []
  const problems: string[] = []
  const to = (get('NOTIFY_EMAIL_TO') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  const from = get('NOTIFY_EMAIL_FROM') ?? 'Website enquiries <onboarding@resend.dev>'
  const smtpUrl = get('NOTIFY_SMTP_URL')
  const apiKey = get('NOTIFY_EMAIL_API_KEY')
  if (to.length) {
    if (smtpUrl && opts.smtp) {
      const smtp = opts.smtp(smtpUrl, to, get('NOTIFY_EMAIL_FROM') ?? 'Website enquiries <notify@localhost>')
      // SMTP's password is in its address (nodemailer's connection URL): no error shows it.
      let password = ''
      try {
        password = decodeURIComponent(new URL(smtpUrl).password)
      } catch {
        // not an address: nodemailer says so when it sends
      }
      channels.push({ ...smtp, secrets: [...(smtp.secrets ?? []), smtpUrl, ...(password ? [password] : [])] })
    } else if (apiKey) {
      const url = get('NOTIFY_EMAIL_API_URL')
      const checked = url === undefined ? RESEND_API_URL : deliveryAddress('NOTIFY_EMAIL_API_URL', url, 'NOTIFY_EMAIL_API_KEY', problems)
      if (checked) channels.push(emailApiChannel({ apiKey, to, from, url: checked }))
    } else if (smtpUrl) problems.push('NOTIFY_SMTP_URL is set, but SMTP cannot be used here: set NOTIFY_EMAIL_API_KEY instead.')
    else problems.push('NOTIFY_EMAIL_TO is set without NOTIFY_SMTP_URL or NOTIFY_EMAIL_API_KEY: no e-mail is sent.')
  } else if (smtpUrl || apiKey) problems.push('NOTIFY_SMTP_URL or NOTIFY_EMAIL_API_KEY is set without NOTIFY_EMAIL_TO: no e-mail is sent.')
  const hook = get('NOTIFY_WEBHOOK_URL')
  if (hook) {
    const format = get('NOTIFY_WEBHOOK_FORMAT')
    const auth = get('NOTIFY_WEBHOOK_AUTH')
    const credentials =
      'NOTIFY_WEBHOOK_AUTH (sent as the Authorization header: "Basic " and the base64 of user:password, or "Bearer " and a token)'
    const checked = deliveryAddress('NOTIFY_WEBHOOK_URL', hook, credentials, problems)
    if (auth && /[\r\n]/.test(auth)) problems.push('NOTIFY_WEBHOOK_AUTH holds a line break: it cannot be sent as a header.')
    else if (checked) channels.push(webhookChannel(checked, format === 'text' || format === 'full' ? format : undefined, { auth }))
  }
  if (!channels.length && opts.print) channels.push(consoleChannel(opts.print))
  return { channels, problems }
}
