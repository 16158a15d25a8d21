/**
 * The price book read from a folder, and what a change repriced since a git ref (What changed, Publish and
 * `npm run report:prices -- --since`): the ref's content read from git's objects, no temporary folder.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadContent } from './content/index.ts'
import { memorySource } from '../../src/checker/source.ts'
import { readYaml } from '../../src/checker/yaml-file.ts'
import { commitOf, filesAt } from './git-files.ts'
import { readYamlFile } from './content/fs-source.ts'
import { priceChanges, priceChangesMarkdown, pricedOf, type PriceChanges, type Priced } from '../../src/checker/price-changes.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export function load(dir: string, allowRuleProblems = false): Priced {
  const { content, problems } = loadContent({ root: dir, allowRuleProblems })
  if (!content) throw new Error(`content in ${dir} has ${problems.length} problems; run npm run check`)
  return pricedOf(content, (file) => readYamlFile(dir, file))
}

/** The content at a commit, as the report reads it, kept by commit (one at a time: the office's last publish). */
let atCommit: { commit: string; priced: Priced } | undefined

function pricedAt(dir: string, commit: string): Priced {
  if (atCommit?.commit === commit) return atCommit.priced
  const files = filesAt(dir, commit, ['pages', 'schema', 'public'])
  const { content, problems } = loadContent({ source: memorySource(files), allowRuleProblems: true })
  if (!content) throw new Error(`content at ${commit.slice(0, 12)} has ${problems.length} problems`)
  const decoder = new TextDecoder()
  const priced = pricedOf(content, (file) => readYaml(decoder.decode(files.get(file) ?? new Uint8Array())))
  atCommit = { commit, priced }
  return priced
}

/**
 * Compares the content in `current` with <ref>'s, read from the git objects of the repository there (no
 * temporary folder; the commit's content is kept until another commit is asked for).
 */
export function sinceChanges(ref: string, current = root): PriceChanges {
  return priceChanges(pricedAt(current, commitOf(current, ref)), load(current, true), ref)
}

/** The same, in Markdown for a pull request. */
export const sinceReport = (ref: string, current = root): string => priceChangesMarkdown(sinceChanges(ref, current))
