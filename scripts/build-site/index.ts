/**
 * The build (npm run build, scripts/build.ts): check content (stop on any problem), build the browser bundle and the server renderer
 * with Vite, prerender every route and alias into dist/, write sitemap.xml, robots.txt and generated assets.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'
import { loadContent, readBase } from '../lib/content/index.ts'
import { formatProblems } from '../../src/checker/format.ts'
import { lazyModulesPath, manifestPath, prerender, robots, sitemap, type Manifest, type RenderFn } from '../lib/prerender.ts'
import { headersFile } from '../lib/headers.ts'
import { resolveSettings, settingsProblem } from '../lib/env.ts'
import { findSecretsIn } from '../lib/secrets.ts'
import { siteTime } from '../lib/site-time.ts'
import { nextChangeText, SCHEDULE_FILE, scheduleFile } from '../lib/rebuild.ts'
import { OutsideFolderError, writeInside } from '../lib/safe-write.ts'
import { reencodePictures } from '../lib/pictures.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const defaultDist = path.join(root, 'dist')
const defaultSsrOut = path.join(root, 'node_modules/.cache/ssr')

/** A reason the build stops that is not a content problem: said in one paragraph, exit code 1. */
export class BuildRefused extends Error {}

export interface BuildOptions {
  quiet?: boolean
  /** Where the site is written; default dist/. Another folder keeps its build record beside it, not in node_modules/.cache. */
  outDir?: string
  /** Where the .env files are read from (Vite's envDir); default the repository. */
  envDir?: string
  /** Build the site as at this moment (milliseconds); default SITE_TIME, or now (scripts/lib/site-time.ts). */
  now?: number
}

export async function buildSite(opts: BuildOptions = {}) {
  // One moment for the whole build (Vite's pass reads SITE_TIME too): what shows then is what is built.
  const now = opts.now ?? siteTime()
  const callerTime = process.env.SITE_TIME
  process.env.SITE_TIME = new Date(now).toISOString()
  try {
    return await buildAt(now, opts)
  } finally {
    if (callerTime === undefined) delete process.env.SITE_TIME
    else process.env.SITE_TIME = callerTime
  }
}

async function buildAt(now: number, opts: BuildOptions) {
  const t0 = performance.now()
  const log = (s: string) => opts.quiet || console.log(s)
  const dist = path.resolve(opts.outDir ?? defaultDist)
  const envDir = path.resolve(opts.envDir ?? root)
  const record = dist === defaultDist ? undefined : `${dist}.build-record`
  // The server renderer imports react and the rest from node_modules, so it is always built inside the repository.
  const ssrOut = record ? `${defaultSsrOut}-${createHash('sha1').update(dist).digest('hex').slice(0, 10)}` : defaultSsrOut
  // The Supabase key is written into every page: only a public key may be. Checked on the values Vite will
  // compile in (.env files and the environment), before anything is written or emptied.
  const settings = resolveSettings(envDir, 'production')
  const problem = settingsProblem(settings)
  if (problem) throw new BuildRefused(`Nothing was built. ${problem}`)
  const { content, problems, sources, changes = [] } = loadContent({ root, base: readBase(root), now, onlyShowing: true })
  if (!content) {
    console.error(formatProblems(problems, { sources, color: process.stderr.isTTY }))
    process.exit(1)
  }
  const logLevel = opts.quiet ? 'silent' : 'warn'
  await build({ root, envDir, logLevel, build: { outDir: dist, emptyOutDir: true, manifest: true } })
  const t1 = performance.now()
  await build({
    root,
    envDir,
    logLevel,
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
    },
  })
  const t2 = performance.now()
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
  const { render } = (await import(pathToFileURL(path.join(ssrOut, 'entry-server.js')).href + `?t=${Date.now()}`)) as { render: RenderFn }
  // Vite's manifest says which chunks each section needs; kept outside dist/ (not served) for the budgets.
  const manifestFile = record ? path.join(record, 'manifest.json') : manifestPath(root)
  const lazyFile = record ? path.join(record, 'lazy-modules.json') : lazyModulesPath(root)
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true })
  fs.renameSync(path.join(dist, '.vite/manifest.json'), manifestFile)
  fs.rmSync(path.join(dist, '.vite'), { recursive: true, force: true })
  // Every chunk a page needs must be found, or its weight would be counted short and the loader would not
  // preload it (sectionChunks throws).
  let result: ReturnType<typeof prerender>
  try {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest
    result = prerender(content, template, render, dist, {
      favicon: fs.readFileSync(path.join(root, 'public/favicon.svg'), 'utf8'),
      manifest,
      builtAt: now,
    })
  } catch (error) {
    if (error instanceof OutsideFolderError) throw new BuildRefused(error.message)
    throw new BuildRefused(`The build cannot count the page's code: ${error instanceof Error ? error.message : String(error)}`)
  }
  // A build into another folder (npm run rehearse, tests) leaves no server bundle behind.
  if (record) fs.rmSync(ssrOut, { recursive: true, force: true })
  fs.writeFileSync(lazyFile, JSON.stringify(result.lazy))
  writeInside(dist, 'sitemap.xml', sitemap(content))
  writeInside(dist, 'robots.txt', robots(content))
  writeInside(dist, '_headers', headersFile(settings.supabaseUrl))
  // When this build stops being true by itself: the scheduled rebuild (.github/workflows/rebuild.yml) reads it.
  writeInside(dist, SCHEDULE_FILE, scheduleFile(now, changes))
  const t3 = performance.now()
  const assets = fs.existsSync(path.join(root, 'scripts/assets/index.ts')) ? await import('../assets/index.ts') : undefined
  const assetFiles: string[] = assets ? await assets.writeAssets({ root, outDir: dist, content }) : []
  // Every picture a store kept (public/images/, the office's included) is served as sharp writes it from its pixels:
  // no byte of an upload survives (./lib/pictures.ts). Refused, not served as sent, when sharp cannot read one.
  try {
    await reencodePictures(path.join(dist, 'images'))
  } catch (error) {
    throw new BuildRefused(`Nothing was built: ${error instanceof Error ? error.message : String(error)}`)
  }
  // Last line of defence: nothing the build wrote may hold a secret a visitor could read.
  const secrets = findSecretsIn(dist, settings.anonKey)
  if (secrets.found.length) {
    fs.rmSync(dist, { recursive: true, force: true })
    throw new BuildRefused(
      `The build wrote secrets into files every visitor can download, so dist/ was deleted:\n  ${secrets.found.join('\n  ')}\n` +
        'Remove them from the environment (.env) or the content, and build again.',
    )
  }
  const t4 = performance.now()
  const timing = {
    clientMs: t1 - t0,
    ssrMs: t2 - t1,
    prerenderMs: result.ms,
    assetsMs: t4 - t3,
    totalMs: t4 - t0,
    pages: result.pages,
    assets: assetFiles.length,
  }
  log(nextChangeText(changes))
  log(
    `built ${result.pages} pages (${content.pages.size} routes + aliases + 404) and ${assetFiles.length} assets in ${(timing.totalMs / 1000).toFixed(1)} s; prerender ${timing.prerenderMs.toFixed(0)} ms (${((result.pages / timing.prerenderMs) * 1000).toFixed(0)} pages/s)`,
  )
  return timing
}
