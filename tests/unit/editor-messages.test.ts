// @vitest-environment node
/**
 * The office's sentences are one catalogue (src/contract/messages.ts), for both stores and every screen: the
 * editor's, its handlers', the web address's sign-in page's and the host functions'. Every entry is used, and
 * the sentences avoid the words the forms avoid, and the words of git. The few that still name a file path, a
 * program or JSON are listed here by name (SAID_ON_PURPOSE), so a new one fails.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { messages } from '../../src/contract/messages.ts'
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
}

type Entry = string | ((...args: never[]) => string)

/** Every entry by its dotted name ("save.notSaved"); an entry that is a set of sentences ("privacy.kinds") counts as one. */
const entries: [string, Entry][] = Object.entries(messages).flatMap(([group, inner]) =>
  Object.entries(inner as Record<string, Entry>).map(([key, value]): [string, Entry] => [`${group}.${key}`, value]),
)

/** The sentences of an entry and of any set of sentences inside it. */
function allSentences(entry: unknown): string[] {
  if (typeof entry === 'string' || typeof entry === 'function') return sentences(entry as Entry)
  return entry && typeof entry === 'object' ? Object.values(entry).flatMap(allSentences) : []
}

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

/** Everything that speaks to the office: the editor's screens, its handlers and stores, the sign-in page, the host functions. */
const SPEAKERS = ['src/editor', 'src/editor/office', 'src/editor-calls', 'scripts/editor', 'src/worker']

describe("the editor's sentences", () => {
  it('are in groups of entries, each a sentence or a function that makes one', () => {
    expect(entries.length).toBeGreaterThan(100)
    for (const [name, entry] of entries) for (const s of allSentences(entry)) expect(typeof s === 'string' && s.length > 0, name).toBe(true)
  })

  it('are each used by the editor', () => {
    const code = SPEAKERS.flatMap(sourcesUnder).join('\n')
    const unused = entries
      .map(([name]) => name)
      // A module may name a group once (const m = messages.privacy) and its entries as m.….
      .filter((name) => {
        const [group, key] = name.split('.')
        const aliases = [...code.matchAll(new RegExp(`const (\\w+) = messages\\.${group}\\b`, 'g'))].map((m) => m[1])
        const grouped = aliases.some((alias) => new RegExp(`\\b${alias}\\.${key}\\b`).test(code))
        return !grouped && !new RegExp(`messages\\.${group}\\s*\\.\\s*${key}\\b`).test(code)
      })
    expect(unused).toEqual([])
  })

  it('say no file path, data format or git word, but for the few listed with their reason', () => {
    const saying = entries
      .filter(([, entry]) => allSentences(entry).some((s) => jargon.test(s) || /\bpages\//.test(s)))
      .map(([name]) => name)
    expect(saying.sort()).toEqual(Object.keys(SAID_ON_PURPOSE).sort())
  })

  it('are the only sentences the server refuses with', () => {
    const inline = [...sourcesUnder('scripts/editor'), ...sourcesUnder('src/editor-calls')]
      .join('\n')
      .match(/new CallError\(\d+, \{[^}]*error: ['`][^'`]*/g)
    expect(inline).toBeNull()
  })
})

describe("the host functions' refusals", () => {
  it('are sentences of the catalogue, never written where they are thrown', () => {
    expect(
      sourcesUnder('src/worker')
        .join('\n')
        .match(/new CallError\(\d+, ['`"]/g),
    ).toBeNull()
  })
})

/**
 * What the office reads never asks it to type a command: no option of a command (--price), no npm or git
 * command, no program's file name (scaffold.ts, catalog.yaml). The commands keep their own words for the
 * developers who type them; the office's catalogues and the New page form say the same in plain words.
 */
describe('no command-line text in what the office reads', async () => {
  const { createPageIn } = await import('../../src/editor-calls/page-form.ts')
  const { siteFolder } = await import('../../scripts/editor/site-folder.ts')
  const { CallError } = await import('../../src/contract/errors.ts')

  /** An option (--price), a command (npm run, npx, git push), a terminal's keys, or a program's or data file's name. */
  const COMMAND =
    /(?<![\w-])--[a-z]|\bnpm\b|\bnpx\b|\bgit [a-z]+|\bCtrl\+C\b|\bterminal\b|[\w…/-]+\.(?:ts|tsx|js|mjs|cjs|ya?ml|json)\b|(?<![\w/])(?:pages|scripts|src|public)\//i

  it('catches what it is for', () => {
    for (const t of [
      'Leave out --price',
      'is npm run edit still running?',
      'see src/editor-calls/scaffold.ts',
      'pages/_site/catalog.yaml',
      'git remote add origin',
    ])
      expect(COMMAND.test(t), t).toBe(true)
    for (const t of ['Leave the starting price empty', 'Section 3 (Service cards), item 2', 'a pre-filled price — or not', 'e.g. /contact'])
      expect(COMMAND.test(t), t).toBe(false)
  })

  it('in the one catalogue of the office’s sentences', () => {
    const catalogues: Record<string, unknown> = Object.fromEntries(
      Object.entries(messages).map(([group, inner]) => [`messages.${group}`, inner]),
    )
    const said: string[] = []
    const walk = (name: string, entry: unknown) => {
      if (typeof entry === 'string' || typeof entry === 'function') {
        for (const s of sentences(entry as Entry)) if (COMMAND.test(s)) said.push(`${name}: ${s}`)
      } else if (entry && typeof entry === 'object') for (const [key, inner] of Object.entries(entry)) walk(`${name}.${key}`, inner)
    }
    for (const [name, inner] of Object.entries(catalogues)) walk(name, inner)
    expect(said).toEqual([])
  })

  it('in what the New page form is told when it is refused', () => {
    const site = siteFolder(root)
    const asks: Record<string, unknown>[] = [
      // The price book has this entry already: the command says "Leave out --price".
      { template: 'service', path: 'services/compliance-services/gst-registration', price: 999 },
      { template: 'service', path: 'services/compliance-services/new-service-x', price: 999.5 },
      { template: 'service', path: 'services/no-such-services/new-service-x' },
      { template: 'service', path: 'careers-x' },
      { template: 'page', path: 'careers-x', title: '   ' },
      { template: 'page', path: 'about' },
      { template: 'page', path: 'itr-filinig-campaign' },
      { template: 'post', path: 'blog/a-new-post-x', category: 'No such category' },
    ]
    const told = asks.map((ask) => {
      try {
        createPageIn(site, ask)
      } catch (e) {
        if (e instanceof CallError) return String(e.body.error)
        throw e
      }
      throw new Error(`not refused: ${JSON.stringify(ask)}`)
    })
    expect(told.filter((t) => COMMAND.test(t))).toEqual([])
    expect(told[0]).toMatch(/^The price book already has an entry for this service .*Leave the starting price empty/)
  })
})
