/**
 * npm run shots:sections: a picture of every section type for docs/EDITING.md, drawn by the real
 * components through the real build.
 *
 * Copies the site to a temporary folder, adds one page per section type from
 * scripts/section-shots-fixtures.yaml (pages/section-shots/<type>.yaml), builds and prerenders it there,
 * serves it, and photographs each section at 1280 px in Chromium into docs/sections/<type>.png.
 *
 *   npm run shots:sections                 every type
 *   npm run shots:sections -- faq cards    only these
 *   --keep                                 keep the temporary site (its path is printed)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { parse, stringify } from 'yaml'
import { chromium } from 'playwright-core'
import { loadContent } from './lib/content/index.ts'
import { formatProblems } from './lib/content/format.ts'
import { startServer } from './serve.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'docs/sections')
const WIDTH = 1280
/** Taller sections are cut here: the top shows what the section is. */
const MAX_HEIGHT = 1100
/** Sections whose heading is the page's h1: shown on their own page. The others follow the intro hero. */
const MAIN_HEADING = new Set(['hero', 'article', 'not-found', 'thank-you', 'guide-viewer'])
/** The countdown and anything else that reads the clock see this moment, so pictures do not change daily. */
const NOW = new Date('2025-09-12T10:30:00+05:30')
/** Colours kept in each picture: 256 keeps text and gradients clean at a third of the size. */
const COLOURS = 256
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

interface Fixtures {
  intro: Record<string, unknown>
  query?: Record<string, string>
  /** A button inside the section to press first (the FAQ's first question, to show an answer). */
  click?: Record<string, string>
  sections: Record<string, Record<string, unknown>>
}

export function readFixtures(): Fixtures {
  // Read as YAML 1.2, where 2025-08-26 is text; the pages are written as YAML 1.1, which quotes it (the checker
  // reads pages with js-yaml, for which an unquoted date is a Date, not text).
  return parse(fs.readFileSync(path.join(root, 'scripts/section-shots-fixtures.yaml'), 'utf8')) as Fixtures
}

export function sectionTypes(): string[] {
  const page = JSON.parse(fs.readFileSync(path.join(root, 'schema/page.schema.json'), 'utf8')) as {
    definitions: { Section: { properties: { type: { enum: string[] } } } }
  }
  return page.definitions.Section.properties.type.enum
}

/** The page that shows one section type: the section alone, or below the intro hero. */
export function shotPage(type: string, fx: Fixtures): string {
  const section = fx.sections[type]
  if (!section) throw new Error(`scripts/section-shots-fixtures.yaml has no sample for the section type "${type}"`)
  const page = {
    meta: { title: `Section: ${type}`, description: `How a ${type} section looks.`, noindex: true },
    sections: MAIN_HEADING.has(type) ? [section] : [fx.intro, section],
  }
  return `# yaml-language-server: $schema=../../schema/page.schema.json\n${stringify(page, { lineWidth: 0, version: '1.1' })}`
}

/** A copy of the site with the sample pages, ready to build; node_modules is shared except its caches. */
export function prepareSite(types: string[], fx: Fixtures): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'section-shots-'))
  for (const f of ['index.html', 'vite.config.ts', 'tsconfig.json', 'package.json']) fs.copyFileSync(path.join(root, f), path.join(dir, f))
  for (const d of ['src', 'scripts', 'pages', 'schema', 'public']) fs.cpSync(path.join(root, d), path.join(dir, d), { recursive: true })
  // Each package is linked, but not node_modules/.cache and .vite: the build writes there.
  fs.mkdirSync(path.join(dir, 'node_modules'))
  for (const e of fs.readdirSync(path.join(root, 'node_modules')))
    if (e !== '.cache' && e !== '.vite') fs.symlinkSync(path.join(root, 'node_modules', e), path.join(dir, 'node_modules', e))
  fs.mkdirSync(path.join(dir, 'pages/section-shots'))
  for (const t of types) fs.writeFileSync(path.join(dir, `pages/section-shots/${t}.yaml`), shotPage(t, fx))
  return dir
}

interface Upng {
  decode(data: ArrayBuffer): { width: number; height: number }
  toRGBA8(img: { width: number; height: number }): ArrayBuffer[]
  encode(frames: ArrayBuffer[], width: number, height: number, colours: number): ArrayBuffer
}

/** Chromium's PNG, reduced to a palette: UPNG.js, which pdf-lib (a dev dependency) already installs. */
export function smallPng(png: Buffer): Buffer {
  const upng = createRequire(createRequire(import.meta.url).resolve('pdf-lib'))('@pdf-lib/upng') as Upng & { default?: Upng }
  const UPNG = upng.default ?? upng
  const img = UPNG.decode(png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer)
  return Buffer.from(UPNG.encode([UPNG.toRGBA8(img)[0]], img.width, img.height, COLOURS))
}

async function main(argv: string[]) {
  const keep = argv.includes('--keep')
  const all = sectionTypes()
  const asked = argv.filter((a) => !a.startsWith('--'))
  const unknown = asked.filter((t) => !all.includes(t))
  if (unknown.length) throw new Error(`unknown section type ${unknown.join(', ')}; known: ${all.join(', ')}`)
  const types = asked.length ? asked : all
  const fx = readFixtures()
  const site = prepareSite(types, fx)
  console.log(`site copy in ${site}`)
  try {
    const { problems } = loadContent({ root: site })
    if (problems.length) {
      const sources = new Map(problems.map((p) => [p.file, fs.readFileSync(path.join(site, p.file), 'utf8')]))
      throw new Error(`the sample pages have problems:\n${formatProblems(problems, { sources })}`)
    }
    console.log('building…')
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: site, encoding: 'utf8' })
    if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`)
    const server = await startServer({ port: 0, distDir: path.join(site, 'dist'), backend: false, log: () => {} })
    const browser = await chromium.launch({
      executablePath: fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : process.env.CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
    })
    try {
      fs.mkdirSync(outDir, { recursive: true })
      const context = await browser.newContext({
        viewport: { width: WIDTH, height: 900 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        bypassCSP: true,
      })
      await context.clock.setFixedTime(NOW)
      for (const type of types) {
        const page = await context.newPage()
        await page.goto(`${server.url}/section-shots/${type}${fx.query?.[type] ?? ''}`, { waitUntil: 'networkidle' })
        await page.evaluate(() => document.fonts.ready)
        // The sticky header and the floating chat buttons would sit on top of the section.
        await page.evaluate(() => {
          for (const el of document.querySelectorAll<HTMLElement>('body *')) {
            const pos = getComputedStyle(el).position
            if (pos === 'fixed') el.style.display = 'none'
            else if (pos === 'sticky') el.style.position = 'static'
          }
        })
        const index = MAIN_HEADING.has(type) ? 1 : 2
        if (fx.click?.[type]) await page.locator(`#main > :nth-child(${index}) ${fx.click[type]}`).first().click()
        await page.waitForTimeout(300)
        const count = await page.locator('#main > *').count()
        if (count !== index) throw new Error(`/section-shots/${type}: expected ${index} sections in <main>, found ${count}`)
        const box = (await page.locator(`#main > :nth-child(${index})`).boundingBox())!
        const file = path.join(outDir, `${type}.png`)
        const png = await page.screenshot({
          fullPage: true,
          clip: { x: 0, y: box.y, width: WIDTH, height: Math.min(Math.ceil(box.height), MAX_HEIGHT) },
          animations: 'disabled',
        })
        fs.writeFileSync(file, smallPng(png))
        console.log(`docs/sections/${type}.png  ${Math.round(box.height)} px high, ${Math.round(fs.statSync(file).size / 1024)} KB`)
        await page.close()
      }
    } finally {
      await browser.close()
      await server.close()
    }
  } finally {
    if (keep) console.log(`kept ${site}`)
    else fs.rmSync(site, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e)
    process.exit(1)
  })
}
