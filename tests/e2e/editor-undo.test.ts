// @vitest-environment node
/**
 * Undo and redo in the editor, in Chromium: a burst of typing is one step, moving a section another;
 * Ctrl+Z takes them back in order, Ctrl+Shift+Z puts them back, the buttons do the same, and what is
 * saved is what the editor shows.
 */
import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { editorOnCopy, newPage } from './helpers.ts'
import type { SiteCopy } from '../../scripts/editor/site-copy.ts'

const NGO = 'pages/services/business-setup-services/ngo-registration.yaml'
let office: SiteCopy
let editor: { url: string }
let browser: Browser
editorOnCopy('editor-undo', (setup) => {
  office = setup.office
  editor = setup
  browser = setup.browser
})

describe('undo and redo in the editor', () => {
  it('takes back typing and a move step by step, with the keys and the buttons, and saves what it shows', async () => {
    const { page, context, errors } = await newPage(browser)
    await page.goto(`${editor.url}/file?file=${encodeURIComponent(NGO)}`)
    await page.locator('.ed-form').waitFor()
    const undo = page.getByRole('button', { name: 'Undo', exact: true })
    const redo = page.getByRole('button', { name: 'Redo', exact: true })
    expect(await undo.isDisabled()).toBe(true)

    await page.getByRole('button', { name: /^1\. Top banner/ }).click()
    const heading = page.locator('#part0_heading')
    const original = await heading.inputValue()
    expect(original.length).toBeGreaterThan(5)
    await heading.fill('')
    await heading.pressSequentially('NGO Registration Online', { delay: 40 })
    await expect.poll(() => undo.isDisabled()).toBe(false)
    const order = () => page.locator('.ed-cards li').allInnerTexts()
    const before = await order()
    await page.getByRole('button', { name: /^Move 2\. .* down$/ }).click()
    await expect.poll(order).not.toEqual(before)

    await page.keyboard.press('Control+z') // the move
    await expect.poll(order).toEqual(before)
    await page.getByRole('button', { name: /^1\. Top banner/ }).click()
    await expect.poll(() => heading.inputValue()).toBe('NGO Registration Online')
    await page.keyboard.press('Control+z') // the typing, as one step
    await expect.poll(() => heading.inputValue()).toBe(original)
    expect(await undo.isDisabled()).toBe(true)

    await page.keyboard.press('Control+Shift+z')
    await expect.poll(() => heading.inputValue()).toBe('NGO Registration Online')
    await redo.click()
    await expect.poll(order).not.toEqual(before)
    expect(await redo.isDisabled()).toBe(true)
    await undo.click()
    await expect.poll(order).toEqual(before)

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.locator('.ed-notice').innerText()).toContain('Saved')
    expect(office.git('diff', '--numstat', '--', NGO).trim()).toBe(`1\t1\t${NGO}`)
    expect(office.git('diff', '--', NGO)).toMatch(/^\+ {4}heading: NGO Registration Online$/m)
    expect(errors).toEqual([])
    await context.close()
  })
})
