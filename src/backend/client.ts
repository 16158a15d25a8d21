/**
 * The supabase-js client, created on first use. supabase-js (~56 KB gzipped) is loaded with a
 * dynamic import, so pages without a form never download it.
 *
 * With VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY set at build time it talks to that Supabase
 * project; without them it talks to the local backend on the page's own origin (/rest/v1/...).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../generated/database.ts'
import { LOCAL_ANON_KEY } from './protocol.ts'

export type BackendClient = SupabaseClient<Database>

export interface BackendConfig {
  url: string
  anonKey: string
  /** true when no Supabase project is configured and the local backend is used */
  local: boolean
}

/** Which backend to call, from the build-time environment and the page's origin. */
export function resolveBackendConfig(
  env: { VITE_SUPABASE_URL?: string; VITE_SUPABASE_ANON_KEY?: string },
  origin: string | undefined,
): BackendConfig {
  const url = env.VITE_SUPABASE_URL?.trim()
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim()
  if (url && anonKey) return { url, anonKey, local: false }
  if (url || anonKey) {
    throw new Error('Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither (local backend).')
  }
  if (!origin) throw new Error('No VITE_SUPABASE_URL is set and there is no page origin to reach the local backend on.')
  return { url: origin, anonKey: LOCAL_ANON_KEY, local: true }
}

/**
 * The site uses no realtime channels. realtime-js would look for a WebSocket only when a channel
 * connects; this stand-in makes that a clear error and lets the client run where no WebSocket
 * exists (Node 20 tests, and the editor's server reading enquiries).
 */
export class NoRealtime {
  constructor() {
    throw new Error('Realtime is not used by this site.')
  }
}

let client: Promise<BackendClient> | undefined

export function getBackendClient(): Promise<BackendClient> {
  if (!client) {
    const attempt = (async () => {
      const config = resolveBackendConfig(
        {
          VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
          VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
        },
        globalThis.location?.origin,
      )
      const { createClient } = await import('@supabase/supabase-js')
      return createClient<Database>(config.url, config.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: NoRealtime as never },
      })
    })()
    client = attempt
    // A failed chunk download (offline for a moment) must not stick: the next call tries again.
    attempt.catch(() => {
      if (client === attempt) client = undefined
    })
  }
  return client
}
