/**
 * The hosted delivery of enquiry notifications: a Supabase Edge Function (Deno) running the same engine as the
 * local server (./outbox.ts) over the same outbox functions (supabase/migrations/0004_outbox.sql),
 * through supabase-js with the service role key, which Supabase gives every function.
 *
 * Started by a Database Webhook on each insert into lead_submissions and every minute by pg_cron (the
 * retries): docs/DEPLOY.md, "Enquiry notifications". Both send the header x-notify-secret with the
 * NOTIFY_FUNCTION_SECRET the function is given; anything else is refused. E-mail goes through the HTTP
 * e-mail API (NOTIFY_EMAIL_API_KEY): Edge Functions cannot open SMTP ports.
 *
 * content.json (the promises, service labels, brand: pages/_site) and outbox.bundle.js are written before each
 * deploy by `npm run notify:content`.
 */
import { createClient } from 'npm:@supabase/supabase-js@2'
import content from './content.json' with { type: 'json' }
// The engine as `npm run notify:content` bundles it (./outbox.ts with what it imports from src/).
import { channelsFromEnv, retryFromEnv, runRound, type NotifyContent, type OutboxStore } from './outbox.bundle.js'

declare const Deno: {
  env: { toObject(): Record<string, string> }
  serve(handler: (req: Request) => Response | Promise<Response>): void
}

const env = Deno.env.toObject()
const supabase = createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, { auth: { persistSession: false } })

const store: OutboxStore = {
  async claim(maxRows, leaseSeconds) {
    const { data, error } = await supabase.rpc('notify_claim', { max_rows: maxRows, lease_seconds: leaseSeconds })
    if (error) throw new Error(`notify_claim: ${error.message}`)
    return data ?? []
  },
  async settle(id, channels, error, giveUp, retryAt) {
    const { error: failed } = await supabase.rpc('notify_settle', {
      notification_id: id,
      channels,
      error,
      give_up: giveUp,
      retry_at: retryAt?.toISOString() ?? null,
    })
    if (failed) throw new Error(`notify_settle: ${failed.message}`)
  },
  async delivered(id, channel) {
    const { error } = await supabase.rpc('notify_delivered', { notification_id: id, channel })
    if (error) throw new Error(`notify_delivered: ${error.message}`)
  },
  async renew(ids, leaseSeconds) {
    const { error } = await supabase.rpc('notify_renew', { notification_ids: ids, lease_seconds: leaseSeconds })
    if (error) throw new Error(`notify_renew: ${error.message}`)
  },
}

Deno.serve(async (req) => {
  if (!env.NOTIFY_FUNCTION_SECRET || req.headers.get('x-notify-secret') !== env.NOTIFY_FUNCTION_SECRET)
    return new Response('Forbidden', { status: 403 })
  const { channels, problems } = channelsFromEnv(env)
  if (!channels.length) return Response.json({ error: 'No channel configured', problems }, { status: 500 })
  // One queue per channel, new enquiries first, each delivery its own time limit, a 30 s lease renewed while at
  // work: as the local server's dispatcher (./outbox.ts runRound).
  const result = await runRound(store, channels, content as NotifyContent, {
    batch: 100,
    leaseSeconds: 30,
    concurrency: 8,
    retry: retryFromEnv(env),
  })
  return Response.json({ ...result, problems })
})
