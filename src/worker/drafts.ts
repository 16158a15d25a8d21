/** What the hosted store keeps between calls in the OFFICE store under `drafts`: the office's saved changes. */

/** A picture added since the last Publish: where its bytes are kept, and what the picker shows of it. */
export interface DraftPicture {
  key: string
  width: number
  height: number
  bytes: number
  /** When it was added: the newest is listed first. */
  at: string
}

export interface Drafts {
  /** The commit the drafts were made on: Publish expects the branch still there. */
  base: string
  files: Record<string, string | null>
  /** Who saved each file last. */
  by: Record<string, string>
  /** When each file was saved last (ISO); drafts saved before this was kept have none. */
  at?: Record<string, string>
  /** Pictures added since (./store-pictures.ts): their bytes are kept beside the drafts. */
  pictures?: Record<string, DraftPicture>
}
