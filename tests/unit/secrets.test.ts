// @vitest-environment node
/** Only a public Supabase key may be built into the site, and a secret that slips into dist/ is found. */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { checkSupabaseEnv, findSecretsIn } from '../../scripts/lib/secrets.ts'

const root = path.resolve(import.meta.dirname, '../..')
const token = (role: string) =>
  `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ iss: 'supabase', role })).toString('base64url')}.c2lnbmF0dXJlLXNpZ25hdHVyZQ`
const URL = 'https://abcdefgh.supabase.co'

describe('the Supabase key the build may ship', () => {
  it('accepts the anon JWT, a publishable key, or no Supabase at all', () => {
    expect(checkSupabaseEnv({})).toBeNull()
    expect(checkSupabaseEnv({ VITE_SUPABASE_URL: URL, VITE_SUPABASE_ANON_KEY: token('anon') })).toBeNull()
    expect(checkSupabaseEnv({ VITE_SUPABASE_URL: URL, VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc123DEF456' })).toBeNull()
  })

  it('refuses a service_role JWT, a secret key, anything else, and half a configuration', () => {
    expect(checkSupabaseEnv({ VITE_SUPABASE_URL: URL, VITE_SUPABASE_ANON_KEY: token('service_role') })).toMatch(
      /^VITE_SUPABASE_ANON_KEY is a key with the role "service_role", not "anon"\. It would be shipped to every visitor/,
    )
    expect(checkSupabaseEnv({ VITE_SUPABASE_URL: URL, VITE_SUPABASE_ANON_KEY: 'sb_secret_abc123DEF456ghi' })).toMatch(
      /is a secret key \(sb_secret_…\).*publishable key \(sb_publishable_…\)/,
    )
    expect(checkSupabaseEnv({ VITE_SUPABASE_URL: URL, VITE_SUPABASE_ANON_KEY: 'hunter2' })).toMatch(/not a Supabase public key/)
    expect(checkSupabaseEnv({ VITE_SUPABASE_ANON_KEY: token('anon') })).toMatch(/Set both/)
    expect(checkSupabaseEnv({ VITE_SUPABASE_URL: 'ftp://x', VITE_SUPABASE_ANON_KEY: token('anon') })).toMatch(/https:\/\//)
  })

  it('npm run build stops before building with a service_role key, and says why', async () => {
    const run = promisify(execFile)
    const env = { ...process.env, VITE_SUPABASE_URL: URL, VITE_SUPABASE_ANON_KEY: token('service_role') }
    const failed = await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, env }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stderr).toMatch(/^Nothing was built\. VITE_SUPABASE_ANON_KEY is a key with the role "service_role"/)
  })

  it('the scan of what the build wrote finds a privileged key in a script chunk', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'))
    try {
      fs.mkdirSync(path.join(dir, 'assets'))
      fs.writeFileSync(path.join(dir, 'assets/leads-abc.js'), `const k="${token('anon')}";`)
      expect(findSecretsIn(dir, token('anon')).found).toEqual([])
      fs.writeFileSync(path.join(dir, 'assets/leads-abc.js'), `const k="${token('service_role')}";`)
      expect(findSecretsIn(dir, token('service_role')).found).toEqual([
        expect.stringMatching(/^assets\/leads-abc\.js: .*role service_role/),
      ])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
