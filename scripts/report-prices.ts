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
import { loadContent } from './lib/content/index.ts'
import { memorySource } from '../src/checker/source.ts'
import { readYaml } from '../src/checker/yaml-file.ts'
import { commitOf, filesAt } from './lib/git-files.ts'
import { readYamlFile } from './lib/content/fs-source.ts'
import { freeTextAmounts, priceReport } from '../src/checker/prices.ts'
import { priceChanges, priceChangesMarkdown, pricedOf, type Priced } from '../src/checker/price-changes.ts'
import type { PriceChanges } from '../src/editor/protocol.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export function load(dir: string, allowRuleProblems = false): Priced {
  const { content, problems } = loadContent({ root: dir, allowRuleProblems })
  if (!content) throw new Error(`content in ${dir} has ${problems.length} problems; run npm run check`)
  return pricedOf(content, (file) => readYamlFile(dir, file))
}

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

/** The content at a commit, as the report reads it, kept by commit (one at a time: the office's last publish). */
let atCommit: { commit: string; priced: Priced } | undefined

function pricedAt(dir: string, commit: string): Priced {
  if (atCommit?.commit === commit) return atCommit.priced
  const files = filesAt(dir, commit, ['pages', 'schema', 'public'])
  const { content, problems } = loadContent({ source: memorySource(files), allowRuleProblems: true })
  if (!content) throw new Error(`content at ${commit.slice(0, 12)} has ${problems.length} problems`)
  const decoder = new TextDecoder()
  const priced = pricedOf(content, (file) => readYaml(decoder.decode(files.get(file) ?? new Uint8Array())))
  atCommit = { commit, priced }
  return priced
}

/**
 * Compares the content in `current` with <ref>'s, read from the git objects of the repository there (no
 * temporary folder; the commit's content is kept until another commit is asked for).
 */
export function sinceChanges(ref: string, current = root): PriceChanges {
  return priceChanges(pricedAt(current, commitOf(current, ref)), load(current, true), ref)
}

/** The same, in Markdown for a pull request. */
export const sinceReport = (ref: string, current = root): string => priceChangesMarkdown(sinceChanges(ref, current))

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--since')
  console.log(i > 0 ? sinceReport(process.argv[i + 1] ?? 'HEAD') : fullReport())
}
