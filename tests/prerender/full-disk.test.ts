// @vitest-environment node
/**
 * `npm start` on a data folder whose disk fills up. PGlite used to spin at 100 % CPU on
 * the server's own thread: every request hung, static pages too, SIGTERM was ignored, and freeing space did
 * not help. Now the database has a thread of its own: the table API answers 503 in words, pages keep being
 * served, it works again once there is space, and SIGTERM stops it. A small tmpfs is the full disk (root).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../../src/backend/protocol.ts'

const root = path.resolve(import.meta.dirname, '../..')
const mnt = fs.mkdtempSync(path.join(os.tmpdir(), 'full-disk-'))
const dataDir = path.join(mnt, 'pglite')
let child: ChildProcess
let url: string
let n = 0
const acknowledgedAll: number[] = []

/** mount and umount need root: as root here and in .ci/run, through passwordless sudo on a hosted CI runner. */
function asRoot(command: string, args: string[]): void {
  if (process.getuid?.() === 0) execFileSync(command, args, { stdio: 'pipe' })
  else execFileSync('sudo', ['-n', command, ...args], { stdio: 'pipe' })
}

function mountTmpfs(options: string, at = mnt): void {
  try {
    // mode=1777: the server writes there whoever mounted it.
    asRoot('mount', ['-t', 'tmpfs', '-o', `${options},mode=1777`, 'tmpfs', at])
  } catch (error) {
    throw new Error(
      `This test makes a small disk with \`mount -t tmpfs\`, which needs root: ${String((error as { stderr?: Buffer }).stderr ?? error)}`,
      { cause: error },
    )
  }
}

beforeAll(async () => {
  mountTmpfs('size=60m')
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', LOCAL_BACKEND_DIR: dataDir, LOCAL_BACKEND_TIMEOUT_MS: '3000' },
  })
  url = await new Promise<string>((ready, fail) => {
    let out = ''
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString()
      const m = /Site ready: (http:\/\/\S+)/.exec(out)
      if (m) ready(m[1])
    })
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()))
    child.on('exit', () => fail(new Error(`npm start exited: ${out}`)))
  })
}, 60_000)

afterAll(() => {
  child?.kill('SIGKILL')
  try {
    asRoot('umount', ['-l', mnt])
  } catch {
    // not mounted
  }
  fs.rmSync(mnt, { recursive: true, force: true })
})

/**
 * POSTs from one of the loopback range's many addresses: the table API caps submissions per client address
 * (0006_hardening.sql), and this test means to fill the disk, so every 20 leads come from the next address.
 */
function post(body: string, from: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/rest/v1/lead_submissions`,
      {
        method: 'POST',
        localAddress: from,
        timeout: 15_000,
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (d: string) => (text += d))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('no answer in 15 s')))
    req.on('error', reject)
    req.end(body)
  })
}

async function submit(): Promise<{ status: number; body: { message?: string }; ms: number }> {
  const t = Date.now()
  ++n
  const from = `127.0.${1 + Math.floor(n / 20 / 250)}.${1 + (Math.floor(n / 20) % 250)}`
  const res = await post(
    JSON.stringify({
      name: 'Disk Test',
      email: `disk${n}@example.in`,
      phone: `+91 9${String(n).padStart(9, '0')}`,
      // Random, so Postgres cannot compress it away: every row takes real space.
      message: randomBytes(3000).toString('base64'),
      source_page: '/',
    }),
    from,
  )
  if (res.status === 201) acknowledgedAll.push(n)
  return { status: res.status, body: res.text ? (JSON.parse(res.text) as { message?: string }) : {}, ms: Date.now() - t }
}

describe('a full disk under npm start', () => {
  it('answers 503 in words, keeps serving pages, recovers when space returns, and stops on SIGTERM', async () => {
    expect((await submit()).status).toBe(201)
    const acknowledged = n

    // Store leads until the disk is full. On the way Postgres wants a new 16 MB log segment that does not
    // fit: that is where PGlite used to spin. Either it spins (and the request times out) or it fails.
    let refused: Awaited<ReturnType<typeof submit>> | undefined
    for (let i = 0; i < 5000 && !refused; i++) {
      const r = await submit()
      if (r.status === 503) refused = r
      else expect(r.status, JSON.stringify(r.body)).toBe(201)
    }
    expect(refused, 'a request was refused once the disk was full').toBeDefined()
    // The visitor is told to try again, and nothing about this server's folders (the terminal is told which and what to do).
    expect(refused!.body.message).toBe('The server cannot store this right now.')
    expect(JSON.stringify(refused!.body)).not.toContain(dataDir)
    expect(refused!.ms).toBeLessThan(10_000)

    // Pages are still served, at once.
    const t = Date.now()
    const page = await fetch(`${url}/about`, { signal: AbortSignal.timeout(5000) })
    expect(page.status).toBe(200)
    expect(Date.now() - t).toBeLessThan(2000)

    // Space returns (the disk grows): the backend works again by itself.
    asRoot('mount', ['-o', 'remount,size=256m', mnt])
    let recovered: Awaited<ReturnType<typeof submit>> | undefined
    for (let i = 0; i < 30 && recovered?.status !== 201; i++) {
      recovered = await submit()
      if (recovered.status !== 201) await new Promise((r) => setTimeout(r, 1000))
    }
    expect(recovered?.status, JSON.stringify(recovered?.body)).toBe(201)

    // SIGTERM stops it, and what was acknowledged is there.
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
    child.kill('SIGTERM')
    const code = await Promise.race([exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 15_000))])
    expect(code).not.toBe('hung')
    const listed = JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', '--json', '--data-dir', dataDir], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      }),
    ) as { leads: { email: string }[] }
    const emails = new Set(listed.leads.map((l) => l.email))
    expect(emails.has(`disk${acknowledged}@example.in`)).toBe(true)
    expect(emails.has(`disk${n}@example.in`)).toBe(true)
    // Every lead the server acknowledged is stored.
    for (const i of acknowledgedAll) expect(emails.has(`disk${i}@example.in`), `disk${i}`).toBe(true)
  }, 240_000)
})

describe('a data folder the backend cannot write to', () => {
  it('says which folder and what to do, instead of "PGlite failed to initialize properly"', async () => {
    const ro = fs.mkdtempSync(path.join(os.tmpdir(), 'read-only-'))
    mountTmpfs('ro,size=1m', ro)
    try {
      const { createLocalBackend } = await import('../../scripts/backend/index.ts')
      const folder = path.join(ro, 'pglite')
      await expect(createLocalBackend({ dataDir: folder, handleSignals: false, log: () => {} })).rejects.toThrow(
        new RegExp(`data folder ${folder} is on a read-only file system\\. Make it writable`),
      )
    } finally {
      asRoot('umount', ['-l', ro])
      fs.rmSync(ro, { recursive: true, force: true })
    }
  })
})
