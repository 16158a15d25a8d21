/**
 * npm run report:prices: every price-book entry, each page and field that shows it, the figure shown,
 * and where figures differ from the book; rupee amounts typed in prose that the book does not know.
 *
 * npm run report:prices -- --since <git ref>: what a change repriced, as Markdown for a pull request:
 * entries whose figure changed, the pages and fields that show them, and the pages whose JSON-LD offers
 * change with them.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freeTextAmounts, priceReport } from '../src/checker/prices.ts'
import { load, sinceReport } from './lib/prices-since.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function fullReport(): string {
  const { content, raw } = load(root)
  const entries = priceReport(content, raw)
  const lines: string[] = ['# Price book report', '']
  for (const e of entries) {
    const flag = e.differing.length
      ? `  ⚠ ${e.differing.length} place(s) show another figure`
      : e.uses.length
        ? ''
        : '  (not shown on any page)'
    lines.push(`${e.id}: ${e.name} — book: ${e.book}${flag}`)
    for (const u of e.uses)
      lines.push(
        `    ${u.shown === e.book ? ' ' : '≠'} ${u.page}  ${u.where}  →  ${u.shown}${u.overrides.length ? `  (page sets ${u.overrides.join(', ')})` : ''}`,
      )
  }
  const free = freeTextAmounts(content, raw)
  lines.push('', `# Rupee amounts in text that are not in the price book (${free.length})`, '')
  for (const f of free) lines.push(`  ${f.file}  ${f.where}: ₹${f.amount.toLocaleString('en-IN')}  “…${f.text}…”`)
  const total = entries.reduce((n, e) => n + e.uses.length, 0)
  const differing = entries.filter((e) => e.differing.length)
  lines.push(
    '',
    `${entries.length} entries, ${total} places that show them, ${differing.length} entries shown with more than one figure (kept on purpose where the spec gives two readings).`,
  )
  return lines.join('\n')
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--since')
  console.log(i > 0 ? sinceReport(process.argv[i + 1] ?? 'HEAD') : fullReport())
}
