// @vitest-environment node
/**
 * The editor's own sentences are one catalogue (src/editor/messages.ts): every entry is used by the editor's
 * server or screens, and the sentences avoid the words its forms avoid, and the words of git. The few that
 * still name a file path, a program or JSON are listed here by name (SAID_ON_PURPOSE), so a new one fails.
 * The office functions' own sentences (src/office/messages.ts) are held to the same words, with none excepted.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { messages } from '../../src/editor/messages.ts'
import { officeMessages, storeMessages } from '../../src/office/messages.ts'
import { JARGON } from './editor-jargon.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** The form words, and git's: an office manager publishes, and does not commit to a branch at HEAD. */
const WORDS = [...JARGON, 'git', 'commit', 'committed', 'branch', 'rebase', 'push', 'repository']
const jargon = new RegExp(`(?<![\\w-])(${WORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(?![\\w-])`, 'i')

/**
 * Entries that say one of those words, each for a reason: a developer's refusal no screen provokes, a command
 * to give to whoever looks after the site, or a place a person can look things up.
 */
const SAID_ON_PURPOSE: Record<string, string> = {
  'requests.notJson': 'a developer-only refusal: the editor always sends JSON',
  'requests.notJsonType': 'a developer-only refusal: the editor always sends JSON',
  'requests.unreachable': 'the command that starts the editor',
  'files.notAPageFile': 'a developer-only refusal: the screens name files by their list',
  'files.shortcut': 'a developer-only refusal: the folder a symbolic link leaves',
  'files.cannotOpen': 'a file the checker cannot read: the command and the guide that say why',
  'publish.notConnected': 'the command to give to whoever set up the site',
  'publish.goesForReview': 'names the branch the review waits on',
  'pages.exists': 'names the file the new page would be (pages/….yaml)',
  'enquiries.siteHoldsThem': 'the commands that start the local site',
}

type Entry = string | ((...args: never[]) => string)

/** Every entry by its dotted name ("save.notSaved"). */
const entries: [string, Entry][] = Object.entries(messages).flatMap(([group, inner]) =>
  Object.entries(inner as Record<string, Entry>).map(([key, value]): [string, Entry] => [`${group}.${key}`, value]),
)

/** A sentence's shapes: a string as it is; a function with every value 1, then every value 2 (one and many). */
function sentences(entry: Entry): string[] {
  if (typeof entry === 'string') return [entry]
  const call = entry as (...args: unknown[]) => string
  return [1, 2].map((v) => call(...Array.from({ length: call.length }, () => v)))
}

function sourcesUnder(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir))
    .filter((f) => /\.tsx?$/.test(f) && !(dir === 'src/editor' && f === 'messages.ts'))
    .map((f) => fs.readFileSync(path.join(root, dir, f), 'utf8'))
}

describe("the editor's sentences", () => {
  it('are in groups of entries, each a sentence or a function that makes one', () => {
    expect(entries.length).toBeGreaterThan(100)
    for (const [name, entry] of entries) for (const s of sentences(entry)) expect(typeof s === 'string' && s.length > 0, name).toBe(true)
  })

  it('are each used by the editor', () => {
    const code = [...sourcesUnder('src/editor'), ...sourcesUnder('scripts/editor'), ...sourcesUnder('src/office')].join('\n')
    const unused = entries
      .map(([name]) => name)
      .filter((name) => !new RegExp(`messages\\.${name.replace('.', '\\s*\\.\\s*')}\\b`).test(code))
    expect(unused).toEqual([])
  })

  it('say no file path, data format or git word, but for the few listed with their reason', () => {
    const saying = entries.filter(([, entry]) => sentences(entry).some((s) => jargon.test(s) || /\bpages\//.test(s))).map(([name]) => name)
    expect(saying.sort()).toEqual(Object.keys(SAID_ON_PURPOSE).sort())
  })

  it('are the only sentences the server refuses with', () => {
    const inline = sourcesUnder('scripts/editor')
      .join('\n')
      .match(/new EditorError\(\d+, \{[^}]*error: ['`][^'`]*/g)
    expect(inline).toBeNull()
  })
})

describe("the office functions' sentences (src/office/messages.ts)", () => {
  const catalogues = { officeMessages, storeMessages }
  const office: [string, Entry][] = Object.entries(catalogues).flatMap(([group, inner]) =>
    Object.entries(inner as Record<string, Entry>).map(([key, value]): [string, Entry] => [`${group}.${key}`, value]),
  )
  const code = fs
    .readdirSync(path.join(root, 'src/office'))
    .filter((f) => /\.tsx?$/.test(f) && f !== 'messages.ts')
    .map((f) => fs.readFileSync(path.join(root, 'src/office', f), 'utf8'))
    .join('\n')

  it('are each used by the functions (under either name the modules give the catalogue)', () => {
    const unused = office.filter(([name]) => {
      const [group, key] = name.split('.')
      return !new RegExp(`\\b(${group}|m)\\.${key}\\b`).test(code)
    })
    expect(unused.map(([name]) => name)).toEqual([])
  })

  it('say no file path, data format or git word', () => {
    const saying = office.filter(([, entry]) => sentences(entry).some((s) => jargon.test(s) || /\bpages\//.test(s))).map(([name]) => name)
    expect(saying).toEqual([])
  })

  it('are the only sentences the functions refuse with', () => {
    expect(code.match(/new OfficeError\(\d+, ['`"]/g)).toBeNull()
  })
})
