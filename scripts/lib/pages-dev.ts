/**
 * Cloudflare's own runtime serving a built folder (`wrangler pages dev`, workerd), as the rehearsals use it:
 * it applies `_headers`, `_redirects` and `_routes.json` and runs `_worker.js` as Cloudflare Pages does.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export interface HostOptions {
  compatibilityDate: string
  /** The name the address uses: 127.0.0.1, or localhost where a passkey needs a domain name. */
  hostname?: string
  /** More arguments for `wrangler pages dev` (--kv NAME, --binding KEY=VALUE). */
  args?: string[]
  /** The port to serve on (0 or none: a free one). */
  port?: number
}

export interface Host {
  url: string
  child: ChildProcess
  output: () => string
}

/** `wrangler pages dev <site>` on a free port; resolves once it answers. */
export async function startHost(site: string, work: string, opts: HostOptions): Promise<Host> {
  const bin = path.join(root, 'node_modules/wrangler/bin/wrangler.js')
  if (!fs.existsSync(bin)) throw new Error('wrangler is not installed: run `npm install` (it is a dev dependency).')
  const [port, inspector] = [opts.port || (await freePort()), await freePort()]
  const args = ['pages', 'dev', site, `--compatibility-date=${opts.compatibilityDate}`, '--ip', '127.0.0.1', '--port', String(port)]
  args.push(
    '--inspector-port',
    String(inspector),
    '--persist-to',
    path.join(work, 'wrangler-state'),
    '--show-interactive-dev-session=false',
    ...(opts.args ?? []),
  )
  const child = spawn(process.execPath, [bin, ...args], {
    cwd: work,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  const url = `http://${opts.hostname ?? '127.0.0.1'}:${port}`
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev stopped (exit code ${child.exitCode}):\n${output}`)
    const res = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' }).catch(() => undefined)
    if (res) return { url, child, output: () => output }
    await new Promise((r) => setTimeout(r, 300))
  }
  child.kill()
  throw new Error(`wrangler pages dev did not answer on ${url} within 90 s:\n${output}`)
}
