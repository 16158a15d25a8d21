/**
 * The checker as the editor uses it: the last commit it compares with (kept between checks), the loader
 * with one unsaved file in place, and its problems in the form's words.
 */
import { loadContent, readBase, type Base, type Problem } from '../lib/content/index.ts'
import { humanize } from './schemas.ts'
import type { EditorProblem } from '../../src/editor/protocol.ts'
import { messages } from '../../src/editor/messages.ts'

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

export function toEditorProblem({ missing, ...p }: Problem): EditorProblem {
  // A missing required field is shown at the empty field itself (its path ends in the field's name), in the
  // form's words ("Question is missing") rather than the file's ("Add "question:"").
  if (!missing) return p
  const name = humanize(String(p.path.at(-1)))
  return {
    ...p,
    message: messages.save.missingField(name),
    hint: missing.typo ? p.hint : messages.save.writeField(name.toLowerCase(), missing.description ?? ''),
  }
}

/** The loader's answer with `file` replaced by `text`; rule problems do not stop the resolution. */
export function loadWith(root: string, file: string, text: string, fresh = false) {
  return loadContent({ root, overrides: new Map([[file, text]]), allowRuleProblems: true, base: lastCommit(root, fresh) })
}
