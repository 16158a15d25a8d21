/**
 * What a device must sign to sign in or make a passkey, kept by the browser instead of the store: the
 * challenge and what it is for, with its expiry, signed with HMAC-SHA-256 by a key only the functions have.
 * A stranger asking for one makes the functions write nothing; one given back altered, expired or made up is
 * refused. It is spent (./auth.ts, `used:`) only once the answer to it was proven.
 *
 * The key is derived from the GitHub App's private key, a secret the functions already hold and never send
 * (HMAC with a label of its own, so it is used for nothing else): no further setting to make or lose.
 */
import { messages } from '../contract/messages.ts'

const m = messages.access
import { base64url, fromBase64url } from '../editor-calls/base64.ts'
import type { Env } from './env.ts'
import { CallError } from '../contract/errors.ts'

const LABEL = 'office sign-in challenges, v1'
const encoder = new TextEncoder()
const keys = new Map<string, Promise<CryptoKey>>()

function keyOf(env: Env): Promise<CryptoKey> {
  const secret = env.GITHUB_APP_PRIVATE_KEY
  if (!secret) throw new CallError(503, m.notConfigured('GITHUB_APP_PRIVATE_KEY'))
  let key = keys.get(secret)
  if (!key) {
    const hmac = { name: 'HMAC', hash: 'SHA-256' }
    key = crypto.subtle
      .importKey('raw', encoder.encode(secret), hmac, false, ['sign'])
      .then((root) => crypto.subtle.sign('HMAC', root, encoder.encode(LABEL)))
      .then((derived) => crypto.subtle.importKey('raw', derived, hmac, false, ['sign', 'verify']))
    keys.clear()
    keys.set(secret, key)
  }
  return key
}

/** The challenge as a token the browser keeps: its content, then the signature, each base64url. */
export async function signChallenge(env: Env, content: object, seconds: number): Promise<string> {
  const payload = base64url(encoder.encode(JSON.stringify({ ...content, expires: Date.now() + seconds * 1000 })))
  const signature = await crypto.subtle.sign('HMAC', await keyOf(env), encoder.encode(payload))
  return `${payload}.${base64url(new Uint8Array(signature))}`
}

/** The challenge's content when the token is one this key signed and it has not expired; else undefined. */
export async function openChallenge<T>(env: Env, token: unknown): Promise<T | undefined> {
  const key = await keyOf(env)
  if (typeof token !== 'string' || token.length > 4096) return undefined
  const [payload, signature, ...rest] = token.split('.')
  if (!payload || !signature || rest.length) return undefined
  try {
    if (!(await crypto.subtle.verify('HMAC', key, fromBase64url(signature), encoder.encode(payload)))) return undefined
    const content = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as T & { expires: number }
    return typeof content.expires === 'number' && content.expires > Date.now() ? content : undefined
  } catch {
    return undefined
  }
}
