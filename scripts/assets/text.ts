/** The site's Markdown for the PDFs and the guide pages, as runs of plain and bold type, and a word-wrapper that works with any font metrics. */
import { parseInline as parseMarkdownInline, parseMarkdown, type Inline } from '../../src/lib/markdown.ts'

export interface Run {
  text: string
  bold: boolean
}

export type Block = { kind: 'p'; runs: Run[] } | { kind: 'ul'; items: Run[][] } | { kind: 'ol'; items: Run[][] }

/**
 * Inline text in the one Markdown dialect of the site (src/lib/markdown.ts): **bold** becomes bold runs;
 * _italic_ and [links](/path) keep their words (the PDFs and images have one weight of plain type and no
 * links). An unmatched "**" is kept as text.
 */
export function parseInline(text: string): Run[] {
  return runsOf(parseMarkdownInline(text))
}

function runsOf(inline: Inline[], bold = false): Run[] {
  const runs: Run[] = []
  for (const part of inline) {
    const more = part.kind === 'text' ? [{ text: part.text, bold }] : runsOf(part.children, bold || part.kind === 'strong')
    for (const r of more) {
      const last = runs[runs.length - 1]
      if (last && last.bold === r.bold) last.text += r.text
      else if (r.text) runs.push({ ...r })
    }
  }
  return runs.filter((r) => r.text.length > 0)
}

/** Text with the inline markup removed, for alt text, titles and searches. */
export function plain(text: string): string {
  return parseInline(text)
    .map((r) => r.text)
    .join('')
}

/**
 * Body text in the site's Markdown dialect (src/lib/markdown.ts), the same the pages and articles use:
 * paragraphs separated by blank lines, "- " bullets, "1. " numbered items, a line indented by two or more
 * spaces continuing the item above it, and "## " / "### " headings (drawn as bold paragraphs).
 */
export function parseBody(body: string): Block[] {
  return parseMarkdown(body).map((b): Block => {
    if ('items' in b) return { kind: b.kind, items: b.items.map((item) => runsOf(item)) }
    return { kind: 'p', runs: runsOf(b.text, b.kind !== 'p') }
  })
}

/** Width of a piece of text in one weight, in output units. */
export type Measure = (text: string, bold: boolean) => number

/** A word: one or more runs with no space between them ("**Note**:" is one word of two runs). */
type Word = Run[]

function words(runs: Run[]): Word[] {
  const out: Word[] = []
  let current: Word = []
  for (const run of runs) {
    const parts = run.text.split(/(\s+)/)
    for (const part of parts) {
      if (!part) continue
      if (/^\s+$/.test(part)) {
        if (current.length) out.push(current)
        current = []
      } else current.push({ text: part, bold: run.bold })
    }
  }
  if (current.length) out.push(current)
  return out
}

const wordWidth = (w: Word, measure: Measure) => w.reduce((s, r) => s + measure(r.text, r.bold), 0)

/** Splits a word wider than the line into pieces that fit (long URLs, codes). */
function breakWord(word: Word, max: number, measure: Measure): Word[] {
  const pieces: Word[] = []
  let piece: Word = []
  let width = 0
  for (const run of word) {
    for (const ch of run.text) {
      const w = measure(ch, run.bold)
      if (width + w > max && (piece.length || width > 0)) {
        pieces.push(piece)
        piece = []
        width = 0
      }
      const last = piece[piece.length - 1]
      if (last && last.bold === run.bold) last.text += ch
      else piece.push({ text: ch, bold: run.bold })
      width += w
    }
  }
  if (piece.length) pieces.push(piece)
  return pieces
}

export interface Line {
  runs: Run[]
  width: number
}

/** Greedy word wrap. Returns lines whose runs are merged by weight, with single spaces between words. */
export function wrap(runs: Run[], max: number, measure: Measure): Line[] {
  const lines: Line[] = []
  let line: Word[] = []
  let width = 0
  const space = measure(' ', false)
  const push = () => {
    if (!line.length) return
    const merged: Run[] = []
    line.forEach((word, i) => {
      word.forEach((run, j) => {
        const text = i > 0 && j === 0 ? ' ' + run.text : run.text
        const last = merged[merged.length - 1]
        if (last && last.bold === run.bold) last.text += text
        else merged.push({ text, bold: run.bold })
      })
    })
    lines.push({ runs: merged, width })
    line = []
    width = 0
  }
  for (const word of words(runs)) {
    const w = wordWidth(word, measure)
    if (w > max) {
      for (const piece of breakWord(word, max, measure)) {
        const pw = wordWidth(piece, measure)
        if (line.length && width + space + pw > max) push()
        width += (line.length ? space : 0) + pw
        line.push(piece)
      }
      continue
    }
    if (line.length && width + space + w > max) push()
    width += (line.length ? space : 0) + w
    line.push(word)
  }
  push()
  return lines
}
