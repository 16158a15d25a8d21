/**
 * Branded, text-searchable PDF guides from pages/_site/downloads.yaml, with the contact details from
 * site.yaml. Uses pdfkit with the Inter TTF (so "₹" renders), which it embeds as a subset.
 *
 * Coordinates are pdfkit's: points from the top-left corner of the page. Text is placed by its baseline.
 * Paragraphs are wrapped by ./text.ts (mixed plain and bold runs), because the page-break rules below need
 * the number of lines before anything is drawn; pdfkit measures the words.
 */
import { writeInside } from '../lib/safe-write.ts'
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { create as openFont } from 'fontkit'
import PDFDocument from 'pdfkit'
import { chatUrl, domainLabel, fill } from './data.ts'
import { parseBody, parseInline, plain, wrap, type Line, type Measure, type Run } from './text.ts'
import { palette } from './palette.ts'
import type { DownloadFile, DownloadSection, Downloads, SiteInfo, Table } from './types.ts'

/** The site's palette, from src/styles/app.css (./palette.ts). */
const C = palette()

const PAGE_W = 595.28
const PAGE_H = 841.89
const MARGIN = 56
const CONTENT_W = PAGE_W - 2 * MARGIN
const TOP = 86 // where the content starts below the header band
const LIMIT = PAGE_H - 66 // nothing but the footer below this

type Doc = PDFKit.PDFDocument

/**
 * OpenType shaping off: every glyph maps back to exactly the character typed (searchable, copyable text),
 * and letters look as they always have (no contextual "case" forms, plain advance widths). fontkit takes
 * this object of on/off switches; @types/pdfkit only knows the array form, which can add features but
 * not remove them.
 */
const FEATURES = Object.fromEntries(
  ['liga', 'calt', 'clig', 'dlig', 'rlig', 'rclt', 'kern', 'mark', 'mkmk', 'curs', 'ccmp', 'locl'].map((f) => [f, false]),
) as unknown as PDFKit.Mixins.OpenTypeFeatures[]

/** Finds a file inside an installed package without relying on its "exports". */
function packageFile(root: string, pkg: string, rel: string): string {
  const require = createRequire(path.join(root, 'package.json'))
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), rel)
}

export interface Fonts {
  regular: Buffer
  bold: Buffer
  /** Code points the fonts can draw. */
  charset: Set<number>
}

/** The Inter TTFs (read once for all the guides) and the characters they have. */
export function loadFonts(root: string): Fonts {
  const regular = fs.readFileSync(packageFile(root, '@expo-google-fonts/inter', '400Regular/Inter_400Regular.ttf'))
  const bold = fs.readFileSync(packageFile(root, '@expo-google-fonts/inter', '700Bold/Inter_700Bold.ttf'))
  const font = openFont(regular)
  if (!('characterSet' in font)) throw new Error('Inter_400Regular.ttf is a font collection, not a font')
  return { regular, bold, charset: new Set(font.characterSet) }
}

/** Everything a file will print, so missing glyphs are found before a box is drawn instead of one. */
function allText(file: DownloadFile, dl: Downloads, site: SiteInfo): string {
  const parts: string[] = [
    file.title,
    file.subtitle,
    file.summary ?? '',
    file.cta ?? '',
    dl.edition,
    dl.disclaimer,
    ...Object.values(dl.labels),
  ]
  parts.push(site.brand.name, site.brand.legalName, site.brand.logoMark, site.phone.display, site.email, site.domain, chatUrl(site))
  for (const s of file.sections) {
    parts.push(s.heading, s.body ?? '', s.note ?? '')
    if (s.table) parts.push(...s.table.columns, ...s.table.rows.flat(), s.table.caption ?? '', s.table.note ?? '')
  }
  return parts.join('\n')
}

function checkGlyphs(file: DownloadFile, text: string, charset: Set<number>): void {
  const missing = new Set<string>()
  for (const ch of text) {
    const cp = ch.codePointAt(0)!
    if (cp > 31 && !charset.has(cp)) missing.add(ch)
  }
  if (missing.size) {
    const list = [...missing].map((c) => `"${c}" (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`).join(', ')
    throw new Error(`${file.path}: the PDF font has no glyph for ${list}. Use a plain character instead in pages/_site/downloads.yaml.`)
  }
}

function checkTable(file: DownloadFile, heading: string, t: Table): void {
  const n = t.columns.length
  t.rows.forEach((row, i) => {
    if (row.length !== n)
      throw new Error(`${file.path}, section "${heading}": table row ${i + 1} has ${row.length} cells but there are ${n} columns.`)
  })
  if (t.widths && t.widths.length !== n)
    throw new Error(`${file.path}, section "${heading}": table widths has ${t.widths.length} entries for ${n} columns.`)
}

const bolded = (runs: Run[]): Run[] => runs.map((r) => ({ ...r, bold: true }))

/** Lays out one guide: a cursor that moves down the page and starts new pages as needed. */
class Writer {
  y = 0
  private cache = new Map<string, number>()

  constructor(
    readonly doc: Doc,
    readonly file: DownloadFile,
    readonly site: SiteInfo,
  ) {}

  /** Width of a piece of text at a size, cached per word. */
  measureAt(size: number): Measure {
    return (text, bold) => {
      const key = `${bold ? 'b' : 'r'}${size}|${text}`
      let w = this.cache.get(key)
      if (w === undefined) {
        w = this.doc
          .font(bold ? 'bold' : 'regular')
          .fontSize(size)
          .widthOfString(text, { features: FEATURES })
        this.cache.set(key, w)
      }
      return w
    }
  }

  wrap(runs: Run[], width: number, size: number): Line[] {
    return wrap(runs, width, this.measureAt(size))
  }

  /** One line of text with its baseline at y. */
  text(text: string, x: number, y: number, size: number, color: string, bold = false, more: PDFKit.Mixins.TextOptions = {}): void {
    this.doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(color)
      .text(text, x, y, { lineBreak: false, baseline: 'alphabetic', features: FEATURES, ...more })
  }

  /** A line of runs; bold runs may take their own colour. */
  runs(runs: Run[], x: number, y: number, size: number, color: string, boldColor = color): void {
    const m = this.measureAt(size)
    for (const run of runs) {
      if (!run.text) continue
      this.text(run.text, x, y, size, run.bold ? boldColor : color, run.bold)
      x += m(run.text, run.bold)
    }
  }

  rect(x: number, y: number, w: number, h: number, color: string): void {
    this.doc.rect(x, y, w, h).fill(color)
  }

  newPage(content = true): void {
    this.doc.addPage()
    if (content) {
      this.drawHeader()
      this.y = TOP
    }
  }

  /** Starts a new page unless `height` still fits above the footer. */
  ensure(height: number): void {
    if (this.y + height > LIMIT) this.newPage()
  }

  logo(x: number, y: number, size: number): void {
    this.doc.roundedRect(x, y, size, size, size * 0.22).fill(C.white)
    const mark = this.site.brand.logoMark
    const markSize = size * 0.42
    this.text(mark, x + (size - this.measureAt(markSize)(mark, true)) / 2, y + size / 2 + markSize * 0.36, markSize, C.blue, true)
  }

  drawHeader(): void {
    this.rect(0, 0, PAGE_W, 46, C.navy)
    this.rect(0, 46, PAGE_W, 3, C.teal)
    this.logo(MARGIN, 10, 26)
    this.text(this.site.brand.name, MARGIN + 34, 28, 12.5, C.white, true)
    // The guide's title on the right, cut short with "…" if it does not fit.
    const room = CONTENT_W - 140
    this.text(plain(this.file.title), PAGE_W - MARGIN - room, 27, 8.5, C.blue100, false, {
      lineBreak: true,
      width: room,
      height: 12,
      align: 'right',
      ellipsis: '…',
    })
  }

  drawFooters(label: string): void {
    const { start, count } = this.doc.bufferedPageRange()
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i)
      this.doc
        .moveTo(MARGIN, PAGE_H - 50)
        .lineTo(PAGE_W - MARGIN, PAGE_H - 50)
        .lineWidth(0.6)
        .stroke(C.border)
      this.text(`${this.site.brand.legalName}  ·  ${domainLabel(this.site)}`, MARGIN, PAGE_H - 36, 7.5, C.muted)
      const right = fill(label, { page: i - start + 1, pages: count })
      this.text(right, PAGE_W - MARGIN - this.measureAt(7.5)(right, true), PAGE_H - 36, 7.5, C.navy, true)
    }
  }

  // ---- content blocks ----

  paragraph(runs: Run[], opts: { x?: number; width?: number; size?: number; leading?: number; color?: string; after?: number } = {}): void {
    const { x = MARGIN, width = CONTENT_W, size = 10, leading = 15, color = C.text, after = 7 } = opts
    const lines = this.wrap(runs, width, size)
    // A one-line bold paragraph is a sub-heading: keep it with two lines of what follows.
    if (lines.length === 1 && runs.every((r) => r.bold)) this.ensure(leading * 3)
    // No single line left alone at the foot of a page or the top of the next.
    const room = Math.floor((LIMIT - this.y) / leading)
    let breakAt = -1
    if (room < lines.length) {
      if (room < 2) this.newPage()
      else breakAt = lines.length - room === 1 && lines.length >= 3 ? room - 1 : room
    }
    lines.forEach((line, i) => {
      if (i === breakAt) this.newPage()
      this.ensure(leading)
      this.y += leading
      this.runs(line.runs, x, this.y - (leading - size) * 0.35, size, color, C.ink)
    })
    this.y += after
  }

  list(items: Run[][], ordered: boolean): void {
    const size = 10
    const leading = 15
    const indent = ordered ? 21 : 18
    items.forEach((item, i) => {
      const lines = this.wrap(item, CONTENT_W - indent, size)
      lines.forEach((line, j) => {
        this.ensure(leading + (j === 0 && lines.length > 1 ? leading : 0))
        this.y += leading
        const base = this.y - (leading - size) * 0.35
        if (j === 0 && ordered) {
          const num = `${i + 1}.`
          this.text(num, MARGIN + indent - 5 - this.measureAt(size)(num, true), base, size, C.teal, true)
        } else if (j === 0) this.doc.circle(MARGIN + 6, base - size * 0.34, 2.2).fill(C.teal)
        this.runs(line.runs, MARGIN + indent, base, size, C.text, C.ink)
      })
      this.y += 3
    })
    this.y += 5
  }

  heading(text: string, keep = 45): void {
    const lines = this.wrap(parseInline(text), CONTENT_W - 12, 14)
    this.ensure(lines.length * 19 + 14 + keep)
    if (this.y > TOP) this.y += 12
    const top = this.y
    for (const line of lines) {
      this.y += 19
      this.runs(bolded(line.runs), MARGIN + 12, this.y - 4, 14, C.navy)
    }
    this.rect(MARGIN, top + 1, 4, this.y - top - 2, C.teal)
    this.y += 9
  }

  note(text: string): void {
    const size = 9.5
    const leading = 14
    const pad = 9
    const blocks = parseBody(text)
    const lines = blocks.flatMap((b) =>
      b.kind === 'p'
        ? this.wrap(b.runs, CONTENT_W - 2 * pad - 4, size)
        : b.items.flatMap((it) => this.wrap([{ text: '• ', bold: false }, ...it], CONTENT_W - 2 * pad - 4, size)),
    )
    const height = lines.length * leading + 2 * pad - 2
    if (height > LIMIT - this.y) {
      // Too long for one box: print it as plain paragraphs instead of splitting a box.
      for (const b of blocks) {
        if (b.kind === 'p') this.paragraph(b.runs, { size })
        else this.list(b.items, b.kind === 'ol')
      }
      return
    }
    this.ensure(height + 8)
    this.y += 4
    const top = this.y
    this.rect(MARGIN, top, CONTENT_W, height, C.teal50)
    this.rect(MARGIN, top, 3, height, C.teal)
    let y = top + pad - 2
    for (const line of lines) {
      y += leading
      this.runs(line.runs, MARGIN + pad + 4, y - 3.5, size, C.text, C.teal)
    }
    this.y = top + height + 12
  }

  table(t: Table): void {
    const size = 8.6
    const leading = 11.6
    const padX = 5
    const padY = 4.5
    const m = this.measureAt(size)
    const header = t.columns.map((c) => bolded(parseInline(c)))
    const body = t.rows.map((row) => row.map((c) => parseInline(c)))
    const numeric = (s: string) => /\d/.test(s) && /^[\s₹+\-–(),.%x\d]+$/i.test(s.replace(/\b(lakh|crore|days?|months?|years?)\b/gi, ''))
    const rightAlign = t.columns.map(
      (_, ci) =>
        t.rows.length > 0 && t.rows.every((r) => numeric(plain(r[ci])) || plain(r[ci]).trim() === '' || plain(r[ci]).trim() === '-'),
    )
    const widths = this.columnWidths(t, [header, ...body], m, padX)

    if (t.caption) {
      this.ensure(16 + 60)
      this.y += 14
      this.runs(bolded(parseInline(t.caption)), MARGIN, this.y - 3, 9.5, C.navy)
      this.y += 4
    }

    const layoutRow = (cells: Run[][]) => {
      const lines = cells.map((c, i) => wrap(c, widths[i] - 2 * padX, m))
      const height = Math.max(...lines.map((l) => l.length)) * leading + 2 * padY
      return { lines, height }
    }
    const head = layoutRow(header)
    const drawRow = (row: { lines: Line[][]; height: number }, kind: 'head' | 'odd' | 'even') => {
      const top = this.y
      const fillColor = kind === 'head' ? C.navy : kind === 'even' ? C.blue50 : C.white
      this.doc.rect(MARGIN, top, CONTENT_W, row.height).lineWidth(0.5).fillAndStroke(fillColor, C.border)
      let x = MARGIN
      row.lines.forEach((cellLines, ci) => {
        if (ci > 0)
          this.doc
            .moveTo(x, top)
            .lineTo(x, top + row.height)
            .lineWidth(0.5)
            .stroke(kind === 'head' ? C.blue : C.border)
        cellLines.forEach((line, li) => {
          const y = top + padY + (li + 1) * leading - (leading - size) * 0.55
          const lx = rightAlign[ci] ? x + widths[ci] - padX - line.width : x + padX
          this.runs(line.runs, lx, y, size, kind === 'head' ? C.white : C.text, kind === 'head' ? C.white : C.ink)
        })
        x += widths[ci]
      })
      this.y = top + row.height
    }

    this.ensure(head.height + layoutRow(body[0] ?? header).height)
    this.y += 2
    drawRow(head, 'head')
    body.forEach((cells, i) => {
      const row = layoutRow(cells)
      if (this.y + row.height > LIMIT) {
        this.newPage()
        drawRow(head, 'head')
      }
      drawRow(row, i % 2 ? 'even' : 'odd')
    })
    this.y += 6
    if (t.note) this.paragraph(parseInline(t.note), { size: 8.5, leading: 12, color: C.muted, after: 4 })
    this.y += 6
  }

  /** HTML-like automatic column widths: every column gets its longest word, the rest goes to the columns that want more. */
  private columnWidths(t: Table, rows: Run[][][], m: Measure, padX: number): number[] {
    const n = t.columns.length
    if (t.widths) {
      const sum = t.widths.reduce((a, b) => a + b, 0)
      return t.widths.map((w) => (w / sum) * CONTENT_W)
    }
    const min = new Array<number>(n).fill(0)
    const natural = new Array<number>(n).fill(0)
    for (const row of rows) {
      row.forEach((cell, i) => {
        const full = cell.reduce((s, r) => s + m(r.text, r.bold), 0)
        const longest = Math.max(0, ...cell.flatMap((r) => r.text.split(/\s+/).map((w) => m(w, r.bold))))
        natural[i] = Math.max(natural[i], full + 2 * padX + 1)
        min[i] = Math.max(min[i], Math.min(longest + 2 * padX + 1, CONTENT_W / n))
      })
    }
    const sumNatural = natural.reduce((a, b) => a + b, 0)
    if (sumNatural <= CONTENT_W) return natural.map((w) => (w / sumNatural) * CONTENT_W)
    const sumMin = min.reduce((a, b) => a + b, 0)
    const extra = natural.map((w, i) => w - min[i])
    const sumExtra = extra.reduce((a, b) => a + b, 0) || 1
    return min.map((w, i) => w + ((CONTENT_W - sumMin) * extra[i]) / sumExtra)
  }

  section(s: DownloadSection): void {
    const blocks = s.body ? parseBody(s.body) : []
    // Keep the heading with what follows: a short lead-in and the start of its table, or a few lines.
    let keep = 45
    const first = blocks[0]
    if (first?.kind === 'p' && blocks.length === 1 && s.table) {
      keep = this.wrap(first.runs, CONTENT_W, 10).length * 15 + 7 + (s.table.caption ? 18 : 0) + 60
    }
    this.heading(s.heading, keep)
    for (const b of blocks) {
      if (b.kind === 'p') this.paragraph(b.runs)
      else this.list(b.items, b.kind === 'ol')
    }
    if (s.table) this.table(s.table)
    if (s.note) this.note(s.note)
    this.y += 6
  }

  // ---- title page and closing block ----

  titlePage(dl: Downloads): void {
    this.newPage(false)
    const doc = this.doc
    const bandH = 372
    this.rect(0, 0, PAGE_W, bandH, C.navy)
    doc
      .circle(PAGE_W - 40, 70, 170)
      .fillOpacity(0.55)
      .fill(C.blue)
    doc
      .circle(PAGE_W - 30, bandH - 70, 72)
      .fillOpacity(0.35)
      .fill(C.teal)
    doc.fillOpacity(1)
    this.rect(0, bandH, PAGE_W, 6, C.teal)

    this.logo(MARGIN, 52, 40)
    this.text(this.site.brand.name, MARGIN + 52, 70, 19, C.white, true)
    this.text(domainLabel(this.site), MARGIN + 52, 86, 9, C.blue100)

    // Pill with the edition line.
    const pw = this.measureAt(8.5)(dl.edition, true) + 18
    doc.roundedRect(MARGIN, 131, pw, 19, 9.5).fill(C.amber)
    this.text(dl.edition, MARGIN + 9, 143.5, 8.5, C.ink, true)

    let y = 178
    for (const line of this.wrap(parseInline(this.file.title), CONTENT_W - 30, 27)) {
      y += 32
      this.runs(bolded(line.runs), MARGIN, y, 27, C.white)
    }
    y += 10
    for (const line of this.wrap(parseInline(this.file.subtitle), CONTENT_W - 40, 12.5)) {
      y += 18
      this.runs(line.runs, MARGIN, y, 12.5, C.blue100)
    }

    y = bandH + 34
    if (this.file.summary) {
      const lines = this.wrap(parseInline(this.file.summary), CONTENT_W - 32, 10.5)
      const h = lines.length * 16 + 24
      doc.roundedRect(MARGIN, y, CONTENT_W, h, 6).lineWidth(0.8).fillAndStroke(C.blue50, C.blue100)
      this.rect(MARGIN, y + 6, 4, h - 12, C.blue)
      let ly = y + 9
      for (const line of lines) {
        ly += 16
        this.runs(line.runs, MARGIN + 16, ly - 3.5, 10.5, C.text, C.ink)
      }
      y += h + 30
    }

    // What's inside: the section headings, in two columns when there are many.
    this.text(dl.labels.contents, MARGIN, y, 13, C.navy, true)
    y += 6
    const sections = this.file.sections
    const cols = sections.length > 6 ? 2 : 1
    const gap = 22
    const colW = (CONTENT_W - (cols - 1) * gap) / cols
    const perCol = Math.ceil(sections.length / cols)
    let bottom = y
    for (let col = 0; col < cols; col++) {
      let cy = y
      sections.slice(col * perCol, (col + 1) * perCol).forEach((s, k) => {
        const x = MARGIN + col * (colW + gap)
        cy += 19
        this.text(String(col * perCol + k + 1).padStart(2, '0'), x, cy, 10, C.teal, true)
        this.wrap(parseInline(s.heading), colW - 26, 10).forEach((line, j) => {
          if (j > 0) cy += 13
          this.runs(line.runs, x + 24, cy, 10, C.text)
        })
      })
      bottom = Math.max(bottom, cy)
    }

    // Disclaimer at the foot of the title page.
    const disc = this.wrap(parseInline(dl.disclaimer), CONTENT_W, 7.8)
    const discTop = LIMIT - disc.length * 11
    if (bottom > discTop - 20)
      throw new Error(`${this.file.path}: the title page is full; shorten the summary or the section headings, or use fewer sections.`)
    disc.forEach((line, i) => this.runs(line.runs, MARGIN, discTop + i * 11, 7.8, C.muted))
  }

  contactBlock(dl: Downloads): void {
    const pad = 18
    const innerW = CONTENT_W - 2 * pad
    const body = this.wrap(parseInline(this.file.cta ?? ''), innerW, 10)
    const rows: { label: string; value: string; uri: string }[] = [
      { label: dl.labels.phone, value: this.site.phone.display, uri: `tel:${this.site.phone.tel}` },
      { label: dl.labels.email, value: this.site.email, uri: `mailto:${this.site.email}` },
      { label: dl.labels.website, value: domainLabel(this.site), uri: this.site.domain },
      {
        label: dl.labels.chat,
        value: `${this.site.chat.baseUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')}/${this.site.chat.number}`,
        uri: chatUrl(this.site),
      },
    ]
    const a = this.site.address
    const address = a
      ? this.wrap(parseInline(`${this.site.brand.legalName}, ${a.street}, ${a.city}, ${a.region} ${a.postalCode}`), innerW, 8.5)
      : []
    const height = pad + 24 + body.length * 15 + 8 + rows.length * 20 + (address.length ? 10 + address.length * 12 : 0) + pad - 4
    this.ensure(height + 20)
    this.y += 14
    const top = this.y
    this.doc.roundedRect(MARGIN, top, CONTENT_W, height, 8).lineWidth(1.2).fillAndStroke(C.blue50, C.blue)
    this.rect(MARGIN + 1, top + 8, 5, height - 16, C.teal)
    let y = top + pad + 14
    this.text(dl.labels.cta, MARGIN + pad, y, 16, C.navy, true)
    y += 8
    for (const line of body) {
      y += 15
      this.runs(line.runs, MARGIN + pad, y - 3, 10, C.text, C.ink)
    }
    y += 8
    const labelW = Math.max(...rows.map((r) => this.measureAt(9.5)(r.label, true))) + 14
    for (const r of rows) {
      y += 20
      this.text(r.label, MARGIN + pad, y - 5, 9.5, C.muted, true)
      this.text(r.value, MARGIN + pad + labelW, y - 5, 11, C.blue, true)
      this.doc.link(MARGIN + pad + labelW - 2, y - 17, this.measureAt(11)(r.value, true) + 4, 16, r.uri)
    }
    if (address.length) y += 10
    for (const line of address) {
      y += 12
      this.runs(line.runs, MARGIN + pad, y - 3, 8.5, C.muted)
    }
    this.y = top + height + 10
  }
}

/** Renders one guide to PDF bytes. */
export async function renderDownload(file: DownloadFile, dl: Downloads, site: SiteInfo, fonts: Fonts): Promise<Buffer> {
  checkGlyphs(file, allText(file, dl, site), fonts.charset)
  for (const s of file.sections) if (s.table) checkTable(file, s.heading, s.table)

  const when = new Date(`${dl.updated}T00:00:00Z`)
  const doc = new PDFDocument({
    size: [PAGE_W, PAGE_H],
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    pdfVersion: '1.7',
    lang: 'en-IN',
    displayTitle: true,
    // Fixed dates (the edition's), so the same content gives the same bytes.
    info: {
      Title: plain(file.title),
      Subject: plain(file.subtitle),
      Author: site.brand.legalName,
      Creator: site.brand.name,
      Producer: `${site.brand.name} asset builder (pdfkit)`,
      Keywords: [site.brand.name, ...file.sections.map((s) => plain(s.heading))].join(' '),
      CreationDate: when,
      ModDate: when,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('regular', fonts.regular)
  doc.registerFont('bold', fonts.bold)

  const w = new Writer(doc, file, site)
  w.titlePage(dl)
  w.newPage()
  for (const s of file.sections) w.section(s)
  w.contactBlock(dl)
  w.drawFooters(dl.labels.page)
  doc.end()
  return done
}

/** Writes every PDF described in pages/_site/downloads.yaml under outDir; returns the files written. */
export async function writeDownloads(opts: { root: string; outDir: string; site: SiteInfo; downloads: Downloads }): Promise<string[]> {
  const { site, downloads: dl } = opts
  const seen = new Set<string>()
  for (const file of dl.files) {
    if (seen.has(file.path)) throw new Error(`pages/_site/downloads.yaml: ${file.path} is described twice.`)
    seen.add(file.path)
  }
  const fonts = loadFonts(opts.root)
  const written: string[] = []
  for (const file of dl.files) {
    const bytes = await renderDownload(file, dl, site, fonts)
    written.push(writeInside(opts.outDir, file.path.replace(/^\/+/, ''), bytes))
  }
  return written
}
