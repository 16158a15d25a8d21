// @vitest-environment node
/**
 * Security of the built site: dist/_headers is scripts/lib/headers.ts's file and `npm start`'s server
 * sends exactly those headers; links to other sites open safely; no secret is in anything shipped.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { headersFile, securityHeaders } from '../../scripts/lib/headers.ts'
import { resolveSettings } from '../../scripts/lib/env.ts'
import { findSecrets, findSecretsIn } from '../../scripts/lib/secrets.ts'
import { recordFigure } from '../../scripts/lib/figures.ts'
import { startServer, type RunningServer } from '../../scripts/serve.ts'
import { builtContent } from './built.ts'

const root = path.resolve(import.meta.dirname, '../..')
const dist = path.join(root, 'dist')
const { content } = builtContent(root)
const files = fs.readdirSync(dist, { recursive: true }).map(String)

/** Every inline script the built pages carry (JSON data blocks are not scripts), as CSP hashes: page → hashes. */
function inlineScriptHashes(): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const rel of files.filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(dist, rel), 'utf8')
    const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs = '', body]) => body && !/\stype="application\/(ld\+)?json"/.test(attrs),
    )
    out.set(
      rel,
      scripts.map(([, , body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`),
    )
  }
  return out
}
const pageHashes = new Set([...inlineScriptHashes().values()].flat())

/** `_headers` → { '/*': { name: value }, '/assets/*': { ... } } */
function parseHeadersFile(text: string): Record<string, Record<string, string>> {
  const blocks: Record<string, Record<string, string>> = {}
  let current: Record<string, string> | undefined
  for (const line of text.split('\n')) {
    if (!line.trim()) continue
    if (!/^\s/.test(line)) blocks[line.trim()] = current = {}
    else if (current) {
      const i = line.indexOf(':')
      current[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim()
    }
  }
  return blocks
}

describe('headers', () => {
  let server: RunningServer
  const text = fs.existsSync(path.join(dist, '_headers')) ? fs.readFileSync(path.join(dist, '_headers'), 'utf8') : ''
  const blocks = parseHeadersFile(text)

  beforeAll(async () => {
    server = await startServer({ distDir: dist, port: 0, backend: false, log: () => {} })
  })
  afterAll(async () => server?.close())

  it('dist/_headers is written by the build from scripts/lib/headers.ts (with VITE_SUPABASE_URL when set, in .env files or the environment)', () => {
    expect(text).toBe(headersFile(resolveSettings(root).supabaseUrl))
    expect(Object.keys(blocks['/*'])).toEqual(
      expect.arrayContaining(['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options']),
    )
  })

  it('the server sends the same headers on pages, aliases, data, assets, the 404 page, redirects and refusals', async () => {
    const script = files.find((f) => f.startsWith('assets/') && f.endsWith('.js'))!
    const requests: [string, RequestInit?][] = [
      ['/'],
      ['/about'],
      ['/itr-filinig-campaign'],
      ['/_data/index.json'],
      ['/sitemap.xml'],
      ['/favicon.svg'],
      [`/${script}`],
      ['/no/such/page'],
      ['/about/'],
      ['/', { method: 'POST' }],
    ]
    const differences: string[] = []
    for (const [url, init] of requests) {
      const res = await fetch(server.url + url, { redirect: 'manual', ...init })
      const expected = { ...blocks['/*'], ...(url.startsWith('/assets/') ? blocks['/assets/*'] : {}) }
      for (const [name, value] of Object.entries(expected)) {
        const got = res.headers.get(name)
        if (got !== value)
          differences.push(`${init?.method ?? 'GET'} ${url} (${res.status}) ${name}: ${got ?? 'missing'}, _headers says ${value}`)
      }
    }
    recordFigure({
      area: 'security',
      measure: 'headers: CSP, HSTS, nosniff, Referrer-Policy, Permissions-Policy',
      result: `${differences.length} differences from dist/_headers over ${requests.length} kinds of response from npm start`,
      target: 'the same headers everywhere',
      met: differences.length === 0,
      gate: true,
    })
    expect(differences).toEqual([])
  })

  it("every page's inline script (the loader of its code) is allowed by its hash in _headers and in npm start's policy", async () => {
    const hashes = inlineScriptHashes()
    expect(hashes.get('index.html')?.length).toBe(1)
    const served = (await fetch(server.url + '/')).headers.get('content-security-policy') ?? ''
    const scriptSrc = (policy: string) => /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1].split(/\s+/) ?? []
    const missing: string[] = []
    for (const [page, list] of hashes)
      for (const hash of list) {
        if (!scriptSrc(blocks['/*']['content-security-policy']).includes(hash)) missing.push(`${page}: ${hash} not in dist/_headers`)
        if (!scriptSrc(served).includes(hash)) missing.push(`${page}: ${hash} not in npm start's policy`)
      }
    expect(missing).toEqual([])
  })

  it('the policy allows only the site itself, and the Supabase project when one is configured', () => {
    const supabase = 'https://abcdefghijkl.supabase.co'
    expect(policyProblems(securityHeaders(), undefined)).toEqual([])
    expect(policyProblems(securityHeaders(supabase), supabase)).toEqual([])
    // The rules catch what they are for: another origin, a wildcard, inline scripts, a project left out.
    const tampered = (csp: string) => ({ ...securityHeaders(supabase), 'Content-Security-Policy': csp })
    const policy = securityHeaders(supabase)['Content-Security-Policy']
    expect(policyProblems(tampered(policy.replace("script-src 'self'", "script-src 'self' https://cdn.example.com")), supabase)).toEqual([
      'script-src allows https://cdn.example.com',
    ])
    expect(policyProblems(tampered(policy.replace("img-src 'self' data:", 'img-src *')), supabase)).toEqual(['img-src allows *'])
    expect(policyProblems(tampered(policy.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")), supabase)).toEqual([
      "script-src allows 'unsafe-inline'",
    ])
    expect(policyProblems(securityHeaders(), supabase)).toEqual([`connect-src leaves ${supabase} out`])
    // A hash allows only the script it was made from: one no page carries is flagged.
    const stray = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='"
    expect(policyProblems(tampered(policy.replace("script-src 'self'", `script-src 'self' ${stray}`)), supabase)).toEqual([
      `script-src allows ${stray}`,
    ])
  })
})

/** What in the headers allows more than the site itself (and the Supabase project, in connect-src only). */
function policyProblems(headers: Record<string, string>, supabaseUrl: string | undefined): string[] {
  const problems: string[] = []
  const directives = new Map(
    headers['Content-Security-Policy'].split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/)
      return [name, sources] as const
    }),
  )
  for (const [name, sources] of directives)
    for (const source of sources) {
      const allowed =
        ["'self'", "'none'"].includes(source) ||
        (name === 'img-src' && source === 'data:') ||
        (name === 'script-src' && pageHashes.has(source)) ||
        (name === 'style-src-attr' && source === "'unsafe-inline'") ||
        (name === 'connect-src' && source === supabaseUrl)
      if (!allowed) problems.push(`${name} allows ${source}`)
    }
  for (const name of ['default-src', 'script-src', 'style-src', 'connect-src', 'object-src', 'base-uri', 'frame-ancestors'])
    if (!directives.has(name)) problems.push(`no ${name}`)
  if (supabaseUrl && !directives.get('connect-src')?.includes(supabaseUrl)) problems.push(`connect-src leaves ${supabaseUrl} out`)
  if (!(Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security'] ?? '')?.[1]) >= 31536000))
    problems.push('HSTS shorter than a year')
  if (headers['X-Content-Type-Options'] !== 'nosniff') problems.push('X-Content-Type-Options is not nosniff')
  if (!headers['Referrer-Policy']) problems.push('no Referrer-Policy')
  if (!headers['Permissions-Policy']) problems.push('no Permissions-Policy')
  return problems
}

describe('links to other sites', () => {
  const origin = new URL(content!.site.domain).origin
  it('every link to another origin or into a new tab has rel="noopener noreferrer"', () => {
    const bad: string[] = []
    let count = 0
    for (const rel of files.filter((f) => f.endsWith('.html'))) {
      const html = fs.readFileSync(path.join(dist, rel), 'utf8')
      for (const [tag] of html.matchAll(/<a\s[^>]*>/g)) {
        const href = /\shref="([^"]*)"/.exec(tag)?.[1] ?? ''
        const external = /^https?:\/\//i.test(href) && new URL(href).origin !== origin
        if (!external && !/\starget="_blank"/.test(tag)) continue
        count++
        const rels = (/\srel="([^"]*)"/.exec(tag)?.[1] ?? '').split(/\s+/)
        if (!rels.includes('noopener') || !rels.includes('noreferrer')) bad.push(`${rel}: ${tag}`)
      }
    }
    recordFigure({
      area: 'security',
      measure: 'links to other sites or new tabs carry rel="noopener noreferrer"',
      result: `${bad.length} without, of ${count} such links`,
      target: '0 without',
      met: bad.length === 0,
      gate: true,
    })
    expect(bad).toEqual([])
    expect(count).toBeGreaterThan(0)
  })
})

// ---- secrets ----

describe('secrets', () => {
  it('nothing in dist/ (scripts, pages, data, headers, text) holds a secret', () => {
    const { files: scanned, found } = findSecretsIn(dist)
    expect(scanned).toBeGreaterThan(50)
    recordFigure({
      area: 'security',
      measure: 'secrets in dist/ (only the public anon key may ship)',
      result: `${found.length} found in ${scanned} files scanned`,
      target: 'none',
      met: found.length === 0,
      gate: true,
    })
    expect(found).toEqual([])
  })

  it('the scanner finds planted secrets and lets the public anon key pass', () => {
    const token = (role: string) =>
      `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ iss: 'supabase', role })).toString('base64url')}.c2lnbmF0dXJlLXNpZ25hdHVyZQ`
    const anon = token('anon')
    expect(findSecrets(`const key="${anon}"`, anon)).toEqual([])
    expect(findSecrets(`const key="${token('service_role')}"`, anon)).toEqual([expect.stringContaining('JWT (role service_role)')])
    expect(findSecrets(`const key="${anon}"`, undefined)).toHaveLength(1)
    for (const planted of [
      'SUPABASE_SERVICE_ROLE_KEY',
      'sk_live_4eC39HqLyjWDarjtT1zdp7dc',
      'sk-proj-abcdefghijklmnopqrstuvwxyz012345',
      '-----BEGIN RSA PRIVATE KEY-----',
      'postgresql://postgres:hunter2@db.example.supabase.co:5432/postgres',
    ])
      expect(findSecrets(planted, anon), planted).not.toEqual([])
  })
})
