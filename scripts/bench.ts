/**
 * npm run bench: the figures behind the targets, measured on this machine. Not a pass/fail test: it
 * prints medians of several runs (the machine may be shared), and the ratios that matter.
 *   - content check: whole site (fresh process, and in-process), and pages/s on 1,000 generated pages
 *   - build: client + server bundles, prerender, pages/s of the prerender
 *   - weight: gzipped JS and CSS the home page (and each kind of page) loads before any interaction; the largest image
 *   - backend: 500 concurrent lead inserts to the local backend over HTTP, all stored exactly once
 *   - notify: time from a lead's insert to its notification reaching a webhook on 127.0.0.1 (median, p95; target
 *     ≤ 5 s), for leads one at a time and for 500 at once, each delivered once (`npm run bench -- notify`); the
 *     e-mail's delay after a burst of 100 with the webhook hanging (target: the last within 10 s), and the doubles
 *     after a kill -9 of the server mid-delivery
 *   - lighthouse: mobile scores, LCP, CLS and TBT of eleven representative routes, three of them Hindi (`npm run bench -- lighthouse`);
 *     `LIGHTHOUSE_ROUTES=/about,/contact` measures those instead, `--all-routes` every route of the site
 *   - editor: the visual editor's live preview on the longest page, from a keystroke in a form field to the
 *     preview frame showing it (target under 200 ms), on a copy of the site
 *   - hydration (only when asked, `npm run bench -- hydration`): time from navigation to hydrated (every
 *     submit button on, `<html data-hydrated>`) and to the first contentful paint, on slow 4G (DevTools' preset:
 *     562.5 ms latency, 1.44 Mbit/s down) and 4× CPU, fresh cache, medians of 5 per route
 *     (`HYDRATION_ROUTES=/a,/b`)
 *   - `BENCH_DIST=<folder>` measures a site built elsewhere (lighthouse, hydration), for A/B runs
 *   - contrast: axe's colour-contrast rule ten times in a row on the routes where it once flickered, each
 *     loaded as a visitor's browser loads it (nothing forced to draw), at a phone and a desktop width
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadContent } from './lib/content/index.ts'
import { waitForQuiet } from './lib/quiet.ts'
import { budgetFor, imagesBySize, kb, readBudgets, readManifest, routeWeight } from './lib/sizes.ts'
import { recordFigure } from './lib/figures.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** The built site the browser parts measure: dist/, or BENCH_DIST (a build into another folder, for A/B). */
const benchDist = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : path.join(root, 'dist')
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
// `--record`: also write the Lighthouse figures for the table `npm test` prints (tests/prerender/figures.ts).
const record = process.argv.includes('--record')
// `--gate`: exit 1 when a Lighthouse figure that does not depend on the machine's speed misses its target.
const gate = process.argv.includes('--gate')
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const want = (name: string) => !only.length || only.includes(name)
const rows: [string, string, string][] = []
const report = (what: string, value: string, target = '') => {
  rows.push([what, value, target])
  console.log(`${what}: ${value}${target ? `   (target ${target})` : ''}`)
}

if (want('check')) {
  const wall: number[] = []
  for (let i = 0; i < 5; i++) {
    const t = performance.now()
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts'], { cwd: root, stdio: 'ignore' })
    wall.push(performance.now() - t)
  }
  report('npm run check, whole site (fresh process, median of 5)', `${median(wall).toFixed(0)} ms`, '< 1000 ms')
  const inproc: number[] = []
  for (let i = 0; i < 5; i++) {
    const t = performance.now()
    loadContent({ root })
    inproc.push(performance.now() - t)
  }
  report('content check in-process (median of 5)', `${median(inproc).toFixed(0)} ms`)

  // 1,000 generated pages: real page files under new paths, each with its own title.
  const sources = fs
    .readdirSync(path.join(root, 'pages/services'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.yaml') && !f.endsWith('index.yaml'))
    .map((f) =>
      fs
        .readFileSync(path.join(root, 'pages/services', f), 'utf8')
        .replace(/^aliases:[\s\S]*?(?=^\S)/m, '')
        .replace(/^\s+canonical: .*$/m, ''),
    )
  // Each run's pages are new text, so each is parsed (the checker keeps the parse of text it has seen).
  const generated = (run: number) =>
    new Map(
      Array.from({ length: 1000 }, (_, i) => [
        `pages/bench/page-${i}.yaml`,
        sources[i % sources.length].replace(/^(\s+title: )(.*)$/m, `$1$2 ${i}.${run}`),
      ]),
    )
  const base = median(inproc)
  const gen: number[] = []
  for (let i = 0; i < 3; i++) {
    const extra = generated(i)
    const t = performance.now()
    const r = loadContent({ root, extraPages: extra })
    gen.push(performance.now() - t)
    if (r.problems.length) throw new Error(`generated pages have problems: ${r.problems[0].message}`)
  }
  const perSecond = 1000 / ((median(gen) - base) / 1000)
  report(
    'content check, 1,000 generated pages (median of 3)',
    `${median(gen).toFixed(0)} ms → ${perSecond.toFixed(0)} pages/s`,
    '≥ 2,000 pages/s',
  )
}

if (want('build')) {
  const { buildSite } = await import('./build-site/index.ts')
  const runs = []
  for (let i = 0; i < 3; i++) runs.push(await buildSite({ quiet: true }))
  const total = median(runs.map((r) => r.totalMs))
  const pre = median(runs.map((r) => r.prerenderMs))
  report('full build (check + client + server + prerender + assets, median of 3)', `${(total / 1000).toFixed(1)} s`, '< 60 s')
  report(
    '  of which Vite client / server bundles',
    `${(median(runs.map((r) => r.clientMs)) / 1000).toFixed(1)} s / ${(median(runs.map((r) => r.ssrMs)) / 1000).toFixed(1)} s`,
  )
  report(
    '  prerender',
    `${pre.toFixed(0)} ms for ${runs[0].pages} pages → ${((runs[0].pages / pre) * 1000).toFixed(0)} pages/s`,
    '≥ 100 pages/s',
  )
  report(
    '  generated assets (PDFs, guide images)',
    `${(median(runs.map((r) => r.assetsMs)) / 1000).toFixed(1)} s for ${runs[0].assets} files`,
  )
}

if (want('weight')) {
  const dist = path.join(root, 'dist')
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('run `npm run build` first')
  const manifest = readManifest(root)
  const budgets = readBudgets(root)
  const { content } = loadContent({ root })
  if (!content) throw new Error('the content has problems: run `npm run check`')
  // Every page (an alias serves the same HTML as its page, so it is not listed again).
  for (const route of [...content.pages.keys()].sort()) {
    const w = routeWeight(dist, route, manifest)
    report(
      `gzipped JS / CSS / HTML before interaction: ${route}`,
      `${kb(w.js)} / ${kb(w.css)} / ${kb(w.html)}`,
      `JS ≤ ${budgetFor(budgets.js, route, content.pages.values())} KB, CSS ≤ ${budgetFor(budgets.css, route, content.pages.values())} KB`,
    )
  }
  const supa = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .find((f) => fs.readFileSync(path.join(dist, 'assets', f), 'utf8').includes('supabase'))
  report('supabase-js chunk (loaded on first submit only)', supa ?? 'not found')
  const images = imagesBySize(dist)
  report(
    `largest image in dist/ (of ${images.length})`,
    images[0] ? `${images[0].file}: ${kb(images[0].size)}` : 'none',
    `≤ ${kb(budgets.images.largestBytes)} (budgets.json)`,
  )
}

if (want('backend')) {
  const { createLocalBackend, startBackendServer } = await import('./backend/index.ts')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backend-'))
  const backend = await createLocalBackend({ dataDir: path.join(dir, 'pglite'), log: () => {}, handleSignals: false, capByAddress: false })
  const server = await startBackendServer(backend)
  try {
    const N = 500
    const t = performance.now()
    const statuses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        fetch(`${server.url}/rest/v1/lead_submissions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', apikey: 'local', authorization: 'Bearer local' },
          body: JSON.stringify({
            name: `Bench ${i}`,
            email: `bench${i}@example.in`,
            phone: '+91 98765 43210',
            message: `m${i}`,
            service: '',
            source_page: '/bench',
          }),
        }).then((r) => r.status),
      ),
    )
    const ms = performance.now() - t
    const stored = await backend.readStored()
    const names = new Set(stored.leads.map((l) => l.name))
    report(
      `local backend: ${N} concurrent inserts`,
      `${ms.toFixed(0)} ms → ${((N / ms) * 1000).toFixed(0)} inserts/s; ${statuses.filter((s) => s === 201).length} answered 201, ${stored.leads.length} rows stored, ${names.size} distinct`,
      `all ${N} stored once`,
    )
  } finally {
    await server.close()
    await backend.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

if (want('notify')) {
  const { createLocalBackend, startBackendServer } = await import('./backend/index.ts')
  const { startLocalNotifier } = await import('./notify/dispatcher.ts')
  const { startReceiver } = await import('./notify/receiver.ts')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-notify-'))
  const backend = await createLocalBackend({ dataDir: path.join(dir, 'pglite'), log: () => {}, handleSignals: false, capByAddress: false })
  const server = await startBackendServer(backend)
  const receiver = await startReceiver()
  const notifier = startLocalNotifier(backend, { env: { NOTIFY_WEBHOOK_URL: `${receiver.url}/hook` }, log: () => {} })
  const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]
  let n = 0
  const insert = () => {
    n++
    return fetch(`${server.url}/rest/v1/lead_submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: 'local' },
      body: JSON.stringify({
        name: `Notify ${n}`,
        email: `notify${n}@example.in`,
        phone: `98${String(10_000_000 + n).slice(-8)}`,
        message: '',
        service: '',
        source_page: '/bench',
      }),
    }).then((r) => r.status)
  }
  /** Insert-to-delivery times of the leads named "Notify <from..to-1>", once all have arrived (or 60 s). */
  const latencies = async (from: number, to: number) => {
    const want = to - from
    const deadline = Date.now() + 60_000
    const mine = () =>
      receiver.got.filter((g) => {
        const k = Number(/^Notify (\d+)$/.exec(String((g.body.enquiry as { name?: string } | undefined)?.name))?.[1])
        return k >= from && k < to
      })
    while (mine().length < want && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
    await new Promise((r) => setTimeout(r, 300)) // a second delivery would come now
    const got = mine()
    const created = new Map(
      (await backend.readStored()).leads.filter((l) => l.name.startsWith('Notify ')).map((l) => [l.name, +l.created_at]),
    )
    const times = got.map((g) => g.at - created.get(String((g.body.enquiry as { name: string }).name))!)
    const keys = new Set(got.map((g) => g.headers['idempotency-key']))
    return { times, delivered: got.length, distinct: keys.size }
  }
  try {
    // One at a time, a tenth of a second apart.
    const first = n + 1
    for (let i = 0; i < 50; i++) {
      await insert()
      await new Promise((r) => setTimeout(r, 100))
    }
    const one = await latencies(first, n + 1)
    report(
      'notification, insert → webhook, leads one at a time (50)',
      `median ${median(one.times).toFixed(0)} ms, p95 ${p95(one.times).toFixed(0)} ms; ${one.delivered} delivered, ${one.distinct} distinct`,
      '≤ 5000 ms, each once',
    )
    const start = n + 1
    const statuses = await Promise.all(Array.from({ length: 500 }, insert))
    const burst = await latencies(start, n + 1)
    report(
      'notification, insert → webhook, 500 leads at once',
      `median ${median(burst.times).toFixed(0)} ms, p95 ${p95(burst.times).toFixed(0)} ms, last ${Math.max(...burst.times).toFixed(0)} ms; ` +
        `${statuses.filter((s) => s === 201).length} stored (answers: ${[...new Set(statuses)].map((c) => `${c}×${statuses.filter((s) => s === c).length}`).join(' ')}), ${burst.delivered} delivered, ${burst.distinct} distinct`,
      '≤ 5000 ms median, 500 once',
    )
  } finally {
    await notifier.stop()
    await receiver.close()
    await server.close()
    await backend.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }

  // One channel hanging: 100 leads at once, the e-mail API healthy, the webhook never answering. Runs of their own.
  const hungRuns: { last: number; median: number; delivered: number }[] = []
  for (let run = 0; run < 3; run++) {
    const hungDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-notify-hung-'))
    const hungBackend = await createLocalBackend({
      dataDir: path.join(hungDir, 'pglite'),
      log: () => {},
      handleSignals: false,
      capByAddress: false,
    })
    const hungServer = await startBackendServer(hungBackend)
    const api = await startReceiver()
    const { createServer } = await import('node:http')
    const hung = createServer((req) => req.resume())
    await new Promise<void>((done) => hung.listen(0, '127.0.0.1', done))
    const hungUrl = `http://127.0.0.1:${(hung.address() as { port: number }).port}/hook`
    const hungNotifier = startLocalNotifier(hungBackend, {
      env: {
        NOTIFY_EMAIL_TO: 'office@example.in',
        NOTIFY_EMAIL_API_KEY: 'k',
        NOTIFY_EMAIL_API_URL: `${api.url}/emails`,
        NOTIFY_WEBHOOK_URL: hungUrl,
      },
      log: () => {},
    })
    try {
      const t = Date.now()
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          fetch(`${hungServer.url}/rest/v1/lead_submissions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', apikey: 'local' },
            body: JSON.stringify({
              name: `Hung ${i}`,
              email: `hung${i}@example.in`,
              phone: `97${String(10_000_000 + i).slice(-8)}`,
              source_page: '/bench',
            }),
          }),
        ),
      )
      const deadline = Date.now() + 60_000
      while (api.got.length < 100 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
      const times = api.got.map((g) => g.at - t)
      // Not all delivered in the minute: the last one counts as never (Infinity), not as the last that came.
      hungRuns.push({ last: api.got.length < 100 ? Infinity : Math.max(...times), median: median(times), delivered: api.got.length })
    } finally {
      hung.closeAllConnections() // the webhook's deliveries fail now: the dispatcher can stop
      hung.close()
      await hungNotifier.stop()
      await api.close()
      await hungServer.close()
      await hungBackend.close()
      fs.rmSync(hungDir, { recursive: true, force: true })
    }
  }
  report(
    'notification with the webhook hanging: 100 leads at once, e-mail from the burst (3 runs)',
    `last e-mail median ${median(hungRuns.map((r) => r.last)).toFixed(0)} ms (runs: ${hungRuns.map((r) => r.last.toFixed(0)).join(', ')} ms), ` +
      `median e-mail ${median(hungRuns.map((r) => r.median)).toFixed(0)} ms; ${hungRuns.map((r) => r.delivered).join('/')} of 100 delivered`,
    'last ≤ 10000 ms',
  )

  // kill -9 of a server mid-delivery: what the next server on its folder sends again (doubles). A slow receiver
  // (1 s per delivery) so the kill finds some in flight.
  const { spawn } = await import('node:child_process')
  const { createServer } = await import('node:http')
  const doubles: number[] = []
  const lost: number[] = []
  for (let run = 0; run < 3; run++) {
    const killDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-notify-kill-'))
    const arrivals: string[] = []
    let delayMs = 1000
    const slow = createServer((req, res) => {
      arrivals.push(String(req.headers['idempotency-key']))
      req.resume()
      setTimeout(() => res.writeHead(200).end('{}'), delayMs)
    })
    await new Promise<void>((done) => slow.listen(0, '127.0.0.1', done))
    const hookUrl = `http://127.0.0.1:${(slow.address() as { port: number }).port}/hook`
    const start = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/notify/bench-child.ts')], {
        env: { ...process.env, DATA_DIR: path.join(killDir, 'pglite'), NOTIFY_WEBHOOK_URL: hookUrl, LEASE_SECONDS: '5' },
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      const exited = new Promise((done) => child.on('exit', done))
      const ready = new Promise<string>((done, fail) => {
        let out = ''
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString()
          if (out.includes('\n')) done((JSON.parse(out.split('\n')[0]) as { url: string }).url)
        })
        child.on('exit', () => fail(new Error('the bench child server stopped')))
      })
      return { child, exited, ready }
    }
    const first = start()
    const url = await first.ready
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        fetch(`${url}/rest/v1/lead_submissions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', apikey: 'local' },
          body: JSON.stringify({
            name: `Killed ${i}`,
            email: `killed${i}@example.in`,
            phone: `96${String(10_000_000 + i).slice(-8)}`,
            source_page: '/bench',
          }),
        }),
      ),
    )
    while (arrivals.length < 20) await new Promise((r) => setTimeout(r, 20))
    first.child.kill('SIGKILL')
    await first.exited
    delayMs = 0
    const second = start()
    await second.ready
    const deadline = Date.now() + 90_000
    while (new Set(arrivals).size < 100 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
    // What the kill caught in flight is claimed again once its lease (5 s) ends, after the untried ones (first tries go first).
    await new Promise((r) => setTimeout(r, 7000))
    doubles.push(arrivals.length - new Set(arrivals).size)
    lost.push(100 - new Set(arrivals).size)
    second.child.kill('SIGTERM')
    await second.exited
    slow.close()
    slow.closeAllConnections()
    fs.rmSync(killDir, { recursive: true, force: true })
  }
  report(
    'notification after kill -9 mid-delivery: 100 leads, 1 s per delivery (3 runs)',
    `doubles median ${median(doubles)} (runs: ${doubles.join(', ')}); lost ${lost.join(', ')}`,
    '≤ one queue (8) per channel, none lost',
  )
}

/** Whether a route's page asks search engines not to index it (meta.noindex). */
function noindex(route: string): boolean {
  const pathOnly = route.split('?')[0]
  const { content } = loadContent({ root })
  const key = content?.routes[pathOnly]
  return [...(content?.pages.values() ?? [])].some((p) => content?.routes[p.path] === key && p.meta.noindex === true)
}

if (want('lighthouse')) {
  // Lighthouse (mobile: emulated mid-range phone, simulated slow 4G) on the built site served by
  // startServer, in Debian's Chromium through chrome-launcher; nothing is downloaded.
  const dist = benchDist
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('run `npm run build` first')
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const { CHROMIUM_ARGS, chromiumPath } = await import('./lib/chromium.ts')
  const { startServer } = await import('./serve.ts')
  const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
  const runsText = RUNS === 1 ? 'one run' : `median of ${RUNS}`
  // The targets since the page's code loads after the first paint (the guide viewer's first page is a
  // picture, so its LCP is that picture's arrival).
  const LIGHTHOUSE_TARGET = 'perf 100 · others 100 · LCP ≤ 1.1 s (guide viewer ≤ 1.5 s) · CLS ≤ 0.02 · TBT ≤ 50 ms'
  // The guide viewer needs a guide to show: with /ebook among the routes, the local backend runs (in a
  // throw-away folder) and a guide row is made as the guide request form makes it.
  const guideId = crypto.randomUUID()
  // Home, a service page with a hero form, the campaign, the blog index and an article, contact, the guide
  // request page and the guide itself; and in Hindi the home, a service page and the campaign.
  const defaults = [
    '/',
    '/services/compliance-services/gst-compliance',
    '/itr-filing-campaign',
    '/blog',
    '/blog/gst-registration-guide-2025',
    '/contact',
    '/free-startup-guide',
    '/ebook?id={guide}',
    '/hi',
    '/hi/services/financial-services/itr-filing',
    '/hi/itr-filing-campaign',
  ]
  const routes = (
    process.argv.includes('--all-routes')
      ? [...Object.keys(loadContent({ root }).content!.routes).filter((r) => r !== '/ebook'), '/ebook?id={guide}']
      : process.env.LIGHTHOUSE_ROUTES
        ? process.env.LIGHTHOUSE_ROUTES.split(',').map((r) => r.trim())
        : defaults
  ).map((r) => r.replace('{guide}', guideId))
  const withGuide = routes.some((r) => r.startsWith('/ebook'))
  const dataDir = withGuide ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-guide-')) : undefined
  const server = await startServer({ distDir: dist, port: 0, backend: withGuide, dataDir, log: () => {} })
  if (withGuide) {
    const { LOCAL_ANON_KEY } = await import('../src/backend/protocol.ts')
    const made = await fetch(`${server.url}/rest/v1/ebook_downloads`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: guideId, name: 'Bench Reader', email: 'bench.reader@example.com' }),
    })
    if (!made.ok) throw new Error(`could not make a guide row for /ebook: ${made.status} ${await made.text()}`)
  }
  /** What the gate counts against: misses that do not depend on the machine's speed, and routes that would not load. */
  const gated: string[] = []
  let measured = 0
  const launch = () => chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? chromiumPath(), chromeFlags: CHROMIUM_ARGS })
  let chrome = await launch()
  try {
    for (const route of routes) {
      try {
        // Blocking time is CPU time: measure on an idle machine. In CI this step follows the browser tests,
        // whose processes take a while to wind down; one run there read 175 ms of TBT where the next
        // read 98. The wait (at most 20 s a route) and the machine's own speed go into the figure. With one
        // core kept busy throughout (never quiet), every route still met every target on 2026-11-24.
        const quiet = await waitForQuiet()
        const run = async () =>
          (await lighthouse(server.url + route, {
            port: chrome.port,
            logLevel: 'error',
            output: 'json',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          }))!.lhr
        // Three runs per route, medians reported: one run swings by ±100 ms of TBT on a shared machine.
        // On a busy machine a run can fail as a whole (runtimeError: a protocol timeout, or NO_NAVSTART when
        // the trace missed the navigation, twice in a row on /blog in one CI run and never in 6 runs here):
        // up to two retries, each in a freshly started browser, before the route counts as not run.
        const lhrs: Awaited<ReturnType<typeof run>>[] = []
        for (let i = 0; i < RUNS; i++) {
          let lhr = await run()
          for (let retry = 0; lhr.runtimeError && retry < 2; retry++) {
            chrome.kill()
            chrome = await launch()
            lhr = await run()
          }
          if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
          lhrs.push(lhr)
        }
        const score = (id: string) => median(lhrs.map((l) => Math.round((l.categories[id]?.score ?? 0) * 100)))
        // A page that asks not to be indexed (the guide viewer) fails SEO's is-crawlable audit on purpose.
        const seoMisses = (l: (typeof lhrs)[number]) =>
          (l.categories.seo?.auditRefs ?? [])
            .filter((a) => a.weight > 0 && (l.audits[a.id]?.score ?? 1) < 1)
            .map((a) => a.id)
            .filter((id) => !(id === 'is-crawlable' && noindex(route)))
        const seoOk = lhrs.filter((l) => seoMisses(l).length === 0).length > lhrs.length / 2
        const ms = (id: string) => median(lhrs.map((l) => l.audits[id]?.numericValue ?? NaN))
        const tbts = lhrs.map((l) => (l.audits['total-blocking-time']?.numericValue ?? NaN).toFixed(0)).join('/')
        const speed = median(lhrs.map((l) => l.environment.benchmarkIndex))
        const machine = `${quiet.idle === null ? 'idle unknown' : `${Math.round(quiet.idle * 100)}% idle${quiet.quiet ? '' : ' (never quiet)'} after ${(quiet.waitedMs / 1000).toFixed(0)} s`}, benchmarkIndex ${Math.round(speed)}`
        const summary = `perf ${score('performance')} · a11y ${score('accessibility')} · BP ${score('best-practices')} · SEO ${score('seo')} · LCP ${(ms('largest-contentful-paint') / 1000).toFixed(2)} s · CLS ${ms('cumulative-layout-shift').toFixed(3)} · TBT ${ms('total-blocking-time').toFixed(0)} ms`
        // Accessibility, best practices, SEO and layout shift do not depend on the machine's speed: they are
        // gated. Performance, LCP and TBT do, and are reported against their targets.
        /** The audits of a category that did not pass in any run: what to mend, named in the gate's line. */
        const missed = (category: string) =>
          [
            ...new Set(
              lhrs.flatMap((l) =>
                (l.categories[category]?.auditRefs ?? []).filter((a) => a.weight > 0 && (l.audits[a.id]?.score ?? 1) < 1).map((a) => a.id),
              ),
            ),
          ].join(', ')
        const fixedMisses = [
          score('accessibility') < 100 && `accessibility (${missed('accessibility')})`,
          score('best-practices') < 100 && `best practices (${missed('best-practices')})`,
          !seoOk && `SEO (${[...new Set(lhrs.flatMap(seoMisses))].join(', ')})`,
          ms('cumulative-layout-shift') > 0.02 && 'CLS',
        ].filter((m): m is string => Boolean(m))
        const speedMisses = [
          score('performance') < 100 && 'performance',
          ms('largest-contentful-paint') > (route.startsWith('/ebook') ? 1500 : 1100) && 'LCP',
          ms('total-blocking-time') > 50 && 'TBT',
        ].filter((m): m is string => Boolean(m))
        gated.push(...fixedMisses.map((m) => `${route} ${m}`))
        measured++
        if (record)
          recordFigure({
            area: 'speed',
            measure: `Lighthouse ${route} (${runsText})`,
            result: `${summary} (${machine})`,
            target: LIGHTHOUSE_TARGET,
            met: fixedMisses.length + speedMisses.length === 0,
            gate: false,
          })
        report(`lighthouse mobile ${route} (${runsText})`, `${summary} (TBT runs ${tbts}; ${machine})`, LIGHTHOUSE_TARGET)
      } catch (err) {
        const why = `could not run: ${err instanceof Error ? err.message : String(err)}`
        gated.push(`${route} ${why}`)
        if (record)
          recordFigure({
            area: 'speed',
            measure: `Lighthouse ${route}`,
            result: why,
            target: LIGHTHOUSE_TARGET,
            met: null,
            gate: false,
          })
        report(`lighthouse mobile ${route}`, why)
      }
    }
  } finally {
    chrome.kill()
    await server.close()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  }
  if (record)
    recordFigure({
      area: 'speed',
      measure: `Lighthouse mobile, ${routes.length} routes: a11y, BP, SEO, CLS`,
      result: gated.length ? gated.join('; ') : `all met on ${measured} of ${routes.length} routes`,
      target: '100, 100, 100; CLS ≤ 0.02',
      met: gated.length === 0,
      gate: true,
    })
  // `--gate`: a miss of what does not depend on the machine's speed, or a route Lighthouse could not load, fails.
  if (gate && gated.length) {
    console.error(`Lighthouse gate: ${gated.join('; ')}`)
    process.exitCode = 1
  }
}

if (only.includes('hydration')) {
  // What loading the code after the first paint costs a visitor on a slow phone and network.
  const { chromium } = await import('playwright-core')
  const { CHROMIUM_ARGS, chromiumPath } = await import('./lib/chromium.ts')
  const { startServer } = await import('./serve.ts')
  const server = await startServer({ distDir: benchDist, port: 0, backend: false, log: () => {} })
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const routes = (process.env.HYDRATION_ROUTES ?? '/,/contact,/services/compliance-services/gst-compliance,/itr-filing-campaign').split(',')
  const RUNS = 5
  try {
    for (const route of routes) {
      const hydrated: number[] = []
      const painted: number[] = []
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Network.enable')
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 562.5,
          downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8,
          uploadThroughput: (750 * 1000 * 0.9) / 8,
        })
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await page.goto(server.url + route, { waitUntil: 'commit' })
        // Hydrated: the header's effect has marked <html>, and no submit button is still off (forms turn
        // theirs on when they hydrate). Read in the page, against its own clock (navigation start = 0).
        const at = await page.waitForFunction(
          () =>
            'hydrated' in document.documentElement.dataset && !document.querySelector('button[type=submit]:disabled')
              ? performance.now()
              : 0,
          undefined,
          { polling: 'raf', timeout: 60000 },
        )
        hydrated.push((await at.jsonValue()) as number)
        painted.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN))
        await context.close()
      }
      report(
        `hydrated, slow 4G + 4× CPU ${route} (median of ${RUNS})`,
        `${(median(hydrated) / 1000).toFixed(2)} s (runs ${hydrated.map((t) => (t / 1000).toFixed(2)).join('/')}); first contentful paint ${(median(painted) / 1000).toFixed(2)} s`,
      )
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

if (only.includes('contrast')) {
  // A contrast result that flickers from load to load. Not in the default run (it loads 80 pages).
  const { chromium } = await import('playwright-core')
  const { CHROMIUM_ARGS, chromiumPath } = await import('./lib/chromium.ts')
  const { startServer } = await import('./serve.ts')
  const axe = fs.readFileSync(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8')
  const server = await startServer({ port: 0, backend: false, log: () => {} })
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const routes = (
    process.env.CONTRAST_ROUTES ??
    '/contact,/about,/services/consulting-services/growth-planning-scaling,/services/consulting-services/market-research-analysis'
  ).split(',')
  const RUNS = 10
  try {
    for (const width of [412, 1350])
      for (const route of routes) {
        let failing = 0
        const seen = new Set<string>()
        for (let i = 0; i < RUNS; i++) {
          // bypassCSP: axe is injected as an inline script, which the site's policy refuses.
          const context = await browser.newContext({ bypassCSP: true, viewport: { width, height: width < 500 ? 823 : 940 } })
          const page = await context.newPage()
          await page.goto(server.url + route, { waitUntil: 'load' })
          await page.addScriptTag({ content: axe })
          const found = await page.evaluate(async () => {
            const w = window as unknown as {
              axe: { run: (c: Document, o: object) => Promise<{ violations: { nodes: { target: string[] }[] }[] }> }
            }
            const r = await w.axe.run(document, { runOnly: ['color-contrast'] })
            return r.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))
          })
          if (found.length) failing++
          found.forEach((t) => seen.add(t))
          await context.close()
        }
        report(
          `axe colour contrast ${route} at ${width} px (${RUNS} loads)`,
          `${failing} of ${RUNS} loads with a violation${seen.size ? `: ${[...seen].slice(0, 2).join('; ')}` : ''}`,
          `0 of ${RUNS}`,
        )
      }
  } finally {
    await browser.close()
    await server.close()
  }
}

if (want('editor')) {
  const { openBrowser } = await import('./lib/chromium.ts')
  const { startEditor } = await import('./edit.ts')
  const { copySite } = await import('./editor/site-copy.ts')
  const site = copySite('bench-editor').dir
  const editor = await startEditor({ port: 0, site, cacheDir: path.join(os.tmpdir(), 'vite-editor-bench') })
  const browser = await openBrowser()
  try {
    // The longest page by bytes, and its first section's heading.
    const longest = fs
      .readdirSync(path.join(site, 'pages'), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.yaml') && !f.startsWith('_site'))
      .map((f) => ({ f: `pages/${f}`, size: fs.statSync(path.join(site, 'pages', f)).size }))
      .sort((a, b) => b.size - a.size)[0]
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
    await page.goto(`${editor.url}/file?file=${encodeURIComponent(longest.f)}`)
    await page.locator('.ed-card-main').nth(1).click()
    await page.locator('#part0_heading').waitFor()
    await page.frameLocator('iframe').locator('main').waitFor()
    const times: number[] = []
    for (let i = 0; i < 15; i++) {
      // A string, not a function: tsx would add helpers to a function's inner arrows that the page lacks.
      const ms = (await page.evaluate(`(async () => {
        const input = document.getElementById('part0_heading')
        const frame = document.querySelector('iframe').contentDocument
        const text = input.value.replace(/ \\d+$/, '') + ' ${i}'
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
        const start = performance.now()
        setter.call(input, text)
        input.dispatchEvent(new Event('input', { bubbles: true }))
        await new Promise((resolve) => {
          const look = () => (frame.body.innerText.includes(text) ? resolve() : requestAnimationFrame(look))
          look()
        })
        // Until the frame has painted it.
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r)))
        return performance.now() - start
      })()`)) as number
      times.push(ms)
      await page.waitForTimeout(150)
    }
    report(
      `editor: keystroke → preview shows it, ${longest.f} (${(longest.size / 1024).toFixed(1)} KB), median of 15`,
      `${median(times).toFixed(0)} ms (slowest ${Math.max(...times).toFixed(0)} ms)`,
      '< 200 ms',
    )
  } finally {
    await browser.close()
    await editor.close()
    fs.rmSync(site, { recursive: true, force: true })
  }
}

console.log('\n| measure | value | target |\n| --- | --- | --- |\n' + rows.map((r) => `| ${r.join(' | ')} |`).join('\n'))
