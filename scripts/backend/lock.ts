/**
 * A lock file next to the PGlite data folder. PGlite takes no lock of its own, and two processes on
 * one folder corrupt it, so whoever opens the folder first writes its pid into `<dataDir>.lock`.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'

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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/**
 * Creates `lockPath` holding our pid, or throws DataDirLockedError when a live process holds it.
 * A lock left by a dead process (or an unreadable one) is taken over.
 */
export function acquireLock(dataDir: string, lockPath: string): Lock {
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number
    try {
      fd = openSync(lockPath, 'wx')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = readPid(lockPath)
      if (holder !== undefined && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, lockPath, holder)
      }
      try {
        unlinkSync(lockPath) // stale: its process is gone
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError
      }
      continue
    }
    writeSync(fd, `${process.pid}\n`)
    closeSync(fd)
    let held = true
    return {
      path: lockPath,
      release() {
        if (!held) return
        held = false
        if (readPid(lockPath) === process.pid) unlinkSync(lockPath)
      },
    }
  }
  throw new Error(`Could not create the lock file ${lockPath}: other processes keep replacing it.`)
}
