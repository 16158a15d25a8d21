/**
 * npm run check: every problem in every content file, as file:line:col, the field, what is wrong and what to do.
 * Old prices still shown and links to removed pages are found by comparing with the last commit, or with the
 * commit named by `--base <ref>` (or CONTENT_BASE), e.g. a pull request's base branch.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadContent, readBase, type Base } from './lib/content/index.ts'
import { formatAnnotation, formatProblems } from '../src/checker/format.ts'
import { siteTime } from './lib/site-time.ts'

// `--root <folder>` checks another copy of the site (a test's); by default, this one.
const rootAt = process.argv.indexOf('--root')
const root = rootAt > 0 ? path.resolve(process.argv[rootAt + 1] ?? '.') : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const named = process.argv.indexOf('--base')
let base: Base
try {
  if (named > 0 && !process.argv[named + 1]) throw new Error('--base needs a commit to compare with, e.g. --base origin/main.')
  base = readBase(root, (named > 0 ? process.argv[named + 1] : process.env.CONTENT_BASE) || 'HEAD')
} catch (e) {
  console.error((e as Error).message)
  process.exit(2)
}
const started = performance.now()
const { problems, warnings = [], content, files, sources } = loadContent({ root, base, now: siteTime() })
const ms = performance.now() - started
// Warnings first: said every time, and they never stop the check.
if (warnings.length) console.error(`${formatProblems(warnings, { sources, color: process.stderr.isTTY, warning: true })}\n`)
if (problems.length) {
  console.error(formatProblems(problems, { sources, color: process.stderr.isTTY }))
  if (process.env.GITHUB_ACTIONS || process.argv.includes('--annotations')) for (const p of problems) console.log(formatAnnotation(p))
  process.exit(1)
}
console.log(`content ok: ${files} files, ${content!.pages.size} pages, ${Object.keys(content!.routes).length} paths (${ms.toFixed(0)} ms)`)
