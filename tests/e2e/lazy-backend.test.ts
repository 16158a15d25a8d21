// @vitest-environment node
/** supabase-js is not part of any page's load: it arrives with the first submit, once. */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { newPage, root, siteAndBrowser, type Site } from './helpers.ts'

let site: Site
let browser: Browser
/** The chunk that holds supabase-js, found by its contents. */
const chunk = fs
  .readdirSync(path.join(root, 'dist/assets'))
  .filter((f) => f.endsWith('.js'))
  .find((f) => /PostgrestClient|supabase-js/.test(fs.readFileSync(path.join(root, 'dist/assets', f), 'utf8')))

siteAndBrowser({}, (s, b) => {
  site = s
  browser = b
})

function countChunk(page: Page): { count: () => number } {
  let n = 0
  page.on('request', (r) => {
    if (chunk && r.url().endsWith(`/assets/${chunk}`)) n++
  })
  return { count: () => n }
}

describe('supabase-js loads on first submit only', () => {
  it('exists as its own chunk', () => {
    expect(chunk).toBeDefined()
  })

  it('is not loaded by pages without a form, nor by a form page before it is used', async () => {
    const { page, context } = await newPage(browser)
    const loads = countChunk(page)
    for (const p of ['/', '/pricing', '/services', '/services/compliance-services/gst-compliance', '/contact'])
      await page.goto(site.url + p, { waitUntil: 'networkidle' })
    expect(loads.count()).toBe(0)
    await context.close()
  })

  it('is loaded once for two submissions', async () => {
    const { page, context } = await newPage(browser)
    const loads = countChunk(page)
    // Both submissions fail at the backend, so the visitor stays and submits again.
    await page.route('**/rest/v1/**', (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"XX000","message":"down","details":null,"hint":null}' }),
    )
    await page.goto(site.url + '/services/compliance-services/gst-compliance', { waitUntil: 'networkidle' })
    const form = page.locator('section').first().locator('form')
    await form.getByLabel('Full Name').fill('Asha Verma')
    await form.getByLabel('Email Address').fill('asha.lazy@example.in')
    await form.getByLabel('Phone Number').fill('+91 98110 45670')
    const submit = form.getByRole('button', { name: 'Submit' })
    await expect.poll(() => submit.isEnabled()).toBe(true)
    await submit.click()
    await expect.poll(() => submit.isEnabled(), { timeout: 15000 }).toBe(true)
    await submit.click()
    await expect.poll(() => submit.isEnabled(), { timeout: 15000 }).toBe(true)
    expect(loads.count()).toBe(1)
    await context.close()
  })
})
