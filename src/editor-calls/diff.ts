/**
 * The lines a change makes to a file, with one line around each, as a unified diff headed by the file's
 * name: what the editor's Save, What changed and Publish show (src/editor/text.ts words it for the office).
 * One implementation (jsdiff) for both stores: the office computer's and the host functions, which have no git.
 */
import { createTwoFilesPatch } from 'diff'

export function unifiedDiff(before: string, after: string, label: string): string {
  if (before === after) return ''
  return createTwoFilesPatch(label, label, before, after, '', '', { context: 1 })
    .split('\n')
    .filter((l) => !/^(Index: |={10,}$)/.test(l))
    .join('\n')
}
