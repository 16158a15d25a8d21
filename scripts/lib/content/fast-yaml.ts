import jsyaml from 'js-yaml'

/**
 * A fast reader for the plain block YAML our page files are written in: block mappings with simple keys,
 * block sequences, one-line plain and quoted scalars, one-line flow mappings and sequences, `|`/`|-`/`>`/
 * `>-` block scalars and comment lines starting in the first column. It gives exactly the data of
 * `jsyaml.load(source, { schema: CORE_SCHEMA })`, using js-yaml's own resolvers for null, true/false and
 * numbers, about three times faster. Anything outside that subset, anything js-yaml might read
 * differently and anything it would refuse (duplicate keys, tabs, a missing space after a colon, stray
 * characters) makes it give up and return undefined: the caller then reads the file with js-yaml as before,
 * so errors and their positions do not change. tests/unit/fast-yaml.test.ts compares the two on every file
 * in pages/ and on thousands of damaged ones.
 */
export function fastLoad(source: string): Record<string, unknown> | undefined {
  if (!IMPLICIT || !source.endsWith('\n')) return undefined
  // One scan for the common case; surrogates are fine when paired (emoji), as in js-yaml.
  if (SUSPECT.test(source) && (UNSAFE.test(source) || LONE_SURROGATE.test(source))) return undefined
  try {
    return new Reader(source.split('\n')).document()
  } catch (e) {
    if (e === GIVE_UP) return undefined
    throw e
  }
}

interface Resolver {
  resolve(data: string): boolean
  construct(data: string): unknown
}
/** js-yaml's implicit types for the core schema (null, bool, int, float), in the order it tries them. */
const IMPLICIT = (jsyaml.CORE_SCHEMA as unknown as { compiledImplicit?: Resolver[] }).compiledImplicit

/**
 * Tabs, carriage returns, control characters, a byte-order mark, non-characters, line and paragraph
 * separators: left to js-yaml (some are errors, some need its full rules). So are lines that end in a
 * space (tested line by line).
 */
// eslint-disable-next-line no-control-regex -- control characters are what these look for
const UNSAFE = /[\x00-\x09\x0B-\x1F\x7F-\x9F\u2028\u2029\uFEFF\uFFFE\uFFFF]/
// eslint-disable-next-line no-control-regex
const SUSPECT = /[\x00-\x09\x0B-\x1F\x7F-\x9F\u2028\u2029\uD800-\uDFFF\uFEFF\uFFFE\uFFFF]/
/** js-yaml's test for a surrogate without its pair (it refuses those). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/
const GIVE_UP = { giveUp: true }

function giveUp(): never {
  throw GIVE_UP
}

const SPACE = 0x20
const HASH = 0x23

/** A plain scalar's value: js-yaml's implicit types in its order, else the text itself. */
function resolvePlain(s: string): unknown {
  const c = s.charCodeAt(0) | 0x20
  // Numbers start with a digit, a sign or a dot, null also with ~; of the words, only null, true and false
  // in their three spellings resolve (4 or 5 letters). Other text needs no resolver.
  if (c >= 0x61 && c <= 0x7a && ((c !== 0x6e && c !== 0x74 && c !== 0x66) || s.length > 5 || s.length < 4)) return s
  if (s.charCodeAt(0) > 0x7f) return s
  for (const type of IMPLICIT!) if (type.resolve(s)) return type.construct(s)
  return s
}

/**
 * First characters that make a plain scalar something else, or that js-yaml treats specially. A "-" may
 * start one (-5) when the next character is not a space or, in a flow collection, a flow indicator.
 */
function badPlainStart(line: string, pos: number): boolean {
  const c = line.charCodeAt(pos)
  if (c === 0x2d) {
    const next = line.charCodeAt(pos + 1)
    return next === SPACE || next === 0x2c || next === 0x5b || next === 0x5d || next === 0x7b || next === 0x7d || Number.isNaN(next)
  }
  // ? : , [ ] { } # & * ! | > ' " % @ `
  return (
    c === 0x3f ||
    c === 0x3a ||
    c === 0x2c ||
    c === 0x5b ||
    c === 0x5d ||
    c === 0x7b ||
    c === 0x7d ||
    c === HASH ||
    c === 0x26 ||
    c === 0x2a ||
    c === 0x21 ||
    c === 0x7c ||
    c === 0x3e ||
    c === 0x27 ||
    c === 0x22 ||
    c === 0x25 ||
    c === 0x40 ||
    c === 0x60 ||
    c === SPACE ||
    Number.isNaN(c)
  )
}

class Reader {
  private i = 0
  private readonly lines: string[]
  constructor(lines: string[]) {
    this.lines = lines
  }

  document(): Record<string, unknown> {
    const indent = this.next()
    if (indent !== 0) giveUp()
    const root = this.mapping(0, 0)
    if (this.next() !== -1) giveUp()
    return root
  }

  /** Moves to the next line with content and returns its indentation, or -1 at the end. */
  private next(): number {
    const lines = this.lines
    for (; this.i < lines.length; this.i++) {
      const line = lines[this.i]
      if (!line.length || line.charCodeAt(0) === HASH) continue
      let n = 0
      while (line.charCodeAt(n) === SPACE) n++
      // An indented comment (js-yaml's rules for where those may sit are subtle), a line ending in a space.
      if (line.charCodeAt(n) === HASH || line.charCodeAt(line.length - 1) === SPACE) giveUp()
      return n
    }
    return -1
  }

  /** A block mapping whose keys are at column `col`; the first key is on the current line at that column. */
  private mapping(col: number, from: number): Record<string, unknown> {
    const out: Record<string, unknown> = {}
    let at = from
    for (;;) {
      const line = this.lines[this.i]
      const colon = keyEnd(line, at)
      if (colon < 0) giveUp()
      const key = line.slice(at, colon)
      if (Object.hasOwn(out, key) || badKey(key)) giveUp()
      let pos = colon + 1
      while (line.charCodeAt(pos) === SPACE) pos++
      if (pos < line.length) {
        out[key] = this.inlineValue(line, pos, col)
        this.i++
      } else {
        // Nothing after the colon: a nested block, a list at the same indentation, or null.
        this.i++
        const indent = this.next()
        if (indent > col) out[key] = this.block(indent)
        else if (indent === col && isDash(this.lines[this.i], col)) out[key] = this.sequence(col)
        else out[key] = null
      }
      const indent = this.next()
      if (indent < col) return out
      if (indent > col) giveUp()
      at = col
    }
  }

  /** A block sequence of "- " items at column `col`, starting on the current line. */
  private sequence(col: number): unknown[] {
    const out: unknown[] = []
    for (;;) {
      const line = this.lines[this.i]
      if (!isDash(line, col) || line.length === col + 1) giveUp()
      let pos = col + 2
      while (line.charCodeAt(pos) === SPACE) pos++
      const c = line.charCodeAt(pos)
      if (c === 0x7c || c === 0x3e || (c === 0x2d && (pos + 1 === line.length || line.charCodeAt(pos + 1) === SPACE))) giveUp()
      else if (keyEnd(line, pos) > 0) out.push(this.mapping(pos, pos))
      else {
        out.push(this.inlineValue(line, pos, col))
        this.i++
      }
      const indent = this.next()
      if (indent < col || (indent === col && !isDash(this.lines[this.i], col))) return out
      if (indent > col) giveUp()
    }
  }

  /** A nested block node starting on the current line at column `col`. */
  private block(col: number): unknown {
    return isDash(this.lines[this.i], col) ? this.sequence(col) : this.mapping(col, col)
  }

  /** A value that starts on this line at `pos`; `parent` is the indentation of the mapping or list holding it. */
  private inlineValue(line: string, pos: number, parent: number): unknown {
    const c = line.charCodeAt(pos)
    if (c === 0x7b || c === 0x5b) {
      const [value, end] = flow(line, pos)
      restIsComment(line, end)
      return value
    }
    if (c === 0x22 || c === 0x27) {
      const [value, end] = quoted(line, pos)
      restIsComment(line, end)
      return value
    }
    if (c === 0x7c || c === 0x3e) {
      const header = line.slice(pos)
      if (header !== '|' && header !== '|-' && header !== '>' && header !== '>-') giveUp()
      return this.blockScalar(parent, c === 0x3e, header.length === 2)
    }
    if (badPlainStart(line, pos)) giveUp()
    // ": " or a final ":" would start a mapping, " #" a comment: js-yaml's business.
    for (let k = line.indexOf(':', pos); k >= 0; k = line.indexOf(':', k + 1)) {
      const after = line.charCodeAt(k + 1)
      if (after === SPACE || Number.isNaN(after)) giveUp()
    }
    for (let k = line.indexOf('#', pos); k >= 0; k = line.indexOf('#', k + 1)) if (line.charCodeAt(k - 1) === SPACE) giveUp()
    return resolvePlain(pos ? line.slice(pos) : line)
  }

  /** The lines of a `|` or `>` block scalar after its header line (the current one), ending on its last line. */
  private blockScalar(parent: number, folded: boolean, strip: boolean): string {
    const lines = this.lines
    let j = this.i + 1
    let indent = -1
    // Find the content indentation: the first non-empty line, which must be deeper than the parent.
    for (let k = j; k < lines.length; k++) {
      const line = lines[k]
      if (!line.length) continue
      let n = 0
      while (line.charCodeAt(n) === SPACE) n++
      indent = n
      break
    }
    if (indent <= parent) giveUp()
    const parts: string[] = []
    let last = j - 1
    for (; j < lines.length; j++) {
      const line = lines[j]
      if (!line.length) {
        parts.push('')
        continue
      }
      let n = 0
      while (n < indent && line.charCodeAt(n) === SPACE) n++
      if (n < indent) break
      // A more-indented line of a folded scalar keeps its line breaks: rules left to js-yaml.
      if ((folded && line.charCodeAt(indent) === SPACE) || line.charCodeAt(line.length - 1) === SPACE) giveUp()
      parts.push(indent ? line.slice(indent) : line)
      last = j
    }
    // Trailing empty lines are not content (both chomping styles here drop them).
    parts.length = last - this.i
    this.i = last
    let text: string
    if (!folded) text = parts.join('\n')
    else {
      text = ''
      let empty = 0
      let started = false
      for (const p of parts) {
        if (!p.length) {
          empty++
          continue
        }
        text += started ? (empty ? '\n'.repeat(empty) : ' ') : '\n'.repeat(empty)
        text += p
        started = true
        empty = 0
      }
    }
    return strip || !parts.length ? text : text + '\n'
  }
}

/**
 * Where the colon after a simple key (a letter or _, then letters, digits, _ and -) starting at `at` is,
 * when a space or the end of the line follows it; else -1.
 */
function keyEnd(line: string, at: number): number {
  let c = line.charCodeAt(at)
  if (!(((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x5f)) return -1
  for (let p = at + 1; p < line.length; p++) {
    c = line.charCodeAt(p)
    if (((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === 0x2d) continue
    if (c !== 0x3a) return -1
    c = line.charCodeAt(p + 1)
    return c === SPACE || Number.isNaN(c) ? p : -1
  }
  return -1
}

/** Keys js-yaml reads as something other than their text (true, null, ...), or that would set a prototype. */
function badKey(key: string): boolean {
  return key === '__proto__' || resolvePlain(key) !== key
}

function isDash(line: string, col: number): boolean {
  return line.charCodeAt(col) === 0x2d && (line.length === col + 1 || line.charCodeAt(col + 1) === SPACE)
}

/** After a quoted or flow value: nothing, or spaces and a comment. */
function restIsComment(line: string, pos: number): void {
  if (pos === line.length) return
  if (line.charCodeAt(pos) !== SPACE) giveUp()
  while (line.charCodeAt(pos) === SPACE) pos++
  if (line.charCodeAt(pos) !== HASH) giveUp()
}

/** A one-line quoted scalar starting at `pos`; returns the text and the position after the closing quote. */
function quoted(line: string, pos: number): [string, number] {
  if (line.charCodeAt(pos) === 0x22) {
    const end = line.indexOf('"', pos + 1)
    if (end < 0) giveUp()
    const text = line.slice(pos + 1, end)
    // Escapes: js-yaml's business.
    if (text.includes('\\')) giveUp()
    return [text, end + 1]
  }
  let text = ''
  let from = pos + 1
  for (;;) {
    const end = line.indexOf("'", from)
    if (end < 0) giveUp()
    text += line.slice(from, end)
    if (line.charCodeAt(end + 1) !== 0x27) return [text, end + 1]
    text += "'"
    from = end + 2
  }
}

/** A one-line flow mapping `{ a: b, c: d }` or sequence `[a, b]` of scalars, starting at `pos`. */
function flow(line: string, pos: number): [unknown, number] {
  const isMap = line.charCodeAt(pos) === 0x7b
  const close = isMap ? 0x7d : 0x5d
  const map: Record<string, unknown> = {}
  const seq: unknown[] = []
  let p = pos + 1
  while (line.charCodeAt(p) === SPACE) p++
  if (line.charCodeAt(p) === close) return [isMap ? map : seq, p + 1]
  for (;;) {
    let key = ''
    if (isMap) {
      const colon = keyEnd(line, p)
      // A flow mapping's key needs ": " (a colon at the end of the line would be a multi-line collection).
      if (colon < 0 || line.charCodeAt(colon + 1) !== SPACE) giveUp()
      key = line.slice(p, colon)
      if (Object.hasOwn(map, key) || badKey(key)) giveUp()
      p = colon + 2
      while (line.charCodeAt(p) === SPACE) p++
    }
    let value: unknown
    const c = line.charCodeAt(p)
    if (c === 0x22 || c === 0x27) [value, p] = quoted(line, p)
    else {
      if (badPlainStart(line, p)) giveUp()
      let end = p
      for (; end < line.length; end++) {
        const ch = line.charCodeAt(end)
        if (ch === 0x2c || ch === 0x7d || ch === 0x5d) break
        // Nested collections, ": ", ":," and comments inside a flow collection: js-yaml's business.
        if (ch === 0x7b || ch === 0x5b || ch === HASH) giveUp()
        if (ch === 0x3a) {
          const after = line.charCodeAt(end + 1)
          if (
            after === SPACE ||
            after === 0x2c ||
            after === 0x7d ||
            after === 0x5d ||
            after === 0x7b ||
            after === 0x5b ||
            Number.isNaN(after)
          )
            giveUp()
        }
      }
      let stop = end
      while (line.charCodeAt(stop - 1) === SPACE) stop--
      value = resolvePlain(line.slice(p, stop))
      p = end
    }
    if (isMap) map[key] = value
    else seq.push(value)
    while (line.charCodeAt(p) === SPACE) p++
    const ch = line.charCodeAt(p)
    if (ch === close) return [isMap ? map : seq, p + 1]
    if (ch !== 0x2c) giveUp()
    p++
    while (line.charCodeAt(p) === SPACE) p++
    // A trailing comma, or an empty entry.
    if (line.charCodeAt(p) === close || line.charCodeAt(p) === 0x2c) giveUp()
  }
}
