/**
 * Scalars for the minimal-diff YAML writer (./yaml-edit.ts): a changed scalar is rewritten in its own
 * style (plain, 'single', "double", `|`/`>` block), a multi-line plain or folded one keeping its line breaks
 * around the changed words.
 */
import YAML, { CST } from 'yaml'
import { readYaml } from '../checker/yaml-file.ts'
import { type BlockScalar, deepEqual, type FlowScalar } from './yaml-cst.ts'

// eslint-disable-next-line no-control-regex -- the point is to find control characters
export const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]/u

/** True if `v` can be written as a plain scalar and reads back as this same string. */
export function isPlainSafe(v: string, inFlow: boolean): boolean {
  if (v === '' || v.includes('\n') || v.includes('\t') || CONTROL.test(v)) return false
  if (/^\s|\s$/.test(v)) return false
  if (/^[,[\]{}#&*!|>'"%@`]/.test(v)) return false
  if (/^[?:-](\s|$)/.test(v)) return false
  if (/:(\s|$)/.test(v) || /\s#/.test(v)) return false
  if (/^(---|\.\.\.)/.test(v)) return false
  if (inFlow && /[,[\]{}]/.test(v)) return false
  try {
    return readYaml(v) === v
  } catch {
    return false
  }
}

export function quoteSingle(v: string): string {
  return "'" + v.replace(/'/g, "''") + "'"
}

/** A string as a one-line flow scalar (plain if possible). */
export function flowString(v: string, inFlow: boolean): string {
  if (isPlainSafe(v, inFlow)) return v
  if (v.includes('\n') || CONTROL.test(v) || v.includes('\t')) return JSON.stringify(v)
  return quoteSingle(v)
}

export function primitiveSource(v: unknown): string {
  if (v === null || v === undefined) return 'null'
  return YAML.stringify(v).trim()
}

export function editScalar(tok: FlowScalar | BlockScalar, next: unknown, inFlow: boolean): boolean {
  if (typeof next !== 'string') {
    const src = primitiveSource(next)
    if (tok.type === 'block-scalar') CST.setScalarValue(tok, src, { type: 'PLAIN' })
    else {
      tok.type = 'scalar'
      tok.source = src
    }
    let back: unknown
    try {
      back = readYaml(src)
    } catch {
      return false
    }
    return deepEqual(back, next ?? null)
  }
  if (tok.type === 'block-scalar') return editBlockScalar(tok, next)
  return editFlowScalar(tok, next, inFlow)
}

export function editFlowScalar(tok: FlowScalar, v: string, inFlow: boolean): boolean {
  if (v.includes('\n')) return false // a multi-line string gets its own `|` block: regenerate
  const old = CST.resolveAsScalar(tok)
  if (CONTROL.test(v) || v.includes('\t')) {
    tok.type = 'double-quoted-scalar'
    tok.source = JSON.stringify(v)
  } else if (tok.type === 'scalar') {
    if (isPlainSafe(v, inFlow)) {
      const refolded = tok.source.includes('\n') && old ? refoldPlain(tok.source, old.value, v) : null
      tok.source = refolded ?? v
    } else {
      tok.type = 'single-quoted-scalar'
      tok.source = quoteSingle(v)
    }
  } else if (tok.type === 'single-quoted-scalar') {
    tok.source = quoteSingle(v)
  } else {
    tok.source = JSON.stringify(v)
  }
  const back = CST.resolveAsScalar(tok)
  return !!back && back.value === v
}

/**
 * Splits `next` into lines at the same places `oldParts` (the old physical lines, joined by
 * single spaces) broke, for the unchanged prefix and suffix: an edit inside a long folded text
 * changes only the lines it touches. Returns null if the result would not read back as `next`.
 */
export function refoldParts(oldParts: string[], next: string): string[] | null {
  const oldV = oldParts.join(' ')
  if (next.includes('\n')) return null
  const breaks: number[] = []
  let pos = 0
  for (let i = 0; i < oldParts.length - 1; i++) {
    pos += oldParts[i].length
    breaks.push(pos)
    pos += 1
  }
  const minLen = Math.min(oldV.length, next.length)
  let p = 0
  while (p < minLen && oldV[p] === next[p]) p++
  let s = 0
  while (s < minLen - p && oldV[oldV.length - 1 - s] === next[next.length - 1 - s]) s++
  const delta = next.length - oldV.length
  const kept: number[] = []
  for (const b of breaks) {
    let nb = -1
    if (b < p) nb = b
    else if (b >= oldV.length - s) nb = b + delta
    if (nb >= 0 && next[nb] === ' ' && (kept.length === 0 || kept[kept.length - 1] < nb)) kept.push(nb)
  }
  const parts: string[] = []
  let from = 0
  for (const b of kept) {
    parts.push(next.slice(from, b))
    from = b + 1
  }
  parts.push(next.slice(from))
  if (parts.some((x) => x === '' || /^\s|\s$/.test(x))) return null
  return parts
}

export function refoldPlain(source: string, oldValue: string, next: string): string | null {
  const lines = source.split('\n')
  if (lines.length < 2) return null
  const m = /^[ \t]*/.exec(lines[1])
  const contIndent = m ? m[0] : ''
  if (contIndent.includes('\t')) return null
  const parts = lines.map((l, i) => (i === 0 ? l : l.trim()))
  if (parts.some((x) => x === '' || /\s$/.test(x))) return null
  if (parts.join(' ') !== oldValue) return null
  const np = refoldParts(parts, next)
  if (!np) return null
  return np.map((x, i) => (i === 0 ? x : contIndent + x)).join('\n')
}

export function editBlockScalar(tok: BlockScalar, v: string): boolean {
  const header = tok.props[0]
  if (!header || header.type !== 'block-scalar-header') return false
  const hm = /^([|>])([+-]?)$/.exec(header.source)
  if (!hm) return false // explicit indentation indicator: let the caller regenerate
  const style = hm[1]
  const oldChomp = hm[2]
  const src = tok.source
  const srcLines = src.split('\n')
  let last = -1
  srcLines.forEach((l, i) => {
    if (/\S/.test(l)) last = i
  })
  if (last < 0) return false
  const contentRaw = srcLines.slice(0, last + 1)
  let bi = Infinity
  for (const l of contentRaw) if (/\S/.test(l)) bi = Math.min(bi, /^ */.exec(l)![0].length)
  if (!Number.isFinite(bi) || bi === 0) return false
  const afterContent = contentRaw.join('\n').length + 1
  const oldTrailing = oldChomp === '+' ? '' : src.slice(afterContent)

  const t = /\n*$/.exec(v)![0].length
  const body = v.slice(0, v.length - t)
  if (body === '' || CONTROL.test(body) || /^[ \t]/.test(body)) return false
  const chomp = t === 0 ? '-' : t === 1 ? '' : '+'

  let newLines: string[] | null = null
  if (style === '>') {
    const oldParts = contentRaw.map((l) => l.slice(bi))
    const simpleOld = oldParts.every((x) => x !== '' && !/^\s|\s$/.test(x))
    const old = CST.resolveAsScalar(tok)
    if (simpleOld && old && old.value.replace(/\n*$/, '') === oldParts.join(' ')) {
      newLines = refoldParts(oldParts, body)
    }
    if (!newLines) {
      // paragraphs: k line breaks in the value are written as k blank lines
      newLines = body.replace(/\n+/g, (m) => m + '\n').split('\n')
      if (newLines.some((l) => /^[ \t]/.test(l))) return false
    }
  } else {
    newLines = body.split('\n')
  }
  const pad = ' '.repeat(bi)
  const newRaw = newLines.map((l) => (l === '' ? '' : pad + l))
  // keep the exact bytes of unchanged leading/trailing lines (e.g. whitespace on blank lines)
  const same = (a: string, b: string) => a.trim() === b.trim() && (a.trim() === '' || a === b)
  for (let i = 0; i < Math.min(newRaw.length, contentRaw.length) && same(newRaw[i], contentRaw[i]); i++) newRaw[i] = contentRaw[i]
  for (
    let i = 1;
    i <= Math.min(newRaw.length, contentRaw.length) && same(newRaw[newRaw.length - i], contentRaw[contentRaw.length - i]);
    i++
  )
    newRaw[newRaw.length - i] = contentRaw[contentRaw.length - i]

  let newSource = newRaw.join('\n') + '\n'
  newSource += chomp === '+' ? '\n'.repeat(t - 1) : oldTrailing
  const before = { header: header.source, source: tok.source }
  header.source = style + chomp
  tok.source = newSource
  const back = CST.resolveAsScalar(tok)
  if (!back || back.value !== v) {
    header.source = before.header
    tok.source = before.source
    return false
  }
  return true
}
