/**
 * npm run shots:sections: a picture of every section type for docs/EDITING.md, drawn by the real
 * components through the real build.
 *
 * Copies the site to a temporary folder, adds one page per section type with the sample its schema gives
 * ("x-section" → picture, in pages/section-shots/<type>.yaml), builds and prerenders it there, serves it,
 * and photographs each section at 1280 px in Chromium into docs/sections/<type>.png.
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
import { stringify } from 'yaml'
import { openBrowser } from './lib/chromium.ts'
import { loadContent } from './lib/content/index.ts'
import { formatProblems } from '../src/checker/format.ts'
import { sectionsAbout, type SectionAbout } from '../src/checker/sections.ts'
import { fsSource } from './lib/content/fs-source.ts'
import { startServer } from './serve.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'docs/sections')
const WIDTH = 1280
/** Taller sections are cut here: the top shows what the section is. */
const MAX_HEIGHT = 1100
/** Above a section that does not carry the page's main heading (not in the picture). */
const INTRO = { type: 'hero', heading: 'Section preview', description: 'The section below is what the picture shows.' }
/** The countdown and anything else that reads the clock see this moment, so pictures do not change daily. */
const NOW = new Date('2025-09-12T10:30:00+05:30')
/** Colours kept in each picture: 256 keeps text and gradients clean at a third of the size. */
const COLOURS = 256

/** The page that shows one section type: the section alone when it carries the main heading, else below an intro. */
export function shotPage(type: string, about: SectionAbout): string {
  const section = { type, ...about.picture.example }
  const page = {
    meta: { title: `Section: ${type}`, description: `How a ${type} section looks.`, noindex: true },
    sections: about.mainHeading ? [section] : [INTRO, section],
  }
  return `# yaml-language-server: $schema=../../schema/page.schema.json\n${stringify(page, { lineWidth: 0, version: '1.1' })}`
}

/** A copy of the site with the sample pages, ready to build; node_modules is shared except its caches. */
export function prepareSite(types: string[], all: Map<string, SectionAbout>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'section-shots-'))
  for (const f of ['index.html', 'vite.config.ts', 'tsconfig.json', 'package.json']) fs.copyFileSync(path.join(root, f), path.join(dir, f))
  for (const d of ['src', 'scripts', 'pages', 'schema', 'public', 'supabase'])
    fs.cpSync(path.join(root, d), path.join(dir, d), { recursive: true })
  // Each package is linked, but not node_modules/.cache and .vite: the build writes there.
  fs.mkdirSync(path.join(dir, 'node_modules'))
  for (const e of fs.readdirSync(path.join(root, 'node_modules')))
    if (e !== '.cache' && e !== '.vite') fs.symlinkSync(path.join(root, 'node_modules', e), path.join(dir, 'node_modules', e))
  fs.mkdirSync(path.join(dir, 'pages/section-shots'))
  for (const t of types) fs.writeFileSync(path.join(dir, `pages/section-shots/${t}.yaml`), shotPage(t, all.get(t)!))
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
  // Each section type, with the sample for its picture that its schema gives.
  const all = sectionsAbout(fsSource(root))
  const asked = argv.filter((a) => !a.startsWith('--'))
  const unknown = asked.filter((t) => !all.has(t))
  if (unknown.length) throw new Error(`unknown section type ${unknown.join(', ')}; known: ${[...all.keys()].join(', ')}`)
  const types = asked.length ? asked : [...all.keys()]
  const site = prepareSite(types, all)
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
    const browser = await openBrowser()
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
        const { mainHeading, picture } = all.get(type)!
        const page = await context.newPage()
        await page.goto(`${server.url}/section-shots/${type}${picture.query ?? ''}`, { waitUntil: 'networkidle' })
        await page.evaluate(() => document.fonts.ready)
        // The sticky header and the floating chat buttons would sit on top of the section.
        await page.evaluate(() => {
          for (const el of document.querySelectorAll<HTMLElement>('body *')) {
            const pos = getComputedStyle(el).position
            if (pos === 'fixed') el.style.display = 'none'
            else if (pos === 'sticky') el.style.position = 'static'
          }
        })
        const index = mainHeading ? 1 : 2
        if (picture.click) await page.locator(`#main > :nth-child(${index}) ${picture.click}`).first().click()
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
