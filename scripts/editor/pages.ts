/** Renaming and deleting pages, on the office computer's files: the work itself is ./page-moves.ts. */
import { deletePageIn, linksToIn, renamePageIn } from './page-moves.ts'
import { siteFolder, written } from './site-folder.ts'
import type { LinkUse, PageChangeResult } from '../../src/editor/protocol.ts'

/** Every place outside the page itself that links to it. */
export function linksTo(root: string, file: string): LinkUse[] {
  return linksToIn(siteFolder(root), file)
}

export function renamePage(root: string, body: unknown): PageChangeResult {
  return written(root, renamePageIn(siteFolder(root), body))
}

export function deletePage(root: string, body: unknown): PageChangeResult {
  return written(root, deletePageIn(siteFolder(root), body))
}
