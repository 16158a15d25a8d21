/**
 * The functions' HTTP: JSON answers and refusals that never cache, the cookie of a session, and the checks
 * every call passes before anything else (its own origin only, JSON bodies, within a size).
 */
import { originOf, type Env } from './env.ts'
import { messages } from '../contract/messages.ts'
import { CallError } from '../contract/errors.ts'
import type { Answer } from '../editor-calls/door.ts'

const m = messages.access

/** Headers on every answer the functions make: not cached, not framed, not sniffed, no referrer. */
export const API_HEADERS: Record<string, string> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...API_HEADERS, 'content-type': 'application/json; charset=utf-8', ...headers },
  })
}

/** An answer of the editor's door (src/editor-calls/door.ts) as the functions send it: with their headers. */
export const responseOf = (answer: Answer): Response =>
  new Response(answer.body, { status: answer.status, headers: { ...API_HEADERS, ...answer.headers } })

export function refusal(e: CallError): Response {
  return json(e.status, e.body, e.headers)
}

/** The largest body a call may send: a picture as base64 and its name. */
export const MAX_BODY = 8 * 1024 * 1024

/** The largest body of a sign-in call (a passkey's answer is a few kilobytes), which anyone may send. */
export const MAX_AUTH_BODY = 64 * 1024

/**
 * Who may call at all: only pages of the site's own origin. A browser names the page's origin on every
 * POST (Origin) and says whether a call is same-origin (Sec-Fetch-Site); a call from another site, or a
 * POST naming no origin, is refused before any cookie is looked at. With the session cookie's
 * SameSite=Strict this is the defence against cross-site requests.
 */
export function sameOrigin(env: Env, request: Request): void {
  const own = originOf(env, request)
  const origin = request.headers.get('origin')
  const site = request.headers.get('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') throw new CallError(403, m.otherSite)
  if (origin !== null && origin !== own) throw new CallError(403, m.otherSite)
  if (request.method !== 'GET' && request.method !== 'HEAD' && origin === null) throw new CallError(403, m.otherSite)
}

/**
 * Refuses a POST whose declared size is over `max` or that is not JSON, before a byte of it is read: the
 * caller checks this and the session first, then reads the body.
 */
export function checkBodyHeaders(request: Request, max: number): void {
  if (!/^application\/json\b/.test(request.headers.get('content-type') ?? '')) throw new CallError(415, m.notJson)
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > max) throw new CallError(413, m.tooLarge)
}

/** A POST's JSON body, read a piece at a time and refused as soon as it passes `max` bytes. */
export async function readBody(request: Request, max: number): Promise<Record<string, unknown>> {
  checkBodyHeaders(request, max)
  const pieces: Uint8Array[] = []
  let size = 0
  const reader = request.body?.getReader()
  for (;;) {
    const piece = reader && (await reader.read())
    if (!piece || piece.done) break
    size += piece.value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => undefined)
      throw new CallError(413, m.tooLarge)
    }
    pieces.push(piece.value)
  }
  const all = new Uint8Array(size)
  pieces.reduce((at, piece) => (all.set(piece, at), at + piece.byteLength), 0)
  try {
    const body = JSON.parse(new TextDecoder().decode(all)) as unknown
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object')
    return body as Record<string, unknown>
  } catch {
    throw new CallError(400, m.notJson)
  }
}

/** The session cookie's name: __Host- makes the browser refuse it unless Secure, for this host only, on /. */
export const SESSION_COOKIE = '__Host-office-session'

export function sessionCookie(token: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${maxAgeSeconds}`
}

export const clearedCookie = `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`

export function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k === name) return v.join('=')
  }
  return undefined
}

/** Who is asking, for counting attempts: Cloudflare's client address, or one shared name when there is none. */
export const clientOf = (request: Request) => request.headers.get('cf-connecting-ip') ?? 'local'
