// @vitest-environment node
/**
 * Speed budgets on the built dist/ (budgets.json): gzipped JavaScript and CSS each route loads before
 * any interaction, and the largest image. Images in the HTML are modern formats with their size given;
 * text uses system fonts, and nothing (fonts, styles, scripts, images) comes from another origin.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../scripts/lib/content/index.ts'
import { imagesBySize, kb, readManifest, routeWeight } from '../../scripts/lib/sizes.ts'
import { recordFigure } from './figures.ts'

const root = path.resolve(import.meta.dirname, '../..')
const dist = path.join(root, 'dist')
const { content } = loadContent({ root })

interface Budgets {
  js: { default: number; routes: Record<string, number> }
  css: { default: number; routes?: Record<string, number> }
  images: { largestBytes: number }
}
const budgets = JSON.parse(fs.readFileSync(path.join(root, 'budgets.json'), 'utf8')) as Budgets
const KB = 1024

const files = fs.readdirSync(dist, { recursive: true }).map(String)
const htmlFiles = files.filter((f) => f.endsWith('.html'))
const MODERN = /\.(svg|webp|avif)$/i

/** A route's budget: its own, else its page's (aliases), else the default. */
function budgetFor(table: { default: number; routes?: Record<string, number> }, route: string): number {
  const page = [...content!.pages.values()].find((p) => p.path === route || p.aliases.includes(route))
  return table.routes?.[route] ?? (page && table.routes?.[page.path]) ?? table.default
}

describe('budgets', () => {
  const routes = Object.keys(content!.routes).sort()
  const manifest = readManifest(root)
  const weights = routes.map((route) => routeWeight(dist, route, manifest))

  it('gzipped JavaScript before interaction, per route', () => {
    const home = weights.find((w) => w.route === '/')!
    recordFigure('home: gzipped JS / CSS before interaction', `${kb(home.js)} / ${kb(home.css)} (budget ${budgets.js.routes['/']} KB)`)
    const over = weights
      .filter((w) => w.js > budgetFor(budgets.js, w.route) * KB)
      .map((w) => `${w.route}: ${kb(w.js)} > ${budgetFor(budgets.js, w.route)} KB`)
    expect(over).toEqual([])
  })

  it('gzipped CSS, per route', () => {
    const over = weights
      .filter((w) => w.css > budgetFor(budgets.css, w.route) * KB)
      .map((w) => `${w.route}: ${kb(w.css)} > ${budgetFor(budgets.css, w.route)} KB`)
    expect(over).toEqual([])
  })

  it('every listed route exists (no stale budgets)', () => {
    expect(Object.keys(budgets.js.routes).filter((r) => !(r in content!.routes))).toEqual([])
  })

  it(`no image in dist/ is larger than the budget`, () => {
    const big = imagesBySize(dist)
      .filter(({ size }) => size > budgets.images.largestBytes)
      .map(({ file, size }) => `${file}: ${size} bytes > ${budgets.images.largestBytes}`)
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
    expect(external).toEqual([])
  })
})
