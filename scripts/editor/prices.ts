/** The price book seen from the editor: where an entry is shown, and renaming an entry everywhere at once. */
import { listYaml, loadContent, type Problem } from '../lib/content/index.ts'
import { readYaml } from '../lib/content/yaml-file.ts'
import { priceUsesOf } from './price-uses.ts'
import { load as loadForReport } from '../report-prices.ts'
import { applyEdit } from './yaml-edit.ts'
import { EditorError } from './errors.ts'
import { read, writeTogether } from './files.ts'
import { lastCommit, toEditorProblem } from './problems.ts'
import type { PriceUsesResponse } from '../../src/editor/protocol.ts'
import { messages } from '../../src/editor/messages.ts'

/**
 * Renames a saved price-book entry: its short name in the price book, every price on every page that shows it
 * (`ref:`) and every `{price:…}` in text, in one go, each file edited in place (untouched lines stay as they
 * are). The site is checked with all the changes first; nothing is written if it would add a problem.
 */
export function renameEntry(root: string, from: unknown, to: unknown): { written: string[] } {
  if (typeof from !== 'string' || typeof to !== 'string') throw new EditorError(400, { error: messages.prices.renameWhat })
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(to))
    throw new EditorError(400, {
      error: messages.prices.badShortName(to),
    })
  const catalog = (readYaml(read(root, 'pages/_site/catalog.yaml')) ?? {}) as { entries?: { id?: string }[] }
  const ids = (catalog.entries ?? []).map((e) => e.id)
  if (!ids.includes(from)) throw new EditorError(404, { error: messages.prices.noEntry(from) })
  if (ids.includes(to)) throw new EditorError(400, { error: messages.prices.taken(to) })
  const placeholder = new RegExp(`\\{price:${from.replace(/-/g, '\\-')}\\}`, 'g')
  const rename = (node: unknown, inCatalog: boolean): unknown => {
    if (typeof node === 'string') return node.replace(placeholder, `{price:${to}}`)
    if (Array.isArray(node)) return node.map((n) => rename(n, inCatalog))
    if (!node || typeof node !== 'object') return node
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(node)) out[k] = (k === 'ref' || (inCatalog && k === 'id')) && v === from ? to : rename(v, inCatalog)
    return out
  }
  const changes = new Map<string, { before: string; after: string }>()
  for (const file of listYaml(root)) {
    const before = read(root, file)
    if (!before.includes(from)) continue
    let data: unknown
    try {
      data = readYaml(before)
    } catch {
      continue // A file with a YAML mistake is left to its own problem.
    }
    const next = rename(data, file === 'pages/_site/catalog.yaml')
    if (JSON.stringify(next) === JSON.stringify(data)) continue
    changes.set(file, { before, after: applyEdit(before, next) })
  }
  const known = (list: Problem[]) => new Set(list.map((p) => `${p.file} ${p.where} ${p.message}`))
  const base = lastCommit(root, true)
  const was = known(loadContent({ root, allowRuleProblems: true, base }).problems)
  const now = loadContent({ root, overrides: new Map([...changes].map(([f, c]) => [f, c.after])), allowRuleProblems: true, base }).problems
  const added = now.filter((p) => !was.has(`${p.file} ${p.where} ${p.message}`))
  if (added.length)
    throw new EditorError(422, {
      problems: added.map(toEditorProblem),
      error: messages.prices.notRenamed(added.length, `${added[0].file} ${added[0].where}: ${added[0].message}`),
    })
  writeTogether(root, new Map([...changes].map(([file, c]) => [file, c.after])), 'renamed')
  return { written: [...changes.keys()] }
}

/** Every page and field that shows a price-book entry, with the figure it shows, and every sentence that states it with {price:id}. */
export function priceUses(root: string, id: string): PriceUsesResponse {
  const { content, raw } = loadForReport(root, true)
  return priceUsesOf(content, raw, id)
}
