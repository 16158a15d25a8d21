// @vitest-environment node
/**
 * The hosted store's page-wide changes (src/editor-calls/page-calls.ts over src/worker/store.ts) end to end, with nothing on the internet:
 * the worker as Cloudflare calls it, a signed-in person, the OFFICE store in memory and the local double of
 * GitHub (scripts/office/github-double.ts) seeded with a copy of the site. Each answer and each refusal is
 * compared with the office computer's editor (scripts/editor/routes.ts) on the same copy: one code, two
 * stores. What the calls write are drafts; Publish makes them one commit in the double's repository.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import YAML from 'yaml'
import worker from '../../src/worker/worker.ts'
import type { Drafts } from '../../src/worker/workspace.ts'
import { hashOf } from '../../src/worker/kv.ts'
import { ROUTES, type RouteName } from '../../src/contract/protocol.ts'
import { messages } from '../../src/contract/messages.ts'
import { call } from './local-call.ts'
import { CallError } from '../../src/contract/errors.ts'
import { copySite, type SiteCopy } from '../../scripts/editor/site-copy.ts'
import { startGitHubDouble, type GitHubDouble } from '../../scripts/office/github-double.ts'
import { envFor, type TestEnv } from './office-env.ts'

const ORIGIN = 'https://site.example'
const WHO = 'Asha Rao'
const TOKEN = 'session-token-for-the-store-test'
const LEGAL = 'pages/services/legal-ip-services/legal-documents.yaml'
const AGREEMENTS = 'pages/services/legal-ip-services/legal-agreements.yaml'
/** Their Hindi pages (pages/hi/<same path>), which move and go with them. */
const HINDI_LEGAL = 'pages/hi/services/legal-ip-services/legal-documents.yaml'
const HINDI_AGREEMENTS = 'pages/hi/services/legal-ip-services/legal-agreements.yaml'
const TRADEMARK = '/services/legal-ip-services/trademark-ip'
const ESG = 'pages/services/compliance-services/esg-reporting.yaml'
const CATEGORY = 'pages/services/compliance-services/index.yaml'

let office: SiteCopy
let double: GitHubDouble
let env: TestEnv

beforeAll(() => {
  office = copySite('office-store')
  // The templates too, as the hosted store reads them from the repository: sample text is then found.
  fs.cpSync(path.join(import.meta.dirname, '../../scripts/templates'), path.join(office.dir, 'scripts/templates'), { recursive: true })
  office.git('add', '-A')
  office.git('commit', '-qm', 'the page templates')
})
afterAll(() => fs.rmSync(office.dir, { recursive: true, force: true }))

beforeEach(async () => {
  double = await startGitHubDouble({ seedFrom: office.dir })
  env = envFor(double, { OFFICE_ORIGIN: ORIGIN })
  // A signed-in person, as a passkey sign-in leaves them.
  await env.OFFICE.put('person:asha', JSON.stringify({ id: 'asha', name: WHO, role: 'staff', passkeys: ['pk'], epoch: 1, added: '' }))
  await env.OFFICE.put(`session:${await hashOf(TOKEN)}`, JSON.stringify({ personId: 'asha', epoch: 1, created: '' }))
})
afterEach(async () => {
  await double.close()
  // The office computer's copy as it was committed, whatever a comparison wrote in it.
  office.git('checkout', '-q', '--', '.')
  office.git('clean', '-fdq', 'pages')
})

interface Answered {
  status: number
  body: Record<string, unknown>
}

/** One of the editor's calls to the hosted store, as the browser makes it. */
async function hosted(name: RouteName, request: Record<string, unknown> = {}, token = TOKEN): Promise<Answered> {
  const { method, path: call } = ROUTES[name]
  const query = method === 'GET' ? `?${new URLSearchParams(request as Record<string, string>)}` : ''
  const res = await worker.fetch(
    new Request(`${ORIGIN}/office/api/${call}${query}`, {
      method,
      headers: {
        cookie: `__Host-office-session=${token}`,
        ...(method === 'POST' ? { origin: ORIGIN, 'content-type': 'application/json' } : {}),
      },
      body: method === 'POST' ? JSON.stringify(request) : undefined,
    }),
    env,
  )
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** The same call to the office computer's editor, on its copy of the site, as JSON would carry it. */
async function local(name: RouteName, request: Record<string, unknown> = {}): Promise<Answered> {
  try {
    const body = await call(office.dir, name, request)
    return { status: 200, body: JSON.parse(JSON.stringify(body)) as Record<string, unknown> }
  } catch (e) {
    if (!(e instanceof CallError)) throw e
    return { status: e.status, body: JSON.parse(JSON.stringify(e.body)) as Record<string, unknown> }
  }
}

const draftsOf = async () => (await env.OFFICE.get('drafts', 'json')) as Drafts
const readLocal = (file: string) =>
  fs.existsSync(path.join(office.dir, file)) ? fs.readFileSync(path.join(office.dir, file), 'utf8') : null

/** The drafts hold, for every file the office computer's editor wrote, the very text it wrote, by WHO. */
async function expectDraftsLikeLocal(files: string[]) {
  const drafts = await draftsOf()
  expect(Object.keys(drafts.files).sort()).toEqual([...files].sort())
  for (const file of files) {
    expect(drafts.files[file], file).toBe(readLocal(file))
    expect(drafts.by[file], file).toBe(WHO)
  }
}

describe('the hosted store: pages, cards and price-book names, with the office computer’s code', () => {
  it('makes a new service page and places its card as drafts that pass the check; a new post’s sample text Publish refuses', async () => {
    const request = { template: 'service', path: '/services/compliance-services/esg-reporting', title: 'ESG Reporting', price: 9999 }
    const made = await hosted('newPage', request)
    expect(made).toEqual(await local('newPage', request))
    expect(made.body.written).toEqual([ESG, 'pages/_site/catalog.yaml', 'pages/_site/site.yaml'])
    await expectDraftsLikeLocal([ESG, 'pages/_site/catalog.yaml', 'pages/_site/site.yaml'])

    const spots = await hosted('cardSpots', { file: ESG })
    expect(spots).toEqual(await local('cardSpots', { file: ESG }))
    expect((spots.body.spots as { where: string; cards: string[] }[])[0]).toMatchObject({
      where: 'category',
      cards: ['ROC Compliance', 'Labour Compliance', 'Trade Compliance', 'End-to-End Compliance'],
    })

    const place = { file: ESG, places: [{ where: 'category', position: 1 }] }
    const placed = await hosted('placeCard', place)
    expect(placed).toEqual(await local('placeCard', place))
    expect(placed.body.placed).toEqual([`${CATEGORY} (card 2 of 5)`])
    const HINDI_CATEGORY = `pages/hi/${CATEGORY.slice('pages/'.length)}`
    await expectDraftsLikeLocal([ESG, 'pages/_site/catalog.yaml', 'pages/_site/site.yaml', CATEGORY, HINDI_CATEGORY])
    const category = YAML.parse((await draftsOf()).files[CATEGORY]!) as { sections: { items?: { title?: string }[] }[] }
    expect(category.sections.flatMap((s) => s.items ?? []).map((i) => i.title)).toContain('ESG Reporting')
    // The category's Hindi page has the card too, second as on the English page, in English (the service has no
    // Hindi page yet) and leading to the English page; that Hindi page is now behind its English page.
    type Card = { title?: string; link?: string; price?: { ref?: string } }
    const hindi = YAML.parse((await draftsOf()).files[HINDI_CATEGORY]!) as { sections: { items?: Card[] }[] }
    const cards = hindi.sections.find((s) => s.items?.some((i) => i.title === 'ESG Reporting'))!.items!
    expect(cards[1]).toMatchObject({ title: 'ESG Reporting', link: '/services/compliance-services/esg-reporting' })
    expect(placed.body.message).toContain('in English until you translate it')
    const rows = (await hosted('translations')).body.pages as { english: string; state: string }[]
    expect(rows.find((r) => r.english === CATEGORY)?.state).toBe('behind')

    // The check Publish runs finds nothing: the service page's template holds no sample text.
    expect((await hosted('publishPreview')).body.problems).toEqual([])

    // A blog post's template does: it is a draft all the same, but Publish refuses it until it is written over.
    const post = { template: 'post', path: 'blog/gst-tips', title: 'GST Tips', category: 'GST & Compliance' }
    const posted = await hosted('newPage', post)
    expect(posted).toEqual(await local('newPage', post))
    const POST = 'pages/blog/gst-tips.yaml'
    await expectDraftsLikeLocal([ESG, 'pages/_site/catalog.yaml', 'pages/_site/site.yaml', CATEGORY, HINDI_CATEGORY, POST])
    const problems = (await hosted('publishPreview')).body.problems as { file: string }[]
    expect(problems.length).toBeGreaterThan(0)
    expect(new Set(problems.map((p) => p.file))).toEqual(new Set([POST]))
    const head = double.git('rev-parse', 'main')
    const refused = await hosted('publish', { summary: 'New service: ESG Reporting' })
    expect(refused.status).toBe(422)
    const [before] = messages.publish.checkFails(problems.length, '\u0000').split('\u0000')
    expect(refused.body.error).toMatch(new RegExp(`^${before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}GST Tips \\(/blog/gst-tips\\), `))
    expect(double.git('rev-parse', 'main')).toBe(head)

    // Without the post, the rest is published in one commit.
    expect((await hosted('discard', { file: POST })).status).toBe(200)
    const published = await hosted('publish', { summary: 'New service: ESG Reporting' })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    const status = double.git('show', '--name-status', '--no-renames', '--format=', 'main').split('\n').sort()
    expect(status).toEqual(
      [
        `M\t${CATEGORY}`,
        `M\tpages/hi/${CATEGORY.slice('pages/'.length)}`,
        'M\tpages/_site/catalog.yaml',
        'M\tpages/_site/site.yaml',
        `A\t${ESG}`,
      ].sort(),
    )
  }, 180_000)

  it('renames a page: the move and the links in drafts, then Publish makes one commit with the removal and the addition', async () => {
    const uses = await hosted('linksTo', { file: LEGAL })
    expect(uses).toEqual(await local('linksTo', { file: LEGAL }))
    expect((uses.body.uses as unknown[]).length).toBeGreaterThan(1)

    const request = { file: LEGAL, to: 'services/legal-ip-services/legal-agreements' }
    const renamed = await hosted('renamePage', request)
    expect(renamed).toEqual(await local('renamePage', request))
    expect(renamed.body.file).toBe(AGREEMENTS)
    const changed = renamed.body.changed as string[]
    expect(changed).toContain(HINDI_AGREEMENTS)
    expect(renamed.body.message).toContain('Its Hindi page moved with it, to /hi/services/legal-ip-services/legal-agreements.')
    await expectDraftsLikeLocal([LEGAL, HINDI_LEGAL, ...changed])
    expect((await draftsOf()).files[LEGAL]).toBeNull()
    expect((await draftsOf()).files[HINDI_LEGAL]).toBeNull()
    // The Hindi page keeps its old address too, and stays up to date with its English page (only links changed).
    const hindi = YAML.parse((await draftsOf()).files[HINDI_AGREEMENTS]!) as { aliases: string[] }
    expect(hindi.aliases).toContain('/hi/services/legal-ip-services/legal-documents')
    const rows = (await hosted('translations')).body.pages as { english: string; state: string }[]
    expect(rows.find((r) => r.english === AGREEMENTS)?.state).toBe('current')

    const head = double.git('rev-parse', 'main')
    const published = await hosted('publish', { summary: 'Legal documents are now legal agreements' })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect(double.git('rev-parse', 'main^')).toBe(head)
    expect(double.git('log', '-1', '--format=%s%n%b', 'main')).toBe(
      `Legal documents are now legal agreements\nPublished by ${WHO} with the office editor.`,
    )
    const stat = double.git('show', '--stat', '--format=', 'main')
    expect(stat).toMatch(/legal-(documents|agreements)/)
    const status = double.git('show', '--name-status', '--no-renames', '--format=', 'main').split('\n').sort()
    const added = [AGREEMENTS, HINDI_AGREEMENTS]
    expect(status).toEqual([`D\t${LEGAL}`, `D\t${HINDI_LEGAL}`, ...changed.map((f) => `${added.includes(f) ? 'A' : 'M'}\t${f}`)].sort())
    expect(double.git('show', `main:${AGREEMENTS}`)).toBe(readLocal(AGREEMENTS)!.trimEnd())
    // Who published what, for anyone signed in to read.
    const log = await worker.fetch(new Request(`${ORIGIN}/office/auth/log`, { headers: { cookie: `__Host-office-session=${TOKEN}` } }), env)
    expect(((await log.json()) as { entries: unknown[] }).entries).toEqual([
      expect.objectContaining({ who: WHO, summary: 'Legal documents are now legal agreements', commit: double.git('rev-parse', 'main') }),
    ])
    // The drafts start again from the new commit.
    const after = await draftsOf()
    expect([after.base, after.files, after.by]).toEqual([double.git('rev-parse', 'main'), {}, {}])
  }, 180_000)

  it('review mode: each review branch holds only its own change, from main, and the drafts start again from main', async () => {
    env.OFFICE_REVIEW = 'on'
    const head = double.git('rev-parse', 'main')
    expect((await hosted('renamePage', { file: LEGAL, to: 'services/legal-ip-services/legal-agreements' })).status).toBe(200)
    const first = await hosted('publish', { summary: 'Legal documents are now legal agreements' })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    // The change went for review: the office sees the live site again, with nothing drafted.
    const after = await draftsOf()
    expect([after.base, after.files, after.by]).toEqual([head, {}, {}])
    expect((await hosted('changes')).body.files).toEqual([])

    const request = { template: 'service', path: '/services/compliance-services/esg-reporting', title: 'ESG Reporting', price: 9999 }
    expect((await hosted('newPage', request)).status).toBe(200)
    const second = await hosted('publish', { summary: 'New service: ESG Reporting' })
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    expect(double.pulls.map((p) => p.base)).toEqual(['main', 'main'])
    const [one, two] = double.pulls.map((p) => p.head)
    expect(double.git('rev-parse', `${one}^`)).toBe(head)
    expect(double.git('rev-parse', `${two}^`)).toBe(head)
    const files = (branch: string) => double.git('diff', '--name-only', '--no-renames', 'main', branch).split('\n').sort()
    expect(files(one)).toContain(LEGAL)
    expect(files(two)).not.toContain(LEGAL)
    expect(files(two)).toContain(ESG)
    expect(double.git('rev-parse', 'main')).toBe(head)
  }, 180_000)

  it('reads the whole site from GitHub in a handful of requests, then from the store', async () => {
    const before = double.calls.length
    expect((await hosted('files')).status).toBe(200)
    const first = double.calls.slice(before).map((c) => `${c.method} ${c.path.replace(/[0-9a-f]{40}/g, '<sha>')}`)
    // The token, the branch, the commit, its tree, the text files a hundred to a GraphQL request, each picture alone.
    expect(first.length).toBeLessThan(15)
    expect(first.filter((c) => c === 'POST /graphql').length).toBeGreaterThan(0)
    // Later calls read the files from the store; with no drafts yet, they only ask where the branch is now.
    const again = double.calls.length
    expect((await hosted('files')).status).toBe(200)
    expect(double.calls.slice(again).map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET /repos/${double.owner}/${double.repo}/git/ref/heads/main`,
    ])
  }, 60_000)

  it('discards a renamed page only with the changes that depend on it, as the office computer does', async () => {
    const request = { file: LEGAL, to: 'services/legal-ip-services/legal-agreements' }
    expect(await hosted('renamePage', request)).toEqual(await local('renamePage', request))
    // The new file alone would leave links to an address that is gone: refused, naming what goes back with it.
    const alone = await hosted('discard', { file: AGREEMENTS })
    expect(alone).toEqual(await local('discard', { file: AGREEMENTS }))
    expect(alone.status).toBe(409)
    const together = (alone.body.dependents as { file: string }[]).map((d) => d.file)
    expect(together).toContain(LEGAL)
    const both = await hosted('discard', { file: AGREEMENTS, together })
    expect(both).toEqual(await local('discard', { file: AGREEMENTS, together }))
    expect(both.body).toMatchObject({ file: AGREEMENTS, result: 'removed', also: together })
    expect((await draftsOf()).files).toEqual({})
  }, 180_000)

  it('deletes a page for another one: its addresses and links go there; refused while linked, as on the office computer', async () => {
    for (const request of [
      { file: LEGAL },
      { file: LEGAL, redirectTo: '/no-such-page' },
      { file: LEGAL, redirectTo: '/services/legal-ip-services/legal-documents' },
    ]) {
      const refused = await hosted('deletePage', request)
      expect(refused, JSON.stringify(request)).toEqual(await local('deletePage', request))
      expect(refused.status).toBeGreaterThanOrEqual(400)
    }
    expect((await hosted('deletePage', { file: LEGAL })).body.error).toBe(
      messages.pages.linkedFrom(((await local('linksTo', { file: LEGAL })).body.uses as unknown[]).length),
    )
    expect(await draftsOf()).toBeNull()

    const request = { file: LEGAL, redirectTo: TRADEMARK }
    const deleted = await hosted('deletePage', request)
    expect(deleted).toEqual(await local('deletePage', request))
    expect(deleted.body.file).toBe(`pages${TRADEMARK}.yaml`)
    await expectDraftsLikeLocal([LEGAL, HINDI_LEGAL, ...(deleted.body.changed as string[])])
    const target = YAML.parse((await draftsOf()).files[`pages${TRADEMARK}.yaml`]!) as { aliases: string[] }
    expect(target.aliases).toContain('/services/legal-ip-services/legal-documents')
    // The Hindi page went with it, its address now the chosen page's Hindi page's.
    expect((await draftsOf()).files[HINDI_LEGAL]).toBeNull()
    const hindiTarget = YAML.parse((await draftsOf()).files[`pages/hi${TRADEMARK}.yaml`]!) as { aliases: string[] }
    expect(hindiTarget.aliases).toContain('/hi/services/legal-ip-services/legal-documents')
    expect(deleted.body.message).toContain('Its Hindi page /hi/services/legal-ip-services/legal-documents went with it.')
  }, 180_000)

  it('renames a price-book entry in the book, every page that shows it and every {price:…} in text', async () => {
    const request = { from: 'gst-registration', to: 'gst-registration-online' }
    const states = async () => (await hosted('translations')).body.pages as { english: string; state: string }[]
    const before = await states()
    const renamed = await hosted('renameEntry', request)
    expect(renamed).toEqual(await local('renameEntry', request))
    const written = renamed.body.written as string[]
    expect(written).toContain('pages/_site/catalog.yaml')
    expect(written.length).toBeGreaterThan(2)
    await expectDraftsLikeLocal(written)
    for (const text of Object.values((await draftsOf()).files)) {
      expect(text).not.toMatch(/ref: gst-registration\b(?!-)/)
      expect(text).not.toContain('{price:gst-registration}')
    }
    // The same rename on both languages: every translation stands as it stood (up to date ones stay so).
    expect(written.some((f) => f.startsWith('pages/hi/'))).toBe(true)
    expect(await states()).toEqual(before)
  }, 180_000)

  it('shared drafts say whose they are: What changed and Publish name each change’s author, Publish asks before putting someone else’s live, and the commit names everyone', async () => {
    const RAVI = 'Ravi Kumar'
    const RAVI_TOKEN = 'session-token-of-a-colleague'
    await env.OFFICE.put('person:ravi', JSON.stringify({ id: 'ravi', name: RAVI, role: 'staff', passkeys: ['pk2'], epoch: 1, added: '' }))
    await env.OFFICE.put(`session:${await hashOf(RAVI_TOKEN)}`, JSON.stringify({ personId: 'ravi', epoch: 1, created: '' }))
    // Ravi starts a page and leaves it; Asha renames another.
    const esg = { template: 'service', path: '/services/compliance-services/esg-reporting', title: 'ESG Reporting', price: 9999 }
    expect((await hosted('newPage', esg, RAVI_TOKEN)).status).toBe(200)
    expect((await hosted('renamePage', { file: LEGAL, to: 'services/legal-ip-services/legal-agreements' })).status).toBe(200)
    const changed = (await hosted('changes')).body.files as { file: string; by?: string; at?: string }[]
    expect(changed.find((f) => f.file === ESG)).toMatchObject({ by: RAVI, at: expect.stringMatching(/^\d{4}-/) })
    expect(changed.find((f) => f.file === AGREEMENTS)).toMatchObject({ by: WHO })
    const preview = (await hosted('publishPreview')).body
    expect(new Set(preview.authors as string[])).toEqual(new Set([WHO, RAVI]))
    const others = preview.others as { file: string; title: string; by: string }[]
    // site.yaml was saved by both (Ravi's new menu entry, then Asha's rename): the last to save it is named.
    expect(others.map((o) => o.file).sort()).toEqual([ESG, 'pages/_site/catalog.yaml'].sort())
    expect(others.find((o) => o.file === ESG)).toEqual({
      file: ESG,
      title: expect.stringMatching(/^ESG Reporting/),
      by: RAVI,
      at: expect.any(String),
    })
    // Not without saying so: nothing goes live.
    const head = double.git('rev-parse', 'main')
    const asked = await hosted('publish', { summary: 'Legal agreements' })
    expect(asked.status).toBe(409)
    expect(asked.body.error).toMatch(/^Not published: .*ESG Reporting.* have changes saved by Ravi Kumar, which may not be finished\./)
    expect(asked.body.others).toEqual(preview.others)
    expect(double.git('rev-parse', 'main')).toBe(head)
    // Ravi leaves the office: his drafts stay named as his.
    await env.OFFICE.delete('person:ravi')
    expect(new Set(((await hosted('publishPreview')).body.others as { by: string }[]).map((o) => o.by))).toEqual(new Set([RAVI]))
    const published = await hosted('publish', { summary: 'Legal agreements', withOthers: true })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    const message = double.git('log', '-1', '--format=%B', 'main')
    expect(message).toContain(`Published by ${WHO} with the office editor.`)
    expect(message).toMatch(new RegExp(`Changes saved by .*${RAVI} \\([^)]*ESG Reporting`))
    expect(message).toMatch(new RegExp(`${WHO} \\([^)]*Legal`))
  }, 180_000)

  it('Publish can include, leave out or discard each of someone else’s drafts, and says what went live', async () => {
    const RAVI = 'Ravi Kumar'
    const RAVI_TOKEN = 'session-token-of-a-colleague'
    await env.OFFICE.put('person:ravi', JSON.stringify({ id: 'ravi', name: RAVI, role: 'staff', passkeys: ['pk2'], epoch: 1, added: '' }))
    await env.OFFICE.put(`session:${await hashOf(RAVI_TOKEN)}`, JSON.stringify({ personId: 'ravi', epoch: 1, created: '' }))
    const retitle = async (file: string, title: string, token = TOKEN) => {
      const opened = (await hosted('file', { file }, token)).body as { data: { meta: { title: string } }; version: string }
      opened.data.meta.title = title
      const saved = await hosted('save', { file, data: opened.data, version: opened.version }, token)
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    }
    const ABOUT = 'pages/about.yaml'
    const CONTACT = 'pages/contact.yaml'
    const PRICING = 'pages/pricing.yaml'
    await retitle(ABOUT, 'About us: not finished', RAVI_TOKEN)
    await retitle(CONTACT, 'Contact: a try', RAVI_TOKEN)
    await retitle(PRICING, 'Our prices, plainly')
    const before = double.git('rev-parse', 'main')
    const publishedAbout = double.git('show', `main:${ABOUT}`)
    const publishedContact = double.git('show', `main:${CONTACT}`)
    // A choice for one of Ravi's drafts only: the other still stops it.
    const half = await hosted('publish', { summary: 'Pricing title', others: { [ABOUT]: 'leave' } })
    expect(half.status).toBe(409)
    expect((half.body.others as { file: string }[]).map((o) => o.file)).toEqual([CONTACT])
    expect(double.git('rev-parse', 'main')).toBe(before)
    const published = await hosted('publish', { summary: 'Pricing title', others: { [ABOUT]: 'leave', [CONTACT]: 'discard' } })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect(published.body.files).toEqual([PRICING])
    expect(published.body.message).toMatch(new RegExp(`^Published by ${WHO}: Our prices, plainly\\. The website updates`))
    expect(double.git('show', `main:${PRICING}`)).toContain('Our prices, plainly')
    expect(double.git('show', `main:${ABOUT}`)).toBe(publishedAbout)
    expect(double.git('show', `main:${CONTACT}`)).toBe(publishedContact)
    // Left out: still Ravi's saved change. Discarded: gone.
    const changed = (await hosted('changes')).body.files as { file: string; by?: string }[]
    expect(changed.map((f) => [f.file, f.by])).toEqual([[ABOUT, RAVI]])
  }, 180_000)

  it('puts a publish back as it was before, as saved changes that go through Publish, on the web address and the office computer', async () => {
    const original = readLocal(LEGAL)!
    expect((await hosted('renamePage', { file: LEGAL, to: 'services/legal-ip-services/legal-agreements' })).status).toBe(200)
    expect((await hosted('publish', { summary: 'Legal documents are now legal agreements' })).status).toBe(200)
    const renamedAt = double.git('rev-parse', 'main')
    const [entry] = (await hosted('history')).body.entries as { commit: string; summary: string; files: string[]; canUndo: boolean }[]
    expect(entry).toMatchObject({ commit: renamedAt, summary: 'Legal documents are now legal agreements', canUndo: true })
    const back = await hosted('undoPublish', { commit: renamedAt })
    expect(back.status, JSON.stringify(back.body)).toBe(200)
    expect(back.body.files).toEqual(expect.arrayContaining([LEGAL, AGREEMENTS]))
    expect(back.body.message).toMatch(/^"Legal documents are now legal agreements" is put back as it was before, as saved changes to /)
    const drafts = await draftsOf()
    expect([drafts.files[LEGAL], drafts.files[AGREEMENTS], drafts.by[LEGAL]]).toEqual([original, null, WHO])
    // Put back once: the pages have changed since (these very drafts), so not twice.
    const twice = await hosted('undoPublish', { commit: renamedAt })
    expect([twice.status, twice.body.error]).toEqual([409, expect.stringMatching(/^Not put back: .* changed since that publish/)])
    expect((await hosted('undoPublish', { commit: 'f'.repeat(40) })).status).toBe(404)
    // It goes live through the same check and Publish as any change.
    expect((await hosted('publish', { summary: 'Back to legal documents' })).status).toBe(200)
    expect(double.git('show', `main:${LEGAL}`)).toBe(original.trimEnd())
    expect(double.git('ls-tree', '--name-only', 'main', AGREEMENTS)).toBe('')

    // The office computer: its last commit to a page, put back in its folder.
    const ABOUT = 'pages/about.yaml'
    const before = readLocal(ABOUT)!
    fs.writeFileSync(path.join(office.dir, ABOUT), before.replace(/^(\s*title: ).*$/m, '$1About Us, Renamed'))
    office.git('commit', '-qam', 'A new title for About')
    const head = office.git('rev-parse', 'HEAD').trim()
    const local0 = (await local('history')).body.entries as { commit: string; summary: string; canUndo: boolean }[]
    expect(local0[0]).toMatchObject({ commit: head, summary: 'A new title for About', canUndo: true })
    const undone = await local('undoPublish', { commit: head })
    expect(undone.status, JSON.stringify(undone.body)).toBe(200)
    expect(undone.body.files).toEqual([ABOUT])
    expect(readLocal(ABOUT)).toBe(before)
    expect((await local('undoPublish', { commit: head })).status).toBe(409)
    office.git('reset', '-q', '--hard', 'HEAD^')
  }, 180_000)

  it('someone else published the same page meanwhile: Publish shows both and keeps mine or theirs as told; other pages catch up by themselves', async () => {
    const ABOUT = 'pages/about.yaml'
    const CONTACT = 'pages/contact.yaml'
    const opened = (await hosted('file', { file: ABOUT })).body as { data: { meta: { title: string } }; version: string }
    opened.data.meta.title = 'About SetuBiz: Our Story'
    expect((await hosted('save', { file: ABOUT, data: opened.data, version: opened.version })).status).toBe(200)
    // Someone else, straight on GitHub: the contact page, then the about page too.
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'someone-else-'))
    const theirGit = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Someone Else', '-c', 'user.email=else@example.in', ...args], { cwd: clone, encoding: 'utf8' })
    try {
      theirGit('clone', '-q', double.bareDir, '.')
      const edit = (file: string, from: RegExp, to: string, message: string) => {
        fs.writeFileSync(path.join(clone, file), fs.readFileSync(path.join(clone, file), 'utf8').replace(from, to))
        theirGit('commit', '-qam', message)
        theirGit('push', '-q', 'origin', 'HEAD:main')
      }
      edit(CONTACT, /^(\s*title: ).*$/m, '$1Contact SetuBiz', 'Their contact title')
      // Nothing drafted changed there: the next page list brings the drafts onto their publish.
      expect((await hosted('files')).status).toBe(200)
      expect((await draftsOf()).base).toBe(double.git('rev-parse', 'main'))
      edit(ABOUT, /^(\s*title: ).*$/m, '$1About Us (their title)', 'Their about title')
      const theirs = double.git('rev-parse', 'main')
      expect((await hosted('files')).status).toBe(200)
      expect((await draftsOf()).base).not.toBe(theirs)
      // Publish shows both versions of the about page; nothing of theirs is overwritten.
      const clash = await hosted('publish', { summary: 'A clearer about title' })
      expect(clash.status).toBe(409)
      expect(clash.body.error).toMatch(/choose, for each page, whether to keep yours or theirs/)
      const [shown] = clash.body.clashes as { file: string; diff: string }[]
      expect(shown.file).toBe(ABOUT)
      expect(shown.diff).toMatch(/-.*About Us \(their title\)/)
      expect(shown.diff).toMatch(/\+.*About SetuBiz: Our Story/)
      expect(double.git('rev-parse', 'main')).toBe(theirs)
      // Keep mine: one commit on top of theirs, their contact title kept.
      const published = await hosted('publish', { summary: 'A clearer about title', keep: { [ABOUT]: 'mine' } })
      expect(published.status, JSON.stringify(published.body)).toBe(200)
      expect(double.git('rev-parse', 'main^')).toBe(theirs)
      expect(double.git('show', `main:${ABOUT}`)).toContain('About SetuBiz: Our Story')
      expect(double.git('show', `main:${CONTACT}`)).toContain('Contact SetuBiz')
      // Keep theirs: the draft goes, nothing is left to publish.
      const again = (await hosted('file', { file: ABOUT })).body as { data: { meta: { title: string } }; version: string }
      again.data.meta.title = 'About SetuBiz, once more'
      expect((await hosted('save', { file: ABOUT, data: again.data, version: again.version })).status).toBe(200)
      theirGit('pull', '-q', 'origin', 'main')
      edit(ABOUT, /^(\s*title: ).*$/m, '$1About Us (theirs again)', 'Theirs again')
      expect((await hosted('publish', { summary: 'x', keep: { [ABOUT]: 'theirs' } })).status).toBe(400)
      expect((await draftsOf()).files).toEqual({})
      expect((await hosted('file', { file: ABOUT })).body.data).toMatchObject({ meta: { title: 'About Us (theirs again)' } })
    } finally {
      fs.rmSync(clone, { recursive: true, force: true })
    }
  }, 180_000)

  it('refuses what the office computer refuses, with the same status and words, and saves nothing', async () => {
    const cases: [RouteName, Record<string, unknown>][] = [
      ['cardSpots', { file: 'pages//about.yaml' }],
      ['cardSpots', { file: 'pages/no-such-page.yaml' }],
      ['linksTo', { file: 'Pages/About.yaml' }],
      ['placeCard', { file: 'pages/services/compliance-services/roc-compliance.yaml', places: [] }],
      ['placeCard', { file: 'pages/services/compliance-services/roc-compliance.yaml', places: [{ where: 'nowhere', position: 0 }] }],
      ['renamePage', { file: LEGAL, to: 'Legal Docs' }],
      ['renamePage', { file: LEGAL, to: 'about' }],
      ['renamePage', { file: LEGAL, to: 'nowhere/legal' }],
      ['renamePage', { file: LEGAL, to: '/services/legal-ip-services/legal-documents/' }],
      ['renamePage', { file: LEGAL }],
      ['renamePage', { file: 'pages/index.yaml', to: 'home' }],
      ['renamePage', { file: 'pages/_site/site.yaml', to: 'site' }],
      // Another page's second address: the check after the rename would fail.
      ['renamePage', { file: LEGAL, to: 'services/consulting-services/loan-assistance' }],
      ['deletePage', { file: 'pages/services/legal-ip-services/index.yaml' }],
      ['renameEntry', { from: 'gst-registration', to: 'GST Registration' }],
      ['renameEntry', { from: 'gst-registration', to: 'ngo-registration' }],
      ['renameEntry', { from: 'no-such-entry', to: 'another-entry' }],
      ['renameEntry', { from: 7, to: 'x' }],
      ['newPage', {}],
      ['newPage', { template: 'page', path: 'about', title: '' }],
      ['newPage', { template: 'page', path: 'Bad Address', title: '' }],
      ['newPage', { template: 'service', path: 'careers', title: '' }],
      ['newPage', { template: 'post', path: 'blog/x', title: '', category: 'No Such Category' }],
    ]
    for (const [name, request] of cases) {
      const refused = await hosted(name, request)
      const what = `${name} ${JSON.stringify(request)}`
      expect(refused, what).toEqual(await local(name, request))
      expect(refused.status, what).toBeGreaterThanOrEqual(400)
      expect(refused.status, what).toBeLessThan(500)
    }
    expect(await draftsOf()).toBeNull()
    expect(office.git('status', '--porcelain')).toBe('')
  }, 300_000)
})
