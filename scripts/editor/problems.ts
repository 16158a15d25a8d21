/**
 * The checker as the editor uses it: the last commit it compares with (kept between checks), the loader
 * with one unsaved file in place, and its problems in the form's words.
 */
import { loadContent, readBase, type Base } from '../lib/content/index.ts'
export { toEditorProblem } from '../../src/editor-calls/editor-problem.ts'

const bases = new Map<string, Base>()

/**
 * The last commit, that the check compares with (old prices still shown, links to removed pages): read when a
 * file is opened or saved (`fresh`), and kept for the checks and previews in between, which so run no git.
 */
export function lastCommit(root: string, fresh = false): Base {
  let base = bases.get(root)
  if (!base || fresh) bases.set(root, (base = readBase(root)))
  return base
}

/** The loader's answer with `file` replaced by `text`; rule problems do not stop the resolution. */
export function loadWith(root: string, file: string, text: string, fresh = false) {
  return loadContent({ root, overrides: new Map([[file, text]]), allowRuleProblems: true, base: lastCommit(root, fresh) })
}
