import { LOADER_HASH } from './loader.ts'

/** What the policy may allow beyond the site itself. */
export interface PolicyExtras {
  /** Hashes of inline scripts the pages carry, each as CSP writes it: 'sha256-…' (quotes included). */
  scriptHashes?: string[]
}

/**
 * Security headers, one definition for `npm start` and for static hosts (dist/_headers).
 * The policy allows only this site itself, plus the Supabase project's origin (connect-src) when one is
 * configured: the settings come from scripts/lib/env.ts, as Vite resolves them. Every page's one inline
 * script, the loader of its code (scripts/lib/loader.ts), is allowed by its hash.
 */
export function securityHeaders(supabaseUrl?: string, extras: PolicyExtras = {}): Record<string, string> {
  let origin: string | undefined
  try {
    origin = supabaseUrl ? new URL(supabaseUrl).origin : undefined
  } catch {
    origin = supabaseUrl
  }
  const connect = ["'self'", origin].filter(Boolean).join(' ')
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", LOADER_HASH, ...(extras.scriptHashes ?? [])].join(' '),
    "style-src 'self'",
    // React sets inline style attributes for a few widths (progress bars); no inline <style>.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/** The Netlify/Cloudflare Pages `_headers` file. */
export function headersFile(supabaseUrl?: string, extras: PolicyExtras = {}): string {
  const lines = Object.entries(securityHeaders(supabaseUrl, extras)).map(([k, v]) => `  ${k}: ${v}`)
  return `/*\n${lines.join('\n')}\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`
}
