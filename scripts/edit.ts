/**
 * `npm run edit`: the visual editor with the dev server, on this computer only. Prints the
 * address and opens a browser where one is available (not in CI, not with --no-open).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { editorPlugin } from './editor/plugin.ts'
import { folderSettled } from './editor/enquiries.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** `site`: the folder whose pages/ the editor reads and writes (tests use a copy); the code is always this repo's. */
export async function startEditor(opts: { port?: number; site?: string; cacheDir?: string } = {}) {
  const site = opts.site ?? root
  // No local backend: the preview sends no forms (scripts/vite-backend.ts).
  process.env.SITE_EDITOR = '1'
  const server = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    root,
    // Pictures and downloads come from the edited folder's public/ (a copy's, in tests), as its pages name them.
    publicDir: path.join(site, 'public'),
    logLevel: 'warn',
    ...(opts.cacheDir ? { cacheDir: opts.cacheDir } : {}),
    // No CORS: Vite's default answers any localhost page's preflight, and the editor answers only its own.
    server: { host: '127.0.0.1', port: opts.port ?? 5173, strictPort: false, cors: false },
    // The editor's pages are no HTML file Vite would find by itself: name them, so their libraries are
    // prepared when the server starts, not discovered on the first visit (which reloads the page).
    optimizeDeps: { entries: ['index.html', 'src/editor/main.tsx', 'src/editor/preview.tsx'] },
    plugins: [editorPlugin(site)],
  })
  await server.listen()
  const address = server.httpServer?.address()
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? 5173)
  return {
    server,
    url: `http://127.0.0.1:${port}/_edit`,
    // Stopped only once a read of the local data folder under way has closed it.
    close: async () => {
      await server.close()
      await folderSettled()
    },
  }
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open'
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url]
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return
  const child = spawn(command, args, { stdio: 'ignore', detached: true })
  child.on('error', () => undefined) // No browser opener here: the printed address is enough.
  child.unref()
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const portArg = process.argv.indexOf('--port')
  const { url } = await startEditor({ port: portArg > 0 ? Number(process.argv[portArg + 1]) : undefined })
  console.log(`\n  Site editor: ${url}\n  (Only this computer can open it. Stop it with Ctrl+C.)\n`)
  if (!process.argv.includes('--no-open') && !process.env.CI) openBrowser(url)
}
