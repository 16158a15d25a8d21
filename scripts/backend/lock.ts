/**
 * A lock file next to the PGlite data folder. PGlite takes no lock of its own, and two processes on
 * one folder corrupt it, so whoever opens the folder first holds `<dataDir>.lock`, which names its pid.
 *
 * Taking it is atomic: the pid is written to a file of our own first, which is then hard-linked to the
 * lock's name; link() fails if the name exists, so the lock file is never seen empty or half-written
 * (an empty file read between "created" and "pid written" once looked stale, and two servers ran on one
 * folder). A lock whose process has died is taken over only if it is still the same file (inode) that
 * was found stale, so two processes cleaning up the same stale lock cannot both win.
 *
 * The lock is named by the folder's real path (lockFileFor), so a second name for the folder (a symbolic
 * link) finds the same lock. A pid can be reused once its process has ended: the lock also records when its
 * process started (Linux: /proc/<pid>/stat), and a live process that started at another time, or that is not
 * a Node process (only Node runs a site server), does not hold it.
 */
import { closeSync, existsSync, linkSync, lstatSync, openSync, readFileSync, realpathSync, unlinkSync, writeSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

export class DataDirLockedError extends Error {
  readonly pid: number
  readonly lockPath: string
  constructor(dataDir: string, lockPath: string, pid: number) {
    const who = pid === process.pid ? `this process (pid ${pid})` : `process ${pid}`
    super(
      `The local backend data folder ${dataDir} is already open in ${who}; ` +
        `${lockPath} holds its pid. Stop that process (the running "npm start" or "npm run dev") ` +
        `and try again. Two processes on one PGlite folder corrupt it.`,
    )
    this.name = 'DataDirLockedError'
    this.pid = pid
    this.lockPath = lockPath
  }
}

export interface Lock {
  readonly path: string
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void
}

/** A lock file that names no pid is taken as being written by an older version of this code for this long. */
const UNREADABLE_GRACE_MS = 10_000

/** `<real path of dataDir>.lock`: the same file whichever name (symbolic link, relative path) the folder is opened by. */
export function lockFileFor(dataDir: string): string {
  const real = existsSync(dataDir) ? realpathSync(dataDir) : join(realpathSync(dirname(dataDir)), basename(dataDir))
  return `${real}.lock`
}

/** When a process started (clock ticks since boot, /proc/<pid>/stat field 22), or undefined where /proc is not. */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The name (field 2) is in parentheses and may hold spaces: count fields after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

/** Whether a process runs Node (a site server does); undefined when that cannot be read (no /proc, another user's). */
function runsNode(pid: number): boolean | undefined {
  try {
    const argv0 = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]
    if (!argv0) return undefined
    return /node/i.test(basename(argv0)) || argv0 === process.execPath
  } catch {
    return undefined
  }
}

/** Whether the process a lock names is still the one that wrote it: alive, a Node process, started when the lock says. */
function holds(lock: { pid: number; started?: string }): boolean {
  if (!isAlive(lock.pid)) return false
  const started = startTime(lock.pid)
  if (lock.started !== undefined && started !== undefined && started !== lock.started) return false
  return runsNode(lock.pid) !== false
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Something at the lock's name that is not a lock file (a folder, a symbolic link, a device): said in plain words. */
export class LockPathError extends Error {
  constructor(lockPath: string, what: string) {
    super(
      `${lockPath} is ${what}, not the lock file the local backend keeps there, so the backend cannot tell whether ` +
        `another server is using its data. Nothing should have that name: if no "npm start" or "npm run dev" is ` +
        `running, delete ${lockPath} (it holds none of the data) and start again.`,
    )
    this.name = 'LockPathError'
  }
}

/** The lock file's pid (undefined if it names none) and identity, or null when there is no lock file. */
function readLock(lockPath: string): { pid: number | undefined; started?: string; ino: number; mtimeMs: number } | null {
  try {
    // Looked at as it is, not followed: a link (even one that leads nowhere) or a folder is no lock file.
    const stat = lstatSync(lockPath)
    if (stat.isSymbolicLink()) throw new LockPathError(lockPath, 'a shortcut (a symbolic link)')
    if (stat.isDirectory()) throw new LockPathError(lockPath, 'a folder')
    if (!stat.isFile()) throw new LockPathError(lockPath, 'not a plain file')
    const { ino, mtimeMs } = stat
    const text = readFileSync(lockPath, 'utf8')
    const pid = Number.parseInt(text.trim(), 10)
    const started = /^started (\S+)$/m.exec(text)?.[1]
    return { pid: Number.isInteger(pid) && pid > 0 ? pid : undefined, started, ino, mtimeMs }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

const ignoreMissing = (fn: () => void) => {
  try {
    fn()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

/**
 * Creates `lockPath` holding our pid, or throws DataDirLockedError when a live process holds it.
 * A lock left by a dead process, or an unreadable one older than a few seconds, is taken over.
 */
export function acquireLock(dataDir: string, lockPath: string): Lock {
  const mine = `${lockPath}.${process.pid}.${Math.random().toString(36).slice(2)}`
  const fd = openSync(mine, 'wx')
  const started = startTime(process.pid)
  writeSync(fd, `${process.pid}\n${started ? `started ${started}\n` : ''}`)
  closeSync(fd)
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(mine, lockPath)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
        const found = readLock(lockPath)
        if (!found) continue // released in between: try again
        if (found.pid !== undefined && holds({ pid: found.pid, started: found.started }))
          throw new DataDirLockedError(dataDir, lockPath, found.pid)
        if (found.pid === undefined && Date.now() - found.mtimeMs < UNREADABLE_GRACE_MS) {
          throw new Error(
            `${lockPath} exists but names no process yet: another server may be starting on ${dataDir}. ` +
              `Wait a moment and try again; if nothing is running, delete ${lockPath}.`,
            { cause: error },
          )
        }
        // Stale. Remove it only if it is still the file we judged (another process may have replaced it).
        const again = readLock(lockPath)
        if (again && again.ino === found.ino) ignoreMissing(() => unlinkSync(lockPath))
        continue
      }
      let held = true
      return {
        path: lockPath,
        release() {
          if (!held) return
          held = false
          try {
            if (readLock(lockPath)?.pid === process.pid) ignoreMissing(() => unlinkSync(lockPath))
          } catch (error) {
            // Something else has since been put at the lock's name: it is not ours to remove.
            if (!(error instanceof LockPathError)) throw error
          }
        },
      }
    }
    throw new Error(`Could not create the lock file ${lockPath}: other processes keep replacing it.`)
  } finally {
    ignoreMissing(() => unlinkSync(mine))
  }
}
