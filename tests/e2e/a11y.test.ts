// @vitest-environment node
/**
 * Accessibility in Chromium: axe-core on every route and alias (and the not-found page) at 1280 and
 * 390 px, with zero violations of any impact; axe again with the menus, an FAQ answer and a notice open;
 * a visible focus indicator on everything the Tab key reaches; the skip link; the notices' live region.
 */
import { createRequire } from 'node:module'
import { afterAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { builtContent } from '../prerender/built.ts'
import type { Forms } from '../../src/generated/content.ts'
import { recordFigure } from '../../scripts/lib/figures.ts'
import { root, siteAndBrowser, type Site } from './helpers.ts'

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const { content } = builtContent(root)
const ROUTES = [...Object.keys(content!.routes).sort(), '/no/such/page']
const WIDTHS = [1280, 390] as const
const GST = '/services/compliance-services/gst-compliance'

interface AxeNode {
  target: unknown[]
  html: string
  failureSummary?: string
}
interface AxeViolation {
  id: string
  impact: string
  help: string
  nodes: AxeNode[]
}

let site: Site
let browser: Browser
const contexts: BrowserContext[] = []

siteAndBrowser({ backend: false }, (s, b) => {
  site = s
  browser = b
})
// Registered after the set-up's, so it runs before the browser closes (after-hooks run in reverse order).
afterAll(async () => {
  for (const c of contexts) await c.close()
})

/**
 * axe is injected as a <script>, which the site's own Content-Security-Policy (script-src 'self')
 * refuses; bypassCSP lifts the policy for the injected script only in this test browser.
 */
async function open(width: number, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, bypassCSP: true })
  contexts.push(context)
  return context.newPage()
}

/** axe on the current document (or a part of it); one readable line per failing element. */
async function axe(page: Page, label: string, include?: string): Promise<string[]> {
  // Colours are measured as painted: let fades and slides (menus, notices) finish first.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  await page.addScriptTag({ path: AXE })
  const violations = await page.evaluate(async (sel) => {
    const w = window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }
    const result = await w.axe.run(sel ? { include: [sel] } : document, { resultTypes: ['violations'] })
    return result.violations
  }, include ?? null)
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${label}: ${v.id} (${v.impact}) ${v.help} at ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')} ${n.html.slice(0, 160)}`,
    ),
  )
}

describe('axe-core on every route and alias', () => {
  const pages = new Map<number, Promise<Page>>()
  const pageFor = (width: number) => {
    if (!pages.has(width)) pages.set(width, open(width))
    return pages.get(width)!
  }
  let checked = 0
  let violations = 0

  afterAll(() =>
    recordFigure({
      area: 'accessibility',
      measure: 'axe-core, every route and alias at 1280 and 390 px',
      result: `${violations} violations; ${checked} of ${ROUTES.length} routes passed`,
      target: '0 violations of any impact',
      met: violations === 0 && checked === ROUTES.length,
      gate: true,
    }),
  )

  for (const route of ROUTES) {
    it(`${route}: no violations at ${WIDTHS.join(' and ')} px`, async () => {
      const found = await Promise.all(
        WIDTHS.map(async (width) => {
          const page = await pageFor(width)
          const res = await page.goto(site.url + route, { waitUntil: 'networkidle' })
          expect(res!.status()).toBe(route.startsWith('/no/') ? 404 : 200)
          return axe(page, `${route} @${width}px`)
        }),
      )
      violations += found.flat().length
      expect(found.flat()).toEqual([])
      checked++
    })
  }
})

describe('axe-core with things opened', () => {
  it('the mega menu, the mobile menu, an FAQ answer and a form showing its errors', async () => {
    const desktop = await open(1280)
    await desktop.goto(site.url + '/', { waitUntil: 'networkidle' })
    await desktop.locator('nav[aria-label="Main"] button[aria-controls="mega-menu"]').click()
    await desktop.locator('#mega-menu').waitFor({ state: 'visible' })
    const found = await axe(desktop, 'mega menu open')

    const phone = await open(390, 800)
    await phone.goto(site.url + '/', { waitUntil: 'networkidle' })
    await phone.click('#mobile-menu-button')
    await phone.locator('#mobile-menu summary').first().click()
    await phone.locator('#mobile-menu details[open] ul').waitFor()
    found.push(...(await axe(phone, 'mobile menu open')))

    await desktop.goto(site.url + GST, { waitUntil: 'networkidle' })
    await desktop.locator('#faq summary').first().click()
    await desktop.locator('#faq details[open] > div').waitFor()
    found.push(...(await axe(desktop, 'FAQ answer open')))

    // The contact form checks its fields itself: sent with a bad address, it shows a message per field.
    await desktop.goto(site.url + '/contact', { waitUntil: 'networkidle' })
    const form = desktop.locator('#message form')
    await form.locator('input[type="email"]').fill('wrong@')
    await form.locator('button[type="submit"]').click()
    await form.locator('[aria-invalid="true"]').first().waitFor()
    found.push(...(await axe(desktop, 'form errors shown')))
    expect(found).toEqual([])
  })
})

describe('keyboard', () => {
  for (const width of WIDTHS) {
    it(`${width} px: the first Tab reaches the visible skip link; Enter moves focus to <main>, the next Tab into it`, async () => {
      const page = await open(width)
      await page.goto(site.url + '/about', { waitUntil: 'networkidle' })
      await page.keyboard.press('Tab')
      const link = await page.evaluate(() => {
        const a = document.activeElement as HTMLAnchorElement
        const r = a.getBoundingClientRect()
        return { href: a.getAttribute('href'), text: a.textContent, width: r.width, height: r.height, top: r.top, left: r.left }
      })
      expect(link.href).toBe('#main')
      expect(link.text).toBe(content!.site.labels.skipLink)
      // Shown on focus (not the 1 px sr-only box), inside the viewport.
      expect(link.width).toBeGreaterThan(40)
      expect(link.height).toBeGreaterThan(20)
      expect(link.top).toBeGreaterThanOrEqual(0)
      expect(link.left).toBeGreaterThanOrEqual(0)
      await page.keyboard.press('Enter')
      await page.waitForFunction(() => document.activeElement?.id === 'main')
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement))).toBe(true)
    })

    it(`${width} px: everything Tab reaches is visible and has a focus indicator, at the top and in the footer`, async () => {
      const page = await open(width)
      await page.goto(site.url + '/', { waitUntil: 'networkidle' })
      const problems: string[] = []
      const seen = new Set<string>()
      const check = async () => {
        const f = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement
          const cs = getComputedStyle(el)
          const r = el.getBoundingClientRect()
          return {
            what: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
            outline: cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2 && !/rgba\(.*, 0\)$/.test(cs.outlineColor),
            shadow: cs.boxShadow !== 'none',
            visible: r.width > 1 && r.height > 1 && cs.visibility !== 'hidden',
          }
        })
        seen.add(f.what)
        if (!f.visible) problems.push(`${f.what} is focused but not visible`)
        if (!f.outline && !f.shadow) problems.push(`${f.what} has no focus indicator`)
      }
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab')
        await check()
      }
      // From the end of the page backwards: the chat and call bar and the footer, on a dark surface.
      await page.evaluate(() => {
        const end = document.createElement('span')
        end.tabIndex = -1
        document.body.append(end)
        end.focus()
      })
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Shift+Tab')
        await check()
      }
      expect(problems).toEqual([])
      expect(seen.size).toBeGreaterThan(20)
    })
  }
})

describe('keyboard alone', () => {
  /** Presses Tab until the focused element matches (fails after `max` presses). */
  async function tabTo(page: Page, selector: string, max = 40): Promise<void> {
    for (let i = 1; i <= max; i++) {
      await page.keyboard.press('Tab')
      if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return
    }
    throw new Error(`Tab never reached ${selector} in ${max} presses`)
  }
  const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName.toLowerCase())

  it('phone: the menu opens, Escape closes it, a category opens and one of its pages is reached; the new page is announced', async () => {
    const page = await open(390, 800)
    await page.goto(site.url + '/', { waitUntil: 'networkidle' })
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const toggle = '#mobile-menu-button'
    const menuOpen = () => page.evaluate(() => document.getElementById('mobile-menu')!.closest('details')!.open)
    await tabTo(page, toggle, 5)
    await page.keyboard.press('Enter')
    await page.locator('#mobile-menu').waitFor()
    expect(await menuOpen()).toBe(true)
    // What a screen reader names the button by: the label on show (the other is display: none).
    expect(await page.locator(toggle).evaluate((el) => (el as HTMLElement).innerText.trim())).toBe(content!.site.labels.closeMenu)
    await page.keyboard.press('Escape')
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' })
    expect(await page.evaluate((sel) => document.activeElement === document.querySelector(sel), toggle)).toBe(true)

    await page.keyboard.press('Space')
    await page.locator('#mobile-menu').waitFor()
    const category = content!.site.categories[1]
    const summary = `details:has(> #mobile-cat-${category.id}) > summary`
    await tabTo(page, summary)
    await page.keyboard.press('Enter')
    await page.locator(`#mobile-cat-${category.id}`).waitFor()
    await tabTo(page, `#mobile-cat-${category.id} a`, 1)
    await page.keyboard.press('Enter')
    await page.waitForURL(site.url + category.path)
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' })
    // Focus is in the new page (not on <body>, where the closed menu would have left it), and its title is said.
    await page.waitForFunction(() => document.activeElement?.id === 'main')
    const title = await page.title()
    expect(await page.locator('[data-route-announcer]').textContent()).toBe(title)
    expect(title).toContain(category.name.split(' ')[0])
    expect(await axe(page, 'after a client-side navigation')).toEqual([])
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement))).toBe(true)
  })

  it('desktop: the campaign callback form is reached from the hero, filled and sent with the keyboard alone', async () => {
    const page = await open(1280)
    const sent: unknown[] = []
    await page.route('**/rest/v1/lead_submissions', async (r) => {
      sent.push(r.request().postDataJSON())
      await r.fulfill({ status: 201, body: '' })
    })
    await page.goto(site.url + '/itr-filing-campaign', { waitUntil: 'networkidle' })
    const form = page.locator('#callback form')
    await form.locator('button[type="submit"]:enabled').waitFor()
    // "Get a Free Callback" is an in-page link: following it moves the keyboard's place to the form.
    await tabTo(page, 'a[href="#callback"]', 30)
    await page.keyboard.press('Enter')
    await tabTo(page, '#callback input:not([type="hidden"]):not([tabindex="-1"])', 3)
    const { placeholders } = (content!.data.get('forms') as Forms).campaignForm
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).placeholder)).toBe(placeholders.name)
    await page.keyboard.type('Asha Iyer')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).placeholder)).toBe(placeholders.phone)
    await page.keyboard.type('98110 45670')
    await page.keyboard.press('Tab')
    await page.keyboard.type('asha.keyboard@example.com')
    await page.keyboard.press('Tab')
    expect(await focusedTag(page)).toBe('select')
    // A closed select changes with the arrow keys, without opening its list.
    await page.keyboard.press('ArrowDown')
    expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement).value)).toBe('salaried')
    await tabTo(page, '#callback button[type="submit"]', 3)
    await page.keyboard.press('Enter')
    await page.waitForURL('**/thank-you?source=itr-filing')
    expect(sent).toEqual([
      {
        name: 'Asha Iyer',
        email: 'asha.keyboard@example.com',
        phone: '98110 45670',
        message: 'Income Type: salaried',
        service: 'ITR Filing',
        source_page: '/itr-filing-campaign',
        // The page's language (0014_language.sql).
        language: 'en',
        // Where the visit came from and the privacy notice shown beside the button.
        landing_page: '/itr-filing-campaign',
        notice_version: expect.stringMatching(/^[0-9a-f]{64}$/),
        notice_purposes: 'enquiry,source',
        notice_text: expect.stringContaining('your main source of income'),
      },
    ])
  })
})

describe('notices', () => {
  it('the live region is in the page before the first notice, and an open notice passes axe', async () => {
    const page = await open(1280)
    await page.route('**/rest/v1/**', (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"XX000","message":"boom","details":null,"hint":null}' }),
    )
    await page.goto(site.url + '/blog', { waitUntil: 'networkidle' })
    // Nothing of the notices is in the page before a form is sent.
    expect(await page.locator('[aria-live][data-sonner-toaster], section[aria-live]').count()).toBe(0)
    await page.evaluate(() => {
      const w = window as unknown as { seen: Record<string, number> }
      w.seen = {}
      new MutationObserver(() => {
        const region = document.querySelector('section[aria-live]')
        if (region && !w.seen.region) w.seen.region = performance.now()
        if (region?.querySelector('[data-sonner-toast]') && !w.seen.toast) w.seen.toast = performance.now()
      }).observe(document.body, { childList: true, subtree: true })
    })
    const form = page.locator('#newsletter form')
    await form.locator('input[type="email"]').fill('a11y.check@example.com')
    await form.locator('button[type="submit"]').click()
    const toast = page.locator('section[aria-live="polite"] [data-sonner-toast]')
    await toast.waitFor()
    const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen)
    // Screen readers announce changes to a live region they already know: it must come first.
    expect(seen.region).toBeLessThan(seen.toast - 100)
    expect(await page.locator('section[aria-live="polite"]').getAttribute('aria-label')).toContain('Notifications')
    const found = await axe(page, 'error notice open')
    // The success notice too: the same form sent again, answered 201.
    await page.unroute('**/rest/v1/**')
    await page.route('**/rest/v1/**', (r) => r.fulfill({ status: 201, body: '' }))
    await form.locator('button[type="submit"]').click()
    await page.locator('section[aria-live="polite"] [data-sonner-toast][data-type="success"]').waitFor()
    found.push(...(await axe(page, 'success notice open')))
    expect(found).toEqual([])
  })
})
