/** Discard: changed content files back to their last committed bytes, with the changes that depend on them. */
import { writeFailure, writeFilesTogether } from '../lib/safe-write.ts'
import { EditorError } from './errors.ts'
import { committed, contentChanges, gitIn, titleOf } from './git.ts'
import { dependentsIn, namedTogether } from './dependents.ts'
import { siteFolder } from './site-folder.ts'
import type { DiscardResponse } from '../../src/editor/protocol.ts'
import { messages } from '../../src/editor/messages.ts'

/** The other changed files that depend on `file` (./dependents.ts), on the office computer's folder. */
export function dependentsOf(root: string, file: string, changed = contentChanges(root)): string[] {
  return dependentsIn(siteFolder(root), file, changed, (f) => committed(root, f)?.toString('utf8') ?? null)
}

/**
 * Discard: a changed content file back to its last committed bytes (a file that is new is removed). Only a
 * file that What changed lists can be discarded. When other changed files depend on it (dependentsOf), it
 * is refused (409, naming them) unless `together` names exactly those: then all go back at once, all or
 * nothing.
 */
export function discard(root: string, file: unknown, together?: unknown): DiscardResponse {
  if (typeof file !== 'string') throw new EditorError(400, { error: messages.discard.noFile })
  const changed = contentChanges(root)
  if (!changed.includes(file)) throw new EditorError(400, { error: messages.discard.noChanges(file) })
  const also = dependentsOf(root, file, changed)
  const named = namedTogether(together)
  if (also.length && JSON.stringify(named) !== JSON.stringify(also))
    throw new EditorError(409, {
      dependents: also.map((f) => ({ file: f, title: titleOf(root, f) })),
      error: messages.discard.wouldBreak(titleOf(root, file), also.length, also.map((f) => titleOf(root, f)).join(', ')),
    })
  const writes = new Map<string, Buffer | null>([file, ...also].map((f) => [f, committed(root, f)]))
  try {
    writeFilesTogether(root, writes)
  } catch (e) {
    throw new EditorError(507, { error: messages.discard.notDiscarded(writeFailure(e)) })
  }
  // What git was told about these files (a staged change, a new file added) is forgotten too.
  gitIn(root).run(['reset', '--quiet', '--', ...writes.keys()])
  return { file, result: writes.get(file) === null ? 'removed' : 'restored', also }
}
