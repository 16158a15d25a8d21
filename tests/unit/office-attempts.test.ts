/** The office's attempt counter (src/worker/attempts.ts): one step per attempt, its window, and bounded memory. */
import { describe, expect, it } from 'vitest'
import { AttemptCounter, LIMITS } from '../../src/worker/attempts.ts'

describe('the office attempt counter', () => {
  it('lets the limit through in a window, then says how long to wait, and starts again after it', () => {
    const counter = new AttemptCounter()
    const t = 1_000_000
    for (let i = 0; i < LIMITS['sign-in'].max; i++) expect(counter.count('sign-in', '203.0.113.1', t)).toBeUndefined()
    expect(counter.count('sign-in', '203.0.113.1', t + 1000)).toBe(LIMITS['sign-in'].seconds - 1)
    // Another address, and another kind, are counted apart.
    expect(counter.count('sign-in', '203.0.113.2', t)).toBeUndefined()
    expect(counter.count('register', '203.0.113.1', t)).toBeUndefined()
    expect(counter.count('sign-in', '203.0.113.1', t + LIMITS['sign-in'].seconds * 1000)).toBeUndefined()
  })

  it('remembers at most its number of addresses, forgetting the one counted longest ago', () => {
    const counter = new AttemptCounter(3)
    for (let i = 0; i < LIMITS.register.max; i++) counter.count('register', 'a', 0)
    expect(counter.count('register', 'a', 1)).toBeGreaterThan(0)
    for (const client of ['b', 'c', 'd']) counter.count('register', client, 2)
    // 'a' was forgotten for 'd': a flood of addresses costs memory no larger than the bound.
    expect(counter.count('register', 'a', 3)).toBeUndefined()
  })
})
