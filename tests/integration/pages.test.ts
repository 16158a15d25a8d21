// @vitest-environment node
/** Renaming and deleting pages from the editor, on a copy of the site. */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import YAML from 'yaml'
import { copySite, type SiteCopy } from '../../scripts/editor/site-copy.ts'
import { refused } from './refusal.ts'
import { call } from './local-call.ts'
import type { LinkUse } from '../../src/contract/protocol.ts'
import { listYaml, loadContent } from '../../scripts/lib/content/index.ts'

const LEGAL = 'pages/services/legal-ip-services/legal-documents.yaml'
const copies: SiteCopy[] = []
afterEach(() => {
  for (const c of copies.splice(0)) fs.rmSync(c.dir, { recursive: true, force: true })
})
const site = () => {
  const c = copySite('pages-edit')
  copies.push(c)
  return c
}
/** Every file that mentions `route` as a link target (a value or a Markdown link), but not as an alias. */
const linking = (dir: string, route: string) =>
  listYaml(dir).filter((f) => {
    const text = fs.readFileSync(path.join(dir, f), 'utf8')
    return new RegExp(`(href: |\\]\\()${route.replaceAll('/', '\\/')}([#?)\\s]|$)`, 'm').test(text)
  })

describe('rename a page', () => {
  it('moves the file, keeps the old address as an alias and points every link at the new one', async () => {
    const { dir, git } = site()
    const before = linking(dir, '/services/legal-ip-services/legal-documents')
    expect(before.length).toBeGreaterThan(1)
    const result = await call(dir, 'renamePage', { file: LEGAL, to: 'services/legal-ip-services/legal-agreements' })
    expect(result.file).toBe('pages/services/legal-ip-services/legal-agreements.yaml')
    expect(fs.existsSync(path.join(dir, LEGAL))).toBe(false)
    const moved = YAML.parse(fs.readFileSync(path.join(dir, result.file), 'utf8')) as { aliases: string[] }
    expect(moved.aliases).toContain('/services/legal-ip-services/legal-documents')
    expect(linking(dir, '/services/legal-ip-services/legal-documents')).toEqual([])
    expect(linking(dir, '/services/legal-ip-services/legal-agreements').sort()).toEqual(before.filter((f) => f !== LEGAL).sort())
    expect(result.message).toMatch(
      /^Renamed: the page is now at \/services\/legal-ip-services\/legal-agreements\. \/services\/legal-ip-services\/legal-documents still opens it, and \d+ links now point to the new address\. Its Hindi page moved with it, to \/hi\/services\/legal-ip-services\/legal-agreements\.$/,
    )
    const { problems, content } = loadContent({ root: dir })
    expect(problems).toEqual([])
    // Only the links changed in the other files: each diff is lines replaced one for one.
    // (The moved page and its Hindi page, which moved with it, are the removals.)
    const hindi = `pages/hi/${LEGAL.slice('pages/'.length)}`
    for (const line of git('diff', '--numstat', '--', 'pages', `:!${LEGAL}`, `:!${hindi}`).trim().split('\n')) {
      const [added, removed] = line.split('\t')
      expect(added, line).toBe(removed)
    }
    expect(content!.pages.get('/services/legal-ip-services/legal-agreements')).toBeDefined()
  })

  it('refuses an address that is not a good one, is taken or has no folder, and pages that keep their names', async () => {
    const { dir, git } = site()
    const cases: [Record<string, unknown>, string, number][] = [
      [{ file: LEGAL, to: 'Legal Docs' }, 'is not a good address', 400],
      [{ file: LEGAL, to: 'about' }, 'is taken by another page', 409],
      [{ file: LEGAL, to: 'nowhere/legal' }, 'There is no folder', 400],
      [{ file: 'pages/index.yaml', to: 'home' }, 'keep their names', 400],
      [{ file: 'pages/services/legal-ip-services/index.yaml', to: 'legal' }, 'has pages under it', 400],
      [{ file: LEGAL, to: 42 }, 'did not say the new address', 400],
    ]
    for (const [body, words, status] of cases) {
      const e = await refused(call(dir, 'renamePage', body))
      expect(e.status, JSON.stringify(body)).toBe(status)
      expect(e.message).toContain(words)
    }
    expect(git('status', '--porcelain')).toBe('')
  })
})

describe('delete a page', () => {
  it('is refused while other pages link to it, listing them; on request the links go with it', async () => {
    const { dir } = site()
    const e = await refused(call(dir, 'deletePage', { file: LEGAL }))
    expect(e.status).toBe(409)
    const uses = e.body.uses as LinkUse[]
    expect(uses.length).toBeGreaterThan(1)
    expect(uses.map((u) => u.file)).toContain('pages/_site/site.yaml')
    expect(uses.every((u) => !/\[\d+\]|›/.test(u.where))).toBe(true)
    expect(uses.map((u) => u.where).join('\n')).toMatch(/Section \d+/)
    expect(fs.existsSync(path.join(dir, LEGAL))).toBe(true)

    const result = await call(dir, 'deletePage', { file: LEGAL, removeLinks: true })
    expect(result.message).toBe(
      `Deleted /services/legal-ip-services/legal-documents; its address no longer opens anything. Of the ${uses.length} links to it, menu links and cards went with it, links in text became plain words, and buttons now lead to /services/legal-ip-services. Its Hindi page /hi/services/legal-ip-services/legal-documents went with it.`,
    )
    expect(fs.existsSync(path.join(dir, LEGAL))).toBe(false)
    expect(linking(dir, '/services/legal-ip-services/legal-documents')).toEqual([])
    expect(loadContent({ root: dir }).problems).toEqual([])
  })

  it('with a page chosen for its visitors: its addresses and links go to that page instead', async () => {
    const { dir } = site()
    const to = '/services/legal-ip-services/trademark-ip'
    const before = linking(dir, '/services/legal-ip-services/legal-documents')
    expect(before.length).toBeGreaterThan(1)
    const result = await call(dir, 'deletePage', { file: LEGAL, redirectTo: to })
    expect(result.file).toBe('pages/services/legal-ip-services/trademark-ip.yaml')
    expect(result.message).toMatch(
      new RegExp(
        `^Deleted the page\\. /services/legal-ip-services/legal-documents now opens ${to}, and the \\d+ links to it now point there\\. Its Hindi page /hi/services/legal-ip-services/legal-documents went with it\\.$`,
      ),
    )
    expect(fs.existsSync(path.join(dir, LEGAL))).toBe(false)
    const target = YAML.parse(fs.readFileSync(path.join(dir, result.file), 'utf8')) as { aliases: string[] }
    expect(target.aliases).toContain('/services/legal-ip-services/legal-documents')
    expect(linking(dir, '/services/legal-ip-services/legal-documents')).toEqual([])
    expect(loadContent({ root: dir }).problems).toEqual([])
    // Not to itself, nor to an address no page has.
    for (const bad of ['/services/legal-ip-services/legal-documents', '/no-such-page'])
      expect((await refused(call(site().dir, 'deletePage', { file: LEGAL, redirectTo: bad }))).status).toBe(400)
  })

  it('puts every file back when the result would fail the check', async () => {
    const { dir, git } = site()
    // /services/consulting-services/loan-assistance is another page's second address: no file has the name.
    const e = await refused(call(dir, 'renamePage', { file: LEGAL, to: 'services/consulting-services/loan-assistance' }))
    expect(e.status).toBe(422)
    expect(e.message).toMatch(/^Not renamed: afterwards the check would find .* Every file is as it was\.$/)
    expect(git('status', '--porcelain')).toBe('')
  })
})
