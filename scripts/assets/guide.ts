/**
 * The startup guide's pages as SVG images (dist/guide/page-01.svg ...), drawn from pages/_site/guide.yaml
 * with the brand and contact details from site.yaml. Text stays text (escaped), wrapped with Helvetica
 * metrics, which Arial and Liberation Sans share; long lines carry textLength so a wider fallback font
 * is squeezed to the measured width instead of running off the page.
 */
import { writeInside } from '../lib/safe-write.ts'
import { StandardFontEmbedder, StandardFonts } from 'pdf-lib'
import { GUIDE_PAGE_HEIGHT, GUIDE_PAGE_WIDTH, guideImage } from '../../src/checker/resolve.ts'
import { domainLabel, fill } from './data.ts'
import { parseBody, parseInline, plain, wrap, type Line, type Measure, type Run } from './text.ts'
import type { Guide, GuideBlock, GuidePage, GuideTable, SiteInfo } from './types.ts'
import { palette } from './palette.ts'

export const WIDTH = GUIDE_PAGE_WIDTH
export const HEIGHT = GUIDE_PAGE_HEIGHT
const MARGIN = 60
const CONTENT_W = WIDTH - 2 * MARGIN
const FOOTER_TOP = 1052
const FONT = "Arial, Helvetica, 'Liberation Sans', sans-serif"

/** The site's palette, from src/styles/app.css (./palette.ts). */
const C = palette()

// ---- escaping ----

/** Escapes text for XML content and attribute values, and drops characters XML 1.0 cannot carry. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  )
}

const num = (n: number) => String(Math.round(n * 100) / 100)

// ---- measuring ----

type StandardFontName = Parameters<typeof StandardFontEmbedder.for>[0]
const helvetica = {
  regular: StandardFontEmbedder.for(StandardFonts.Helvetica as unknown as StandardFontName),
  bold: StandardFontEmbedder.for(StandardFonts.HelveticaBold as unknown as StandardFontName),
}
const widthCache = new Map<string, number>()

/** Width at 1px font size; characters Helvetica's encoding lacks (₹, arrows) count as 0.6em. */
function unitWidth(text: string, bold: boolean): number {
  const key = (bold ? 'b' : 'r') + text
  let w = widthCache.get(key)
  if (w !== undefined) return w
  const font = bold ? helvetica.bold : helvetica.regular
  try {
    w = font.widthOfTextAtSize(text, 1)
  } catch {
    w = [...text].reduce((sum, ch) => {
      try {
        return sum + font.widthOfTextAtSize(ch, 1)
      } catch {
        return sum + 0.6
      }
    }, 0)
  }
  widthCache.set(key, w)
  return w
}

const measureAt =
  (size: number): Measure =>
  (text, bold) =>
    unitWidth(text, bold) * size

// ---- drawing helpers ----

/** One line of text; bold runs become tspans. Lines close to the measured limit get textLength. */
function textLine(
  line: Line,
  x: number,
  y: number,
  size: number,
  opts: { color?: string; boldColor?: string; max?: number; anchor?: 'start' | 'end' | 'middle'; weight?: number } = {},
): string {
  const { color = C.text, boldColor = color, max, anchor = 'start', weight } = opts
  const fit = max !== undefined && line.width > max * 0.8 ? ` textLength="${num(line.width)}" lengthAdjust="spacing"` : ''
  const w = weight ? ` font-weight="${weight}"` : ''
  const a = anchor !== 'start' ? ` text-anchor="${anchor}"` : ''
  const body = line.runs
    .map((r) => (r.bold && !weight ? `<tspan font-weight="700" fill="${boldColor}">${escapeXml(r.text)}</tspan>` : escapeXml(r.text)))
    .join('')
  return `<text x="${num(x)}" y="${num(y)}" font-size="${num(size)}" fill="${color}"${w}${a}${fit} xml:space="preserve">${body}</text>`
}

function lineOf(text: string, size: number, bold = false): Line {
  const runs: Run[] = [{ text, bold }]
  return { runs, width: measureAt(size)(text, bold) }
}

const bold = (runs: Run[]): Run[] => runs.map((r) => ({ ...r, bold: true }))

class TooLong extends Error {}

/** A page being laid out: SVG pieces and a cursor that moves down. `s` scales every size. */
class Canvas {
  out: string[] = []
  y: number
  constructor(
    readonly s: number,
    top: number,
  ) {
    this.y = top
  }

  push(svg: string): void {
    this.out.push(svg)
  }

  /** Reserves vertical space; a page that runs into the footer is laid out again smaller. */
  take(h: number): number {
    const top = this.y
    this.y += h
    if (this.y > FOOTER_TOP - 12) throw new TooLong()
    return top
  }

  wrap(runs: Run[], width: number, size: number): Line[] {
    return wrap(runs, width, measureAt(size))
  }

  paragraph(runs: Run[], opts: { x?: number; width?: number; size?: number; leading?: number; color?: string; after?: number } = {}): void {
    const s = this.s
    const { x = MARGIN, width = CONTENT_W, size = 18 * s, leading = 27 * s, color = C.text, after = 11 * s } = opts
    for (const line of this.wrap(runs, width, size)) {
      const top = this.take(leading)
      this.push(textLine(line, x, top + leading * 0.75, size, { color, boldColor: C.ink, max: width }))
    }
    this.y += after
  }

  list(items: Run[][], ordered: boolean): void {
    const s = this.s
    const size = 18 * s
    const leading = 26.5 * s
    const indent = 30 * s
    items.forEach((item, i) => {
      this.wrap(item, CONTENT_W - indent, size).forEach((line, j) => {
        const top = this.take(leading)
        const base = top + leading * 0.75
        if (j === 0) {
          if (ordered)
            this.push(
              textLine(lineOf(`${i + 1}.`, size, true), MARGIN + indent - 8 * s, base, size, { color: C.teal, anchor: 'end', weight: 700 }),
            )
          else this.push(`<circle cx="${num(MARGIN + 8 * s)}" cy="${num(base - size * 0.33)}" r="${num(4 * s)}" fill="${C.teal}"/>`)
        }
        this.push(textLine(line, MARGIN + indent, base, size, { boldColor: C.ink, max: CONTENT_W - indent }))
      })
      this.y += 5 * s
    })
    this.y += 6 * s
  }

  body(text: string): void {
    for (const b of parseBody(text)) {
      if (b.kind === 'p') this.paragraph(b.runs)
      else this.list(b.items, b.kind === 'ol')
    }
  }

  subheading(text: string): void {
    const s = this.s
    const size = 22 * s
    this.y += 8 * s
    for (const line of this.wrap(bold(parseInline(text)), CONTENT_W, size)) {
      const top = this.take(31 * s)
      this.push(textLine(line, MARGIN, top + 23 * s, size, { color: C.teal, weight: 700, max: CONTENT_W }))
    }
    this.y += 6 * s
  }

  table(t: GuideTable): void {
    t.rows.forEach((row, i) => {
      if (row.length !== t.columns.length)
        throw new Error(`pages/_site/guide.yaml: table row ${i + 1} has ${row.length} cells but there are ${t.columns.length} columns.`)
    })
    if (t.widths && t.widths.length !== t.columns.length)
      throw new Error(`pages/_site/guide.yaml: table widths has ${t.widths.length} entries for ${t.columns.length} columns.`)
    const s = this.s
    const size = 15.5 * s
    const leading = 20.5 * s
    const padX = 10 * s
    const padY = 10 * s
    const n = t.columns.length
    const weights = t.widths ?? new Array<number>(n).fill(1)
    const total = weights.reduce((a, b) => a + b, 0)
    const widths = weights.map((w) => (w / total) * CONTENT_W)
    // Header row and first column are bold, and measured bold.
    const rows = [
      t.columns.map((c) => bold(parseInline(c))),
      ...t.rows.map((r) => r.map((c, ci) => (ci === 0 ? bold(parseInline(c)) : parseInline(c)))),
    ]
    const top = this.y
    const parts: string[] = []
    rows.forEach((cells, ri) => {
      const lines = cells.map((c, ci) => this.wrap(c, widths[ci] - 2 * padX, size))
      const h = Math.max(...lines.map((l) => l.length)) * leading + 2 * padY
      const y = this.take(h)
      const fillColor = ri === 0 ? C.navy : ri % 2 === 0 ? C.blue50 : C.white
      parts.push(`<rect x="${MARGIN}" y="${num(y)}" width="${CONTENT_W}" height="${num(h)}" fill="${fillColor}"/>`)
      if (ri > 0)
        parts.push(`<line x1="${MARGIN}" y1="${num(y)}" x2="${MARGIN + CONTENT_W}" y2="${num(y)}" stroke="${C.border}" stroke-width="1"/>`)
      let x = MARGIN
      lines.forEach((cellLines, ci) => {
        if (ci > 0)
          parts.push(
            `<line x1="${num(x)}" y1="${num(y)}" x2="${num(x)}" y2="${num(y + h)}" stroke="${ri === 0 ? C.blue : C.border}" stroke-width="1"/>`,
          )
        cellLines.forEach((line, li) => {
          const base = y + padY + li * leading + leading * 0.74
          const header = ri === 0
          parts.push(
            textLine(line, x + padX, base, size, {
              color: header ? C.white : ci === 0 ? C.ink : C.text,
              boldColor: header ? C.white : C.ink,
              weight: header || ci === 0 ? 700 : undefined,
              max: widths[ci] - 2 * padX,
            }),
          )
        })
        x += widths[ci]
      })
    })
    this.push(parts.join(''))
    this.push(
      `<rect x="${MARGIN}" y="${num(top)}" width="${CONTENT_W}" height="${num(this.y - top)}" fill="none" stroke="${C.border}" stroke-width="1" rx="2"/>`,
    )
    this.y += 16 * s
  }

  note(text: string): void {
    const s = this.s
    const size = 16.5 * s
    const leading = 24 * s
    const pad = 15 * s
    const lines = this.wrap(parseInline(text), CONTENT_W - 2 * pad - 6 * s, size)
    const h = lines.length * leading + 2 * pad
    this.y += 4 * s
    const top = this.take(h)
    this.push(
      `<rect x="${MARGIN}" y="${num(top)}" width="${CONTENT_W}" height="${num(h)}" rx="${num(6 * s)}" fill="${C.teal50}" stroke="${C.teal100}"/>`,
    )
    this.push(`<rect x="${MARGIN}" y="${num(top)}" width="${num(6 * s)}" height="${num(h)}" rx="${num(3 * s)}" fill="${C.teal}"/>`)
    lines.forEach((line, i) =>
      this.push(
        textLine(line, MARGIN + pad + 6 * s, top + pad + i * leading + leading * 0.74, size, {
          color: C.text,
          boldColor: C.teal,
          max: CONTENT_W - 2 * pad - 6 * s,
        }),
      ),
    )
    this.y += 14 * s
  }

  flowchart(f: NonNullable<GuideBlock['flowchart']>, labels: Guide['labels']): void {
    const s = this.s
    const size = 16 * s
    const leading = 21 * s
    const qW = 400 * s
    const aW = CONTENT_W - qW - 70 * s
    const pad = 14 * s
    const gap = 34 * s
    const ax = MARGIN + qW + 70 * s
    const arrow = (x1: number, y1: number, x2: number, y2: number) =>
      `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${C.navy}" stroke-width="${num(2.2 * s)}" marker-end="url(#arrow)"/>`
    f.steps.forEach((step) => {
      const q = this.wrap(parseInline(step.question), qW - 2 * pad, size)
      const a = this.wrap(bold(parseInline(step.yes)), aW - 2 * pad, size)
      const h = Math.max(q.length, a.length) * leading + 2 * pad
      const top = this.take(h)
      // Question box.
      this.push(
        `<rect x="${MARGIN}" y="${num(top)}" width="${num(qW)}" height="${num(h)}" rx="${num(10 * s)}" fill="${C.blue50}" stroke="${C.blue}" stroke-width="${num(2 * s)}"/>`,
      )
      const qTop = top + (h - q.length * leading) / 2
      q.forEach((line, li) =>
        this.push(textLine(line, MARGIN + pad, qTop + li * leading + leading * 0.74, size, { color: C.ink, max: qW - 2 * pad })),
      )
      // Yes arrow and answer box.
      const mid = top + h / 2
      this.push(arrow(MARGIN + qW, mid, ax - 4 * s, mid))
      this.push(
        textLine(lineOf(labels.yes, 14 * s, true), MARGIN + qW + 35 * s, mid - 8 * s, 14 * s, {
          color: C.teal,
          anchor: 'middle',
          weight: 700,
        }),
      )
      this.push(`<rect x="${num(ax)}" y="${num(top)}" width="${num(aW)}" height="${num(h)}" rx="${num(10 * s)}" fill="${C.teal}"/>`)
      const aTop = top + (h - a.length * leading) / 2
      a.forEach((line, li) =>
        this.push(
          textLine(line, ax + aW / 2, aTop + li * leading + leading * 0.74, size, { color: C.white, anchor: 'middle', weight: 700 }),
        ),
      )
      // No arrow down to the next step.
      const down = this.take(gap)
      this.push(arrow(MARGIN + qW / 2, down, MARGIN + qW / 2, down + gap - 4 * s))
      this.push(
        textLine(lineOf(labels.no, 14 * s, true), MARGIN + qW / 2 + 10 * s, down + gap / 2 + 5 * s, 14 * s, {
          color: C.muted,
          weight: 700,
        }),
      )
    })
    const last = this.wrap(bold(parseInline(f.otherwise)), qW - 2 * pad, size)
    const h = last.length * leading + 2 * pad
    const top = this.take(h)
    this.push(`<rect x="${MARGIN}" y="${num(top)}" width="${num(qW)}" height="${num(h)}" rx="${num(10 * s)}" fill="${C.navy}"/>`)
    last.forEach((line, li) =>
      this.push(
        textLine(line, MARGIN + qW / 2, top + pad + li * leading + leading * 0.74, size, { color: C.white, anchor: 'middle', weight: 700 }),
      ),
    )
    this.y += 18 * s
  }

  contact(heading: string, site: SiteInfo, labels: Guide['labels']): void {
    const s = this.s
    const rows: [string, string][] = [
      [labels.phone, site.phone.display],
      [labels.email, site.email],
      [labels.website, domainLabel(site)],
      [labels.chat, `${site.chat.baseUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')}/${site.chat.number}`],
    ]
    const h = (58 + rows.length * 30 + 14) * s
    this.y += 8 * s
    const top = this.take(h)
    this.push(
      `<rect x="${MARGIN}" y="${num(top)}" width="${CONTENT_W}" height="${num(h)}" rx="${num(12 * s)}" fill="${C.blue50}" stroke="${C.blue}" stroke-width="${num(2 * s)}"/>`,
    )
    this.push(`<rect x="${MARGIN}" y="${num(top + 10 * s)}" width="${num(7 * s)}" height="${num(h - 20 * s)}" fill="${C.teal}"/>`)
    this.push(
      textLine(lineOf(heading, 22 * s, true), MARGIN + 26 * s, top + 38 * s, 22 * s, {
        color: C.navy,
        weight: 700,
        max: CONTENT_W - 40 * s,
      }),
    )
    rows.forEach(([label, value], i) => {
      const y = top + (72 + i * 30) * s
      this.push(textLine(lineOf(label, 15 * s, true), MARGIN + 26 * s, y, 15 * s, { color: C.muted, weight: 700 }))
      this.push(textLine(lineOf(value, 18 * s, true), MARGIN + 120 * s, y, 18 * s, { color: C.blue, weight: 700 }))
    })
  }

  block(b: GuideBlock, site: SiteInfo, labels: Guide['labels']): void {
    if (b.heading) this.subheading(b.heading)
    if (b.text) this.body(b.text)
    if (b.bullets) this.list(b.bullets.map(parseInline), false)
    if (b.table) this.table(b.table)
    if (b.flowchart) this.flowchart(b.flowchart, labels)
    if (b.note) this.note(b.note)
    if (b.contact) this.contact(b.contact, site, labels)
  }
}

// ---- page furniture ----

function defs(): string {
  return (
    `<defs>` +
    `<linearGradient id="band" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.blue}"/></linearGradient>` +
    `<marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${C.navy}"/></marker>` +
    `</defs>`
  )
}

function logo(x: number, y: number, size: number, site: SiteInfo): string {
  const mark = site.brand.logoMark
  return (
    `<rect x="${num(x)}" y="${num(y)}" width="${num(size)}" height="${num(size)}" rx="${num(size * 0.22)}" fill="${C.white}"/>` +
    textLine(lineOf(mark, size * 0.42, true), x + size / 2, y + size / 2 + size * 0.15, size * 0.42, {
      color: C.blue,
      anchor: 'middle',
      weight: 700,
    })
  )
}

function header(guide: Guide, index: number, site: SiteInfo): string {
  const pageText = fill(guide.labels.page, { page: index + 1, pages: guide.pages.length })
  return (
    `<rect width="${WIDTH}" height="96" fill="url(#band)"/>` +
    `<rect y="96" width="${WIDTH}" height="6" fill="${C.teal}"/>` +
    logo(MARGIN, 24, 48, site) +
    textLine(lineOf(site.brand.name, 25, true), MARGIN + 62, 57, 25, { color: C.white, weight: 700 }) +
    textLine(lineOf(shortTitle(guide), 15), WIDTH - MARGIN, 44, 15, { color: C.blue100, anchor: 'end' }) +
    textLine(lineOf(pageText, 15, true), WIDTH - MARGIN, 68, 15, { color: C.white, anchor: 'end', weight: 700 })
  )
}

/** "Free Startup Guide: Legal ..." → "Free Startup Guide" for the page header. */
function shortTitle(guide: Guide): string {
  return plain(guide.title).split(':')[0].trim()
}

function footer(guide: Guide, index: number, site: SiteInfo): string {
  const left = `${domainLabel(site)}  ·  ${site.phone.display}  ·  ${site.email}`
  const right = fill(guide.labels.page, { page: index + 1, pages: guide.pages.length })
  return (
    `<line x1="${MARGIN}" y1="${FOOTER_TOP + 14}" x2="${WIDTH - MARGIN}" y2="${FOOTER_TOP + 14}" stroke="${C.border}" stroke-width="1"/>` +
    textLine(lineOf(left, 14), MARGIN, FOOTER_TOP + 44, 14, { color: C.muted }) +
    textLine(lineOf(right, 14, true), WIDTH - MARGIN, FOOTER_TOP + 44, 14, { color: C.navy, anchor: 'end', weight: 700 }) +
    `<rect y="${HEIGHT - 12}" width="${WIDTH}" height="12" fill="${C.navy}"/>` +
    `<rect x="${WIDTH * 0.62}" y="${HEIGHT - 12}" width="${WIDTH * 0.38}" height="12" fill="${C.teal}"/>`
  )
}

function contentPage(page: GuidePage, index: number, guide: Guide, site: SiteInfo, s: number): string[] {
  const c = new Canvas(s, 138)
  const hSize = 34 * s
  for (const line of c.wrap(bold(parseInline(page.heading)), CONTENT_W, hSize)) {
    const top = c.take(44 * s)
    c.push(textLine(line, MARGIN, top + 34 * s, hSize, { color: C.navy, weight: 700, max: CONTENT_W }))
  }
  const barY = c.take(22 * s) + 8 * s
  c.push(`<rect x="${MARGIN}" y="${num(barY)}" width="${num(72 * s)}" height="${num(5 * s)}" rx="${num(2.5 * s)}" fill="${C.tealBright}"/>`)
  if (page.intro) c.paragraph(parseInline(page.intro), { size: 19 * s, leading: 28 * s, color: C.muted, after: 16 * s })
  for (const b of page.blocks ?? []) c.block(b, site, guide.labels)
  return [header(guide, index, site), ...c.out, footer(guide, index, site)]
}

function coverPage(page: GuidePage, index: number, guide: Guide, site: SiteInfo, s: number): string[] {
  const bandH = 600
  const out: string[] = [
    `<rect width="${WIDTH}" height="${bandH}" fill="url(#band)"/>`,
    `<circle cx="${WIDTH - 30}" cy="90" r="230" fill="${C.blue}" opacity="0.55"/>`,
    `<circle cx="${WIDTH - 20}" cy="${bandH - 120}" r="110" fill="${C.tealBright}" opacity="0.3"/>`,
    `<rect y="${bandH}" width="${WIDTH}" height="8" fill="${C.teal}"/>`,
    logo(MARGIN, 56, 64, site),
    textLine(lineOf(site.brand.name, 32, true), MARGIN + 82, 96, 32, { color: C.white, weight: 700 }),
    textLine(lineOf(domainLabel(site), 16), MARGIN + 82, 120, 16, { color: C.blue100 }),
  ]
  // Badge with the guide's short title, then the edition.
  const badge = shortTitle(guide).toUpperCase()
  const bw = measureAt(15)(badge, true) + 36
  out.push(`<rect x="${MARGIN}" y="196" width="${num(bw)}" height="36" rx="18" fill="${C.amber}"/>`)
  out.push(textLine(lineOf(badge, 15, true), MARGIN + 18, 219, 15, { color: C.ink, weight: 700 }))

  let y = 250
  const tSize = 46 * s
  for (const line of wrap(bold(parseInline(page.heading)), CONTENT_W - 60, measureAt(tSize))) {
    y += 56 * s
    out.push(textLine(line, MARGIN, y, tSize, { color: C.white, weight: 700, max: CONTENT_W - 60 }))
  }
  y += 16
  for (const line of wrap(parseInline(page.intro ?? ''), CONTENT_W - 60, measureAt(19 * s))) {
    y += 29 * s
    out.push(textLine(line, MARGIN, y, 19 * s, { color: C.blue100, max: CONTENT_W - 60 }))
  }
  if (y > bandH - 50) throw new TooLong()
  out.push(textLine(lineOf(guide.edition, 16, true), MARGIN, bandH - 30, 16, { color: C.teal100, weight: 700 }))

  // Inside this guide: the other pages' titles.
  const c = new Canvas(s, bandH + 40)
  const top = c.take(30 * s)
  c.push(textLine(lineOf(guide.labels.contents, 24 * s, true), MARGIN, top + 24 * s, 24 * s, { color: C.navy, weight: 700 }))
  c.y += 8 * s
  guide.pages.forEach((p, i) => {
    if (i === index) return
    const rowTop = c.take(31 * s)
    const base = rowTop + 22 * s
    c.push(textLine(lineOf(String(i + 1).padStart(2, '0'), 17 * s, true), MARGIN, base, 17 * s, { color: C.teal, weight: 700 }))
    const line = wrap(parseInline(p.title), CONTENT_W - 44 * s, measureAt(17 * s))[0]
    if (line) c.push(textLine(line, MARGIN + 40 * s, base, 17 * s, { color: C.text, max: CONTENT_W - 44 * s }))
  })
  c.y += 10 * s
  for (const b of page.blocks ?? []) c.block(b, site, guide.labels)
  return [...out, ...c.out, footer(guide, index, site)]
}

/** Renders page `index` of the guide as a standalone SVG document. */
export function renderGuidePage(guide: Guide, index: number, site: SiteInfo): string {
  const page = guide.pages[index]
  let parts: string[] | undefined
  // Shrink step by step until the page fits; below 80% it would be hard to read, so stop.
  for (const s of [1, 0.96, 0.92, 0.88, 0.84, 0.8]) {
    try {
      parts = page.layout === 'cover' ? coverPage(page, index, guide, site, s) : contentPage(page, index, guide, site, s)
      break
    } catch (e) {
      if (!(e instanceof TooLong)) throw e
    }
  }
  if (!parts)
    throw new Error(
      `pages/_site/guide.yaml: page ${index + 1} ("${page.title}") does not fit on one page even at 80% size. Shorten its text or split it.`,
    )
  const title = escapeXml(plain(page.title))
  const desc = escapeXml(
    `${plain(guide.title)}, ${fill(guide.labels.page, { page: index + 1, pages: guide.pages.length })}, ${site.brand.name}`,
  )
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="title desc" font-family="${escapeXml(FONT)}">\n` +
    `<title id="title">${title}</title>\n<desc id="desc">${desc}</desc>\n` +
    defs() +
    `\n<rect width="${WIDTH}" height="${HEIGHT}" fill="${C.white}"/>\n` +
    parts.join('\n') +
    `\n</svg>\n`
  )
}

/** Path of page `index` (0-based) from the site root: the same address the content resolver gives the viewer. */
export const guideImagePath = guideImage

/** Writes every page of pages/_site/guide.yaml as outDir/guide/page-NN.svg; returns the files written. */
export async function writeGuideImages(opts: { outDir: string; site: SiteInfo; guide: Guide }): Promise<string[]> {
  const { site, guide } = opts
  const written: string[] = []
  guide.pages.forEach((_, i) => {
    const svg = renderGuidePage(guide, i, site)
    written.push(writeInside(opts.outDir, guideImagePath(i).replace(/^\/+/, ''), svg))
  })
  return written
}
