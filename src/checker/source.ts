/**
 * The one way the checker reads a site's files: pages/, schema/, public/ and scripts/templates/ (paths
 * relative to the site's folder, with "/"). The command line reads the file system (fsSource); the editor's
 * browser and the host functions read a tree held in memory (memorySource), the same checker
 * over either. Nothing here follows a symbolic link: a folder entry that is one says so (kind 'link'), and
 * the checker reports it (linkedEntries, below). A memory tree has no links.
 *
 * Nothing here needs Node: the source on disk is in scripts/lib/content/fs-source.ts.
 */

/** What a folder entry is. A symbolic link is 'link' whatever it points at, and is never followed. */
export type EntryKind = 'file' | 'folder' | 'link' | 'other'

export interface ContentSource {
  /**
   * The entries of a folder ('' is the site's folder itself), in the order the source keeps them. Throws
   * when there is no such folder, as reading a missing folder does.
   */
  entries(dir: string): { name: string; kind: EntryKind }[]
  /** A file's bytes. Throws when there is no such file. */
  read(rel: string): Uint8Array
  /** Whether a file or folder is there (on disk, a link that leads somewhere counts). */
  exists(rel: string): boolean
  /** Whether the path itself is a symbolic link (false when it is not there). */
  isLink(rel: string): boolean
  /**
   * The folder on disk, for a source that reads one: what the loaded schemas are cached by within a process.
   * A memory source has none (its schemas are cached by their text).
   */
  readonly root?: string
}

/** A file's text as UTF-8, as fs.readFileSync(file, 'utf8') gives it (a byte-order mark kept, a bad byte as U+FFFD). */
export const readText = (source: ContentSource, rel: string): string =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(source.read(rel))

/** A relative path under `dir` ('' for the site's folder). */
export const joinRel = (dir: string, name: string): string => (dir ? `${dir}/${name}` : name)

/** The last part of a relative path ("pages/_site/site.yaml" → "site.yaml"), as path.basename gives it. */
export const baseName = (rel: string): string => rel.slice(rel.lastIndexOf('/') + 1)

/** Every file (not link) under `dir`, at any depth, as relative paths, sorted; none when the folder is missing. */
export function filesUnder(source: ContentSource, dir: string): string[] {
  const out: string[] = []
  const walk = (d: string) => {
    for (const e of source.entries(d)) {
      const rel = joinRel(d, e.name)
      if (e.kind === 'folder') walk(rel)
      else if (e.kind === 'file') out.push(rel)
    }
  }
  if (source.exists(dir) && !source.isLink(dir)) walk(dir)
  return out.sort()
}

/** The folders whose files make the site. No reader follows a symbolic link in them out to another place. */
export const CONTENT_FOLDERS = ['pages', 'schema', 'public'] as const

/**
 * Every symbolic link in the content folders (the folders themselves included), as relative paths. Readers
 * skip them (listYaml, the schemas, the pictures), the checker reports each at its own path, and no message
 * ever says where one leads: a link to the git-ignored .env would otherwise print its keys.
 */
export function linkedEntries(source: ContentSource): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    let entries: ReturnType<ContentSource['entries']>
    try {
      entries = source.entries(dir)
    } catch {
      return
    }
    for (const e of entries) {
      const rel = joinRel(dir, e.name)
      if (e.kind === 'link') out.push(rel)
      else if (e.kind === 'folder' && e.name !== 'node_modules') walk(rel)
    }
  }
  for (const folder of CONTENT_FOLDERS) {
    if (source.isLink(folder)) out.push(folder)
    else walk(folder)
  }
  return out.sort()
}

/** The YAML files under pages/, as relative paths: real files in real folders only (linkedEntries). */
export function listYaml(source: ContentSource): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const e of source.entries(dir)) {
      const rel = joinRel(dir, e.name)
      if (e.kind === 'folder') walk(rel)
      else if (e.kind === 'file' && /\.ya?ml$/.test(e.name)) out.push(rel)
    }
  }
  if (!source.isLink('pages')) walk('pages')
  return out.sort()
}

/**
 * A site held in memory: relative path ("pages/about.yaml") → its text or bytes. Folders are the paths'
 * prefixes; there are no links and no empty folders. Reads nothing from disk.
 */
export function memorySource(files: Map<string, string | Uint8Array>): ContentSource {
  const encoder = new TextEncoder()
  /** Folder → its entries' names and kinds, worked out once. */
  const folders = new Map<string, Map<string, EntryKind>>([['', new Map()]])
  for (const rel of files.keys()) {
    const parts = rel.split('/')
    for (let i = 0; i < parts.length; i++) {
      const dir = parts.slice(0, i).join('/')
      if (!folders.has(dir)) folders.set(dir, new Map())
      folders.get(dir)!.set(parts[i], i === parts.length - 1 ? 'file' : 'folder')
    }
  }
  const missing = (what: string, rel: string) =>
    Object.assign(new Error(`ENOENT: no such ${what} in the site held in memory: '${rel}'`), { code: 'ENOENT' })
  return {
    entries: (dir) => {
      const found = folders.get(dir)
      if (!found) throw missing('folder', dir)
      return [...found].map(([name, kind]) => ({ name, kind })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    },
    read: (rel) => {
      const v = files.get(rel)
      if (v === undefined) throw missing('file', rel)
      return typeof v === 'string' ? encoder.encode(v) : v
    },
    exists: (rel) => files.has(rel) || folders.has(rel),
    isLink: () => false,
  }
}
