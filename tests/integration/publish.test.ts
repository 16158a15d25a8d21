// @vitest-environment node
/**
 * Publish with real git: an office copy of the site (the editor's folder), a bare repository standing for
 * the shared copy the host builds from, and a developer's clone that publishes meanwhile.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { copySite, type SiteCopy } from '../../scripts/editor/site-copy.ts'
import { refused } from './refusal.ts'
import { call } from './local-call.ts'
import { loadContent } from '../../scripts/lib/content/index.ts'

const cleanup: string[] = []
afterEach(() => {
  for (const dir of cleanup.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=dev@example.in', '-c', 'user.name=dev', ...args], { cwd, encoding: 'utf8' }).trim()

/** The office copy, connected to a bare repository on branch main, and a developer's clone of it. */
function connected(): { office: SiteCopy; bare: string; dev: string } {
  const office = copySite('publish-office')
  const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-bare-'))
  const devParent = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-dev-'))
  cleanup.push(office.dir, bare, devParent)
  git(bare, 'init', '--quiet', '--bare', '--initial-branch=main')
  office.git('branch', '-M', 'main')
  office.git('remote', 'add', 'origin', bare)
  office.git('push', '--quiet', '-u', 'origin', 'main')
  const dev = path.join(devParent, 'site')
  git(devParent, 'clone', '--quiet', bare, 'site')
  return { office, bare, dev }
}

const edit = (dir: string, file: string, from: string, to: string) => {
  const abs = path.join(dir, file)
  const text = fs.readFileSync(abs, 'utf8')
  expect(text, `${file} holds ${from}`).toContain(from)
  fs.writeFileSync(abs, text.replace(from, to))
}
const shared = (bare: string, file: string, ref = 'main') => git(bare, 'show', `${ref}:${file}`)

describe('Publish', () => {
  it('shows what goes live, then commits only the content with the summary and pushes it', async () => {
    const { office, bare } = connected()
    edit(office.dir, 'pages/_site/catalog.yaml', 'amount: 2999', 'amount: 3499')
    // A change outside the content (a developer's file) is never published.
    fs.writeFileSync(path.join(office.dir, 'schema/notes.txt'), 'local note\n')
    const preview = await call(office.dir, 'publishPreview')
    expect(preview.connected).toBe(true)
    expect(preview.problems).toEqual([])
    expect(preview.files.map((f) => f.file)).toEqual(['pages/_site/catalog.yaml'])
    expect(preview.files[0].diff).toContain('+    price: { amount: 3499, original: 3999, govtFee: true }')
    expect(preview.summary).toBe('Update price book')
    // On the office computer every change is its one person's: nobody else's to ask about.
    expect(preview).toMatchObject({ authors: [], others: [] })
    expect(preview.target).toBe("Your changes go to the website's shared copy; the host rebuilds the website from it in a few minutes.")

    const result = await call(office.dir, 'publish', { summary: '  Reprice GST registration\nto ₹3,499 ' })
    expect(result).toMatchObject({ branch: 'main', review: false, broughtIn: 0, files: ['pages/_site/catalog.yaml'] })
    expect(git(bare, 'log', '-1', '--format=%s', 'main')).toBe('Reprice GST registration to ₹3,499')
    // No person named: the message is the summary alone.
    expect(git(bare, 'log', '-1', '--format=%B', 'main')).toBe('Reprice GST registration to ₹3,499')
    expect(git(bare, 'show', '--name-only', '--format=', 'main')).toBe('pages/_site/catalog.yaml')
    expect(shared(bare, 'pages/_site/catalog.yaml')).toContain('amount: 3499')
    expect(office.git('status', '--porcelain')).toBe('?? schema/notes.txt\n')
    expect((await refused(call(office.dir, 'publish', { summary: 'again' }))).body.error).toBe(
      'Nothing to publish: every saved change is live already.',
    )
  })

  it('brings in what someone else published meanwhile, when it touches other lines', async () => {
    const { office, bare, dev } = connected()
    edit(dev, 'pages/about.yaml', 'title:', 'title: ')
    git(dev, 'commit', '-qam', 'About: a developer’s change')
    git(dev, 'push', '--quiet', 'origin', 'main')
    edit(office.dir, 'pages/_site/catalog.yaml', 'amount: 2999', 'amount: 3499')
    const result = await call(office.dir, 'publish', { summary: 'Reprice' })
    expect(result.broughtIn).toBe(1)
    expect(result.message).toContain('This computer now also has the change someone else had published meanwhile.')
    expect(git(bare, 'log', '--format=%s', 'main').split('\n').slice(0, 2)).toEqual(['Reprice', 'About: a developer’s change'])
    expect(shared(bare, 'pages/_site/catalog.yaml')).toContain('amount: 3499')
    expect(fs.readFileSync(path.join(office.dir, 'pages/about.yaml'), 'utf8')).toBe(shared(bare, 'pages/about.yaml') + '\n')
  })

  it('on a change to the same lines, names the page and leaves nothing half done', async () => {
    const { office, bare, dev } = connected()
    edit(dev, 'pages/_site/catalog.yaml', 'amount: 2999', 'amount: 3199')
    git(dev, 'commit', '-qam', 'Reprice from elsewhere')
    git(dev, 'push', '--quiet', 'origin', 'main')
    const sharedBefore = git(bare, 'rev-parse', 'main')
    const headBefore = office.git('rev-parse', 'HEAD').trim()
    edit(office.dir, 'pages/_site/catalog.yaml', 'amount: 2999', 'amount: 3499')
    const e = await refused(call(office.dir, 'publish', { summary: 'Reprice' }))
    expect(e.status).toBe(409)
    expect(e.body.conflict).toEqual(['pages/_site/catalog.yaml'])
    expect(e.body.error).toMatch(/^Not published: someone else changed price book in the same place/)
    // As before Publish: the same last commit, the change still in the file, nothing in progress, nothing pushed.
    expect(office.git('rev-parse', 'HEAD').trim()).toBe(headBefore)
    expect(fs.readFileSync(path.join(office.dir, 'pages/_site/catalog.yaml'), 'utf8')).toContain('amount: 3499')
    expect(office.git('status', '--porcelain')).toBe(' M pages/_site/catalog.yaml\n')
    expect(fs.existsSync(path.join(office.dir, '.git/rebase-merge'))).toBe(false)
    expect(git(bare, 'rev-parse', 'main')).toBe(sharedBefore)
  })

  it('on a clash, shows both versions; publishing again with "keep mine" or "keep theirs" settles it', async () => {
    for (const side of ['mine', 'theirs'] as const) {
      const { office, bare, dev } = connected()
      edit(dev, 'pages/_site/catalog.yaml', 'amount: 2999', 'amount: 3199')
      edit(dev, 'pages/about.yaml', 'title:', 'title: ')
      git(dev, 'commit', '-qam', 'Reprice from elsewhere')
      git(dev, 'push', '--quiet', 'origin', 'main')
      edit(office.dir, 'pages/_site/catalog.yaml', 'amount: 2999', 'amount: 3499')
      const e = await refused(call(office.dir, 'publish', { summary: 'Reprice' }))
      expect(e.status).toBe(409)
      const clashes = e.body.clashes as { file: string; diff: string }[]
      expect(clashes.map((c) => c.file)).toEqual(['pages/_site/catalog.yaml'])
      expect(clashes[0].diff).toMatch(/^-.*amount: 3199/m)
      expect(clashes[0].diff).toMatch(/^\+.*amount: 3499/m)
      expect(e.body.error).toMatch(/Below are both versions: choose which to keep, then publish again\.$/)
      // A choice for another file settles nothing.
      expect((await refused(call(office.dir, 'publish', { summary: 'Reprice', keep: { 'pages/about.yaml': 'mine' } }))).status).toBe(409)
      expect(office.git('status', '--porcelain')).toBe(' M pages/_site/catalog.yaml\n')
      const result = await call(office.dir, 'publish', { summary: 'Reprice', keep: { 'pages/_site/catalog.yaml': side } })
      expect(result.broughtIn).toBe(1)
      // The message says what actually went live: after Keep theirs, nothing of mine did.
      expect(result.message).toBe(
        (side === 'mine'
          ? 'Published: price book. The website updates when the host has rebuilt it, in a few minutes.'
          : 'Nothing of yours went live: you kept their version of every page that clashed, and it was live already.') +
          ' This computer now also has the change someone else had published meanwhile.',
      )
      expect(result.message).not.toContain('together with')
      const live = shared(bare, 'pages/_site/catalog.yaml')
      expect(live).toContain(side === 'mine' ? 'amount: 3499' : 'amount: 3199')
      // Their other change came in, and the editor's files are what is live.
      expect(shared(bare, 'pages/about.yaml')).toContain('title: ')
      expect(fs.readFileSync(path.join(office.dir, 'pages/_site/catalog.yaml'), 'utf8').trim()).toBe(live)
      expect(office.git('status', '--porcelain')).toBe('')
      expect(fs.existsSync(path.join(office.dir, '.git/rebase-merge'))).toBe(false)
    }
  })

  it('commits as the person the office computer asked for, not as the clone, and History names them', async () => {
    const { office, bare } = connected()
    office.git('config', 'user.name', 'Clone Owner')
    office.git('config', 'user.email', 'clone@example.in')
    edit(office.dir, 'pages/_site/catalog.yaml', 'amount: 2999', 'amount: 3499')
    await call(office.dir, 'publish', { summary: 'Reprice GST registration' }, 'Meera Iyer')
    expect(git(bare, 'log', '-1', '--format=%an <%ae>', 'main')).toBe('Meera Iyer <clone@example.in>')
    expect(git(bare, 'log', '-1', '--format=%B', 'main')).toContain('Published by Meera Iyer with the office editor.')
    const [latest] = (await call(office.dir, 'history', {}, 'Meera Iyer')).entries
    expect(latest).toMatchObject({ who: 'Meera Iyer', summary: 'Reprice GST registration' })
    // Without a name given, the clone's own identity, as before.
    edit(office.dir, 'pages/_site/catalog.yaml', 'amount: 3499', 'amount: 3599')
    await call(office.dir, 'publish', { summary: 'Again' })
    expect(git(bare, 'log', '-1', '--format=%an', 'main')).toBe('Clone Owner')
  })

  it('the price report compares with what is live, not with this computer’s last publish', async () => {
    const { office, dev } = connected()
    // Someone else repriced GST Registration on the shared copy; this computer has not seen it yet.
    edit(dev, 'pages/_site/catalog.yaml', 'amount: 2999, original: 3999', 'amount: 3199, original: 3999')
    git(dev, 'commit', '-qam', 'GST registration at ₹3,199')
    git(dev, 'push', '--quiet', 'origin', 'main')
    // This computer reprices another entry only: its report shows that one, and does not say GST goes back to ₹2,999.
    edit(office.dir, 'pages/_site/catalog.yaml', 'amount: 15624', 'amount: 16999')
    type Report = { changes?: { entries: { id: string; before: string | null; now: string }[] } }
    const only = (await call(office.dir, 'publishPreview')).prices as Report
    expect(only.changes!.entries.map((e) => [e.id, e.before, e.now])).toEqual([['website-design', '₹15,624', '₹16,999']])
    expect((await call(office.dir, 'changes')).prices).toEqual(only)
    // Repricing the same entry: from what is live (₹3,199), not from this computer's last publish (₹2,999).
    edit(office.dir, 'pages/_site/catalog.yaml', 'amount: 2999, original: 3999', 'amount: 3499, original: 3999')
    const both = (await call(office.dir, 'publishPreview')).prices as Report
    expect(both.changes!.entries.find((e) => e.id === 'gst-registration')).toMatchObject({
      before: '₹3,199 + Government Fees',
      now: '₹3,499 + Government Fees',
    })
  })

  it('with no shared copy connected, says how to connect one and commits nothing', async () => {
    const office = copySite('publish-alone')
    cleanup.push(office.dir)
    edit(office.dir, 'pages/_site/catalog.yaml', 'amount: 2999', 'amount: 3499')
    const preview = await call(office.dir, 'publishPreview')
    expect(preview.connected).toBe(false)
    expect(preview.target).toContain('connect it to the shared copy')
    const e = await refused(call(office.dir, 'publish', { summary: 'Reprice' }))
    expect(e.status).toBe(409)
    expect(e.body.notConnected).toBe(true)
    expect(office.git('log', '--format=%s')).toBe('the site as it is\n')
  })

  it.each([
    ['a NUL', 'Reprice\u0000GST'],
    ['a right-to-left override', 'Reprice \u202eTSG'],
    ['a zero-width space', 'Reprice\u200b'],
  ])('refuses a summary holding %s before anything is staged', async (_what, summary) => {
    const { office, bare } = connected()
    const sharedBefore = git(bare, 'rev-parse', 'main')
    edit(office.dir, 'pages/_site/catalog.yaml', 'amount: 2999', 'amount: 3499')
    const e = await refused(call(office.dir, 'publish', { summary }))
    expect(e.status).toBe(400)
    expect(e.body.error).toMatch(/invisible control character.*nothing was published\.$/)
    expect(office.git('log', '--format=%s')).toBe('the site as it is\n')
    // Not staged: the change is in the file only, as saved.
    expect(office.git('status', '--porcelain')).toBe(' M pages/_site/catalog.yaml\n')
    expect(git(bare, 'rev-parse', 'main')).toBe(sharedBefore)
  })

  it('leaves out a new picture no page shows, and publishes the one a page shows', async () => {
    const { office, bare } = connected()
    fs.mkdirSync(path.join(office.dir, 'public/images'), { recursive: true })
    fs.writeFileSync(path.join(office.dir, 'public/images/tried-and-replaced.webp'), 'not used')
    fs.writeFileSync(path.join(office.dir, 'public/images/team.webp'), 'used')
    const about = path.join(office.dir, 'pages/about.yaml')
    fs.writeFileSync(about, `${fs.readFileSync(about, 'utf8')}# the team photo: /images/team.webp\n`)
    const preview = await call(office.dir, 'publishPreview')
    expect(preview.leftOut).toEqual(['public/images/tried-and-replaced.webp'])
    expect(preview.files.map((f) => f.file)).toEqual(['pages/about.yaml', 'public/images/team.webp'])
    const result = await call(office.dir, 'publish', { summary: 'Team photo' })
    expect(result.leftOut).toEqual(['public/images/tried-and-replaced.webp'])
    expect(result.message).toMatch(/One picture no page shows was left out \(tried-and-replaced\.webp\); it stays on this computer\.$/)
    expect(git(bare, 'show', '--name-only', '--format=', 'main').split('\n').sort()).toEqual([
      'pages/about.yaml',
      'public/images/team.webp',
    ])
    expect(fs.existsSync(path.join(office.dir, 'public/images/tried-and-replaced.webp'))).toBe(true)
    expect(office.git('status', '--porcelain')).toBe('?? public/images/tried-and-replaced.webp\n')
    // With nothing else changed, there is nothing to publish, and it says why.
    expect((await refused(call(office.dir, 'publish', { summary: 'Again' }))).body.error).toMatch(
      /^Nothing to publish: the only new files are pictures no page shows/,
    )
  })

  it('refuses a summary over the limit instead of cutting it, before anything is staged', async () => {
    const { office } = connected()
    edit(office.dir, 'pages/_site/catalog.yaml', 'amount: 2999', 'amount: 3499')
    const e = await refused(call(office.dir, 'publish', { summary: 'x'.repeat(121) }))
    expect(e.status).toBe(400)
    expect(e.body.error).toBe(
      'The summary is 121 characters long; at most 120 are kept with the change. Shorten it; nothing was published.',
    )
    expect(office.git('status', '--porcelain')).toBe(' M pages/_site/catalog.yaml\n')
  })

  it('never shows, reads or publishes what a symbolic link in pages/ leads to', async () => {
    const { office, bare } = connected()
    const sharedBefore = git(bare, 'rev-parse', 'main')
    fs.writeFileSync(path.join(office.dir, '.env'), 'SUPABASE_SERVICE_ROLE_KEY=secret-service-key-do-not-print\n')
    fs.symlinkSync('../.env', path.join(office.dir, 'pages/env.yaml'))
    const preview = await call(office.dir, 'publishPreview')
    const listed = preview.files.find((f) => f.file === 'pages/env.yaml')
    expect(listed?.diff).toContain('a shortcut to a file elsewhere')
    expect(JSON.stringify(preview)).not.toContain('secret-service-key')
    expect(JSON.stringify(preview)).not.toContain('.env')
    expect(preview.problems.map((p) => p.file)).toContain('pages/env.yaml')
    const e = await refused(call(office.dir, 'publish', { summary: 'Add env' }))
    expect(e.status).toBe(422)
    expect(JSON.stringify(e.body)).not.toContain('secret-service-key')
    expect(office.git('log', '--format=%s')).toBe('the site as it is\n')
    expect(git(bare, 'rev-parse', 'main')).toBe(sharedBefore)
  })

  it('refuses while the check fails, and commits nothing', async () => {
    const { office, bare } = connected()
    const sharedBefore = git(bare, 'rev-parse', 'main')
    edit(office.dir, 'pages/about.yaml', 'sections:', 'sectoins:')
    const preview = await call(office.dir, 'publishPreview')
    expect(preview.problems.map((p) => p.file)).toContain('pages/about.yaml')
    const e = await refused(call(office.dir, 'publish', { summary: 'Typo' }))
    expect(e.status).toBe(422)
    expect(e.body.error).toMatch(/^Not published: the check found .* Nothing was published\.$/)
    // The first problem named by its file and place, as a save names it; each problem where and what, as Publish shows it.
    expect(e.body.error).toMatch(/First: About Us \(\/about\), \S.*: /)
    const problems = e.body.problems as Record<string, unknown>[]
    expect(problems.map((p) => p.file)).toContain('pages/about.yaml')
    for (const p of problems) expect(Object.keys(p).filter((k) => !['file', 'line', 'col', 'message', 'hint'].includes(k))).toEqual([])
    expect(office.git('log', '--format=%s')).toBe('the site as it is\n')
    expect(office.git('status', '--porcelain')).toBe(' M pages/about.yaml\n')
    expect(git(bare, 'rev-parse', 'main')).toBe(sharedBefore)
  })

  it('sends the change to a new branch for review when the settings say so', async () => {
    const { office, bare } = connected()
    office.git('config', 'site.publish.review', 'true')
    const mainBefore = git(bare, 'rev-parse', 'main')
    edit(office.dir, 'pages/_site/catalog.yaml', 'amount: 2999', 'amount: 3499')
    expect((await call(office.dir, 'publishPreview')).target).toContain(
      'Your changes go for review first; the website changes once someone accepts them.',
    )
    const result = await call(office.dir, 'publish', { summary: 'Reprice GST registration' })
    expect(result.branch).toMatch(/^content\/\d{8}-\d{4}-reprice-gst-registration$/)
    expect(git(bare, 'rev-parse', 'main')).toBe(mainBefore)
    expect(shared(bare, 'pages/_site/catalog.yaml', result.branch)).toContain('amount: 3499')
  })

  it('makes each review branch from the shared copy’s main, with its own change only; the next Publish to main carries none', async () => {
    const { office, bare } = connected()
    office.git('config', 'site.publish.review', 'true')
    const mainBefore = git(bare, 'rev-parse', 'main')
    edit(office.dir, 'pages/_site/catalog.yaml', 'amount: 2999', 'amount: 3499')
    const first = await call(office.dir, 'publish', { summary: 'Reprice GST registration' })
    // The change lives in its branch: this copy is as the shared copy's main again.
    expect(office.git('status', '--porcelain')).toBe('')
    expect(fs.readFileSync(path.join(office.dir, 'pages/_site/catalog.yaml'), 'utf8')).toBe(`${shared(bare, 'pages/_site/catalog.yaml')}\n`)
    edit(office.dir, 'pages/about.yaml', 'title:', 'title: ')
    const second = await call(office.dir, 'publish', { summary: 'About: a space' })
    expect(second.branch).not.toBe(first.branch)
    for (const [result, file] of [
      [first, 'pages/_site/catalog.yaml'],
      [second, 'pages/about.yaml'],
    ] as const) {
      expect(git(bare, 'rev-parse', `${result.branch}~1`)).toBe(mainBefore)
      expect(git(bare, 'diff', '--name-only', 'main', result.branch)).toBe(file)
    }
    // An ordinary Publish afterwards puts neither review's change on main.
    office.git('config', 'site.publish.review', 'false')
    edit(office.dir, 'pages/contact.yaml', 'title:', 'title: ')
    await call(office.dir, 'publish', { summary: 'Contact: a space' })
    expect(git(bare, 'diff', '--name-only', mainBefore, 'main')).toBe('pages/contact.yaml')
    expect(shared(bare, 'pages/_site/catalog.yaml')).toBe(git(bare, 'show', `${mainBefore}:pages/_site/catalog.yaml`))
  })

  it('refuses an empty summary, and suggests one from the pages that changed', async () => {
    const { office } = connected()
    expect((await refused(call(office.dir, 'publish', { summary: '  ' }))).status).toBe(400)
    expect((await refused(call(office.dir, 'publish', {}))).status).toBe(400)
    // Two pages changed and one removed (careers.yaml, published first so that removing it is a change).
    fs.copyFileSync(path.join(office.dir, 'pages/contact.yaml'), path.join(office.dir, 'pages/careers.yaml'))
    office.git('add', 'pages/careers.yaml')
    office.git('commit', '-qm', 'Careers')
    fs.rmSync(path.join(office.dir, 'pages/careers.yaml'))
    edit(office.dir, 'pages/about.yaml', 'title:', 'title: ')
    edit(office.dir, 'pages/_site/catalog.yaml', 'amount: 2999', 'amount: 3499')
    const preview = await call(office.dir, 'publishPreview')
    expect(preview.files.map((f) => [f.file, f.status])).toEqual([
      ['pages/_site/catalog.yaml', 'modified'],
      ['pages/about.yaml', 'modified'],
      ['pages/careers.yaml', 'deleted'],
    ])
    // Each kind of change once, the pages by their short titles in the order the changes list them.
    expect(preview.summary).toBe('Update price book, About Us; Remove careers.yaml')
  })

  it('Discard of the price book names the pages that use its new entry, and discards them together on request', async () => {
    const office = copySite('discard-book')
    cleanup.push(office.dir)
    const book = 'pages/_site/catalog.yaml'
    edit(
      office.dir,
      book,
      '  - id: gst-registration\n',
      '  - id: gst-return-filing-plus\n    name: GST Filing Plus\n    category: compliance\n    price: { amount: 4999 }\n  - id: gst-registration\n',
    )
    // A page with no Hindi version (the blog stays English), so the new entry is used on one page alone.
    const about = path.join(office.dir, 'pages/blog/index.yaml')
    fs.writeFileSync(
      about,
      fs.readFileSync(about, 'utf8').replace(/^(\s+description: )(.*)$/m, '$1GST filing plus from {price:gst-return-filing-plus}. $2'),
    )
    expect(loadContent({ root: office.dir }).problems).toEqual([])
    const e = await refused(call(office.dir, 'discard', { file: book }))
    expect(e.status).toBe(409)
    expect(e.body.dependents).toEqual([{ file: 'pages/blog/index.yaml', title: expect.any(String) }])
    expect(e.body.error).toMatch(/^Discarding price book alone would break another change that depends on it: .*Nothing was discarded\.$/)
    expect(office.git('status', '--porcelain')).toBe(` M ${book}\n M pages/blog/index.yaml\n`)
    expect(await call(office.dir, 'discard', { file: book, together: ['pages/blog/index.yaml'] })).toMatchObject({
      result: 'restored',
      also: ['pages/blog/index.yaml'],
    })
    expect(office.git('status', '--porcelain')).toBe('')
  })

  it('Discard of a renamed page brings back its old file and the links to it, all together', async () => {
    const office = copySite('discard-rename')
    cleanup.push(office.dir)
    const r = await call(office.dir, 'renamePage', {
      file: 'pages/services/legal-ip-services/legal-documents.yaml',
      to: 'services/legal-ip-services/legal-papers',
    })
    const e = await refused(call(office.dir, 'discard', { file: r.file }))
    expect(e.status).toBe(409)
    const dependents = (e.body.dependents as { file: string }[]).map((d) => d.file)
    expect(dependents).toContain('pages/services/legal-ip-services/legal-documents.yaml')
    expect(dependents.length).toBeGreaterThan(2)
    // Named wrongly (one left out): refused again, nothing touched.
    expect((await refused(call(office.dir, 'discard', { file: r.file, together: dependents.slice(1) }))).status).toBe(409)
    expect(fs.existsSync(path.join(office.dir, r.file))).toBe(true)
    expect((await call(office.dir, 'discard', { file: r.file, together: dependents })).also).toEqual(dependents)
    expect(office.git('status', '--porcelain')).toBe('')
    expect(loadContent({ root: office.dir }).problems).toEqual([])
  })

  it('Discard puts a changed file back to its committed bytes, removes a new one, and refuses anything else', async () => {
    const office = copySite('discard')
    cleanup.push(office.dir)
    const about = path.join(office.dir, 'pages/about.yaml')
    const committed = fs.readFileSync(about)
    fs.writeFileSync(about, 'broken: [\n')
    fs.writeFileSync(path.join(office.dir, 'pages/new-page.yaml'), 'meta: {}\n')
    fs.rmSync(path.join(office.dir, 'pages/contact.yaml'))
    expect(await call(office.dir, 'discard', { file: 'pages/about.yaml' })).toEqual({
      file: 'pages/about.yaml',
      result: 'restored',
      also: [],
    })
    expect(fs.readFileSync(about).equals(committed)).toBe(true)
    expect((await call(office.dir, 'discard', { file: 'pages/contact.yaml' })).result).toBe('restored')
    expect((await call(office.dir, 'discard', { file: 'pages/new-page.yaml' })).result).toBe('removed')
    expect(office.git('status', '--porcelain')).toBe('')
    for (const bad of ['pages/about.yaml', 'package.json', '../x', 7])
      expect((await refused(call(office.dir, 'discard', { file: bad }))).status, String(bad)).toBe(400)
  })
})
