/**
 * The price book read from a folder, and what a change repriced since a git ref (`npm run report:prices --
 * --since`, and the office computer's editor through its folder's published(): ../editor/site-folder.ts):
 * the ref's content read from git's objects, no temporary folder, each file parsed once.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadContent, type LoadResult } from './content/index.ts'
import { memorySource } from '../../src/checker/source.ts'
import { commitOf, filesAt } from './git-files.ts'
import { priceChanges, priceChangesMarkdown, pricedResult, type PriceChanges, type Priced } from '../../src/checker/price-changes.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The content of a folder as the report reads it (rule problems stop it: run npm run check). */
export function load(dir: string, allowRuleProblems = false): Priced {
  const result = loadContent({ root: dir, allowRuleProblems })
  if (!result.content) throw new Error(`content in ${dir} has ${result.problems.length} problems; run npm run check`)
  return pricedResult(result)
}

/** The content at a commit, checked from git's objects, kept by commit (one at a time: the office's last publish). */
let atCommit: { commit: string; result: LoadResult } | undefined

export function checkedAt(dir: string, ref: string): LoadResult {
  const commit = commitOf(dir, ref)
  if (atCommit?.commit !== commit)
    atCommit = {
      commit,
      result: loadContent({ source: memorySource(filesAt(dir, commit, ['pages', 'schema', 'public'])), allowRuleProblems: true }),
    }
  return atCommit.result
}

/** Compares the content in `current` with <ref>'s. */
export function sinceChanges(ref: string, current = root): PriceChanges {
  return priceChanges(pricedResult(checkedAt(current, ref)), load(current, true), ref)
}

/** The same, in Markdown for a pull request. */
export const sinceReport = (ref: string, current = root): string => priceChangesMarkdown(sinceChanges(ref, current))
