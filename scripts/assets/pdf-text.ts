/**
 * Reads the text back out of the PDFs this project writes (pdfkit, Identity-H fonts with ToUnicode
 * maps), so tests can check that titles are real, searchable text without needing poppler installed.
 * Not a general PDF text extractor: it reads hex strings shown with TJ (all pdfkit emits) or Tj.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream, type PDFObject } from 'pdf-lib'

function streamText(obj: PDFObject | undefined): string {
  if (!(obj instanceof PDFRawStream)) return ''
  return Buffer.from(decodePDFRawStream(obj).decode()).toString('latin1')
}

/** Parses a ToUnicode CMap (bfchar and bfrange) into glyph code → text. */
export function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>()
  const utf16 = (hex: string) => {
    const units: number[] = []
    for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16))
    return String.fromCharCode(...units)
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(m[1], 16), utf16(m[2]))
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g)) {
      const lo = parseInt(m[1], 16)
      const hi = parseInt(m[2], 16)
      if (m[3].startsWith('[')) {
        const dsts = [...m[3].matchAll(/<([0-9a-fA-F]+)>/g)].map((d) => utf16(d[1]))
        for (let c = lo; c <= hi; c++) map.set(c, dsts[c - lo] ?? '')
      } else {
        const start = parseInt(m[3].slice(1, -1), 16)
        for (let c = lo; c <= hi; c++) map.set(c, String.fromCharCode(start + c - lo))
      }
    }
  }
  return map
}

/** The text of each page, one line per baseline. */
export async function extractPdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes)
  return doc.getPages().map((page) => {
    const fonts = new Map<string, Map<number, string>>()
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'))
    if (fontDict instanceof PDFDict) {
      for (const [name, ref] of fontDict.entries()) {
        const font = doc.context.lookup(ref)
        if (font instanceof PDFDict) fonts.set(name.asString(), parseToUnicode(streamText(font.lookup(PDFName.of('ToUnicode')))))
      }
    }
    const contents = page.node.Contents()
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents]
    const ops = streams.map((s) => streamText(s)).join('\n')
    // Pieces drawn on the same baseline join into one line; a new baseline starts a new line.
    const lines: string[] = []
    let current = new Map<number, string>()
    let y: string | undefined
    let lastY: string | undefined
    const re =
      /(\/[^\s/[\]<>()]+)\s+[\d.]+\s+Tf|[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+([-\d.]+)\s+Tm|<([0-9a-fA-F]*)>\s*Tj|\[([^\]]*)\]\s*TJ/g
    for (const m of ops.matchAll(re)) {
      if (m[1]) current = fonts.get(m[1]) ?? new Map()
      else if (m[2]) y = m[2]
      else {
        // A TJ array's numbers only move the pen; its hex strings are the glyphs.
        const hex = m[3] ?? [...m[4].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('')
        let piece = ''
        for (let i = 0; i + 4 <= hex.length; i += 4) piece += current.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD'
        if (lines.length && y !== undefined && y === lastY) lines[lines.length - 1] += piece
        else lines.push(piece)
        lastY = y
      }
    }
    return lines.join('\n')
  })
}
