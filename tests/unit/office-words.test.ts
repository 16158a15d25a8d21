/**
 * The office's words everywhere: no folder of the office computer, no git names and no file-system
 * words on its screens or in its sentences, and Publish says what actually went live.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { messages } from '../../src/contract/messages.ts'

const root = path.resolve(import.meta.dirname, '../..')
const filesUnder = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name)
    return e.isDirectory() ? filesUnder(rel) : /\.tsx?$/.test(e.name) ? [rel] : []
  })

/** What an office manager met and could not read. */
const NOT_OURS = [
  /\bon origin\b/i,
  /\bfrom disk\b/i,
  /test database/i,
  /\.data\/pglite/,
  /'removed' : 'changed'/,
  /back as they were before this publish/i,
  /For whoever looks after the site: \$\{live\} on/,
]

describe('the office’s words', () => {
  it('no screen and no sentence names a folder, a git remote or the disk', () => {
    const found: string[] = []
    for (const file of [...filesUnder('src/editor'), 'src/contract/messages.ts', 'scripts/editor/publish.ts'])
      for (const re of NOT_OURS) if (re.test(fs.readFileSync(path.join(root, file), 'utf8'))) found.push(`${file}: ${re}`)
    expect(found).toEqual([])
  })

  it('Publish says what went live, and says so when nothing of yours did', () => {
    expect(messages.publish.published('About Us, Price book', 0)).toBe(
      'Published: About Us, Price book. The website updates when the host has rebuilt it, in a few minutes.',
    )
    expect(messages.publish.published('', 1)).toBe(
      'Nothing of yours went live: you kept their version of every page that clashed, and it was live already. This computer now also has the change someone else had published meanwhile.',
    )
    expect(messages.publish.goesLive).not.toMatch(/origin|main/)
  })
})
