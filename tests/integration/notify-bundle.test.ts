// @vitest-environment node
/**
 * The hosted notification function is deployed with its engine bundled (`npm run notify:content`,
 * scripts/notify/content.ts): supabase/functions/notify/outbox.ts and what it imports from src/ as one module, since
 * Supabase's bundler takes no file from outside supabase/functions. The bundle is built here as the deploy
 * builds it, holds no import, and delivers a lead's notification with the site's words as the local server does.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { notifyBundle, readNotifyContent } from '../../scripts/notify/content.ts'
import type * as Outbox from '../../supabase/functions/notify/outbox.ts'

describe('the notification function’s bundle', () => {
  it('is one module with no import, and runs a round of the outbox as the engine does', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'notify-bundle-'))
    try {
      const file = path.join(dir, 'outbox.bundle.js')
      await notifyBundle(file)
      const text = fs.readFileSync(file, 'utf8')
      expect(text).not.toMatch(/^\s*import\b|\bfrom\s+['"]|\brequire\(/m)
      // What the function's index.ts takes from it.
      const engine = (await import(pathToFileURL(file).href)) as typeof Outbox
      for (const name of ['runRound', 'channelsFromEnv', 'retryFromEnv'] as const) expect(typeof engine[name]).toBe('function')
      const printed: string[] = []
      const { channels } = engine.channelsFromEnv({}, { print: (t) => printed.push(t) })
      const settled: unknown[][] = []
      const row = {
        id: 1,
        idempotency_key: '6b2f0c3e-8d1a-4c57-9f43-2a6a1b0c9d11',
        source_table: 'lead_submissions',
        payload: {
          name: 'Ravi Kumar',
          email: 'ravi@example.in',
          phone: '+91 98110 45670',
          source_page: '/contact',
          created_at: new Date().toISOString(),
        },
        attempts: 0,
        delivered: [],
        created_at: new Date().toISOString(),
      }
      const store = {
        claim: async () => [row],
        settle: async (...args: unknown[]) => void settled.push(args),
      }
      const result = await engine.runRound(store, channels, readNotifyContent())
      expect(result).toMatchObject({ claimed: 1, sent: 1, failed: 0 })
      expect(printed.join('')).toContain('Ravi Kumar')
      expect(settled[0]).toEqual([1, ['console'], null, false, null])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
