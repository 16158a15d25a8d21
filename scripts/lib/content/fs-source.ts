/**
 * The site's files on disk: the Node half of src/checker/source.ts, kept apart so that the checker's own modules
 * (src/checker/portable.ts) import no node: module.
 */
import fs from 'node:fs'
import path from 'node:path'
import { readText, type ContentSource } from '../../../src/checker/source.ts'
import { readYaml } from '../../../src/checker/yaml-file.ts'

/** The site's files on disk under `root`: what the checker read before there was a choice. */
export function fsSource(root: string): ContentSource {
  const abs = (rel: string) => (rel ? path.join(root, rel) : root)
  return {
    root,
    entries: (dir) =>
      fs.readdirSync(abs(dir), { withFileTypes: true }).map((e) => ({
        name: e.name,
        kind: e.isSymbolicLink() ? 'link' : e.isDirectory() ? 'folder' : e.isFile() ? 'file' : 'other',
      })),
    read: (rel) => fs.readFileSync(abs(rel)),
    exists: (rel) => fs.existsSync(abs(rel)),
    isLink: (rel) => {
      try {
        return fs.lstatSync(abs(rel)).isSymbolicLink()
      } catch {
        return false
      }
    },
  }
}

/** The file `rel` of the site in `root` (a folder or a source) as data (readYaml in src/checker/yaml-file.ts). */
export function readYamlFile(root: string | ContentSource, rel: string): unknown {
  return readYaml(readText(typeof root === 'string' ? fsSource(root) : root, rel))
}
