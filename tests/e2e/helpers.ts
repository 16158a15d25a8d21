/**
 * Shared by the browser tests: serve the built site (dist/) with a fresh local backend on a free
 * 127.0.0.1 port, and drive Debian's Chromium through playwright-core.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { startServer, type RunningServer } from '../../scripts/serve.ts'
import { startEditor } from '../../scripts/edit.ts'
import { copySite, type SiteCopy } from '../../scripts/editor/site-copy.ts'
import { openBrowser } from '../../scripts/lib/chromium.ts'
import { buildSite } from '../../scripts/build-site/index.ts'

export { openBrowser }

export const root = path.resolve(import.meta.dirname, '../..')

export interface Site extends RunningServer {
  dataDir: string
}

/**
 * Serves dist/ (run `npm run build` first), or another build (`distDir`), with its own empty backend data
 * folder.
 */
export async function startSite(opts: { backend?: boolean; distDir?: string } = {}): Promise<Site> {
  if (!opts.distDir && !fs.existsSync(path.join(root, 'dist/index.html')))
    throw new Error('dist/ is missing: the e2e tests run after `npm run build` (npm test does both).')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'))
  const running = await startServer({
    port: 0,
    distDir: opts.distDir,
    dataDir: path.join(dataDir, 'pglite'),
    backend: opts.backend ?? true,
    log: () => {},
  })
  return {
    ...running,
    dataDir,
    close: async () => {
      await running.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * The site built as at `moment` (milliseconds) into a folder of its own, removed with `remove()`: for tests
 * about what a page shows at a moment, whatever today's date and however dist/ was built.
 */
export async function buildAt(moment: number): Promise<{ dir: string; remove: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-at-'))
  await buildSite({ outDir: path.join(dir, 'dist'), now: moment, quiet: true })
  return { dir: path.join(dir, 'dist'), remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

/**
 * The set-up most browser-test files share: the built site (and, unless `backend: false`, the local
 * backend) and a browser, started before the file's tests and stopped after them. `use` receives both.
 * With `builtAt`, the site is built as at that moment for the file alone (buildAt) instead of read from dist/.
 */
export function siteAndBrowser(opts: { backend?: boolean; builtAt?: number }, use: (site: Site, browser: Browser) => void): void {
  let site: Site | undefined
  let browser: Browser | undefined
  let built: Awaited<ReturnType<typeof buildAt>> | undefined
  beforeAll(async () => {
    if (opts.builtAt !== undefined) built = await buildAt(opts.builtAt)
    site = await startSite({ backend: opts.backend, distDir: built?.dir })
    browser = await openBrowser()
    use(site, browser)
  })
  afterAll(async () => {
    await browser?.close()
    await site?.close()
    built?.remove()
  })
}

export async function newPage(
  browser: Browser,
  opts: { width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  return { context, page, errors }
}

/**
 * Holds back the scripts whose address matches `chunk` until the returned function is called, so a test can
 * act on the prerendered page before that code arrives. Resolves once the page has asked for the script.
 */
export async function holdScript(page: Page, chunk: RegExp, open: () => Promise<unknown>): Promise<() => void> {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  let asked!: () => void
  const requested = new Promise<void>((resolve) => (asked = resolve))
  await page.route(chunk, async (route) => {
    asked()
    await gate
    await route.continue()
  })
  await open()
  await requested
  return release
}

export interface EditorOnCopy {
  /** The copy of the site the editor edits, committed to its own git repository. */
  office: SiteCopy
  /** The editor's address, …/_edit */
  url: string
  browser: Browser
}

/**
 * The set-up the editor's browser tests share: a copy of the site (saves land there), the editor started on
 * it with the preview's forms pointed nowhere, and a browser; stopped and removed after the file's tests.
 */
export function editorOnCopy(prefix: string, use: (setup: EditorOnCopy) => void): void {
  let setup: EditorOnCopy | undefined
  let editor: Awaited<ReturnType<typeof startEditor>> | undefined
  const saved = process.env.VITE_SUPABASE_URL
  beforeAll(async () => {
    process.env.VITE_SUPABASE_URL = 'http://127.0.0.1:9'
    const office = copySite(prefix)
    editor = await startEditor({ port: 0, site: office.dir, cacheDir: path.join(os.tmpdir(), 'vite-editor-test') })
    setup = { office, url: editor.url, browser: await openBrowser() }
    use(setup)
  })
  afterAll(async () => {
    if (saved === undefined) delete process.env.VITE_SUPABASE_URL
    else process.env.VITE_SUPABASE_URL = saved
    await setup?.browser.close()
    await editor?.close()
    if (setup) fs.rmSync(setup.office.dir, { recursive: true, force: true })
  })
}
