/**
 * npm run office:local: the office's web address on this computer, in one command (scripts/office/local.ts): the
 * worker bundle under Cloudflare's runtime, a double of GitHub holding the site, and the local backend. `PORT`
 * chooses the port (default 8788). Prints where to open it and how to sign in; Ctrl+C stops it and forgets it all.
 * `--keep` leaves its temporary folder.
 */
import { howToUse, startOfficeLocal } from './office/local.ts'

const port = Number(process.env.PORT ?? 8788)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT=${process.env.PORT} is not a port: write a number such as 8788.`)
  process.exit(2)
}
console.log('Starting the office on this computer (building the site takes a minute)…')
const office = await startOfficeLocal({ port, log: (line) => console.log(`  ${line}`) }).catch((e: unknown) => {
  console.error(`The office did not start: ${(e as Error).message.split('\n').slice(0, 6).join('\n')}`)
  process.exit(1)
})
console.log(howToUse(office))
let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  console.log('Stopping the office…')
  void office.close({ keep: process.argv.includes('--keep') }).then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
