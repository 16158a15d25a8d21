/**
 * What the host functions are given by Cloudflare Pages: the static files (ASSETS), one key-value store
 * (OFFICE: staff, passkeys, sessions, invitations, drafts and the publish log) and the settings and secrets
 * set in the project (docs/DEPLOY.md, "The office on a web address"). Nothing here is sent to a browser.
 */

/** The part of Cloudflare's KV namespace the functions use. */
export interface Kv {
  get(key: string, type: 'json'): Promise<unknown>
  get(key: string): Promise<string | null>
  put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void>
  delete(key: string): Promise<void>
  list(options: { prefix: string; cursor?: string }): Promise<{ keys: { name: string }[]; list_complete: boolean; cursor?: string }>
}

export interface Env {
  ASSETS: { fetch(request: Request): Promise<Response> }
  OFFICE: Kv
  /** The site's own address (https://example.in): the only origin the editor answers and the passkeys' home. */
  OFFICE_ORIGIN?: string
  /** A one-time code that lets the first owner make their passkey while there is no owner yet. */
  OFFICE_SETUP_CODE?: string
  /** 'on': Publish opens a pull request for review instead of changing the live branch. */
  OFFICE_REVIEW?: string
  /** The GitHub App that writes to the repository, and the repository ("owner/name") and branch it writes. */
  GITHUB_APP_ID?: string
  /** Also the root of the key that signs sign-in challenges (./challenge.ts). */
  GITHUB_APP_PRIVATE_KEY?: string
  GITHUB_INSTALLATION_ID?: string
  GITHUB_REPOSITORY?: string
  GITHUB_BRANCH?: string
  /**
   * The hosted Supabase project the forms write to, and its secret (service role) key: the enquiries are read
   * and their statuses changed here, for a signed-in person; the key never leaves the functions.
   */
  SUPABASE_URL?: string
  SUPABASE_SECRET_KEY?: string
  /** GitHub's API address; only the rehearsal and tests change it (to a local double). */
  GITHUB_API?: string
}

/** The site's origin as the editor knows it: the setting, or the address the request came to. */
export function originOf(env: Env, request: Request): string {
  return (env.OFFICE_ORIGIN || new URL(request.url).origin).replace(/\/$/, '')
}
