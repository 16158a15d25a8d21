/**
 * Keys and secrets: what may ship to a browser and what may not. The build refuses a Supabase key that is
 * not the public one (checkSupabaseEnv) and scans what it wrote (findSecretsIn); the security tests use the
 * same scanner on dist/.
 */
import fs from 'node:fs'
import path from 'node:path'

/** What must never ship to a browser. Public values (the anon key of VITE_SUPABASE_ANON_KEY) are allowed. */
const SECRETS: [string, RegExp][] = [
  // The role's name alone is in supabase-js's own code; what must not ship is a key (its JWT is checked below) or its variable.
  ['Supabase service role key', /SUPABASE_SERVICE_ROLE|service_role_key/i],
  ['Supabase secret key', /\bsb_secret_[A-Za-z0-9_-]{8,}/],
  ['Stripe-style secret key', /\b[sr]k_(live|test)_[A-Za-z0-9]{8,}/],
  ['secret key (sk_/sk-)', /\bsk[_-][A-Za-z0-9_-]{20,}/],
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
  ['GitHub token', /\bgh[pousr]_[A-Za-z0-9]{36}\b/],
  ['Slack token', /\bxox[abprs]-[A-Za-z0-9-]{10,}/],
  ['database URL with a password', /\bpostgres(ql)?:\/\/[^\s"'/:@]+:[^\s"'@]+@/],
]
const JWT = /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g

/** The `role` claim of a JWT, or undefined when it is not a readable JWT. */
export function jwtRole(token: string): unknown {
  const parts = token.split('.')
  if (parts.length !== 3) return undefined
  try {
    return (JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as { role?: unknown }).role
  } catch {
    return undefined
  }
}

/** Line and column of a character of a text, 1-based. */
function place(text: string, index: number): string {
  const before = text.slice(0, index)
  const line = before.split('\n').length
  return `line ${line}, column ${index - before.lastIndexOf('\n')}`
}

/**
 * Secrets in a text, each named by its kind and where it is, never by any of its characters (a build log is
 * read by more people than the key is meant for); the public anon key (anon role) passes.
 */
export function findSecrets(text: string, anonKey = process.env.VITE_SUPABASE_ANON_KEY): string[] {
  const found: string[] = []
  for (const [name, re] of SECRETS) {
    const match = re.exec(text)
    if (match) found.push(`${name} at ${place(text, match.index)}`)
  }
  for (const match of text.matchAll(JWT)) {
    const role = jwtRole(match[0])
    // The public anon key may ship (it is meant to); any other token, or an anon key of another role, may not.
    if (match[0] !== anonKey || role !== 'anon') found.push(`JWT (role ${String(role)}) at ${place(text, match.index)}`)
  }
  return found
}

/** Files a browser can be sent: scripts, pages, data, styles, images as text, headers. */
export const SHIPPED = (file: string) => /\.(js|mjs|html|json|map|txt|xml|css|svg)$/.test(file) || path.basename(file) === '_headers'

/** Every secret in a folder's shipped files, as `relative/path: what`. */
export function findSecretsIn(dir: string, anonKey = process.env.VITE_SUPABASE_ANON_KEY): { files: number; found: string[] } {
  const files = (fs.readdirSync(dir, { recursive: true }) as string[]).map(String).filter(SHIPPED)
  const found = files.flatMap((f) => findSecrets(fs.readFileSync(path.join(dir, f), 'utf8'), anonKey).map((s) => `${f}: ${s}`))
  return { files: files.length, found }
}

/**
 * The Supabase settings the build puts into every page, or a sentence saying why they must not be used.
 * Only a public key may be built in: a legacy anon JWT (role "anon") or a publishable key
 * (sb_publishable_…). A service_role JWT or a secret key (sb_secret_…) would let every visitor read and
 * change every lead.
 */
export function checkSupabaseEnv(env: { VITE_SUPABASE_URL?: string; VITE_SUPABASE_ANON_KEY?: string }): string | null {
  const url = env.VITE_SUPABASE_URL?.trim()
  const key = env.VITE_SUPABASE_ANON_KEY?.trim()
  if (!url && !key) return null
  if (!url || !key) return 'Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither (the local backend is then used).'
  if (!/^https:\/\//.test(url) && !/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(url))
    // Shown without any user name or password it holds.
    return `VITE_SUPABASE_URL must be an https:// address (got "${url.replace(/\/\/[^/\s?#@]*@/, '//[hidden]@')}").`
  const where =
    "Use the project's public key: Supabase dashboard › Project Settings › API Keys, the publishable key (sb_publishable_…) or the legacy anon key."
  if (key.startsWith('sb_secret_'))
    return `VITE_SUPABASE_ANON_KEY is a secret key (sb_secret_…). It would be shipped to every visitor, who could then read and change every lead. ${where}`
  if (key.startsWith('sb_publishable_')) return null
  const role = jwtRole(key)
  if (role === 'anon') return null
  if (role !== undefined)
    return `VITE_SUPABASE_ANON_KEY is a key with the role "${String(role)}", not "anon". It would be shipped to every visitor, who could then read and change every lead. ${where}`
  return `VITE_SUPABASE_ANON_KEY is not a Supabase public key (neither an anon JWT nor sb_publishable_…). ${where}`
}
