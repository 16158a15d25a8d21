/**
 * The first word on every request to `npm run dev` and `npm run edit`, before Vite's own middleware:
 * - a request target no URL parser takes (`http://[`, `//[`, a broken %-escape) is answered 400. Vite's
 *   middleware stack parses the target with Node's legacy parser, which throws outside any handler on
 *   some of them, and the whole dev server (the editor with it) exited on one request line;
 * - a file in public/ reached through a symbolic link is not served: no reader follows a link out of the
 *   content folders (the checker reports the link: linkedEntries in scripts/lib/content/index.ts).
 * The site's own server (scripts/serve.ts) answers the same targets the same way.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'

/**
 * Why a request target cannot be served, or undefined when it is a plain path (with a query). The table
 * API's paths (/rest/v1/…) are not decoded here: the local backend answers a broken escape there itself,
 * with PostgREST's JSON error that supabase-js reads.
 */
export function badTarget(target: string | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//'))
    return 'the address of a request must be a path that starts with a single /.'
  let url: URL
  try {
    url = new URL(target, 'http://localhost')
  } catch {
    return 'the address cannot be read.'
  }
  if (url.pathname.startsWith('/rest/v1/')) return undefined
  try {
    decodeURIComponent(url.pathname)
  } catch {
    return 'the address holds a broken %-escape.'
  }
  return undefined
}

/** Whether `rel` inside `dir` is, or passes through, a symbolic link. */
export function throughLink(dir: string, rel: string): boolean {
  let at = path.resolve(dir)
  for (const part of rel.split('/').filter(Boolean)) {
    at = path.join(at, part)
    try {
      if (fs.lstatSync(at).isSymbolicLink()) return true
    } catch {
      return false
    }
  }
  return false
}

function refuse(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' })
  res.end(text)
}

/** Puts `guard` in front of every handler the server has for requests (Vite's own included). */
export function guardRequests(server: Server, guard: (req: IncomingMessage, res: ServerResponse) => boolean): void {
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[]
  server.removeAllListeners('request')
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!guard(req, res)) return
    for (const handler of handlers) handler.call(server, req, res)
  })
}

export function requestGuardPlugin(): Plugin {
  return {
    name: 'site-request-guard',
    configureServer(server) {
      const http = server.httpServer as Server | null
      if (!http) return
      const publicDir = server.config.publicDir
      // Vite adds its middleware stack as the server's request handler when the server is made, before this
      // hook runs; the guard goes in front of it.
      guardRequests(http, (req, res) => {
        const bad = badTarget(req.url)
        if (bad) {
          refuse(res, 400, `Bad request: ${bad}`)
          return false
        }
        const { pathname } = new URL(req.url!, 'http://localhost')
        if (publicDir && !pathname.startsWith('/rest/v1/')) {
          if (throughLink(publicDir, decodeURIComponent(pathname))) {
            refuse(res, 404, 'Not found: that file is a shortcut (a symbolic link), which the site does not serve.')
            return false
          }
        }
        return true
      })
    },
  }
}
