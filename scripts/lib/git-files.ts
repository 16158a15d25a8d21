/**
 * A commit's files, read from git's objects (no temporary folder, no checkout): `git ls-tree` names them and one
 * `git cat-file --batch` gives their bytes. What the price report compares the content with (prices-since.ts),
 * kept by commit: a commit never changes.
 */
import { execFileSync } from 'node:child_process'

const GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' }

/** The full id of the commit `ref` names in the repository at `root`; refused in words when there is none. */
export function commitOf(root: string, ref: string): string {
  try {
    if (ref.startsWith('-')) throw new Error('an option, not a commit')
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      env: GIT_ENV,
    }).trim()
  } catch {
    throw new Error(`"${ref}" is not a commit git knows here, so the content cannot be compared with it.`)
  }
}

/** Every file under `folders` at `commit`, by its path, with its bytes. */
export function filesAt(root: string, commit: string, folders: string[]): Map<string, Uint8Array> {
  const listed = execFileSync('git', ['ls-tree', '-r', '-z', commit, '--', ...folders], {
    cwd: root,
    maxBuffer: 1 << 26,
    env: GIT_ENV,
  }).toString('utf8')
  // "<mode> <type> <object>\t<path>", NUL after each; links and submodules are not the site's files.
  const blobs = listed
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      const tab = entry.indexOf('\t')
      const [mode, type, oid] = entry.slice(0, tab).split(' ')
      return { mode, type, oid, path: entry.slice(tab + 1) }
    })
    .filter((e) => e.type === 'blob' && e.mode !== '120000')
  const files = new Map<string, Uint8Array>()
  if (!blobs.length) return files
  const out = execFileSync('git', ['cat-file', '--batch'], {
    cwd: root,
    input: blobs.map((b) => b.oid).join('\n') + '\n',
    maxBuffer: 1 << 30,
    env: GIT_ENV,
  })
  // Each answer: "<oid> blob <size>\n", the bytes, "\n".
  let at = 0
  for (const blob of blobs) {
    const eol = out.indexOf(0x0a, at)
    const size = Number(out.subarray(at, eol).toString('latin1').split(' ')[2])
    files.set(blob.path, new Uint8Array(out.subarray(eol + 1, eol + 1 + size)))
    at = eol + 1 + size + 1
  }
  return files
}
