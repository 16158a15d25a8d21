import type { Said } from './said.ts'

/** A problem found in a content file, with where it is and what to do about it. */
export interface Problem {
  /** Path relative to the repo root, e.g. pages/about.yaml */
  file: string
  line: number
  col: number
  /** Stable code people and tests can search for. */
  code:
    | 'yaml-syntax'
    | 'unknown-section'
    | 'unknown-field'
    | 'missing-field'
    | 'bad-value'
    | 'bad-type'
    | 'too-short'
    | 'too-long'
    | 'broken-link'
    | 'missing-download'
    | 'missing-image'
    | 'duplicate-path'
    | 'duplicate-id'
    | 'popular-twice'
    | 'price-order'
    | 'unknown-price'
    | 'missing-anchor'
    | 'heading-count'
    | 'bad-reference'
    | 'stale-price'
    | 'bad-file-name'
    | 'blank-text'
    | 'price-mismatch'
    | 'old-contact'
    | 'html-in-text'
    | 'bad-address'
    | 'linked-file'
    | 'hidden-character'
    | 'bare-amount'
    | 'sample-text'
    | 'two-prices'
    | 'ended'
    | 'past-date'
    | 'outlives-date'
    | 'price-ends'
    | 'duplicate-heading'
    | 'notice-missing-item'
    | 'ticked-consent'
    | 'grievance-period'
    | 'translation-orphan'
    | 'translation-prices'
    | 'translation-behind'
    | 'words-missing'
    | 'title-suffix'
  /** The field path in YAML terms, e.g. sections[3] (faq) › items[2] › answer */
  where: string
  /** The same field as a data path, e.g. ['sections', 3, 'items', 2, 'answer']; [] for the whole file. A missing field's ends in its name. */
  path: (string | number)[]
  /** For a required field that is absent: what the schema says it holds, and the misspelt name found instead, if any. */
  missing?: { description?: string; typo?: string }
  /** What is wrong, in one sentence. */
  message: string
  /** What to do, when there is something useful to say. */
  hint?: string
  /** The message and hint as parts, where they name a file, a place, a field or a developer's step (./said.ts). */
  said?: Said
  /** A warning is said but does not stop the check, the build or Publish: something that may be meant. */
  severity?: 'warning'
  /** Fixes the editor offers as buttons: in the text at `path`, the words `from` (found at `at`) become `to`. */
  fixes?: TextFix[]
}

/** One click's change to a text: `from`, found at index `at` of the text, becomes `to`. */
export interface TextFix {
  label: string
  from: string
  to: string
  at: number
}
