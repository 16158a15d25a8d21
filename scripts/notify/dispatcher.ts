/**
 * The local server's notification dispatcher: takes what the outbox (supabase/migrations/0004_outbox.sql)
 * holds and delivers it with the shared code (supabase/functions/notify/outbox.ts), on the server's own
 * thread but never on a request's path: a stored lead only wakes it (LocalBackend.onInsert), and a sweep
 * every few seconds takes the retries that have come due and whatever an earlier run left behind.
 *
 * `npm start` and `npm run dev` start it (startLocalNotifier); `npm run leads` and the editor, which open the
 * database only to read, do not.
 */
import type { LocalBackend } from '../backend/index.ts'
import { type NotifyContent, type OutboxRow } from '../../src/notifications/message.ts'
import {
  channelsFromEnv,
  deliverAndSettle,
  keepLeases,
  lanesFor,
  retryFromEnv,
  type Channel,
  type OutboxStore,
  type RetryPolicy,
} from '../../supabase/functions/notify/outbox.ts'
import { readNotifyContent } from './content.ts'
import { smtpChannel } from './smtp.ts'

/**
 * The outbox in the local backend's database, through the same SQL functions the Edge Function calls. Settles
 * that come together go to the database as one statement: the database is shared with visitors' requests.
 */
export function localOutbox(backend: LocalBackend): OutboxStore {
  type Settle = { id: string; channels: string[]; error: string | null; give_up: boolean; retry_at: string | null }
  let batch: { rows: Settle[]; done: Promise<void> } | undefined
  const flush = (rows: Settle[]) =>
    backend
      .ownerQuery(
        `select public.notify_settle(x.id, x.channels, x.error, x.give_up, x.retry_at)
           from jsonb_to_recordset($1::jsonb) as x(id bigint, channels text[], error text, give_up boolean, retry_at timestamptz)`,
        [JSON.stringify(rows)],
      )
      .then(() => undefined)
  return {
    async claim(maxRows, leaseSeconds) {
      const rows = await backend.ownerQuery<Omit<OutboxRow, 'created_at'> & { created_at: Date | string }>(
        'select * from public.notify_claim($1, $2)',
        [maxRows, leaseSeconds],
      )
      return rows.map((r) => ({ ...r, id: String(r.id), created_at: new Date(r.created_at).toISOString() }))
    },
    async delivered(id, channel) {
      await backend.ownerQuery('select public.notify_delivered($1::bigint, $2)', [String(id), channel])
    },
    async renew(ids, leaseSeconds) {
      await backend.ownerQuery('select public.notify_renew($1::bigint[], $2)', [ids.map(String), leaseSeconds])
    },
    settle(id, channels, error, giveUp, retryAt) {
      const row: Settle = { id: String(id), channels, error, give_up: giveUp, retry_at: retryAt?.toISOString() ?? null }
      if (!batch) {
        const rows: Settle[] = []
        // Sent once the deliveries finishing in this turn have all added theirs.
        const done = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
          batch = undefined
          return flush(rows)
        })
        batch = { rows, done }
      }
      batch.rows.push(row)
      return batch.done
    },
  }
}

export interface NotifierOptions {
  store: OutboxStore
  channels: Channel[]
  content?: NotifyContent
  retry?: RetryPolicy
  /** How often what is due is looked for without being woken (retries, leftovers); default 2 s. */
  sweepMs?: number
  /** Deliveries under way at once per channel (each channel has its own queue); default 8. */
  concurrency?: number
  /** Notifications held at once (claimed, some channel still at work); default 500. */
  maxHeld?: number
  /** How long a claimed notification is kept from other workers; renewed every third of it while at work; default 30 s. */
  leaseSeconds?: number
  /** Each delivery's own time limit; default DELIVERY_TIMEOUT_MS (15 s). */
  timeoutMs?: number
  log?: (line: string) => void
}

export interface Notifier {
  /** Look for due notifications now (a lead was stored). */
  wake(): void
  /** Resolves once nothing is being delivered and nothing due was left (for tests). */
  idle(): Promise<void>
  stop(): Promise<void>
}

export function startNotifier(opts: NotifierOptions): Notifier {
  const content = opts.content ?? readNotifyContent()
  const retry = opts.retry ?? retryFromEnv({})
  const leaseSeconds = opts.leaseSeconds ?? 30
  const maxHeld = opts.maxHeld ?? 500
  // A channel with a free slot wakes the pump at once, whatever the other channel is doing.
  const lanes = lanesFor(opts.channels, opts.concurrency ?? 8, () => wake())
  const log = opts.log ?? ((line: string) => console.error(line))
  const inflight = new Set<Promise<void>>()
  const held = new Set<OutboxRow['id']>()
  const stopLeases = keepLeases(opts.store, () => [...held], leaseSeconds)
  let stopped = false
  let pumping: Promise<void> | undefined
  let again = false
  let lastClaimError = ''

  const handle = async (row: OutboxRow) => {
    try {
      const { outcome, error, retryAt } = await deliverAndSettle(opts.store, row, opts.channels, content, retry, {
        lanes,
        timeoutMs: opts.timeoutMs,
      })
      if (outcome === 'retrying')
        log(
          `notify: enquiry notification ${row.idempotency_key} not delivered (${error}); try ${row.attempts} of ${retry.maxAttempts}, next at ${retryAt?.toISOString()}`,
        )
      else if (outcome === 'failed')
        log(
          `notify: enquiry notification ${row.idempotency_key} FAILED after ${row.attempts} tries (${error}); "send again" in the editor's Enquiries`,
        )
    } catch (error) {
      // Not settled (the database is away): its lease runs out and it is taken again.
      log(`notify: could not record the delivery of ${row.idempotency_key}: ${(error as Error).message}`)
    } finally {
      held.delete(row.id)
    }
  }

  /**
   * How many more to claim: as many as the least busy channel has free slots (a hung webhook does not stop
   * the e-mail from taking new enquiries), within maxHeld.
   */
  const room = () => Math.min(maxHeld - held.size, Math.max(0, ...[...lanes.values()].map((l) => l.concurrency - l.busy - l.waiting)))

  const pump = async () => {
    do {
      again = false
      while (!stopped) {
        const free = room()
        if (free <= 0) break // a lane that frees a slot wakes the pump again
        let rows: OutboxRow[]
        try {
          rows = await opts.store.claim(free, leaseSeconds)
          lastClaimError = ''
        } catch (error) {
          const message = (error as Error).message
          if (message !== lastClaimError) log(`notify: cannot read the outbox: ${message}`)
          lastClaimError = message
          break
        }
        if (!rows.length) break
        for (const row of rows) {
          held.add(row.id)
          const work: Promise<void> = handle(row).finally(() => {
            inflight.delete(work)
            wake() // a slot is free: more may be due
          })
          inflight.add(work)
        }
      }
    } while (again && !stopped)
  }

  function wake(): void {
    if (stopped) return
    if (pumping) {
      again = true
      return
    }
    pumping = pump().finally(() => (pumping = undefined))
  }

  const timer = setInterval(wake, opts.sweepMs ?? 2000)
  timer.unref()
  wake()

  return {
    wake,
    async idle() {
      while (pumping || inflight.size) {
        await pumping
        await Promise.all([...inflight])
      }
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      await pumping
      await Promise.all([...inflight])
      stopLeases() // only now: what is still being delivered keeps its lease
    },
  }
}

/** Channels from the environment, described in one line for the server's terminal. */
export function describeChannels(channels: Channel[], env: Record<string, string | undefined>): string {
  if (channels.length === 1 && channels[0].name === 'console')
    return 'notifications: no NOTIFY_EMAIL_TO or NOTIFY_WEBHOOK_URL set, each new enquiry is printed here'
  const parts = channels.map((c) =>
    c.name === 'email'
      ? `e-mail to ${env.NOTIFY_EMAIL_TO} (${env.NOTIFY_SMTP_URL ? 'SMTP' : 'e-mail API'})`
      : `webhook to ${new URL(env.NOTIFY_WEBHOOK_URL ?? 'http://invalid').host}`,
  )
  return `notifications: ${parts.join(' and ')}`
}

/** `npm start` / `npm run dev`: the dispatcher for a local backend, configured by the environment. */
export function startLocalNotifier(
  backend: LocalBackend,
  opts: {
    env?: Record<string, string | undefined>
    log?: (line: string) => void
    print?: (text: string) => void
    /** How often the retention purge runs (default: hourly). */
    purgeMs?: number
    /** How often the promises' reminders are looked for (default: every minute). */
    remindMs?: number
  } & Partial<NotifierOptions> = {},
): Notifier {
  const env = opts.env ?? process.env
  const log = opts.log ?? ((line: string) => console.info(line))
  const { channels, problems } = channelsFromEnv(env, { smtp: smtpChannel, print: opts.print ?? ((text) => console.info(text)) })
  for (const problem of problems) log(`notifications: ${problem}`)
  log(describeChannels(channels, env))
  const notifier = startNotifier({
    retry: retryFromEnv(env),
    log,
    ...opts,
    store: opts.store ?? localOutbox(backend),
    channels: opts.channels ?? channels,
  })
  const off = backend.onInsert(notifier.wake)
  // Retention (supabase/migrations/0008_privacy.sql, privacy_purge): at start and every hour, as pg_cron does hosted.
  const purge = () =>
    void backend
      .ownerQuery<{ purged: Record<string, number> }>('select public.privacy_purge() as purged')
      .then(([row]) => {
        const gone = Object.entries(row?.purged ?? {}).filter(([, n]) => n > 0)
        if (gone.length) log(`retention: purged ${gone.map(([table, n]) => `${n} from ${table}`).join(', ')}`)
      })
      .catch((e: unknown) => log(`retention: the purge failed: ${e instanceof Error ? e.message : String(e)}`))
  purge()
  const purgeTimer = setInterval(purge, opts.purgeMs ?? 60 * 60_000)
  purgeTimer.unref?.()
  // The promises' reminders (supabase/migrations/0013_promises.sql, enquiry_reminders): every minute, as pg_cron
  // does hosted; what it puts in the outbox goes out with the next round.
  const remind = () =>
    void backend
      .ownerQuery<{ n: number }>('select public.enquiry_reminders() as n')
      .then(([row]) => row?.n && notifier.wake())
      .catch((e: unknown) => log(`reminders: not looked for: ${e instanceof Error ? e.message : String(e)}`))
  remind()
  const remindTimer = setInterval(remind, opts.remindMs ?? 60_000)
  remindTimer.unref?.()
  return {
    ...notifier,
    async stop() {
      off()
      clearInterval(purgeTimer)
      clearInterval(remindTimer)
      await notifier.stop()
    },
  }
}
