/** npm run check: every problem in every content file, as file:line:col, the field, what is wrong and what to do. */
import path from 'node:path'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { loadContent } from './lib/content/index.ts'
import { formatAnnotation, formatProblems } from './lib/content/format.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const started = performance.now()
const { problems, content, files } = loadContent({ root })
const ms = performance.now() - started
if (problems.length) {
  const sources = new Map(
    problems.map((p) => [p.file, fs.existsSync(path.join(root, p.file)) ? fs.readFileSync(path.join(root, p.file), 'utf8') : '']),
  )
  console.error(formatProblems(problems, { sources, color: process.stderr.isTTY }))
  if (process.env.GITHUB_ACTIONS || process.argv.includes('--annotations')) for (const p of problems) console.log(formatAnnotation(p))
  process.exit(1)
}
console.log(`content ok: ${files} files, ${content!.pages.size} pages, ${Object.keys(content!.routes).length} paths (${ms.toFixed(0)} ms)`)
