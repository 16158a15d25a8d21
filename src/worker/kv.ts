/** Small typed helpers over the OFFICE store, and the random tokens and hashes the sign-in uses. */
import type { Kv } from './env.ts'
import { base64url } from '../editor-calls/base64.ts'

export { base64url, fromBase64url } from '../editor-calls/base64.ts'

export async function getJson<T>(kv: Kv, key: string): Promise<T | undefined> {
  return ((await kv.get(key, 'json')) as T | null) ?? undefined
}

export async function putJson(kv: Kv, key: string, value: unknown, ttlSeconds?: number): Promise<void> {
  // KV keeps nothing for less than a minute.
  await kv.put(key, JSON.stringify(value), ttlSeconds ? { expirationTtl: Math.max(60, Math.ceil(ttlSeconds)) } : undefined)
}

/** Every key under a prefix, page by page. */
export async function keysUnder(kv: Kv, prefix: string): Promise<string[]> {
  const out: string[] = []
  let cursor: string | undefined
  do {
    const page = await kv.list({ prefix, cursor })
    out.push(...page.keys.map((k) => k.name))
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
  return out
}

/** 32 random bytes as text: a session, an invitation or a challenge's name. */
export const randomToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)))

/** What a token is stored under: its SHA-256, so the store never holds a usable session or invitation. */
export async function hashOf(token: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))))
}

/** SHA-256 of some bytes, as 64 hex digits: a picture's key in the store, a file's version. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>))
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('')
}
