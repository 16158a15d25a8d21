/**
 * npm run rehearse: the production shape, end to end, on this machine.
 *
 *   backend   the local backend (PGlite, the same migrations) on a second origin, answering as Supabase's
 *             gateway does, CORS preflights included;
 *   build     the site built for that origin from a `.env.production` holding its URL and a publishable-style
 *             key, into a temporary folder (dist/ is left alone);
 *   host      the built folder served by Cloudflare's own runtime (`wrangler pages dev`, workerd), which
 *             applies `_headers` and `_redirects` as Cloudflare Pages does;
 *   browser   Chromium, with the site's Content Security Policy enforced, through every form and the guide
 *             viewer, and over every route and alias;
 *   notify    what the hosted Edge Function does, done by the local dispatcher with the same code
 *             (supabase/functions/notify/outbox.ts): each lead the forms stored reaches a webhook and an
 *             e-mail API in Resend's shape, both on a receiver of their own origin, once, with its promise.
 *
 * Prints a table of every check and exits 1 on any miss. `--site <dir> --api-port <n>` rehearses a folder
 * built elsewhere (for a backend at http://127.0.0.1:<n>); `--keep` leaves the temporary folder.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { createLocalBackend, startBackendServer, type BackendServer, type LocalBackend } from './backend/index.ts'
import { registerNotices } from './lib/notices.ts'
import { registerClock } from './lib/office-clock.ts'
import { buildSite } from './build-site/index.ts'
import { SCHEDULE_FILE, type ScheduleFile } from './lib/rebuild.ts'
import { openBrowser } from './lib/chromium.ts'
import { startHost } from './lib/pages-dev.ts'
import { loadContent } from './lib/content/index.ts'
import { GUIDE_ID_HEADER } from '../src/backend/protocol.ts'
import { readNotifyContent } from './notify/content.ts'
import { startLocalNotifier, type Notifier } from './notify/dispatcher.ts'
import { startReceiver, type Receiver } from './notify/receiver.ts'
import { Checks } from './lib/checks.ts'
import { readYamlFile } from './lib/content/fs-source.ts'
import type { Routes } from '../src/contract/protocol.ts'
import type { EnquiryCall, EnquiryContext } from '../src/editor-calls/enquiry-calls.ts'
import { randomBytes } from 'node:crypto'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** Cloudflare's runtime refuses a compatibility date later than its bundled workerd's (2026-05-03 in wrangler 4.86). */
const COMPATIBILITY_DATE = '2026-05-01'
/** A key in the publishable format; the local backend, like Supabase with a real one, runs every request as anon. */
const PUBLISHABLE_KEY = 'sb_publishable_rehearsal-local-0000000000'

const checks = new Checks()
const check = (area: string, what: string, ok: boolean, detail: string) => checks.check(area, what, ok, detail)

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : undefined
}

/** The `_headers` file as path pattern → header (lower-case) → value. */
function parseHeaders(text: string): Map<string, Record<string, string>> {
  const blocks = new Map<string, Record<string, string>>()
  let current: Record<string, string> | undefined
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) blocks.set(line.trim(), (current = {}))
    else if (current) {
      const colon = line.indexOf(':')
      current[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
    }
  }
  return blocks
}

/** `_redirects` rules: from, to, status (Cloudflare's and Netlify's shared form). */
function parseRedirects(text: string): { from: string; to: string; status: number }[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [from, to, status] = l.split(/\s+/)
      return { from, to, status: Number(status ?? 302) }
    })
}

/** Every page a build wrote (relative paths). */
const htmlFiles = (site: string): string[] =>
  (fs.readdirSync(site, { recursive: true }) as string[]).map(String).filter((f) => f.endsWith('.html'))

/** Every page a build wrote (full paths). */
const pageFiles = (site: string): string[] => htmlFiles(site).map((rel) => path.join(site, rel))

/** Every internal address the built pages link to (a href), without #fragments. */
function linkedAddresses(site: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const rel of htmlFiles(site)) {
    const html = fs.readFileSync(path.join(site, rel), 'utf8').replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, '$1</script>')
    for (const [, href] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      const url = href.replace(/&amp;/g, '&').split('#')[0]
      if (url.startsWith('/') && !url.startsWith('//') && !found.has(url)) found.set(url, rel)
    }
  }
  return found
}

async function main(): Promise<number> {
  const started = performance.now()
  const keep = process.argv.includes('--keep')
  const prebuilt = option('--site')
  const apiPort = option('--api-port')
  if (prebuilt && !apiPort) throw new Error('--site needs --api-port: the port of the backend that folder was built for.')
  // The .env.production written below is what the build must read; the caller's own values must not win over it.
  delete process.env.VITE_SUPABASE_URL
  delete process.env.VITE_SUPABASE_ANON_KEY
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-'))
  let backend: LocalBackend | undefined
  let api: BackendServer | undefined
  let host: Awaited<ReturnType<typeof startHost>> | undefined
  let browser: Browser | undefined
  let receiver: Receiver | undefined
  let notifier: Notifier | undefined
  const timings: string[] = []
  const lap = (name: string, since: number) => timings.push(`${name} ${((performance.now() - since) / 1000).toFixed(1)} s`)
  try {
    // 1. The backend on its own origin.
    let t = performance.now()
    // The service key stands for the hosted project's secret key, which only the office's functions hold.
    const serviceKey = randomBytes(24).toString('hex')
    backend = await createLocalBackend({ dataDir: path.join(work, 'pglite'), serviceKey, handleSignals: false, log: () => {} })
    api = await startBackendServer(backend, { port: apiPort ? Number(apiPort) : 0 })
    // The site's published notices, as `npm run notices:publish` tells a hosted project at each deploy.
    await registerNotices(backend, root)
    await registerClock(backend, root)
    // The office's webhook and e-mail API, on an origin of their own.
    receiver = await startReceiver()
    notifier = startLocalNotifier(backend, {
      env: {
        NOTIFY_WEBHOOK_URL: `${receiver.url}/hook`,
        NOTIFY_EMAIL_TO: 'office@example.com',
        NOTIFY_EMAIL_API_KEY: 're_rehearsal_key',
        NOTIFY_EMAIL_API_URL: `${receiver.url}/emails`,
        NOTIFY_EMAIL_FROM: 'Rehearsal <site@example.com>',
      },
      log: () => {},
    })
    lap('backend', t)

    // 2. The site, built for it from .env.production.
    t = performance.now()
    let site = prebuilt ? path.resolve(prebuilt) : path.join(work, 'site')
    if (!prebuilt) {
      const envDir = path.join(work, 'env')
      fs.mkdirSync(envDir)
      fs.writeFileSync(path.join(envDir, '.env.production'), `VITE_SUPABASE_URL=${api.url}\nVITE_SUPABASE_ANON_KEY=${PUBLISHABLE_KEY}\n`)
      await buildSite({ outDir: site, envDir, quiet: true })
      lap('build', t)
      // The rebuild at the next boundary (scripts/lib/rebuild.ts): built as a minute after it, what ended then
      // is not in any page's HTML, and the build names its own next change.
      t = performance.now()
      const schedule = JSON.parse(fs.readFileSync(path.join(site, SCHEDULE_FILE), 'utf8')) as ScheduleFile
      if (schedule.next) {
        const later = path.join(work, 'site-later')
        const at = Date.parse(schedule.next) + 60_000
        await buildSite({ outDir: later, envDir, quiet: true, now: at })
        const after = JSON.parse(fs.readFileSync(path.join(later, SCHEDULE_FILE), 'utf8')) as ScheduleFile
        const stillThere = pageFiles(later).filter((f) => fs.readFileSync(f, 'utf8').includes(`data-until="${Date.parse(schedule.next!)}"`))
        check(
          'build',
          `built after its next change (${schedule.next}): what ended then is in no page`,
          stillThere.length === 0 && (after.next === null || Date.parse(after.next) > at),
          stillThere.length
            ? `still in ${stillThere.map((f) => path.relative(later, f)).join(', ')}`
            : `${schedule.changes.length} changes taken (${schedule.changes.map((c) => `${c.page}: ${c.what}`).join('; ')}); next: ${after.next ?? 'none'}`,
        )
        const campaign = path.join(later, 'itr-filing-campaign.html')
        if (fs.existsSync(campaign)) {
          const html = fs.readFileSync(campaign, 'utf8')
          check(
            'build',
            '/itr-filing-campaign built after the offer: no "50% off" and no countdown in its HTML',
            !/50\s*%\s*off/i.test(html) && !html.includes('data-countdown') && !html.includes('"countdown"'),
            `${/50\s*%\s*off/i.test(html) ? 'says 50% off' : 'no 50% off'}, ${html.includes('data-countdown') ? 'has a countdown' : 'no countdown'}`,
          )
        }
        fs.rmSync(later, { recursive: true, force: true })
        fs.rmSync(`${later}.build-record`, { recursive: true, force: true })
        lap('build after the next change', t)
      }
    }
    site = fs.realpathSync(site)
    const headersText = fs.existsSync(path.join(site, '_headers')) ? fs.readFileSync(path.join(site, '_headers'), 'utf8') : ''
    const headerRules = parseHeaders(headersText)
    const csp = headerRules.get('/*')?.['content-security-policy'] ?? ''
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1] ?? ''
    check(
      'build',
      '_headers: connect-src allows the backend origin',
      connect.split(/\s+/).includes(api.url),
      `connect-src ${connect || '(none)'}`,
    )

    // 3. The host runtime.
    t = performance.now()
    host = await startHost(site, work, { compatibilityDate: COMPATIBILITY_DATE })
    lap('host start', t)
    const base = host.url

    // 4. Addresses: every route, alias, canonical, sitemap entry and link answers 200, with no redirect.
    t = performance.now()
    const { content } = loadContent({ root })
    if (!content) throw new Error('The content has problems: run `npm run check`.')
    const domain = content.site.domain
    // Each address with every reason it is checked (a route may also be a canonical URL and a sitemap entry).
    const addresses = new Map<string, string[]>()
    const add = (url: string, why: string) => addresses.set(url, [...(addresses.get(url) ?? []), why])
    for (const page of content.pages.values()) {
      add(page.path, 'route')
      for (const alias of page.aliases) add(alias, 'alias')
      add(page.canonical, 'canonical')
    }
    const sitemap = fs.readFileSync(path.join(site, 'sitemap.xml'), 'utf8')
    for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g))
      add(loc.startsWith(domain) ? loc.slice(domain.length) || '/' : loc, 'sitemap')
    for (const [url, from] of linkedAddresses(site)) add(url, `link in ${from}`)
    const misses: string[] = []
    await Promise.all(
      Array.from({ length: 4 }, async (_, worker) => {
        const list = [...addresses.keys()].filter((_, i) => i % 4 === worker)
        for (const url of list) {
          const res = await fetch(base + url, { redirect: 'manual' })
          await res.arrayBuffer()
          if (res.status !== 200)
            misses.push(
              `${url} (${addresses.get(url)}): ${res.status}${res.headers.get('location') ? ` → ${res.headers.get('location')}` : ''}`,
            )
        }
      }),
    )
    const kinds = (k: string) => [...addresses.values()].filter((v) => v.some((why) => why.startsWith(k))).length
    check(
      'host',
      'every route, alias, canonical URL, sitemap entry and link: 200, no redirect',
      misses.length === 0,
      misses.length
        ? `${misses.length} of ${addresses.size} missed: ${misses.slice(0, 5).join('; ')}${misses.length > 5 ? '; …' : ''}`
        : `${addresses.size} addresses (${kinds('route')} routes, ${kinds('alias')} aliases, ${kinds('canonical')} canonical, ${kinds('sitemap')} sitemap entries, ${kinds('link')} linked)`,
    )
    const guideLink = await fetch(`${base}/ebook?id=00000000-0000-4000-8000-000000000000`, { redirect: 'manual' })
    check('host', '/ebook?id=… answers 200 with no redirect', guideLink.status === 200, `${guideLink.status}`)
    const missing = await fetch(`${base}/no/such/page`, { redirect: 'manual' })
    const missingBody = await missing.text()
    check(
      'host',
      'an unknown address: 404 with the site’s 404 page',
      missing.status === 404 && missingBody.includes('<h1'),
      `${missing.status}`,
    )

    // 5. The headers _headers promises, on every kind of response.
    const asset = fs.readdirSync(path.join(site, 'assets')).find((f) => f.endsWith('.js'))
    const samples = [
      '/',
      '/about',
      '/itr-filinig-campaign',
      '/_data/index.json',
      '/sitemap.xml',
      '/favicon.svg',
      `/assets/${asset}`,
      '/no/such/page',
    ]
    const headerMisses: string[] = []
    for (const url of samples) {
      const res = await fetch(base + url, { redirect: 'manual' })
      await res.arrayBuffer()
      for (const [pattern, promised] of headerRules) {
        const applies = pattern === '/*' || (pattern.endsWith('/*') && url.startsWith(pattern.slice(0, -1))) || pattern === url
        if (!applies) continue
        for (const [name, value] of Object.entries(promised))
          if (!(res.headers.get(name) ?? '').split(/,\s*/).includes(value) && res.headers.get(name) !== value)
            headerMisses.push(`${url} ${name}: ${res.headers.get(name) ?? 'missing'}`)
      }
    }
    check(
      'host',
      'the headers _headers promises',
      headerMisses.length === 0 && headerRules.size > 0,
      headerMisses.length
        ? headerMisses.slice(0, 4).join('; ')
        : `${samples.length} kinds of response × ${[...headerRules.values()].reduce((n, h) => n + Object.keys(h).length, 0)} headers`,
    )

    // 6. Redirects: the rules _redirects promises, and one address per page (the slashed form goes to the other).
    const redirectsFile = path.join(site, '_redirects')
    const rules = fs.existsSync(redirectsFile) ? parseRedirects(fs.readFileSync(redirectsFile, 'utf8')) : []
    const redirectMisses: string[] = []
    for (const rule of rules) {
      const res = await fetch(base + rule.from, { redirect: 'manual' })
      const location = res.headers.get('location') ?? ''
      if (res.status !== rule.status || new URL(location, base).pathname !== new URL(rule.to, base).pathname)
        redirectMisses.push(`${rule.from}: ${res.status} → ${location || '(none)'}, _redirects says ${rule.status} → ${rule.to}`)
    }
    check(
      'host',
      '_redirects rules',
      redirectMisses.length === 0,
      rules.length
        ? `${rules.length} rules${redirectMisses.length ? `: ${redirectMisses.join('; ')}` : ''}`
        : 'no _redirects file (aliases are pages)',
    )
    const slashMisses: string[] = []
    for (const url of ['/about/', '/services/compliance-services/', '/about.html']) {
      const res = await fetch(base + url, { redirect: 'manual' })
      const location = res.headers.get('location')
      const expected = url.replace(/\/$|\.html$/, '')
      if (![301, 308].includes(res.status) || !location || new URL(location, base).pathname !== expected)
        slashMisses.push(`${url}: ${res.status}${location ? ` → ${location}` : ', no redirect'}`)
    }
    check(
      'host',
      'one address per page: /about/ and /about.html redirect to /about',
      slashMisses.length === 0,
      slashMisses.join('; ') || '3 addresses',
    )
    // The browser's preflights to the backend's origin: every header the site sends must be allowed.
    const wanted = ['apikey', 'authorization', 'content-type', 'x-client-info', 'prefer', GUIDE_ID_HEADER]
    const preflightMisses: string[] = []
    for (const [table, method] of [
      ['lead_submissions', 'POST'],
      ['newsletter_subscriptions', 'POST'],
      ['ebook_downloads', 'POST'],
      ['ebook_downloads?id=eq.00000000-0000-4000-8000-000000000000', 'PATCH'],
    ]) {
      const res = await fetch(`${api.url}/rest/v1/${table}`, {
        method: 'OPTIONS',
        headers: { Origin: base, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': wanted.join(',') },
      })
      const allowOrigin = res.headers.get('access-control-allow-origin')
      const methods = (res.headers.get('access-control-allow-methods') ?? '').toUpperCase()
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase()
      const lacking = wanted.filter((h) => allowed !== '*' && !allowed.split(/\s*,\s*/).includes(h))
      if (!res.ok || (allowOrigin !== '*' && allowOrigin !== base) || !methods.includes(method) || lacking.length)
        preflightMisses.push(
          `${method} ${table.split('?')[0]}: ${res.status}, origin ${allowOrigin ?? 'none'}, methods ${methods || 'none'}${lacking.length ? `, lacks ${lacking.join(' ')}` : ''}`,
        )
    }
    check(
      'backend',
      `CORS preflights allow ${wanted.join(', ')}`,
      preflightMisses.length === 0,
      preflightMisses.join('; ') || '4 preflights (POST × 3 tables, PATCH guide)',
    )
    lap('addresses and headers', t)

    // 7. Chromium, policy enforced, through every form and the guide viewer, then over every route and alias.
    t = performance.now()
    browser = await openBrowser()
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const violations: string[] = []
    const errors: string[] = []
    await context.exposeBinding('__reportViolation', ({ page }, text: string) =>
      violations.push(`${new URL(page.url()).pathname}: ${text}`),
    )
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        ;(window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(
          `${e.effectiveDirective} blocked ${e.blockedURI}`,
        )
      })
    })
    const page = await context.newPage()
    page.on('pageerror', (e) => errors.push(`${new URL(page.url()).pathname}: ${e.message}`))
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${new URL(page.url()).pathname}: ${m.text()}`)
    })
    const stamp = Date.now()
    const address = (form: string) => `rehearsal.${form}.${stamp}@example.com`
    const submitted: { form: string; ok: boolean; detail: string }[] = []
    const attempt = async (form: string, work: () => Promise<string>) => {
      try {
        submitted.push({ form, ok: true, detail: await work() })
      } catch (error) {
        submitted.push({ form, ok: false, detail: (error instanceof Error ? error.message : String(error)).split('\n')[0] })
      }
    }
    const ready = async (p: Page, form: string) => {
      await p.locator(`${form} button[type="submit"]`).waitFor()
      await p.waitForFunction((sel) => !document.querySelector(`${sel} button[type="submit"]`)?.hasAttribute('disabled'), form)
    }
    const go = async (p: Page, url: string) => {
      await p.goto(base + url)
    }
    const FORM_TIMEOUT = { timeout: 15_000 }
    await attempt('lead', async () => {
      await go(page, '/about')
      await ready(page, '#meet-our-experts form')
      const form = page.locator('#meet-our-experts form')
      await form.getByLabel('Full Name').fill('Rehearsal Lead')
      await form.getByLabel('Email Address').fill(address('lead'))
      await form.getByLabel('Phone Number').fill('9811045670')
      await form.getByRole('button', { name: 'Submit' }).click()
      await page.waitForURL('**/thank-you?source=form', FORM_TIMEOUT)
      return 'thank-you page reached'
    })
    await attempt('contact', async () => {
      await go(page, '/contact')
      await ready(page, '#message form')
      const form = page.locator('#message form')
      await form.getByLabel('Full Name').fill('Rehearsal Contact')
      await form.getByLabel('Email Address').fill(address('contact'))
      await form.getByLabel('Phone Number').fill('+91 98110 45670')
      await form.getByLabel('Subject').fill('Rehearsal')
      await form.getByLabel('Message').fill('Sent by npm run rehearse.')
      await form.getByRole('button', { name: 'Send Message' }).click()
      await page.waitForURL('**/thank-you?source=contact', FORM_TIMEOUT)
      return 'thank-you page reached'
    })
    await attempt('newsletter', async () => {
      await go(page, '/blog')
      const form = page.locator('#newsletter form')
      await form.locator('input[type="email"]').waitFor()
      await page.waitForFunction(() => document.querySelector('#newsletter form') !== null)
      await form.locator('input[type="email"]').fill(address('newsletter'))
      await page.waitForFunction(() => !document.querySelector('#newsletter form button[type="submit"]')?.hasAttribute('disabled'))
      await form.locator('button[type="submit"]').click()
      await page.locator('[data-sonner-toast][data-type="success"]').waitFor(FORM_TIMEOUT)
      return 'success notice shown'
    })
    await attempt('campaign callback', async () => {
      await go(page, '/itr-filing-campaign')
      await ready(page, '#callback form')
      const form = page.locator('#callback form')
      await form.getByPlaceholder('Full Name').fill('Rehearsal Campaign')
      await form.getByPlaceholder('Phone Number').fill('98110 45670')
      await form.getByPlaceholder('Email Address').fill(address('campaign'))
      await form.locator('select').selectOption({ index: 1 })
      await form.locator('button[type="submit"]').click()
      await page.waitForURL('**/thank-you?source=itr-filing', FORM_TIMEOUT)
      return 'thank-you page reached'
    })
    let guideId = ''
    await attempt('guide request', async () => {
      await go(page, '/free-startup-guide')
      await ready(page, '#get-the-guide form')
      const form = page.locator('#get-the-guide form')
      await form.getByLabel('Full Name').fill('Rehearsal Guide')
      await form.getByLabel('Email Address').fill(address('guide'))
      await form.getByLabel('Phone Number').fill('9811045670')
      await form.locator('button[type="submit"]').click()
      await page.waitForURL(/\/thank-you\?source=lead-magnet&guide=[0-9a-f-]{36}$/, FORM_TIMEOUT)
      guideId = new URL(page.url()).searchParams.get('guide') ?? ''
      return `guide ${guideId.slice(0, 8)}…`
    })
    await attempt('guide viewer stats', async () => {
      if (!guideId) throw new Error('no guide id: the guide request failed')
      const update = page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && r.url().includes('/rest/v1/ebook_downloads'),
        FORM_TIMEOUT,
      )
      await go(page, `/ebook?id=${guideId}`)
      const first = await update
      await page.getByTestId('guide-position').waitFor()
      const next = page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && r.url().includes('/rest/v1/ebook_downloads'),
        FORM_TIMEOUT,
      )
      await page.getByRole('button', { name: 'Next' }).click()
      const second = await next
      return `updates answered ${first.status()}, ${second.status()}`
    })
    lap('forms in Chromium', t)

    // Each stored exactly once, in the backend on the other origin.
    const stored = await backend.readStored()
    const once = (form: string, counts: Record<string, number>) => {
      const went = submitted.find((s) => s.form === form)
      const ok = Boolean(went?.ok) && Object.values(counts).every((n) => n === 1)
      check(
        'forms',
        `${form}: ${went?.detail ?? 'not tried'}`,
        ok,
        Object.entries(counts)
          .map(([what, n]) => `${n} ${what}`)
          .join(', ') + ' stored',
      )
    }
    const leadsOf = (form: string) => stored.leads.filter((l) => l.email === address(form)).length
    once('lead', { lead: leadsOf('lead') })
    once('contact', { lead: leadsOf('contact') })
    once('newsletter', { subscription: stored.subscriptions.filter((s) => s.email === address('newsletter')).length })
    once('campaign callback', { lead: leadsOf('campaign') })
    // The guide request stores its guide row and a lead.
    once('guide request', { 'guide row': stored.guides.filter((g) => g.email === address('guide')).length, lead: leadsOf('guide') })
    const guide = stored.guides.find((g) => g.id === guideId)
    const viewer = submitted.find((s) => s.form === 'guide viewer stats')
    check(
      'forms',
      `guide viewer stats: ${viewer?.detail ?? 'not tried'}`,
      Boolean(viewer?.ok) && (guide?.pages_viewed ?? 0) >= 2 && Boolean(guide?.viewed_at),
      `pages_viewed ${guide?.pages_viewed ?? 'no row'}, viewed_at ${guide?.viewed_at ? 'set' : 'empty'}`,
    )

    // Each lead notified once, by webhook and by e-mail, with the promise that applies.
    t = performance.now()
    const leads = stored.leads.filter((l) => l.email.startsWith('rehearsal.') && l.email.endsWith(`.${stamp}@example.com`))
    const promises = readNotifyContent().promises
    const arrived = () => {
      const per = (p: string) => receiver!.got.filter((g) => g.path === p)
      const named = (list: Receiver['got'], lead: (typeof leads)[number]) =>
        list.filter((g) => JSON.stringify(g.body).includes(JSON.stringify(lead.email).slice(1, -1)))
      return leads.map((lead) => ({ lead, hooks: named(per('/hook'), lead), mails: named(per('/emails'), lead) }))
    }
    const deadline = Date.now() + 20_000
    while (arrived().some((a) => !a.hooks.length || !a.mails.length) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
    await new Promise((r) => setTimeout(r, 500)) // a second delivery would come now
    const deliveries = arrived()
    const campaign = deliveries.find((d) => d.lead.source_page === '/itr-filing-campaign')
    const wrong = deliveries
      .filter((d) => d.hooks.length !== 1 || d.mails.length !== 1)
      .map((d) => `${d.lead.email}: ${d.hooks.length} + ${d.mails.length}`)
    const slowest = Math.max(0, ...deliveries.flatMap((d) => [...d.hooks, ...d.mails].map((g) => g.at - +d.lead.created_at)))
    check(
      'notify',
      'each stored lead: one webhook POST and one e-mail (receiver on its own origin)',
      leads.length >= 4 && wrong.length === 0,
      wrong.join('; ') || `${leads.length} leads, slowest ${(slowest / 1000).toFixed(1)} s from insert`,
    )
    check(
      'notify',
      'the campaign callback carries its promise and a tel: link',
      Boolean(
        campaign?.hooks[0] &&
        JSON.stringify(campaign.hooks[0].body).includes(promises.callback) &&
        JSON.stringify(campaign.hooks[0].body).includes('tel:+'),
      ),
      campaign ? `"${promises.callback}"` : 'no campaign lead stored',
    )
    lap('notifications', t)

    // 8. Privacy: the notice recorded with an enquiry; a withdrawal and an erasure asked on
    // /privacy/choices, confirmed through the link the e-mail API received, honoured at once.
    t = performance.now()
    const [shown] = await backend.ownerQuery<{ notice_version: string | null; text: string | null }>(
      `select l.notice_version, v.text from public.lead_submissions l
         left join private.published_notices v on v.version = l.notice_version and v.checked where l.email = $1`,
      [address('contact')],
    )
    check(
      'privacy',
      'an enquiry records the notice shown (one the site published, its text kept once)',
      Boolean(shown?.notice_version && shown.text?.includes('your message')),
      shown?.notice_version ? `version ${shown.notice_version.slice(0, 12)}…` : 'no version stored',
    )
    const choicesPage = [...content.pages.values()].find((p) => p.path === '/privacy/choices')
    const choicesText = choicesPage?.sections.find((s) => s.type === 'privacy-choices')
    const ask = async (kind: 'withdraw' | 'erase' | 'access', who: string): Promise<string> => {
      if (choicesText?.type !== 'privacy-choices') throw new Error('/privacy/choices has no privacy-choices section')
      await go(page, '/privacy/choices')
      await ready(page, '#choices form')
      const form = page.locator('#choices form')
      await form.locator(`input[name="kind"][value="${kind}"]`).check()
      await form.locator('input[name="contact"]').fill(who)
      await form.locator('button[type="submit"]').click()
      await page.locator('#choices [role="status"]').waitFor(FORM_TIMEOUT)
      let token = ''
      const until = Date.now() + 15_000
      while (!token && Date.now() < until) {
        const mail = receiver!.got.find((g) => g.path === '/emails' && JSON.stringify(g.body.to) === JSON.stringify([who]))
        token = /confirm=([0-9a-f]{64})/.exec(String(mail?.body.text ?? ''))?.[1] ?? ''
        if (!token) await new Promise((r) => setTimeout(r, 200))
      }
      if (!token) throw new Error('no confirmation e-mail reached the e-mail API')
      await go(page, `/privacy/choices?confirm=${token}`)
      await page.locator('#choices button', { hasText: choicesText.en.confirm.button }).click()
      const said = await page.locator('#choices [role="status"]').first().innerText(FORM_TIMEOUT)
      const expected =
        kind === 'erase'
          ? choicesText.en.confirm.erased
          : kind === 'withdraw'
            ? choicesText.en.confirm.withdrawn
            : choicesText.en.confirm.confirmed
      if (!said.startsWith(expected.split('{date}')[0])) throw new Error(`the page said: ${said}`)
      return 'confirmed by the e-mailed link'
    }
    const withdrawn = address('campaign')
    const erased = address('lead')
    await attempt('privacy withdrawal', () => ask('withdraw', withdrawn))
    await attempt('privacy erasure', () => ask('erase', erased))
    await attempt('privacy access request', () => ask('access', address('contact')))
    for (const form of ['privacy withdrawal', 'privacy erasure', 'privacy access request']) {
      const went = submitted.find((s) => s.form === form)
      check('privacy', `${form} on /privacy/choices`, Boolean(went?.ok), went?.detail ?? 'not tried')
    }
    // An enquiry of the withdrawn person stored just before the withdrawal (the race) is never delivered.
    const heardBefore = receiver!.got.length
    await backend.ownerQuery(
      `insert into private.notification_outbox (source_table, source_id, payload, created_at)
         select 'lead_submissions', gen_random_uuid(), jsonb_build_object('name', 'Rehearsal Race', 'email', $1::text, 'source_page', '/'),
                -- This person's withdrawal: the erasure after it writes a later row of its own.
                (select max(at) from private.withdrawals where inbox = private.inbox_key($1::text)) - interval '1 second'`,
      [withdrawn],
    )
    await new Promise((r) => setTimeout(r, 3000))
    const late = receiver!.got.slice(heardBefore).filter((g) => JSON.stringify(g.body).includes(withdrawn))
    const [raced] = await backend.ownerQuery<{ status: string }>(
      `select status from private.notification_outbox where payload->>'name' = 'Rehearsal Race' and payload->>'email' = $1`,
      [withdrawn],
    )
    check(
      'privacy',
      'no notification for a withdrawn person (one recorded just before the withdrawal is withheld)',
      late.length === 0 && raced?.status === 'withheld',
      `${late.length} delivered after the withdrawal; the raced one ${raced?.status ?? 'missing'}`,
    )
    const after = await backend.readStored()
    const leftOver =
      after.leads.filter((l) => l.email === erased).length +
      after.guides.filter((g) => g.email === erased).length +
      after.subscriptions.filter((s) => s.email === erased).length
    const [sealed] = await backend.ownerQuery<{ n: number }>(
      `select count(*)::int as n from private.sealed_records where record->>'email' = $1`,
      [erased],
    )
    check(
      'privacy',
      'nothing of an erased person in what the office reads or exports; sealed for a year',
      leftOver === 0 && sealed.n > 0,
      `${leftOver} rows left, ${sealed.n} sealed`,
    )
    // The office (its functions, with the project's secret key): the requests with their due dates, the export
    // without the erased person, and who read what.
    // Imported here, after the build: the enquiry rows' modules load the site's form code, whose React must not be
    // loaded before the build's prerender sets it up for production.
    const [{ enquiryHandlers }, { supabaseEnquiries }, { processorsOf }, { enquiryWords }] = await Promise.all([
      import('../src/editor-calls/enquiry-calls.ts'),
      import('../src/editor-calls/enquiry-store.ts'),
      import('../src/editor-calls/processors.ts'),
      import('../src/editor-calls/enquiry-rows.ts'),
    ])
    const office = <K extends EnquiryCall>(name: K, request: Record<string, unknown> = {}) =>
      (enquiryHandlers[name] as (ctx: EnquiryContext, r: Record<string, unknown>) => Promise<Routes[K]['response']>)(
        {
          store: supabaseEnquiries({ url: api!.url, key: serviceKey }),
          who: { name: 'Rehearsal Owner', owner: true },
          words: async () => enquiryWords(readYamlFile(root, 'pages/_site/forms.yaml'), readYamlFile(root, 'pages/_site/site.yaml')),
          processors: async () => processorsOf(readYamlFile(root, 'pages/privacy/choices.yaml')),
        },
        request,
      )
    const csvText = (await office('enquiriesCsv')).body
    const desk = await office('privacyDesk')
    const access = desk.requests.find((r) => r.kind === 'access' && r.contact === address('contact'))
    const daysDue = access?.due && access.confirmed ? (Date.parse(access.due) - Date.parse(access.confirmed)) / 86_400_000 : NaN
    const held = access ? await office('privacyFile', { id: access.id }) : undefined
    const reads = (await office('privacyDesk')).reads ?? []
    check(
      'privacy',
      'the office sees each request with its state and due date, makes the access file, and logs who read what',
      desk.requests.filter((r) => r.state === 'done').length >= 2 &&
        daysDue === 30 &&
        Boolean(held?.body.includes(address('contact'))) &&
        reads.some((r) => r.who === 'Rehearsal Owner' && r.download === 'csv') &&
        reads.some((r) => r.who === 'Rehearsal Owner' && r.download === 'what-we-hold'),
      `${desk.requests.length} requests; access due ${daysDue} days after confirmation; ${reads.length} reads logged`,
    )
    check(
      'privacy',
      "the office's CSV export holds nothing of the erased person",
      csvText.includes(address('contact')) && !csvText.includes(erased),
      csvText.includes(erased) ? 'the erased address is in the CSV' : `${csvText.split('\r\n').length - 2} rows, none of the erased person`,
    )
    lap('privacy', t)

    // Every route and alias, in the browser, under the policy.
    t = performance.now()
    const pages: string[] = []
    for (const p of content.pages.values()) pages.push(p.path, ...p.aliases)
    const aliasMisses: string[] = []
    for (const url of [...new Set(pages)]) {
      const res = await page.goto(base + url, { waitUntil: 'load' })
      const from = res?.request().redirectedFrom()
      if (res?.status() !== 200 || from)
        aliasMisses.push(`${url}: ${from ? `redirected to ${new URL(res!.url()).pathname}` : res?.status()}`)
    }
    await page.waitForTimeout(300)
    check(
      'browser',
      'every route and alias opens (200, no redirect)',
      aliasMisses.length === 0,
      aliasMisses.join('; ') || `${new Set(pages).size} addresses`,
    )
    lap('every page in Chromium', t)
    check(
      'browser',
      'Content Security Policy violations (securitypolicyviolation)',
      violations.length === 0,
      violations.length ? `${violations.length}: ${[...new Set(violations)].slice(0, 3).join('; ')}` : '0',
    )
    check(
      'browser',
      'console errors and uncaught exceptions',
      errors.length === 0,
      errors.length ? `${errors.length}: ${[...new Set(errors)].slice(0, 3).join('; ')}` : '0',
    )
    await context.close()
  } finally {
    await browser?.close().catch(() => {})
    if (host?.child.pid) {
      try {
        process.kill(-host.child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
    await notifier?.stop().catch(() => {})
    await receiver?.close().catch(() => {})
    await api?.close().catch(() => {})
    await backend?.close().catch(() => {})
    if (!keep) fs.rmSync(work, { recursive: true, force: true })
    else console.log(`kept ${work}`)
  }

  checks.print(
    'Production rehearsal (wrangler pages dev + backend on a second origin + Chromium + notifications)',
    ` in ${((performance.now() - started) / 1000).toFixed(0)} s (${timings.join(', ')})`,
  )
  return checks.missed ? 1 : 0
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
}
