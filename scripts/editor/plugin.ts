/**
 * The visual editor inside the Vite dev server, mounted only by `npm run edit` (scripts/edit.ts):
 * /_edit serves the editor, /_edit/preview the live preview's frame, /_edit/api/* the calls of
 * src/contract/protocol.ts (answered by the one door, src/editor-calls/door.ts, over this computer's folders:
 * ./routes.ts; this file keeps only the HTTP). Nothing here is part of
 * the build, and `npm start` answers /_edit with a 404.
 *
 * It answers only this computer and only its own page: the connection must come from a loopback address
 * and name the server by a loopback host (so a web page cannot reach it through DNS rebinding); a request
 * sent by any other page (an `Origin` that is not the editor's own, or `Sec-Fetch-Site` saying another
 * site or another port of this one) is refused, reads included; Vite's CORS is off (scripts/edit.ts), and
 * the editor's pages may not be framed by another page.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin, ViteDevServer } from 'vite'
import { ROUTES } from '../../src/contract/protocol.ts'
import { CallError } from '../../src/contract/errors.ts'
import { MAX_UPLOAD_BYTES } from './images.ts'
import { folderDoorway } from './routes.ts'
import { underWay } from './enquiries.ts'
import { answerCall } from '../../src/editor-calls/door.ts'
import { sendTooLarge } from '../backend/rest.ts'
import { messages } from '../../src/contract/messages.ts'
import { editorPageHeaders } from '../../src/contract/editor-page.ts'
import { PERSON_HEADER, PERSON_QUERY, personFrom } from '../../src/contract/person.ts'

const LOOPBACK_HOSTS = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/
const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])
const MAX_BODY = 5 * 1024 * 1024

const page = (title: string, entry: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="/favicon.svg" />
    <title>${title}</title>
  </head>
  <body>
    <div id="editor"></div>
    <script type="module" src="${entry}"></script>
  </body>
</html>
`

export function isLocalRequest(req: IncomingMessage): boolean {
  const address = req.socket.remoteAddress ?? ''
  const host = req.headers.host ?? ''
  return LOOPBACK_ADDRESSES.has(address) && LOOPBACK_HOSTS.test(host)
}

/**
 * Sent by the editor's own page, or typed into the address bar: no `Origin` but the editor's own (the
 * scheme and the Host the request names), and no `Sec-Fetch-Site` of another site or another port of this
 * one (browsers count 127.0.0.1:3000 as the same site as 127.0.0.1:5173, so `same-site` is refused too).
 */
export function isOwnPage(req: IncomingMessage): boolean {
  const origin = req.headers.origin
  if (origin !== undefined && origin !== `http://${req.headers.host ?? ''}`) return false
  const site = req.headers['sec-fetch-site']
  return site === undefined || site === 'same-origin' || site === 'none'
}

/** The editor's page headers (src/contract/editor-page.ts), with the inline module Vite's React plugin adds, by its hash, and Vite's live-reload socket. */
export function securityHeaders(res: ServerResponse, html: string, host: string, framedBySelf: boolean): void {
  const scriptHashes = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${crypto.createHash('sha256').update(m[1]).digest('base64')}'`,
  )
  for (const [k, v] of Object.entries(editorPageHeaders({ framedBySelf, scriptHashes, connect: [`ws://${host}`] }))) res.setHeader(k, v)
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.setHeader('cache-control', 'no-store')
  res.end(JSON.stringify(body))
}

/** The editor's words for a body over its limit: what it was and the most it takes. */
function tooLarge(max: number): CallError {
  const mb = (bytes: number) => `${Math.floor(bytes / 1024 / 1024)} MB`
  return new CallError(413, {
    tooLarge: true,
    error: max > MAX_BODY ? messages.requests.pictureTooLarge(mb(MAX_UPLOAD_BYTES)) : messages.requests.tooLarge(mb(max)),
  })
}

/**
 * The request's JSON body, at most `max` bytes. A larger one is refused with 413 and the rest of it is read
 * and dropped (sendTooLarge), so the browser finishes sending and reads the answer instead of a reset
 * connection (which the screen would report as "the editor cannot be reached").
 */
function readJson(req: IncomingMessage, max = MAX_BODY): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > max) return reject(tooLarge(max))
    const chunks: Buffer[] = []
    let size = 0
    const onData = (c: Buffer) => {
      size += c.length
      if (size <= max) return void chunks.push(c)
      req.off('data', onData)
      req.off('end', onEnd)
      req.pause()
      reject(tooLarge(max))
    }
    const onEnd = () => {
      let body: unknown
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
      } catch {
        return reject(new CallError(400, { error: messages.requests.notJson }))
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return reject(new CallError(400, { error: messages.requests.noFields }))
      resolve(body as Record<string, unknown>)
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', reject)
  })
}

export function editorPlugin(root: string): Plugin {
  return {
    name: 'site-editor',
    configureServer(server: ViteDevServer) {
      server.middlewares.use((req, res, next) => {
        // Targets no URL parser takes were answered 400 before this (scripts/lib/vite-guard.ts).
        const url = new URL(req.url ?? '/', 'http://127.0.0.1')
        if (url.pathname !== '/_edit' && !url.pathname.startsWith('/_edit/')) return next()
        if (!isLocalRequest(req)) {
          res.statusCode = 403
          res.setHeader('content-type', 'text/plain; charset=utf-8')
          return res.end(messages.requests.onlyThisComputer)
        }
        if (!isOwnPage(req)) {
          res.statusCode = 403
          res.setHeader('content-type', 'text/plain; charset=utf-8')
          return res.end(messages.requests.onlyOwnPage)
        }
        void handle(server, root, req, res, url).catch((err: unknown) => {
          if (err instanceof CallError && err.status === 413)
            return sendTooLarge(req, res, {
              status: 413,
              headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
              body: JSON.stringify(err.body),
            })
          if (err instanceof CallError) return send(res, err.status, err.body)
          server.config.logger.error(`editor: ${(err as Error).stack ?? String(err)}`)
          send(res, 500, { error: messages.requests.failed((err as Error).message) })
        })
      })
    },
  }
}

async function handle(server: ViteDevServer, root: string, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const p = url.pathname
  const method = req.method ?? 'GET'
  if (p.startsWith('/_edit/api/')) {
    const sub = p.slice('/_edit/api/'.length)
    let request: Record<string, unknown> = {}
    if (method === 'POST') {
      // Every POST must be JSON and is read (within its limit) before the call is looked up, as before.
      if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) return send(res, 415, { error: messages.requests.notJsonType })
      // A picture travels as base64 (4 bytes for every 3), with room for its name.
      request = await readJson(req, sub === ROUTES.addPicture.path ? Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 4096 : MAX_BODY)
    }
    // The name the office computer's person gave (src/contract/person.ts): the header, or a download link's field.
    const person = personFrom(req.headers[PERSON_HEADER], url.searchParams.get(PERSON_QUERY))
    url.searchParams.delete(PERSON_QUERY)
    const knock = { method, path: sub, query: url.searchParams, body: request }
    const answer = await underWay(answerCall(knock, folderDoorway({ root, person })))
    res.statusCode = answer.status
    for (const [k, v] of Object.entries({ ...answer.headers, 'cache-control': 'no-store' })) res.setHeader(k, v)
    return void res.end(answer.body)
  }
  if (p.startsWith('/_edit/pictures/')) {
    const type = p.slice('/_edit/pictures/'.length).replace(/\.png$/, '')
    // The pictures belong to the code (docs/sections, made by npm run shots:sections), not to the site folder.
    const file = path.join(import.meta.dirname, '../../docs/sections', `${type}.png`)
    if (!/^[a-z-]+$/.test(type) || !fs.existsSync(file)) return send(res, 404, { error: messages.pictures.noSuchPicture })
    res.setHeader('content-type', 'image/png')
    res.setHeader('cache-control', 'no-store')
    return void res.end(fs.readFileSync(file))
  }
  if (method !== 'GET') return send(res, 405, { error: messages.requests.onlyGet })
  const preview = p === '/_edit/preview'
  const html = await server.transformIndexHtml(
    p,
    preview ? page('Preview', '/src/editor/preview.tsx') : page('Site editor', '/src/editor/main.tsx'),
  )
  res.setHeader('content-type', 'text/html; charset=utf-8')
  securityHeaders(res, html, req.headers.host ?? '127.0.0.1', preview)
  res.end(html)
}
