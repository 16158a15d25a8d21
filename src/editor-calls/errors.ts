/** The editor's refusals: an HTTP status and a body for the editor (./plugin.ts sends them as they are). */

/** A refusal with an HTTP status and a body for the editor. */
export class EditorError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.error === 'string' ? body.error : `editor error ${status}`)
  }
}
