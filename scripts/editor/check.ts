/**
 * Check, preview and save of one page file: every one goes through the same loader as `npm run check` and
 * the build (scripts/lib/content), with the unsaved file in place of the one on disk. The YAML files stay
 * the truth: a save edits the file's text in place (./yaml-edit.ts), so untouched lines stay as they were.
 */
import { waitsForPublish } from '../../src/checker/samples.ts'
import { applyEdit } from './yaml-edit.ts'
import { EditorError } from './errors.ts'
import { read, versionOf, writeTogether } from './files.ts'
import { unifiedDiff } from './diff.ts'
import { loadWith, toEditorProblem } from './problems.ts'
import { previewOf } from './editor-problem.ts'
import type { EditorProblem, PreviewResponse, SaveResponse } from '../../src/editor/protocol.ts'
import { messages } from '../../src/editor/messages.ts'

/** What the browser sends as a page's data: the whole file as one object (a map of fields). */
function requireData(data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new EditorError(400, { error: messages.save.noData })
  return data as Record<string, unknown>
}

/** The text a save would write (the Document/CST edit of the file on disk). */
function textFor(root: string, file: string, data: unknown): { before: string; after: string } {
  const before = read(root, file)
  return { before, after: applyEdit(before, requireData(data)) }
}

export function check(root: string, file: string, data: unknown): EditorProblem[] {
  const { after } = textFor(root, file, data)
  return loadWith(root, file, after).problems.map(toEditorProblem)
}

export function preview(root: string, file: string, data: unknown): PreviewResponse {
  const { after } = textFor(root, file, data)
  return previewOf(file, loadWith(root, file, after))
}

export function save(root: string, file: string, data: unknown, version: unknown): SaveResponse {
  if (typeof version !== 'string') throw new EditorError(400, { error: messages.save.noVersion })
  const { before, after } = textFor(root, file, data)
  if (versionOf(before) !== version)
    throw new EditorError(409, {
      changedOnDisk: true,
      error: messages.save.changedOnDisk(file),
    })
  if (after === before) return { version, diff: '' }
  // Sample text left in a new page does not stop a save (it is written over several); Publish refuses it.
  const problems = loadWith(root, file, after, true).problems.filter((p) => !waitsForPublish(p))
  if (problems.length)
    throw new EditorError(422, {
      problems: problems.map(toEditorProblem),
      error: messages.save.notSaved(problems.length, `${problems[0].file} ${problems[0].where}: ${problems[0].message}`),
    })
  writeTogether(root, new Map([[file, after]]), 'saved')
  return { version: versionOf(after), diff: unifiedDiff(before, after, file) }
}
