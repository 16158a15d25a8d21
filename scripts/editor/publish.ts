/**
 * Publish on the office computer: the editor's way from saved files to the live site, with git underneath and
 * no git words on top. What goes live is the content only (pages/ and public/images/): checked in full
 * (./page-calls.ts, publish), committed
 * with the editor's one-line summary and pushed to the branch the site is built from (or to a new branch
 * for review, when the settings say so). When the shared copy moved on, its changes are brought in first;
 * when they touch the same lines, nothing is left half done: the commit is taken back and the editor says
 * which page to look at.
 *
 * Settings live in this clone's git config (set once by whoever sets up the office computer):
 *   git config site.publish.remote origin        where to publish (default: the branch's upstream, else origin)
 *   git config site.publish.branch main          the branch the host builds (default: the upstream's, else this one)
 *   git config site.publish.review true          push to a new branch content/<date>-<summary> for review instead
 */
import { addressOfFile } from '../../src/contract/file-names.ts'
import fs from 'node:fs'
import path from 'node:path'
import { loadContent } from '../lib/content/index.ts'
import { CallError } from '../../src/contract/errors.ts'
import { unifiedDiff } from '../../src/editor-calls/diff.ts'
import { gitIn, titleOf, type GitResult } from './git.ts'
import { lastCommit } from './problems.ts'
import type { PublishChange } from '../../src/editor-calls/page-calls.ts'
import { CONTENT_PATHS } from '../../src/editor-calls/site-files.ts'
import type { PublishResult } from '../../src/contract/protocol.ts'
import { messages } from '../../src/contract/messages.ts'

export interface PublishSettings {
  /** The remote's name, or null when this copy has none. */
  remote: string | null
  branch: string
  review: boolean
}

export function publishSettings(root: string): PublishSettings {
  const { run } = gitIn(root)
  const config = (key: string) => {
    const r = run(['config', '--get', key])
    return r.ok && r.out ? r.out : undefined
  }
  const current = run(['rev-parse', '--abbrev-ref', 'HEAD']).out || 'main'
  const upstream = run(['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}'])
  const [upRemote, ...upBranch] = upstream.ok ? upstream.out.split('/') : []
  const remotes = run(['remote']).out.split('\n').filter(Boolean)
  const wanted = config('site.publish.remote') ?? upRemote ?? (remotes.includes('origin') ? 'origin' : remotes[0])
  return {
    remote: wanted && remotes.includes(wanted) ? wanted : null,
    branch: config('site.publish.branch') ?? (upBranch.length ? upBranch.join('/') : current),
    review: config('site.publish.review') === 'true',
  }
}

export function targetText(s: PublishSettings): string {
  return s.review ? messages.publish.goesForReview : messages.publish.goesLive
}

/** Where this copy's shared copy stands, as git names it: the live branch as last fetched, else none. */
export function liveRef(root: string, s: PublishSettings): string | undefined {
  if (s.remote === null) return undefined
  const ref = `refs/remotes/${s.remote}/${s.branch}`
  return gitIn(root).run(['rev-parse', '--verify', '--quiet', ref]).ok ? ref : undefined
}

/** Reads the shared copy's live branch again (quietly: unreachable, the last one read stands). */
export function fetchLive(root: string, s: PublishSettings): void {
  if (s.remote !== null) gitIn(root).run(['fetch', '--quiet', s.remote, `+refs/heads/${s.branch}:refs/remotes/${s.remote}/${s.branch}`])
}

/**
 * The git author of a publish: the name the person at the office computer gave (src/contract/person.ts), with
 * this computer's e-mail (or a local one); without a name, the clone's own identity, else "Site editor".
 */
function authorOf(root: string, person: string | undefined): { identity: string[]; author: string[] } {
  const { run } = gitIn(root)
  const email = run(['config', 'user.email'])
  // Git needs a name for the change; an office computer may never have been given one.
  const identity = email.ok ? [] : ['-c', 'user.name=Site editor', '-c', 'user.email=editor@localhost']
  const name = person?.replace(/[<>\n\r]/g, '').trim()
  return { identity, author: name ? [`--author=${name} <${email.ok && email.out ? email.out : 'editor@localhost'}>`] : [] }
}

/** Whether this copy has commits the shared copy lacks (a publish that stopped before its push). */
export function aheadOfRemote(root: string, s: PublishSettings): boolean {
  const { run } = gitIn(root)
  const remoteRef = run(['rev-parse', '--verify', '--quiet', `refs/remotes/${s.remote}/${s.branch}`])
  if (!remoteRef.ok) return run(['rev-parse', '--verify', '--quiet', 'HEAD']).ok
  return run(['rev-list', '--count', `${remoteRef.out}..HEAD`]).out !== '0'
}

function reviewBranch(summary: string): string {
  const slug = summary
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
    .replace(/-$/, '')
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-')
  return `content/${stamp}${slug ? `-${slug}` : ''}`
}

/**
 * Commits the change (checked in full by ./page-calls.ts) with its summary, brings in what the shared copy
 * gained meanwhile and pushes. Refusals (CallError): 409 a clash not yet settled (nothing left committed),
 * 422 the check fails together with what was brought in, 502 the shared copy cannot be reached or refused it.
 */
export function commitAndPush(root: string, settings: PublishSettings, change: PublishChange, person?: string): PublishResult {
  const { summary, keep, leftOut, keptBack = [] } = change
  const files = change.files.map((f) => f.file)
  const remote = settings.remote
  if (remote === null) throw new CallError(409, { notConnected: true, error: messages.publish.notConnected })
  const { run, must } = gitIn(root)
  const message = change.body ? `${summary}\n\n${change.body}` : summary
  const before = run(['rev-parse', '--verify', '--quiet', 'HEAD'])
  const { identity, author } = authorOf(root, person)
  if (files.length) {
    // Only the content folders this site has (a site without pictures has no public/images/).
    const paths = CONTENT_PATHS.filter((p) => fs.existsSync(path.join(root, p)) || run(['ls-tree', '-d', 'HEAD', p]).out)
    must(['add', '--all', '--', ...paths])
    // Staged by the line above, and taken back: a new file not staged is not in the commit of these paths.
    // Pictures no page shows, and the drafts the person chose to leave out, stay as they are, unpublished.
    if (leftOut.length || keptBack.length) must(['reset', '--quiet', '--', ...leftOut, ...keptBack])
    must([...identity, 'commit', '--quiet', '--no-verify', ...author, '-m', message, '--', ...files])
  }
  /** Takes the commit back: HEAD where it was, the changes in the files as they were before Publish. */
  const takeBack = () => {
    if (files.length && before.ok) must(['reset', '--quiet', before.out])
    else if (files.length) must(['update-ref', '-d', 'HEAD'])
  }

  const fetched = run(['fetch', '--quiet', remote, `+refs/heads/${settings.branch}:refs/remotes/${remote}/${settings.branch}`])
  const remoteHas = fetched.ok && run(['rev-parse', '--verify', '--quiet', `refs/remotes/${remote}/${settings.branch}`]).ok
  if (!fetched.ok && !/couldn't find remote ref/i.test(fetched.out)) {
    takeBack()
    throw new CallError(502, {
      error: messages.publish.unreachable(String(fetched.out.split('\n').at(-1))),
    })
  }
  let broughtIn = 0
  if (remoteHas) {
    const upstream = `refs/remotes/${remote}/${settings.branch}`
    const isAncestor = run(['merge-base', '--is-ancestor', upstream, 'HEAD']).ok
    if (!isAncestor) {
      broughtIn = Number(run(['rev-list', '--count', `HEAD..${upstream}`]).out) || 0
      const mine = must(['rev-parse', 'HEAD'])
      const rebased = run([...identity, 'rebase', '--autostash', upstream])
      if (!rebased.ok) {
        const conflicted = run(['diff', '--name-only', '--diff-filter=U']).out.split('\n').filter(Boolean)
        const unresolved = conflicted.filter((f) => keep[f] !== 'mine' && keep[f] !== 'theirs')
        if (unresolved.length || !conflicted.length || !resolveClashes(run, must, identity, conflicted, keep)) {
          run(['rebase', '--abort'])
          takeBack()
          const named =
            conflicted.map((f) => (addressOfFile(f) ? `${titleOf(root, f)} (${addressOfFile(f)})` : titleOf(root, f))).join(', ') ||
            messages.publish.aPage
          const shown = (ref: string, f: string) => {
            const r = run(['show', `${ref}:${f}`])
            return r.ok ? `${r.out}\n` : ''
          }
          throw new CallError(409, {
            conflict: conflicted,
            // Both versions of each clash: red what is live now (theirs), green yours.
            clashes: conflicted.map((f) => ({
              file: f,
              title: titleOf(root, f),
              diff: unifiedDiff(shown(upstream, f), shown(mine, f), f),
            })),
            error: messages.publish.clash(named),
          })
        }
      }
      // What the other change brought must still pass together with this one.
      const after = loadContent({ root, base: lastCommit(root, true) }).problems
      if (after.length)
        throw new CallError(422, {
          problems: after.map((p) => ({ file: p.file, line: p.line, col: p.col, message: p.message, hint: p.hint })),
          error: messages.publish.failsWithTheirs(`${after[0].file}: ${after[0].message}`),
        })
    }
  }

  const branch = settings.review ? reviewBranch(summary) : settings.branch
  // A review branch is made from the shared copy's branch, with this publish's files only: never from this copy's
  // HEAD, which may hold a commit the shared copy does not have (a review sent before this one).
  const upstream = `refs/remotes/${remote}/${settings.branch}`
  // What of this person's actually goes: after Keep theirs on a clash, their file is the live one already.
  const going = remoteHas && !settings.review ? wentLive(run, upstream, files) : files
  const pushing =
    settings.review && remoteHas && files.length ? reviewCommit(root, upstream, [...identity, ...authorEnv(author)], message) : 'HEAD'
  const pushed = run(['push', '--quiet', remote, `${pushing}:refs/heads/${branch}`])
  if (!pushed.ok) {
    if (settings.review) takeBack()
    throw new CallError(502, {
      error: messages.publish.refused(messages.publish.theSharedCopy, String(pushed.out.split('\n').at(-1))),
    })
  }
  run(['fetch', '--quiet', remote, `+refs/heads/${branch}:refs/remotes/${remote}/${branch}`])
  // Sent for review: the change lives in its branch until someone accepts it, as on the web address. This copy takes
  // its commit back (its files as the shared copy has them), so neither the next review nor the next Publish to the
  // live branch carries it.
  if (settings.review && files.length) must(['reset', '--quiet', '--keep', 'HEAD~1'])
  return {
    commit: must(['rev-parse', '--short', pushing]),
    branch,
    review: settings.review,
    files,
    broughtIn,
    leftOut,
    message:
      (settings.review
        ? messages.publish.sentForReview(named(change, files), branch)
        : messages.publish.published(named(change, going), broughtIn)) +
      (leftOut.length ? messages.publish.picturesLeftOut(leftOut.length, leftOut.map((f) => path.basename(f)).join(', ')) : ''),
  }
}

/** The files, by the names the office knows them by: "About Us, Price book". */
const named = (change: PublishChange, files: string[]) => files.map((f) => change.titles?.[f] ?? f).join(', ')

/** Of `files`, those HEAD has otherwise than the shared copy: what a push of HEAD makes live. */
function wentLive(run: (args: string[]) => GitResult, upstream: string, files: string[]): string[] {
  if (!files.length) return []
  const differ = run(['diff', '--name-only', upstream, 'HEAD', '--', ...files])
  return differ.ok ? files.filter((f) => differ.out.split('\n').includes(f)) : files
}

/** The author of a commit made with commit-tree, which takes no --author: as git's environment. */
function authorEnv(author: string[]): string[] {
  const m = /^--author=(.*) <(.*)>$/.exec(author[0] ?? '')
  return m ? ['-c', `user.name=${m[1]}`, '-c', `user.email=${m[2]}`] : []
}

/**
 * The commit a review branch gets: the shared copy's branch (`upstream`) with the files this publish's commit (HEAD)
 * changed, as HEAD has them, and nothing else; built in an index of its own, so this copy's index and files are
 * untouched. Answers its id.
 */
function reviewCommit(root: string, upstream: string, identity: string[], message: string): string {
  const { run, must } = gitIn(root)
  const index = path.resolve(root, must(['rev-parse', '--git-dir']), 'site-review-index')
  const env = { GIT_INDEX_FILE: index }
  try {
    must(['read-tree', upstream], env)
    const changed = must(['diff-tree', '--no-commit-id', '--name-only', '-r', '-z', 'HEAD~1', 'HEAD']).split('\0').filter(Boolean)
    for (const file of changed) {
      const entry = run(['ls-tree', '-z', 'HEAD', '--', file]).out.replace(/\0$/, '')
      if (entry) {
        const [mode, , oid] = entry.slice(0, entry.indexOf('\t')).split(' ')
        must(['update-index', '--add', '--cacheinfo', `${mode},${oid},${file}`], env)
      } else must(['update-index', '--force-remove', '--', file], env)
    }
    const tree = must(['write-tree'], env)
    return must([...identity, 'commit-tree', tree, '-p', upstream, '-m', message], env)
  } finally {
    fs.rmSync(index, { force: true })
  }
}

/**
 * Settles a rebase stopped on clashes with the office's choice for each file, and goes on: false when it
 * still cannot go on (the caller aborts). In a rebase, git's "ours" is the shared copy (theirs, to the office)
 * and "theirs" the commit being replayed (mine); a side that deleted the file deletes it.
 */
function resolveClashes(
  run: (args: string[]) => GitResult,
  must: (args: string[]) => string,
  identity: string[],
  conflicted: string[],
  keep: Record<string, unknown>,
): boolean {
  for (const f of conflicted) {
    const side = keep[f] === 'mine' ? '--theirs' : '--ours'
    if (run(['checkout', side, '--', f]).ok) must(['add', '--', f])
    else must(['rm', '--quiet', '--', f])
  }
  for (let step = 0; step < 20; step++) {
    const next = run([...identity, '-c', 'core.editor=true', 'rebase', '--continue'])
    if (next.ok) return true
    // Keeping theirs everywhere can leave the commit with nothing of its own: it is dropped.
    if (run(['diff', '--cached', '--quiet']).ok && !run(['diff', '--name-only', '--diff-filter=U']).out) {
      if (run(['rebase', '--skip']).ok) return true
    }
    if (run(['diff', '--name-only', '--diff-filter=U']).out) return false
  }
  return false
}
