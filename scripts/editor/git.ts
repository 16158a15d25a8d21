/**
 * The content under git, as the office computer's store (./folder-store.ts) sees it: git in the folder, a
 * file's committed bytes, and a file's title for messages.
 */
import { execFileSync } from 'node:child_process'
import { readYamlFile } from '../lib/content/fs-source.ts'
import { shortTitleOf } from '../../src/editor-calls/summaries.ts'

export interface GitResult {
  ok: boolean
  out: string
}

/** git in the site folder: `run` reports, `must` throws on failure; `env` adds to git's environment (GIT_INDEX_FILE). */
export function gitIn(root: string) {
  const run = (args: string[], env: Record<string, string> = {}): GitResult => {
    try {
      const out = execFileSync('git', args, {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_EDITOR: 'true', LC_ALL: 'C', ...env },
        maxBuffer: 1 << 26,
      })
      // Trimmed at the ends only as a line is: porcelain's leading status column must survive.
      return { ok: true, out: out.replace(/\n+$/, '') }
    } catch (e) {
      const err = e as { stdout?: string; stderr?: string }
      return { ok: false, out: `${err.stdout ?? ''}${err.stderr ?? ''}`.trim() }
    }
  }
  const must = (args: string[], env: Record<string, string> = {}): string => {
    const r = run(args, env)
    if (!r.ok) throw new Error(`git ${args[0]} failed: ${r.out.split('\n').slice(-3).join(' ')}`)
    return r.out
  }
  return { run, must }
}

/** A page file's short title (./summaries.ts, shortTitleOf), read from the office computer's folder. */
export function titleOf(root: string, file: string): string {
  let data: unknown = null
  try {
    if (/\.ya?ml$/.test(file)) data = readYamlFile(root, file)
  } catch {
    // A page that is gone, or cannot be read, is named by its address.
  }
  return shortTitleOf(file, data)
}

/** A file's bytes at the last commit, or null when the last commit does not have it. */
export function committed(root: string, file: string): Buffer | null {
  try {
    return execFileSync('git', ['show', `HEAD:${file}`], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 28 })
  } catch {
    return null
  }
}
