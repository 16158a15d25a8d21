/** The CST helpers of the minimal-diff YAML writer (./yaml-edit.ts): value comparisons and token surgery. */
import { CST } from 'yaml'

export type Token = CST.Token
export type Item = CST.CollectionItem
export type BlockMap = CST.BlockMap
export type BlockSeq = CST.BlockSequence
export type FlowCollection = CST.FlowCollection
export type FlowScalar = CST.FlowScalar
export type BlockScalar = CST.BlockScalar

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
}

export function isPrimitive(v: unknown): boolean {
  return v === null || (typeof v !== 'object' && typeof v !== 'function')
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b)
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    return a.every((x, i) => deepEqual(x, b[i]))
  }
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false
    const ka = Object.keys(a)
    const kb = Object.keys(b)
    if (ka.length !== kb.length) return false
    return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k]))
  }
  return false
}

export function sameKind(a: unknown, b: unknown): boolean {
  return (isPlainObject(a) && isPlainObject(b)) || (Array.isArray(a) && Array.isArray(b)) || (isPrimitive(a) && isPrimitive(b))
}

export const STRINGIFY_OPTIONS = { lineWidth: 0 } as const

export function indentLines(text: string, n: number): string {
  if (n === 0) return text
  const pad = ' '.repeat(n)
  return text
    .split('\n')
    .map((l) => (l === '' ? l : pad + l))
    .join('\n')
}

/** Replaces every property of `tok` so that it prints `source` followed by `end` verbatim. */
export function makeRaw(tok: Token, source: string, end: CST.SourceToken[] = []): void {
  const indent = 'indent' in tok ? tok.indent : 0
  const offset = tok.offset
  const t = tok as unknown as Record<string, unknown>
  for (const k of Object.keys(t)) delete t[k]
  Object.assign(t, { type: 'scalar', offset, indent, source, end })
}

export function rawItem(source: string): Item {
  const value: FlowScalar = { type: 'scalar', offset: 0, indent: 0, source, end: [] }
  return { start: [], value }
}

/** The text of item `i` as whole lines: the first item's indentation lives in its parent. */
export function lineForm(indent: number, item: Item, i: number): string {
  return (i === 0 ? ' '.repeat(indent) : '') + CST.stringify(item)
}

/** Leading blank lines (they separate items and stay with the position, not the item). */
export function splitGap(text: string): [string, string] {
  const m = /^(?:[ \t]*\n)*/.exec(text)
  const gap = m ? m[0] : ''
  return [gap, text.slice(gap.length)]
}

/** Leading blank and comment-only lines of an item: kept when the item itself is regenerated. */
export function commentPrefix(text: string): string {
  const m = /^(?:[ \t]*(?:#[^\n]*)?\n)*/.exec(text)
  return m ? m[0] : ''
}

export function ensureNewline(s: string): string {
  return s.endsWith('\n') ? s : s + '\n'
}
