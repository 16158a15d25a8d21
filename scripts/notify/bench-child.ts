/**
 * A site server of its own for `npm run bench -- notify` to kill -9 mid-delivery: the local backend on
 * DATA_DIR with the dispatcher as `npm start` runs it (its defaults: one queue of 8 per channel), sending to
 * NOTIFY_WEBHOOK_URL, with a lease of LEASE_SECONDS so the next server takes over soon. Prints its address as
 * one JSON line.
 */
import { createLocalBackend, startBackendServer } from '../backend/index.ts'
import { startLocalNotifier } from './dispatcher.ts'

const backend = await createLocalBackend({ dataDir: process.env.DATA_DIR!, handleSignals: false, log: () => {}, capByAddress: false })
const server = await startBackendServer(backend)
startLocalNotifier(backend, { log: () => {}, leaseSeconds: Number(process.env.LEASE_SECONDS ?? 30), sweepMs: 100 })
console.log(JSON.stringify({ url: server.url }))
