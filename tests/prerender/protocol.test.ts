// @vitest-environment node
/**
 * Small protocol faults of `npm start` and the local backend, each asked for the way a
 * stranger's client would ask (raw sockets where fetch() would tidy the request first).
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { securityHeaders } from '../../scripts/lib/headers.ts'
import { resolveSettings } from '../../scripts/lib/env.ts'
import { startServer, type RunningServer } from '../../scripts/serve.ts'
import { LOCAL_ANON_KEY } from '../../src/backend/protocol.ts'

let server: RunningServer
let dataDir: string
const expected = securityHeaders(resolveSettings(path.resolve(import.meta.dirname, '../..')).supabaseUrl)

beforeAll(async () => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'protocol-')), 'pglite')
  server = await startServer({ port: 0, backend: true, dataDir, log: () => {} })
}, 60_000)
afterAll(async () => {
  await server?.close()
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true })
})

/** Sends raw bytes on one connection; resolves with everything received and how long until the server closed it. */
function raw(bytes: string | Buffer[], waitMs = 4000): Promise<{ text: string; closedAfterMs: number | null }> {
  const { port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const socket = net.connect(Number(port), '127.0.0.1')
    let text = ''
    const timer = setTimeout(() => {
      socket.destroy()
      resolve({ text, closedAfterMs: null })
    }, waitMs)
    socket.on('data', (d) => (text += d.toString('latin1')))
    socket.on('close', () => {
      clearTimeout(timer)
      resolve({ text, closedAfterMs: Date.now() - started })
    })
    socket.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' ? undefined : reject(e)))
    for (const chunk of typeof bytes === 'string' ? [Buffer.from(bytes, 'latin1')] : bytes) socket.write(chunk)
  })
}

const headerOf = (text: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(text)?.[1]?.trim()

describe('protocol faults', () => {
  it('after a 413 the server says it closes the connection, and does, instead of leaving the next request to a reset', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 'a')
    const head = `POST /rest/v1/lead_submissions HTTP/1.1\r\nHost: x\r\napikey: ${LOCAL_ANON_KEY}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`
    const next = 'GET /rest/v1/lead_submissions HTTP/1.1\r\nHost: x\r\n\r\n'
    const { text, closedAfterMs } = await raw([Buffer.from(head), body, Buffer.from(next)])
    expect(text).toMatch(/^HTTP\/1\.1 413 /)
    expect(headerOf(text, 'connection')).toBe('close')
    expect(closedAfterMs).not.toBeNull()
    expect(closedAfterMs!).toBeLessThan(3000)
  })

  it.each(['//[', 'http://[', '//%'])('a request target the URL parser refuses (%s) is a 400, not a 500', async (target) => {
    const { text } = await raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
    expect(text).toMatch(/^HTTP\/1\.1 400 /)
    expect(text).not.toMatch(/Internal error|TypeError|Invalid URL/)
    expect(headerOf(text, 'content-security-policy')).toBe(expected['Content-Security-Policy'])
  })

  it('one address per page: /about/ and /about.html are redirected to /about, which is the page', async () => {
    for (const target of ['/about/', '/about.html', '/services/compliance-services/']) {
      const { text } = await raw(`GET ${target}?x=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
      expect(text, target).toMatch(/^HTTP\/1\.1 301 /)
      expect(headerOf(text, 'location'), target).toBe(`${target.replace(/\/$|\.html$/, '')}?x=1`)
    }
    const page = await fetch(`${server.url}/services/compliance-services`, { redirect: 'manual' })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<link rel="canonical" href="https://')
  })

  it('a table name that is not valid percent-encoding is a 400, not a 500', async () => {
    const res = await fetch(`${server.url}/rest/v1/%E0%A4%A`, { headers: { apikey: LOCAL_ANON_KEY } })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'PGRST100' })
  })

  it.each([
    ['a filter operator', '?id=constructor.x'],
    ['an order modifier', '?order=id.constructor'],
    ['an is value', '?pages_viewed=is.constructor'],
    ['an is value (toString)', '?pages_viewed=is.toString'],
  ])('JavaScript object properties are not operators: %s', async (_, query) => {
    const res = await fetch(`${server.url}/rest/v1/ebook_downloads${query}`, { headers: { apikey: LOCAL_ANON_KEY } })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { message: string }
    expect(body.message).toMatch(/failed to parse/)
    expect(body.message).not.toMatch(/function|native code/)
  })

  it('a request for /.//evil.com/ is redirected on this site, never to //evil.com', async () => {
    for (const target of ['/.//evil.com/', '/.///evil.com/x/', '/%2F/evil.com/']) {
      const { text } = await raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
      const location = headerOf(text, 'location')
      if (location !== undefined) expect(location, target).toMatch(/^\/(?!\/|\\)/)
    }
    const { text } = await raw('GET /.//evil.com/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(text).toMatch(/^HTTP\/1\.1 301 /)
    expect(headerOf(text, 'location')).toBe('/evil.com')
  })

  it("the table API and the server's own 400 and 431 carry the security headers", async () => {
    const api = await fetch(`${server.url}/rest/v1/no_such_table`, { headers: { apikey: LOCAL_ANON_KEY } })
    expect(api.status).toBe(404)
    for (const [name, value] of Object.entries(expected)) expect(api.headers.get(name), `/rest/v1 ${name}`).toBe(value)
    const inserted = await fetch(`${server.url}/rest/v1/newsletter_subscriptions`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'protocol@example.in', source: 'blog_page' }),
    })
    expect(inserted.status).toBe(201)
    expect(inserted.headers.get('content-security-policy')).toBe(expected['Content-Security-Policy'])

    const bad = await raw('GET / HTTP/1.1\r\nHost x\r\n\r\n')
    expect(bad.text).toMatch(/^HTTP\/1\.1 400 /)
    const big = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    expect(big.text).toMatch(/^HTTP\/1\.1 431 /)
    for (const [name, value] of Object.entries(expected)) {
      expect(headerOf(bad.text, name), `400 ${name}`).toBe(value)
      expect(headerOf(big.text, name), `431 ${name}`).toBe(value)
    }
  })
})
