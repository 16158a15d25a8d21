// @vitest-environment node
/**
 * The editing loop of `npm run dev`: a saved YAML file shows up in the page, a broken one shows the
 * checker's message over the page, and fixing it recovers. Edits pages/about.yaml and restores it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type ViteDevServer } from 'vite'
import type { Browser } from 'playwright-core'
import { newPage, openBrowser, root } from './helpers.ts'

const file = path.join(root, 'pages/about.yaml')
const original = fs.readFileSync(file, 'utf8')
let server: ViteDevServer
let browser: Browser
let url: string
const saved = process.env.VITE_SUPABASE_URL

beforeAll(async () => {
  // No backend needed here; keep the data folder out of the way of a running `npm start`.
  process.env.VITE_SUPABASE_URL = 'http://127.0.0.1:9'
  server = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    server: { port: 0, host: '127.0.0.1' },
    logLevel: 'silent',
    cacheDir: path.join(os.tmpdir(), 'vite-dev-test'),
  })
  await server.listen()
  const address = server.httpServer!.address()
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  browser = await openBrowser()
})
afterAll(async () => {
  fs.writeFileSync(file, original)
  process.env.VITE_SUPABASE_URL = saved
  await browser?.close()
  await server?.close()
})

describe('dev server', () => {
  it('shows an edit, shows a broken file in the overlay, and recovers when it is fixed', async () => {
    const { page, context } = await newPage(browser)
    await page.goto(url + '/about', { waitUntil: 'networkidle' })
    await page.locator('h1').waitFor()
    const description = /^(\s+description: )(.*)$/m.exec(original.split('sections:')[1])!
    const edited = original.replace(description[0], `${description[1]}Edited in the dev-server test.`)
    const started = Date.now()
    fs.writeFileSync(file, edited)
    await page.waitForFunction(() => document.body.textContent?.includes('Edited in the dev-server test.'), null, { timeout: 15000 })
    const reloadMs = Date.now() - started
    console.log(`save → updated page: ${reloadMs} ms`)

    fs.writeFileSync(file, edited.replace('sections:\n  - type: hero\n', 'sections:\n  - type: heroo\n'))
    const overlay = page.locator('vite-error-overlay')
    await overlay.waitFor({ timeout: 15000 })
    const text = await overlay.evaluate((el) => el.shadowRoot?.textContent ?? '')
    expect(text).toContain('pages/about.yaml:')
    expect(text).toContain('unknown section type "heroo"')
    expect(text).toContain('did you mean "hero"?')

    fs.writeFileSync(file, original)
    // Recovered: the page is back (its h1 rendered), without the overlay and without the edit.
    await page.waitForFunction(
      () =>
        document.querySelectorAll('h1').length === 1 &&
        !document.querySelector('vite-error-overlay') &&
        !document.body.textContent?.includes('Edited in the dev-server test.'),
      null,
      { timeout: 15000 },
    )
    expect(await page.locator('vite-error-overlay').count()).toBe(0)
    await context.close()
  })
})
