/** Discard: changed content files back to their last committed bytes, with the changes that depend on them. */
import fs from 'node:fs'
import path from 'node:path'
import { loadContent, type Problem } from '../lib/content/index.ts'
import { writeFailure, writeFilesTogether } from '../lib/safe-write.ts'
import { EditorError } from './errors.ts'
import { committed, contentChanges, gitIn, titleOf } from './git.ts'
import { lastCommit } from './problems.ts'
import type { DiscardResponse } from '../../src/editor/protocol.ts'
import { messages } from '../../src/editor/messages.ts'

/**
 * The other changed files that depend on `file`: those that would be left with a problem if `file` alone
 * went back to its last commit (a price reference to an entry the book would lose, links to the address
 * of a renamed page), and, for those, the changed files that would then be needed back (the renamed
 * page's old file). Worked out by checking the site as it would be, file set by file set.
 */
export function dependentsOf(root: string, file: string, changed = contentChanges(root)): string[] {
  const base = lastCommit(root)
  const key = (p: Problem) => `${p.file}|${p.code}|${p.where}|${p.message}`
  const now = new Set(loadContent({ root, allowRuleProblems: true, base }).problems.map(key))
  const after = (set: Set<string>): Problem[] => {
    const overrides = new Map<string, string>()
    const extraPages = new Map<string, string>()
    const without = new Set<string>()
    for (const f of set) {
      if (!/\.ya?ml$/.test(f)) continue
      const bytes = committed(root, f)
      if (bytes === null) without.add(f)
      else if (fs.existsSync(path.join(root, f))) overrides.set(f, bytes.toString('utf8'))
      else extraPages.set(f, bytes.toString('utf8'))
    }
    return loadContent({ root, overrides, extraPages, without, allowRuleProblems: true, base }).problems.filter((p) => !now.has(key(p)))
  }
  const set = new Set([file])
  for (let round = 0; round < changed.length; round++) {
    const fresh = after(set)
    if (!fresh.length) break
    const blamed = [...new Set(fresh.map((p) => p.file))].filter((f) => changed.includes(f) && !set.has(f))
    if (blamed.length) {
      for (const f of blamed) set.add(f)
      continue
    }
    // The new problems are in files already going back: another changed file is needed back with them.
    let best: string | undefined
    let fewest = fresh.length
    for (const c of changed.filter((f) => !set.has(f))) {
      const n = after(new Set([...set, c])).length
      if (n < fewest) [best, fewest] = [c, n]
    }
    if (!best) break
    set.add(best)
  }
  set.delete(file)
  return [...set].sort()
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
  const named = Array.isArray(together) ? [...new Set(together.filter((f): f is string => typeof f === 'string'))].sort() : []
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
