// @vitest-environment node
/**
 * npm run office:local: the web address on this computer in one command. Started as the person who looks after
 * the site starts it (PORT chooses the port), it says where to open it and how to sign in; the first owner signs
 * in there with a passkey and the set-up code it printed, the office page loads, and its Enquiries read the
 * local backend.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openBrowser } from './helpers.ts'
import { addPasskeyDevice } from '../../scripts/lib/chromium.ts'
import { freePort } from '../../scripts/lib/pages-dev.ts'

const root = path.resolve(import.meta.dirname, '../..')
let child: ChildProcess | undefined

/** Stops it as Ctrl+C does: its whole process group (npm, the command, Cloudflare's runtime), then waits for the command to end. */
afterAll(async () => {
  if (child?.pid && child.exitCode === null) {
    const ended = new Promise((r) => child!.once('exit', r))
    process.kill(-child.pid, 'SIGINT')
    await ended
  }
})

describe('npm run office:local', () => {
  it('starts on the port PORT names, prints where and how to sign in, and the office works there', async () => {
    const port = await freePort()
    child = spawn('npm', ['run', '--silent', 'office:local'], { cwd: root, env: { ...process.env, PORT: String(port) }, detached: true })
    let out = ''
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()))
    const deadline = Date.now() + 240_000
    while (!/Everything is forgotten/.test(out)) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`office:local did not start:\n${out}`)
      await new Promise((r) => setTimeout(r, 500))
    }
    const url = `http://localhost:${port}`
    expect(out).toContain(`The office's web address runs on this computer: ${url}/office/`)
    const code = /set-up code (\S+), then press "Make my passkey"/.exec(out)?.[1]
    expect(code).toBeTruthy()

    const browser = await openBrowser()
    try {
      const context = await browser.newContext({ baseURL: url })
      const page = await context.newPage()
      await addPasskeyDevice(page)
      await page.goto('/office/')
      await page.getByLabel('Your name').fill('Asha Rao')
      await page.getByLabel('Set-up code').fill(code!)
      await page.getByRole('button', { name: 'Make my passkey' }).click()
      await page.getByText('Signed in as Asha Rao').waitFor({ timeout: 30_000 })
      // The office page: the list of pages, from the GitHub double's copy of the site.
      await page
        .locator('main')
        .getByRole('link', { name: /About Us/ })
        .first()
        .waitFor({ timeout: 60_000 })
      // Its Enquiries read the local backend (the hosted project's gateway here).
      const enquiries = await page.evaluate(async () => {
        const res = await fetch('/office/api/enquiries')
        return { status: res.status, body: (await res.json()) as { source?: string } }
      })
      expect(enquiries).toMatchObject({ status: 200, body: { source: 'hosted' } })
      await context.close()
    } finally {
      await browser.close()
    }
  }, 300_000)
})
