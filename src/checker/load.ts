/**
 * Loading, checking and resolving a site's content from a source: the checker itself, with nothing in its
 * imports that needs Node or makes code from strings. The schemas' validators come from the caller (a
 * SchemaSet): compiled in Node (scripts/lib/content/index.ts), or compiled ahead of time and passed in (./portable.ts).
 */
import { CATALOG_FILE, said, say, SITE_FILE } from './said.ts'
import type { Problem } from './types.ts'
import { decodeContentFile, parseYaml, type YamlFile } from './yaml-file.ts'
import { validateYaml, type SchemaSet } from './validate.ts'
import { checkRules } from './rules.ts'
import { sectionsAbout } from './sections.ts'
import { resolveContent, routeOf, type Content } from './resolve.ts'
import { changesAfter, contentAt, type ScheduledChange } from './at-time.ts'
import type { Base } from './base.ts'
import { baseName, CONTENT_FOLDERS, linkedEntries, listYaml, type ContentSource } from './source.ts'

/** How a site is loaded, whatever reads its files. */
export interface LoadSettings {
  /** Replaces files' text, for tests and the dev server (path relative to root → text). */
  overrides?: Map<string, string>
  /** Files left out as if they were not there (relative paths): what discarding a new file would leave. */
  without?: Set<string>
  /** Extra page sources, e.g. the bench's generated pages (relative path → text). */
  extraPages?: Map<string, string>
  /** Return the content even when site rules fail (reports on an old revision); schema problems still stop it. */
  allowRuleProblems?: boolean
  /**
   * The earlier version the rules compare with (./base.ts: readBase through git, or baseFromSource): text
   * still showing a price its book had, links to pages it had. Without it, neither is looked for.
   */
  base?: Base
  /** The moment the rules take as now (milliseconds): what has ended, which dates are past. Default: the clock. */
  now?: number
  /** Resolve only what shows at `now` (./at-time.ts): the build and the dev server. The rules still read everything. */
  onlyShowing?: boolean
}

export interface LoadResult {
  content?: Content
  problems: Problem[]
  /** What the rules say without stopping anything (Problem.severity 'warning'): printed by npm run check. */
  warnings?: Problem[]
  files: number
  /** With onlyShowing: the later moments at which what shows changes by itself, soonest first (./at-time.ts). */
  changes?: ScheduledChange[]
  /** The text of each file it read (relative path → text): what a report of its problems quotes, never read again. */
  sources: Map<string, string>
  /** With content: each YAML file's data as written (relative path → data), before resolving: what reports of raw values read. */
  parsed?: Map<string, unknown>
}

/**
 * Loads, validates, checks and resolves all content of `source`, with the schemas `schemasOf` gives for it.
 * Behind every loadContent: the CLI, Vite, the build, the tests, the browser and the host functions.
 */
export function loadFrom(source: ContentSource, schemasOf: (source: ContentSource) => SchemaSet, opts: LoadSettings): LoadResult {
  const root = source.root ?? ''
  const set = schemasOf(source)
  const problems: Problem[] = []

  const pageFiles = new Map<string, YamlFile>()
  const dataFiles = new Map<string, YamlFile>()
  const sources = new Map<string, string>()
  for (const rel of linkedEntries(source)) problems.push(linkedFileProblem(rel))
  for (const rel of listYaml(source)) {
    if (opts.without?.has(rel)) continue
    const override = opts.overrides?.get(rel)
    if (override !== undefined) {
      sources.set(rel, override)
      continue
    }
    const { text, problem } = decodeContentFile(rel, source.read(rel))
    if (problem) problems.push(problem)
    else sources.set(rel, text)
  }
  for (const [rel, text] of opts.extraPages ?? []) sources.set(rel, text)
  for (const rel of sources.keys()) {
    const problem = pageFileNameProblem(rel)
    if (problem) problems.push(problem)
  }

  for (const [rel, text] of sources) {
    const { yaml, problems: syntax } = parseYaml(rel, text)
    problems.push(...syntax)
    if (!yaml) continue
    const isData = rel.startsWith('pages/_site/')
    if (isData) {
      const name = baseName(rel).replace(/\.ya?ml$/, '')
      const validate = set.data.get(name)
      if (!validate) {
        problems.push({
          file: rel,
          line: 1,
          col: 1,
          code: 'bad-reference',
          where: 'file',
          path: [],
          message: `no schema for this data file.`,
          hint: `Files in pages/_site/ need a matching schema/${name}.schema.json; known: ${[...set.data.keys()].join(', ')}.`,
        })
        continue
      }
      const found = validateYaml(set, validate, yaml)
      problems.push(...found)
      if (!found.length) dataFiles.set(name, yaml)
    } else {
      const found = validateYaml(set, set.page, yaml)
      problems.push(...found)
      if (!found.length) pageFiles.set(rel, yaml)
    }
  }
  for (const required of ['site', 'catalog']) {
    if (!dataFiles.has(required) && !problems.some((p) => p.file === `pages/_site/${required}.yaml`)) {
      problems.push({
        file: `pages/_site/${required}.yaml`,
        line: 1,
        col: 1,
        code: 'bad-reference',
        where: 'file',
        path: [],
        ...said(say`this file is missing.`, say`Every site needs ${SITE_FILE} and ${CATALOG_FILE}.`),
      })
    }
  }
  if (problems.length) return { problems: sortProblems(problems), files: sources.size, sources }

  const resolved = resolveContent(root, pageFiles, dataFiles, sectionsAbout(set.schemas))
  const now = opts.now ?? Date.now()
  const found = checkRules({ source, content: resolved, pages: pageFiles, data: dataFiles, base: opts.base, schemas: set.schemas, now })
  const content = opts.onlyShowing ? contentAt(resolved, now) : resolved
  problems.push(...found.filter((p) => p.severity !== 'warning'))
  const warnings = found.filter((p) => p.severity === 'warning')
  return {
    content: problems.length && !opts.allowRuleProblems ? undefined : content,
    problems: sortProblems(problems),
    ...(warnings.length ? { warnings: sortProblems(warnings) } : {}),
    ...(opts.onlyShowing ? { changes: changesAfter(resolved, now) } : {}),
    files: sources.size,
    sources,
    parsed: new Map([...pageFiles.values(), ...dataFiles.values()].map((y) => [y.file, y.data])),
  }
}

function linkedFileProblem(rel: string): Problem {
  return {
    file: rel,
    line: 1,
    col: 1,
    code: 'linked-file',
    where: 'file',
    path: [],
    message: `this is a shortcut (a symbolic link) to something outside the site's folders, so it was not read: the site is made only of files that are really in ${CONTENT_FOLDERS.map((f) => `${f}/`).join(', ')}.`,
    hint: 'Put the file itself here (a copy, not a shortcut), or delete the shortcut.',
  }
}

/** A folder or file name (without .yaml) that makes a good address: lower-case letters and digits, words joined by single dashes. */
const GOOD_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The name a page file's folder or file name would have as an address: accents dropped, lower case, anything else a dash. */
export function suggestName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * A page's address comes from its file's path, so each folder and file name under pages/ (pages/_site/
 * holds data, not pages) must make a good address: "About Us.yaml" would be /About%20Us.
 */
function pageFileNameProblem(rel: string): Problem | undefined {
  if (rel.startsWith('pages/_site/')) return undefined
  const parts = rel
    .replace(/^pages\//, '')
    .replace(/\.ya?ml$/, '')
    .split('/')
  if (parts.every((part) => GOOD_NAME.test(part))) return undefined
  const better = parts.map((part) => (GOOD_NAME.test(part) ? part : suggestName(part) || 'page'))
  const ext = /\.ya?ml$/.exec(rel)![0]
  const suggested = `pages/${better.join('/')}${ext}`
  return {
    file: rel,
    line: 1,
    col: 1,
    code: 'bad-file-name',
    where: 'file',
    path: [],
    message: `the name "${rel.replace(/^pages\//, '')}" cannot be a page address: names of pages and folders use lower-case letters, digits and dashes only.`,
    hint: `Rename it to ${suggested} (its address becomes ${routeOf(suggested)}), and change links to the old name.`,
  }
}

function sortProblems(p: Problem[]): Problem[] {
  return p.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col)
}
