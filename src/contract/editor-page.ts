/**
 * The headers of the editor's own page and its preview frame, whichever server sends them (the office computer's,
 * scripts/editor/plugin.ts; the web address's worker, src/worker/worker.ts): its own scripts and styles only,
 * connections only back to its own server, framed by nobody (the preview frame by the editor itself), not
 * sniffed, not cached, no referrer, kept out of search engines.
 */
export function editorPageHeaders(opts: {
  framedBySelf: boolean
  /** Inline scripts allowed by their hashes ('sha256-…'), as Vite's dev server adds one. */
  scriptHashes?: string[]
  /** More places it may connect to (the dev server's live-reload socket). */
  connect?: string[]
}): Record<string, string> {
  const { framedBySelf, scriptHashes = [], connect = [] } = opts
  return {
    'content-security-policy': [
      "default-src 'self'",
      ["script-src 'self'", ...scriptHashes].join(' '),
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      ["connect-src 'self'", ...connect].join(' '),
      "frame-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'none'",
      `frame-ancestors ${framedBySelf ? "'self'" : "'none'"}`,
    ].join('; '),
    'x-frame-options': framedBySelf ? 'SAMEORIGIN' : 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-robots-tag': 'noindex, nofollow',
    'cross-origin-opener-policy': 'same-origin',
    'cache-control': 'no-store',
  }
}
