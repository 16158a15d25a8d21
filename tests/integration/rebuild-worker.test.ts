// @vitest-environment node
/**
 * The rebuild at each boundary on the host's own scheduler (src/rebuild/worker.ts): what one run does (./due.ts)
 * on each side of the live site's next change, and the worker itself in Cloudflare's runtime (`wrangler dev
 * --test-scheduled`), its scheduled run triggered as the Cron Trigger would, against a live site and a deploy
 * hook of this machine's.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rebuildIfDue, type ScheduleFile } from '../../src/rebuild/due.ts'
import { freePort } from '../../scripts/lib/pages-dev.ts'

const root = path.resolve(import.meta.dirname, '../..')
const NEXT = Date.parse('2027-01-01T00:00:00+05:30')
const schedule: ScheduleFile = {
  builtAt: '2026-12-15T04:30:00.000Z',
  next: new Date(NEXT).toISOString(),
  changes: [{ page: '/itr-filing-campaign', what: 'section 1 (hero) ends' }],
}

/**
 * The environment without libfaketime's settings: Cloudflare's runtime keeps the machine's own clock (under a
 * moved clock it does not start), and the schedule's moments here are far from either.
 */
function realClock(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { LD_PRELOAD: _preload, ...rest } = env
  return Object.fromEntries(Object.entries(rest).filter(([k]) => !k.startsWith('FAKETIME')))
}

/** A live site that serves `file` as its schedule, and a deploy hook that counts the builds asked for. */
function liveSiteAndHook(file: () => ScheduleFile, hookStatus = 200) {
  const asked: string[] = []
  const server = http.createServer((req, res) => {
    if (req.url === '/_schedule.json') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(file()))
    if (req.url === '/hook' && req.method === 'POST') {
      asked.push(new Date().toISOString())
      return res.writeHead(hookStatus).end('{}')
    }
    res.writeHead(404).end()
  })
  return { server, asked }
}

describe('one run of the scheduler', () => {
  const { server, asked } = liveSiteAndHook(() => schedule)
  let url = ''
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  it('asks for nothing before the next change, and for one build from it on', async () => {
    const settings = { SITE_URL: url, DEPLOY_HOOK_URL: `${url}/hook` }
    const before = await rebuildIfDue(settings, NEXT - 1)
    expect(before).toEqual({ ok: true, asked: false, said: `Nothing due: the site is true until ${schedule.next}.` })
    expect(asked).toHaveLength(0)
    const after = await rebuildIfDue(settings, NEXT + 60_000)
    expect(after.ok && after.asked).toBe(true)
    expect(after.said).toContain('/itr-filing-campaign: section 1 (hero) ends')
    expect(asked).toHaveLength(1)
  })

  it('says what is missing or failing, and never the hook’s address', async () => {
    expect((await rebuildIfDue({}, NEXT)).said).toMatch(/^Not set up/)
    expect(await rebuildIfDue({ SITE_URL: url }, NEXT)).toMatchObject({ ok: false, said: expect.stringMatching(/DEPLOY_HOOK_URL/) })
    const secret = `${url}/hook-secret-token`
    const refused = await rebuildIfDue({ SITE_URL: url, DEPLOY_HOOK_URL: secret }, NEXT + 1)
    expect(refused).toMatchObject({ ok: false, asked: false })
    expect(refused.said).toMatch(/answered 404/)
    expect(refused.said).not.toContain('hook-secret-token')
    const gone = await rebuildIfDue({ SITE_URL: 'http://127.0.0.1:9', DEPLOY_HOOK_URL: secret }, NEXT + 1)
    expect(gone.ok).toBe(false)
    expect(gone.said).not.toContain('hook-secret-token')
  })
})

describe('the worker in Cloudflare’s runtime, on its schedule', () => {
  // Far from any clock this runs under (CI runs the tests again with the clock moved on, and the runtime keeps its own).
  let next: string | null = '2100-01-01T00:00:00.000Z'
  const { server, asked } = liveSiteAndHook(() => ({ ...schedule, next }))
  let worker: ChildProcess | undefined
  let workerUrl = ''
  let output = ''
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-worker-'))

  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const site = `http://127.0.0.1:${(server.address() as { port: number }).port}`
    const [port, inspector] = [await freePort(), await freePort()]
    const bin = path.join(root, 'node_modules/wrangler/bin/wrangler.js')
    // The worker's own settings (its schedule included), with its code named where it is: wrangler writes its
    // working files beside the settings file, here in the temporary folder rather than in src/.
    const settings = fs
      .readFileSync(path.join(root, 'src/rebuild/wrangler.toml'), 'utf8')
      .replace(/^main = "worker\.ts"$/m, `main = ${JSON.stringify(path.join(root, 'src/rebuild/worker.ts'))}`)
    expect(settings).toContain(path.join(root, 'src/rebuild/worker.ts'))
    fs.writeFileSync(path.join(work, 'wrangler.toml'), settings)
    worker = spawn(
      process.execPath,
      [
        bin,
        'dev',
        '-c',
        path.join(work, 'wrangler.toml'),
        '--test-scheduled',
        '--ip',
        '127.0.0.1',
        '--port',
        String(port),
        '--inspector-port',
        String(inspector),
        '--persist-to',
        path.join(work, 'state'),
        '--var',
        `SITE_URL:${site}`,
        '--var',
        `DEPLOY_HOOK_URL:${site}/hook`,
        '--show-interactive-dev-session=false',
      ],
      {
        cwd: work,
        env: { ...realClock(process.env), WRANGLER_SEND_METRICS: 'false', CI: '1', NO_COLOR: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    )
    worker.stdout!.on('data', (d: Buffer) => (output += d.toString()))
    worker.stderr!.on('data', (d: Buffer) => (output += d.toString()))
    workerUrl = `http://127.0.0.1:${port}`
    const deadline = Date.now() + 90_000
    while (Date.now() < deadline) {
      if (worker.exitCode !== null) throw new Error(`wrangler dev stopped:\n${output}`)
      if (await fetch(workerUrl).catch(() => undefined)) return
      await new Promise((r) => setTimeout(r, 300))
    }
    throw new Error(`wrangler dev did not answer within 90 s:\n${output}`)
  }, 120_000)

  afterAll(async () => {
    if (worker?.pid) process.kill(-worker.pid, 'SIGTERM')
    await new Promise<void>((r) => server.close(() => r()))
    fs.rmSync(work, { recursive: true, force: true })
  })

  /** Runs the Cron Trigger once, as Cloudflare would, and waits for the run to finish. */
  async function runSchedule(): Promise<void> {
    const before = output.length
    const res = await fetch(`${workerUrl}/__scheduled?cron=${encodeURIComponent('*/5 * * * *')}`)
    expect(res.status).toBe(200)
    const deadline = Date.now() + 15_000
    while (Date.now() < deadline && !/Rebuild asked for|Nothing due|Error/.test(output.slice(before)))
      await new Promise((r) => setTimeout(r, 100))
  }

  it('runs every 5 minutes, answers no visitor, and asks for one build once the change has come, none before', async () => {
    expect(fs.readFileSync(path.join(root, 'src/rebuild/wrangler.toml'), 'utf8')).toMatch(/crons = \["\*\/5 \* \* \* \*"\]/)
    expect((await fetch(workerUrl)).status).toBe(404)
    await runSchedule()
    expect(asked).toHaveLength(0)
    next = '2000-01-01T00:00:00.000Z'
    await runSchedule()
    expect(asked, output).toHaveLength(1)
  }, 60_000)
})
