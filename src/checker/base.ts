import type { Catalog } from '../generated/content.ts'
import { readYaml } from './yaml-file.ts'
import { listYaml, readText, type ContentSource } from './source.ts'

/**
 * The content at an earlier commit, for the rules that compare with it: a figure its price book had that
 * text still shows is an old price, and a link to a page file it had (or its history deleted) that is gone
 * now goes to a removed page. Read once by the caller (readBase in scripts/lib/content/read-base.ts, through git; baseFromSource,
 * from the files themselves) and passed to loadContent, which runs no git.
 */
export interface Base {
  /** The commit, as named: HEAD, origin/main, a hash (or what the caller calls a base read from files). */
  ref: string
  /** Its price book, if it had one. */
  catalog?: Catalog
  /** Page files (pages/….yaml, not pages/_site/) it has, or that its history deleted. */
  pageFiles: string[]
}

/**
 * The base as a copy of the site's files shows it (the published version, fetched by the caller): its price
 * book and its page files. Runs no git, so it knows no page deleted before that version (readBase does).
 */
export function baseFromSource(source: ContentSource, ref = 'the published version'): Base {
  let catalog: Catalog | undefined
  try {
    catalog = readYaml(readText(source, 'pages/_site/catalog.yaml')) as Catalog
  } catch {
    // no price book there, or not one that reads: no price is known to have changed
  }
  let pageFiles: string[] = []
  try {
    pageFiles = listYaml(source).filter((rel) => !rel.startsWith('pages/_site/'))
  } catch {
    // no pages/ folder: no page is known to have been there
  }
  return { ref, catalog, pageFiles }
}
