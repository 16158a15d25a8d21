// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { holdScript, newPage, root, type Site, siteAndBrowser } from './helpers.ts'
import { builtContent } from '../prerender/built.ts'

const { content } = builtContent(root)

let site: Site
let browser: Browser

siteAndBrowser({ backend: false }, (s, b) => {
  site = s
  browser = b
})

describe('layout', () => {
  it('desktop: the services mega menu opens on hover and from its button, not on focus, and closes with Escape', async () => {
    const { page, context } = await newPage(browser)
    await page.goto(site.url + '/')
    // Hover is not an event React replays after hydrating, as it does clicks and focus: wait for the header.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const menu = page.locator('#mega-menu')
    await expect(menu.isHidden()).resolves.toBe(true)
    await page.hover('nav[aria-label="Main"] >> text=Services')
    await menu.waitFor({ state: 'visible' })
    expect(await menu.locator('a').count()).toBeGreaterThan(20)
    await page.mouse.move(5, 600)
    await menu.waitFor({ state: 'hidden' })
    // Keyboard: focus on the Services link leaves it shut (Tab goes on to its button, then to Pricing);
    // Enter on the button opens it, Tab walks into it, Escape shuts it and returns to the button.
    const nav = page.locator('nav[aria-label="Main"]')
    await nav.getByRole('link', { name: 'Services', exact: true }).focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mega-menu')
    expect(await menu.isHidden()).toBe(true)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pricing')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await menu.waitFor({ state: 'visible' })
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.getElementById('mega-menu')!.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mega-menu')
    // Tabbing out of the open menu shuts it.
    await page.keyboard.press('Enter')
    await menu.waitFor({ state: 'visible' })
    await nav.getByRole('link', { name: 'Pricing', exact: true }).focus()
    await menu.waitFor({ state: 'hidden' })
    await context.close()
  })

  it('mobile: the menu toggles, scrolls within 24rem, keeps one category open, and closes on a link', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 800 })
    await page.goto(site.url + '/')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const mainTop = () => page.evaluate(() => document.getElementById('main')!.getBoundingClientRect().top)
    const before = await mainTop()
    await page.click('#mobile-menu-button')
    const nav = page.locator('#mobile-menu')
    await nav.waitFor()
    // The panel lies over the page: the page itself does not move down.
    expect(await mainTop()).toBe(before)
    const maxHeight = await nav.evaluate((el) => getComputedStyle(el).maxHeight)
    expect(maxHeight).toBe('384px')
    const cats = nav.locator('details')
    const openOnes = () => cats.evaluateAll((all) => all.map((d, i) => ((d as HTMLDetailsElement).open ? i : -1)).filter((i) => i >= 0))
    await cats.nth(0).locator('summary').click()
    expect(await openOnes()).toEqual([0])
    await cats.nth(1).locator('summary').click()
    expect(await openOnes()).toEqual([1])
    await cats.nth(1).locator('summary').click()
    expect(await openOnes()).toEqual([])
    await nav.locator('a', { hasText: 'Pricing' }).click()
    await page.waitForURL(/\/pricing$/)
    await nav.waitFor({ state: 'hidden' })
    await context.close()
  })

  it('mobile: the menu and its categories open before any JavaScript, and its links are plain links', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } })
    const page = await context.newPage()
    await page.goto(site.url + '/')
    const nav = page.locator('#mobile-menu')
    expect(await nav.isVisible()).toBe(false)
    await page.click('#mobile-menu-button')
    await nav.waitFor()
    const category = content!.site.categories[0]
    await nav.locator(`details:has(> #mobile-cat-${category.id}) > summary`).click()
    await page.locator(`#mobile-cat-${category.id}`).waitFor()
    await page.locator(`#mobile-cat-${category.id} a`).first().click()
    await page.waitForURL(site.url + category.path)
    expect(await page.locator('h1').first().isVisible()).toBe(true)
    await context.close()
  })

  it('client-side navigation loads only the next page data and scrolls to the top', async () => {
    const { page, context, errors } = await newPage(browser)
    const requested: string[] = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    await page.goto(site.url + '/')
    expect(requested.filter((p) => p.startsWith('/_data/'))).toEqual([])
    await page.evaluate(() => window.scrollTo(0, 3000))
    await page.locator('footer a', { hasText: 'Pricing' }).first().click()
    await page.waitForURL(/\/pricing$/)
    await page.locator('h1').waitFor()
    await page.waitForFunction(() => window.scrollY === 0)
    expect(requested.filter((p) => p.startsWith('/_data/'))).toEqual(['/_data/pricing.json'])
    expect(await page.title()).toContain('Pricing')
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href')
    expect(canonical).toMatch(/\/pricing$/)
    expect(await page.locator('link[rel=canonical]').count()).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('hydrates every kind of page without warnings', async () => {
    const { page, context, errors } = await newPage(browser)
    const warnings: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text())
    })
    for (const p of [
      '/',
      '/services',
      '/pricing',
      '/about',
      '/services/compliance-services/gst-compliance',
      '/services/consulting-services/complete-business-advisory',
    ]) {
      await page.goto(site.url + p, { waitUntil: 'networkidle' })
    }
    expect(warnings.filter((w) => /hydrat|did not match|Minified React error/i.test(w))).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it('FAQ: one answer open at a time, collapsible, and Home/End/arrows move between questions', async () => {
    const { page, context } = await newPage(browser)
    await page.goto(site.url + '/services/compliance-services/gst-compliance')
    const questions = page.locator('#faq summary')
    const n = await questions.count()
    expect(n).toBe(8)
    const open = () => page.locator('#faq details[open] summary').allTextContents()
    const answers = page.locator('#faq details > div')
    // Every answer is in the HTML, hidden until its question is opened.
    expect(await answers.count()).toBe(8)
    expect(await page.locator('#faq details > div:visible').count()).toBe(0)
    await questions.nth(0).click()
    expect(await answers.nth(0).isVisible()).toBe(true)
    await questions.nth(2).click()
    expect(await open()).toEqual([await questions.nth(2).textContent()])
    expect(await answers.nth(0).isVisible()).toBe(false)
    await questions.nth(2).click()
    expect(await open()).toEqual([])
    const focused = () => page.evaluate(() => [...document.querySelectorAll('#faq summary')].indexOf(document.activeElement as Element))
    await questions.nth(0).focus()
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe(1)
    await page.keyboard.press('End')
    expect(await focused()).toBe(n - 1)
    await page.keyboard.press('Home')
    expect(await focused()).toBe(0)
    await page.keyboard.press('ArrowUp')
    expect(await focused()).toBe(n - 1)
    await page.keyboard.press('Enter')
    expect(await answers.nth(n - 1).isVisible()).toBe(true)
    await context.close()
  })

  it('a section whose code arrives late: its HTML stays through an early in-page jump, and it works once its code lands', async () => {
    const { page, context, errors } = await newPage(browser)
    const warnings: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text())
    })
    const release = await holdScript(page, /\/assets\/Faq-[^/]+\.js$/, () => page.goto(site.url + '/itr-filing-campaign'))
    const questions = page.locator('#faq summary')
    const n = await questions.count()
    expect(n).toBeGreaterThan(0)
    // An in-page link changes the address (the router's location) before the FAQ's code is in: no section
    // may lose its server HTML for it (hydrating before the code arrived, React emptied the FAQ here).
    await page.getByRole('link', { name: 'Get a Free Callback' }).first().click()
    await page.waitForFunction(
      () => location.hash === '#callback' && document.getElementById('callback')!.getBoundingClientRect().top < innerHeight,
    )
    expect(await questions.count()).toBe(n)
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    expect(await questions.count()).toBe(n)
    // The FAQ's keys are its script's: they work now, on the same elements.
    await questions.nth(0).focus()
    await page.keyboard.press('End')
    expect(await page.evaluate(() => [...document.querySelectorAll('#faq summary')].indexOf(document.activeElement as Element))).toBe(n - 1)
    await questions.nth(1).click()
    expect(await page.locator('#faq details > div').nth(1).isVisible()).toBe(true)
    expect(warnings.filter((w) => /hydrat|did not match|Minified React error|recoverable/i.test(w))).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it('FAQ: works before any JavaScript, one answer at a time', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } })
    const page = await context.newPage()
    await page.goto(site.url + '/services/compliance-services/gst-compliance')
    const questions = page.locator('#faq summary')
    await questions.nth(1).click()
    expect(await page.locator('#faq details > div').nth(1).isVisible()).toBe(true)
    await questions.nth(3).click()
    expect(await page.locator('#faq details[open]').count()).toBe(1)
    expect(await page.locator('#faq details > div').nth(3).isVisible()).toBe(true)
    await context.close()
  })

  for (const [width, height] of [
    [390, 844],
    [1024, 768],
    [1280, 800],
    [1440, 900],
  ])
    it(`the floating chat and call buttons are in sight at first view of every route at ${width} px, and never cover a submit button`, async () => {
      const routes = [...new Set(Object.keys(content!.routes))].filter((r) => r !== '/ebook')
      const problems: string[] = []
      const context = await browser.newContext({ viewport: { width, height } })
      const page = await context.newPage()
      for (const route of routes) {
        await page.goto(site.url + route)
        await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined)
        const found = await page.evaluate(async () => {
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
          const out: string[] = []
          const links = [...document.querySelectorAll<HTMLAnchorElement>('footer .fixed a')]
          if (links.length !== 2) out.push(`${links.length} floating buttons`)
          for (const a of links) {
            const r = a.getBoundingClientRect()
            const inView = r.width > 0 && r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth
            const style = getComputedStyle(a.closest('.fixed')!)
            if (!inView || style.visibility === 'hidden' || Number(style.opacity) < 1) out.push(`${a.textContent} not in sight`)
            // Reachable: what is at its centre is the button itself.
            const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
            if (inView && !a.contains(hit)) out.push(`${a.textContent} covered`)
          }
          for (const b of document.querySelectorAll<HTMLElement>('main form [type="submit"]')) {
            const r = b.getBoundingClientRect()
            if (r.bottom <= 0 || r.top >= window.innerHeight) continue
            const hit = document.elementFromPoint(Math.min(r.right - 4, window.innerWidth - 1), r.top + r.height / 2)
            if (hit && !b.contains(hit)) out.push(`submit "${b.textContent?.trim()}" covered by ${hit.tagName}`)
          }
          return out
        })
        problems.push(...found.map((f) => `${width}px ${route}: ${f}`))
      }
      await context.close()
      expect(problems).toEqual([])
    }, 240_000)

  it('at 1280 px the floating buttons cover no link of a form’s privacy notice, and nothing at the foot of the page', async () => {
    const routes = [...new Set(Object.keys(content!.routes))].filter((r) => r !== '/ebook')
    const problems: string[] = []
    // Reduced motion: the page scrolls at once (not smoothly), so what is measured is where each link comes to rest.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })
    const page = await context.newPage()
    const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    let notices = 0
    for (const route of routes) {
      await page.goto(site.url + route)
      await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined)
      // Each link brought to the bottom of the window, where the buttons float: still the link under a click.
      // All of a page's links in one call into the page (a round trip each took half this test's time).
      const checked = await page.evaluate(async () => {
        const covered: string[] = []
        const links = [...document.querySelectorAll<HTMLElement>('main [data-notice] a, main [data-notice] button')]
        for (const a of links) {
          a.scrollIntoView({ block: 'end' })
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
          const r = a.getBoundingClientRect()
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
          if (hit && !a.contains(hit))
            covered.push(`"${a.textContent?.trim()}" covered by ${hit.closest('a')?.textContent?.trim() ?? hit.tagName}`)
        }
        return { count: links.length, covered }
      })
      problems.push(...checked.covered.map((c) => `${route}: ${c}`))
      notices += checked.count
      // The page's last lines: scrolled to the end, every link of the footer is reachable.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await frames()
      const foot = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('footer a:not(.fixed a)')]
          .filter((a) => !a.closest('.fixed'))
          .flatMap((a) => {
            const r = a.getBoundingClientRect()
            if (r.width === 0 || r.bottom > window.innerHeight || r.top < 0) return []
            const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
            return hit && !a.contains(hit) ? [`footer "${a.textContent?.trim()}" covered`] : []
          }),
      )
      problems.push(...foot.map((f) => `${route}: ${f}`))
    }
    await context.close()
    expect(notices).toBeGreaterThan(20)
    expect(problems).toEqual([])
  }, 240_000)

  it('unknown paths answer 404 with the not-found page, and the link goes home', async () => {
    const { page, context } = await newPage(browser)
    const res = await page.goto(site.url + '/no/such/page')
    expect(res!.status()).toBe(404)
    await expect(page.locator('h1').textContent()).resolves.toBe('Oops! Page not found')
    await expect(page.locator('main').textContent()).resolves.toContain('404')
    await page.click('text=Return to Home')
    await page.waitForURL(site.url + '/')
    await context.close()
  })

  it('aliases serve the same page with the canonical address', async () => {
    const res = await fetch(site.url + '/itr-filinig-campaign')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/itr-filing-campaign"/)
  })

  it('sends the security headers', async () => {
    const res = await fetch(site.url + '/')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('strict-transport-security')).toContain('max-age=')
  })
})
