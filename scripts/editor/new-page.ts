/** The New page form on the office computer's files: the work itself is ./page-form.ts and ../lib/scaffold.ts. */
import { writeScaffold } from '../new-page.ts'
import { createPageIn } from './page-form.ts'
import { siteFolder } from './site-folder.ts'
import { ScaffoldError } from '../lib/scaffold.ts'
import { EditorError } from './errors.ts'
import type { NewPageResult } from '../../src/editor/protocol.ts'

export { TEMPLATES } from './page-form.ts'

export function createPage(root: string, body: unknown): NewPageResult {
  const { result, writes } = createPageIn(siteFolder(root), body)
  try {
    writeScaffold(
      root,
      [...writes].map(([file, text]) => [file, text ?? '']),
    )
  } catch (e) {
    if (e instanceof ScaffoldError) throw new EditorError(400, { error: e.office ?? e.message })
    throw e
  }
  return result
}
