/**
 * A problem's sentence as data, for its two readers: whoever edits the YAML (`npm run check`, the build, CI)
 * and the office in the editor. The sentence is written once, with what each reader names in their own way
 * kept as a mention: a content file, a place in a file, or a field's name. The
 * checker's text (`message`, `hint`) is made from it here; the editor words the same parts its own way
 * (src/editor/text.ts, inOfficeWords). No reader rewords the other's text.
 */

/** What a reader names in their own way. */
export type Mention =
  /**
   * A content file, by its path (pages/_site/catalog.yaml). As an `aside`, the sentence has named it in words
   * already ("the price book"): the path follows in brackets for whoever edits the files, and the office reads
   * nothing more.
   */
  | { file: string; aside?: boolean }
  /** A place in a file (the problem's own unless `file` is given): its path as the checker writes it, and as data. */
  | { place: string; path: (string | number)[]; file?: string }
  /** A field's name as the YAML writes it (href, id): the forms call it by their own name. */
  | { field: string }

export type Part = string | Mention

/** A problem's message and hint as parts. */
export interface Said {
  message: Part[]
  hint?: Part[]
}

/** A sentence with mentions: say`the path ${p} is already served by ${{ file: other }}.` */
export function say(strings: TemplateStringsArray, ...values: (string | number | Mention)[]): Part[] {
  const parts: Part[] = []
  strings.forEach((text, i) => {
    parts.push(text)
    if (i < values.length) parts.push(typeof values[i] === 'object' ? (values[i] as Mention) : String(values[i]))
  })
  return parts.filter((p) => p !== '')
}

/** The developer's words for a part: the path, the place, the field, the step as written. */
function forDeveloper(part: Part): string {
  if (typeof part === 'string') return part
  if ('file' in part && !('place' in part)) return part.aside ? ` (${part.file})` : part.file
  if ('place' in part) return part.file ? `${part.file} ${part.place}` : part.place
  return part.field
}

export const asText = (parts: Part[]): string => parts.map(forDeveloper).join('')

/** A problem's message and hint from their parts: the checker's text, and the parts kept for the editor. */
export function said(message: Part[], hint?: Part[]): { message: string; hint?: string; said: Said } {
  return {
    message: asText(message),
    ...(hint ? { hint: asText(hint) } : {}),
    said: { message, ...(hint ? { hint } : {}) },
  }
}

/** The two shared files a sentence most often names. */
export const SITE_FILE: Mention = { file: 'pages/_site/site.yaml' }
export const CATALOG_FILE: Mention = { file: 'pages/_site/catalog.yaml' }
