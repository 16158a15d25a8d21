/**
 * The office computer's folder as a PageStore (./page-calls.ts): the files on disk, checked against the last
 * commit, written all or nothing; What changed from git; pictures made ready by sharp (./images.ts); History
 * from the git log (./history.ts); Publish a commit pushed to the shared copy (./publish.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { writeFailure, writeFilesTogether } from '../lib/safe-write.ts'
import { CallError } from '../../src/contract/errors.ts'
import { writeTogether } from './files.ts'
import { changedFiles } from './changes.ts'
import { committed, gitIn } from './git.ts'
import { siteFolder } from './site-folder.ts'
import { formsOfSchemas } from './forms.ts'
import { keepPicture, listPictures, webReady } from './images.ts'
import { historyOf, textAt } from './history.ts'
import { aheadOfRemote, commitAndPush, publishSettings, targetText, type PublishSettings } from './publish.ts'
import type { PageStore } from '../../src/editor-calls/page-calls.ts'
import { messages } from '../../src/contract/messages.ts'

export interface FolderOptions {
  /** The name the person at this computer gave (src/contract/person.ts); the commit then names them. */
  person?: string
  /** Read the last commit again first (every call but the checks and previews made while typing). */
  fresh?: boolean
}

export function folderPages(root: string, { person, fresh = true }: FolderOptions = {}): PageStore {
  const site = siteFolder(root, fresh)
  let changed: ReturnType<typeof changedFiles> | undefined
  let read: PublishSettings | undefined
  const settings = () => (read ??= publishSettings(root))
  return {
    site,
    person,
    publishedText: (file) => committed(root, file)?.toString('utf8'),
    wasPublished: (file) => committed(root, file) !== null,
    write: async (writes, verb) => void writeTogether(root, writes, verb),
    // On the office computer a file is saved by whoever sits there: another window or tab, at its time.
    savedBy: (file) => {
      try {
        return { at: fs.statSync(path.join(root, file)).mtime.toISOString() }
      } catch {
        return {}
      }
    },
    changed: async (again) => (again || !changed ? (changed = changedFiles(root)) : changed),
    restore: async (files) => {
      const writes = new Map(files.map((f) => [f, committed(root, f)]))
      try {
        writeFilesTogether(root, writes)
      } catch (e) {
        throw new CallError(507, { error: messages.discard.notDiscarded(writeFailure(e)) })
      }
      // What git was told about these files (a staged change, a new file added) is forgotten too.
      gitIn(root).run(['reset', '--quiet', '--', ...files])
    },
    forms: () => formsOfSchemas(root, '/_edit/pictures'),
    pictures: () => listPictures(root),
    taken: (file) => site.exists(file) || committed(root, file) !== null,
    webReady,
    keepPicture: async (file, bytes) => keepPicture(root, file, bytes),
    history: async () => historyOf(root),
    publishTexts: async (commit) =>
      gitIn(root).run(['rev-parse', '--verify', '--quiet', `${commit}^`]).ok
        ? { before: async (file) => textAt(root, `${commit}^`, file), after: async (file) => textAt(root, commit, file) }
        : null,
    target: () => {
      const s = settings()
      return {
        connected: s.remote !== null,
        target: s.remote === null ? messages.publish.notConnected : targetText(s),
        unpublished: s.remote !== null && aheadOfRemote(root, s),
      }
    },
    settle: async () => {
      if (settings().remote === null) throw new CallError(409, { notConnected: true, error: messages.publish.notConnected })
    },
    publish: async (change) => commitAndPush(root, settings(), change, person),
  }
}
