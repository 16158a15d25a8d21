/**
 * npm run translations: each page's Hindi version and its state (up to date, behind with the English parts changed
 * since, not marked, missing), as the editor shows it. `-- --mark pages/hi/<file>.yaml` (or `--mark-all`) records a
 * translation as up to date with its English page as it is now, as the editor's "Mark as up to date" does: use it once
 * a translation says what its English page says (docs/EDITING.md, "The site in Hindi").
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { fingerprints, partsText, translationState, type TranslatablePage } from '../src/checker/translations.ts'
import { applyEdit } from '../src/editor-calls/yaml-edit.ts'
import { langOfFile, twinFile } from '../src/lib/lang.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const list = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`
    if (e.isDirectory()) return e.name === '_site' ? [] : list(rel)
    return e.name.endsWith('.yaml') ? [rel] : []
  })
const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8')
const files = list('pages').sort()
const marking = process.argv.includes('--mark-all')
  ? files.filter((f) => langOfFile(f) === 'hi')
  : process.argv.slice(process.argv.indexOf('--mark') + 1, process.argv.indexOf('--mark') + 2)
if (process.argv.includes('--mark') || process.argv.includes('--mark-all')) {
  for (const hindi of marking) {
    if (langOfFile(hindi) !== 'hi' || !fs.existsSync(path.join(root, twinFile(hindi)))) {
      console.error(`${hindi}: not a Hindi page with an English page`)
      process.exitCode = 1
      continue
    }
    const text = read(hindi)
    const page = parse(text) as Record<string, unknown>
    const made = applyEdit(text, { ...page, translatedFrom: fingerprints(parse(read(twinFile(hindi))) as TranslatablePage) })
    if (made !== text) fs.writeFileSync(path.join(root, hindi), made)
    console.log(`${hindi}: marked as up to date with ${twinFile(hindi)}`)
  }
} else {
  for (const english of files.filter((f) => langOfFile(f) === 'en' && !f.startsWith('pages/blog'))) {
    const hindi = twinFile(english)
    const state = translationState(
      parse(read(english)) as TranslatablePage,
      fs.existsSync(path.join(root, hindi)) ? (parse(read(hindi)) as TranslatablePage) : undefined,
    )
    const detail =
      state.state === 'behind'
        ? `: ${[...state.changed, ...state.added, ...state.removed].length} part(s) (${partsText([...state.changed, ...state.added, ...state.removed])})`
        : ''
    console.log(`${state.state.padEnd(8)} ${english}${detail}`)
  }
  for (const hindi of files.filter((f) => langOfFile(f) === 'hi' && !fs.existsSync(path.join(root, twinFile(f)))))
    console.log(`orphan   ${hindi}: no English page`)
}
