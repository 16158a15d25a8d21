/**
 * Sign-in and registration attempts, counted per address in the functions' own memory: the count is read
 * and raised in one step with nothing awaited between, so simultaneous requests cannot all read the same
 * count (the store, read and then written, let 60 of 60 through a limit of 20). No caller writes anything
 * to the store by trying, and the memory it may take is bounded (the oldest addresses are forgotten first).
 *
 * The count is per isolate: Cloudflare may run a few copies of the functions at once, in each of its
 * locations, and a caller spread over them is counted in each. What keeps guessing hopeless everywhere is
 * that nothing a stranger can try is guessable (passkeys, 256-bit invitations, a set-up code of at least
 * SETUP_CODE_MIN characters); this limit slows a flood from one address. docs/DECISIONS.md.
 */

/** How many attempts of a kind one address may make in a window, before waiting for its end. */
export const LIMITS = { 'sign-in': { max: 20, seconds: 600 }, register: { max: 10, seconds: 600 } }
export type AttemptKind = keyof typeof LIMITS

/** The most addresses remembered at once (each a few dozen bytes). */
const MAX_ADDRESSES = 10_000

export class AttemptCounter {
  readonly #seen = new Map<string, { count: number; until: number }>()

  constructor(readonly maxAddresses = MAX_ADDRESSES) {}

  /** Counts one attempt now: undefined when it may go ahead, else the seconds to wait. */
  count(kind: AttemptKind, client: string, now: number): number | undefined {
    const { max, seconds } = LIMITS[kind]
    const key = `${kind}:${client}`
    const seen = this.#seen.get(key)
    const current = seen && seen.until > now ? seen : { count: 0, until: now + seconds * 1000 }
    if (current.count >= max) return Math.ceil((current.until - now) / 1000)
    this.#seen.delete(key)
    this.#seen.set(key, { count: current.count + 1, until: current.until })
    // A Map keeps the order keys were set in: the first is the one counted longest ago.
    while (this.#seen.size > this.maxAddresses) this.#seen.delete(this.#seen.keys().next().value!)
    return undefined
  }
}

/** This isolate's count. */
export const attempts = new AttemptCounter()
