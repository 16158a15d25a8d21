// @vitest-environment node
/**
 * Pictures in the editor, in Chromium: add one from this computer to a page's top banner (the server makes
 * it a web-ready WebP and fills in its size), describe it, save; choose one the site has from the thumbnails,
 * which clears the old picture's description and asks for a new one.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import sharp from 'sharp'
import YAML from 'yaml'
import type { Browser } from 'playwright-core'
import { editorOnCopy, newPage } from './helpers.ts'
import type { SiteCopy } from '../../scripts/editor/site-copy.ts'

const NGO = 'pages/services/business-setup-services/ngo-registration.yaml'
let office: SiteCopy
let editor: { url: string }
let browser: Browser
editorOnCopy('editor-pictures', (setup) => {
  office = setup.office
  editor = setup
  browser = setup.browser
})

describe('pictures in the editor', () => {
  it('adds a photo from this computer to the top banner, sized and described, and saves it', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#1d4ed8' } })
      .jpeg()
      .toBuffer()
    const { page, context, errors } = await newPage(browser)
    await page.goto(`${editor.url}/file?file=${encodeURIComponent(NGO)}`)
    await page.locator('.ed-form').waitFor()
    await page.getByRole('button', { name: /^1\. Top banner/ }).click()
    const field = page.locator('.ed-picture').first()
    await field.getByRole('button', { name: 'Choose a picture' }).click()
    await field.locator('input[type=file]').setInputFiles({ name: 'Our Office.jpg', mimeType: 'image/jpeg', buffer: photo })
    await field.getByText('/images/our-office.webp · 1600 × 1067 pixels').waitFor()
    expect(fs.existsSync(path.join(office.dir, 'public/images/our-office.webp'))).toBe(true)
    // Its thumbnail shows: the editor serves the pictures of the folder it edits.
    await expect.poll(() => field.locator('.ed-picture-current img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600)
    await field.getByLabel(/What the picture shows/).fill('Our team at the office')
    await page.locator('.ed-status').filter({ hasText: 'No problems' }).waitFor()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.locator('.ed-notice').innerText()).toContain('Saved')
    const hero = (YAML.parse(fs.readFileSync(path.join(office.dir, NGO), 'utf8')) as { sections: { image?: unknown }[] }).sections[0]
    expect(hero.image).toEqual({ src: '/images/our-office.webp', alt: 'Our team at the office', width: 1600, height: 1067 })
    expect(errors).toEqual([])
    await context.close()
  })

  it("chooses one of the site's pictures from the thumbnails", async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 800 })
    await page.goto(`${editor.url}/file?file=${encodeURIComponent(NGO)}`)
    await page.locator('.ed-form').waitFor()
    await page.getByRole('button', { name: /^1\. Top banner/ }).click()
    const field = page.locator('.ed-picture').first()
    await field.getByRole('button', { name: /Choose (a|another) picture/ }).click()
    await field.getByRole('button', { name: /^Use \/images\/og-default\.png \(\d+ × \d+\)$/ }).click()
    await field.getByText(/^\/images\/og-default\.png · \d+ × \d+ pixels$/).waitFor()
    // The first test's description was of another picture: it is cleared and asked for again, with the cursor there.
    const description = field.getByLabel(/What the picture shows/)
    expect(await description.inputValue()).toBe('')
    await expect.poll(() => description.evaluate((el) => el === document.activeElement)).toBe(true)
    await field.getByText(/the description of the old one was cleared/).waitFor()
    await page.locator('.ed-status').filter({ hasNotText: 'No problems' }).waitFor()
    await context.close()
  })
})
