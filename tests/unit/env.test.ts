// @vitest-environment node
/**
 * The build reads its settings as Vite does (.env, .env.local, .env.production, .env.production.local, the
 * environment): a key that is not public, or half a configuration, in any of them is refused before any file
 * is written; a public key builds, and the policy then lets the browser reach the project.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BuildRefused, buildSite } from '../../scripts/build-site/index.ts'
import { resolveSettings, settingsProblem } from '../../scripts/lib/env.ts'
import { headersFile } from '../../scripts/lib/headers.ts'

const token = (role: string) =>
  `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ iss: 'supabase', role })).toString('base64url')}.c2lnbmF0dXJlLXNpZ25hdHVyZQ`
const URL = 'https://abcdefgh.supabase.co'
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'env-test-'))
afterAll(() => fs.rmSync(base, { recursive: true, force: true }))

/** A folder of .env files, and an output folder that does not exist yet. */
function folder(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(base, 'case-'))
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text)
  return { envDir: dir, outDir: path.join(dir, 'out') }
}

const refusal = (opts: { envDir: string; outDir: string }) =>
  buildSite({ ...opts, quiet: true }).then(
    () => new Error('the build went ahead'),
    (e: unknown) => e,
  )

// The settings of whoever runs the tests must not leak into them.
const names = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'] as const
const saved = names.map((n) => process.env[n])
beforeEach(() => names.forEach((n) => delete process.env[n]))
afterEach(() => names.forEach((n, i) => (saved[i] === undefined ? delete process.env[n] : (process.env[n] = saved[i]))))

describe('the build settings, as Vite reads them', () => {
  for (const file of ['.env', '.env.local', '.env.production', '.env.production.local']) {
    it(`a secret key in ${file} is refused before anything is written`, async () => {
      const opts = folder({ [file]: `VITE_SUPABASE_URL=${URL}\nVITE_SUPABASE_ANON_KEY=sb_secret_abc123DEF456ghi\n` })
      const error = await refusal(opts)
      expect(error).toBeInstanceOf(BuildRefused)
      expect((error as Error).message).toMatch(/^Nothing was built\. VITE_SUPABASE_ANON_KEY is a secret key \(sb_secret_…\)/)
      expect((error as Error).message).toContain(`Read from ${file}`)
      expect(fs.existsSync(opts.outDir)).toBe(false)
    })
  }

  it('a service_role key in the environment is refused, and an existing output folder is left as it was', async () => {
    const opts = folder({})
    fs.mkdirSync(opts.outDir)
    fs.writeFileSync(path.join(opts.outDir, 'keep.txt'), 'the last good build')
    process.env.VITE_SUPABASE_URL = URL
    process.env.VITE_SUPABASE_ANON_KEY = token('service_role')
    const error = await refusal(opts)
    expect((error as Error).message).toMatch(/^Nothing was built\. VITE_SUPABASE_ANON_KEY is a key with the role "service_role"/)
    expect(fs.readdirSync(opts.outDir)).toEqual(['keep.txt'])
  })

  it('half a configuration is refused, whichever file holds the half', async () => {
    const halves: Record<string, string>[] = [
      { '.env.production': `VITE_SUPABASE_URL=${URL}\n` },
      { '.env.local': `VITE_SUPABASE_ANON_KEY=${token('anon')}\n` },
    ]
    for (const files of halves) {
      const opts = folder(files)
      const error = await refusal(opts)
      expect((error as Error).message).toMatch(/^Nothing was built\. Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither/)
      expect(fs.existsSync(opts.outDir)).toBe(false)
    }
  })

  it('a later file wins as in Vite: a public key in .env.production.local overrides a secret one in .env', () => {
    const { envDir } = folder({
      '.env': `VITE_SUPABASE_URL=${URL}\nVITE_SUPABASE_ANON_KEY=sb_secret_abc123DEF456ghi\n`,
      '.env.production.local': 'VITE_SUPABASE_ANON_KEY=sb_publishable_abc123DEF456\n',
    })
    const settings = resolveSettings(envDir)
    expect(settings).toMatchObject({ supabaseUrl: URL, anonKey: 'sb_publishable_abc123DEF456' })
    expect(settingsProblem(settings)).toBeNull()
  })

  it('any other VITE_ value holding a secret is refused too (Vite compiles VITE_ values into the pages)', () => {
    const { envDir } = folder({ '.env': 'VITE_PAYMENTS_KEY=sk_live_abcdefghijklmnop1234\n' })
    expect(settingsProblem(resolveSettings(envDir))).toMatch(/^VITE_PAYMENTS_KEY holds a secret \(Stripe-style secret key/)
  })

  it('a publishable key builds a policy that lets the browser reach the project', () => {
    const { envDir } = folder({ '.env.production': `VITE_SUPABASE_URL=${URL}/\nVITE_SUPABASE_ANON_KEY=sb_publishable_abc123DEF456\n` })
    const settings = resolveSettings(envDir)
    expect(settingsProblem(settings)).toBeNull()
    expect(headersFile(settings.supabaseUrl)).toContain(`connect-src 'self' ${URL};`)
  })

  it('the legacy anon JWT in .env.production builds, and the built policy allows the project', async () => {
    const opts = folder({ '.env.production': `VITE_SUPABASE_URL=${URL}\nVITE_SUPABASE_ANON_KEY=${token('anon')}\n` })
    await buildSite({ ...opts, quiet: true })
    const headers = fs.readFileSync(path.join(opts.outDir, '_headers'), 'utf8')
    expect(headers).toContain(`connect-src 'self' ${URL};`)
    // The key is in the JavaScript (it is meant to be), and the secret scan let it stay.
    const scripts = fs.readdirSync(path.join(opts.outDir, 'assets')).filter((f) => f.endsWith('.js'))
    expect(scripts.some((f) => fs.readFileSync(path.join(opts.outDir, 'assets', f), 'utf8').includes(token('anon')))).toBe(true)
  }, 120_000)
})
