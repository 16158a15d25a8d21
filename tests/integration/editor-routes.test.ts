/**
 * The editor's route table (src/contract/protocol.ts) at run time, as the typecheck holds it at compile time:
 * every call has a server handler and a browser function, no two calls share a method and a path, and the
 * browser's api reaches the server's handlers through the real middleware (scripts/editor/plugin.ts) with
 * today's addresses, bodies and sentences; an unknown call answers 404 in the editor's words.
 */
import fs from 'node:fs'
import { Readable } from 'node:stream'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { messages } from '../../src/contract/messages.ts'
import { ROUTES } from '../../src/contract/protocol.ts'
import { api, ApiError, downloadUrl, routeUrl } from '../../src/editor/api.ts'
import { callNamed as routeFor } from '../../src/editor-calls/door.ts'
import { pageCalls } from '../../src/editor-calls/page-calls.ts'
import { enquiryHandlers } from '../../src/editor-calls/enquiry-calls.ts'
import { editorPlugin } from '../../scripts/editor/plugin.ts'
import { copySite } from '../../scripts/editor/site-copy.ts'

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

let site: string
let middleware: Middleware

beforeAll(() => {
  site = copySite('editor-routes').dir
  const plugin = editorPlugin(site)
  const server = {
    middlewares: { use: (fn: Middleware) => void (middleware = fn) },
    config: { logger: { error: (msg: string) => console.error(msg) } },
  }
  ;(plugin.configureServer as (s: unknown) => void)(server)
})
afterAll(() => fs.rmSync(site, { recursive: true, force: true }))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}

/** One request through the editor's middleware, from this computer, as the editor's own page sends it. */
function request(method: string, url: string, body?: string, headers: Record<string, string> = {}): Promise<Answer> {
  const req = Object.assign(Readable.from(body === undefined ? [] : [Buffer.from(body)]), {
    method,
    url,
    headers: { host: '127.0.0.1:5173', ...headers },
    socket: { remoteAddress: '127.0.0.1' },
  }) as unknown as IncomingMessage
  return new Promise((resolve, reject) => {
    const out: Record<string, string> = {}
    const res = {
      statusCode: 200,
      setHeader: (k: string, v: string) => void (out[k.toLowerCase()] = String(v)),
      end(text?: string) {
        resolve({ status: res.statusCode, headers: out, body: String(text ?? '') })
      },
    }
    middleware(req, res as unknown as ServerResponse, () => reject(new Error(`not the editor's: ${url}`)))
  })
}

/** The browser's fetch, answered by the middleware. */
function fetchThroughServer(sent: { url: string; init: RequestInit }[]) {
  return async (url: string, init: RequestInit = {}) => {
    sent.push({ url, init })
    const headers = (init.headers ?? {}) as Record<string, string>
    const r = await request(init.method ?? 'GET', url, init.body as string | undefined, headers)
    return new Response(r.body, { status: r.status, headers: r.headers })
  }
}

describe('the route table', () => {
  it('has a server handler for every call and no handler without a call', () => {
    // The calls about the site's files (./page-calls.ts) and those about people's data (./enquiry-calls.ts).
    expect([...Object.keys(pageCalls), ...Object.keys(enquiryHandlers)].sort()).toEqual(Object.keys(ROUTES).sort())
  })

  it('has a browser function for every JSON call, named as the call, and the download as a link', () => {
    const json = Object.entries(ROUTES)
      .filter(([, r]) => !('download' in r))
      .map(([name]) => name)
    expect(Object.keys(api).sort()).toEqual(json.sort())
    expect(downloadUrl('enquiriesCsv')).toBe('/_edit/api/enquiries.csv')
  })

  it('names each call by one method and path, as today', () => {
    const keys = Object.values(ROUTES).map((r) => `${r.method} ${r.path}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const [name, r] of Object.entries(ROUTES)) expect(routeFor(r.method, r.path)).toBe(name)
    expect(routeFor('GET', 'save')).toBeUndefined()
    expect(routeUrl('file', { file: 'pages/services/a b.yaml' })).toBe('/_edit/api/file?file=pages%2Fservices%2Fa%20b.yaml')
    expect(routeUrl('files', {})).toBe('/_edit/api/files')
    expect(routeUrl('publishPreview', {})).toBe(routeUrl('publish', { summary: 'x' }))
  })
})

describe('through the middleware', () => {
  it('answers an unknown call 404 in the editor words, whatever the method', async () => {
    const get = await request('GET', '/_edit/api/nope?file=x')
    expect(get.status).toBe(404)
    expect(JSON.parse(get.body)).toEqual({ error: messages.requests.noSuchCall })
    const post = await request('POST', '/_edit/api/files', '{}', { 'content-type': 'application/json' })
    expect(JSON.parse(post.body)).toEqual({ error: messages.requests.noSuchCall })
    expect(post.status).toBe(404)
    const put = await request('PUT', '/_edit/api/save', '{}', { 'content-type': 'application/json' })
    expect([put.status, JSON.parse(put.body)]).toEqual([404, { error: messages.requests.noSuchCall }])
  })

  it('refuses a POST that is not JSON before looking the call up, as before', async () => {
    const r = await request('POST', '/_edit/api/nope', 'x=1', { 'content-type': 'application/x-www-form-urlencoded' })
    expect([r.status, JSON.parse(r.body)]).toEqual([415, { error: 'The editor sends JSON; this request was not.' }])
  })

  it('carries the browser api calls to their handlers: query fields, JSON bodies, answers and refusals', async () => {
    const sent: { url: string; init: RequestInit }[] = []
    vi.stubGlobal('fetch', fetchThroughServer(sent))
    const files = await api.files()
    expect(files.some((f) => f.file === 'pages/about.yaml')).toBe(true)
    const opened = await api.file('pages/about.yaml')
    expect(sent.at(-1)!.url).toBe('/_edit/api/file?file=pages%2Fabout.yaml')
    expect(opened.file).toBe('pages/about.yaml')
    const { problems } = await api.check('pages/about.yaml', opened.data)
    expect(sent.at(-1)!.init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } })
    expect(JSON.parse(sent.at(-1)!.init.body as string)).toEqual({ file: 'pages/about.yaml', data: opened.data })
    expect(Array.isArray(problems)).toBe(true)
    expect((await api.templates()).map((t) => t.id)).toContain('service')

    const refused = await api.priceUses('no-such-entry').catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ApiError)
    expect([(refused as ApiError).status, (refused as ApiError).message]).toEqual([404, 'The price book has no entry "no-such-entry".'])
    const missing = (await api.file('pages/none.yaml').catch((e: unknown) => e)) as ApiError
    expect(missing.status).toBe(404)
    expect(missing.message).toBe('The page at /none does not exist (was it renamed or deleted?).')
  })

  it('answers a GET with no query: a call that needs a file refuses, one that needs none answers', async () => {
    const r = await request('GET', '/_edit/api/file')
    expect([r.status, JSON.parse(r.body)]).toEqual([400, { error: 'The request named no page file.' }])
    const c = await request('GET', '/_edit/api/changes')
    expect(c.status).toBe(200)
    expect(JSON.parse(c.body)).toEqual({ files: [], prices: { none: 'No file changed since the last publish.' } })
  })

  it('sends the enquiries as a CSV file, the one call answered with a file', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', '')
    vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', '')
    vi.stubEnv('LOCAL_BACKEND_DIR', `${site}/.data/none`)
    const r = await request('GET', downloadUrl('enquiriesCsv'))
    expect(r.status).toBe(200)
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(r.headers['cache-control']).toBe('no-store')
    expect(r.body.split('\r\n')[0]).toBe(
      'Received (IST),Call by (IST),Promise,Form,Name,Phone,Language,E-mail,Service,Page,Message,Came by,Status,Status set by,Status set at (IST),Note,Fee (₹),First called (IST),Taken by',
    )
  })
})
