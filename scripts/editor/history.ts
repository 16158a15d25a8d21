/**
 * The office computer's History: the last commits that changed the site's content (each a publish, or a
 * developer's change to the pages), and a file's text at one of them (for "Put this back as it was before").
 */
import { execFileSync } from 'node:child_process'
import { gitIn } from './git.ts'
import { CONTENT_PATHS } from '../../src/editor-calls/site-files.ts'
import type { HistoryEntry } from '../../src/contract/protocol.ts'

/** How many publishes History lists. */
export const HISTORY_SHOWN = 50

export function historyOf(root: string): HistoryEntry[] {
  const log = gitIn(root).run([
    'log',
    `-n${HISTORY_SHOWN}`,
    '--format=%x1e%H%x1f%P%x1f%aI%x1f%an%x1f%s',
    '--name-only',
    '--',
    ...CONTENT_PATHS,
  ])
  if (!log.ok) return []
  return log.out
    .split('\x1e')
    .filter(Boolean)
    .map((record) => {
      const [head, ...names] = record.split('\n')
      const [commit, parents, at, who, summary] = head.split('\x1f')
      return {
        commit,
        at: new Date(at).toISOString(),
        who,
        summary,
        files: names.map((n) => n.trim()).filter(Boolean),
        canUndo: parents.trim() !== '',
      }
    })
}

/** A file's text at a commit, or null when that commit does not have it. */
export function textAt(root: string, commit: string, file: string): string | null {
  try {
    return execFileSync('git', ['show', `${commit}:${file}`], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 1 << 26,
    })
  } catch {
    return null
  }
}
