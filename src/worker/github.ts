/**
 * The hosted editor's way into the site's GitHub repository, as a GitHub App installed on it: reads the
 * branch's files through the Git database API and publishes with GraphQL's createCommitOnBranch, whose
 * expected head refuses a publish when someone else published meanwhile.
 *
 * Runs in Cloudflare's Workers runtime: only fetch, WebCrypto, TextEncoder and atob/btoa; no Node modules.
 * No error message names a token or the key.
 */

import { base64url, fromBase64, toBase64 } from '../editor-calls/base64.ts'

export interface GitHubConfig {
  /** 'https://api.github.com' in production; a local double's address in tests. */
  api: string
  appId: string
  /** The App's private key, PEM: PKCS#1 ("BEGIN RSA PRIVATE KEY", as GitHub gives it) or PKCS#8 ("BEGIN PRIVATE KEY"). */
  privateKey: string
  installationId: string
  owner: string
  repo: string
  /** The branch the site is built from, e.g. 'main'. */
  branch: string
  fetch?: typeof fetch
  /** Milliseconds since 1970, as Date.now. */
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  /** The longest one request may take, its answer read whole (GITHUB_TIMEOUT_MS by default). */
  timeoutMs?: number
}

/** The longest one request to GitHub may take: a stalled one fails in words instead of holding the call. */
export const GITHUB_TIMEOUT_MS = 30_000

export interface TreeEntry {
  path: string
  sha: string
  size: number
}

export interface FileAddition {
  path: string
  contents: Uint8Array
}

export interface Change {
  /** The commit the change was made from: the publish is refused (StaleHeadError) when the branch has moved. */
  expectedHead: string
  headline: string
  body?: string
  additions: FileAddition[]
  deletions: string[]
  /** Defaults to the configured branch. */
  branch?: string
}

export interface Proposal extends Omit<Change, 'branch'> {
  title: string
  description: string
  /** The review branch to create at expectedHead, e.g. 'office/2026-11-26-prices'. */
  branchName: string
}

/** createCommitOnBranch refused: the branch no longer points at the expected head (someone else published). */
export class StaleHeadError extends Error {
  override name = 'StaleHeadError'
}

/** GitHub asks us to wait (rate limited) or is not answering. The message is for the office. */
export class GitHubUnavailableError extends Error {
  override name = 'GitHubUnavailableError'
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}

/**
 * Any other refusal (bad credentials, missing branch, a review branch that exists already): the status and
 * GitHub's own words. Status 0: refused before asking GitHub (the private key cannot be read).
 */
export class GitHubError extends Error {
  override name = 'GitHubError'
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

/** A wait this short is waited out once; a longer one is left to the office. */
const MAX_WAIT_SECONDS = 10
const API_VERSION = '2022-11-28'
const USER_AGENT = 'udyam-site-office'

/** Blobs asked for in one GraphQL request (each costs GitHub's limit one node; a query may ask for 500,000). */
const BLOBS_PER_QUERY = 100

const COMMIT_MUTATION = `mutation ($input: CreateCommitOnBranchInput!) {
  createCommitOnBranch(input: $input) { commit { oid url } }
}`

type Json = Record<string, unknown>
/** Bytes WebCrypto accepts (not over a SharedArrayBuffer). */
type Bytes = Uint8Array<ArrayBuffer>
type Doing = 'read' | 'publish'

export class GitHubRepo {
  readonly #config: GitHubConfig
  readonly #fetch: typeof fetch
  readonly #now: () => number
  readonly #sleep: (ms: number) => Promise<void>
  #key?: Promise<CryptoKey>
  #token?: { value: string; expiresAt: number }

  constructor(config: GitHubConfig) {
    this.#config = { ...config, api: config.api.replace(/\/+$/, '') }
    // Workers refuse a fetch called off its global ("Illegal invocation"), so never keep a bare reference.
    this.#fetch = config.fetch ?? ((input, init) => fetch(input, init))
    this.#now = config.now ?? Date.now
    this.#sleep = config.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)))
  }

  /** The commit the branch points at now. */
  async head(branch = this.#config.branch): Promise<string> {
    const ref = (await this.#send('GET', `${this.#repoPath}/git/ref/heads/${segments(branch)}`, undefined, 'read')) as {
      object: { sha: string; type: string }
    }
    return ref.object.sha
  }

  /** The commits a commit was made on (one for a publish; none for the first commit). */
  async parents(commitOid: string): Promise<string[]> {
    const commit = (await this.#send('GET', `${this.#repoPath}/git/commits/${commitOid}`, undefined, 'read')) as {
      parents?: { sha: string }[]
    }
    return (commit.parents ?? []).map((p) => p.sha)
  }

  /** Every file (blob) in the commit, at any depth. */
  async tree(commitOid: string): Promise<TreeEntry[]> {
    const commit = (await this.#send('GET', `${this.#repoPath}/git/commits/${commitOid}`, undefined, 'read')) as { tree: { sha: string } }
    const tree = (await this.#send('GET', `${this.#repoPath}/git/trees/${commit.tree.sha}?recursive=1`, undefined, 'read')) as {
      tree: { path: string; type: string; sha: string; size?: number }[]
      truncated: boolean
    }
    if (tree.truncated) {
      throw new GitHubError(
        `GitHub listed only part of the files of commit ${commitOid} (the repository is too large to list at once), so the editor cannot read the site from it.`,
        200,
      )
    }
    return tree.tree.filter((e) => e.type === 'blob').map((e) => ({ path: e.path, sha: e.sha, size: e.size ?? 0 }))
  }

  async blob(sha: string): Promise<Uint8Array> {
    const blob = (await this.#send('GET', `${this.#repoPath}/git/blobs/${sha}`, undefined, 'read')) as { content: string; encoding: string }
    if (blob.encoding !== 'base64') throw new GitHubError(`GitHub sent blob ${sha} as ${blob.encoding}, not base64.`, 200)
    return fromBase64(blob.content)
  }

  /**
   * Many blobs at once: their text through GraphQL, up to BLOBS_PER_QUERY in one request, so a first read of
   * the site is a handful of requests instead of one per file (the Workers free plan allows 50 a call). A blob
   * GraphQL gives no text for (a picture), or whose text is not its exact bytes, is read one by one.
   */
  async blobs(shas: string[]): Promise<Map<string, Uint8Array>> {
    const out = new Map<string, Uint8Array>()
    const oneByOne: string[] = []
    for (let i = 0; i < shas.length; i += BLOBS_PER_QUERY) {
      const part = shas.slice(i, i + BLOBS_PER_QUERY)
      const variables: Json = { owner: this.#config.owner, name: this.#config.repo }
      part.forEach((sha, n) => (variables[`o${n}`] = sha))
      const query = `query ($owner: String!, $name: String!, ${part.map((_, n) => `$o${n}: GitObjectID!`).join(', ')}) {
  repository(owner: $owner, name: $name) { ${part.map((_, n) => `b${n}: object(oid: $o${n}) { ... on Blob { text isBinary isTruncated byteSize } }`).join(' ')} }
}`
      const answer = (await this.#send('POST', '/graphql', { query, variables }, 'read')) as {
        data?: {
          repository?: Record<string, { text: string | null; isBinary: boolean | null; isTruncated: boolean; byteSize: number } | null>
        }
        errors?: { message?: string }[]
      }
      const found = answer.data?.repository
      if (!found) {
        const words = (answer.errors ?? []).map((e) => e.message).join('; ') || 'no repository in the answer'
        throw new GitHubError(`GitHub did not give the site's files: ${words}`, 200)
      }
      part.forEach((sha, n) => {
        const blob = found[`b${n}`]
        const bytes = blob && typeof blob.text === 'string' && !blob.isBinary && !blob.isTruncated ? utf8(blob.text) : undefined
        // GraphQL gives text, not bytes: only a text that encodes back to exactly byteSize bytes is taken as the file.
        if (bytes && bytes.length === blob!.byteSize) out.set(sha, bytes)
        else oneByOne.push(sha)
      })
    }
    for (const sha of oneByOne) out.set(sha, await this.blob(sha))
    return out
  }

  /** One commit on the branch (the configured one unless change.branch), on top of change.expectedHead. */
  async commit(change: Change): Promise<{ oid: string; url: string }> {
    const branch = change.branch ?? this.#config.branch
    const input = {
      branch: { repositoryNameWithOwner: `${this.#config.owner}/${this.#config.repo}`, branchName: branch },
      expectedHeadOid: change.expectedHead,
      message: change.body ? { headline: change.headline, body: change.body } : { headline: change.headline },
      fileChanges: {
        additions: change.additions.map((a) => ({ path: a.path, contents: toBase64(a.contents) })),
        deletions: change.deletions.map((path) => ({ path })),
      },
    }
    const answer = (await this.#send('POST', '/graphql', { query: COMMIT_MUTATION, variables: { input } }, 'publish')) as {
      data?: { createCommitOnBranch?: { commit: { oid: string; url: string } } | null }
      errors?: { type?: string; message?: string }[]
    }
    const errors = answer.errors ?? []
    if (errors.some(isStaleHead)) {
      throw new StaleHeadError(`The branch ${branch} has moved on from ${change.expectedHead}: someone else published meanwhile.`)
    }
    const commit = answer.data?.createCommitOnBranch?.commit
    if (errors.length || !commit) {
      const words = errors.map((e) => e.message ?? e.type ?? 'unknown error').join('; ') || 'no commit in the answer'
      throw new GitHubError(`GitHub did not make the commit on ${branch}: ${words}`, 200)
    }
    return { oid: commit.oid, url: commit.url }
  }

  /**
   * Review mode: a new branch at expectedHead, the commit on it, and a pull request into the configured branch.
   * A branch of that name already at expectedHead (a proposal that stopped half way) is used as it is.
   */
  async propose(change: Proposal): Promise<{ number: number; url: string; oid: string }> {
    const ref = { ref: `refs/heads/${change.branchName}`, sha: change.expectedHead }
    try {
      await this.#send('POST', `${this.#repoPath}/git/refs`, ref, 'publish')
    } catch (error) {
      const exists = error instanceof GitHubError && error.status === 422
      if (!exists || (await this.head(change.branchName).catch(() => undefined)) !== change.expectedHead) throw error
    }
    const { oid } = await this.commit({ ...change, branch: change.branchName })
    const pull = (await this.#send(
      'POST',
      `${this.#repoPath}/pulls`,
      { title: change.title, head: change.branchName, base: this.#config.branch, body: change.description },
      'publish',
    )) as { number: number; html_url: string }
    return { number: pull.number, url: pull.html_url, oid }
  }

  get #repoPath(): string {
    return `/repos/${encodeURIComponent(this.#config.owner)}/${encodeURIComponent(this.#config.repo)}`
  }

  /** A call with the installation token: re-minted once on a 401, and a short rate-limit wait waited once. */
  async #send(method: string, path: string, body: unknown, doing: Doing): Promise<unknown> {
    let reminted = false
    let waited = false
    for (;;) {
      const token = await this.#installationToken(doing)
      const response = await this.#call(method, path, body, `Bearer ${token}`, doing)
      if (response.status === 401 && !reminted) {
        reminted = true
        this.#token = undefined
        continue
      }
      const wait = await this.#waitAsked(response, doing, waited, path === '/graphql')
      if (wait !== undefined) {
        waited = true
        await this.#sleep(wait * 1000)
        continue
      }
      return this.#answer(method, path, response, doing)
    }
  }

  async #installationToken(doing: Doing): Promise<string> {
    if (this.#token && this.#now() < this.#token.expiresAt - 60_000) return this.#token.value
    const path = `/app/installations/${encodeURIComponent(this.#config.installationId)}/access_tokens`
    let waited = false
    for (;;) {
      const response = await this.#call('POST', path, undefined, `Bearer ${await this.#jwt()}`, doing)
      const wait = await this.#waitAsked(response, doing, waited, false)
      if (wait !== undefined) {
        waited = true
        await this.#sleep(wait * 1000)
        continue
      }
      if (response.status === 401) {
        throw new GitHubError(
          `GitHub refused the app's credentials (401 ${await githubWords(response)}): check the app id ${this.#config.appId} and that the private key is the app's current one.`,
          401,
        )
      }
      const answer = (await this.#answer('POST', path, response, doing)) as { token: string; expires_at: string }
      const expiresAt = Date.parse(answer.expires_at)
      this.#token = { value: answer.token, expiresAt: Number.isNaN(expiresAt) ? this.#now() + 10 * 60_000 : expiresAt }
      return answer.token
    }
  }

  /** The App's own JWT: RS256, issued a minute ago (clock drift), valid for nine minutes (GitHub allows ten). */
  async #jwt(): Promise<string> {
    this.#key ??= importPrivateKey(this.#config.privateKey)
    const now = Math.floor(this.#now() / 1000)
    const header = base64url(utf8(JSON.stringify({ alg: 'RS256', typ: 'JWT' })))
    const payload = base64url(utf8(JSON.stringify({ iat: now - 60, exp: now + 9 * 60, iss: this.#config.appId })))
    const signed = `${header}.${payload}`
    const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', await this.#key, utf8(signed))
    return `${signed}.${base64url(new Uint8Array(signature))}`
  }

  async #call(method: string, path: string, body: unknown, authorization: string, doing: Doing): Promise<Response> {
    const headers: Record<string, string> = {
      accept: 'application/vnd.github+json',
      authorization,
      'user-agent': USER_AGENT,
      'x-github-api-version': API_VERSION,
    }
    // The branch's head must be read fresh: a cached answer would make every publish stale.
    if (method === 'GET' && path.includes('/git/ref/')) headers['cache-control'] = 'no-cache'
    if (body !== undefined) headers['content-type'] = 'application/json'
    const limit = this.#config.timeoutMs ?? GITHUB_TIMEOUT_MS
    try {
      const response = await this.#fetch(`${this.#config.api}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(limit),
      })
      // Read whole within the same limit: an answer that stops half way is a stalled request too.
      const bytes = await response.arrayBuffer()
      return new Response([101, 204, 205, 304].includes(response.status) ? null : bytes, response)
    } catch (e) {
      if ((e as Error)?.name === 'TimeoutError') throw new GitHubUnavailableError(tooSlow(Math.round(limit / 1000), doing))
      throw new GitHubUnavailableError(notAnswering(doing))
    }
  }

  /** Seconds to wait and try again, when GitHub asks for a short wait not yet waited; throws when the wait is long. */
  async #waitAsked(response: Response, doing: Doing, waited: boolean, graphql: boolean): Promise<number | undefined> {
    const seconds = await rateLimitWait(response, this.#now(), graphql)
    if (seconds === undefined) return undefined
    if (!waited && seconds <= MAX_WAIT_SECONDS) return seconds
    throw new GitHubUnavailableError(waitSentence(seconds, doing), seconds)
  }

  async #answer(method: string, path: string, response: Response, doing: Doing): Promise<unknown> {
    if (response.status >= 500) throw new GitHubUnavailableError(notAnswering(doing))
    if (!response.ok) {
      const where = path.replace(/\?.*$/, '')
      throw new GitHubError(`GitHub refused ${method} ${where} (${response.status} ${await githubWords(response)}).`, response.status)
    }
    return response.json()
  }
}

/** GitHub's stale-head refusal: type STALE_DATA, message 'Expected branch to point to "<oid>" but it did not. Pull and try again.' */
function isStaleHead(error: { type?: string; message?: string }): boolean {
  // Not any mention of expectedHeadOid: a malformed input names it too, and is no reason to bring work in.
  return error.type === 'STALE_DATA' || /expected branch to point to\b[\s\S]*but it did not/i.test(error.message ?? '')
}

/** How long GitHub asks us to wait, in seconds, or undefined when the answer is not a rate limit. */
async function rateLimitWait(response: Response, nowMs: number, graphql: boolean): Promise<number | undefined> {
  // GraphQL may also say it in a 200 answer: errors of type RATE_LIMITED.
  const inBody = graphql && response.status === 200 && /"type"\s*:\s*"RATE_LIMITED"/.test(await response.clone().text())
  if (!inBody && response.status !== 403 && response.status !== 429) return undefined
  const retryAfter = response.headers.get('retry-after')
  if (retryAfter !== null && /^\d+$/.test(retryAfter.trim())) return Number(retryAfter.trim())
  if (response.headers.get('x-ratelimit-remaining') === '0') {
    const reset = Number(response.headers.get('x-ratelimit-reset'))
    if (Number.isFinite(reset) && reset > 0) return Math.max(1, Math.ceil(reset - nowMs / 1000))
  }
  if (response.status === 429 || inBody) return 60
  // A 403 that says "rate limit" in words (a secondary limit without headers): GitHub asks for at least a minute.
  const words = await response.clone().text()
  return /rate limit/i.test(words) ? 60 : undefined
}

function waitSentence(seconds: number, doing: Doing): string {
  const minutes = Math.ceil(seconds / 60)
  const hours = Math.ceil(seconds / 3600)
  const span =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : minutes < 60
        ? `${minutes} minute${minutes === 1 ? '' : 's'}`
        : `${hours} hour${hours === 1 ? '' : 's'}`
  return doing === 'publish'
    ? `GitHub asks us to wait ${span} before publishing again; your changes are kept.`
    : `GitHub asks us to wait ${span} before reading the website's shared copy again; nothing was lost.`
}

function notAnswering(doing: Doing): string {
  return doing === 'publish'
    ? 'GitHub is not answering just now; your changes are kept. Try publishing again in a few minutes.'
    : "GitHub is not answering just now, so the website's shared copy cannot be read. Try again in a few minutes."
}

export function tooSlow(seconds: number, doing: Doing): string {
  return doing === 'publish'
    ? `GitHub did not answer within ${seconds} seconds; your changes are kept. Try publishing again in a few minutes.`
    : `GitHub did not answer within ${seconds} seconds, so the website's shared copy cannot be read. Try again in a few minutes.`
}

/** GitHub's own message from an error answer ({ message }), short; never the request's headers. */
async function githubWords(response: Response): Promise<string> {
  const text = await response.text()
  try {
    const message = (JSON.parse(text) as Json).message
    if (typeof message === 'string') return message.slice(0, 200)
  } catch {
    // not JSON
  }
  return response.statusText || 'no message'
}

/** Each segment of a branch name escaped, the slashes kept (GitHub takes 'office/prices' as it is). */
function segments(name: string): string {
  return name.split('/').map(encodeURIComponent).join('/')
}

// ---- Keys: WebCrypto imports only PKCS#8, so a PKCS#1 key is wrapped in a PKCS#8 envelope first. ----

async function importPrivateKey(pem: string): Promise<CryptoKey> {
  const match = /-----BEGIN ([A-Z ]+)-----([\s\S]*?)-----END \1-----/.exec(pem.replace(/\\n/g, '\n'))
  if (!match) throw new GitHubError('The GitHub App private key is not a PEM key (no BEGIN/END lines).', 0)
  const der = fromBase64(match[2])
  const kind = match[1]
  const pkcs8 = kind === 'RSA PRIVATE KEY' ? pkcs1ToPkcs8(der) : kind === 'PRIVATE KEY' ? der : undefined
  if (!pkcs8) throw new GitHubError(`The GitHub App private key is a "${kind}"; give the RSA key GitHub made (PKCS#1 or PKCS#8).`, 0)
  try {
    return await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign'])
  } catch {
    throw new GitHubError('The GitHub App private key could not be read as an RSA key.', 0)
  }
}

/** PrivateKeyInfo ::= SEQUENCE { version 0, AlgorithmIdentifier rsaEncryption NULL, OCTET STRING <the PKCS#1 key> } */
export function pkcs1ToPkcs8(pkcs1: Uint8Array): Bytes {
  const version = [0x02, 0x01, 0x00]
  const rsaEncryption = [0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00]
  const octets = der(0x04, pkcs1)
  return der(0x30, concat(new Uint8Array(version), new Uint8Array(rsaEncryption), octets))
}

function der(tag: number, content: Uint8Array): Bytes {
  const n = content.length
  const length: number[] = []
  if (n < 0x80) length.push(n)
  else {
    for (let rest = n; rest > 0; rest = Math.floor(rest / 256)) length.unshift(rest % 256)
    length.unshift(0x80 | length.length)
  }
  return concat(new Uint8Array([tag, ...length]), content)
}

function concat(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

// ---- Text and base64 without Buffer. ----

function utf8(text: string): Bytes {
  return new TextEncoder().encode(text)
}
