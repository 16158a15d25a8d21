/**
 * The checker where there is no Node and no code may be made from strings: a browser, and the host
 * functions (Cloudflare Workers). Nothing this module imports, at any depth, imports a node: module or
 * compiles code (tests/integration/portable-checker.test.ts bundles it and runs it so).
 *
 *   import { loadContent, memorySource, baseFromSource } from '…/src/checker/portable.ts'
 *   import * as validators from '…/src/generated/validators.js'
 *
 *   const base = baseFromSource(memorySource(published))
 *   const { problems } = loadContent({ source: memorySource(files), validators, base })
 *
 * The validators are those `npm run gen:validators` compiled from schema/. Made from other schemas, they
 * cannot be compiled here instead: loadContent throws, and says to run it. In Node, scripts/lib/content/index.ts is the same
 * checker over a folder on disk, which compiles what it must.
 */
import { loadFrom, type LoadResult, type LoadSettings } from './load.ts'
import type { ContentSource } from './source.ts'
import { precompiledSet, type CompiledValidators } from './validate.ts'

export type { Problem } from './types.ts'
export { baseFromSource, type Base } from './base.ts'
export type { Content, ResolvedPage } from './resolve.ts'
export { CONTENT_FOLDERS, linkedEntries, listYaml, memorySource, type ContentSource, type EntryKind } from './source.ts'
export { suggestName, type LoadResult, type LoadSettings } from './load.ts'
export type { CompiledValidators } from './validate.ts'

export interface PortableLoadOptions extends LoadSettings {
  /** The site's files: pages/, schema/, public/ and scripts/templates/ (memorySource). */
  source: ContentSource
  /** The module src/generated/validators.js: `import * as validators from '…/src/generated/validators.js'`. */
  validators: CompiledValidators
}

/** Loads, validates, checks and resolves all content of the source, as scripts/lib/content/index.ts's loadContent does in Node. */
export function loadContent(opts: PortableLoadOptions): LoadResult {
  return loadFrom(opts.source, (source) => precompiledSet(source, opts.validators), opts)
}
