/**
 * The build's settings, resolved exactly as Vite resolves what it compiles into the pages: `.env`,
 * `.env.local`, `.env.[mode]`, `.env.[mode].local`, then the process environment (Vite's `loadEnv`).
 * The key check, the Content Security Policy (dist/_headers and `npm start`) and the secret scan all read
 * this one set, so what is checked is what ships.
 */
import fs from 'node:fs'
import path from 'node:path'
import { loadEnv } from 'vite'
import { checkSupabaseEnv, findSecrets } from './secrets.ts'

export interface SiteSettings {
  /** The Supabase project's address, when one is configured. */
  supabaseUrl?: string
  /** Its public key (anon JWT or sb_publishable_…), when one is configured. */
  anonKey?: string
  /** Every VITE_ value Vite will see, by name. */
  values: Record<string, string>
  /** The .env files that exist and were read, in Vite's order (later ones win). */
  files: string[]
}

/** The .env files Vite reads for a mode, in its order. */
export function envFiles(mode: string, envDir: string): string[] {
  return ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`].map((f) => path.join(envDir, f))
}

/** The settings Vite will build with for `mode`, reading the .env files in `envDir` and the process environment. */
export function resolveSettings(envDir: string, mode = 'production'): SiteSettings {
  const values = loadEnv(mode, envDir, 'VITE_')
  const url = values.VITE_SUPABASE_URL?.trim() || undefined
  const key = values.VITE_SUPABASE_ANON_KEY?.trim() || undefined
  return {
    supabaseUrl: url,
    anonKey: key,
    values,
    files: envFiles(mode, envDir).filter((f) => fs.existsSync(f)),
  }
}

/**
 * Why these settings must not be built, in words, naming where the values are read from; null when they
 * may. Refused: a key that is not public, half a Supabase configuration, and any VITE_ value that looks like
 * a secret (Vite compiles VITE_ values into the JavaScript every visitor downloads).
 */
export function settingsProblem(settings: SiteSettings): string | null {
  const where = settings.files.length
    ? `Read from ${settings.files.map((f) => path.basename(f)).join(', ')} and the environment.`
    : 'Read from the environment (no .env file).'
  const keyProblem = checkSupabaseEnv({ VITE_SUPABASE_URL: settings.supabaseUrl, VITE_SUPABASE_ANON_KEY: settings.anonKey })
  if (keyProblem) return `${keyProblem} ${where}`
  for (const [name, value] of Object.entries(settings.values)) {
    const found = findSecrets(value, settings.anonKey)
    if (found.length)
      return `${name} holds a secret (${found[0]}). Every VITE_ value can end up in the JavaScript every visitor downloads. ${where}`
  }
  return null
}

/** The origin a browser connects to for the Supabase URL (what connect-src must allow), if one is set. */
export function supabaseOrigin(settings: Pick<SiteSettings, 'supabaseUrl'>): string | undefined {
  if (!settings.supabaseUrl) return undefined
  try {
    return new URL(settings.supabaseUrl).origin
  } catch {
    return undefined
  }
}
