/**
 * Key figures of the quality checks (routes checked by axe, HTML files validated, links crawled, home
 * JavaScript), written by the tests that measure them and printed by `npm test` under its table.
 * Kept in node_modules/.cache so that nothing lands in dist/ or in the repository.
 */
import fs from 'node:fs'
import path from 'node:path'

export const FIGURES_FILE = path.resolve(import.meta.dirname, '../../node_modules/.cache/quality/figures.json')

export function readFigures(): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(FIGURES_FILE, 'utf8')) as Record<string, string>
  } catch {
    return {}
  }
}

export function recordFigure(name: string, value: string): void {
  fs.mkdirSync(path.dirname(FIGURES_FILE), { recursive: true })
  fs.writeFileSync(FIGURES_FILE, JSON.stringify({ ...readFigures(), [name]: value }, null, 2))
}
