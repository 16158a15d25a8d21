import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import jsyaml from 'js-yaml'
import type { Catalog } from '../../../../src/generated/content.ts'
import type { Problem } from '../types.ts'
import { routeOf, type Content } from '../resolve.ts'
import { describePath } from '../validate.ts'
import { locate, type PathPart, type YamlFile } from '../yaml-file.ts'
import { changedEntries, type ChangedEntry } from '../../prices.ts'

/** What a rule says about a place: the rest of a Problem comes from the file and the path. */
export type Finding = Omit<Problem, 'file' | 'line' | 'col' | 'where' | 'path'>

/** Everything a rule reads, worked out once for all rules, and where it reports. */
export type RuleContext = ReturnType<typeof ruleContext>

/** A site rule: looks through the content and reports what breaks it. */
export type Rule = (c: RuleContext) => void

export function ruleContext(root: string, content: Content, pages: Map<string, YamlFile>, data: Map<string, YamlFile>) {
  const routes = new Set(Object.keys(content.routes))
  const problems: Problem[] = []
  /** Adds a problem about the value at `at` in `y`, shown at `place`. */
  const add = (y: YamlFile, at: PathPart[], place: { line: number; col: number }, finding: Finding) =>
    void problems.push({ file: y.file, ...place, where: describePath(y.data, at), path: [...at], ...finding })
  return {
    content,
    /** Page files by path (pages/….yaml), and the files under pages/_site/ by name. */
    pages,
    data,
    site: data.get('site')!,
    catalog: data.get('catalog')!,
    routes,
    /** Files a link or a download button may point at (public/ and the built PDFs). */
    downloads: downloadPaths(root, content),
    book: new Map(content.catalog.entries.map((e) => [e.id, e])),
    /** Paths of pages that existed before and are gone now. */
    removed: removedPaths(root, routes),
    /** Price-book entries whose amount changed since the last commit. */
    repriced: changedSinceCommit(root, data.get('catalog')!.data as Catalog),
    /** What the rules have found so far, in the order found. */
    problems,
    add,
    /** Adds a problem about the value at `at` in `y`, shown where the value is. */
    report: (y: YamlFile, at: PathPart[], finding: Finding) => add(y, at, locate(y, at), finding),
  }
}

/**
 * Calls visit for every string in the files, with its path. The path is one array, extended and shortened as
 * the walk goes: a visitor uses it at once or copies it, and never keeps it.
 */
export function eachString(files: Iterable<YamlFile>, visit: (text: string, at: PathPart[], y: YamlFile) => void): void {
  const walk = (node: unknown, at: PathPart[], y: YamlFile): void => {
    if (typeof node === 'string') return visit(node, at, y)
    if (!node || typeof node !== 'object') return
    for (const [k, v] of Array.isArray(node) ? node.entries() : Object.entries(node)) {
      at.push(k)
      walk(v, at, y)
      at.pop()
    }
  }
  for (const y of files) walk(y.data, [], y)
}

/** Calls visit for every object (not list) in the files, with its path (the same one-array convention as eachString). */
export function eachObject(files: Iterable<YamlFile>, visit: (value: Record<string, unknown>, at: PathPart[], y: YamlFile) => void): void {
  const walk = (node: unknown, at: PathPart[], y: YamlFile): void => {
    if (!node || typeof node !== 'object') return
    if (!Array.isArray(node)) visit(node as Record<string, unknown>, at, y)
    for (const [k, v] of Array.isArray(node) ? node.entries() : Object.entries(node)) {
      if (!v || typeof v !== 'object') continue
      at.push(k)
      walk(v, at, y)
      at.pop()
    }
  }
  for (const y of files) walk(y.data, [], y)
}

/** The page's sections as the rules read them. */
export type PageData = { sections: { type: string; id?: string; items?: { popular?: boolean }[] }[] }

/** The ids of a page's sections: what "#id" links on it may point at. */
export function anchorsOf(y: YamlFile): Set<string> {
  return new Set((y.data as PageData).sections.map((s) => s.id).filter((id): id is string => !!id))
}

/**
 * Paths of page files the last commit has and the work tree does not (a page deleted or renamed and not yet
 * committed), or that git history shows deleted, so a link to one can say the page is gone instead of
 * guessing a look-alike. Empty outside a git checkout.
 */
function removedPaths(root: string, routes: Set<string>): Set<string> {
  const out = new Set<string>()
  try {
    const listed = execFileSync('git', ['log', '--no-renames', '--diff-filter=D', '--name-only', '--format=', '--', 'pages'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    const head = execFileSync('git', ['ls-tree', '-r', '--name-only', 'HEAD', '--', 'pages'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    for (const rel of [...listed.split('\n'), ...head.split('\n')]) {
      if (!/^pages\/.*\.ya?ml$/.test(rel) || rel.startsWith('pages/_site/') || fs.existsSync(path.join(root, rel))) continue
      const p = routeOf(rel)
      if (!routes.has(p)) out.add(p)
    }
  } catch {
    // not a git checkout, or no git: nothing is known to be removed
  }
  return out
}

/** Price-book entries whose amount differs from the last commit's (none outside a git checkout). */
function changedSinceCommit(root: string, now: Catalog): ChangedEntry[] {
  let committed: string
  try {
    committed = execFileSync('git', ['show', 'HEAD:pages/_site/catalog.yaml'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  } catch {
    return []
  }
  try {
    return changedEntries(jsyaml.load(committed) as Catalog, now)
  } catch {
    return []
  }
}

/** Files a download button may point at: public/ files and the PDFs the build writes from pages/_site/downloads.yaml. */
function downloadPaths(root: string, content: Content): Set<string> {
  const out = new Set<string>()
  const pub = path.join(root, 'public')
  const walkDir = (dir: string) => {
    if (!fs.existsSync(dir)) return
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, e.name)
      if (e.isDirectory()) walkDir(abs)
      else out.add('/' + path.relative(pub, abs).split(path.sep).join('/'))
    }
  }
  walkDir(pub)
  const dl = content.data.get('downloads') as { files?: { path: string }[] } | undefined
  for (const f of dl?.files ?? []) out.add(f.path)
  return out
}
