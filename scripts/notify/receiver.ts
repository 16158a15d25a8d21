/**
 * A stand-in for the office's webhook and e-mail API on 127.0.0.1, for `npm run rehearse` and `npm run bench`:
 * records each JSON POST with the time it arrived. /hook is the webhook; /emails checks Resend's request shape
 * (a Bearer key, from, to[], subject, text, html) and answers 422 when it is not met, as the API would.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'

export interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: Record<string, unknown>
  at: number
}

export interface Receiver {
  url: string
  got: Received[]
  close(): Promise<void>
}

export async function startReceiver(): Promise<Receiver> {
  const got: Received[] = []
  const server = createServer((req, res) => {
    let text = ''
    req.on('data', (d: Buffer) => (text += d.toString('utf8')))
    req.on('end', () => {
      let body: Record<string, unknown>
      try {
        body = JSON.parse(text) as Record<string, unknown>
      } catch {
        res.writeHead(400).end('not JSON')
        return
      }
      const path = new URL(req.url ?? '/', 'http://x').pathname
      if (path === '/emails') {
        const shaped =
          /^Bearer \S+$/.test(req.headers.authorization ?? '') &&
          typeof body.from === 'string' &&
          Array.isArray(body.to) &&
          body.to.length > 0 &&
          typeof body.subject === 'string' &&
          typeof body.text === 'string' &&
          typeof body.html === 'string'
        if (!shaped) {
          res.writeHead(422, { 'content-type': 'application/json' }).end('{"name":"validation_error"}')
          return
        }
      }
      got.push({ path, headers: req.headers, body, at: Date.now() })
      res.writeHead(200, { 'content-type': 'application/json' }).end(`{"id":"${got.length}"}`)
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  return {
    url,
    got,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}
