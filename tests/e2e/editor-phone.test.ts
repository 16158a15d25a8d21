// @vitest-environment node
/** Changing the company's phone number in the editor asks about the chat number, and follows the answer. */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import YAML from 'yaml'
import type { Browser } from 'playwright-core'
import { editorOnCopy, newPage } from './helpers.ts'
import type { SiteCopy } from '../../scripts/editor/site-copy.ts'

const SITE = 'pages/_site/site.yaml'
let office: SiteCopy
let editor: { url: string }
let browser: Browser
editorOnCopy('editor-phone', (setup) => {
  office = setup.office
  editor = setup
  browser = setup.browser
})

describe('one number, asked once', () => {
  it('a new phone number asks whether the chat number changes too, and saves both on yes', async () => {
    const { page, context, errors } = await newPage(browser)
    await page.goto(`${editor.url}/file?file=${encodeURIComponent(SITE)}`)
    await page.locator('.ed-form').waitFor()
    await page.locator('#details_phone_display').fill('+91 99999 12345')
    await page.locator('#details_phone_tel').fill('+919999912345')
    await page
      .locator('.ed-status')
      .filter({ hasText: /problem/ })
      .waitFor()
    let asked = ''
    page.once('dialog', (d) => {
      asked = d.message()
      void d.accept()
    })
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.locator('.ed-notice').innerText()).toContain('Saved')
    expect(asked).toMatch(
      /^You changed the phone number to \+91 99999 12345\. The chat number \(where the chat buttons lead\) is still 919811045670\./,
    )
    const site = YAML.parse(fs.readFileSync(path.join(office.dir, SITE), 'utf8')) as { chat: { number: string } }
    expect(site.chat.number).toBe('919999912345')
    expect(errors).toEqual([])
    await context.close()
  })
})
