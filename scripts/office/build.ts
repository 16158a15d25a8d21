/**
 * npm run build:office [-- --out <dir>]: adds the office editor to a built site (dist/ by default), for the
 * site's host to serve at /office/ (docs/DEPLOY.md, "The office on a web address"):
 *
 *   office/             the editor's page and files (src/editor/office: the sign-in, then src/editor's app),
 *                       and the section pictures the add-section menu shows;
 *   _worker.js          the host functions (src/worker/worker.ts) in one file, with the forms' data made
 *                       from the schemas now and the checker's validators compiled ahead of time;
 *   _routes.json        only /office and /office/* reach the functions; every visitor page stays a file.
 *
 * Run after `npm run build` (which empties the folder). The secret scan then covers all three.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { build as esbuild } from 'esbuild'
import { build as viteBuild } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { contentPlugin } from '../lib/vite-content.ts'
import { formsOfSchemas } from '../editor/forms.ts'
import { findSecretsIn } from '../lib/secrets.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Where the worker's settings that are not secrets are documented; the build writes none of them. */
export const OFFICE_ROUTES = { version: 1, include: ['/office', '/office/*'], exclude: [] }

export async function buildOffice(outDir: string, opts: { quiet?: boolean } = {}): Promise<{ workerBytes: number; appBytes: number }> {
  const dist = path.resolve(outDir)
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} holds no built site: run npm run build first.`)
  const office = path.join(dist, 'office')
  fs.rmSync(office, { recursive: true, force: true })
  await viteBuild({
    configFile: false,
    root: path.join(root, 'src/editor/office'),
    base: '/office/',
    logLevel: opts.quiet ? 'silent' : 'warn',
    plugins: [react(), tailwindcss(), contentPlugin(root)],
    resolve: { alias: { '@': path.join(root, 'src') } },
    build: {
      outDir: office,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // The office's editor, not a visitor's page: one large chunk (rjsf, the checker's messages) is expected.
      chunkSizeWarningLimit: 4096,
      rollupOptions: {
        input: { index: path.join(root, 'src/editor/office/index.html'), preview: path.join(root, 'src/editor/office/preview.html') },
      },
    },
  })
  // The add-section menu's pictures (made by npm run shots:sections).
  fs.mkdirSync(path.join(office, 'pictures'), { recursive: true })
  for (const png of fs.readdirSync(path.join(root, 'docs/sections')).filter((f) => f.endsWith('.png')))
    fs.copyFileSync(path.join(root, 'docs/sections', png), path.join(office, 'pictures', png))

  const forms = formsOfSchemas(root, '/office/pictures')
  await esbuild({
    entryPoints: [path.join(root, 'src/worker/worker.ts')],
    outfile: path.join(dist, '_worker.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['workerd', 'worker', 'browser'],
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { __OFFICE_FORMS__: JSON.stringify(forms) },
    logLevel: opts.quiet ? 'silent' : 'warning',
  })
  fs.writeFileSync(path.join(dist, '_routes.json'), JSON.stringify(OFFICE_ROUTES, null, 2) + '\n')

  const secrets = findSecretsIn(dist)
  if (secrets.found.length) throw new Error(`A secret would be published with the office editor: ${secrets.found.join('; ')}`)
  const size = (dir: string): number =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .reduce((n, e) => n + (e.isDirectory() ? size(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).size), 0)
  return { workerBytes: fs.statSync(path.join(dist, '_worker.js')).size, appBytes: size(office) }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const out = values.out ?? path.join(root, 'dist')
  buildOffice(out).then(
    ({ workerBytes, appBytes }) =>
      console.log(
        `Office editor added to ${path.relative(root, out) || '.'}: functions ${(workerBytes / 1024).toFixed(0)} KB, editor files ${(appBytes / 1024).toFixed(0)} KB.`,
      ),
    (e: Error) => {
      console.error(e.message)
      process.exit(1)
    },
  )
}
