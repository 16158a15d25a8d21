/**
 * npm run report:prices: every price-book entry, each page and field that shows it, the figure shown,
 * and where figures differ from the book; rupee amounts typed in prose that the book does not know.
 *
 * npm run report:prices -- --since <git ref>: what a change repriced, as Markdown for a pull request:
 * entries whose figure changed, the pages and fields that show them, and the pages whose JSON-LD offers
 * change with them.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadContent, type Content } from './lib/content/index.ts'
import { readYamlFile } from './lib/content/fs-source.ts'
import { changedEntries, freeTextAmounts, priceReport, staleFigures, type BookEntryReport } from './lib/prices.ts'
import { describePath } from './lib/content/validate.ts'
import { formatRupees } from './lib/content/format-values.ts'
import { pageOffers } from '../src/seo/jsonld.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export function load(dir: string, allowRuleProblems = false): { content: Content; raw: Map<string, { file: string; data: unknown }> } {
  const { content, problems } = loadContent({ root: dir, allowRuleProblems })
  if (!content) throw new Error(`content in ${dir} has ${problems.length} problems; run npm run check`)
  const raw = new Map<string, { file: string; data: unknown }>()
  for (const [page, file] of content.files) raw.set(page, { file, data: readYamlFile(dir, file) })
  const site = readYamlFile(dir, 'pages/_site/site.yaml') as { categories: unknown }
  raw.set('(menu and /services)', { file: 'pages/_site/site.yaml', data: { categories: site.categories } })
  return { content, raw }
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

/** Checks out <ref>'s pages and schema into a temporary folder and compares them with the content in `current`. */
export function sinceReport(ref: string, current = root): string {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'prices-'))
  try {
    const tar = execFileSync('git', ['archive', ref, 'pages', 'schema', 'public'], { cwd: root, maxBuffer: 1 << 28 })
    execFileSync('tar', ['-x', '-C', tmp], { input: tar })
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'))
    const before = load(tmp, true)
    const after = load(current, true)
    const byId = (r: BookEntryReport[]) => new Map(r.map((e) => [e.id, e]))
    const old = byId(priceReport(before.content, before.raw))
    const now = priceReport(after.content, after.raw)
    const out: string[] = [`## Price changes since \`${ref}\``, '']
    const changed: string[] = []
    for (const e of now) {
      const prev = old.get(e.id)
      const shownBefore = new Map((prev?.uses ?? []).map((u) => [`${u.page} ${u.where}`, u.shown]))
      const moved = e.uses.filter((u) => shownBefore.get(`${u.page} ${u.where}`) !== u.shown)
      if (!prev || prev.book !== e.book || moved.length) {
        changed.push(e.id)
        out.push(
          `### ${e.name} (\`${e.id}\`)`,
          '',
          `Book: ${prev ? `${prev.book} → ` : 'new entry: '}**${e.book}**`,
          '',
          '| page | field | before | now |',
          '| --- | --- | --- | --- |',
        )
        for (const u of e.uses) out.push(`| ${u.page} | ${u.where} | ${shownBefore.get(`${u.page} ${u.where}`) ?? '—'} | ${u.shown} |`)
        out.push('')
      }
    }
    for (const id of old.keys()) if (!now.some((e) => e.id === id)) out.push(`### \`${id}\` removed from the book`, '')
    // Sentences that still state a figure the book no longer has, next to that service's name.
    const repriced = changedEntries(before.content.catalog, after.content.catalog)
    const stale = [...after.raw.values()].flatMap(({ file, data }) => staleFigures(repriced, data).map((f) => ({ file, data, f })))
    if (repriced.length) {
      out.push('### Text that still shows an old price', '')
      if (!stale.length) out.push('None: every sentence that states one of these prices uses `{price:id}` or another figure.', '')
      else {
        out.push('| file | field | shows | entry now | text |', '| --- | --- | --- | --- | --- |')
        for (const { file, data, f } of stale) {
          const e = repriced.find((c) => c.id === f.id)!
          out.push(
            `| ${file} | ${describePath(data, f.at)} | ${f.shown} | ${formatRupees(e.now)} (\`${e.id}\`) | …${f.excerpt.replace(/\|/g, '\\|')}… |`,
          )
        }
        out.push('', 'Write `{price:<id>}` in those sentences instead of the figure.', '')
      }
    }
    // Pages whose structured-data offers change.
    const offers = (c: Content, p: string) => {
      const page = c.pages.get(p)
      return page?.service ? JSON.stringify(pageOffers(c.site, page).map((o) => [o.name, o.price])) : ''
    }
    const touched = [...after.content.pages.keys()].filter((p) => offers(after.content, p) !== offers(before.content, p))
    out.push('### Search-engine offers (JSON-LD) that change', '', touched.length ? touched.map((p) => `- ${p}`).join('\n') : 'None.', '')
    if (!changed.length) out.splice(2, 0, 'No price in the book or on a page changed.', '')
    return out.join('\n')
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--since')
  console.log(i > 0 ? sinceReport(process.argv[i + 1] ?? 'HEAD') : fullReport())
}
