/**
 * npm run office:local: the office's web address on this computer, in one command, and the office rehearsal's
 * set-up (scripts/rehearse-office.ts starts it through startOfficeLocal):
 *
 *   github    a double of GitHub (./github-double.ts) over a real git repository made from this folder's
 *             committed files: what the office publishes lands there, never on GitHub;
 *   backend   the local backend (scripts/backend) answering as the hosted project's gateway, with a secret key
 *             made for this run: the Enquiries and Privacy requests screens read it; the site's published
 *             notices and the office's clock registered as `npm start` does;
 *   build     the site and the office editor (npm run build, npm run build:office) in a temporary folder;
 *   host      that folder under Cloudflare's runtime (`wrangler pages dev`), as Cloudflare Pages serves it: the
 *             worker bundle (_worker.js) with its store in a local KV namespace and the settings as bindings.
 *
 * `PORT` chooses the port (default 8788); `--keep` leaves the temporary folder. Ctrl+C stops it and forgets it all.
 * The first owner signs in at <url>/office/ with the set-up code (a passkey on this computer: a browser on
 * `localhost` makes one like on the real address). Everything lives in one temporary folder, removed by close().
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSite } from './build-site/index.ts'
import { buildOffice } from './office/build.ts'
import { startGitHubDouble, type GitHubDouble } from './office/github-double.ts'
import { createLocalBackend, startBackendServer, type BackendServer, type LocalBackend } from './backend/index.ts'
import { registerNotices } from './lib/notices.ts'
import { registerClock } from './lib/office-clock.ts'
import { startHost, type Host } from './lib/pages-dev.ts'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** Cloudflare's runtime refuses a compatibility date later than its bundled workerd's. */
export const COMPATIBILITY_DATE = '2026-05-01'

export interface OfficeLocalOptions {
  /** The port of the web address (0 or none: a free one). */
  port?: number
  /** The set-up code of the first owner (default: one made for this run). */
  setupCode?: string
  /** The folder the site is built and the repository seeded from (default: this one). */
  root?: string
  /** Progress lines (default: none). */
  log?: (line: string) => void
}

export interface OfficeLocal {
  /** http://localhost:<port>: the site, and the office at /office/. */
  url: string
  setupCode: string
  github: GitHubDouble
  backend: LocalBackend
  backendServer: BackendServer
  host: Host
  /** The built site (the worker bundle in its _worker.js). */
  site: string
  /** The temporary folder holding it all. */
  work: string
  /** What the build took: the worker's and the editor's bytes. */
  built: { workerBytes: number; appBytes: number }
  /** Stops everything it started and removes the folder (`keep`: leaves the folder). */
  close(opts?: { keep?: boolean }): Promise<void>
}

/** Starts the web address on this computer: the GitHub double, the local backend, the build and the host. */
export async function startOfficeLocal(opts: OfficeLocalOptions = {}): Promise<OfficeLocal> {
  const root = opts.root ?? repoRoot
  const log = opts.log ?? (() => {})
  const setupCode = opts.setupCode ?? `local-${crypto.randomBytes(12).toString('base64url')}`
  const secretKey = `local-secret-${crypto.randomBytes(18).toString('base64url')}`
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'office-local-'))
  const site = path.join(work, 'site')
  const started: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const close of started.reverse()) await close().catch(() => {})
  }
  try {
    const github = await startGitHubDouble({ seedFrom: root, owner: 'office', repo: 'site', branch: 'main' })
    started.push(() => github.close())
    log(`GitHub double at ${github.url}, its repository made from the committed files`)

    const backend = await createLocalBackend({
      dataDir: path.join(work, 'data', 'pglite'),
      serviceKey: secretKey,
      handleSignals: false,
      log: () => {},
    })
    started.push(() => backend.close())
    const backendServer = await startBackendServer(backend)
    started.push(() => backendServer.close())
    await registerNotices(backend, root)
    await registerClock(backend, root)
    log(`local backend at ${backendServer.url}`)

    await buildSite({ outDir: site, quiet: true })
    const built = await buildOffice(site, { quiet: true })
    log(`built the site and the office editor (functions ${(built.workerBytes / 1024).toFixed(0)} KB)`)

    const bindings = {
      OFFICE_SETUP_CODE: setupCode,
      GITHUB_API: github.url,
      GITHUB_APP_ID: github.appId,
      GITHUB_INSTALLATION_ID: github.installationId,
      GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
      GITHUB_BRANCH: github.branch,
      GITHUB_APP_PRIVATE_KEY: github.privateKeyPem.replace(/\n/g, '\\n'),
      SUPABASE_URL: backendServer.url,
      SUPABASE_SECRET_KEY: secretKey,
    }
    const host = await startHost(site, work, {
      compatibilityDate: COMPATIBILITY_DATE,
      hostname: 'localhost',
      port: opts.port,
      args: ['--kv', 'OFFICE', ...Object.entries(bindings).flatMap(([k, v]) => ['--binding', `${k}=${v}`])],
    })
    started.push(async () => {
      if (host.child.pid && host.child.exitCode === null)
        try {
          process.kill(-host.child.pid)
        } catch {
          // Already gone.
        }
    })
    return {
      url: host.url,
      setupCode,
      github,
      backend,
      backendServer,
      host,
      site,
      work,
      built,
      close: async ({ keep = false } = {}) => {
        await stop()
        if (!keep) fs.rmSync(work, { recursive: true, force: true })
      },
    }
  } catch (e) {
    await stop()
    fs.rmSync(work, { recursive: true, force: true })
    throw e
  }
}

/** What `npm run office:local` prints once it runs: where to open it and how to sign in. */
export function howToUse(office: Pick<OfficeLocal, 'url' | 'setupCode' | 'github'>): string {
  return [
    '',
    `The office's web address runs on this computer: ${office.url}/office/`,
    '',
    `  1. Open ${office.url}/office/ in Chrome, Edge, Firefox or Safari on this computer.`,
    `  2. The first time: write your name and the set-up code ${office.setupCode}, then press "Make my passkey"`,
    '     (this computer keeps the passkey: Windows Hello, Touch ID or a PIN). After that, "Sign in".',
    '  3. Invite others in People; their links work on this computer only.',
    '',
    `  Publish goes to a practice copy of the site (${office.github.gitUrl}), never to GitHub or the website;`,
    "  enquiries are this run's own. Everything is forgotten when you stop it with Ctrl+C.",
    '',
  ].join('\n')
}

/** The command: start, say where and how, and stop everything on Ctrl+C. */
async function main(): Promise<void> {
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
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main()
