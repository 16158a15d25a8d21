/**
 * The office computer's folder as SiteFiles (./site-files.ts): files read from disk, the change checked with
 * the Node checker against the last commit (./folder-store.ts writes them).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { fsSource, listYaml, loadContent, type Base } from '../lib/content/index.ts'
import { safeFile } from './files.ts'
import { lastCommit } from './problems.ts'
import { checkedAt } from '../lib/prices-since.ts'
import { overlaySource, type SiteFiles } from '../../src/editor-calls/site-files.ts'

/** The templates new pages are made from: this repository's, whichever site folder the editor works on. */
const templateDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../templates')

export function siteFolder(root: string, fresh = true): SiteFiles {
  // The last commit is read once per call (through git), however many checks the call runs; the checks and
  // previews made while typing use the one read last (`fresh` false).
  let base: Base | undefined
  return {
    pageFile: (file) => safeFile(root, file),
    read: (file) => {
      try {
        return fs.readFileSync(path.join(root, file), 'utf8')
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw e
      }
    },
    exists: (rel) => fs.existsSync(path.join(root, rel)),
    list: () => listYaml(root),
    template: (kind) => fs.readFileSync(path.join(templateDir, `${kind}.yaml`), 'utf8'),
    check: (writes = new Map(), allowRuleProblems = false) =>
      loadContent({ source: overlaySource(fsSource(root), writes), base: (base ??= lastCommit(root, fresh)), allowRuleProblems }),
    published: () => checkedAt(root, 'HEAD'),
  }
}
