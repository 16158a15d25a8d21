// @vitest-environment node
/** The data-folder lock on its own (no PGlite): held, refused, stale, released. */
import { execFile, spawn, spawnSync } from 'node:child_process'
import { promisify } from 'node:util'
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { acquireLock, DataDirLockedError, LockPathError } from '../../scripts/backend/lock.ts'

const execFileP = promisify(execFile)
const base = mkdtempSync(join(tmpdir(), 'lock-test-'))
afterAll(() => rmSync(base, { recursive: true, force: true }))

const folder = () => {
  const dataDir = join(mkdtempSync(join(base, 'case-')), 'pglite')
  return { dataDir, lockPath: `${dataDir}.lock` }
}

/** The pid of a process that has exited. */
/** The pid of a process that has ended (spawnSync returns once it has exited). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', ''], { encoding: 'utf8' })
  // Its own report of its pid was empty once on a loaded machine; the pid spawnSync saw is always there.
  if (!Number.isInteger(child.pid) || child.pid <= 0) throw new Error(`could not start a process: ${String(child.error)}`)
  return child.pid
}

describe('data folder lock', () => {
  it.each([
    [
      'a symbolic link that leads nowhere',
      (lockPath: string) => symlinkSync(join(base, 'nowhere'), lockPath),
      'a shortcut (a symbolic link)',
    ],
    [
      'a symbolic link to a file',
      (lockPath: string) => (writeFileSync(`${lockPath}.target`, '1\n'), symlinkSync(`${lockPath}.target`, lockPath)),
      'a shortcut',
    ],
    ['a folder', (lockPath: string) => mkdirSync(lockPath), 'a folder'],
  ])('says what is wrong and what to do when the lock file is %s, and leaves it alone', (_what, make, said) => {
    const { dataDir, lockPath } = folder()
    make(lockPath)
    const before = lstatSync(lockPath)
    let error: unknown
    try {
      acquireLock(dataDir, lockPath)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(LockPathError)
    expect((error as Error).message).toContain(`${lockPath} is ${said}`)
    expect((error as Error).message).toContain(`delete ${lockPath}`)
    // Nothing was changed, and no file of ours is left beside it.
    expect(lstatSync(lockPath).ino).toBe(before.ino)
    expect(existsSync(lockPath.replace(/\.lock$/, ''))).toBe(false)
  })

  it('writes our pid and removes the file on release', () => {
    const { dataDir, lockPath } = folder()
    const lock = acquireLock(dataDir, lockPath)
    expect(readFileSync(lockPath, 'utf8').split('\n')[0]).toBe(String(process.pid))
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

  it('takes over a lock naming a live process that is not a site server (its pid was reused)', async () => {
    const { dataDir, lockPath } = folder()
    const sleeper = spawn('sleep', ['30'], { stdio: 'ignore' })
    try {
      await new Promise((resolve) => sleeper.once('spawn', resolve))
      writeFileSync(lockPath, `${sleeper.pid}\n`)
      const lock = acquireLock(dataDir, lockPath)
      expect(readFileSync(lockPath, 'utf8').split('\n')[0]).toBe(String(process.pid))
      lock.release()
    } finally {
      sleeper.kill()
    }
  })

  it('takes over a lock naming a live node process that started after the lock was written (its pid was reused)', () => {
    const { dataDir, lockPath } = folder()
    // The parent (vitest) is alive and runs node, but did not start at the time this lock records.
    writeFileSync(lockPath, `${process.ppid}\nstarted 1\n`)
    const lock = acquireLock(dataDir, lockPath)
    expect(readFileSync(lockPath, 'utf8').split('\n')[0]).toBe(String(process.pid))
    lock.release()
  })

  it('takes over a lock left by a process that has died', () => {
    const { dataDir, lockPath } = folder()
    writeFileSync(lockPath, `${deadPid()}\n`)
    const lock = acquireLock(dataDir, lockPath)
    expect(readFileSync(lockPath, 'utf8').split('\n')[0]).toBe(String(process.pid))
    lock.release()
  })

  it('does not take an empty lock file that is being written (another server starting) as stale', () => {
    const { dataDir, lockPath } = folder()
    writeFileSync(lockPath, '')
    // Written now by this process's clock (the file system's may differ from it under a moved clock: CI runs the
    // tests a second time with libfaketime, scripts/test-all.ts).
    utimesSync(lockPath, new Date(), new Date())
    expect(() => acquireLock(dataDir, lockPath)).toThrow(/names no process yet: another server may be starting/)
    expect(readFileSync(lockPath, 'utf8')).toBe('')
  })

  it('takes over an empty or garbled lock file that has been so for a while', () => {
    const { dataDir, lockPath } = folder()
    writeFileSync(lockPath, 'not a pid')
    const old = new Date(Date.now() - 60_000)
    utimesSync(lockPath, old, old)
    acquireLock(dataDir, lockPath).release()
  })

  it('lets exactly one of many processes starting at once take the lock, and the file always names a pid', async () => {
    const { dataDir, lockPath } = folder()
    const script = `
      import { acquireLock } from ${JSON.stringify(new URL('../../scripts/backend/lock.ts', import.meta.url).href)}
      const go = Number(process.argv[1])
      while (Date.now() < go) {}
      try { acquireLock(${JSON.stringify(dataDir)}, ${JSON.stringify(lockPath)}); console.log('took'); setTimeout(() => {}, 1500) }
      catch (e) { console.log(e.name === 'DataDirLockedError' ? 'refused' : 'error: ' + e.message) }`
    const go = Date.now() + 2500
    const children = Array.from({ length: 6 }, () =>
      execFileP(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, String(go)], { encoding: 'utf8' }),
    )
    const outcomes = (await Promise.all(children)).map((r) => r.stdout.trim()).sort()
    expect(outcomes).toEqual(['refused', 'refused', 'refused', 'refused', 'refused', 'took'])
    expect(existsSync(lockPath)).toBe(true) // the winner exited without releasing: its lock is now stale
    expect(Number.parseInt(readFileSync(lockPath, 'utf8'), 10)).toBeGreaterThan(0)
  }, 30_000)

  it('does not remove a lock that another process has since taken', () => {
    const { dataDir, lockPath } = folder()
    const lock = acquireLock(dataDir, lockPath)
    writeFileSync(lockPath, `${process.ppid}\n`)
    lock.release()
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.ppid))
  })
})
