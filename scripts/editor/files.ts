/**
 * The office computer's page files as the editor names, reads and writes them: one name per file (safeFile),
 * every write all or nothing (writeTogether). ./folder-store.ts is the store made of them.
 */
import fs from 'node:fs'
import path from 'node:path'
import { listYaml } from '../lib/content/index.ts'
import { OutsideFolderError, writeFailure, writeFilesTogether, type Written } from '../lib/safe-write.ts'
import { CallError } from '../../src/contract/errors.ts'
import { pageFileName } from '../../src/editor-calls/site-files.ts'
import { messages } from '../../src/contract/messages.ts'

/**
 * One name per file: `file` must be the very name under which the checker lists a page file (pages/…,
 * ending in .yaml, lower-case as the folders are), with no symbolic link on the way (pages/ included). So
 * `pages/./about.yaml`, `pages//about.yaml`, `pages\\about.yaml`, `pages/About.yaml` or a name through a
 * linked folder are refused, and the check always runs under the name the save will write.
 */
export function safeFile(root: string, name: unknown): string {
  const file = pageFileName(name)
  let at = root
  for (const part of file.split('/')) {
    at = path.join(at, part)
    let stat: fs.Stats
    try {
      stat = fs.lstatSync(at)
    } catch {
      throw new CallError(404, { error: messages.files.missing(file) })
    }
    if (stat.isSymbolicLink())
      throw new CallError(400, {
        error: messages.files.shortcut(file),
      })
  }
  if (!listYaml(root).includes(file)) throw new CallError(400, { error: messages.files.notInSite(file) })
  return file
}

/** A site file's text. */
export function read(root: string, file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8')
}

/**
 * Writes the files of one change together (null removes one), all or nothing (writeFilesTogether): on any
 * failure, every file is as it was and the editor says so in plain words. `verb` says what did not happen.
 */
export function writeTogether(root: string, writes: Map<string, string | null>, verb: string): Written {
  try {
    return writeFilesTogether(root, writes)
  } catch (e) {
    throw new CallError(e instanceof OutsideFolderError ? 400 : 507, {
      error: messages.files.notWritten(verb, writeFailure(e)),
    })
  }
}
