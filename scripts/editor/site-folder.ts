/**
 * The office computer's folder as SiteFiles (./site-files.ts): files read from disk, the change checked with
 * the Node checker against the last commit (./folder-store.ts writes them).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { fsSource, listYaml, loadContent, type Base } from '../lib/content/index.ts'
import { safeFile } from './files.ts'
import { lastCommit } from './problems.ts'
import { checkedAt } from '../lib/prices-since.ts'
import { commitOf, filesAt } from '../lib/git-files.ts'
import { memorySource } from '../../src/checker/source.ts'
import { overlaySource, type SiteFiles } from '../../src/editor-calls/site-files.ts'
import { changedFiles } from './changes.ts'
import { fetchLive, liveRef, publishSettings } from './publish.ts'
import { textAt } from './history.ts'

/** The templates new pages are made from: this repository's, whichever site folder the editor works on. */
const templateDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../templates')

export function siteFolder(root: string, fresh = true): SiteFiles {
  // The last commit is read once per call (through git), however many checks the call runs; the checks and
  // previews made while typing use the one read last (`fresh` false).
  let base: Base | undefined
  // What is live: the shared copy's branch, read again once per call; this copy's last commit without one.
  let live: string | undefined
  const liveAt = () => {
    if (live === undefined) {
      const settings = publishSettings(root)
      if (fresh) fetchLive(root, settings)
      live = liveRef(root, settings) ?? 'HEAD'
    }
    return live
  }
  return {
    pageFile: (file) => safeFile(root, file),
    read: (file) => {
      try {
        // Only a plain file is read: a link (which could lead out of the folder) or a folder is no page's text.
        if (fs.lstatSync(path.join(root, file), { throwIfNoEntry: false })?.isFile() === false) return undefined
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
    published: () => checkedAt(root, liveAt()),
    goingLive: () => {
      const at = liveAt()
      if (at === 'HEAD') return loadContent({ source: fsSource(root), allowRuleProblems: true })
      // The live files with this copy's changes in place, as Publish brings them together: a file both changed is
      // merged line by line (git merge-file), or, where both changed the same lines, this copy's (Publish asks then).
      const files = new Map<string, string | Uint8Array>(filesAt(root, commitOf(root, at), ['pages', 'schema', 'public']))
      for (const f of changedFiles(root)) {
        if (f.status === 'deleted') files.delete(f.file)
        // A link or a folder is never read (the check names a linked file as such): only plain files go live.
        else if (fs.lstatSync(path.join(root, f.file), { throwIfNoEntry: false })?.isFile())
          files.set(f.file, mergedWithLive(root, f.file, files.get(f.file)))
      }
      return loadContent({ source: memorySource(files), allowRuleProblems: true })
    },
  }
}

/**
 * This copy's file with what the live branch changed in it since this copy's last commit, merged as git merges
 * (three ways: the last commit, this copy, the live one); this copy's own where both changed the same lines, or
 * where the file is not text.
 */
function mergedWithLive(root: string, file: string, liveBytes: string | Uint8Array | undefined): Uint8Array {
  const mine = fs.readFileSync(path.join(root, file))
  const base = textAt(root, 'HEAD', file)
  if (!liveBytes || base === null || !/\.(ya?ml|md|txt)$/.test(file)) return mine
  const theirs = typeof liveBytes === 'string' ? liveBytes : new TextDecoder().decode(liveBytes)
  if (theirs === base) return mine
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'going-live-'))
  try {
    const [m, b, t] = ['mine', 'base', 'theirs'].map((n) => path.join(dir, n))
    fs.writeFileSync(m, mine)
    fs.writeFileSync(b, base)
    fs.writeFileSync(t, theirs)
    const merged = spawnSync('git', ['merge-file', '-p', '--quiet', m, b, t], { encoding: 'buffer' })
    return merged.status === 0 ? merged.stdout : mine
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
