/**
 * The office computer's doorway to the editor's calls (src/editor-calls/door.ts): the site's files are this
 * computer's folder (./folder-store.ts), people's data its local data folder or hosted project
 * (./enquiries.ts). ./plugin.ts keeps the HTTP (who may call, reading the body, sending the answer).
 */
import type { Doorway } from '../../src/editor-calls/door.ts'
import { localContext } from './enquiries.ts'
import { folderPages } from './folder-store.ts'

/** The site folder, and the name its person gave (if any; src/contract/person.ts, cleaned). */
export interface Context {
  root: string
  person?: string
}

/** The calls made while typing, which use the last commit read before instead of asking git again. */
const WHILE_TYPING = new Set(['check', 'preview'])

export const folderDoorway = ({ root, person }: Context): Doorway => ({
  pages: (call) => folderPages(root, { person, fresh: !WHILE_TYPING.has(call) }),
  enquiries: () => localContext(root, person),
})
