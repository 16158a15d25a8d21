/**
 * Renaming a price-book entry everywhere at once. No Node here: both of the editor's stores run it over
 * their files (./site-files.ts).
 */
import { problemAt } from './summaries.ts'
import type { Problem } from '../checker/types.ts'
import { readYaml } from '../checker/yaml-file.ts'
import { applyEdit } from './yaml-edit.ts'
import { CallError } from '../contract/errors.ts'
import { toEditorProblem } from './editor-problem.ts'
import { textOf, type Planned, type SiteFiles, type Writes } from './site-files.ts'
import { keepTranslationsCurrent } from './translate.ts'
import { messages } from '../contract/messages.ts'

/**
 * Renames a saved price-book entry: its short name in the price book, every price on every page that shows it
 * (`ref:`) and every `{price:…}` in text, in one go, each file edited in place (untouched lines stay as they
 * are). The site is checked with all the changes first; nothing is written if it would add a problem.
 */
export function renameEntryIn(site: SiteFiles, from: unknown, to: unknown): Planned<{ written: string[] }> {
  if (typeof from !== 'string' || typeof to !== 'string') throw new CallError(400, { error: messages.prices.renameWhat })
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(to))
    throw new CallError(400, {
      error: messages.prices.badShortName(to),
    })
  const catalog = (readYaml(textOf(site, 'pages/_site/catalog.yaml')) ?? {}) as { entries?: { id?: string }[] }
  const ids = (catalog.entries ?? []).map((e) => e.id)
  if (!ids.includes(from)) throw new CallError(404, { error: messages.prices.noEntry(from) })
  if (ids.includes(to)) throw new CallError(400, { error: messages.prices.taken(to) })
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
  for (const file of site.list()) {
    const before = textOf(site, file)
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
  const writes: Writes = new Map([...changes].map(([file, c]) => [file, c.after]))
  // The same rename on an English page and its Hindi page: a translation up to date before stays so.
  keepTranslationsCurrent(site, writes)
  const was = known(site.check(new Map(), true).problems)
  const now = site.check(writes, true).problems
  const added = now.filter((p) => !was.has(`${p.file} ${p.where} ${p.message}`))
  if (added.length)
    throw new CallError(422, {
      problems: added.map(toEditorProblem),
      error: messages.prices.notRenamed(added.length, problemAt(site, added[0])),
    })
  return { writes, verb: 'renamed', result: { written: [...writes.keys()] } }
}
