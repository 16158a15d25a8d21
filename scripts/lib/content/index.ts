/**
 * The checker in Node: loadContent over a folder on disk (or any source), with the validators compiled
 * ahead of time when they match the schemas and compiled by ajv otherwise, and the base read through git.
 * The part that runs everywhere (a browser, the host functions) is src/checker/portable.ts; this adds the Node half.
 */
import { loadSchemas } from './compile.ts'
import { fsSource } from './fs-source.ts'
import { loadFrom, type LoadResult, type LoadSettings } from '../../../src/checker/load.ts'
import { linkedEntries as linkedIn, listYaml as yamlIn, type ContentSource } from '../../../src/checker/source.ts'

export type { Problem } from '../../../src/checker/types.ts'
export { baseFromSource, type Base } from '../../../src/checker/base.ts'
export { readBase } from './read-base.ts'
export type { Content, ResolvedPage } from '../../../src/checker/resolve.ts'
export { CONTENT_FOLDERS, memorySource, type ContentSource } from '../../../src/checker/source.ts'
export { fsSource } from './fs-source.ts'
export { suggestName, type LoadResult } from '../../../src/checker/load.ts'

export interface LoadOptions extends LoadSettings {
  /** Repo root; pages/, schema/ and public/ are found under it (read through fsSource). */
  root?: string
  /** Where the files are read instead of root: a tree in memory (memorySource) for the browser and the functions. */
  source?: ContentSource
}

/** Loads, validates, checks and resolves all content. One function for the CLI, Vite, the build and the tests. */
export function loadContent(opts: LoadOptions): LoadResult {
  return loadFrom(sourceOf(opts), loadSchemas, opts)
}

function sourceOf(opts: LoadOptions): ContentSource {
  if (opts.source) return opts.source
  if (opts.root === undefined) throw new Error('loadContent needs a root folder or a source to read')
  return fsSource(opts.root)
}

/** A folder on disk, or a source, as a source. */
const asSource = (from: string | ContentSource): ContentSource => (typeof from === 'string' ? fsSource(from) : from)

/**
 * Every symbolic link in the content folders (the folders themselves included), as relative paths. Readers
 * skip them (listYaml, the schemas, the pictures), the checker reports each at its own path, and no message
 * ever says where one leads: a link to the git-ignored .env would otherwise print its keys.
 */
export const linkedEntries = (root: string | ContentSource): string[] => linkedIn(asSource(root))

/** The YAML files under pages/, as relative paths: real files in real folders only (linkedEntries). */
export const listYaml = (root: string | ContentSource): string[] => yamlIn(asSource(root))
