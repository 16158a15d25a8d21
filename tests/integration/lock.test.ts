// @vitest-environment node
/** The data-folder lock on its own (no PGlite): held, refused, stale, released. */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { acquireLock, DataDirLockedError } from '../../scripts/backend/lock.ts'

const base = mkdtempSync(join(tmpdir(), 'lock-test-'))
afterAll(() => rmSync(base, { recursive: true, force: true }))

const folder = () => {
  const dataDir = join(mkdtempSync(join(base, 'case-')), 'pglite')
  return { dataDir, lockPath: `${dataDir}.lock` }
}

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' })
  return Number(child.stdout.trim())
}

describe('data folder lock', () => {
  it('writes our pid and removes the file on release', () => {
    const { dataDir, lockPath } = folder()
    const lock = acquireLock(dataDir, lockPath)
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid))
    lock.release()
    expect(existsSync(lockPath)).toBe(false)
    lock.release() // twice is fine
  })

  it('refuses while a live process holds it, naming the pid and the lock file', () => {
    const { dataDir, lockPath } = folder()
    const lock = acquireLock(dataDir, lockPath)
    try {
      expect(() => acquireLock(dataDir, lockPath)).toThrow(DataDirLockedError)
      expect(() => acquireLock(dataDir, lockPath)).toThrow(/already open in this process .*Stop that process/s)
    } finally {
      lock.release()
    }
  })

  it('refuses a lock held by another live process', () => {
    const { dataDir, lockPath } = folder()
    writeFileSync(lockPath, `${process.ppid}\n`)
    let error: unknown
    try {
      acquireLock(dataDir, lockPath)
    } catch (thrown) {
      error = thrown
    }
    expect(error).toBeInstanceOf(DataDirLockedError)
    expect((error as DataDirLockedError).pid).toBe(process.ppid)
    expect((error as Error).message).toContain(lockPath)
  })

  it('takes over a lock left by a process that has died', () => {
    const { dataDir, lockPath } = folder()
    writeFileSync(lockPath, `${deadPid()}\n`)
    const lock = acquireLock(dataDir, lockPath)
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid))
    lock.release()
  })

  it('takes over an empty or garbled lock file', () => {
    const { dataDir, lockPath } = folder()
    writeFileSync(lockPath, 'not a pid')
    acquireLock(dataDir, lockPath).release()
  })

  it('does not remove a lock that another process has since taken', () => {
    const { dataDir, lockPath } = folder()
    const lock = acquireLock(dataDir, lockPath)
    writeFileSync(lockPath, `${process.ppid}\n`)
    lock.release()
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.ppid))
  })
})
