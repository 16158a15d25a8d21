import fs from 'node:fs'
import path from 'node:path'
import type { Problem } from './types.ts'
import { parseYaml, type YamlFile } from './yaml-file.ts'
import { loadSchemas, validateYaml } from './validate.ts'
import { checkRules } from './rules.ts'
import { resolveContent, type Content } from './resolve.ts'

export type { Problem } from './types.ts'
export type { Content, ResolvedPage } from './resolve.ts'

export interface LoadOptions {
  /** Repo root; pages/, schema/ and public/ are found under it. */
  root: string
  /** Replaces files' text, for tests and the dev server (path relative to root → text). */
  overrides?: Map<string, string>
  /** Extra page sources, e.g. the bench's generated pages (relative path → text). */
  extraPages?: Map<string, string>
  /** Return the content even when site rules fail (reports on an old revision); schema problems still stop it. */
  allowRuleProblems?: boolean
}

export interface LoadResult {
  content?: Content
  problems: Problem[]
  files: number
}

/** Loads, validates, checks and resolves all content. One function for the CLI, Vite, the build and the tests. */
export function loadContent(opts: LoadOptions): LoadResult {
  const { root } = opts
  const set = loadSchemas(path.join(root, 'schema'))
  const problems: Problem[] = []
  const read = (rel: string) => opts.overrides?.get(rel) ?? fs.readFileSync(path.join(root, rel), 'utf8')

  const pageFiles = new Map<string, YamlFile>()
  const dataFiles = new Map<string, YamlFile>()
  const sources = new Map<string, string>()
  for (const rel of listYaml(root)) sources.set(rel, read(rel))
  for (const [rel, text] of opts.extraPages ?? []) sources.set(rel, text)

  for (const [rel, text] of sources) {
    const { yaml, problems: syntax } = parseYaml(rel, text)
    problems.push(...syntax)
    if (!yaml) continue
    const isData = rel.startsWith('pages/_site/')
    if (isData) {
      const name = path.basename(rel).replace(/\.ya?ml$/, '')
      const validate = set.data.get(name)
      if (!validate) {
        problems.push({
          file: rel,
          line: 1,
          col: 1,
          code: 'bad-reference',
          where: 'file',
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
        message: 'this file is missing.',
        hint: 'Every site needs pages/_site/site.yaml and pages/_site/catalog.yaml.',
      })
    }
  }
  if (problems.length) return { problems: sortProblems(problems), files: sources.size }

  const content = resolveContent(root, pageFiles, dataFiles)
  problems.push(...checkRules(root, content, pageFiles, dataFiles))
  return {
    content: problems.length && !opts.allowRuleProblems ? undefined : content,
    problems: sortProblems(problems),
    files: sources.size,
  }
}

export function listYaml(root: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`
      if (e.isDirectory()) walk(rel)
      else if (/\.ya?ml$/.test(e.name)) out.push(rel)
    }
  }
  walk('pages')
  return out.sort()
}

function sortProblems(p: Problem[]): Problem[] {
  return p.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col)
}
