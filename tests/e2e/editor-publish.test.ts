// @vitest-environment node
/**
 * Publish in the editor, end to end in Chromium with real git: a copy of the site connected to a bare
 * repository (the shared copy the host builds from). Change a price in the browser, save, open Publish:
 * it shows the file and the price report, suggests a summary, and one click puts the commit on the shared
 * copy; with a change of the same line published meanwhile, it names the page and nothing goes out.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { editorOnCopy, newPage } from './helpers.ts'
import type { SiteCopy } from '../../scripts/editor/site-copy.ts'

const NGO = 'pages/services/business-setup-services/ngo-registration.yaml'
/** The NGO page as the editor names it: its title and address, never its file. */
const NGO_NAME = /\(\/services\/business-setup-services\/ngo-registration\)/
let office: SiteCopy
let bare: string
let dev: string
let editor: { url: string }
let browser: Browser
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=dev@example.in', '-c', 'user.name=dev', ...args], { cwd, encoding: 'utf8' }).trim()

editorOnCopy('editor-publish', (setup) => {
  office = setup.office
  editor = setup
  browser = setup.browser
})
// The copy connected to a bare repository (the shared copy), and a developer's clone of it.
beforeAll(() => {
  bare = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-publish-bare-'))
  git(bare, 'init', '--quiet', '--bare', '--initial-branch=main')
  office.git('branch', '-M', 'main')
  office.git('remote', 'add', 'origin', bare)
  office.git('push', '--quiet', '-u', 'origin', 'main')
  dev = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-publish-dev-'))
  git(dev, 'clone', '--quiet', bare, '.')
})
afterAll(() => {
  for (const dir of [bare, dev]) if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

/** Changes the NGO page's main heading in the editor and saves it. */
async function changeNgoHeading(page: Page, heading: string) {
  await page.goto(`${editor.url}/file?file=${encodeURIComponent(NGO)}`)
  await page.locator('.ed-form').waitFor()
  await page.getByRole('button', { name: /^1\. Top banner/ }).click()
  await page.locator('#part0_heading').fill(heading)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(() => page.locator('.ed-notice').innerText()).toContain('Saved')
}

describe('Publish in the editor', () => {
  it('shows what goes live, suggests a summary and pushes one commit of the content to the shared copy', async () => {
    const { page, context, errors } = await newPage(browser)
    await changeNgoHeading(page, 'Register your NGO with us')
    await page.getByRole('link', { name: 'Publish' }).click()
    await page.getByRole('heading', { name: NGO_NAME }).waitFor()
    expect(await page.locator('main').innerText()).toContain("Your changes go to the website's shared copy")
    const summary = page.getByLabel(/What did you change/)
    expect(await summary.inputValue()).toMatch(/^Update NGO Registration/)
    // Too long: counted, never cut; Publish waits until it is shortened.
    await summary.fill(`NGO page: ${'x'.repeat(118)}`)
    expect(await summary.inputValue()).toHaveLength(128)
    await page.getByText('128 of 120 characters: 8 too many. Shorten it to publish.').waitFor()
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true)
    await summary.fill('NGO page: a warmer heading')
    await page.getByText('26 of 120 characters').waitFor()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect
      .poll(() => page.getByRole('status').innerText())
      .toMatch(/^Published: [^.]+\. The website updates when the host has rebuilt it, in a few minutes\.$/)
    expect(git(bare, 'log', '-1', '--format=%s', 'main')).toBe('NGO page: a warmer heading')
    expect(git(bare, 'show', 'main:' + NGO)).toContain('heading: Register your NGO with us')
    expect(office.git('status', '--porcelain', '--', 'pages')).toBe('')
    await expect.poll(() => page.getByRole('heading', { name: NGO_NAME }).count()).toBe(0)
    await page.reload()
    await page.getByText('Nothing to publish: every saved change is live already.').waitFor()
    expect(errors.join('\n')).toBe('')
    await context.close()
  }, 120_000)

  it('names the page when someone published a change to the same line, publishes nothing, then keeps mine when asked', async () => {
    git(dev, 'pull', '--quiet', 'origin', 'main')
    const file = path.join(dev, NGO)
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('heading: Register your NGO with us', 'heading: NGO registration, done right'),
    )
    git(dev, 'commit', '-qam', 'Another heading, elsewhere')
    git(dev, 'push', '--quiet', 'origin', 'main')
    const shared = git(bare, 'rev-parse', 'main')

    const { page, context } = await newPage(browser)
    await changeNgoHeading(page, 'NGO registration in 7 days')
    await page.goto(`${editor.url}/publish`)
    await page.getByLabel(/What did you change/).fill('NGO heading')
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toMatch(/^Not published: someone else changed .*\(\/services\/business-setup-services\/ngo-registration\) in the same place/)
    expect(git(bare, 'rev-parse', 'main')).toBe(shared)
    expect(fs.readFileSync(path.join(office.dir, NGO), 'utf8')).toContain('heading: NGO registration in 7 days')
    // Both versions are shown; Publish waits for a choice, then keeps mine and brings theirs in around it.
    const clash = page.getByRole('group', { name: /NGO Registration/ })
    await clash.getByText('- heading: NGO registration, done right').first().waitFor()
    await clash.getByText('+ heading: NGO registration in 7 days').first().waitFor()
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true)
    await clash.getByLabel('Keep mine (green)').check()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect
      .poll(() => page.getByRole('status').innerText())
      .toMatch(
        /^Published: NGO Registration.*\. The website updates .* This computer now also has the change someone else had published meanwhile\.$/,
      )
    expect(git(bare, 'show', `main:${NGO}`)).toContain('heading: NGO registration in 7 days')
    expect(office.git('status', '--porcelain', '--', 'pages')).toBe('')
    await context.close()
  }, 120_000)

  it('Discard in What changed puts the file back as it was at the last publish', async () => {
    office.git('checkout', '--', 'pages')
    const committed = fs.readFileSync(path.join(office.dir, NGO), 'utf8')
    const { page, context } = await newPage(browser)
    await changeNgoHeading(page, 'An NGO heading to throw away')
    await page.getByRole('link', { name: 'What changed' }).click()
    await page.getByRole('heading', { name: NGO_NAME }).waitFor()
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Discard changes' }).click()
    await page.getByText('Nothing has changed since the last publish.').waitFor()
    expect(fs.readFileSync(path.join(office.dir, NGO), 'utf8')).toBe(committed)
    await context.close()
  })
})
