/** What changed since the last commit in the content folders, with each file's lines and the repricing report. */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { sinceChanges } from '../report-prices.ts'
import { priceChangesMarkdown } from '../../src/checker/price-changes.ts'
import { read } from './files.ts'
import { unifiedDiff } from './diff.ts'
import type { ChangesResponse } from '../../src/editor/protocol.ts'
import { messages } from '../../src/editor/messages.ts'

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

export function changes(root: string): ChangesResponse {
  const git = (args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 })
  const status = git(['status', '--porcelain', '--untracked-files=all', '--', 'pages', 'public'])
  const files: ChangesResponse['files'] = []
  for (const line of status.split('\n').filter(Boolean)) {
    const code = line.slice(0, 2)
    const file = line.slice(3).trim()
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
  let prices: ChangesResponse['prices']
  try {
    if (!files.length) prices = { none: messages.discard.nothingChanged }
    else {
      const changes = sinceChanges('HEAD', root)
      prices = { changes, markdown: priceChangesMarkdown(changes) }
    }
  } catch (e) {
    prices = { none: messages.discard.noPriceReport((e as Error).message) }
  }
  return { files, prices }
}
