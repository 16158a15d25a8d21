/**
 * Serves dist/ on 127.0.0.1 with the right status codes (404 for unknown paths), security headers and
 * gzip, plus the local backend on the same origin (/rest/v1/), unless a Supabase project is configured.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { badTarget } from './lib/vite-guard.ts'
import { langOfPath } from '../src/lib/lang.ts'
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'
import { securityHeaders } from './lib/headers.ts'
import { resolveSettings } from './lib/env.ts'
import type { LocalBackend } from './backend/index.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt'])

export interface ServeOptions {
  port?: number
  host?: string
  distDir?: string
  /** PGlite data folder of the local backend; default .data/pglite. */
  dataDir?: string
  /** Set false to serve files only. Default: on unless VITE_SUPABASE_URL is set (in a .env file or the environment). */
  backend?: boolean
  /**
   * Deliver a notification of each new enquiry (scripts/notify; NOTIFY_* settings from the environment or a
   * .env file, else printed in the terminal). Default off; `npm start` turns it on.
   */
  notify?: boolean
  /** Let `npm run leads` and the editor read the local backend through this server (LocalBackend.share). Default off; `npm start` turns it on. */
  share?: boolean
  log?: (line: string) => void
}

export interface RunningServer {
  url: string
  /** The Supabase project the site was built for, if any. */
  supabaseUrl?: string
  backend?: LocalBackend
  close(): Promise<void>
}

export async function startServer(opts: ServeOptions = {}): Promise<RunningServer> {
  const dist = path.resolve(opts.distDir ?? path.join(root, 'dist'))
  if (!fs.existsSync(path.join(dist, 'index.html')))
    throw new Error(`${path.relative(process.cwd(), dist) || dist}/index.html is missing: run \`npm run build\` first.`)
  // The same settings the build resolved (.env files and the environment, as Vite reads them).
  const settings = resolveSettings(root, 'production')
  const useBackend = opts.backend ?? !settings.supabaseUrl
  let backend: LocalBackend | undefined
  if (useBackend) {
    const { createLocalBackend } = await import('./backend/index.ts')
    backend = await createLocalBackend({ dataDir: opts.dataDir, log: opts.log ?? ((m) => console.log(m)) })
    // The notices the site shows, so that the database takes a lead's notice only when it is one of them.
    const { registerNotices } = await import('./lib/notices.ts')
    const { registerClock } = await import('./lib/office-clock.ts')
    await registerClock(backend, root).catch((error: unknown) =>
      console.error(
        `local backend: the office's clock (forms.yaml promises, site.yaml hours) was not registered: ${error instanceof Error ? error.message : String(error)}`,
      ),
    )
    await registerNotices(backend, root).catch((error: unknown) =>
      console.warn(
        `local backend: the site's privacy notices could not be registered (${String(error)}): enquiries are stored as sent without one.`,
      ),
    )
  }
  let notifier: { stop(): Promise<void> } | undefined
  if (backend && opts.notify) {
    const { startLocalNotifier } = await import('./notify/dispatcher.ts')
    notifier = startLocalNotifier(backend, { env: loadEnv('production', root, 'NOTIFY_'), log: opts.log })
  }
  const headers = securityHeaders(settings.supabaseUrl)
  const gzipCache = new Map<string, Buffer>()

  const sendFile = (req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number) => {
    const ext = path.extname(file)
    let body: Buffer = fs.readFileSync(file)
    const h: Record<string, string> = { ...headers, 'Content-Type': TYPES[ext] ?? 'application/octet-stream' }
    h['Cache-Control'] = file.includes(`${path.sep}assets${path.sep}`)
      ? 'public, max-age=31536000, immutable'
      : ext === '.html' || ext === '.json'
        ? 'no-cache'
        : 'public, max-age=3600'
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 1024) {
      const key = `${file}:${fs.statSync(file).mtimeMs}`
      let gz = gzipCache.get(key)
      if (!gz) gzipCache.set(key, (gz = zlib.gzipSync(body, { level: 9 })))
      body = gz
      h['Content-Encoding'] = 'gzip'
      h.Vary = 'Accept-Encoding'
    }
    h['Content-Length'] = String(body.length)
    res.writeHead(status, h)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /** /about → dist/about.html (scripts/lib/prerender.ts, pageFile); /x.pdf → dist/x.pdf; never outside dist. */
  const lookup = (urlPath: string): string | undefined => {
    let decoded: string
    try {
      decoded = decodeURIComponent(urlPath)
    } catch {
      return undefined
    }
    const target = path.normalize(path.join(dist, decoded))
    if (target === dist || target === dist + path.sep) return path.join(dist, 'index.html')
    if (!target.startsWith(dist + path.sep)) return undefined
    for (const candidate of [target, `${target}.html`]) {
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
    }
    return undefined
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      // Node's parser lets through targets no URL parser takes (`//[`, `http://[`, a broken %-escape): a bad
      // request, answered as the dev server and the editor answer it (scripts/lib/vite-guard.ts).
      const bad = badTarget(req.url)
      if (bad) {
        res.writeHead(400, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' })
        return res.end(`Bad request: ${bad}`)
      }
      const url = new URL(req.url!, 'http://localhost')
      // /_local_backend/: `npm run leads` and the editor reading through this server (LocalBackend.share).
      if (backend && url.pathname.startsWith('/_local_backend/') && (await backend.handle(req, res))) return
      if (backend && url.pathname.startsWith('/rest/v1/')) {
        // The table API's answers carry the same security headers as the pages (its CORS headers are its own).
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
        if (await backend.handle(req, res)) return
      }
      // The visual editor is not part of the site: it runs only with `npm run edit`, on the editor's own computer.
      if (url.pathname === '/_edit' || url.pathname.startsWith('/_edit/')) {
        res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
        return res.end('Not found. The editor is not part of the published site: run npm run edit on your own computer.')
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { ...headers, Allow: 'GET, HEAD', 'Content-Type': 'text/plain' })
        return res.end('Method not allowed')
      }
      // One address per page: /about/ → /about. Leading slashes collapse to one: a Location of //evil.com/
      // (from a request for /.//evil.com/) would send the visitor to another site.
      if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
        res.writeHead(301, { ...headers, Location: '/' + url.pathname.replace(/^\/+|\/+$/g, '') + url.search })
        return res.end()
      }
      const file = lookup(url.pathname)
      // A page's file name is not its address: /about.html → /about, as static hosts answer.
      if (file && url.pathname.endsWith('.html') && file.endsWith('.html') && !file.endsWith(`${path.sep}404.html`)) {
        const address = '/' + url.pathname.replace(/^\/+/, '').replace(/(^|\/)index\.html$|\.html$/, '')
        res.writeHead(301, { ...headers, Location: address + url.search })
        return res.end()
      }
      if (file && !file.endsWith(`${path.sep}404.html`)) return sendFile(req, res, file, 200)
      // The not-found page nearest the address, as Cloudflare Pages answers: dist/hi/404.html under /hi.
      const hindi = path.join(dist, 'hi', '404.html')
      const notFound = langOfPath(url.pathname) === 'hi' && fs.existsSync(hindi) ? hindi : path.join(dist, '404.html')
      sendFile(req, res, notFound, 404)
    })().catch((err: unknown) => {
      console.error(err)
      if (!res.headersSent) res.writeHead(500, { ...headers, 'Content-Type': 'text/plain' })
      res.end('Internal error')
    })
  })
  // Requests Node's parser refuses (bad syntax, headers too large) are answered here, with the same headers.
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy()
    const [status, text] = err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : [400, 'Bad Request']
    const lines = Object.entries({ ...headers, 'Content-Type': 'text/plain', 'Content-Length': String(text.length), Connection: 'close' })
    socket.end(`HTTP/1.1 ${status} ${text}\r\n${lines.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${text}`)
  })
  const host = opts.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, host, resolve)
  })
  const address = server.address()
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : opts.port}`
  if (backend && opts.share) backend.share(url)
  return {
    url,
    supabaseUrl: settings.supabaseUrl,
    backend,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await notifier?.stop()
      await backend?.close()
    },
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const port = Number(process.env.PORT ?? 4173)
    const running = await startServer({ port, notify: true, share: true })
    console.log(
      `\n  Site ready: ${running.url}\n  ${running.backend ? `Local backend: ${running.backend.dataDir} (npm run leads and the editor's Enquiries read it through this server)` : `Backend: ${running.supabaseUrl}`}\n  Press Ctrl+C to stop.\n`,
    )
    const stop = () => void running.close().then(() => process.exit(0))
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  } catch (err) {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  }
}
