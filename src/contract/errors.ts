/**
 * The one refusal of every editor call, wherever it is answered (the office computer's server, the web
 * address's worker, the handlers both run): an HTTP status, the body the editor reads (`error`, the sentence in
 * the office's words, and whatever else the screen needs: `problems`, `stale`, …), and headers (`retry-after`).
 * The adapter (src/editor-calls/door.ts) and the servers send it as it is.
 */
export class CallError extends Error {
  readonly body: Record<string, unknown>

  /** `said`: the sentence (with `extra` fields beside it in the body), or the whole body. */
  constructor(
    readonly status: number,
    said: string | Record<string, unknown>,
    extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    const body = typeof said === 'string' ? { error: said, ...extra } : { ...said, ...extra }
    super(typeof body.error === 'string' ? body.error : `refused with ${status}`)
    this.body = body
  }
}
