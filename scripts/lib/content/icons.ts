import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import type { IconNode } from '../../../src/content/model.ts'

const require = createRequire(import.meta.url)
const iconDir = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist/esm/icons')
const cache = new Map<string, IconNode>()

/**
 * The SVG elements of a lucide icon, read from the package at build time. Pages carry the icons they
 * use in their data, so the browser bundle holds no icon set at all.
 */
export function iconNode(name: string): IconNode {
  let node = cache.get(name)
  if (!node) {
    const source = fs.readFileSync(path.join(iconDir, `${name}.mjs`), 'utf8')
    // Old names are aliases: export { default } from './new-name.mjs'
    const alias = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(source)?.[1]
    if (alias) return iconNode(alias)
    const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(source)?.[1]
    if (!literal) throw new Error(`lucide-react changed its icon file format (${name}.mjs)`)
    // The package's own object literal (trusted code from node_modules), evaluated once per icon.
    const data = new Function(`return (${literal})`)() as { node: [string, Record<string, string>][] }
    node = data.node.map(
      ([tag, attrs]) => [tag, Object.fromEntries(Object.entries(attrs).filter(([k]) => k !== 'key'))] as [string, Record<string, string>],
    )
    cache.set(name, node)
  }
  return node
}

export function iconExists(name: string): boolean {
  return fs.existsSync(path.join(iconDir, `${name}.mjs`))
}

/** Every icon name used at any depth under an "icon" key. */
export function iconsUsed(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) iconsUsed(n, into)
  else if (node && typeof node === 'object')
    for (const k in node) {
      const v = (node as Record<string, unknown>)[k]
      if (k === 'icon' && typeof v === 'string') into.add(v)
      else if (v && typeof v === 'object') iconsUsed(v, into)
    }
  return into
}

export function iconMap(names: Iterable<string>): Record<string, IconNode> {
  const out: Record<string, IconNode> = {}
  for (const n of [...names].sort()) out[n] = iconNode(n)
  return out
}
