/**
 * Minimal-diff YAML writer for the visual page editor.
 *
 * `applyEdit(text, next)` returns `text` changed so that `readYaml(result)` (the checker's reading) deep-equals `next`,
 * while every byte the change does not need to touch (comments, key order, quoting style, blank
 * lines, folding of long scalars) stays as it was. It works on the `yaml` package's CST, which
 * reproduces the source exactly, and only rewrites the tokens whose value changed:
 *
 * - scalars are rewritten in their own style (plain, 'single', "double", `|`/`>` block), and a
 *   multi-line plain or folded scalar keeps its existing line breaks around the changed words;
 * - block maps/seqs with the same shape are edited in place; when keys or items are added,
 *   removed or moved, the collection is rebuilt from the text of its items (existing items keep
 *   their exact text and comments, new ones are generated with `YAML.stringify`);
 * - flow collections (`[a, b]`, `{ a: 1 }`) are edited in place or regenerated on one line;
 * - any change of kind regenerates just the enclosing map pair or list item.
 *
 * The result is always checked by parsing it again; if it would not read back as `next`, the
 * document is regenerated with `YAML.stringify` (leading comments kept), so the function never
 * writes a value other than `next`.
 *
 * This file holds the document, the dispatch and the collections; scalars are in ./yaml-scalars.ts and the
 * shared CST helpers in ./yaml-cst.ts.
 */
import YAML, { CST, Parser } from 'yaml'
import { readYaml } from '../checker/yaml-file.ts'
import {
  type BlockMap,
  type BlockSeq,
  commentPrefix,
  deepEqual,
  ensureNewline,
  type FlowCollection,
  indentLines,
  isPlainObject,
  isPrimitive,
  type Item,
  lineForm,
  makeRaw,
  rawItem,
  sameKind,
  splitGap,
  STRINGIFY_OPTIONS,
  type Token,
} from './yaml-cst.ts'
import { editScalar, flowString, primitiveSource } from './yaml-scalars.ts'

/** Returns the file's new text: `text` with its value changed to `next`, every untouched byte kept. */
export function applyEdit(text: string, next: unknown): string {
  const prev: unknown = readYaml(text)
  if (deepEqual(prev, next)) return text
  try {
    const out = editCst(text, prev, next)
    if (out !== null && deepEqual(readYaml(out), next)) return out
  } catch {
    // fall through to the safe path
  }
  return regenerateDocument(text, next)
}

// ---------------------------------------------------------------------------------------------
// Document level

function editCst(text: string, prev: unknown, next: unknown): string | null {
  const tokens = Array.from(new Parser().parse(text))
  const docs = tokens.filter((t) => t.type === 'document')
  if (docs.length !== 1 || tokens.some((t) => t.type === 'error')) return null
  const doc = docs[0] as CST.Document
  if (!doc.value) return null
  if (!editNode(doc.value, prev, next, false)) return null
  return tokens.map((t) => CST.stringify(t)).join('')
}

/** Last resort: keep the comments before the document, write the value with `YAML.stringify`. */
function regenerateDocument(text: string, next: unknown): string {
  let head = ''
  try {
    for (const t of new Parser().parse(text)) {
      if (t.type === 'comment' || t.type === 'newline' || t.type === 'space') head += CST.stringify(t)
      else if (t.type === 'document') {
        for (const st of t.start) if (st.type === 'comment' || st.type === 'newline') head += st.source
        break
      } else break
    }
  } catch {
    head = ''
  }
  return head + YAML.stringify(next, STRINGIFY_OPTIONS)
}

// ---------------------------------------------------------------------------------------------
// Node dispatch

/** Makes `tok` represent `next`. Returns false if it cannot (kind change): the caller regenerates. */
function editNode(tok: Token, prev: unknown, next: unknown, inFlow: boolean): boolean {
  if (deepEqual(prev, next)) return true
  switch (tok.type) {
    case 'scalar':
    case 'single-quoted-scalar':
    case 'double-quoted-scalar':
    case 'block-scalar':
      if (!isPrimitive(prev) || !isPrimitive(next)) return false
      return editScalar(tok, next, inFlow)
    case 'block-map':
      return !inFlow && editBlockMap(tok, prev, next)
    case 'block-seq':
      return !inFlow && editBlockSeq(tok, prev, next)
    case 'flow-collection':
      return editFlow(tok, prev, next, inFlow)
    default:
      return false
  }
}

// ---------------------------------------------------------------------------------------------
// Block collections

interface Piece {
  /** Item text in line form (leading blank lines included), ending with a newline. */
  text: string
  /** The item's own leading blank lines don't apply (it is new, or was the first item). */
  useTypicalGap: boolean
}

function isTailItem(item: Item, seq: boolean): boolean {
  if (item.value) return false
  if (seq) return !item.start.some((t) => t.type === 'seq-item-ind')
  return !item.key && !item.sep
}

/** The blank-line gap most items of the collection have before them (if they all agree). */
function typicalGap(texts: string[]): string {
  const gaps = texts.slice(1).map((t) => splitGap(t)[0])
  if (gaps.length === 0) return ''
  return gaps.every((g) => g === gaps[0]) ? gaps[0] : ''
}

/** Replaces the whole collection by the text of `pieces` (line form) followed by `tail`. */
function rebuild(tok: BlockMap | BlockSeq, pieces: Piece[], tail: string, gap: string): void {
  const n = tok.indent
  const endsWithNewline = CST.stringify(tok).endsWith('\n')
  let out = ''
  pieces.forEach((p, j) => {
    const [ownGap, body] = splitGap(p.text)
    const g = j === 0 ? '' : p.useTypicalGap ? gap : ownGap
    out += g + ensureNewline(body)
  })
  out += tail
  if (!endsWithNewline && out.endsWith('\n')) out = out.slice(0, -1)
  const pad = ' '.repeat(n)
  const source = out.startsWith(pad) ? out.slice(n) : out.replace(/^[ \t]+/, '')
  makeRaw(tok, source)
}

/** Replaces item `i` of a collection with `text` (line form). */
function replaceItem(tok: BlockMap | BlockSeq, i: number, text: string, origText: string): void {
  let t = text
  if (!origText.endsWith('\n') && t.endsWith('\n')) t = t.slice(0, -1)
  if (i === 0) {
    const pad = ' '.repeat(tok.indent)
    t = t.startsWith(pad) ? t.slice(tok.indent) : t.replace(/^[ \t]+/, '')
  }
  ;(tok.items as Item[])[i] = rawItem(t)
}

function genPair(key: string, value: unknown, indent: number): string {
  return indentLines(YAML.stringify({ [key]: value }, STRINGIFY_OPTIONS), indent)
}

function genSeqItem(value: unknown, indent: number): string {
  return indentLines(YAML.stringify([value], STRINGIFY_OPTIONS), indent)
}

function resolveKey(key: Token | null | undefined): string | null {
  if (!key) return null
  const r = CST.resolveAsScalar(key)
  return r ? r.value : null
}

function editBlockMap(tok: BlockMap, prev: unknown, next: unknown): boolean {
  if (!isPlainObject(prev) || !isPlainObject(next) || Object.keys(next).length === 0) return false
  const n = tok.indent
  const items = tok.items
  const orig = items.map((it, i) => lineForm(n, it, i))
  const keys: (string | null)[] = []
  let firstTail = items.length
  for (let i = 0; i < items.length; i++) {
    if (isTailItem(items[i], false)) {
      firstTail = Math.min(firstTail, i)
      keys.push(null)
      continue
    }
    if (i > firstTail) return false
    const k = resolveKey(items[i].key)
    if (k === null) return false
    keys.push(k)
  }
  const realKeys = keys.slice(0, firstTail) as string[]
  const prevKeys = Object.keys(prev)
  if (new Set(realKeys).size !== realKeys.length || realKeys.length !== prevKeys.length) return false
  if (!realKeys.every((k) => Object.prototype.hasOwnProperty.call(prev, k))) return false

  const has = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k)
  const regen = new Set<number>()
  for (let i = 0; i < firstTail; i++) {
    const k = realKeys[i]
    if (!has(next, k) || deepEqual(prev[k], next[k])) continue
    const v = items[i].value
    if (!v || !editNode(v, prev[k], next[k], false)) regen.add(i)
  }
  const regenText = (i: number) => commentPrefix(orig[i]) + genPair(realKeys[i], next[realKeys[i]], n)

  const removed = realKeys.filter((k) => !has(next, k))
  const added = Object.keys(next).filter((k) => !has(prev, k))
  if (removed.length === 0 && added.length === 0) {
    for (const i of regen) replaceItem(tok, i, regenText(i), orig[i])
    return true
  }

  const order: { key: string; piece: Piece }[] = []
  for (let i = 0; i < firstTail; i++) {
    const k = realKeys[i]
    if (!has(next, k)) continue
    const text = regen.has(i) ? regenText(i) : lineForm(n, items[i], i)
    order.push({ key: k, piece: { text, useTypicalGap: i === 0 } })
  }
  const nextKeys = Object.keys(next)
  for (const k of added) {
    const idx = nextKeys.indexOf(k)
    let at = 0
    for (let j = idx - 1; j >= 0; j--) {
      const pos = order.findIndex((o) => o.key === nextKeys[j])
      if (pos >= 0) {
        at = pos + 1
        break
      }
    }
    order.splice(at, 0, { key: k, piece: { text: genPair(k, next[k], n), useTypicalGap: true } })
  }
  const tail = items
    .slice(firstTail)
    .map((it) => CST.stringify(it))
    .join('')
  rebuild(
    tok,
    order.map((o) => o.piece),
    tail,
    typicalGap(orig.slice(0, firstTail)),
  )
  return true
}

/** How many top-level entries two collections share (0 = nothing in common). */
function similarity(a: unknown, b: unknown): number {
  if (Array.isArray(a) && Array.isArray(b)) return a.filter((x) => b.some((y) => deepEqual(x, y))).length
  if (isPlainObject(a) && isPlainObject(b)) return Object.keys(a).filter((k) => k in b && deepEqual(a[k], b[k])).length
  return 0
}

type Assign =
  { kind: 'old'; i: number } | { kind: 'edit'; i: number } | { kind: 'regen'; i: number } | { kind: 'clone'; i: number } | { kind: 'gen' }

function editBlockSeq(tok: BlockSeq, prev: unknown, next: unknown): boolean {
  if (!Array.isArray(prev) || !Array.isArray(next) || next.length === 0) return false
  const n = tok.indent
  const items = tok.items
  let firstTail = items.length
  for (let i = 0; i < items.length; i++) {
    if (isTailItem(items[i], true)) firstTail = Math.min(firstTail, i)
    else if (i > firstTail) return false
  }
  if (firstTail !== prev.length) return false
  const orig = items.map((it, i) => lineForm(n, it, i))

  const used = new Array<boolean>(prev.length).fill(false)
  const assign: (Assign | null)[] = new Array(next.length).fill(null)
  // 1. unchanged items (possibly moved) are reused verbatim
  for (let j = 0; j < next.length; j++) {
    if (j < prev.length && !used[j] && deepEqual(prev[j], next[j])) {
      used[j] = true
      assign[j] = { kind: 'old', i: j }
    }
  }
  for (let j = 0; j < next.length; j++) {
    if (assign[j]) continue
    const i = prev.findIndex((p, k) => !used[k] && deepEqual(p, next[j]))
    if (i >= 0) {
      used[i] = true
      assign[j] = { kind: 'old', i }
    }
  }
  // 2. the item at the same index, of the same kind, is edited in place
  for (let j = 0; j < next.length; j++) {
    if (assign[j] || j >= prev.length || used[j] || !sameKind(prev[j], next[j])) continue
    used[j] = true
    const v = items[j].value
    assign[j] = v && editNode(v, prev[j], next[j], false) ? { kind: 'edit', i: j } : { kind: 'regen', i: j }
  }
  // 2b. an item both moved and edited: the most similar unused old item of the same kind
  for (let j = 0; j < next.length; j++) {
    if (assign[j] || isPrimitive(next[j])) continue
    let best = -1
    let bestScore = 0
    prev.forEach((p, i) => {
      if (used[i] || !sameKind(p, next[j])) return
      const score = similarity(p, next[j])
      if (score > bestScore) {
        best = i
        bestScore = score
      }
    })
    if (best < 0) continue
    used[best] = true
    const v = items[best].value
    assign[j] = v && editNode(v, prev[best], next[j], false) ? { kind: 'edit', i: best } : { kind: 'regen', i: best }
  }
  // 3. copies of an existing item keep its text; anything else is generated
  for (let j = 0; j < next.length; j++) {
    if (assign[j]) continue
    const i = prev.findIndex((p) => deepEqual(p, next[j]))
    assign[j] = i >= 0 ? { kind: 'clone', i } : { kind: 'gen' }
  }

  const regenText = (i: number, j: number) => commentPrefix(orig[i]) + genSeqItem(next[j], n)
  const inPlace = next.length === prev.length && assign.every((a, j) => a && a.kind !== 'clone' && a.kind !== 'gen' && a.i === j)
  if (inPlace) {
    assign.forEach((a, j) => {
      if (a && a.kind === 'regen') replaceItem(tok, a.i, regenText(a.i, j), orig[a.i])
    })
    return true
  }
  const pieces: Piece[] = assign.map((a, j) => {
    if (!a || a.kind === 'gen') return { text: genSeqItem(next[j], n), useTypicalGap: true }
    if (a.kind === 'clone') return { text: ensureNewline(orig[a.i]), useTypicalGap: true }
    if (a.kind === 'regen') return { text: regenText(a.i, j), useTypicalGap: a.i === 0 }
    return { text: lineForm(n, items[a.i], a.i), useTypicalGap: a.i === 0 }
  })
  const tail = items
    .slice(firstTail)
    .map((it) => CST.stringify(it))
    .join('')
  rebuild(tok, pieces, tail, typicalGap(orig.slice(0, firstTail)))
  return true
}

// ---------------------------------------------------------------------------------------------
// Flow collections

function flowValue(v: unknown, padSeq: boolean, padMap: boolean): string {
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]'
    const p = padSeq ? ' ' : ''
    return '[' + p + v.map((x) => flowValue(x, padSeq, padMap)).join(', ') + p + ']'
  }
  if (isPlainObject(v)) {
    const keys = Object.keys(v)
    if (keys.length === 0) return '{}'
    const p = padMap ? ' ' : ''
    const body = keys.map((k) => flowString(k, true) + ': ' + flowValue(v[k], padSeq, padMap))
    return '{' + p + body.join(', ') + p + '}'
  }
  if (typeof v === 'string') return flowString(v, true)
  return primitiveSource(v)
}

function hasCollections(v: unknown): boolean {
  const kids = Array.isArray(v) ? v : isPlainObject(v) ? Object.values(v) : []
  return kids.some((x) => x !== null && typeof x === 'object')
}

function editFlowInPlace(tok: FlowCollection, prev: unknown, next: unknown): boolean {
  const items = tok.items
  if (items.some((it) => !it.value)) return false
  if (Array.isArray(prev) && Array.isArray(next)) {
    if (items.length !== prev.length || next.length !== prev.length) return false
    return items.every((it, i) => editNode(it.value!, prev[i], next[i], true))
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    const keys = items.map((it) => resolveKey(it.key))
    const nk = Object.keys(next)
    if (keys.length !== nk.length || keys.some((k) => k === null || !(k in next) || !(k in prev))) return false
    if (new Set(keys).size !== keys.length) return false
    return items.every((it, i) => editNode(it.value!, prev[keys[i]!], next[keys[i]!], true))
  }
  return false
}

function editFlow(tok: FlowCollection, prev: unknown, next: unknown, inFlow: boolean): boolean {
  const isSeq = tok.start.source === '['
  if (isSeq ? !Array.isArray(next) : !isPlainObject(next)) return false
  const prevEmpty = Array.isArray(prev) ? prev.length === 0 : isPlainObject(prev) ? Object.keys(prev).length === 0 : true
  // `[]` / `{}` say nothing about the preferred style: nested data gets block style
  if (prevEmpty && !inFlow && hasCollections(next)) return false
  const before = CST.stringify(tok)
  if (!prevEmpty && editFlowInPlace(tok, prev, next)) return true
  const close = tok.end.findIndex((t) => t.type === 'flow-seq-end' || t.type === 'flow-map-end')
  if (close < 0) return false
  const rest = tok.end.slice(close + 1)
  const padded = /^[[{][ \t]/.test(before) && !/^[[{][ \t]*\n/.test(before)
  const text = isSeq ? flowValue(next, prevEmpty ? false : padded, true) : flowValue(next, false, prevEmpty ? true : padded)
  makeRaw(tok, text, rest)
  return true
}
