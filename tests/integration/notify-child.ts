/**
 * A site server of its own for tests/integration/notify.test.ts to kill -9 mid-delivery: the local backend on
 * DATA_DIR with the dispatcher sending to HOOK_URL (a 2 s lease, so the next server takes over soon). Prints
 * its address as one JSON line.
 */
import { createLocalBackend, startBackendServer } from '../../scripts/backend/index.ts'
import { localOutbox, startNotifier } from '../../scripts/notify/dispatcher.ts'
import { webhookChannel } from '../../supabase/functions/notify/outbox.ts'

const backend = await createLocalBackend({ dataDir: process.env.DATA_DIR!, handleSignals: false, log: () => {}, capByAddress: false })
const server = await startBackendServer(backend)
const notifier = startNotifier({
  store: localOutbox(backend),
  channels: [webhookChannel(process.env.HOOK_URL!)],
  leaseSeconds: 2,
  sweepMs: 100,
  retry: { maxAttempts: 40, baseDelayMs: 100, maxDelayMs: 500 },
  log: () => {},
})
backend.onInsert(notifier.wake)
console.log(JSON.stringify({ url: server.url }))
