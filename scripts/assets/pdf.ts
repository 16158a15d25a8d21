/**
 * Branded, text-searchable PDF guides from pages/_site/downloads.yaml, with the contact details from
 * site.yaml. Uses pdf-lib with the Inter TTF (so "₹" renders), embedded as a subset.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, PDFName, PDFString, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import { chatUrl, domainLabel, fill, loadDownloads, loadSite } from './data.ts'
import { parseBody, parseInline, plain, wrap, type Line, type Measure, type Run } from './text.ts'
import { palette, type Role } from './palette.ts'
import type { DownloadFile, DownloadSection, Downloads, SiteInfo, Table } from './types.ts'

const hex = (h: string): RGB => rgb(parseInt(h.slice(1, 3), 16) / 255, parseInt(h.slice(3, 5), 16) / 255, parseInt(h.slice(5, 7), 16) / 255)

/** The site's palette, from src/styles/app.css (./palette.ts). */
const C = Object.fromEntries(Object.entries(palette()).map(([k, v]) => [k, hex(v)])) as Record<Role, RGB>

const PAGE_W = 595.28
const PAGE_H = 841.89
const MARGIN = 56
const CONTENT_W = PAGE_W - 2 * MARGIN
const TOP = PAGE_H - 86 // first baseline area below the header band
const BOTTOM = 66 // nothing but the footer below this

interface Fonts {
  regular: PDFFont
  bold: PDFFont
  /** Code points the embedded font can draw. */
  charset: Set<number>
}

/** Finds a file inside an installed package without relying on its "exports". */
function packageFile(root: string, pkg: string, rel: string): string {
  const require = createRequire(path.join(root, 'package.json'))
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), rel)
}

function fontBytes(root: string) {
  return {
    regular: fs.readFileSync(packageFile(root, '@expo-google-fonts/inter', '400Regular/Inter_400Regular.ttf')),
    bold: fs.readFileSync(packageFile(root, '@expo-google-fonts/inter', '700Bold/Inter_700Bold.ttf')),
  }
}

interface SubsetInternals {
  glyf: { length: number; [i: number]: Uint8Array }
  offset: number
  _addGlyph(gid: number): number
}

let patched = false

/**
 * fontkit's TrueType subsetter copies each glyph's bytes as they are and then writes a short-format
 * "loca" table, which stores offsets divided by two. Fonts built without glyph padding (Inter from
 * Google Fonts is one) have odd-length glyphs, so every glyph after one of them points at the wrong
 * bytes and viewers draw blanks. Padding each copied glyph to 4 bytes, as the TrueType spec
 * recommends, fixes it. Idempotent; checked by subsetMatchesFont() in the unit tests.
 */
export function padSubsetGlyphs(sample: Uint8Array): void {
  if (patched) return
  const proto = Object.getPrototypeOf(fontkit.create(sample as Buffer).createSubset()) as SubsetInternals
  const original = proto._addGlyph
  proto._addGlyph = function (this: SubsetInternals, gid: number): number {
    const index = original.call(this, gid)
    const buf = this.glyf[index]
    const extra = (4 - (buf.length % 4)) % 4
    if (extra) {
      // Same Buffer class as fontkit's own (it bundles a polyfill its stream writer checks for).
      const padded = (buf.constructor as unknown as { alloc(n: number): Uint8Array }).alloc(buf.length + extra)
      padded.set(buf)
      this.glyf[index] = padded
      this.offset += extra
    }
    return index
  }
  patched = true
}

/**
 * OpenType shaping off. pdf-lib places glyphs by their plain advance widths (it ignores kerning
 * positions), so shaping only costs time (most of it, with Inter's large GPOS table); and without
 * ligatures or contextual alternates every glyph maps back to exactly the characters typed.
 */
const FEATURES = {
  liga: false,
  calt: false,
  clig: false,
  dlig: false,
  rlig: false,
  rclt: false,
  kern: false,
  mark: false,
  mkmk: false,
  curs: false,
  ccmp: false,
  locl: false,
}

async function embedFonts(doc: PDFDocument, bytes: { regular: Buffer; bold: Buffer }, charset: Set<number>): Promise<Fonts> {
  padSubsetGlyphs(bytes.regular)
  doc.registerFontkit(fontkit)
  const regular = await doc.embedFont(bytes.regular, { subset: true, customName: 'SBREGU+Inter-Regular', features: FEATURES })
  const bold = await doc.embedFont(bytes.bold, { subset: true, customName: 'SBBOLD+Inter-Bold', features: FEATURES })
  return { regular, bold, charset }
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

/** Lays out one guide: a cursor that moves down the page and starts new pages as needed. */
class Writer {
  readonly pages: PDFPage[] = []
  page!: PDFPage
  y = 0
  private cache = new Map<string, number>()

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly file: DownloadFile,
    readonly site: SiteInfo,
  ) {}

  font(bold: boolean): PDFFont {
    return bold ? this.fonts.bold : this.fonts.regular
  }

  /** Measure at a size, cached per word. */
  measureAt(size: number): Measure {
    return (text, bold) => {
      const key = `${bold ? 'b' : 'r'}${size}|${text}`
      let w = this.cache.get(key)
      if (w === undefined) {
        w = this.font(bold).widthOfTextAtSize(text, size)
        this.cache.set(key, w)
      }
      return w
    }
  }

  wrap(runs: Run[], width: number, size: number): Line[] {
    return wrap(runs, width, this.measureAt(size))
  }

  newPage(content = true): void {
    this.page = this.doc.addPage([PAGE_W, PAGE_H])
    // pdf-lib adds a fresh font resource name every time a text call switches font; reuse one per font.
    const node = this.page.node
    const addFont = node.newFontDictionary.bind(node)
    const keys = new Map<string, PDFName>()
    node.newFontDictionary = (tag, ref) => {
      const id = ref.toString()
      let key = keys.get(id)
      if (!key) keys.set(id, (key = addFont(tag, ref)))
      return key
    }
    this.pages.push(this.page)
    if (content) {
      this.drawHeader()
      this.y = TOP
    }
  }

  /** Starts a new page unless `height` still fits above the footer. */
  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage()
  }

  drawRuns(runs: Run[], x: number, y: number, size: number, color: RGB, boldColor = color): void {
    let cx = x
    for (const run of runs) {
      if (!run.text) continue
      this.page.drawText(run.text, { x: cx, y, size, font: this.font(run.bold), color: run.bold ? boldColor : color })
      cx += this.measureAt(size)(run.text, run.bold)
    }
  }

  link(x: number, y: number, w: number, h: number, uri: string): void {
    const annot = this.doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [x, y, x + w, y + h],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(uri) },
    })
    this.page.node.addAnnot(this.doc.context.register(annot))
  }

  roundedRect(
    x: number,
    y: number,
    w: number,
    h: number,
    r: number,
    opts: { color?: RGB; borderColor?: RGB; borderWidth?: number; opacity?: number },
  ): void {
    // drawSvgPath puts the path's origin at (x, y + h) with y growing downwards.
    const d = `M ${r} 0 H ${w - r} Q ${w} 0 ${w} ${r} V ${h - r} Q ${w} ${h} ${w - r} ${h} H ${r} Q 0 ${h} 0 ${h - r} V ${r} Q 0 0 ${r} 0 Z`
    this.page.drawSvgPath(d, { x, y: y + h, ...opts })
  }

  logo(x: number, y: number, size: number): void {
    this.roundedRect(x, y, size, size, size * 0.22, { color: C.white })
    const mark = this.site.brand.logoMark
    const fs = size * 0.42
    const w = this.fonts.bold.widthOfTextAtSize(mark, fs)
    this.page.drawText(mark, { x: x + (size - w) / 2, y: y + size / 2 - fs * 0.36, size: fs, font: this.fonts.bold, color: C.blue })
  }

  drawHeader(): void {
    const p = this.page
    p.drawRectangle({ x: 0, y: PAGE_H - 46, width: PAGE_W, height: 46, color: C.navy })
    p.drawRectangle({ x: 0, y: PAGE_H - 49, width: PAGE_W, height: 3, color: C.teal })
    this.logo(MARGIN, PAGE_H - 36, 26)
    p.drawText(this.site.brand.name, { x: MARGIN + 34, y: PAGE_H - 28, size: 12.5, font: this.fonts.bold, color: C.white })
    const size = 8.5
    const room = CONTENT_W - 140
    let title = plain(this.file.title)
    const m = this.measureAt(size)
    if (m(title, false) > room) {
      while (title.length > 4 && m(title + '…', false) > room) title = title.slice(0, -1)
      title = title.trimEnd() + '…'
    }
    p.drawText(title, { x: PAGE_W - MARGIN - m(title, false), y: PAGE_H - 27, size, font: this.fonts.regular, color: C.blue100 })
  }

  drawFooters(label: string): void {
    const total = this.pages.length
    this.pages.forEach((p, i) => {
      p.drawLine({ start: { x: MARGIN, y: 50 }, end: { x: PAGE_W - MARGIN, y: 50 }, thickness: 0.6, color: C.border })
      const left = `${this.site.brand.legalName}  ·  ${domainLabel(this.site)}`
      p.drawText(left, { x: MARGIN, y: 36, size: 7.5, font: this.fonts.regular, color: C.muted })
      const right = fill(label, { page: i + 1, pages: total })
      const w = this.fonts.bold.widthOfTextAtSize(right, 7.5)
      p.drawText(right, { x: PAGE_W - MARGIN - w, y: 36, size: 7.5, font: this.fonts.bold, color: C.navy })
    })
  }

  // ---- content blocks ----

  paragraph(runs: Run[], opts: { x?: number; width?: number; size?: number; leading?: number; color?: RGB; after?: number } = {}): void {
    const { x = MARGIN, width = CONTENT_W, size = 10, leading = 15, color = C.text, after = 7 } = opts
    const lines = this.wrap(runs, width, size)
    // A one-line bold paragraph is a sub-heading: keep it with two lines of what follows.
    if (lines.length === 1 && runs.every((r) => r.bold)) this.ensure(leading * 3)
    // No single line left alone at the foot of a page or the top of the next.
    const room = Math.floor((this.y - BOTTOM) / leading)
    let breakAt = -1
    if (room < lines.length) {
      if (room < 2) this.newPage()
      else breakAt = lines.length - room === 1 && lines.length >= 3 ? room - 1 : room
    }
    lines.forEach((line, i) => {
      if (i === breakAt) this.newPage()
      this.ensure(leading)
      this.y -= leading
      this.drawRuns(line.runs, x, this.y + (leading - size) * 0.35, size, color, C.ink)
    })
    this.y -= after
  }

  list(items: Run[][], ordered: boolean): void {
    const size = 10
    const leading = 15
    const indent = ordered ? 21 : 18
    items.forEach((item, i) => {
      const lines = this.wrap(item, CONTENT_W - indent, size)
      lines.forEach((line, j) => {
        this.ensure(leading + (j === 0 && lines.length > 1 ? leading : 0))
        this.y -= leading
        const base = this.y + (leading - size) * 0.35
        if (j === 0) {
          if (ordered) {
            const num = `${i + 1}.`
            this.page.drawText(num, {
              x: MARGIN + indent - 5 - this.measureAt(size)(num, true),
              y: base,
              size,
              font: this.fonts.bold,
              color: C.teal,
            })
          } else this.page.drawCircle({ x: MARGIN + 6, y: base + size * 0.34, size: 2.2, color: C.teal })
        }
        this.drawRuns(line.runs, MARGIN + indent, base, size, C.text, C.ink)
      })
      this.y -= 3
    })
    this.y -= 5
  }

  heading(text: string, keep = 45): void {
    const size = 14
    const lines = this.wrap(parseInline(text), CONTENT_W - 12, size)
    this.ensure(lines.length * 19 + 14 + keep)
    if (this.y < TOP) this.y -= 12
    const top = this.y
    for (const line of lines) {
      this.y -= 19
      this.drawRuns(
        line.runs.map((r) => ({ ...r, bold: true })),
        MARGIN + 12,
        this.y + 4,
        size,
        C.navy,
      )
    }
    this.page.drawRectangle({ x: MARGIN, y: this.y + 1, width: 4, height: top - this.y - 2, color: C.teal })
    this.y -= 9
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
    if (height > this.y - BOTTOM) {
      // Too long for one box: print it as plain paragraphs instead of splitting a box.
      for (const b of blocks) {
        if (b.kind === 'p') this.paragraph(b.runs, { size })
        else this.list(b.items, b.kind === 'ol')
      }
      return
    }
    this.ensure(height + 8)
    this.y -= 4
    const top = this.y
    this.page.drawRectangle({ x: MARGIN, y: top - height, width: CONTENT_W, height, color: C.teal50 })
    this.page.drawRectangle({ x: MARGIN, y: top - height, width: 3, height, color: C.teal })
    let y = top - pad + 2
    for (const line of lines) {
      y -= leading
      this.drawRuns(line.runs, MARGIN + pad + 4, y + 3.5, size, C.text, C.teal)
    }
    this.y = top - height - 12
  }

  table(t: Table): void {
    const size = 8.6
    const leading = 11.6
    const padX = 5
    const padY = 4.5
    const m = this.measureAt(size)
    const header = t.columns.map((c) => parseInline(c).map((r) => ({ ...r, bold: true })))
    const body = t.rows.map((row) => row.map((c) => parseInline(c)))
    const numeric = (s: string) => /\d/.test(s) && /^[\s₹+\-–(),.%x\d]+$/i.test(s.replace(/\b(lakh|crore|days?|months?|years?)\b/gi, ''))
    const rightAlign = t.columns.map(
      (_, ci) =>
        t.rows.length > 0 && t.rows.every((r) => numeric(plain(r[ci])) || plain(r[ci]).trim() === '' || plain(r[ci]).trim() === '-'),
    )
    const widths = this.columnWidths(t, [header, ...body], m, padX)

    if (t.caption) {
      this.ensure(16 + 60)
      this.y -= 14
      this.drawRuns(
        parseInline(t.caption).map((r) => ({ ...r, bold: true })),
        MARGIN,
        this.y + 3,
        9.5,
        C.navy,
      )
      this.y -= 4
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
      this.page.drawRectangle({
        x: MARGIN,
        y: top - row.height,
        width: CONTENT_W,
        height: row.height,
        color: fillColor,
        borderColor: C.border,
        borderWidth: 0.5,
      })
      let x = MARGIN
      row.lines.forEach((cellLines, ci) => {
        if (ci > 0)
          this.page.drawLine({
            start: { x, y: top },
            end: { x, y: top - row.height },
            thickness: 0.5,
            color: kind === 'head' ? C.blue : C.border,
          })
        cellLines.forEach((line, li) => {
          const y = top - padY - (li + 1) * leading + (leading - size) * 0.55
          const lx = rightAlign[ci] ? x + widths[ci] - padX - line.width : x + padX
          this.drawRuns(line.runs, lx, y, size, kind === 'head' ? C.white : C.text, kind === 'head' ? C.white : C.ink)
        })
        x += widths[ci]
      })
      this.y = top - row.height
    }

    this.ensure(head.height + layoutRow(body[0] ?? header).height)
    this.y -= 2
    drawRow(head, 'head')
    body.forEach((cells, i) => {
      const row = layoutRow(cells)
      if (this.y - row.height < BOTTOM) {
        this.newPage()
        drawRow(head, 'head')
      }
      drawRow(row, i % 2 ? 'even' : 'odd')
    })
    this.y -= 6
    if (t.note) this.paragraph(parseInline(t.note), { size: 8.5, leading: 12, color: C.muted, after: 4 })
    this.y -= 6
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
    this.y -= 6
  }

  // ---- title page and closing block ----

  titlePage(dl: Downloads): void {
    this.newPage(false)
    const p = this.page
    const bandH = 372
    p.drawRectangle({ x: 0, y: PAGE_H - bandH, width: PAGE_W, height: bandH, color: C.navy })
    p.drawCircle({ x: PAGE_W - 40, y: PAGE_H - 70, size: 170, color: C.blue, opacity: 0.55 })
    p.drawCircle({ x: PAGE_W - 30, y: PAGE_H - bandH + 70, size: 72, color: C.teal, opacity: 0.35 })
    p.drawRectangle({ x: 0, y: PAGE_H - bandH - 6, width: PAGE_W, height: 6, color: C.teal })

    this.logo(MARGIN, PAGE_H - 92, 40)
    p.drawText(this.site.brand.name, { x: MARGIN + 52, y: PAGE_H - 70, size: 19, font: this.fonts.bold, color: C.white })
    p.drawText(domainLabel(this.site), { x: MARGIN + 52, y: PAGE_H - 86, size: 9, font: this.fonts.regular, color: C.blue100 })

    // Pill with the edition line.
    const pillText = dl.edition
    const pw = this.fonts.bold.widthOfTextAtSize(pillText, 8.5) + 18
    this.roundedRect(MARGIN, PAGE_H - 150, pw, 19, 9.5, { color: C.amber })
    p.drawText(pillText, { x: MARGIN + 9, y: PAGE_H - 143.5, size: 8.5, font: this.fonts.bold, color: C.ink })

    let y = PAGE_H - 178
    const titleLines = this.wrap(parseInline(this.file.title), CONTENT_W - 30, 27)
    for (const line of titleLines) {
      y -= 32
      this.drawRuns(
        line.runs.map((r) => ({ ...r, bold: true })),
        MARGIN,
        y,
        27,
        C.white,
      )
    }
    y -= 10
    for (const line of this.wrap(parseInline(this.file.subtitle), CONTENT_W - 40, 12.5)) {
      y -= 18
      this.drawRuns(line.runs, MARGIN, y, 12.5, C.blue100)
    }

    y = PAGE_H - bandH - 34
    if (this.file.summary) {
      const lines = this.wrap(parseInline(this.file.summary), CONTENT_W - 32, 10.5)
      const h = lines.length * 16 + 24
      this.roundedRect(MARGIN, y - h, CONTENT_W, h, 6, { color: C.blue50, borderColor: C.blue100, borderWidth: 0.8 })
      p.drawRectangle({ x: MARGIN, y: y - h + 6, width: 4, height: h - 12, color: C.blue })
      let ly = y - 9
      for (const line of lines) {
        ly -= 16
        this.drawRuns(line.runs, MARGIN + 16, ly + 3.5, 10.5, C.text, C.ink)
      }
      y -= h + 30
    }

    // What's inside: the section headings, in two columns when there are many.
    p.drawText(dl.labels.contents, { x: MARGIN, y, size: 13, font: this.fonts.bold, color: C.navy })
    y -= 6
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
        cy -= 19
        p.drawText(String(col * perCol + k + 1).padStart(2, '0'), { x, y: cy, size: 10, font: this.fonts.bold, color: C.teal })
        this.wrap(parseInline(s.heading), colW - 26, 10).forEach((line, j) => {
          if (j > 0) cy -= 13
          this.drawRuns(line.runs, x + 24, cy, 10, C.text)
        })
      })
      bottom = Math.min(bottom, cy)
    }

    // Disclaimer at the foot of the title page.
    const disc = this.wrap(parseInline(dl.disclaimer), CONTENT_W, 7.8)
    const discTop = BOTTOM + disc.length * 11
    if (bottom < discTop + 20)
      throw new Error(`${this.file.path}: the title page is full; shorten the summary or the section headings, or use fewer sections.`)
    let dy = discTop
    for (const line of disc) {
      this.drawRuns(line.runs, MARGIN, dy, 7.8, C.muted)
      dy -= 11
    }
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
    this.y -= 14
    const top = this.y
    this.roundedRect(MARGIN, top - height, CONTENT_W, height, 8, { color: C.blue50, borderColor: C.blue, borderWidth: 1.2 })
    this.page.drawRectangle({ x: MARGIN + 1, y: top - height + 8, width: 5, height: height - 16, color: C.teal })
    let y = top - pad - 14
    this.page.drawText(dl.labels.cta, { x: MARGIN + pad, y, size: 16, font: this.fonts.bold, color: C.navy })
    y -= 8
    for (const line of body) {
      y -= 15
      this.drawRuns(line.runs, MARGIN + pad, y + 3, 10, C.text, C.ink)
    }
    y -= 8
    const labelW = Math.max(...rows.map((r) => this.fonts.bold.widthOfTextAtSize(r.label, 9.5))) + 14
    for (const r of rows) {
      y -= 20
      this.page.drawText(r.label, { x: MARGIN + pad, y: y + 5, size: 9.5, font: this.fonts.bold, color: C.muted })
      const vw = this.fonts.bold.widthOfTextAtSize(r.value, 11)
      this.page.drawText(r.value, { x: MARGIN + pad + labelW, y: y + 5, size: 11, font: this.fonts.bold, color: C.blue })
      this.link(MARGIN + pad + labelW - 2, y + 1, vw + 4, 16, r.uri)
    }
    if (address.length) y -= 10
    for (const line of address) {
      y -= 12
      this.drawRuns(line.runs, MARGIN + pad, y + 3, 8.5, C.muted)
    }
    this.y = top - height - 10
  }
}

/** Renders one guide to PDF bytes. */
export async function renderDownload(file: DownloadFile, dl: Downloads, site: SiteInfo, root: string): Promise<Uint8Array> {
  const bytes = fontBytes(root)
  const charset = new Set<number>(fontkit.create(bytes.regular).characterSet)
  checkGlyphs(file, allText(file, dl, site), charset)
  for (const s of file.sections) if (s.table) checkTable(file, s.heading, s.table)

  const doc = await PDFDocument.create({ updateMetadata: false })
  const fonts = await embedFonts(doc, bytes, charset)
  const title = plain(file.title)
  const when = new Date(`${dl.updated}T00:00:00Z`)
  doc.setTitle(title, { showInWindowTitleBar: true })
  doc.setSubject(plain(file.subtitle))
  doc.setAuthor(site.brand.legalName)
  doc.setCreator(site.brand.name)
  doc.setProducer(`${site.brand.name} asset builder (pdf-lib)`)
  doc.setKeywords([site.brand.name, ...file.sections.map((s) => plain(s.heading))])
  doc.setLanguage('en-IN')
  doc.setCreationDate(when)
  doc.setModificationDate(when)

  const w = new Writer(doc, fonts, file, site)
  w.titlePage(dl)
  w.newPage()
  for (const s of file.sections) w.section(s)
  w.contactBlock(dl)
  w.drawFooters(dl.labels.page)
  // Open at the title page, fitted to the window.
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseNone'))
  return doc.save({ useObjectStreams: false })
}

/** Writes every PDF described in pages/_site/downloads.yaml under outDir; returns the files written. */
export async function writeDownloads(opts: { root: string; outDir: string }): Promise<string[]> {
  const site = loadSite(opts.root)
  const dl = loadDownloads(opts.root)
  const seen = new Set<string>()
  for (const file of dl.files) {
    if (seen.has(file.path)) throw new Error(`pages/_site/downloads.yaml: ${file.path} is described twice.`)
    seen.add(file.path)
  }
  const written: string[] = []
  for (const file of dl.files) {
    const bytes = await renderDownload(file, dl, site, opts.root)
    const out = path.join(opts.outDir, ...file.path.split('/').filter(Boolean))
    fs.mkdirSync(path.dirname(out), { recursive: true })
    fs.writeFileSync(out, bytes)
    written.push(out)
  }
  return written
}
