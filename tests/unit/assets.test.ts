// @vitest-environment node
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error -- jsdom ships no type declarations; only its DOMParser is used, typed below.
import { JSDOM } from 'jsdom'
import { create as openFont, type Font } from 'fontkit'
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream, decodePDFRawStream } from 'pdf-lib'
import { writeAssets } from '../../scripts/assets/index.ts'
import { escapeXml, renderGuidePage } from '../../scripts/assets/guide.ts'
import { extractPdfText, parseToUnicode } from '../../scripts/assets/pdf-text.ts'
import { loadFonts, renderDownload } from '../../scripts/assets/pdf.ts'
import { assetInput, domainLabel } from '../../scripts/assets/data.ts'
import { loadContent } from '../../scripts/lib/content/index.ts'
import { parseBody, parseInline, wrap } from '../../scripts/assets/text.ts'
import { guideImage } from '../../src/checker/resolve.ts'
import type { Guide } from '../../scripts/assets/types.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const content = loadContent({ root }).content!
const { site, downloads, guide } = assetInput(content)

/** The download links the service pages use (spec: business setup, compliance, financial, consulting). */
const REQUIRED_PDFS = [
  '/partnership-guide.pdf',
  '/ngo-guide.pdf',
  '/roc-compliance-guide.pdf',
  '/labour-compliance-guide.pdf',
  '/trade-compliance-guide.pdf',
  '/compliance-checklist.pdf',
  '/audit-checklist.pdf',
  '/sample-project-report.pdf',
  '/loan-guide.pdf',
  '/strategy-guide.pdf',
  '/sample-market-research.pdf',
  '/growth-guide.pdf',
]

const GUIDE_TITLES = [
  'Cover Page - Free Startup Guide',
  'Business Structure Comparison',
  'Taxation & Compliance Requirements',
  'Ease of Formation & Capital/Funding',
  'Management & Control',
  'Examples & Decision Flowchart',
  'Decision Flowchart & Private Limited Company',
  'Private Limited Company Details',
  'Limited Liability Partnership (LLP)',
  'One Person Company (OPC)',
]

const squash = (s: string) => s.replace(/\s+/g, ' ').trim()

let outDir = ''
let written: string[] = []

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-test-'))
  written = await writeAssets({ root, outDir, content })
}, 120_000)

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true })
})

describe('downloads.yaml', () => {
  it('describes every PDF the service pages link to, once each', () => {
    const paths = downloads.files.map((f) => f.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const p of REQUIRED_PDFS) expect(paths).toContain(p)
  })

  it('does not repeat the contact details that come from site.yaml', () => {
    const text = fs.readFileSync(path.join(root, 'pages/_site/downloads.yaml'), 'utf8')
    expect(text.startsWith('# yaml-language-server: $schema=../../schema/downloads.schema.json')).toBe(true)
    for (const value of [site.phone.display, site.phone.tel, site.email, site.chat.number]) expect(text).not.toContain(value)
  })
})

describe('PDF downloads', () => {
  it('writes one file per entry and returns its path', () => {
    for (const f of downloads.files) expect(written).toContain(path.join(outDir, f.path))
  })

  for (const file of downloads.files) {
    describe(file.path, () => {
      const read = () => fs.readFileSync(path.join(outDir, file.path))

      it('is a multi-page PDF titled in its properties', async () => {
        const bytes = read()
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
        const doc = await PDFDocument.load(bytes, { updateMetadata: false })
        expect(doc.getPageCount()).toBeGreaterThan(1)
        expect(doc.getPageCount()).toBeLessThanOrEqual(8)
        expect(doc.getTitle()).toBe(file.title.replace(/\*\*/g, ''))
        expect(doc.getAuthor()).toBe(site.brand.legalName)
      })

      it('has its title, page numbers and contact block as real text', async () => {
        const pages = await extractPdfText(read())
        const all = squash(pages.join('\n'))
        expect(all).not.toContain('\uFFFD')
        expect(squash(pages[0])).toContain(squash(file.title))
        expect(pages[0]).toContain(site.brand.name)
        expect(pages[pages.length - 1]).toContain(`Page ${pages.length} of ${pages.length}`)
        const last = pages[pages.length - 1]
        for (const value of [downloads.labels.cta, site.phone.display, site.email, domainLabel(site), site.chat.number])
          expect(last).toContain(value)
        for (const s of file.sections) expect(all).toContain(squash(s.heading))
      })
    })
  }

  it('prints the rupee sign as text', async () => {
    const pages = await extractPdfText(fs.readFileSync(path.join(outDir, 'loan-guide.pdf')))
    expect(pages.join('\n')).toContain('₹10 crore')
  })

  it('links the phone number, e-mail, website and chat', async () => {
    const doc = await PDFDocument.load(fs.readFileSync(path.join(outDir, 'ngo-guide.pdf')))
    const last = doc.getPages()[doc.getPageCount() - 1]
    const annots = last.node.Annots()?.asArray() ?? []
    const uris = annots.map((ref) => {
      const annot = doc.context.lookup(ref, PDFDict)
      return annot.lookup(PDFName.of('A'), PDFDict).lookup(PDFName.of('URI'))?.toString() ?? ''
    })
    expect(uris.join(' ')).toContain(`tel:${site.phone.tel}`)
    expect(uris.join(' ')).toContain(`mailto:${site.email}`)
    expect(uris.join(' ')).toContain(site.domain)
    expect(uris.join(' ')).toContain(`${site.chat.baseUrl}/${site.chat.number}?text=`)
  })

  it('writes the same bytes for the same content (fixed dates, no timestamps)', async () => {
    const file = downloads.files[0]
    const again = await renderDownload(file, downloads, site, loadFonts(root))
    expect(again.equals(fs.readFileSync(path.join(outDir, file.path)))).toBe(true)
  })

  it('names the file and the character when the font has no glyph for it', async () => {
    const file = { ...downloads.files[0], subtitle: 'Priced in ௹' }
    await expect(renderDownload(file, downloads, site, loadFonts(root))).rejects.toThrow(
      `${file.path}: the PDF font has no glyph for "௹" (U+0BF9)`,
    )
  })

  it('shortens a title too long for the page header with "…"', async () => {
    const title = 'A guide ' + 'with a rather long title '.repeat(4)
    const pages = await extractPdfText(await renderDownload({ ...downloads.files[0], title }, downloads, site, loadFonts(root)))
    const header = pages[1].split('\n').find((line) => line.endsWith('…'))
    expect(header).toBeDefined()
    expect(title.startsWith(header!.slice(0, -1))).toBe(true)
  })

  it('embeds font subsets whose glyphs match the original font (no blank letters)', async () => {
    const bytes = fs.readFileSync(path.join(outDir, 'partnership-guide.pdf'))
    const doc = await PDFDocument.load(bytes)
    const fonts = doc.getPages()[1].node.Resources()!.lookup(PDFName.of('Font'), PDFDict)
    const font = (bytes: Buffer): Font => {
      const f = openFont(bytes)
      if (!('getGlyph' in f)) throw new Error('expected a font, not a collection')
      return f
    }
    const originals = {
      Regular: font(fs.readFileSync(path.join(root, 'node_modules/@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'))),
      Bold: font(fs.readFileSync(path.join(root, 'node_modules/@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'))),
    }
    let checked = 0
    const seen = new Set<string>()
    for (const [, ref] of fonts.entries()) {
      const type0 = doc.context.lookup(ref, PDFDict)
      const base = type0.lookup(PDFName.of('BaseFont'))!.toString()
      if (seen.has(base)) continue
      seen.add(base)
      const original = base.includes('Bold') ? originals.Bold : originals.Regular
      const cid = doc.context.lookup(type0.lookup(PDFName.of('DescendantFonts'), PDFArray).get(0), PDFDict)
      const file = cid.lookup(PDFName.of('FontDescriptor'), PDFDict).lookup(PDFName.of('FontFile2')) as PDFRawStream
      const subset = font(Buffer.from(decodePDFRawStream(file).decode()))
      const cmap = type0.lookup(PDFName.of('ToUnicode')) as PDFRawStream
      const toUnicode = parseToUnicode(Buffer.from(decodePDFRawStream(cmap).decode()).toString('latin1'))
      for (const [gid, text] of toUnicode) {
        // Glyph 0 is the font's "missing glyph" box (mapped to U+0000); a space has no outline to compare.
        if (gid === 0 || text === ' ') continue
        const want = original.glyphForCodePoint(text.codePointAt(0)!).path.toSVG()
        expect(subset.getGlyph(gid).path.toSVG(), `glyph for "${text}" in ${base}`).toBe(want)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(60)
  })
})

describe('startup guide images', () => {
  const Parser = (new JSDOM('') as { window: { DOMParser: typeof DOMParser } }).window.DOMParser
  const parse = (svg: string) => new Parser().parseFromString(svg, 'image/svg+xml')

  it('has the ten published page titles, in order', () => {
    expect(guide.pages.map((p) => p.title)).toEqual(GUIDE_TITLES)
  })

  it('writes page-01.svg to page-10.svg where the viewer looks for them', () => {
    guide.pages.forEach((_, i) => {
      const file = path.join(outDir, guideImage(i))
      expect(written).toContain(file)
      expect(fs.existsSync(file)).toBe(true)
    })
    expect(fs.readdirSync(path.join(outDir, 'guide')).sort()).toEqual(
      GUIDE_TITLES.map((_, i) => `page-${String(i + 1).padStart(2, '0')}.svg`),
    )
  })

  guide.pages.forEach((page, i) => {
    it(`page ${i + 1} is well-formed SVG titled "${page.title}"`, () => {
      const svg = fs.readFileSync(path.join(outDir, guideImage(i)), 'utf8')
      const dom = parse(svg)
      expect(dom.getElementsByTagName('parsererror')).toHaveLength(0)
      const el = dom.documentElement
      expect(el.tagName).toBe('svg')
      expect(el.getAttribute('viewBox')).toBe('0 0 800 1131')
      expect(el.getElementsByTagName('title')[0].textContent).toBe(page.title)
      expect(svg).toContain(`<title id="title">${escapeXml(page.title)}</title>`)
      if (page.title.includes('&')) expect(svg).toContain('&amp;')
      expect(svg).toContain(site.phone.display)
      expect(svg).not.toMatch(/<script|<foreignObject|javascript:/i)
    })
  })

  it('escapes content so it can never add markup', () => {
    const evil = `</text><script>alert("x")</script> & 'quotes' <b>`
    const hostile: Guide = {
      ...guide,
      title: evil,
      pages: [
        {
          title: evil,
          heading: evil,
          intro: evil,
          blocks: [
            {
              heading: evil,
              text: evil,
              bullets: [evil],
              note: evil,
              table: { columns: [evil, 'b'], rows: [[evil, evil]] },
              flowchart: { steps: [{ question: evil, yes: evil }], otherwise: evil },
            },
          ],
        },
      ],
    }
    const svg = renderGuidePage(hostile, 0, { ...site, brand: { ...site.brand, name: evil } })
    expect(svg).not.toContain('<script')
    expect(svg).not.toContain('<b>')
    const dom = parse(svg)
    expect(dom.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(dom.getElementsByTagName('script')).toHaveLength(0)
    expect(dom.getElementsByTagName('title')[0].textContent).toBe(evil)
  })

  it('says which page is too long instead of drawing past the footer', () => {
    const long = Array.from({ length: 60 }, (_, i) => `Point number ${i + 1} about company law.`)
    const tooLong: Guide = { ...guide, pages: [{ title: 'Long page', heading: 'Long page', blocks: [{ bullets: long }] }] }
    expect(() => renderGuidePage(tooLong, 0, site)).toThrow(/page 1 \("Long page"\) does not fit/)
  })
})

describe('text helpers', () => {
  it('parses paragraphs, bullets, numbered steps and bold', () => {
    const blocks = parseBody('Intro **bold** text\nsame paragraph\n\n- one\n- two\n  continued\n\n1. first\n2. second')
    expect(blocks.map((b) => b.kind)).toEqual(['p', 'ul', 'ol'])
    expect(blocks[0]).toEqual({
      kind: 'p',
      runs: [
        { text: 'Intro ', bold: false },
        { text: 'bold', bold: true },
        { text: ' text same paragraph', bold: false },
      ],
    })
    expect(blocks[1].kind === 'ul' && blocks[1].items.map((i) => i.map((r) => r.text).join(''))).toEqual(['one', 'two continued'])
    expect(parseInline('a ** b')).toEqual([{ text: 'a ** b', bold: false }])
  })

  it('wraps without exceeding the width and without losing words', () => {
    const measure = (t: string) => t.length * 7
    const text =
      'The quick brown fox jumps over the lazy dog near https://www.example.in/a-very-long-address-without-spaces and **keeps** going.'
    const lines = wrap(parseInline(text), 140, measure)
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(140)
    expect(
      lines
        .map((l) => l.runs.map((r) => r.text).join(''))
        .join(' ')
        .replace(/\s+/g, ''),
    ).toBe(text.replace(/\*\*/g, '').replace(/\s+/g, ''))
  })
})

describe('one palette for the site, the PDFs and the guide images', () => {
  it('reads every colour the asset writers use from the site theme, and they write no colour of their own', async () => {
    const { palette, themeColors } = await import('../../scripts/assets/palette.ts')
    const theme = themeColors()
    const colours = palette()
    expect(colours.blue).toBe(theme['trust-600'])
    expect(colours.teal).toBe(theme['compliance-600'])
    expect(Object.values(colours).every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true)
    // A theme without a colour the PDFs need is a clear error, not a black guide.
    expect(() => palette({ ...theme, 'trust-600': '' })).toThrowError(/--color-trust-600/)
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/assets')
    for (const file of ['pdf.ts', 'guide.ts']) expect(fs.readFileSync(path.join(dir, file), 'utf8'), file).not.toMatch(/#[0-9a-fA-F]{6}\b/)
  })
})

describe('one Markdown dialect for the pages, the articles and the PDFs', () => {
  it('reads a body as the site does: the same blocks, bold as bold, italic and links as their words', async () => {
    const { parseBody, plain } = await import('../../scripts/assets/text.ts')
    const { parseMarkdown } = await import('../../src/lib/markdown.ts')
    const body =
      '## What you get\n\nA **fixed fee** with _no_ surprises; see [our prices](/pricing).\n\n- PAN\n- Aadhaar\n  and a photo\n\n1. Apply\n2. Sign'
    const pdf = parseBody(body)
    expect(pdf.map((b) => b.kind)).toEqual(['p', 'p', 'ul', 'ol'])
    expect(parseMarkdown(body).map((b) => (b.kind === 'h2' ? 'p' : b.kind))).toEqual(pdf.map((b) => b.kind))
    expect(pdf[0]).toEqual({ kind: 'p', runs: [{ text: 'What you get', bold: true }] })
    expect(pdf[1]).toEqual({
      kind: 'p',
      runs: [
        { text: 'A ', bold: false },
        { text: 'fixed fee', bold: true },
        { text: ' with no surprises; see our prices.', bold: false },
      ],
    })
    expect(pdf[2]).toEqual({ kind: 'ul', items: [[{ text: 'PAN', bold: false }], [{ text: 'Aadhaar and a photo', bold: false }]] })
    expect(plain('an **unmatched ** pair and a ** star')).toBe('an unmatched  pair and a ** star')
  })
})
