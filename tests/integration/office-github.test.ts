// @vitest-environment node
/**
 * The hosted editor's GitHub client (src/worker/github.ts) against the local double of GitHub
 * (scripts/office/github-double.ts): a real bare repository behind GitHub's documented requests, also
 * served over git's smart HTTP protocol so a test clones what was published and pushes as someone else.
 * Nothing here reaches github.com.
 */
import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import vm from 'node:vm'
import { build } from 'esbuild'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startGitHubDouble, type GitHubDouble } from '../../scripts/office/github-double.ts'
import { GitHubError, GitHubRepo, GitHubUnavailableError, StaleHeadError, tooSlow, type GitHubConfig } from '../../src/worker/github.ts'

// Asynchronous: the double answers git over HTTP from this same process, so a blocking git would hang.
const run = promisify(execFile)
const git = async (cwd: string, ...args: string[]) =>
  (await run('git', ['-c', 'user.email=dev@example.in', '-c', 'user.name=dev', ...args], { cwd, encoding: 'utf8' })).stdout.trim()

const root = path.resolve(import.meta.dirname, '../..')
const cleanup: string[] = []
let double: GitHubDouble

const logo = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 253, 254, 255])
beforeEach(async () => {
  const seed = fs.mkdtempSync(path.join(os.tmpdir(), 'office-github-seed-'))
  cleanup.push(seed)
  fs.mkdirSync(path.join(seed, 'pages/services'), { recursive: true })
  fs.mkdirSync(path.join(seed, 'public'))
  fs.writeFileSync(path.join(seed, 'pages/index.yaml'), 'title: Home\n')
  fs.writeFileSync(path.join(seed, 'pages/services/gst.yaml'), 'title: GST registration\nprice: 2999\n')
  fs.writeFileSync(path.join(seed, 'public/logo.png'), logo)
  double = await startGitHubDouble({ seedFrom: seed })
})
afterEach(async () => {
  await double.close()
  for (const dir of cleanup.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

const client = (more: Partial<GitHubConfig> = {}) =>
  new GitHubRepo({
    api: double.url,
    appId: double.appId,
    privateKey: double.privateKeyPem,
    installationId: double.installationId,
    owner: double.owner,
    repo: double.repo,
    branch: 'main',
    ...more,
  })

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)
const bytes = (words: string) => new TextEncoder().encode(words)
const failure = async (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a refusal'),
    (error: unknown) => error as Error,
  )
const clone = async () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'office-github-clone-'))
  cleanup.push(parent)
  await git(parent, 'clone', '--quiet', double.gitUrl, 'site')
  return path.join(parent, 'site')
}
const apiCalls = () => double.calls.map((c) => `${c.method} ${c.path.replace(/[0-9a-f]{40}/g, '<sha>')} ${c.status}`)

describe('GitHubRepo against the double', () => {
  it('reads the head, every file of its tree and their bytes, as git has them', async () => {
    const github = client()
    const head = await github.head()
    expect(head).toBe(double.git('rev-parse', 'main'))
    const tree = await github.tree(head)
    expect(tree.map((e) => e.path)).toEqual(['pages/index.yaml', 'pages/services/gst.yaml', 'public/logo.png'])
    expect(tree.find((e) => e.path === 'public/logo.png')).toMatchObject({
      size: logo.length,
      sha: double.git('rev-parse', 'main:public/logo.png'),
    })
    const picture = tree.find((e) => e.path === 'public/logo.png')!
    expect(await github.blob(picture.sha)).toEqual(logo)
    expect(text(await github.blob(tree[1].sha))).toBe('title: GST registration\nprice: 2999\n')
    // One installation token for the session, and GitHub's headers on every call.
    expect(apiCalls()).toEqual([
      `POST /app/installations/${double.installationId}/access_tokens 201`,
      'GET /repos/office/site/git/ref/heads/main 200',
      'GET /repos/office/site/git/commits/<sha> 200',
      'GET /repos/office/site/git/trees/<sha> 200',
      'GET /repos/office/site/git/blobs/<sha> 200',
      'GET /repos/office/site/git/blobs/<sha> 200',
    ])
    for (const call of double.calls) {
      expect(call.headers).toMatchObject({ accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' })
      expect(call.headers['user-agent']).toBeTruthy()
    }
  })

  it('reads many blobs in one GraphQL request, and a picture (no text there) by itself, each byte as git has it', async () => {
    const github = client()
    const tree = await github.tree(await github.head())
    double.calls.length = 0
    const read = await github.blobs(tree.map((e) => e.sha))
    expect(apiCalls()).toEqual(['POST /graphql 200', 'GET /repos/office/site/git/blobs/<sha> 200'])
    expect(read.size).toBe(3)
    for (const e of tree) expect(read.get(e.sha), e.path).toEqual(await github.blob(e.sha))
    expect(read.get(tree.find((e) => e.path === 'public/logo.png')!.sha)).toEqual(logo)
  })

  it('publishes one commit that a clone over git sees, with the message naming the person', async () => {
    const github = client()
    const head = await github.head()
    const result = await github.commit({
      expectedHead: head,
      headline: 'Reprice GST registration',
      body: 'Published by Asha Rao from the office editor.',
      additions: [
        { path: 'pages/services/gst.yaml', contents: bytes('title: GST registration\nprice: 3499\n') },
        { path: 'pages/about.yaml', contents: bytes('title: About us — ₹ and all\n') },
      ],
      deletions: ['pages/index.yaml'],
    })
    expect(result.oid).toBe(double.git('rev-parse', 'main'))
    expect(result.url).toBe(`${double.url}/office/site/commit/${result.oid}`)

    const site = await clone()
    expect(await git(site, 'log', '-1', '--format=%s%n%n%b')).toBe(
      'Reprice GST registration\n\nPublished by Asha Rao from the office editor.',
    )
    expect(await git(site, 'rev-parse', 'HEAD^')).toBe(head)
    expect(fs.readFileSync(path.join(site, 'pages/services/gst.yaml'), 'utf8')).toContain('price: 3499')
    expect(fs.readFileSync(path.join(site, 'pages/about.yaml'), 'utf8')).toBe('title: About us — ₹ and all\n')
    expect(fs.existsSync(path.join(site, 'pages/index.yaml'))).toBe(false)
    expect(fs.readFileSync(path.join(site, 'public/logo.png'))).toEqual(Buffer.from(logo))
  })

  it('refuses a publish from a stale head with StaleHeadError after someone else pushes over git', async () => {
    const github = client()
    const head = await github.head()
    const site = await clone()
    fs.writeFileSync(path.join(site, 'pages/index.yaml'), 'title: Home, by a developer\n')
    await git(site, 'commit', '-qam', 'A developer’s change')
    await git(site, 'push', '--quiet', 'origin', 'main')
    const theirs = await git(site, 'rev-parse', 'HEAD')
    expect(await github.head()).toBe(theirs)

    const error = await failure(
      github.commit({
        expectedHead: head,
        headline: 'Office edit',
        additions: [{ path: 'pages/index.yaml', contents: bytes('x\n') }],
        deletions: [],
      }),
    )
    expect(error).toBeInstanceOf(StaleHeadError)
    expect(error.message).toContain(head)
    expect(double.git('rev-parse', 'main')).toBe(theirs)
    // From the new head it goes through.
    const again = await github.commit({ expectedHead: theirs, headline: 'Office edit', additions: [], deletions: ['public/logo.png'] })
    expect(double.git('rev-parse', 'main')).toBe(again.oid)
  })

  it('refuses with StaleHeadError when the branch moves between GitHub’s check and its update', async () => {
    const github = client()
    const head = await github.head()
    const racer = double.git('commit-tree', `${head}^{tree}`, '-p', head, '-m', 'Someone else, at the same moment')
    double.beforeNextRefUpdate(() => double.git('update-ref', 'refs/heads/main', racer, head))
    const error = await failure(
      github.commit({ expectedHead: head, headline: 'Office edit', additions: [], deletions: ['public/logo.png'] }),
    )
    expect(error).toBeInstanceOf(StaleHeadError)
    expect(double.git('rev-parse', 'main')).toBe(racer)
  })

  it('knows the stale-head refusal by its words alone, and not a malformed input that names expectedHeadOid', async () => {
    const answering = (errors: unknown[]) =>
      client({
        fetch: async (input, init) =>
          String(input).endsWith('/graphql') ? Response.json({ data: { createCommitOnBranch: null }, errors }) : fetch(input, init),
      })
    const change = { expectedHead: 'a'.repeat(40), headline: 'Office edit', additions: [], deletions: [] }
    const stale = await failure(
      answering([{ message: `Expected branch to point to "${'a'.repeat(40)}" but it did not. Pull and try again.` }]).commit(change),
    )
    expect(stale).toBeInstanceOf(StaleHeadError)
    const malformed =
      'Variable $input of type CreateCommitOnBranchInput! was provided invalid value for expectedHeadOid (Expected value to not be null)'
    const other = await failure(answering([{ message: malformed }]).commit(change))
    expect(other).toBeInstanceOf(GitHubError)
    expect(other.message).toBe(`GitHub did not make the commit on main: ${malformed}`)
  })

  it('refuses to read a tree GitHub lists only in part', async () => {
    const github = client()
    const head = await github.head()
    double.truncateTrees(true)
    const error = await failure(github.tree(head))
    expect(error).toBeInstanceOf(GitHubError)
    expect(error.message).toBe(
      `GitHub listed only part of the files of commit ${head} (the repository is too large to list at once), so the editor cannot read the site from it.`,
    )
  })

  it('mints a new installation token once when the one it holds stops working mid-session', async () => {
    const github = client()
    await github.head()
    double.expireTokens()
    expect(await github.head()).toBe(double.git('rev-parse', 'main'))
    expect(apiCalls()).toEqual([
      `POST /app/installations/${double.installationId}/access_tokens 201`,
      'GET /repos/office/site/git/ref/heads/main 200',
      'GET /repos/office/site/git/ref/heads/main 401',
      `POST /app/installations/${double.installationId}/access_tokens 201`,
      'GET /repos/office/site/git/ref/heads/main 200',
    ])
  })

  it('mints a new token a minute before the one it holds expires, without a refused call', async () => {
    await double.close()
    double = await startGitHubDouble({ seedFrom: cleanup[0], tokenSeconds: 90 })
    let now = Date.now()
    const github = client({ now: () => now })
    await github.head()
    await github.head()
    now += 31_000 // less than a minute left
    await github.head()
    expect(apiCalls().filter((c) => c.endsWith(' 401'))).toEqual([])
    expect(apiCalls().filter((c) => c.includes('access_tokens'))).toHaveLength(2)
  })

  it('waits out a short retry-after once and tries again', async () => {
    const slept: number[] = []
    const github = client({ sleep: async (ms) => void slept.push(ms) })
    await github.head()
    double.rateLimitNext(1, { status: 403, retryAfter: 2 })
    expect(await github.head()).toBe(double.git('rev-parse', 'main'))
    expect(slept).toEqual([2000])
    expect(apiCalls().slice(-2)).toEqual(['GET /repos/office/site/git/ref/heads/main 403', 'GET /repos/office/site/git/ref/heads/main 200'])

    // x-ratelimit-remaining: 0 with a reset a few seconds away is waited out the same way.
    double.rateLimitNext(1, { resetIn: 5 })
    await github.head()
    expect(slept[1]).toBeGreaterThanOrEqual(4000)
    expect(slept[1]).toBeLessThanOrEqual(6000)
  })

  it('leaves a long wait to the office with the seconds and a plain sentence', async () => {
    const slept: number[] = []
    const github = client({ sleep: async (ms) => void slept.push(ms) })
    const head = await github.head()
    double.rateLimitNext(1, { status: 429, retryAfter: 120 })
    const error = await failure(
      github.commit({ expectedHead: head, headline: 'Office edit', additions: [], deletions: ['public/logo.png'] }),
    )
    expect(error).toBeInstanceOf(GitHubUnavailableError)
    expect((error as GitHubUnavailableError).retryAfterSeconds).toBe(120)
    expect(error.message).toBe('GitHub asks us to wait 2 minutes before publishing again; your changes are kept.')
    expect(slept).toEqual([])
    expect(double.git('rev-parse', 'main')).toBe(head)

    // GraphQL's own way: a 200 whose errors say RATE_LIMITED, with the reset in the headers.
    double.rateLimitNext(1, { status: 200, resetIn: 290 })
    const graphql = await failure(
      github.commit({ expectedHead: head, headline: 'Office edit', additions: [], deletions: ['public/logo.png'] }),
    )
    expect(graphql).toBeInstanceOf(GitHubUnavailableError)
    expect(graphql.message).toBe('GitHub asks us to wait 5 minutes before publishing again; your changes are kept.')

    // A short wait is waited once only: asked again, the office is told.
    double.rateLimitNext(2, { retryAfter: 1 })
    const twice = await failure(github.head())
    expect(twice).toMatchObject({ retryAfterSeconds: 1 })
    expect(twice.message).toBe("GitHub asks us to wait 1 second before reading the website's shared copy again; nothing was lost.")
    expect(slept).toEqual([1000])
  })

  it('gives up on a request GitHub does not answer, or stops answering half way, within its time limit', async () => {
    const stalled = (init?: RequestInit) =>
      new Promise<never>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))
    const silent = client({
      timeoutMs: 200,
      fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => stalled(init)) as typeof fetch,
    })
    const started = Date.now()
    const error = (await silent.head().catch((e: unknown) => e)) as Error
    expect(error).toBeInstanceOf(GitHubUnavailableError)
    expect(error.message).toBe(tooSlow(0, 'read'))
    expect(Date.now() - started).toBeLessThan(2000)
    // Headers, then a body that never ends.
    const halfway = client({
      timeoutMs: 200,
      fetch: (async (_input: RequestInfo | URL, init?: RequestInit) =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"token":'))
              init?.signal?.addEventListener('abort', () => controller.error(init.signal!.reason))
            },
          }),
          { status: 201, headers: { 'content-type': 'application/json' } },
        )) as typeof fetch,
    })
    const cut = (await halfway.head().catch((e: unknown) => e)) as Error
    expect(cut).toBeInstanceOf(GitHubUnavailableError)
    expect(cut.message).toMatch(/^GitHub did not answer within \d+ seconds/)
  }, 10_000)

  it('proposes for review: a branch at the expected head, the commit on it and a pull request into main', async () => {
    const github = client()
    const head = await github.head()
    const pull = await github.propose({
      expectedHead: head,
      branchName: 'office/reprice-gst',
      headline: 'Reprice GST registration',
      body: 'Proposed by Asha Rao from the office editor.',
      title: 'Reprice GST registration',
      description: 'Asha Rao asks for review: the GST registration price goes to ₹3,499.',
      additions: [{ path: 'pages/services/gst.yaml', contents: bytes('title: GST registration\nprice: 3499\n') }],
      deletions: [],
    })
    expect(pull).toEqual({ number: 1, url: `${double.url}/office/site/pull/1`, oid: double.git('rev-parse', 'office/reprice-gst') })
    expect(double.pulls).toEqual([
      {
        number: 1,
        title: 'Reprice GST registration',
        body: 'Asha Rao asks for review: the GST registration price goes to ₹3,499.',
        head: 'office/reprice-gst',
        base: 'main',
      },
    ])
    expect(double.git('rev-parse', 'main')).toBe(head)
    expect(double.git('rev-parse', 'office/reprice-gst^')).toBe(head)
    expect(double.git('show', 'office/reprice-gst:pages/services/gst.yaml')).toContain('price: 3499')

    // A branch left at the expected head by a proposal that stopped half way is used as it is.
    double.git('update-ref', 'refs/heads/office/half-way', head)
    const resumed = await github.propose({ ...pullRequestLike(head), branchName: 'office/half-way', deletions: ['public/logo.png'] })
    expect(resumed.number).toBe(2)
    expect(double.git('rev-parse', 'office/half-way^')).toBe(head)

    // A branch of that name elsewhere is GitHub's refusal, in its words.
    const again = await failure(github.propose({ ...pullRequestLike(head), branchName: 'office/reprice-gst' }))
    expect(again).toBeInstanceOf(GitHubError)
    expect(again.message).toContain('Reference already exists')
  })

  it('signs with the App key given as PKCS#1 or as PKCS#8', async () => {
    expect(double.privateKeyPem).toContain('BEGIN RSA PRIVATE KEY')
    expect(double.privateKeyPkcs8Pem).toContain('BEGIN PRIVATE KEY')
    const head = double.git('rev-parse', 'main')
    expect(await client({ privateKey: double.privateKeyPem }).head()).toBe(head)
    expect(await client({ privateKey: double.privateKeyPkcs8Pem }).head()).toBe(head)
    // As a one-line secret with "\n" written out, as hosts' settings often keep it.
    expect(await client({ privateKey: double.privateKeyPem.replace(/\n/g, '\\n') }).head()).toBe(head)
  })

  it('is refused with a wrong key, and says so without the key or a token in the message', async () => {
    const wrong = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()
    const error = await failure(client({ privateKey: wrong }).head())
    expect(error).toBeInstanceOf(GitHubError)
    expect((error as GitHubError).status).toBe(401)
    expect(error.message).toMatch(/refused the app's credentials \(401 .+\): check the app id \d+ and that the private key/)
    expect(apiCalls()).toEqual([`POST /app/installations/${double.installationId}/access_tokens 401`])
    const keyBody = wrong.split('\n').filter((line) => line && !line.startsWith('-----'))
    for (const line of keyBody) expect(error.message).not.toContain(line.slice(0, 20))
    expect(JSON.stringify(error)).not.toMatch(/ghs_|PRIVATE KEY/)

    const notAKey = await failure(client({ privateKey: 'not a key' }).head())
    expect(notAKey.message).toBe('The GitHub App private key is not a PEM key (no BEGIN/END lines).')
  })

  it('bundles for the Workers runtime with no Node module, and works there with only fetch and WebCrypto', async () => {
    const bundled = await build({
      entryPoints: [path.join(root, 'src/worker/github.ts')],
      bundle: true,
      platform: 'browser',
      format: 'iife',
      globalName: 'office',
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    // The client and its base64 helpers only: nothing else comes with it.
    expect(Object.keys(bundled.metafile.inputs).sort()).toEqual(['src/editor-calls/base64.ts', 'src/worker/github.ts'])
    const code = bundled.outputFiles[0].text
    expect(code).not.toMatch(/\bnode:|\brequire\(|\bBuffer\b|\bprocess\./)

    // Only what the Workers runtime gives, and no code made from strings.
    const context = vm.createContext(
      { fetch, crypto: globalThis.crypto, TextEncoder, TextDecoder, atob, btoa, setTimeout, URL, Response, Headers, AbortSignal },
      { codeGeneration: { strings: false, wasm: false } },
    )
    vm.runInContext(code, context)
    const { GitHubRepo: Isolated } = (context as unknown as { office: { GitHubRepo: typeof GitHubRepo } }).office
    const github = new Isolated({
      api: double.url,
      appId: double.appId,
      privateKey: double.privateKeyPem,
      installationId: double.installationId,
      owner: double.owner,
      repo: double.repo,
      branch: 'main',
    })
    const head = await github.head()
    expect(head).toBe(double.git('rev-parse', 'main'))
    const { oid } = await github.commit({
      expectedHead: head,
      headline: 'From the isolated runtime',
      additions: [],
      deletions: ['public/logo.png'],
    })
    expect(double.git('log', '-1', '--format=%s', oid)).toBe('From the isolated runtime')
  })
})

function pullRequestLike(head: string) {
  return { expectedHead: head, headline: 'Again', title: 'Again', description: 'Again', additions: [], deletions: [] }
}
