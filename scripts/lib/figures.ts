/**
 * The quality summary `npm test` (and so CI) ends with: one row per figure of the quality gates, written by
 * the test or script that measures it (axe, html-validate, JSON-LD, the link crawler, budgets, headers,
 * the secret scan, Lighthouse, npm audit) and printed as one table by scripts/test-all.ts.
 * Kept in node_modules/.cache so that nothing lands in dist/ or in the repository.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** One file per figure, so that test files running in parallel never overwrite each other's rows. */
export const FIGURES_DIR = path.resolve(import.meta.dirname, '../../node_modules/.cache/quality/figures')

/** The summary's areas, in the order it lists them. */
export const AREAS = ['accessibility', 'validity', 'speed', 'security'] as const

export interface Figure {
  area: (typeof AREAS)[number]
  /** What was measured; also the row's key (a second record of the same measure replaces the first). */
  measure: string
  /** What was found, with the figures a reader needs ("0 errors in 58 files"). */
  result: string
  target: string
  /** Whether the result meets the target; null when it could not be measured. */
  met: boolean | null
  /** A gate fails `npm test` when it is missed; a figure is reported only (Lighthouse speed, npm audit). */
  gate: boolean
}

export function readFigures(): Figure[] {
  let files: string[]
  try {
    files = fs.readdirSync(FIGURES_DIR).filter((f) => f.endsWith('.json'))
  } catch {
    return []
  }
  return files
    .map((f) => JSON.parse(fs.readFileSync(path.join(FIGURES_DIR, f), 'utf8')) as Figure & { at: number; seq: number })
    .sort((a, b) => a.at - b.at || a.seq - b.seq)
    .map(({ at: _at, seq: _seq, ...figure }) => figure)
}

let seq = 0

export function recordFigure(figure: Figure): void {
  fs.mkdirSync(FIGURES_DIR, { recursive: true })
  const file = `${createHash('sha1').update(figure.measure).digest('hex').slice(0, 16)}.json`
  fs.writeFileSync(path.join(FIGURES_DIR, file), JSON.stringify({ ...figure, at: Date.now(), seq: seq++ }))
}

/** Forgets every figure (the start of `npm test`). */
export function clearFigures(): void {
  fs.rmSync(FIGURES_DIR, { recursive: true, force: true })
}

/** The rows as a fixed-width table: area order, then the order they were recorded in. */
export function figuresTable(rows: Figure[]): string {
  if (!rows.length) return ''
  const sorted = AREAS.flatMap((a) => rows.filter((r) => r.area === a))
  const mark = (r: Figure) => (r.met === null ? '?' : r.met ? 'ok' : r.gate ? 'FAILED' : 'missed')
  // The result, the longest and most varied cell, goes last so that it does not push the others apart.
  const table = [['', 'area', 'measure', 'target', 'result'], ...sorted.map((r) => [mark(r), r.area, r.measure, r.target, r.result])]
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)))
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd()
  return [line(table[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...table.slice(1).map(line)].join('\n')
}
