/**
 * The three ways the editor's calls are answered, each through the one door (src/editor-calls/door.ts), as the
 * contract suite runs every call against each (npm run test:contract, scripts/test-contract.ts):
 *
 *   the office computer, its folder alone   `npm run edit` with no site running: its copy of the site (git,
 *                                           publishing to a shared copy), and the local data folder, which
 *                                           each call about people's data opens by itself;
 *   the office computer, the site running   the same, with `npm start` holding the data folder: those calls go
 *                                           through the running site's share;
 *   the web address                         the worker as Cloudflare calls it (its HTTP included), a signed-in
 *                                           person, the OFFICE store in memory, the GitHub double holding the
 *                                           site, and the hosted project (the local backend answering as
 *                                           Supabase's gateway, with the secret key).
 *
 * Each way has visitors too: what the site's forms send reaches its data (for the folder alone, a backend
 * opened for the moment and closed again). Every call a way answers is recorded for the contract's table.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createLocalBackend, startBackendServer, type BackendServer, type LocalBackend } from '../../scripts/backend/index.ts'
import { copySite, type SiteCopy } from '../../scripts/editor/site-copy.ts'
import { startGitHubDouble, type GitHubDouble } from '../../scripts/office/github-double.ts'
import { formsOfSchemas } from '../../scripts/editor/forms.ts'
import { folderDoorway } from '../../scripts/editor/routes.ts'
import { registerNotices } from '../../scripts/lib/notices.ts'
import { registerClock } from '../../scripts/lib/office-clock.ts'
import worker from '../../src/worker/worker.ts'
import { hashOf } from '../../src/worker/kv.ts'
import { ROUTES, type RouteName } from '../../src/contract/protocol.ts'
import type { Role } from '../../src/contract/roles.ts'
import { LOCAL_ANON_KEY } from '../../src/backend/protocol.ts'
import { knock, recordCall, type Answered } from '../door-call.ts'
import { envFor } from '../integration/office-env.ts'

import { WAYS, type WayName } from './way-names.ts'

export { WAYS, type WayName }

const SERVICE_KEY = 'contract-service-key-never-in-a-page'
const ORIGIN = 'https://site.example'
const TOKEN = 'session-token-for-the-contract'

export interface Way {
  name: WayName
  /** The office's copy of the site (the web address: the copy its repository was seeded from). */
  site: SiteCopy
  /** The office computer's data folder, where `npm run leads` reads; none on the web address. */
  dataDir?: string
  /** A call as the browser makes it, for the person `who` (an owner unless given a role: roles are the web address's). */
  call(name: RouteName, request?: Record<string, unknown>, who?: { name: string; role?: Role }): Promise<Answered>
  /** A file as the live copy holds it now, or null. */
  live(file: string): string | null
  /** What a visitor's form sends: a POST to the table API (or an RPC), as the anonymous visitor. */
  post(table: string, body: unknown): Promise<Response>
  /** A query as the database's owner, for what no call shows (a confirmation link's token in the outbox). */
  ownerQuery<T>(sql: string, params?: unknown[]): Promise<T[]>
  close(): Promise<void>
}

/** What every way is made from: a copy of the site with its live copy on the GitHub double, and a data folder. */
async function siteAndLive(prefix: string): Promise<{ site: SiteCopy; double: GitHubDouble; dir: string }> {
  const site = copySite(prefix)
  // The templates too, as the web address reads them from the repository.
  fs.cpSync(path.resolve(import.meta.dirname, '../../scripts/templates'), path.join(site.dir, 'scripts/templates'), { recursive: true })
  site.git('add', '-A')
  site.git('commit', '-qm', 'the page templates')
  const double = await startGitHubDouble({ seedFrom: site.dir })
  site.git('branch', '-M', 'main')
  site.git('remote', 'add', 'origin', double.bareDir)
  site.git('fetch', '-q', 'origin')
  site.git('reset', '-q', '--hard', 'origin/main')
  site.git('branch', '-q', '--set-upstream-to=origin/main')
  return { site, double, dir: fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-data-`)) }
}

const backendIn = (dataDir: string) =>
  createLocalBackend({ dataDir, serviceKey: SERVICE_KEY, handleSignals: false, capByAddress: false, log: () => {} })

/** The notice the visitors' forms here send, as `npm start` registers the site's (only published notices are recorded with a lead). */
export const NOTICE = 'What this form sends, and why: your name, your e-mail address, your phone number. To reply to this enquiry.'
export const NOTICE_VERSION = createHash('sha256').update(NOTICE).digest('hex')

async function withNotices(backend: LocalBackend): Promise<void> {
  await registerNotices(backend, '', [{ version: NOTICE_VERSION, text: NOTICE, purposes: 'enquiry,source' }])
  // The office's clock, as the local server and `npm run notices:publish` tell it: each enquiry's due time.
  await registerClock(backend, path.resolve(import.meta.dirname, '../..'))
}

const asVisitor = (url: string, table: string, body: unknown) =>
  fetch(`${url}/rest/v1/${table}`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

function liveText(double: GitHubDouble, file: string): string | null {
  try {
    return double.git('show', `main:${file}`)
  } catch {
    return null
  }
}

/** Runs `work` with the office computer's data folder set to `dataDir` (the editor reads LOCAL_BACKEND_DIR). */
async function atFolder<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const saved = process.env.LOCAL_BACKEND_DIR
  process.env.LOCAL_BACKEND_DIR = dataDir
  try {
    return await work()
  } finally {
    if (saved === undefined) delete process.env.LOCAL_BACKEND_DIR
    else process.env.LOCAL_BACKEND_DIR = saved
  }
}

/** Opens one way, the visitors' notice registered. */
export async function openWay(name: WayName): Promise<Way> {
  const { site, double, dir } = await siteAndLive(`contract-${WAYS.indexOf(name)}`)
  const dataDir = path.join(dir, 'pglite')
  const record = (call: RouteName, answered: Answered, role?: Role) => (recordCall(name, call, answered, role), answered)
  const cleanUp = async () => {
    await double.close()
    fs.rmSync(site.dir, { recursive: true, force: true })
    fs.rmSync(dir, { recursive: true, force: true })
  }

  if (name === 'the office computer, its folder alone') {
    // The folder is filled by a backend opened for the moment and closed again, so each call opens it alone.
    const briefly = async <T>(work: (backend: LocalBackend, server: BackendServer) => Promise<T>): Promise<T> => {
      const backend = await backendIn(dataDir)
      const server = await startBackendServer(backend)
      try {
        return await work(backend, server)
      } finally {
        await server.close()
        await backend.close()
      }
    }
    await briefly((backend) => withNotices(backend))
    return {
      name,
      site,
      dataDir,
      call: (call, request = {}, who) =>
        atFolder(dataDir, async () => record(call, await knock(folderDoorway({ root: site.dir, person: who?.name }), call, request))),
      live: (file) => liveText(double, file),
      post: (table, body) => briefly((_, server) => asVisitor(server.url, table, body)),
      ownerQuery: (sql, params) => briefly((backend) => backend.ownerQuery(sql, params)),
      close: cleanUp,
    }
  }

  const backend = await backendIn(dataDir)
  const server = await startBackendServer(backend)
  backend.share(server.url)
  await withNotices(backend)
  const shared = {
    site,
    live: (file: string) => liveText(double, file),
    post: (table: string, body: unknown) => asVisitor(server.url, table, body),
    ownerQuery: <T>(sql: string, params?: unknown[]) => backend.ownerQuery<T>(sql, params),
    close: async () => {
      await server.close()
      await backend.close()
      await cleanUp()
    },
  }

  if (name === 'the office computer, the site running')
    return {
      name,
      ...shared,
      dataDir,
      call: (call, request = {}, who) =>
        atFolder(dataDir, async () => record(call, await knock(folderDoorway({ root: site.dir, person: who?.name }), call, request))),
    }

  // The web address: its forms made from the schemas as the worker's build makes them, its people signed in.
  Object.assign(globalThis, { __OFFICE_FORMS__: formsOfSchemas(path.resolve(import.meta.dirname, '../..'), '/office/pictures') })
  const env = envFor(double, { OFFICE_ORIGIN: ORIGIN, SUPABASE_URL: server.url, SUPABASE_SECRET_KEY: SERVICE_KEY })
  const signedIn = new Map<string, string>()
  const sessionOf = async (who: { name: string; role?: Role }) => {
    const role = who.role ?? 'owner'
    const key = `${who.name}:${role}`
    let token = signedIn.get(key)
    if (!token) {
      const id = `p${signedIn.size}`
      token = `${TOKEN}-${signedIn.size}`
      const person = { id, name: who.name, role, passkeys: ['pk'], epoch: 1, added: '' }
      await env.OFFICE.put(`person:${id}`, JSON.stringify(person))
      await env.OFFICE.put(`session:${await hashOf(token)}`, JSON.stringify({ personId: id, epoch: 1, created: '' }))
      signedIn.set(key, token)
    }
    return token
  }
  return {
    name,
    ...shared,
    call: async (call, request = {}, who = { name: 'Asha Rao' }) => {
      const { method, path: at } = ROUTES[call]
      const get = method === 'GET'
      const query = get ? `?${new URLSearchParams(Object.entries(request).map(([k, v]) => [k, String(v)]))}` : ''
      const res = await worker.fetch(
        new Request(`${ORIGIN}/office/api/${at}${query}`, {
          method,
          headers: {
            cookie: `__Host-office-session=${await sessionOf(who)}`,
            ...(get ? {} : { origin: ORIGIN, 'content-type': 'application/json' }),
          },
          body: get ? undefined : JSON.stringify(request),
        }),
        env,
      )
      const headers = Object.fromEntries(res.headers)
      const text = await res.text()
      const body: Record<string, unknown> =
        'download' in ROUTES[call] && res.ok
          ? {
              type: headers['content-type'],
              filename: /filename="([^"]+)"/.exec(headers['content-disposition'] ?? '')?.[1] ?? '',
              body: text,
            }
          : (JSON.parse(text) as Record<string, unknown>)
      return record(call, { status: res.status, body, headers }, who.role ?? 'owner')
    },
  }
}
