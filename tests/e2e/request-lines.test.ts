// @vitest-environment node
/**
 * Real request lines on a socket, to the three servers this project runs: `npm run edit` (the editor on a
 * copy of the site), `npm run dev` (Vite with the site's config) and `npm start` (the built site). A target
 * no URL parser takes used to end the editor and the dev server with one line; every such target is now a
 * 400, and the server goes on answering. A body over a limit is a 413 the client can read, in plain words,
 * never a reset connection.
 */
import http from 'node:http'
import net from 'node:net'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type ViteDevServer } from 'vite'
import { startEditor } from '../../scripts/edit.ts'
import { copySite, type SiteCopy } from '../../scripts/editor/site-copy.ts'
import { root, startSite, type Site } from './helpers.ts'
import { LOCAL_ANON_KEY } from '../../src/backend/protocol.ts'

const BAD_TARGETS = ['http://[', '//[', '/%', '/_data/%E0%A4%A.json', 'http://x:99999/', '*']

/** Sends one raw request line and headers on a socket; resolves with the status line (or how the socket ended). */
function rawRequest(port: number, target: string, method = 'GET'): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
    )
    let got = ''
    socket.on('data', (d: Buffer) => (got += d.toString('latin1')))
    socket.on('end', () => resolve(got.split('\r\n')[0] || '(closed with no answer)'))
    socket.on('error', (e: NodeJS.ErrnoException) => resolve(`(error ${e.code})`))
    socket.setTimeout(15_000, () => {
      socket.destroy()
      resolve(`(no answer) ${got.split('\r\n')[0]}`)
    })
  })
}

/** A POST of `size` bytes sent in chunks with no declared length, as a streaming client sends it. */
function postChunked(
  port: number,
  target: string,
  size: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: 'POST',
        headers: { 'content-type': 'application/json', host: `127.0.0.1:${port}`, ...headers },
      },
      (res) => {
        let body = ''
        res.on('data', (d: Buffer) => (body += d))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }))
    const chunk = Buffer.alloc(256 * 1024, 'x')
    let sent = 0
    const more = () => {
      while (sent < size) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', more)
      }
      req.end()
    }
    req.write('{"file":"pages/about.yaml","data":"')
    more()
  })
}

const portOf = (url: string) => Number(new URL(url).port)

let office: SiteCopy
let editor: Awaited<ReturnType<typeof startEditor>>
let dev: ViteDevServer
let devPort: number
let site: Site
const savedUrl = process.env.VITE_SUPABASE_URL

beforeAll(async () => {
  process.env.VITE_SUPABASE_URL = 'http://127.0.0.1:9'
  office = copySite('request-lines')
  editor = await startEditor({ port: 0, site: office.dir, cacheDir: path.join(os.tmpdir(), 'vite-editor-test') })
  dev = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    server: { port: 0, host: '127.0.0.1' },
    logLevel: 'silent',
    cacheDir: path.join(os.tmpdir(), 'vite-dev-test'),
  })
  await dev.listen()
  const address = dev.httpServer!.address()
  devPort = typeof address === 'object' && address ? address.port : 0
  site = await startSite({ backend: true })
})
afterAll(async () => {
  if (savedUrl === undefined) delete process.env.VITE_SUPABASE_URL
  else process.env.VITE_SUPABASE_URL = savedUrl
  await editor?.close()
  await dev?.close()
  await site?.close()
  if (office) fs.rmSync(office.dir, { recursive: true, force: true })
})

describe.each([
  ['npm run edit', () => portOf(editor.url), '/_edit/api/files'],
  ['npm run dev', () => devPort, '/about'],
  ['npm start', () => portOf(site.url), '/about'],
])('%s', (_name, port, healthy) => {
  it.each(BAD_TARGETS)('answers the request target %s with 400 and keeps running', async (target) => {
    expect(await rawRequest(port(), target)).toBe('HTTP/1.1 400 Bad Request')
    expect(await rawRequest(port(), healthy)).toBe('HTTP/1.1 200 OK')
  })
})

describe('bodies over a limit are a 413 the client reads', () => {
  it('the editor: a picture too large, declared or streamed, says the limit', async () => {
    const port = portOf(editor.url)
    const res = await fetch(`http://127.0.0.1:${port}/_edit/api/picture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'huge.jpg', data: 'A'.repeat(30 * 1024 * 1024) }),
    })
    expect(res.status).toBe(413)
    expect(((await res.json()) as { error: string }).error).toMatch(/too large \(at most 20 MB\)/)
    const streamed = await postChunked(port, '/_edit/api/save', 8 * 1024 * 1024)
    expect(streamed).toMatchObject({ status: 413 })
    expect((streamed as { body: string }).body).toMatch(/too large \(at most 5 MB\)/)
    // And it goes on answering.
    expect(await rawRequest(port, '/_edit/api/files')).toBe('HTTP/1.1 200 OK')
  })

  it('the site server: an oversized body to the table API or to a page is answered, not reset', async () => {
    const port = portOf(site.url)
    const api = await postChunked(port, '/rest/v1/lead_submissions', 8 * 1024 * 1024, {
      apikey: LOCAL_ANON_KEY,
      authorization: `Bearer ${LOCAL_ANON_KEY}`,
    })
    expect(api).toMatchObject({ status: 413 })
    const page = await postChunked(port, '/about', 8 * 1024 * 1024)
    expect(page).toMatchObject({ status: 405 })
  })
})

describe("the editor's HTTP API keeps content inside its folders", () => {
  const call = async (name: string, body: unknown) => {
    const res = await fetch(`${editor.url}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as { error?: string; problems?: { code: string }[] } }
  }

  it('a rename to an address the file system cannot hold changes nothing, and the page is still there', async () => {
    const file = 'pages/services/legal-ip-services/legal-documents.yaml'
    const before = fs.readFileSync(path.join(office.dir, file), 'utf8')
    const r = await call('rename-page', { file, to: `services/legal-ip-services/${'x'.repeat(300)}` })
    expect(r.status).toBe(400)
    expect(r.body.error).toMatch(/Nothing was changed\.$/)
    expect(fs.readFileSync(path.join(office.dir, file), 'utf8')).toBe(before)
  })

  it('a save that adds an alias leading out of the site is refused with the address problem', async () => {
    const opened = (await (await fetch(`${editor.url}/api/file?file=pages/about.yaml`)).json()) as {
      data: Record<string, unknown>
      version: string
    }
    const r = await call('save', {
      file: 'pages/about.yaml',
      data: { ...opened.data, aliases: ['/../../../escaped'] },
      version: opened.version,
    })
    expect(r.status).toBe(422)
    expect(r.body.problems?.map((p) => p.code)).toContain('bad-address')
    expect(fs.readFileSync(path.join(office.dir, 'pages/about.yaml'), 'utf8')).not.toContain('escaped')
  })
})
