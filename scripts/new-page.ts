/**
 * npm run new:page -- <path> [--price 9999]       a new page from a template, ready to edit; for a service
 *                                                 page also its menu link and (with --price) its price-book
 *                                                 entry. On a service page that exists it adds what is
 *                                                 missing (menu link, price-book entry) and changes no page.
 * npm run new:service -- …                        the same (kept for the docs and habits that name it)
 * npm run new:post -- <slug> [--title "…"] [--category "Tax Planning"]   a blog article, listed on /blog
 *
 *   <path>            the address without the leading slash, e.g. services/compliance-services/esg-compliance
 *                     (a service page), services/esg-services (a category overview) or careers (a plain page)
 *   --name "…"        the service or page name; default from the last part of the path ("ESG Compliance")
 *   --price 9999      the price in rupees for the new price-book entry (with --service)
 *   --root <dir>      the site folder (default: this repository)
 *
 * Never overwrites a file. Edits pages/_site/catalog.yaml and site.yaml as the visual editor does (applyEdit),
 * so their comments and layout stay as they are. Runs the content check at the end.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { loadContent, type Problem } from './lib/content/index.ts'
import { formatProblems } from '../src/checker/format.ts'
import { writeFailure, writeFilesTogether } from './lib/safe-write.ts'
import { siteFolder } from './editor/site-folder.ts'
import {
  planPage,
  planPost,
  ScaffoldError,
  type NewPageOptions,
  type NewPageResult,
  type NewPostOptions,
  type NewPostResult,
} from '../src/editor-calls/scaffold.ts'

export * from '../src/editor-calls/scaffold.ts'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Writes a scaffold's files together: all of them, or (on any failure) none, with the reason in plain words. */
export function writeScaffold(root: string, writes: [string, string][]): void {
  try {
    writeFilesTogether(root, new Map(writes))
  } catch (e) {
    throw new ScaffoldError(`Nothing was made: ${writeFailure(e)}. Every file is as it was.`)
  }
}

/** Makes a new page (./lib/scaffold.ts) in the site folder: every file it needs, written together. */
export function newPage(opts: NewPageOptions): NewPageResult {
  const { result, writes } = planPage(siteFolder(opts.root), opts)
  writeScaffold(opts.root, writes)
  return result
}

/** A blog article from the template, dated today, in one of the blog's categories: /blog lists it at once. */
export function newPost(opts: NewPostOptions): NewPostResult {
  const { result, writes } = planPost(siteFolder(opts.root), opts)
  writeScaffold(opts.root, writes)
  return result
}

/**
 * The content check after writing: problems that stop the site, and apart from them the template's sample texts
 * the new page still holds (expected in a page just made: they are what to write first; the check fails until then).
 */
function checkNew(root: string): { problems: Problem[]; samples: string[] } {
  const all = loadContent({ root }).problems
  const held = all.filter((p) => p.code === 'sample-text')
  return {
    problems: all.filter((p) => p.code !== 'sample-text'),
    samples: held.length
      ? [
          'Content check: ok, but for the sample text to replace (the check fails until it is your own words):',
          ...held.map((p) => `  ${p.file}:${p.line}:${p.col}  ${p.where}`),
        ]
      : ['Content check: ok'],
  }
}

function safeRead(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      service: { type: 'boolean' },
      post: { type: 'boolean' },
      title: { type: 'string' },
      category: { type: 'string' },
      name: { type: 'string' },
      price: { type: 'string' },
      root: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  // Without the "--" after the script's name, npm keeps --price=9999 and the like for itself and passes them
  // on only as npm_config_* variables: take them from there. (--price 9999, with a space, reaches us as a
  // second word instead: the message below says to type the "--".)
  for (const k of ['name', 'price', 'title', 'category'] as const) {
    const fromNpm = process.env[`npm_config_${k}`]
    if (values[k] === undefined && fromNpm) values[k] = fromNpm
  }
  // The usual slip: a name or title with spaces and no quotes, which the terminal splits into extra words.
  if (!values.help && positionals.length > 1) {
    console.error(
      `One address was expected, but got ${positionals.length} words: ${positionals.map((p) => `"${p}"`).join(' ')}.\n` +
        'A name or title with spaces goes in quotes, e.g. --name "ESG Compliance" or --title "MSME Registration: 7 Benefits".' +
        (process.env.npm_lifecycle_event
          ? `\nAnd type -- after the command's name, or npm keeps the options for itself: npm run ${process.env.npm_lifecycle_event} -- <address> --price 9999`
          : ''),
    )
    return 1
  }
  if (values.help || positionals.length !== 1) {
    console.log(
      [
        'Usage:',
        '  npm run new:page -- services/compliance-services/esg-compliance',
        '  npm run new:page -- services/esg-services          (a category overview)',
        '  npm run new:page -- careers                        (a plain page)',
        '  npm run new:page -- services/compliance-services/esg-compliance --name "ESG Compliance" --price 9999',
        '                  (a service page with its menu link and price-book entry; on an existing page, adds what it lacks)',
        '  npm run new:post -- msme-registration-benefits --title "MSME Registration: 7 Benefits" --category "Business Registration"',
      ].join('\n'),
    )
    return values.help ? 0 : 1
  }
  const root = path.resolve(values.root ?? repoRoot)
  if (values.post) {
    try {
      const post = newPost({ root, slug: positionals[0], title: values.title, category: values.category })
      const { problems, samples } = checkNew(root)
      if (problems.length) {
        const sources = new Map(problems.map((p) => [p.file, safeRead(path.join(root, p.file))]))
        console.error(`Created ${post.file}\n\nThe content check found problems:\n\n${formatProblems(problems, { sources })}`)
        return 1
      }
      console.log(
        [
          `Created ${post.file} ("${post.title}", ${post.category}, dated today)`,
          ...samples,
          '',
          `Address: ${post.url}; /blog lists it among the latest articles.`,
          '',
          'Next steps:',
          `  1. npm run dev, then open http://127.0.0.1:5173${post.url}`,
          `  2. In ${post.file}, write the excerpt, the author, the reading time and the article under body:`,
          '  3. npm run check, then commit and push (docs/EDITING.md explains each step).',
        ].join('\n'),
      )
      return 0
    } catch (e) {
      if (e instanceof ScaffoldError) {
        console.error(e.message)
        return 1
      }
      throw e
    }
  }
  const price = values.price === undefined ? undefined : /^\d+$/.test(values.price.trim()) ? Number(values.price) : NaN
  let r: NewPageResult
  try {
    r = newPage({ root, slug: positionals[0], name: values.name, service: values.service, price })
  } catch (e) {
    if (e instanceof ScaffoldError) {
      console.error(e.message)
      return 1
    }
    throw e
  }
  const lines = [
    r.completed
      ? `${r.file} exists: the page was left as it is${r.catalogEntry || r.menuEntry ? '; what it lacked was added' : ', and it lacked nothing'}.`
      : `Created ${r.file} (${r.kind === 'service' ? 'a service page' : r.kind === 'category' ? 'a category overview' : 'a page'}: "${r.name}")`,
  ]
  if (r.catalogEntry)
    lines.push(
      `Added price-book entry "${r.priceRef}" (₹${price!.toLocaleString('en-IN')}) to pages/_site/catalog.yaml${r.completed ? '' : `; the page shows it with price: { ref: ${r.priceRef} }`}`,
    )
  else if (r.priceRef) lines.push(`The page shows price-book entry "${r.priceRef}" from pages/_site/catalog.yaml`)
  if (r.menuEntry) lines.push(`Added "${r.name}" to its category's services in pages/_site/site.yaml (the menu and /services list it)`)
  const { problems, samples } = checkNew(root)
  if (problems.length) {
    const sources = new Map(problems.map((p) => [p.file, safeRead(path.join(root, p.file))]))
    console.error(lines.join('\n') + '\n\nThe content check found problems:\n\n' + formatProblems(problems, { sources }))
    return 1
  }
  lines.push(...samples, '', `Address: ${r.url}`, '', 'Next steps:')
  lines.push(`  1. npm run dev, then open http://127.0.0.1:5173${r.url} (the page reloads each time you save)`)
  lines.push(`  2. Open ${r.file} and rewrite the text for this page: headings, descriptions, features, questions and answers.`)
  if (r.kind === 'category')
    lines.push('     To show the category in the menu and on /services, add it under "categories" in pages/_site/site.yaml.')
  if (r.kind === 'service' && !r.priceRef)
    lines.push(`     It shows no price yet: run this command again with --price 9999 (the price in rupees) to add its price-book entry.`)
  if (r.completed && r.catalogEntry && !safeRead(path.join(root, r.file)).includes(`ref: ${r.priceRef}`))
    lines.push(`     The page does not show the new entry yet: write price: { ref: ${r.priceRef} } in its hero and its main card.`)
  if (r.card) lines.push('', r.card, '')
  lines.push('  3. npm run check, then commit and push (docs/EDITING.md explains each step).')
  console.log(lines.join('\n'))
  return 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main(process.argv.slice(2)))
