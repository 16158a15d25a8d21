import { describe, expect, it } from 'vitest'
import { cpuTimes, waitForQuiet } from '../../scripts/lib/quiet.ts'

// A /proc/stat first line: user nice system idle iowait irq softirq steal guest guest_nice.
const line = (busy: number, idle: number) => `cpu  ${busy} 0 0 ${idle} 0 0 0 0 7 7\ncpu0 1 2 3 4\n`

/** A fake /proc/stat whose counters advance by the given idle shares, one step per read after the first. */
function ticking(idleShares: number[]) {
  let busy = 1000
  let idle = 1000
  let reads = 0
  return () => {
    if (reads > 0) {
      const share = idleShares[Math.min(reads - 1, idleShares.length - 1)]
      idle += Math.round(share * 100)
      busy += Math.round((1 - share) * 100)
    }
    reads++
    return line(busy, idle)
  }
}

describe('cpuTimes', () => {
  it('counts idle and iowait as idle, and leaves guest time out of the total (already in user)', () => {
    expect(cpuTimes('cpu  10 20 30 40 5 1 2 3 99 99\n')).toEqual({ idle: 45, total: 111 })
  })
  it('refuses a line it cannot read', () => {
    expect(() => cpuTimes('nonsense')).toThrow(/unexpected/)
  })
})

describe('waitForQuiet', () => {
  it('returns after enough quiet samples in a row, not at the first quiet one', async () => {
    const q = await waitForQuiet({ read: ticking([0.95, 0.2, 0.88, 0.9]), sampleMs: 1, samples: 2, minIdle: 0.85 })
    expect(q.quiet).toBe(true)
    expect(q.idle).toBeCloseTo(0.9, 2)
  })
  it('gives up after maxMs on a machine that stays busy, and says so', async () => {
    const q = await waitForQuiet({ read: ticking([0.3]), sampleMs: 5, maxMs: 30 })
    expect(q.quiet).toBe(false)
    expect(q.idle).toBeCloseTo(0.3, 2)
    expect(q.waitedMs).toBeGreaterThanOrEqual(30)
  })
  it('returns at once where /proc/stat cannot be read', async () => {
    const q = await waitForQuiet({
      read: () => {
        throw new Error('ENOENT')
      },
    })
    expect(q).toEqual({ idle: null, waitedMs: 0, quiet: true })
  })
})
