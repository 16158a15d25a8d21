/** The base read through git: Node only (src/checker/base.ts says what a base is, and makes one from files). */
import { execFileSync } from 'node:child_process'
import type { Catalog } from '../../../src/generated/content.ts'
import { readYaml } from '../../../src/checker/yaml-file.ts'
import type { Base } from '../../../src/checker/base.ts'

/**
 * Reads `ref` with three git commands. Outside a git checkout or before the first commit, HEAD is an empty
 * base (nothing to compare with); any other name git does not know is an error.
 */
export function readBase(root: string, ref = 'HEAD'): Base {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 26 })
  let tree: string
  try {
    if (ref.startsWith('-')) throw new Error('an option, not a commit')
    tree = git('ls-tree', '-r', '--name-only', ref, '--', 'pages')
  } catch {
    if (ref === 'HEAD') return { ref, pageFiles: [] }
    throw new Error(`"${ref}" is not a commit git knows here, so the content cannot be compared with it.`)
  }
  const deleted = git('log', ref, '--no-renames', '--diff-filter=D', '--name-only', '--format=', '--', 'pages')
  let catalog: Catalog | undefined
  try {
    catalog = readYaml(git('show', `${ref}:pages/_site/catalog.yaml`)) as Catalog
  } catch {
    // no price book at that commit, or not one that reads: no price is known to have changed
  }
  const pageFiles = [...new Set([...deleted.split('\n'), ...tree.split('\n')])]
  return { ref, catalog, pageFiles: pageFiles.filter((rel) => /^pages\/.*\.ya?ml$/.test(rel) && !rel.startsWith('pages/_site/')) }
}
