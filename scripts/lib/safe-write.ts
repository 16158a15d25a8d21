/**
 * Every file the build, the prerender, the scaffolds and the editor write goes through here. Two promises:
 * - nothing is written outside the folder it belongs to: the path is resolved first and refused when `..`,
 *   an absolute path or a symbolic link on the way would lead out of it (whatever the content said);
 * - a change to several files is all or nothing (writeFilesTogether): every new text is written beside its
 *   file and read back, then put in place, and only then is anything removed; on any failure every file is
 *   put back as it was.
 */
import fs from 'node:fs'
import path from 'node:path'

/** A write that would leave its folder, refused before anything is touched. */
export class OutsideFolderError extends Error {}

/** The longest file or folder name, in bytes, that common file systems hold. */
export const NAME_BYTES_MAX = 255

/**
 * `rel` resolved inside `dir`; throws OutsideFolderError when it would lead out of it: by `..`, an absolute
 * path, or a symbolic link in a folder or file on the way that already exists.
 */
export function insideFolder(dir: string, rel: string): string {
  const base = path.resolve(dir)
  const abs = path.resolve(base, rel)
  if (!abs.startsWith(base + path.sep))
    throw new OutsideFolderError(`Refused to write ${JSON.stringify(rel)}: it is not inside ${base}. Nothing was written there.`)
  let at = base
  for (const part of path.relative(base, abs).split(path.sep)) {
    at = path.join(at, part)
    let stat: fs.Stats | undefined
    try {
      stat = fs.lstatSync(at)
    } catch {
      break // Not there yet: nothing below it exists either.
    }
    if (stat.isSymbolicLink())
      throw new OutsideFolderError(
        `Refused to write ${JSON.stringify(rel)}: ${path.relative(base, at)} is a shortcut (a symbolic link) that could lead out of ${base}.`,
      )
  }
  return abs
}

/** Writes `data` to `rel` inside `dir` (folders made as needed); returns the absolute path written. */
export function writeInside(dir: string, rel: string, data: string | Uint8Array): string {
  const abs = insideFolder(dir, rel)
  fs.mkdirSync(path.dirname(abs), { recursive: true })
  fs.writeFileSync(abs, data)
  return abs
}

/** Writes to a temporary file beside it and renames: a crash leaves the old file or the new, never half. */
export function writeAtomicInside(dir: string, rel: string, text: string): void {
  writeFilesTogether(dir, new Map([[rel, text]]))
}

/** What writeFilesTogether did, so that it can be taken back (after a check that fails, say). */
export interface Written {
  /** Puts every file back as it was before the write (all or nothing too). */
  undo: () => void
}

function readIfThere(abs: string): Buffer | null {
  try {
    return fs.readFileSync(abs)
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw e
  }
}

let tempCount = 0

/**
 * Writes each text to its file (null removes the file) inside `root`, all or nothing. Paths are resolved
 * and names measured before anything is touched; then each new text is written to a temporary file in its
 * folder and read back; then each is put in place (a file that is new must still be absent: it is linked
 * in, which never replaces); then the files that go are removed. Any failure puts back every file already
 * changed, removes the temporary files and the folders made, and throws the error.
 */
export function writeFilesTogether(root: string, writes: Map<string, string | Uint8Array | null>): Written {
  const plan = [...writes].map(([rel, text]) => {
    const abs = insideFolder(root, rel)
    const long = path
      .relative(path.resolve(root), abs)
      .split(path.sep)
      .find((part) => Buffer.byteLength(part) > NAME_BYTES_MAX - 16)
    if (long) {
      const error = new Error(`The name ${long.slice(0, 24)}… is too long for a file.`) as NodeJS.ErrnoException
      error.code = 'ENAMETOOLONG'
      throw error
    }
    return { rel, abs, text, before: readIfThere(abs), tmp: undefined as string | undefined }
  })
  const madeDirs: string[] = []
  const changed: typeof plan = []
  const cleanTemps = () => {
    for (const p of plan) if (p.tmp) fs.rmSync(p.tmp, { force: true })
  }
  const putBack = (list: typeof plan) => {
    for (const p of [...list].reverse()) {
      if (p.before === null) fs.rmSync(p.abs, { force: true })
      else fs.writeFileSync(p.abs, p.before)
    }
  }
  try {
    for (const p of plan) {
      if (p.text === null) continue
      const dir = path.dirname(p.abs)
      if (!fs.existsSync(dir)) {
        const first = fs.mkdirSync(dir, { recursive: true })
        if (first) madeDirs.push(first)
      }
      p.tmp = path.join(dir, `.site-write-${process.pid}-${++tempCount}.tmp`)
      fs.writeFileSync(p.tmp, p.text, { flag: 'wx' })
      const back = fs.readFileSync(p.tmp)
      if (!back.equals(typeof p.text === 'string' ? Buffer.from(p.text) : Buffer.from(p.text))) {
        const error = new Error(`${p.rel} did not read back as written.`) as NodeJS.ErrnoException
        error.code = 'EIO'
        throw error
      }
    }
    for (const p of plan) {
      if (!p.tmp) continue
      if (p.before === null) {
        fs.linkSync(p.tmp, p.abs)
        fs.rmSync(p.tmp)
      } else fs.renameSync(p.tmp, p.abs)
      p.tmp = undefined
      changed.push(p)
    }
    for (const p of plan) {
      if (p.text !== null || p.before === null) continue
      fs.rmSync(p.abs)
      changed.push(p)
    }
  } catch (error) {
    putBack(changed)
    cleanTemps()
    for (const dir of madeDirs.reverse()) fs.rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return {
    undo: () => {
      const back = new Map(plan.map((p) => [p.rel, p.before]))
      writeFilesTogether(root, back)
      for (const dir of [...madeDirs].reverse()) if (isEmptyDir(dir)) fs.rmSync(dir, { recursive: true })
    },
  }
}

function isEmptyDir(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0
  } catch {
    return false
  }
}

/** A failed write in plain words: what the computer said, without its codes. */
export function writeFailure(error: unknown): string {
  const e = error as NodeJS.ErrnoException
  if (error instanceof OutsideFolderError) return e.message
  switch (e.code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return 'the disk is full'
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return 'this computer does not allow the editor to change the files there'
    case 'EEXIST':
      return 'a file of that name appeared meanwhile'
    case 'ENAMETOOLONG':
      return 'the name is too long for a file'
    default:
      return e.message ?? String(error)
  }
}
