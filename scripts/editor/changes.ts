/** What changed since the last commit in the content folders (What changed, Publish, Discard), and what it reprices. */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { read } from './files.ts'
import { unifiedDiff } from '../../src/editor-calls/diff.ts'
import type { ChangesResponse } from '../../src/contract/protocol.ts'

/** What the changes list shows for a symbolic link in the content folders, instead of its target. */
export const LINK_DIFF =
  '(a shortcut to a file elsewhere: the site does not read it, and it cannot be published; delete it, or put the file itself here)'

function isLink(abs: string): boolean {
  try {
    return fs.lstatSync(abs).isSymbolicLink()
  } catch {
    return false
  }
}

/** Every changed file under pages/ and public/ since the last commit, with its lines. */
export function changedFiles(root: string): ChangesResponse['files'] {
  const git = (args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 })
  // -z: one entry per NUL, names as they are (no quoting), each after its two status letters and a space.
  const status = git(['status', '--porcelain', '-z', '--untracked-files=all', '--no-renames', '--', 'pages', 'public'])
  const files: ChangesResponse['files'] = []
  for (const entry of status.split('\0').filter(Boolean)) {
    const code = entry.slice(0, 2)
    const file = entry.slice(3)
    const state = code.includes('D') ? 'deleted' : code.includes('?') || code.includes('A') ? 'added' : 'modified'
    // A shortcut's "text" is where it leads, and reading it follows it: neither is shown (linkedEntries).
    if (state !== 'deleted' && isLink(path.join(root, file))) {
      files.push({ file, status: state, diff: LINK_DIFF })
      continue
    }
    // Text as the editor shows it everywhere (./diff.ts); a picture as git words it ("Binary files … differ").
    const diff = !/\.(ya?ml|md|txt)$/.test(file)
      ? state === 'added'
        ? '(new file)'
        : git(['diff', '--no-color', '--unified=1', 'HEAD', '--', file])
      : unifiedDiff(state === 'added' ? '' : git(['show', `HEAD:${file}`]), state === 'deleted' ? '' : read(root, file), file)
    files.push({ file, status: state, diff })
  }
  return files
}
