import jsyaml from 'js-yaml'

/**
 * A fast reader for the plain block YAML our page files are written in: block mappings with simple keys,
 * block sequences, one-line plain and quoted scalars, one-line flow mappings and sequences, `|`/`|-`/`>`/
 * `>-` block scalars and comment lines starting in the first column. It gives exactly the data of
 * `jsyaml.load(source, { schema: CORE_SCHEMA })`, using js-yaml's own resolvers for null, true/false and
 * numbers, about four times faster. Anything outside that subset, anything js-yaml might read
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
    return new Reader(source).document()
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

const NL = 0x0a
const COLON = 0x3a
const DASH = 0x2d

/**
 * Whether the plain scalar that would start at `pos` (before the line end `le`) is not one: nothing there,
 * or a first character that makes it something else or that js-yaml treats specially. A "-" may start one
 * (-5) when the next character is not a space or, in a flow collection, a flow indicator.
 */
function badPlainStart(src: string, pos: number, le: number): boolean {
  if (pos >= le) return true
  const c = src.charCodeAt(pos)
  if (c === DASH) {
    if (pos + 1 === le) return true
    const next = src.charCodeAt(pos + 1)
    return next === SPACE || next === 0x2c || next === 0x5b || next === 0x5d || next === 0x7b || next === 0x7d
  }
  // ? : , [ ] { } # & * ! | > ' " % @ `
  return (
    c === 0x3f ||
    c === COLON ||
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
    c === SPACE
  )
}

/**
 * Reads the source in place: the current line runs from `ls` to `le` (its "\n"); columns are counted from
 * `ls`, and values are sliced straight out of the source.
 */
class Reader {
  private readonly src: string
  private ls = 0
  private le: number
  constructor(src: string) {
    this.src = src
    this.le = src.indexOf('\n')
  }

  document(): Record<string, unknown> {
    const indent = this.next()
    if (indent !== 0) giveUp()
    const root = this.mapping(0, this.ls)
    if (this.next() !== -1) giveUp()
    return root
  }

  private advance(): void {
    this.ls = this.le + 1
    this.le = this.ls < this.src.length ? this.src.indexOf('\n', this.ls) : this.ls
  }

  /** Moves to the next line with content and returns its indentation, or -1 at the end. */
  private next(): number {
    const src = this.src
    for (; this.ls < src.length; this.advance()) {
      const ls = this.ls
      if (this.le === ls || src.charCodeAt(ls) === HASH) continue
      let n = 0
      while (src.charCodeAt(ls + n) === SPACE) n++
      // An indented comment (js-yaml's rules for where those may sit are subtle), a line ending in a space.
      if (src.charCodeAt(ls + n) === HASH || src.charCodeAt(this.le - 1) === SPACE) giveUp()
      return n
    }
    return -1
  }

  private isDash(col: number): boolean {
    const at = this.ls + col
    return this.src.charCodeAt(at) === DASH && (at + 1 === this.le || this.src.charCodeAt(at + 1) === SPACE)
  }

  /** A block mapping whose keys are at column `col`; the first key is on the current line at `from`. */
  private mapping(col: number, from: number): Record<string, unknown> {
    const src = this.src
    const out: Record<string, unknown> = {}
    let at = from
    for (;;) {
      const colon = keyEnd(src, at, this.le)
      if (colon < 0) giveUp()
      const key = keyText(src, at, colon)
      if (Object.hasOwn(out, key) || badKey(key)) giveUp()
      let pos = colon + 1
      while (src.charCodeAt(pos) === SPACE) pos++
      if (pos < this.le) {
        out[key] = this.inlineValue(pos, col)
        this.advance()
      } else {
        // Nothing after the colon: a nested block, a list at the same indentation, or null.
        this.advance()
        const indent = this.next()
        if (indent > col) out[key] = this.block(indent)
        else if (indent === col && this.isDash(col)) out[key] = this.sequence(col)
        else out[key] = null
      }
      const indent = this.next()
      if (indent < col) return out
      if (indent > col) giveUp()
      at = this.ls + col
    }
  }

  /** A block sequence of "- " items at column `col`, starting on the current line. */
  private sequence(col: number): unknown[] {
    const src = this.src
    const out: unknown[] = []
    for (;;) {
      const le = this.le
      if (!this.isDash(col) || this.ls + col + 1 === le) giveUp()
      let pos = this.ls + col + 2
      while (src.charCodeAt(pos) === SPACE) pos++
      const c = src.charCodeAt(pos)
      if (c === 0x7c || c === 0x3e || (c === DASH && (pos + 1 === le || src.charCodeAt(pos + 1) === SPACE))) giveUp()
      else if (keyEnd(src, pos, le) > 0) out.push(this.mapping(pos - this.ls, pos))
      else {
        out.push(this.inlineValue(pos, col))
        this.advance()
      }
      const indent = this.next()
      if (indent < col || (indent === col && !this.isDash(col))) return out
      if (indent > col) giveUp()
    }
  }

  /** A nested block node starting on the current line at column `col`. */
  private block(col: number): unknown {
    return this.isDash(col) ? this.sequence(col) : this.mapping(col, this.ls + col)
  }

  /** A value that starts on this line at `pos`; `parent` is the indentation of the mapping or list holding it. */
  private inlineValue(pos: number, parent: number): unknown {
    const src = this.src
    const le = this.le
    const c = src.charCodeAt(pos)
    if (c === 0x7b || c === 0x5b) {
      const [value, end] = flow(src, pos, le)
      restIsComment(src, end, le)
      return value
    }
    if (c === 0x22 || c === 0x27) {
      const [value, end] = quoted(src, pos, le)
      restIsComment(src, end, le)
      return value
    }
    if (c === 0x7c || c === 0x3e) {
      // Only |, |-, > and >-: no indentation indicator, no keep (+), no comment.
      if (le - pos > 2 || (le - pos === 2 && src.charCodeAt(pos + 1) !== DASH)) giveUp()
      return this.blockScalar(parent, c === 0x3e, le - pos === 2)
    }
    if (badPlainStart(src, pos, le)) giveUp()
    const text = src.slice(pos, le)
    // ": " or a final ":" would start a mapping, " #" a comment: js-yaml's business.
    for (let k = text.indexOf(':'); k >= 0; k = text.indexOf(':', k + 1))
      if (k + 1 === text.length || text.charCodeAt(k + 1) === SPACE) giveUp()
    for (let k = text.indexOf('#'); k >= 0; k = text.indexOf('#', k + 1)) if (text.charCodeAt(k - 1) === SPACE) giveUp()
    return resolvePlain(text)
  }

  /** The lines of a `|` or `>` block scalar after its header line (the current one), ending on its last line. */
  private blockScalar(parent: number, folded: boolean, strip: boolean): string {
    const src = this.src
    const first = this.le + 1
    let indent = -1
    // Find the content indentation: the first non-empty line, which must be deeper than the parent.
    for (let p = first; p < src.length; p++) {
      if (src.charCodeAt(p) === NL) continue
      let n = 0
      while (src.charCodeAt(p + n) === SPACE) n++
      indent = n
      break
    }
    if (indent <= parent) giveUp()
    const parts: string[] = []
    let count = 0
    for (let p = first; p < src.length;) {
      const e = src.indexOf('\n', p)
      if (e === p) {
        parts.push('')
        p = e + 1
        continue
      }
      let n = 0
      while (n < indent && src.charCodeAt(p + n) === SPACE) n++
      if (n < indent) break
      // A more-indented line of a folded scalar keeps its line breaks: rules left to js-yaml.
      if ((folded && src.charCodeAt(p + indent) === SPACE) || src.charCodeAt(e - 1) === SPACE) giveUp()
      parts.push(src.slice(p + indent, e))
      count = parts.length
      this.ls = p
      this.le = e
      p = e + 1
    }
    // Trailing empty lines are not content (both chomping styles here drop them).
    parts.length = count
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
 * when a space or the end of the line `le` follows it; else -1.
 */
function keyEnd(src: string, at: number, le: number): number {
  let c = src.charCodeAt(at)
  if (!(((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x5f)) return -1
  for (let p = at + 1; p < le; p++) {
    c = src.charCodeAt(p)
    if (((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === DASH) continue
    if (c !== COLON) return -1
    return p + 1 === le || src.charCodeAt(p + 1) === SPACE ? p : -1
  }
  return -1
}

/**
 * Key names repeat (type, heading, items ...): the same string object each time, already known to V8 as a
 * property name, instead of a new slice that it must look up in its string table first. A small table of
 * names, not of anything read from a file; each slot holds a few names at most.
 */
const KEY_SLOTS: string[][] = Array.from({ length: 512 }, () => [])
function keyText(src: string, at: number, end: number): string {
  const len = end - at
  const slot = KEY_SLOTS[(src.charCodeAt(at) * 31 + src.charCodeAt(end - 1) * 7 + len) & 511]
  for (let k = 0; k < slot.length; k++) {
    const known = slot[k]
    if (known.length !== len) continue
    let i = 0
    while (i < len && known.charCodeAt(i) === src.charCodeAt(at + i)) i++
    if (i === len) return known
  }
  const key = src.slice(at, end)
  if (slot.length < 4) slot.push(key)
  return key
}

/** Keys js-yaml reads as something other than their text (true, null, ...), or that would set a prototype. */
function badKey(key: string): boolean {
  return key === '__proto__' || resolvePlain(key) !== key
}

/** After a quoted or flow value: nothing, or spaces and a comment. */
function restIsComment(src: string, pos: number, le: number): void {
  if (pos === le) return
  if (src.charCodeAt(pos) !== SPACE) giveUp()
  while (src.charCodeAt(pos) === SPACE) pos++
  if (src.charCodeAt(pos) !== HASH) giveUp()
}

/** A one-line quoted scalar starting at `pos`; returns the text and the position after the closing quote. */
function quoted(src: string, pos: number, le: number): [string, number] {
  if (src.charCodeAt(pos) === 0x22) {
    const end = src.indexOf('"', pos + 1)
    if (end < 0 || end > le) giveUp()
    const text = src.slice(pos + 1, end)
    // Escapes: js-yaml's business.
    if (text.includes('\\')) giveUp()
    return [text, end + 1]
  }
  let text = ''
  let from = pos + 1
  for (;;) {
    const end = src.indexOf("'", from)
    if (end < 0 || end > le) giveUp()
    text += src.slice(from, end)
    if (src.charCodeAt(end + 1) !== 0x27) return [text, end + 1]
    text += "'"
    from = end + 2
  }
}

/** A one-line flow mapping `{ a: b, c: d }` or sequence `[a, b]` of scalars, starting at `pos`. */
function flow(src: string, pos: number, le: number): [unknown, number] {
  const isMap = src.charCodeAt(pos) === 0x7b
  const close = isMap ? 0x7d : 0x5d
  const map: Record<string, unknown> = {}
  const seq: unknown[] = []
  let p = pos + 1
  while (src.charCodeAt(p) === SPACE) p++
  if (src.charCodeAt(p) === close) return [isMap ? map : seq, p + 1]
  for (;;) {
    let key = ''
    if (isMap) {
      const colon = keyEnd(src, p, le)
      // A flow mapping's key needs ": " (a colon at the end of the line would be a multi-line collection).
      if (colon < 0 || src.charCodeAt(colon + 1) !== SPACE) giveUp()
      key = keyText(src, p, colon)
      if (Object.hasOwn(map, key) || badKey(key)) giveUp()
      p = colon + 2
      while (src.charCodeAt(p) === SPACE) p++
    }
    let value: unknown
    const c = src.charCodeAt(p)
    if (c === 0x22 || c === 0x27) [value, p] = quoted(src, p, le)
    else {
      if (badPlainStart(src, p, le)) giveUp()
      let end = p
      for (; end < le; end++) {
        const ch = src.charCodeAt(end)
        if (ch === 0x2c || ch === 0x7d || ch === 0x5d) break
        // Nested collections, ": ", ":," and comments inside a flow collection: js-yaml's business.
        if (ch === 0x7b || ch === 0x5b || ch === HASH) giveUp()
        if (ch === COLON) {
          if (end + 1 === le) giveUp()
          const after = src.charCodeAt(end + 1)
          if (after === SPACE || after === 0x2c || after === 0x7d || after === 0x5d || after === 0x7b || after === 0x5b) giveUp()
        }
      }
      let stop = end
      while (src.charCodeAt(stop - 1) === SPACE) stop--
      value = resolvePlain(src.slice(p, stop))
      p = end
    }
    if (isMap) map[key] = value
    else seq.push(value)
    while (src.charCodeAt(p) === SPACE) p++
    const ch = src.charCodeAt(p)
    if (ch === close) return [isMap ? map : seq, p + 1]
    if (ch !== 0x2c) giveUp()
    p++
    while (src.charCodeAt(p) === SPACE) p++
    // A trailing comma, or an empty entry.
    if (src.charCodeAt(p) === close || src.charCodeAt(p) === 0x2c) giveUp()
  }
}
