// @vitest-environment node
/**
 * Speed budgets on the built dist/ (budgets.json): gzipped JavaScript and CSS each route loads before
 * any interaction, and the largest image. Images in the HTML are modern formats with their size given;
 * text uses system fonts, and nothing (fonts, styles, scripts, images) comes from another origin.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtContent } from './built.ts'
import { budgetFor as budgetOf, imagesBySize, kb, readBudgets, readManifest, routeWeight } from '../../scripts/lib/sizes.ts'
import { recordFigure } from '../../scripts/lib/figures.ts'

const root = path.resolve(import.meta.dirname, '../..')
const dist = path.join(root, 'dist')
const { content } = builtContent(root)

const budgets = readBudgets(root)
const KB = 1024

const files = fs.readdirSync(dist, { recursive: true }).map(String)
const htmlFiles = files.filter((f) => f.endsWith('.html'))
const MODERN = /\.(svg|webp|avif)$/i

const budgetFor = (table: { default: number; routes?: Record<string, number> }, route: string) =>
  budgetOf(table, route, content!.pages.values())

describe('budgets', () => {
  const routes = Object.keys(content!.routes).sort()
  const manifest = readManifest(root)
  const weights = routes.map((route) => routeWeight(dist, route, manifest))

  /** Routes over their budget, and the route using the largest share of its own. */
  function check(kind: 'js' | 'css') {
    const rows = weights.map((w) => ({ route: w.route, bytes: w[kind], budget: budgetFor(budgets[kind], w.route) }))
    const over = rows.filter((r) => r.bytes > r.budget * KB).map((r) => `${r.route}: ${kb(r.bytes)} > ${r.budget} KB`)
    const closest = rows.reduce((a, b) => (b.bytes / b.budget > a.bytes / a.budget ? b : a))
    return { over, closest }
  }

  it('gzipped JavaScript before interaction, per route', () => {
    const { over, closest } = check('js')
    const home = weights.find((w) => w.route === '/')!
    recordFigure({
      area: 'speed',
      measure: `gzipped JS before interaction, ${weights.length} routes (budgets.json)`,
      result: `${over.length} over budget; home ${kb(home.js)} of ${budgets.js.routes['/']} KB; nearest its budget ${closest.route} ${kb(closest.bytes)} of ${closest.budget} KB`,
      target: 'each route within its budget; home ≤ 120 KB',
      met: over.length === 0,
      gate: true,
    })
    expect(over).toEqual([])
    expect(home.js).toBeLessThanOrEqual(120 * KB)
  })

  it('gzipped CSS, per route', () => {
    const { over, closest } = check('css')
    recordFigure({
      area: 'speed',
      measure: `gzipped CSS, ${weights.length} routes (budgets.json)`,
      result: `${over.length} over budget; largest ${closest.route} ${kb(closest.bytes)} of ${closest.budget} KB`,
      target: 'each route within its budget',
      met: over.length === 0,
      gate: true,
    })
    expect(over).toEqual([])
  })

  it('every listed route exists (no stale budgets)', () => {
    expect(Object.keys(budgets.js.routes).filter((r) => !(r in content!.routes))).toEqual([])
  })

  it(`no image in dist/ is larger than the budget`, () => {
    const images = imagesBySize(dist)
    const big = images
      .filter(({ size }) => size > budgets.images.largestBytes)
      .map(({ file, size }) => `${file}: ${size} bytes > ${budgets.images.largestBytes}`)
    recordFigure({
      area: 'speed',
      measure: `largest image in dist/ (of ${images.length})`,
      result: images[0] ? `${images[0].file} ${kb(images[0].size)}` : 'no images',
      target: `≤ ${kb(budgets.images.largestBytes)}`,
      met: big.length === 0,
      gate: true,
    })
    expect(big).toEqual([])
  })
})

describe('images and fonts', () => {
  const pages = htmlFiles.map((rel) => ({ rel, html: fs.readFileSync(path.join(dist, rel), 'utf8') }))
  const tags = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\s[^>]*>`, 'g'))].map((m) => m[0])
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

  it('every <img> has a width and a height, and is SVG, WebP or AVIF', () => {
    const bad: string[] = []
    let count = 0
    for (const { rel, html } of pages)
      for (const img of tags(html, 'img')) {
        count++
        const src = attr(img, 'src') ?? ''
        if (!/^\d+$/.test(attr(img, 'width') ?? '') || !/^\d+$/.test(attr(img, 'height') ?? ''))
          bad.push(`${rel}: ${img.slice(0, 120)} has no numeric width and height`)
        if (!MODERN.test(src.replace(/[?#].*$/, '')) && !src.startsWith('data:image/svg'))
          bad.push(`${rel}: ${src} is not SVG, WebP or AVIF`)
      }
    recordFigure({
      area: 'speed',
      measure: '<img> elements: SVG, WebP or AVIF, with width and height',
      result: `${bad.length} problems in ${count} images on ${pages.length} pages`,
      target: '0 problems',
      met: bad.length === 0,
      gate: true,
    })
    expect(bad).toEqual([])
    expect(count).toBeGreaterThan(0)
  })

  it('no web fonts: no font files, no @font-face, no font or stylesheet from another origin', () => {
    expect(files.filter((f) => /\.(woff2?|ttf|otf|eot)$/i.test(f))).toEqual([])
    const css = files.filter((f) => f.endsWith('.css'))
    expect(css.filter((f) => /@font-face/.test(fs.readFileSync(path.join(dist, f), 'utf8')))).toEqual([])
    const external: string[] = []
    for (const { rel, html } of pages) {
      for (const link of tags(html, 'link')) {
        const href = attr(link, 'href') ?? ''
        const rels = attr(link, 'rel') ?? ''
        if (/\b(stylesheet|preload|modulepreload|preconnect|dns-prefetch|icon)\b/.test(rels) && /^(https?:)?\/\//.test(href))
          external.push(`${rel}: <link rel="${rels}" href="${href}">`)
      }
      for (const s of [...tags(html, 'script'), ...tags(html, 'img')]) {
        const src = attr(s, 'src') ?? ''
        if (/^(https?:)?\/\//.test(src)) external.push(`${rel}: ${src}`)
      }
      if (/fonts\.(googleapis|gstatic)\.com|use\.typekit|fonts\.bunny/.test(html)) external.push(`${rel}: names a web-font service`)
    }
    recordFigure({
      area: 'speed',
      measure: 'fonts, styles, scripts and images from another origin',
      result: `${external.length} found; text in the system font stack`,
      target: 'none',
      met: external.length === 0,
      gate: true,
    })
    expect(external).toEqual([])
  })
  it('the visual editor (src/editor, scripts/editor, its form and drag-and-drop libraries) is in no file of dist/', () => {
    // Strings only the editor's code holds: its API path, its class names, its libraries' names.
    const marks = ['/_edit/api', 'ed-card', 'ed-preview', 'rjsf', 'dnd-kit', 'glyphicon']
    const text = files.filter((f) => /\.(js|css|html|json)$/.test(f))
    expect(text.length).toBeGreaterThan(10)
    const found = text.flatMap((f) => {
      const body = fs.readFileSync(path.join(dist, f), 'utf8')
      return marks.filter((m) => body.includes(m)).map((m) => `${f}: ${m}`)
    })
    expect(found).toEqual([])
    expect(files.some((f) => f.startsWith('_edit'))).toBe(false)
  })
})
