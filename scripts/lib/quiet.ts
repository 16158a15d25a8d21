/**
 * Waits until the machine's CPUs are mostly idle, so that a timing measurement (Lighthouse's blocking
 * time, above all) measures the site and not whatever else the machine is still doing: in CI the
 * Lighthouse step starts right after the browser tests, while their Chromium and worker processes wind
 * down. Reads /proc/stat (Linux); elsewhere it returns at once with `idle: null`.
 */
import fs from 'node:fs'

export interface Quiet {
  /** Share of CPU time spent idle over the last sample, 0–1; null where it cannot be read. */
  idle: number | null
  /** How long the wait took, in milliseconds. */
  waitedMs: number
  /** False when the machine never got quiet enough before `maxMs` ran out. */
  quiet: boolean
}

/** Idle and total jiffies summed over all CPUs, from the first line of /proc/stat. */
export function cpuTimes(stat: string): { idle: number; total: number } {
  const fields = stat.split('\n', 1)[0].trim().split(/\s+/).slice(1).map(Number)
  if (fields.length < 4 || fields.some((n) => !Number.isFinite(n))) throw new Error('unexpected /proc/stat')
  // user nice system idle iowait irq softirq steal guest guest_nice: idle + iowait is time nothing ran.
  const idle = fields[3] + (fields[4] ?? 0)
  // guest and guest_nice are already counted in user and nice.
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0)
  return { idle, total }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export async function waitForQuiet({
  minIdle = 0.85,
  samples = 2,
  sampleMs = 1000,
  maxMs = 20_000,
  read = () => fs.readFileSync('/proc/stat', 'utf8'),
}: {
  /** Idle share every sample must reach. */
  minIdle?: number
  /** Consecutive quiet samples needed. */
  samples?: number
  sampleMs?: number
  maxMs?: number
  read?: () => string
} = {}): Promise<Quiet> {
  const start = performance.now()
  let before: { idle: number; total: number }
  try {
    before = cpuTimes(read())
  } catch {
    return { idle: null, waitedMs: 0, quiet: true }
  }
  let inARow = 0
  for (;;) {
    await sleep(sampleMs)
    const now = cpuTimes(read())
    const total = now.total - before.total
    const idle = total > 0 ? (now.idle - before.idle) / total : 1
    before = now
    inARow = idle >= minIdle ? inARow + 1 : 0
    const waitedMs = performance.now() - start
    if (inARow >= samples) return { idle, waitedMs, quiet: true }
    if (waitedMs >= maxMs) return { idle, waitedMs, quiet: false }
  }
}
