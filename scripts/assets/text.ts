/** Light markup shared by the PDFs and the guide pages, and a word-wrapper that works with any font metrics. */

export interface Run {
  text: string
  bold: boolean
}

export type Block = { kind: 'p'; runs: Run[] } | { kind: 'ul'; items: Run[][] } | { kind: 'ol'; items: Run[][] }

/** "Plain **bold** plain" → runs. An unmatched "**" is kept as text. */
export function parseInline(text: string): Run[] {
  const runs: Run[] = []
  const re = /\*\*(.+?)\*\*/g
  let last = 0
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) runs.push({ text: text.slice(last, m.index), bold: false })
    runs.push({ text: m[1], bold: true })
    last = m.index + m[0].length
  }
  if (last < text.length) runs.push({ text: text.slice(last), bold: false })
  return runs.filter((r) => r.text.length > 0)
}

/** Text with the inline markup removed, for alt text, titles and searches. */
export function plain(text: string): string {
  return parseInline(text)
    .map((r) => r.text)
    .join('')
}

/**
 * Body text: paragraphs separated by blank lines; lines starting with "- " are bullets, "1. " numbered
 * items; a line indented by two or more spaces continues the item above it.
 */
export function parseBody(body: string): Block[] {
  const blocks: Block[] = []
  let para: string[] = []
  let list: { kind: 'ul' | 'ol'; items: string[] } | undefined
  const flush = () => {
    if (para.length) blocks.push({ kind: 'p', runs: parseInline(para.join(' ')) })
    if (list) blocks.push({ kind: list.kind, items: list.items.map(parseInline) })
    para = []
    list = undefined
  }
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd()
    if (!line.trim()) {
      flush()
      continue
    }
    const bullet = /^\s*[-•]\s+(.*)$/.exec(line)
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line)
    if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol'
      if (para.length || (list && list.kind !== kind)) flush()
      list ??= { kind, items: [] }
      list.items.push((bullet ?? numbered)![1].trim())
    } else if (list && /^\s{2,}\S/.test(line)) {
      list.items[list.items.length - 1] += ' ' + line.trim()
    } else {
      if (list) flush()
      para.push(line.trim())
    }
  }
  flush()
  return blocks
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
