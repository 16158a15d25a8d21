/**
 * The site's page files as the editor names, lists, opens, writes and compares them: one name per file
 * (safeFile), every write all or nothing (writeTogether). The contract with the browser is
 * src/editor/protocol.ts; ./routes.ts maps its calls onto these functions.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { listYaml, loadContent } from '../lib/content/index.ts'
import { readYaml } from '../../src/checker/yaml-file.ts'
import { OutsideFolderError, writeFailure, writeFilesTogether, type Written } from '../lib/safe-write.ts'
import { schemaIdOf, summarize, titleOf } from './summaries.ts'
import { EditorError } from './errors.ts'
import { lastCommit, toEditorProblem } from './problems.ts'
import { pageFileName } from './site-files.ts'
import type { FileSummary, OpenedFile } from '../../src/editor/protocol.ts'
import { messages } from '../../src/editor/messages.ts'

export function versionOf(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 20)
}

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
      throw new EditorError(404, { error: messages.files.missing(file) })
    }
    if (stat.isSymbolicLink())
      throw new EditorError(400, {
        error: messages.files.shortcut(file),
      })
  }
  if (!listYaml(root).includes(file)) throw new EditorError(400, { error: messages.files.notInSite(file) })
  return file
}

/** A site file's text. */
export function read(root: string, file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8')
}

/** Every page as visitors see it and the shared files under plain names. */
export function listFiles(root: string): FileSummary[] {
  return listYaml(root).map((file) => summarize(file, read(root, file)))
}

export function openFile(root: string, file: string): OpenedFile {
  const text = read(root, file)
  let data: unknown
  try {
    data = readYaml(text)
  } catch (e) {
    throw new EditorError(422, {
      error: messages.files.cannotOpen(file, (e as Error).message.split('\n')[0]),
    })
  }
  const { problems } = loadContent({ root, base: lastCommit(root, true) })
  return {
    file,
    data,
    title: titleOf(file, data),
    version: versionOf(text),
    schema: schemaIdOf(file),
    problems: problems.map(toEditorProblem),
  }
}

/**
 * Writes the files of one change together (null removes one), all or nothing (writeFilesTogether): on any
 * failure, every file is as it was and the editor says so in plain words. `verb` says what did not happen.
 */
export function writeTogether(root: string, writes: Map<string, string | null>, verb: string): Written {
  try {
    return writeFilesTogether(root, writes)
  } catch (e) {
    throw new EditorError(e instanceof OutsideFolderError ? 400 : 507, {
      error: messages.files.notWritten(verb, writeFailure(e)),
    })
  }
}
