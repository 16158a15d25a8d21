/**
 * The site's files as the editor's page-wide changes see them (placing a card, renaming or deleting a page,
 * renaming a price-book entry, making a new page), whichever store keeps them: the office computer's folder
 * (./site-folder.ts) or the hosted store's published files and drafts (src/worker/workspace.ts, siteOf). The
 * changes themselves are worked out once, here and in the modules that use this, with no Node import, so
 * both stores run the same code; each store only reads, checks and writes in its own way.
 *
 * A change is planned in full (every file's new text, null for a file that goes) and checked with the
 * checker over the files as they would be, before anything is written; then the store writes it all or
 * nothing.
 */
import type { LoadResult } from '../checker/portable.ts'
import type { ContentSource, EntryKind } from '../checker/source.ts'
import { CallError } from '../contract/errors.ts'
import { messages } from '../contract/messages.ts'

/** What goes live: the content, never the code. */
export const CONTENT_PATHS = ['pages', 'public/images']

/** Files to write together: each one's new text, or null for a file that goes. */
export type Writes = Map<string, string | null>

export interface SiteFiles {
  /** A page file the request names, as the checker lists it; refused in the editor's words otherwise. */
  pageFile(file: unknown): string
  /** A file's text now; undefined when there is none. */
  read(file: string): string | undefined
  /** Whether a file or a folder is there. */
  exists(rel: string): boolean
  /** The YAML files under pages/, as the checker lists them. */
  list(): string[]
  /** The text of one of the page templates (scripts/templates/<kind>.yaml) that new pages are made from. */
  template(kind: string): string
  /** The checker over the files with `writes` in place, compared with the last published version. */
  check(writes?: Writes, allowRuleProblems?: boolean): LoadResult
  /** The checker over the files as last published (rule problems allowed): what the price report compares with. */
  published(): LoadResult
  /**
   * The checker over the files as Publish would make them live: what is live now with this copy's changed files in
   * place (the office computer, whose copy may be behind the shared copy); none where the files now are that already
   * (the web address's drafts sit on the published files).
   */
  goingLive?(): LoadResult
}

/** A planned change: what to write together, the word for what did not happen if it fails, and the answer. */
export interface Planned<T> {
  writes: Writes
  verb: string
  result: T
}

/**
 * One name per file: `file` must be the very name under which the checker lists a page file (pages/…,
 * ending in .yaml, lower-case as the folders are), so the check always runs under the name a write uses.
 * Refused otherwise, with the name meant when it is plain ("pages//about.yaml": pages/about.yaml).
 */
export function pageFileName(file: unknown): string {
  if (typeof file !== 'string') throw new CallError(400, { error: messages.files.noFile })
  const shape = /^pages(\/[a-z0-9_][a-z0-9_.-]*)+\.ya?ml$/
  const parts = file.split('/')
  if (!shape.test(file) || parts.some((p) => p === '.' || p === '..' || p === '')) {
    const plain = normalized(file.replace(/\\/g, '/'))
    const hint = plain !== file && shape.test(plain) && !plain.split('/').includes('..') ? messages.files.didYouMean(plain) : ''
    throw new CallError(400, {
      error: messages.files.notAPageFile(file, hint),
    })
  }
  return file
}

/** A relative path with "." and "a/.." taken out and "//" made one, as path.posix.normalize writes it. */
function normalized(rel: string): string {
  const out: string[] = []
  for (const part of rel.split('/')) {
    if (part === '' || part === '.') continue
    if (part === '..' && out.length && out[out.length - 1] !== '..') out.pop()
    else out.push(part)
  }
  const joined = (rel.startsWith('/') ? '/' : '') + out.join('/')
  return (joined || (rel.startsWith('/') ? '/' : '.')) + (rel.endsWith('/') && out.length ? '/' : '')
}

/** A file's text, refused as missing (it was renamed or deleted meanwhile) when there is none. */
export function textOf(site: SiteFiles, file: string): string {
  const text = site.read(file)
  if (text === undefined) throw new CallError(404, { error: messages.files.missing(file) })
  return text
}

/** The folder part of a relative path ("pages/services/x.yaml" → "pages/services"), as path.dirname gives it. */
export const folderOf = (rel: string): string => (rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '.')

/**
 * `source` with `writes` in place: new files (and their folders) appear, removed files are gone, changed
 * files read their new text. What the office computer's checker reads to check a change before writing it.
 */
export function overlaySource(source: ContentSource, writes: Writes): ContentSource {
  const encoder = new TextEncoder()
  const added = [...writes].filter(([rel, text]) => text !== null && !source.exists(rel)).map(([rel]) => rel)
  /** Folder → the names of new entries in it (files, and folders made for them). */
  const extra = new Map<string, Map<string, EntryKind>>()
  for (const rel of added) {
    const parts = rel.split('/')
    for (let i = 0; i < parts.length; i++) {
      const dir = parts.slice(0, i).join('/')
      const name = parts[i]
      const at = dir ? `${dir}/${name}` : name
      if (i < parts.length - 1 && source.exists(at)) continue
      if (!extra.has(dir)) extra.set(dir, new Map())
      extra.get(dir)!.set(name, i === parts.length - 1 ? 'file' : 'folder')
    }
  }
  const gone = (rel: string) => writes.get(rel) === null
  return {
    root: source.root,
    entries: (dir) => {
      const more = [...(extra.get(dir) ?? [])]
      // A folder made for a new file has only what is new in it; any other is read as it is, less what goes.
      if (!source.exists(dir) && more.length) return more.map(([name, kind]) => ({ name, kind }))
      const kept = source.entries(dir).filter((e) => !gone(dir ? `${dir}/${e.name}` : e.name))
      return [...kept, ...more.filter(([name]) => !kept.some((e) => e.name === name)).map(([name, kind]) => ({ name, kind }))]
    },
    read: (rel) => {
      const text = writes.get(rel)
      if (text === null) throw Object.assign(new Error(`ENOENT: ${rel} is removed by this change`), { code: 'ENOENT' })
      return text === undefined ? source.read(rel) : encoder.encode(text)
    },
    exists: (rel) => !gone(rel) && (writes.has(rel) || added.some((a) => a.startsWith(`${rel}/`)) || source.exists(rel)),
    isLink: (rel) => source.isLink(rel),
  }
}
