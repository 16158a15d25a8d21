// @vitest-environment node
/**
 * Content stays inside its folders: every address the content declares passes one rule, nothing is written
 * outside the output folder, no reader follows a symbolic link out of pages/, schema/ or public/, and an
 * editor change to several files is all or nothing, whichever step fails.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { copySite, type SiteCopy } from '../../scripts/editor/site-copy.ts'
import { refused } from './refusal.ts'
import { call } from './local-call.ts'
import { LINK_DIFF } from '../../scripts/editor/changes.ts'
import { listYaml, loadContent } from '../../scripts/lib/content/index.ts'
import { addressProblem, ADDRESS_MAX } from '../../src/checker/addresses.ts'
import { prerender } from '../../scripts/lib/prerender.ts'
import { OutsideFolderError, writeFilesTogether } from '../../scripts/lib/safe-write.ts'

const repo = path.resolve(import.meta.dirname, '../..')
const LEGAL = 'pages/services/legal-ip-services/legal-documents.yaml'
const SECRET = 'service-role-key-that-must-never-be-printed'
const copies: SiteCopy[] = []
afterEach(() => {
  vi.restoreAllMocks()
  for (const c of copies.splice(0)) fs.rmSync(c.dir, { recursive: true, force: true })
})
const site = () => {
  const c = copySite('containment')
  copies.push(c)
  return c
}

/** Every file under the copy (but node_modules and .git) with its bytes. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>()
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name
      if (r === 'node_modules' || r === '.git') continue
      if (e.isDirectory()) walk(r)
      else out.set(r, fs.readFileSync(path.join(dir, r), 'base64'))
    }
  }
  walk('')
  return out
}

const withAliases = (text: string, aliases: string[]) =>
  text.replace(/^sections:/m, `aliases:\n${aliases.map((a) => `  - ${JSON.stringify(a)}`).join('\n')}\nsections:`)

describe('one rule for every address', () => {
  it.each([
    '/../../outside',
    '/about/../../x',
    '/index',
    '/blog/index',
    '/about/',
    '/assets/index-abc',
    '/_headers',
    '/_data/x',
    '/sitemap.xml',
    '/robots.txt',
    '/contact?x=1',
    '/contact#form',
    '/About Us',
    '/a//b',
    '/404',
    '/rest/v1/lead_submissions',
    `/${'a'.repeat(ADDRESS_MAX)}`,
  ])('refuses %s as an alias, at its place, in plain words', (alias) => {
    const file = 'pages/about.yaml'
    const text = withAliases(fs.readFileSync(path.join(repo, file), 'utf8'), [alias])
    const { problems } = loadContent({ root: repo, overrides: new Map([[file, text]]) })
    const found = problems.filter((p) => p.code === 'bad-address')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file, path: ['aliases', 0] })
    expect(found[0].line).toBeGreaterThan(1)
    expect(found[0].hint).toBeTruthy()
  })

  it('refuses a canonical address with spaces or <, which used to reach sitemap.xml', () => {
    const file = 'pages/about.yaml'
    const text = fs.readFileSync(path.join(repo, file), 'utf8').replace(/^meta:\n/m, 'meta:\n  canonical: "/about us<script>"\n')
    const { problems } = loadContent({ root: repo, overrides: new Map([[file, text]]) })
    expect(problems.map((p) => `${p.code} ${p.path.join('.')}`)).toContain('bad-address meta.canonical')
  })

  it('refuses a page file under a reserved folder', () => {
    const { problems } = loadContent({
      root: repo,
      extraPages: new Map([['pages/assets/app.yaml', fs.readFileSync(path.join(repo, 'pages/about.yaml'), 'utf8')]]),
    })
    expect(problems.filter((p) => p.code === 'bad-address').map((p) => p.file)).toEqual(['pages/assets/app.yaml'])
  })

  it("passes the site's own addresses, and is the editor's rule for a new address", async () => {
    expect(loadContent({ root: repo }).problems).toEqual([])
    expect(addressProblem('/services/compliance-services/gst-compliance')).toBeUndefined()
    const { dir } = site()
    for (const to of ['../outside', 'assets/x', 'index', 'blog/index', 'a'.repeat(ADDRESS_MAX + 1), '404']) {
      const before = snapshot(dir)
      const e = await refused(call(dir, 'renamePage', { file: LEGAL, to }))
      expect(e.status, to).toBe(400)
      expect(e.body.error).toMatch(/Nothing was changed\.$/)
      expect(snapshot(dir)).toEqual(before)
    }
  })
})

describe('nothing is written outside the output folder', () => {
  it('the prerender refuses a page whose alias leads out, even past the checker', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'contain-dist-'))
    const outside = path.join(path.dirname(out), 'escaped.html')
    try {
      const { content } = loadContent({ root: repo })
      const about = content!.pages.get('/about')!
      const forged = { ...content!, pages: new Map([['/about', { ...about, aliases: [`/../${path.basename(outside, '.html')}`] }]]) }
      const render = () => ({ html: '<p>x</p>', lazy: [] })
      expect(() =>
        prerender(forged, '<!--app-head--><!--app-html--><!--app-data-->', render, out, {
          favicon: '<svg/>',
          manifest: {},
          builtAt: Date.now(),
        }),
      ).toThrow(OutsideFolderError)
      expect(fs.existsSync(outside)).toBe(false)
    } finally {
      fs.rmSync(out, { recursive: true, force: true })
    }
  })

  it('a write through a link in the output folder is refused', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'contain-link-'))
    const away = fs.mkdtempSync(path.join(os.tmpdir(), 'contain-away-'))
    try {
      fs.symlinkSync(away, path.join(out, 'blog'))
      expect(() => writeFilesTogether(out, new Map([['blog/x.html', 'x']]))).toThrow(OutsideFolderError)
      expect(fs.readdirSync(away)).toEqual([])
    } finally {
      fs.rmSync(out, { recursive: true, force: true })
      fs.rmSync(away, { recursive: true, force: true })
    }
  })
})

describe('an alias that leads out, end to end: npm run check and npm run build in a copy of the project', () => {
  let project: string
  beforeAll(() => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'contain-project-'))
    for (const part of ['pages', 'schema', 'public', 'src', 'scripts', 'supabase'])
      fs.cpSync(path.join(repo, part), path.join(project, part), { recursive: true })
    for (const f of ['package.json', 'index.html', 'vite.config.ts', 'tsconfig.json'])
      fs.copyFileSync(path.join(repo, f), path.join(project, f))
    fs.symlinkSync(path.join(repo, 'node_modules'), path.join(project, 'node_modules'))
    const git = (...args: string[]) => spawnSync('git', ['-c', 'user.email=t@example.in', '-c', 'user.name=t', ...args], { cwd: project })
    fs.writeFileSync(path.join(project, '.gitignore'), 'node_modules\n.env\ndist\n')
    git('init', '-q')
    git('add', '-A')
    git('commit', '-qm', 'the project')
  })
  afterAll(() => fs.rmSync(project, { recursive: true, force: true }))
  const run = (script: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: project, encoding: 'utf8', env: { ...process.env, CI: '' } })

  it('stops at the check and writes nothing outside dist/', () => {
    const about = path.join(project, 'pages/about.yaml')
    const original = fs.readFileSync(about, 'utf8')
    fs.writeFileSync(about, withAliases(original, ['/../../escaped']))
    try {
      for (const script of ['scripts/check.ts', 'scripts/build.ts']) {
        const r = run(script)
        expect(r.status, script).toBe(1)
        expect(r.stderr).toContain('pages/about.yaml')
        expect(r.stderr).toContain('cannot be a page address')
      }
      expect(fs.existsSync(path.join(project, 'escaped.html'))).toBe(false)
      expect(fs.existsSync(path.join(path.dirname(project), 'escaped.html'))).toBe(false)
    } finally {
      fs.writeFileSync(about, original)
    }
  })

  it('a link in pages/, schema/ or public/ to the .env file is a problem at its own path; no key is printed or built', () => {
    fs.writeFileSync(path.join(project, '.env'), `SUPABASE_SERVICE_ROLE_KEY=${SECRET}\n`)
    const links = ['pages/env.yaml', 'schema/sections/env.schema.json', 'public/env.txt']
    for (const l of links) fs.symlinkSync(path.join(project, '.env'), path.join(project, l))
    try {
      for (const script of ['scripts/check.ts', 'scripts/build.ts']) {
        const r = run(script)
        expect(r.status, script).toBe(1)
        expect(`${r.stdout}${r.stderr}`).not.toContain(SECRET)
        expect(`${r.stdout}${r.stderr}`).not.toContain('.env')
        for (const l of links) expect(r.stderr).toContain(l)
        expect(r.stderr).toContain('a shortcut (a symbolic link)')
      }
      expect(fs.existsSync(path.join(project, 'dist/env.txt'))).toBe(false)
    } finally {
      for (const l of links) fs.rmSync(path.join(project, l))
    }
  })
})

describe('the editor never follows a link out of pages/', () => {
  it('lists no linked file and shows no linked file in What changed', async () => {
    const { dir } = site()
    fs.writeFileSync(path.join(dir, '.env'), `KEY=${SECRET}\n`)
    fs.symlinkSync('../.env', path.join(dir, 'pages/env.yaml'))
    fs.mkdirSync(path.join(dir, 'outside'))
    fs.writeFileSync(path.join(dir, 'outside/page.yaml'), 'meta: { title: Outside }\n')
    fs.symlinkSync('../outside', path.join(dir, 'pages/linked'))
    expect(listYaml(dir).filter((f) => f.includes('env') || f.includes('linked'))).toEqual([])
    expect((await call(dir, 'files')).map((f) => f.file)).not.toContain('pages/env.yaml')
    const changed = await call(dir, 'changes')
    expect(JSON.stringify(changed)).not.toContain(SECRET)
    expect(changed.files.find((f) => f.file === 'pages/env.yaml')?.diff).toBe(LINK_DIFF)
    const { problems } = loadContent({ root: dir })
    expect(problems.filter((p) => p.code === 'linked-file').map((p) => p.file)).toEqual(['pages/env.yaml', 'pages/linked'])
    expect(JSON.stringify(problems)).not.toContain(SECRET)
  })
})

describe('a change to several files is all or nothing', () => {
  /** Makes the nth call (1-based) of fs[method] whose first argument matches `which` fail with `code`. */
  function failOn(method: 'writeFileSync' | 'renameSync' | 'linkSync' | 'rmSync', code: string, which: (arg: string) => boolean, nth = 1) {
    const real = fs[method] as (...args: unknown[]) => unknown
    let seen = 0
    vi.spyOn(fs, method).mockImplementation(((...args: unknown[]) => {
      if (which(String(args[0])) && ++seen === nth) {
        const error = new Error(`${code}: injected`) as NodeJS.ErrnoException
        error.code = code
        throw error
      }
      return real.apply(fs, args)
    }) as never)
  }
  const isTemp = (p: string) => p.includes('.site-write-')

  it.each([
    ['the name is too long', 'writeFileSync', 'ENAMETOOLONG', isTemp, 1, /the name is too long/],
    ['the disk is full while writing a page that links to it', 'writeFileSync', 'ENOSPC', isTemp, 3, /the disk is full/],
    ['permission is refused while putting a file in place', 'renameSync', 'EACCES', isTemp, 2, /does not allow/],
    ['the new name exists by the time it is put in place', 'linkSync', 'EEXIST', isTemp, 1, /appeared meanwhile/],
    ['the old file cannot be removed', 'rmSync', 'EPERM', (p: string) => p.endsWith('legal-documents.yaml'), 1, /does not allow/],
  ] as const)('rename: %s → every file and the unpublished edit are still there', async (_what, method, code, which, nth, said) => {
    const { dir, git } = site()
    // A saved edit not yet published, in the page itself and in a page that links to it.
    const page = path.join(dir, LEGAL)
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace(/title: (.*)/, 'title: $1 (edited)'))
    const before = snapshot(dir)
    const status = git('status', '--porcelain')
    failOn(method, code, which, nth)
    const e = await refused(call(dir, 'renamePage', { file: LEGAL, to: 'services/legal-ip-services/legal-agreements' }))
    vi.restoreAllMocks()
    expect(e.body.error).toMatch(said)
    expect(e.body.error).toContain('Nothing was changed')
    expect(snapshot(dir)).toEqual(before)
    expect(git('status', '--porcelain')).toBe(status)
    expect(fs.readFileSync(page, 'utf8')).toContain('(edited)')
  })

  it('delete with its links removed: a failure halfway puts everything back', async () => {
    const { dir } = site()
    const before = snapshot(dir)
    failOn('renameSync', 'ENOSPC', isTemp, 2)
    const e = await refused(call(dir, 'deletePage', { file: LEGAL, removeLinks: true }))
    vi.restoreAllMocks()
    expect(e.body.error).toMatch(/the disk is full/)
    expect(snapshot(dir)).toEqual(before)
  })

  it('a rename that works still moves the page and its links, with no temporary file left', async () => {
    const { dir } = site()
    const r = await call(dir, 'renamePage', { file: LEGAL, to: 'services/legal-ip-services/legal-agreements' })
    expect(fs.existsSync(path.join(dir, r.file))).toBe(true)
    expect(fs.existsSync(path.join(dir, LEGAL))).toBe(false)
    expect([...snapshot(dir).keys()].filter(isTemp)).toEqual([])
    expect(loadContent({ root: dir }).problems).toEqual([])
  })
})
