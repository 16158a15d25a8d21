/**
 * A local double of GitHub for the hosted editor's client (src/worker/github.ts): the App's installation
 * tokens, the Git database reads, GraphQL's createCommitOnBranch and blobs by oid, refs and pull requests, answered from a
 * real bare repository with git plumbing and in GitHub's documented shapes. The same repository is served
 * over git's smart HTTP protocol (Debian's `git http-backend`) at /git/<name>.git, so a test can clone what
 * was published and push "as someone else".
 *
 * Knobs for tests: expireTokens(), rateLimitNext(n, …), calls. Run it alone to rehearse against it:
 *   node --import tsx scripts/office/github-double.ts [folder to seed from]
 */
import { execFileSync, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export interface GitHubDoubleOptions {
  /** An existing bare repository to serve; otherwise one is made in a temporary folder. */
  repoDir?: string
  /** A folder whose files (its .gitignore respected) become the first commit of a new repository. */
  seedFrom?: string
  branch?: string
  owner?: string
  repo?: string
  /** How long an installation token lives, in seconds (GitHub: an hour). */
  tokenSeconds?: number
}

export interface DoubleCall {
  method: string
  path: string
  status: number
  headers: http.IncomingHttpHeaders
}

export interface RateLimit {
  /** 403 (GitHub's primary and secondary limits) or 429; 200 is GraphQL's own way, errors of type RATE_LIMITED (on /graphql only). */
  status?: 200 | 403 | 429
  /** Seconds, sent as retry-after. */
  retryAfter?: number
  /** Seconds from now, sent as x-ratelimit-remaining: 0 and x-ratelimit-reset (epoch seconds) instead. */
  resetIn?: number
}

export interface PullRequest {
  number: number
  title: string
  body: string
  head: string
  base: string
}

export interface GitHubDouble {
  url: string
  appId: string
  installationId: string
  owner: string
  repo: string
  branch: string
  /** The App's private key as GitHub gives it (PKCS#1, "BEGIN RSA PRIVATE KEY"). */
  privateKeyPem: string
  /** The same key as PKCS#8 ("BEGIN PRIVATE KEY"). */
  privateKeyPkcs8Pem: string
  publicKeyPem: string
  /** Clone and push here: git's smart HTTP protocol, no credentials. */
  gitUrl: string
  bareDir: string
  pulls: PullRequest[]
  calls: DoubleCall[]
  /** Every installation token issued so far stops working now. */
  expireTokens(): void
  /** The next n API calls (token minting included; git over HTTP not) are answered with a rate limit. */
  rateLimitNext(n: number, limit?: RateLimit): void
  /** Trees are answered with truncated: true (as GitHub does past its limits) while on. */
  truncateTrees(on: boolean): void
  /** Runs once inside the next createCommitOnBranch, after its expected-head check and before the branch moves. */
  beforeNextRefUpdate(hook: () => void): void
  /** git in the bare repository, e.g. git('log', '-1', '--format=%B', 'main'). */
  git(...args: string[]): string
  close(): Promise<void>
}

const DOCS = 'https://docs.github.com/rest'

export async function startGitHubDouble(options: GitHubDoubleOptions = {}): Promise<GitHubDouble> {
  const branch = options.branch ?? 'main'
  const owner = options.owner ?? 'office'
  const repo = options.repo ?? 'site'
  const made: string[] = []
  let bareDir = options.repoDir
  if (!bareDir) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'github-double-'))
    made.push(root)
    bareDir = path.join(root, `${repo}.git`)
    execFileSync('git', ['init', '--quiet', '--bare', `--initial-branch=${branch}`, bareDir])
    if (options.seedFrom) seed(bareDir, options.seedFrom, branch)
  }
  const bare = bareDir
  const git = (args: string[], input?: Buffer | string, env?: Record<string, string>): Buffer =>
    execFileSync('git', args, { cwd: bare, input, env: { ...process.env, ...env }, maxBuffer: 256 * 1024 * 1024, stdio: 'pipe' })
  const gitText = (...args: string[]) => git(args).toString('utf8').trim()
  gitText('config', 'http.receivepack', 'true')

  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const appId = String(100000 + crypto.randomInt(800000))
  const installationId = String(10000000 + crypto.randomInt(80000000))
  const tokens = new Map<string, number>()
  const calls: DoubleCall[] = []
  const pulls: PullRequest[] = []
  let limited: { left: number; limit: RateLimit } = { left: 0, limit: {} }
  let truncated = false
  let beforeRefUpdate: (() => void) | undefined
  let base = ''

  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    res.end(JSON.stringify(body))
  }
  const notFound = { message: 'Not Found', documentation_url: DOCS, status: '404' }
  const badCredentials = { message: 'Bad credentials', documentation_url: DOCS, status: '401' }

  const verifyJwt = (authorization: string | undefined): boolean => {
    const jwt = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1]
    const [header, payload, signature] = jwt?.split('.') ?? []
    if (!header || !payload || !signature) return false
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>
    try {
      if (decode(header).alg !== 'RS256') return false
      const ok = crypto.verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url'))
      const claims = decode(payload)
      const now = Date.now() / 1000
      const iat = Number(claims.iat)
      const exp = Number(claims.exp)
      return ok && String(claims.iss) === appId && iat <= now + 60 && exp > now && exp <= now + 600
    } catch {
      return false
    }
  }
  const tokenOk = (authorization: string | undefined): boolean => {
    const token = /^(?:Bearer|token) (.+)$/i.exec(authorization ?? '')?.[1]
    const expires = token ? tokens.get(token) : undefined
    return expires !== undefined && expires > Date.now()
  }

  const ref = (name: string): string | undefined => {
    try {
      return gitText('rev-parse', '--verify', '--quiet', `refs/heads/${name}^{commit}`)
    } catch {
      return undefined
    }
  }
  const objectType = (sha: string): string | undefined => {
    if (!/^[0-9a-f]{40}$/.test(sha)) return undefined
    try {
      return gitText('cat-file', '-t', sha)
    } catch {
      return undefined
    }
  }

  const api = async (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => {
    const url = new URL(req.url ?? '/', base)
    const method = req.method ?? 'GET'
    const graphqlLimit = limited.limit.status === 200
    if (limited.left > 0 && (!graphqlLimit || url.pathname === '/graphql')) {
      limited.left--
      const { status = 403, retryAfter, resetIn } = limited.limit
      const headers: Record<string, string> =
        resetIn !== undefined
          ? { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000 + resetIn)) }
          : { 'retry-after': String(retryAfter ?? 60) }
      if (graphqlLimit) {
        const reset = { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000 + (resetIn ?? 60))) }
        return send(
          res,
          200,
          { errors: [{ type: 'RATE_LIMITED', message: `API rate limit exceeded for installation ID ${installationId}.` }] },
          reset,
        )
      }
      return send(
        res,
        status,
        { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', documentation_url: DOCS },
        headers,
      )
    }

    const minting = /^\/app\/installations\/([^/]+)\/access_tokens$/.exec(url.pathname)
    if (minting && method === 'POST') {
      if (!verifyJwt(req.headers.authorization)) {
        return send(res, 401, { message: 'A JSON web token could not be decoded', documentation_url: DOCS, status: '401' })
      }
      if (minting[1] !== installationId) return send(res, 404, notFound)
      const token = `ghs_${crypto.randomBytes(18).toString('base64url')}`
      const expires = Date.now() + (options.tokenSeconds ?? 3600) * 1000
      tokens.set(token, expires)
      return send(res, 201, {
        token,
        expires_at: new Date(expires).toISOString().replace(/\.\d+Z$/, 'Z'),
        permissions: { contents: 'write', pull_requests: 'write', metadata: 'read' },
        repository_selection: 'selected',
      })
    }
    if (!tokenOk(req.headers.authorization)) return send(res, 401, badCredentials)

    const json = () => JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>
    if (url.pathname === '/graphql' && method === 'POST') return send(res, 200, graphql(json()))

    const prefix = `/repos/${owner}/${repo}`
    if (!url.pathname.startsWith(`${prefix}/`)) return send(res, 404, notFound)
    const rest = decodeURIComponent(url.pathname.slice(prefix.length))
    let m: RegExpExecArray | null
    if (method === 'GET' && (m = /^\/git\/ref\/heads\/(.+)$/.exec(rest))) {
      const sha = ref(m[1])
      if (!sha) return send(res, 404, notFound)
      return send(res, 200, {
        ref: `refs/heads/${m[1]}`,
        url: `${base}${prefix}/git/refs/heads/${m[1]}`,
        object: { sha, type: 'commit', url: `${base}${prefix}/git/commits/${sha}` },
      })
    }
    if (method === 'GET' && (m = /^\/git\/commits\/([0-9a-f]{40})$/.exec(rest))) {
      if (objectType(m[1]) !== 'commit') return send(res, 404, notFound)
      const raw = gitText('cat-file', 'commit', m[1])
      const [head, ...message] = raw.split('\n\n')
      const tree = /^tree (\S+)$/m.exec(head)?.[1]
      const parents = [...head.matchAll(/^parent (\S+)$/gm)].map((p) => ({ sha: p[1], url: `${base}${prefix}/git/commits/${p[1]}` }))
      return send(res, 200, {
        sha: m[1],
        message: message.join('\n\n'),
        tree: { sha: tree, url: `${base}${prefix}/git/trees/${tree}` },
        parents,
      })
    }
    if (method === 'GET' && (m = /^\/git\/trees\/([0-9a-f]{40})$/.exec(rest))) {
      if (objectType(m[1]) !== 'tree') return send(res, 404, notFound)
      const recursive = url.searchParams.has('recursive') ? ['-r', '-t'] : []
      const listing = gitText('ls-tree', '-z', '-l', ...recursive, m[1])
      const tree = listing
        .split('\0')
        .filter(Boolean)
        .map((line) => {
          const [meta, file] = line.split('\t')
          const [mode, type, sha, size] = meta.split(/\s+/)
          return {
            path: file,
            mode,
            type,
            sha,
            ...(type === 'blob' ? { size: Number(size) } : {}),
            url: `${base}${prefix}/git/${type}s/${sha}`,
          }
        })
      return send(res, 200, { sha: m[1], url: `${base}${prefix}/git/trees/${m[1]}`, tree, truncated })
    }
    if (method === 'GET' && (m = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest))) {
      if (objectType(m[1]) !== 'blob') return send(res, 404, notFound)
      const bytes = git(['cat-file', 'blob', m[1]])
      const content = (bytes.toString('base64').match(/.{1,60}/g) ?? []).join('\n') + '\n'
      return send(res, 200, { sha: m[1], size: bytes.length, url: `${base}${prefix}/git/blobs/${m[1]}`, content, encoding: 'base64' })
    }
    if (method === 'POST' && rest === '/git/refs') {
      const { ref: name, sha } = json() as { ref?: string; sha?: string }
      if (!name || !/^refs\/heads\/./.test(name) || !sha) {
        return send(res, 422, {
          message: "Reference name must start with 'refs/' and have at least two slashes.",
          documentation_url: DOCS,
          status: '422',
        })
      }
      if (objectType(sha) !== 'commit') return send(res, 422, { message: 'Object does not exist', documentation_url: DOCS, status: '422' })
      try {
        // The empty old value: refused if the ref exists.
        git(['update-ref', name, sha, ''])
      } catch {
        return send(res, 422, { message: 'Reference already exists', documentation_url: DOCS, status: '422' })
      }
      return send(res, 201, {
        ref: name,
        url: `${base}${prefix}/git/${name}`,
        object: { sha, type: 'commit', url: `${base}${prefix}/git/commits/${sha}` },
      })
    }
    if (method === 'POST' && rest === '/pulls') {
      const { title, head, base: into, body: text } = json() as { title?: string; head?: string; base?: string; body?: string }
      if (!title || !head || !into || !ref(head) || !ref(into)) {
        return send(res, 422, {
          message: 'Validation Failed',
          errors: [{ resource: 'PullRequest', code: 'invalid' }],
          documentation_url: DOCS,
          status: '422',
        })
      }
      const pull = { number: pulls.length + 1, title, body: text ?? '', head, base: into }
      pulls.push(pull)
      return send(res, 201, {
        number: pull.number,
        state: 'open',
        title,
        body: pull.body,
        url: `${base}${prefix}/pulls/${pull.number}`,
        html_url: `${base}/${owner}/${repo}/pull/${pull.number}`,
        head: { ref: head, sha: ref(head) },
        base: { ref: into, sha: ref(into) },
      })
    }
    return send(res, 404, notFound)
  }

  type GraphqlError = { type?: string; path?: string[]; locations?: { line: number; column: number }[]; message: string }
  const failed = (message: string, type?: string): { data: unknown; errors: GraphqlError[] } => ({
    data: { createCommitOnBranch: null },
    errors: [{ ...(type ? { type } : {}), path: ['createCommitOnBranch'], locations: [{ line: 2, column: 3 }], message }],
  })

  /** Objects by their oid through `git cat-file --batch`: "<oid> <type> <size>\n<bytes>\n" each, or "<oid> missing\n". */
  const readObjects = (oids: string[]): Map<string, { type: string; bytes: Buffer }> => {
    const objects = new Map<string, { type: string; bytes: Buffer }>()
    if (!oids.length) return objects
    const out = git(['cat-file', '--batch'], oids.join('\n') + '\n')
    let at = 0
    while (at < out.length) {
      const end = out.indexOf(10, at)
      const [oid, type, size] = out.subarray(at, end).toString('latin1').split(' ')
      at = end + 1
      if (type === 'missing' || size === undefined) continue
      objects.set(oid, { type, bytes: out.subarray(at, at + Number(size)) })
      at += Number(size) + 1
    }
    return objects
  }

  /**
   * Blobs by their oid, as `repository(owner: $owner, name: $name) { b0: object(oid: $o0) { ... on Blob { text
   * isBinary isTruncated byteSize } } … }` with each oid a variable: GitHub's text is null for a binary blob
   * (git's own test: a NUL byte in the first 8,000 bytes), and an unknown oid answers null.
   */
  const blobsQuery = (query: string, variables: Record<string, unknown>): unknown => {
    const name = `${variables.owner}/${variables.name}`
    if (name.toLowerCase() !== `${owner}/${repo}`.toLowerCase()) {
      return {
        data: { repository: null },
        errors: [{ type: 'NOT_FOUND', path: ['repository'], message: `Could not resolve to a Repository with the name '${name}'.` }],
      }
    }
    const asked = [...query.matchAll(/(\w+):\s*object\(oid:\s*\$(\w+)\)/g)].map(([, alias, variable]) => ({
      alias,
      oid: String(variables[variable] ?? ''),
    }))
    // All of them from one `git cat-file --batch` (one process, not two per blob: a first read asks for hundreds).
    const objects = readObjects(asked.map((a) => a.oid).filter((oid) => /^[0-9a-f]{40}$/.test(oid)))
    const found: Record<string, unknown> = {}
    for (const { alias, oid } of asked) {
      const object = objects.get(oid)
      if (object?.type !== 'blob') {
        found[alias] = null
        continue
      }
      const bytes = object.bytes
      const isBinary = bytes.subarray(0, 8000).includes(0)
      found[alias] = { text: isBinary ? null : bytes.toString('utf8'), isBinary, isTruncated: false, byteSize: bytes.length }
    }
    return { data: { repository: found } }
  }

  /** createCommitOnBranch with its input passed as the variable $input, and the blobs query above. */
  const graphql = (request: Record<string, unknown>): unknown => {
    const query = String(request.query ?? '')
    const variables = (request.variables ?? {}) as Record<string, unknown>
    if (/^\s*query\b/.test(query) && /repository\(/.test(query)) return blobsQuery(query, variables)
    const input = (variables as { input?: CommitInput }).input
    if (!/createCommitOnBranch/.test(query) || !input) {
      return { errors: [{ message: 'The double answers only createCommitOnBranch(input: $input) and blobs by their oid.' }] }
    }
    const branchName = input.branch?.branchName?.replace(/^refs\/heads\//, '') ?? ''
    if (input.branch?.repositoryNameWithOwner?.toLowerCase() !== `${owner}/${repo}`.toLowerCase()) {
      return failed(`Could not resolve to a Repository with the name '${input.branch?.repositoryNameWithOwner}'.`, 'NOT_FOUND')
    }
    const current = ref(branchName)
    if (!current) return failed(`A ref named "refs/heads/${branchName}" does not exist.`, 'NOT_FOUND')
    const expected = input.expectedHeadOid ?? ''
    const stale = () => failed(`Expected branch to point to "${expected}" but it did not. Pull and try again.`, 'STALE_DATA')
    if (expected !== current) return stale()
    const headline = input.message?.headline ?? ''
    if (!headline.trim()) return failed('A commit message headline is required.', 'UNPROCESSABLE')

    const indexFile = path.join(os.tmpdir(), `github-double-index-${crypto.randomUUID()}`)
    const env = { GIT_INDEX_FILE: indexFile }
    try {
      git(['read-tree', `${expected}^{tree}`], undefined, env)
      // --index-info, as update-index's other ways to remove an entry want a work tree.
      const records: string[] = []
      for (const { path: file } of input.fileChanges?.deletions ?? []) {
        if (!git(['ls-files', '-z', '--', file], undefined, env).length) {
          return failed(`A path was requested for deletion which does not exist as of commit oid \`${expected}\``, 'UNPROCESSABLE')
        }
        records.push(`0 ${'0'.repeat(40)}\t${file}\0`)
      }
      for (const { path: file, contents } of input.fileChanges?.additions ?? []) {
        const sha = git(['hash-object', '-w', '--stdin'], Buffer.from(contents, 'base64')).toString().trim()
        records.push(`100644 ${sha}\t${file}\0`)
      }
      git(['update-index', '-z', '--index-info'], records.join(''), env)
      const tree = git(['write-tree'], undefined, env).toString().trim()
      const message = input.message?.body ? `${headline}\n\n${input.message.body}` : headline
      const oid = git(['commit-tree', tree, '-p', expected, '-F', '-'], message, {
        GIT_AUTHOR_NAME: 'office-editor[bot]',
        GIT_AUTHOR_EMAIL: `${appId}+office-editor[bot]@users.noreply.github.com`,
        GIT_COMMITTER_NAME: 'GitHub',
        GIT_COMMITTER_EMAIL: 'noreply@github.com',
      })
        .toString()
        .trim()
      const hook = beforeRefUpdate
      beforeRefUpdate = undefined
      hook?.()
      try {
        // With the old value, so a push that lands between the check above and here is refused too.
        git(['update-ref', `refs/heads/${branchName}`, oid, expected])
      } catch {
        return stale()
      }
      return { data: { createCommitOnBranch: { commit: { oid, url: `${base}/${owner}/${repo}/commit/${oid}` } } } }
    } finally {
      fs.rmSync(indexFile, { force: true })
    }
  }

  /** git's smart HTTP protocol, by running `git http-backend` as a CGI program. */
  const gitHttp = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => {
    const url = new URL(req.url ?? '/', base)
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      GIT_PROJECT_ROOT: path.dirname(bare),
      GIT_HTTP_EXPORT_ALL: '1',
      PATH_INFO: decodeURIComponent(url.pathname.slice('/git'.length)),
      QUERY_STRING: url.search.slice(1),
      REQUEST_METHOD: req.method ?? 'GET',
      CONTENT_TYPE: req.headers['content-type'] ?? '',
      CONTENT_LENGTH: String(body.length),
      REMOTE_ADDR: '127.0.0.1',
    }
    if (req.headers['content-encoding']) env.HTTP_CONTENT_ENCODING = String(req.headers['content-encoding'])
    if (req.headers['git-protocol']) env.GIT_PROTOCOL = String(req.headers['git-protocol'])
    const child = spawn('git', ['http-backend'], { env })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
    child.on('close', () => {
      const all = Buffer.concat(out)
      let split = all.indexOf('\r\n\r\n')
      let gap = 4
      if (split < 0) {
        split = all.indexOf('\n\n')
        gap = 2
      }
      if (split < 0) {
        res.writeHead(500, { 'content-type': 'text/plain' })
        return res.end(`git http-backend gave no headers. ${Buffer.concat(err).toString()}`)
      }
      let status = 200
      const headers: Record<string, string> = {}
      for (const line of all.subarray(0, split).toString('latin1').split(/\r?\n/)) {
        const colon = line.indexOf(':')
        if (colon < 0) continue
        const name = line.slice(0, colon).trim()
        const value = line.slice(colon + 1).trim()
        if (name.toLowerCase() === 'status') status = Number(value.split(' ')[0])
        else headers[name] = value
      }
      res.writeHead(status, headers)
      res.end(all.subarray(split + gap))
    })
    // It may stop reading before the end of what was sent (a refused request): that is its answer, not a fault.
    child.stdin.on('error', () => {})
    child.on('error', (error) => {
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(`git http-backend did not start: ${error.message}`)
    })
    child.stdin.end(body)
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const path = (req.url ?? '/').replace(/\?.*$/, '')
      if (path.startsWith('/git/')) return gitHttp(req, res, body)
      res.on('finish', () => calls.push({ method: req.method ?? 'GET', path, status: res.statusCode, headers: req.headers }))
      api(req, res, body).catch((error: unknown) => send(res, 500, { message: String(error) }))
    })
  })
  // Node closes an idle kept-alive connection after 5 s, and a close decided while a long answer held the loop can meet
  // the caller's next request on it (a reset it reads as "GitHub is not answering"); GitHub keeps them far longer.
  server.keepAliveTimeout = 120_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: base,
    appId,
    installationId,
    owner,
    repo,
    branch,
    privateKeyPem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    privateKeyPkcs8Pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    gitUrl: `${base}/git/${path.basename(bare)}`,
    bareDir: bare,
    pulls,
    calls,
    expireTokens: () => {
      for (const token of tokens.keys()) tokens.set(token, 0)
    },
    rateLimitNext: (n, limit = {}) => {
      limited = { left: n, limit }
    },
    truncateTrees: (on) => {
      truncated = on
    },
    beforeNextRefUpdate: (hook) => {
      beforeRefUpdate = hook
    },
    git: (...args) => gitText(...args),
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      for (const dir of made) fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

interface CommitInput {
  branch?: { repositoryNameWithOwner?: string; branchName?: string }
  expectedHeadOid?: string
  message?: { headline?: string; body?: string }
  fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] }
}

/** The folder's files (its .gitignore respected) as the first commit on the branch. */
function seed(bareDir: string, folder: string, branch: string): void {
  const indexFile = path.join(os.tmpdir(), `github-double-seed-${crypto.randomUUID()}`)
  const env = {
    ...process.env,
    GIT_DIR: bareDir,
    GIT_WORK_TREE: path.resolve(folder),
    GIT_INDEX_FILE: indexFile,
    GIT_AUTHOR_NAME: 'Site developer',
    GIT_AUTHOR_EMAIL: 'dev@example.in',
    GIT_COMMITTER_NAME: 'Site developer',
    GIT_COMMITTER_EMAIL: 'dev@example.in',
  }
  const run = (args: string[], input?: string) => execFileSync('git', args, { cwd: folder, env, input, stdio: 'pipe' }).toString().trim()
  try {
    run(['add', '-A', '.'])
    const tree = run(['write-tree'])
    const commit = run(['commit-tree', tree, '-F', '-'], 'The site as it starts\n')
    run(['update-ref', `refs/heads/${branch}`, commit])
  } finally {
    fs.rmSync(indexFile, { force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const double = await startGitHubDouble({ seedFrom: process.argv[2] ?? process.cwd() })
  const keyFile = path.join(path.dirname(double.bareDir), 'app-key.pem')
  fs.writeFileSync(keyFile, double.privateKeyPem)
  console.log(`GitHub double at ${double.url} (Ctrl-C to stop)
  GITHUB_API=${double.url}
  GITHUB_APP_ID=${double.appId}
  GITHUB_APP_INSTALLATION_ID=${double.installationId}
  GITHUB_APP_PRIVATE_KEY: the file ${keyFile}
  GITHUB_OWNER=${double.owner} GITHUB_REPO=${double.repo} GITHUB_BRANCH=${double.branch}
  git clone ${double.gitUrl}`)
  process.on('SIGINT', () => void double.close().then(() => process.exit(0)))
}
