/** A checker's problem in the editor's words: what both the office computer's editor and the hosted one show. */
import type { Problem } from '../checker/types.ts'
import type { LoadResult } from '../checker/portable.ts'
import { routeOf } from '../checker/route-of.ts'
import { waitsForPublish } from '../checker/samples.ts'
import { humanize } from './schemas.ts'
import type { EditorProblem, PreviewResponse } from '../contract/protocol.ts'
import { messages } from '../contract/messages.ts'

export function toEditorProblem(problem: Problem): EditorProblem {
  const { missing, ...rest } = problem
  // A save goes ahead around it (sample text in a new page, a Hindi page's prices to bring level); Publish refuses it.
  const p = waitsForPublish(problem) ? { ...rest, waitsForPublish: true } : rest
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

/**
 * What the preview shows for a file, from the checker's answer with the unsaved file in place: the page it
 * makes (the not-found page, or the home page for a shared file, whose header and footer it shows), and
 * the problems and warnings in the editor's words. The same for both of the editor's stores.
 */
export function previewOf(file: string, r: Pick<LoadResult, 'content' | 'problems' | 'warnings'>): PreviewResponse {
  const problems = r.problems.map(toEditorProblem)
  const warnings = (r.warnings ?? []).map(toEditorProblem)
  if (!r.content) return { page: null, problems, warnings }
  if (file === 'pages/404.yaml') return { page: r.content.notFound ?? null, problems, warnings }
  if (file.startsWith('pages/_site/')) return { page: r.content.pages.get('/') ?? null, problems, warnings }
  return { page: r.content.pages.get(routeOf(file)) ?? null, problems, warnings }
}
