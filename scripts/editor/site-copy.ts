/**
 * A copy of the site's content (pages/, schema/, public/) in a temporary folder committed to its own git
 * repository, for the editor's tests, its screenshots and its bench: saves land in the copy, and "What
 * changed" and the stale-price check have a last commit to compare with.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const repo = path.resolve(import.meta.dirname, '../..')

export interface SiteCopy {
  dir: string
  /** git in the copy, with an author set. */
  git: (...args: string[]) => string
}

export function copySite(prefix: string): SiteCopy {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))
  for (const part of ['pages', 'schema', 'public']) fs.cpSync(path.join(repo, part), path.join(dir, part), { recursive: true })
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'))
  fs.writeFileSync(path.join(dir, '.gitignore'), 'node_modules\n')
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=editor@example.com', '-c', 'user.name=editor', ...args], { cwd: dir, encoding: 'utf8' })
  git('init', '-q')
  git('add', '-A')
  git('commit', '-qm', 'the site as it is')
  return { dir, git }
}
