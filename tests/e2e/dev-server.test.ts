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
  it('shows an edit, rides out a save caught half-way, keeps the last good page behind a problem, and recovers', async () => {
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

    // An editor's save caught in the middle: the file is empty for a moment, then complete. No problem is shown.
    const second = edited.replace('Edited in the dev-server test.', 'Edited twice in the dev-server test.')
    fs.writeFileSync(file, '')
    await new Promise((r) => setTimeout(r, 40))
    fs.writeFileSync(file, second)
    await page.waitForFunction(() => document.body.textContent?.includes('Edited twice in the dev-server test.'), null, { timeout: 15000 })
    await page.waitForTimeout(800)
    expect(await page.locator('#content-problems').count()).toBe(0)

    // A broken file: the page stays (the last version that worked) and a panel says what to fix, in the
    // checker's words, without Vite's advice for programmers.
    fs.writeFileSync(file, second.replace('sections:\n  - type: hero\n', 'sections:\n  - type: heroo\n'))
    const panel = page.locator('#content-problems')
    await panel.waitFor({ timeout: 15000 })
    const text = (await panel.textContent()) ?? ''
    expect(text).toContain('Your last save has a problem')
    expect(text).toContain('pages/about.yaml:')
    expect(text).toContain('unknown section type "heroo"')
    expect(text).toContain('did you mean "hero"?')
    expect(text).not.toMatch(/vite\.config|overlay/i)
    expect(await page.locator('vite-error-overlay').count()).toBe(0)
    expect(await page.locator('h1').count()).toBe(1)
    expect(await page.locator('body').textContent()).toContain('Edited twice in the dev-server test.')
    // Esc folds the panel to a bar that still names the problem.
    await page.keyboard.press('Escape')
    await page.waitForFunction(() =>
      document.getElementById('content-problems')?.textContent?.includes('The page shows the last version that worked.'),
    )
    expect(await panel.textContent()).toMatch(/A problem in the content \(pages\/about\.yaml:\d+:\d+\)/)

    // A page opened while the file is broken shows the last good version too, with the panel.
    const other = await newPage(browser)
    await other.page.goto(url + '/about', { waitUntil: 'networkidle' })
    await other.page.locator('h1').waitFor()
    await other.page.locator('#content-problems').waitFor()
    expect(other.errors.filter((e) => /useSite|SiteContext/.test(e))).toEqual([])
    await other.context.close()

    fs.writeFileSync(file, original)
    // Recovered: the page is back (its h1 rendered), without the panel and without the edit.
    await page.waitForFunction(
      () =>
        document.querySelectorAll('h1').length === 1 &&
        !document.getElementById('content-problems') &&
        !document.body.textContent?.includes('Edited twice in the dev-server test.'),
      null,
      { timeout: 15000 },
    )
    await context.close()
  })
})
