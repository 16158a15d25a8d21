import type { IconNode } from '../content/model.ts'
import { ICON_NODES } from '../generated/icons.ts'

/**
 * The SVG elements of a lucide icon the schema allows, drawn ahead of time from the package
 * (src/generated/icons.ts, `npm run gen:icons`): the checker runs where no lucide file can be read or
 * evaluated. Pages carry the icons they use in their data, so the browser bundle holds no icon set at all.
 */
export function iconNode(name: string): IconNode {
  if (!iconExists(name))
    throw new Error(
      `no drawing of the icon "${name}" in src/generated/icons.ts: run \`npm run gen:icons\` after changing the icons in schema/defs.schema.json`,
    )
  return ICON_NODES[name]
}

/** Whether the icon is among those drawn (every one the schema allows). */
export function iconExists(name: string): boolean {
  return Object.hasOwn(ICON_NODES, name)
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
