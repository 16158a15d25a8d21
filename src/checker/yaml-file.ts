import { isMap, isPair, isScalar, isSeq, parseDocument, visit, type Document, type Node } from 'yaml'
import type { Problem } from './types.ts'

/**
 * How every YAML file of the site is read, by the checker, the editor, the assets, the scaffolds and the
 * reports: YAML 1.2 with its core schema (an unquoted 2025-08-26 or 1_000 is text; true, null and numbers
 * are what they look like), a key written twice is a mistake, and no merge keys.
 */
export const YAML_OPTIONS = { version: '1.2', schema: 'core', uniqueKeys: true, merge: false } as const
/** How a parsed document becomes data: an alias may repeat a value at most this many times. */
const TO_JS = { maxAliasCount: 100 } as const

/** A file's data, read as the checker reads it. Throws the first YAML mistake, with its line and column. */
export function readYaml(source: string): unknown {
  const doc = parseDocument(source, YAML_OPTIONS)
  if (doc.errors.length) throw doc.errors[0]
  return doc.toJS(TO_JS)
}

/** A parsed YAML file that can say where every value came from: `data` is `doc` as data. */
export interface YamlFile {
  file: string
  source: string
  data: unknown
  doc: Document.Parsed
}

/**
 * A content file's bytes as text, or the problem that stops it being read: a file that is not UTF-8 (a
 * program that saved it as Windows-1252 or Latin-1 writes "é" or "₹" as bytes UTF-8 does not have) is
 * refused at the first such byte. A file with a UTF-16 byte-order mark goes through, for
 * fileLevelProblem() to name its encoding.
 */
export function decodeContentFile(file: string, bytes: Uint8Array): { text: string; problem?: Problem } {
  const utf16 = bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
  try {
    return { text: new TextDecoder('utf-8', { fatal: !utf16 }).decode(bytes) }
  } catch {
    // Find the first byte that cannot start UTF-8 text: feed the bytes one at a time; `start` is the first
    // byte not yet turned into text (the start of the sequence under way when the decoder refuses one).
    const decoder = new TextDecoder('utf-8', { fatal: true })
    let text = ''
    let start = 0
    for (let i = 0; i < bytes.length; i++) {
      try {
        const more = decoder.decode(bytes.subarray(i, i + 1), { stream: true })
        if (more) {
          text += more
          start = i + 1
        }
      } catch {
        break
      }
    }
    const bad = start
    const lines = text.split('\n')
    const byte = bytes[bad].toString(16).toUpperCase().padStart(2, '0')
    return {
      text: '',
      problem: {
        file,
        line: lines.length,
        col: [...lines[lines.length - 1]].length + 1,
        code: 'yaml-syntax',
        where: 'file',
        path: [],
        message: `this file is not saved as UTF-8: the byte 0x${byte} here is not UTF-8 text (often a letter such as "é" or a "₹" saved by a program that uses another encoding).`,
        hint: 'Retype the character here and save the file as UTF-8: in VS Code, click the encoding in the bar at the bottom, choose "Save with Encoding", then "UTF-8".',
      },
    }
  }
}

const GENERIC_HINT =
  'Check the indentation (spaces, not tabs) and that every "key: value" has a space after the colon. Text containing ": " or starting with a quote must be wrapped in quotes.'

/** Problems that are about the file as a whole, said before any parsing: its encoding, and YAML features the site does not use. */
function fileLevelProblem(file: string, source: string): Problem | undefined {
  // UTF-16 read as UTF-8: every other character is a NUL.
  if (source.includes('\u0000'))
    return {
      file,
      line: 1,
      col: 1,
      code: 'yaml-syntax',
      where: 'file',
      path: [],
      message: 'this file is saved as UTF-16, which the site cannot read.',
      hint: 'Save it as UTF-8: in VS Code, click the encoding ("UTF-16 LE") in the bar at the bottom, choose "Save with Encoding", then "UTF-8".',
    }
  const merge = /^([ \t]*(?:- )?)<<[ \t]*:/m.exec(source)
  if (merge) {
    const pos = positionOf(source, merge.index + merge[1].length)
    return {
      file,
      ...pos,
      code: 'yaml-syntax',
      where: 'file',
      path: [],
      message: '"<<:" (a YAML merge key, copying fields from elsewhere in the file) is not used in the site\'s files.',
      hint: 'Write the fields out in full here: each page states its own values, so a change to one cannot change another unseen.',
    }
  }
  return undefined
}

/** A line's indentation and its key, if it is a "key:" line (after an optional "- "). */
function keyOfLine(line: string): { indent: number; key: string } | undefined {
  const m = /^(\s*(?:- )?)([A-Za-z_][\w-]*)\s*:(\s|$)/.exec(line)
  return m ? { indent: m[1].length, key: m[2] } : undefined
}

/** The parser's words turned into the slip an editor made, where a common one can be recognised. */
function explain(source: string, message: string, offset: number): { line: number; col: number; message: string; hint: string } {
  const pos = positionOf(source, offset)
  const lines = source.split('\n')
  // "key: value" and, below it, a line indented further: YAML reads it as part of the value above.
  if (/Nested mappings are not allowed in compact mappings|Implicit map keys need to be/.test(message)) {
    const here = keyOfLine(lines[pos.line - 1] ?? '')
    const next = lines.slice(pos.line).findIndex((l) => l.trim() !== '')
    const below = next >= 0 ? keyOfLine(lines[pos.line + next]) : undefined
    if (here && below) {
      const line = pos.line + next + 1
      const col = lines[line - 1].length - lines[line - 1].trimStart().length + 1
      return {
        line,
        col,
        message: `"${below.key}:" is indented further than "${here.key}:" above it, so YAML reads it as part of the ${here.key}.`,
        hint: `Line "${below.key}:" up with "${here.key}:" (the same number of spaces before it).`,
      }
    }
  }
  if (/Map keys must be unique/.test(message)) {
    const here = keyOfLine(lines[pos.line - 1] ?? '')
    if (here) {
      const indent = (lines[pos.line - 1].match(/^\s*/)?.[0].length ?? 0) + (lines[pos.line - 1].trimStart().startsWith('- ') ? 2 : 0)
      for (let i = pos.line - 2; i >= 0; i--) {
        const l = lines[i]
        if (!l.trim() || l.trimStart().startsWith('#')) continue
        const own = l.match(/^\s*/)![0].length
        const k = keyOfLine(l)
        const keyCol = k ? k.indent : own
        if (k && keyCol === indent && k.key === here.key)
          return {
            ...pos,
            message: `the field "${here.key}" is written twice here; the first is on line ${i + 1}.`,
            hint: `Keep one of the two: delete the line you do not want. (If both are needed, the second is probably meant for the next item and needs "- " or other indentation.)`,
          }
        if (own < indent && !(k && keyCol === indent)) break
      }
    }
    return { ...pos, message: 'a field is written twice in the same group.', hint: 'Keep one of them.' }
  }
  // An opening quote that is never closed runs to the end of the file: point at where it opened.
  const quote = /Missing closing (['"])quote/.exec(message)
  if (quote) {
    const q = quote[1]
    for (let i = 0; i < lines.length; i++) {
      const m = new RegExp(`(?::|^\\s*-)\\s+(${q})`).exec(lines[i])
      if (!m) continue
      const rest = lines[i].slice((m.index ?? 0) + m[0].length)
      const closed = q === "'" ? /(^|[^'])'(?!')/.test(rest.replace(/''/g, '')) : /(^|[^\\])"/.test(rest)
      if (!closed)
        return {
          line: i + 1,
          col: (m.index ?? 0) + m[0].length,
          message: `the ${q} opened here is never closed, so the rest of the file is read as this text.`,
          hint: `Add the closing ${q} at the end of the text on line ${i + 1}, or remove the opening one.`,
        }
    }
  }
  return { ...pos, message: yamlMessage(message), hint: GENERIC_HINT }
}

/**
 * The last document parsed for each file name, kept while the file's text stays the same: the editor's
 * preview, the dev server and the tests check the whole site again and again, and only a changed file needs
 * parsing again. The documents are only read (data is made afresh from them each time).
 */
const lastParsed = new Map<string, { source: string; doc: Document.Parsed }>()

function parsed(file: string, source: string): Document.Parsed {
  const last = lastParsed.get(file)
  if (last?.source === source) return last.doc
  // The parser's own words, without its excerpt of the file: explain() turns them into the slip made.
  const doc = parseDocument(source, { ...YAML_OPTIONS, prettyErrors: false })
  lastParsed.set(file, { source, doc })
  return doc
}

export function parseYaml(file: string, source: string): { yaml?: YamlFile; problems: Problem[] } {
  const early = fileLevelProblem(file, source)
  if (early) return { problems: [early] }
  const doc = parsed(file, source)
  // One slip of indentation confuses the parser for the rest of the file: the first error is the one to fix.
  const first = doc.errors[0]
  if (first) return { problems: [{ file, code: 'yaml-syntax', where: 'file', path: [], ...explain(source, first.message, first.pos[0]) }] }
  try {
    return { yaml: { file, source, data: doc.toJS(TO_JS), doc }, problems: [] }
  } catch (e) {
    // `yaml` reports an alias without its anchor only when turning the document into data.
    let at = 0
    visit(doc, {
      Alias(_, node) {
        if (!at && node.range && !node.resolve(doc)) at = node.range[0]
      },
    })
    const pos = positionOf(source, at)
    const hint = 'A word starting with "*" or "&" is read as a YAML alias or anchor: wrap text that starts with them in quotes.'
    return { problems: [{ file, ...pos, code: 'yaml-syntax', where: 'file', path: [], message: yamlMessage((e as Error).message), hint }] }
  }
}

/**
 * Line and column (from 1) of an offset, counted in the text itself. The `yaml` LineCounter misses the
 * line breaks inside some broken tokens (a badly indented block scalar), which put later errors lines early.
 */
export function positionOf(source: string, offset: number): { line: number; col: number } {
  const at = Math.max(0, Math.min(offset, source.length))
  let line = 1
  let start = 0
  for (let i = source.indexOf('\n'); i !== -1 && i < at; i = source.indexOf('\n', i + 1)) {
    line++
    start = i + 1
  }
  return { line, col: at - start + 1 }
}

function yamlMessage(m: string): string {
  const first = m.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')
  return first.endsWith('.') ? first : first + '.'
}

export type PathPart = string | number

/**
 * Finds the line and column of a value (or, with `key`, of a field name) in the file.
 * Walks up the path until something is found, so it always points inside the file.
 */
export function locate(y: YamlFile, path: PathPart[], key?: string): { line: number; col: number } {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = nodeAt(y.doc.contents as Node | null, path.slice(0, depth))
    if (!node) continue
    if (key !== undefined && depth === path.length && isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === key)
      if (pair && isScalar(pair.key) && pair.key.range) return positionOf(y.source, pair.key.range[0])
    }
    // For a value, point at its key when it has one: "answer:" reads better than the text after it.
    if (depth > 0 && depth === path.length) {
      const parent = nodeAt(y.doc.contents as Node | null, path.slice(0, depth - 1))
      const last = path[depth - 1]
      if (parent && isMap(parent) && typeof last === 'string') {
        const pair = parent.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === last)
        if (pair && isScalar(pair.key) && pair.key.range && !isMap(node) && !isSeq(node)) return positionOf(y.source, pair.key.range[0])
      }
    }
    if (node.range) return positionOf(y.source, node.range[0])
  }
  return { line: 1, col: 1 }
}

/**
 * Where `needle` stands inside the value at `path` (a link inside a long text), else where the value is.
 * Block scalars (`|`) keep their text as written, so the line found is the line an editor sees.
 */
export function locateIn(y: YamlFile, path: PathPart[], needle: string): { line: number; col: number } {
  const node = nodeAt(y.doc.contents as Node | null, path)
  if (node?.range) {
    const at = y.source.indexOf(needle, node.range[0])
    if (at >= 0 && at < node.range[2]) return positionOf(y.source, at)
  }
  return locate(y, path)
}

/** The value at `path` as written in the file (quotes and line breaks included), or undefined. */
export function sourceOf(y: YamlFile, path: PathPart[]): { text: string; offset: number } | undefined {
  const node = nodeAt(y.doc.contents as Node | null, path)
  return node?.range ? { text: y.source.slice(node.range[0], node.range[1]), offset: node.range[0] } : undefined
}

function nodeAt(root: Node | null, path: PathPart[]): Node | null {
  let node: unknown = root
  for (const part of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(part))
      node = pair?.value ?? null
    } else if (isSeq(node) && typeof part === 'number') {
      node = node.items[part] ?? null
    } else return null
    if (node == null) return null
  }
  return (node as Node) ?? null
}
