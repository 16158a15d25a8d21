/** A checker's problem in the editor's words: what both the office computer's editor and the hosted one show. */
import type { Problem } from '../lib/content/types.ts'
import { humanize } from './schemas.ts'
import type { EditorProblem } from '../../src/editor/protocol.ts'
import { messages } from '../../src/editor/messages.ts'

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
