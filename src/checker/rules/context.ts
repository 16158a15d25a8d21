import type { Catalog } from '../../generated/content.ts'
import type { Problem } from '../types.ts'
import type { Base } from '../base.ts'
import { routeOf, type Content } from '../resolve.ts'
import { describePath } from '../validate.ts'
import { locate, type PathPart, type YamlFile } from '../yaml-file.ts'
import { changedEntries, type ChangedEntry } from '../prices.ts'
import { sectionsAbout, sectionsWith } from '../sections.ts'
import { filesUnder, type ContentSource } from '../source.ts'

/** What a rule says about a place: the rest of a Problem comes from the file and the path. */
export type Finding = Omit<Problem, 'file' | 'line' | 'col' | 'where' | 'path'>

/** Everything a rule reads, worked out once for all rules, and where it reports. */
export type RuleContext = ReturnType<typeof ruleContext>

/** A site rule: looks through the content and reports what breaks it. */
export type Rule = (c: RuleContext) => void

/** What the rules check: content that passed the schemas, its files, and the earlier version some compare with. */
export interface RuleInput {
  /** Where the site's files are read (public/, scripts/templates/). */
  source: ContentSource
  content: Content
  /** Page files by path (pages/….yaml), and the files under pages/_site/ by name. */
  pages: Map<string, YamlFile>
  data: Map<string, YamlFile>
  base?: Base
  /** The checked site's schemas by id (loadSchemas): its section types' flags are read from them. */
  schemas: Map<string, unknown>
  /** The moment the rules take as now (milliseconds since 1970): what has ended, which dates are past. */
  now: number
}

export function ruleContext({ source, content, pages, data, base, schemas, now }: RuleInput) {
  // The flags of the site being checked (a copy may add a section type), not of the code's own schema/.
  const about = sectionsAbout(schemas)
  const routes = new Set(Object.keys(content.routes))
  const problems: Problem[] = []
  /** Adds a problem about the value at `at` in `y`, shown at `place`. */
  const add = (y: YamlFile, at: PathPart[], place: { line: number; col: number }, finding: Finding) =>
    void problems.push({ file: y.file, ...place, where: describePath(y.data, at), path: [...at], ...finding })
  return {
    /** The site's files: pages/, schema/, public/ and scripts/templates/. */
    source,
    content,
    now,
    pages,
    data,
    site: data.get('site')!,
    catalog: data.get('catalog')!,
    routes,
    /** Files a link or a download button may point at (public/ and the built PDFs). */
    downloads: downloadPaths(source, content),
    book: new Map(content.catalog.entries.map((e) => [e.id, e])),
    /** Section types whose heading is the page's h1 (a page has exactly one, first). */
    mainHeading: sectionsWith('mainHeading', about),
    /** Section types whose lists may mark one item popular. */
    popular: sectionsWith('popular', about),
    /** Paths of pages the base had (or its history deleted) that are gone now. */
    removed: new Set(
      (base?.pageFiles ?? [])
        .filter((rel) => !source.exists(rel))
        .map(routeOf)
        .filter((p) => !routes.has(p)),
    ),
    /** Price-book entries whose amount changed since the base. */
    repriced: repricedSince(base, data.get('catalog')!.data as Catalog),
    /** What the rules have found so far, in the order found. */
    problems,
    add,
    /** Adds a problem about the value at `at` in `y`, shown where the value is. */
    report: (y: YamlFile, at: PathPart[], finding: Finding) => add(y, at, locate(y, at), finding),
  }
}

/**
 * Calls visit for every value in the files (groups of fields, lists, texts, numbers), with its path: one array,
 * extended and shortened as the walk goes, that a visitor uses at once or copies, and never keeps.
 */
export function eachValue(files: Iterable<YamlFile>, visit: (value: unknown, at: PathPart[], y: YamlFile) => void): void {
  const walk = (node: unknown, at: PathPart[], y: YamlFile): void => {
    visit(node, at, y)
    if (!node || typeof node !== 'object') return
    for (const [k, v] of Array.isArray(node) ? node.entries() : Object.entries(node)) {
      at.push(k)
      walk(v, at, y)
      at.pop()
    }
  }
  for (const y of files) walk(y.data, [], y)
}

/** Calls visit for every text in the files, with its path (as eachValue). */
export const eachString = (files: Iterable<YamlFile>, visit: (text: string, at: PathPart[], y: YamlFile) => void) =>
  eachValue(files, (v, at, y) => typeof v === 'string' && visit(v, at, y))

/** Calls visit for every group of fields (not a list) in the files, with its path (as eachValue). */
export const eachObject = (files: Iterable<YamlFile>, visit: (value: Record<string, unknown>, at: PathPart[], y: YamlFile) => void) =>
  eachValue(files, (v, at, y) => !!v && typeof v === 'object' && !Array.isArray(v) && visit(v as Record<string, unknown>, at, y))

/** The page's sections as the rules read them. */
export type PageData = { sections: { type: string; id?: string; from?: string; until?: string; items?: { popular?: boolean }[] }[] }

/** The ids of a page's sections: what "#id" links on it may point at. */
export function anchorsOf(y: YamlFile): Set<string> {
  return new Set((y.data as PageData).sections.map((s) => s.id).filter((id): id is string => !!id))
}

/** Price-book entries whose amount differs from the base's (none without a base, or with a base's book that does not read). */
function repricedSince(base: Base | undefined, now: Catalog): ChangedEntry[] {
  try {
    return base?.catalog ? changedEntries(base.catalog, now) : []
  } catch {
    return []
  }
}

/** Files a download button may point at: public/ files and the PDFs the build writes from pages/_site/downloads.yaml. */
function downloadPaths(source: ContentSource, content: Content): Set<string> {
  // In name order, so that a "did you mean" between two as near is the same on every machine and source.
  const out = new Set<string>(filesUnder(source, 'public').map((rel) => rel.slice('public'.length)))
  const dl = content.data.get('downloads') as { files?: { path: string }[] } | undefined
  for (const f of dl?.files ?? []) out.add(f.path)
  return out
}
