// @vitest-environment node
/**
 * Protocol and fault edges of the local backend, each asked the way a stranger's client or a broken machine
 * would: a body far too large that keeps coming, a request target no URL parser takes, a data folder opened
 * under a second name, and a database thread that fails with something that is not an Error. After each, the
 * leads acknowledged before it are still stored.
 */
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createLocalBackend,
  DataDirLockedError,
  startBackendServer,
  type BackendServer,
  type LocalBackend,
} from '../../scripts/backend/index.ts'
import { LOCAL_ANON_KEY } from '../../src/backend/protocol.ts'

const base = mkdtempSync(join(tmpdir(), 'faults-test-'))
const dataDir = join(base, 'real', 'pglite')
let backend: LocalBackend
let server: BackendServer
const acknowledged: string[] = []

beforeAll(async () => {
  backend = await createLocalBackend({ dataDir, handleSignals: false, log: () => {} })
  server = await startBackendServer(backend)
  for (const n of [1, 2]) {
    const email = `kept.${n}@example.com`
    const res = await fetch(`${server.url}/rest/v1/lead_submissions`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kept', email, phone: '9811045670', message: '', service: '', source_page: '/' }),
    })
    expect(res.status).toBe(201)
    acknowledged.push(email)
  }
}, 60_000)

afterAll(async () => {
  await server?.close()
  await backend?.close()
  rmSync(base, { recursive: true, force: true })
})

/** Every lead acknowledged before the fault is still there, and the backend still takes requests. */
async function nothingLost() {
  const stored = (await backend.readStored()).leads.map((l) => l.email)
  for (const email of acknowledged) expect(stored).toContain(email)
  const res = await fetch(`${server.url}/rest/v1/lead_submissions?select=id`, { headers: { apikey: LOCAL_ANON_KEY } })
  expect(res.status).toBe(401) // anon may not read leads: the API answers, as before
}

/** Sends raw bytes; resolves with what came back (the connection is closed by the server or after waitMs). */
function raw(text: string, waitMs = 3000): Promise<string> {
  const { port } = new URL(server.url)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1')
    let got = ''
    const timer = setTimeout(() => socket.destroy(), waitMs)
    socket.on('data', (d) => (got += d.toString('latin1')))
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(got)
    })
    socket.write(text)
  })
}

describe('protocol edges', () => {
  it('a client that sends its whole body before reading still receives the 413 (the rest is drained, not cut off)', async () => {
    const { port } = new URL(server.url)
    const total = 6 * 1024 * 1024
    const chunk = Buffer.alloc(64 * 1024, 'a')
    const outcome = await new Promise<{ writeError?: string; text: string }>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1')
      let text = ''
      let writeError: string | undefined
      socket.on('data', (d) => (text += d.toString('latin1')))
      socket.on('error', (e: NodeJS.ErrnoException) => (writeError ??= e.code ?? e.message))
      socket.on('close', () => resolve({ writeError, text }))
      socket.write(
        `POST /rest/v1/lead_submissions HTTP/1.1\r\nHost: x\r\napikey: ${LOCAL_ANON_KEY}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${total}\r\n\r\n`,
      )
      let sent = 0
      const pump = () => {
        while (sent < total) {
          sent += chunk.length
          if (!socket.write(chunk)) return void socket.once('drain', pump)
        }
      }
      pump()
    })
    expect(outcome.writeError).toBeUndefined()
    expect(outcome.text).toMatch(/^HTTP\/1\.1 413 /)
    expect(outcome.text).toMatch(/^connection: close\r$/im)
    expect(JSON.parse(outcome.text.slice(outcome.text.indexOf('\r\n\r\n') + 4))).toMatchObject({
      code: 'PGRST102',
      message: 'Request body larger than 1048576 bytes',
    })
    await nothingLost()
  })

  it.each(['//[', 'http://[', '//%'])('a request target the URL parser refuses (%s) is a 400', async (target) => {
    const text = await raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
    expect(text).toMatch(/^HTTP\/1\.1 400 /)
    expect(text).not.toMatch(/at .*\.ts:\d+|TypeError|Invalid URL/)
    await nothingLost()
  })
})

describe('the data folder', () => {
  it('is locked under its real path: a second name for the same folder is refused', async () => {
    const alias = join(base, 'alias')
    symlinkSync(dataDir, alias)
    const second = createLocalBackend({ dataDir: alias, handleSignals: false, log: () => {} })
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError)
    await expect(second).rejects.toThrow(/already open in this process/)
    await nothingLost()
  })

  it('a failure inside the database thread is reported in words', async () => {
    // A file where the data folder should be: PGlite fails with an object that is not an Error.
    const file = join(base, 'not-a-folder')
    writeFileSync(file, 'x')
    const error = await createLocalBackend({ dataDir: file, handleSignals: false, log: () => {} }).then(
      () => new Error('it opened'),
      (e: unknown) => e as Error,
    )
    expect(error.message).not.toMatch(/\[object Object\]/)
    expect(error.message).toContain(file)
    expect(error.message).toMatch(/not a directory|ENOTDIR/i)
    await nothingLost()
  }, 60_000)
})

describe('a database that cannot answer', () => {
  it("answers the visitor 503 without naming the server's data folder (the terminal gets the folder)", async () => {
    const folder = join(base, 'slow', 'pglite')
    const slow = await createLocalBackend({ dataDir: folder, handleSignals: false, log: () => {}, requestTimeoutMs: 1 })
    const slowServer = await startBackendServer(slow)
    const logged: string[] = []
    const error = console.error
    console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '))
    try {
      const res = await fetch(`${slowServer.url}/rest/v1/lead_submissions`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Slow', email: 'slow@example.com', phone: '9811045670', message: '', service: '', source_page: '/' }),
      })
      expect(res.status).toBe(503)
      const text = await res.text()
      expect(text).not.toContain(folder)
      expect(text).not.toContain(base)
      expect((JSON.parse(text) as { message: string }).message).toBe('The server cannot store this right now.')
      expect(logged.join('\n')).toContain(folder)
    } finally {
      console.error = error
      await slowServer.close()
      await slow.close()
    }
  }, 60_000)
})
