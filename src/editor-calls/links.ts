/**
 * Links in a page's data: every string that goes to one of some addresses (a button's or card's href, a menu
 * link) and every [words](address) inside text, found and rewritten in one walk. Renaming and deleting pages
 * (./page-moves.ts) and the Hindi version made from an English page (./translate.ts) use it.
 */
import type { LinkUse } from '../contract/protocol.ts'
import { routeOf } from '../checker/route-of.ts'

type Json = unknown
export type PathPart = string | number

/** The page's own address and the addresses it also answers. */
export function addressesOf(data: Record<string, unknown>, file: string): string[] {
  const aliases = Array.isArray(data.aliases) ? (data.aliases as string[]) : []
  return [routeOf(file), ...aliases]
}

/** An href that goes to `route` (itself, a #part of it, or with a query). */
export const hrefTo = (value: string, route: string) => value === route || value.startsWith(`${route}#`) || value.startsWith(`${route}?`)

/** Rewrites every string of `node` that links to one of `routes`; returns the changed copy and where it changed. */
export function rewrite(
  node: Json,
  routes: string[],
  onHref: (value: string) => string | typeof REMOVE,
  onText: (label: string, href: string) => string,
  at: PathPart[] = [],
  found: { at: PathPart[]; kind: LinkUse['kind'] }[] = [],
  fallback = '/',
): { value: Json; found: typeof found } {
  if (typeof node === 'string') {
    const route = routes.find((r) => hrefTo(node, r))
    if (route) {
      found.push({ at: [...at], kind: 'button' })
      return { value: onHref(node), found }
    }
    if (!node.includes('](')) return { value: node, found }
    const text = node.replace(/\[([^\]]+)\]\(([^)\s]*)\)/g, (whole, label: string, href: string) => {
      if (!routes.some((r) => hrefTo(href, r))) return whole
      found.push({ at: [...at], kind: 'text' })
      return onText(label, href)
    })
    return { value: text, found }
  }
  if (Array.isArray(node)) {
    const out: Json[] = []
    node.forEach((item, i) => {
      const r = rewrite(item, routes, onHref, onText, [...at, i], found, fallback).value
      if (r !== REMOVE) out.push(r) // a list item that was a link to the page (a menu link, a card) goes with it
    })
    return { value: out, found }
  }
  if (node && typeof node === 'object') {
    const out: Record<string, Json> = {}
    for (const [k, v] of Object.entries(node)) {
      const r = rewrite(v, routes, onHref, onText, [...at, k], found, fallback).value
      // An object whose href (or a card's link) goes is a link: in a list (a menu link, a card) it goes with
      // its item; a button that stands alone (a banner's) cannot, so it leads one level up instead.
      if (r === REMOVE && (k === 'href' || k === 'link')) {
        if (typeof at[at.length - 1] === 'number') return { value: REMOVE, found }
        out[k] = fallback
      } else if (r !== REMOVE) out[k] = r
    }
    return { value: out, found }
  }
  return { value: node, found }
}
/** What onHref returns for a link that goes: its list item goes with it, a lone button leads one level up. */
export const REMOVE = Symbol('remove')
