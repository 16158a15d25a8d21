/**
 * Places, fields and files said in the office's words, wherever the editor runs: its screens, and its handlers
 * when a refusal names a place. Part of the editor's contract (it imports only ./file-names.ts and types).
 */
import { fileName } from './file-names.ts'
import type { EditorProblem } from './protocol.ts'

/** Field names said as the forms say them (src/editor-calls/schemas.ts names the fields the same way). */
export const PLAIN_PARTS: Record<string, string> = {
  meta: 'Search and sharing',
  href: 'link',
  ref: 'price-book entry',
  src: 'image file',
  alt: 'image description',
  id: 'short name',
}

/** Places are said in words, their parts joined as a sentence joins them: "Section 3 (Service cards), item 2, link". */
export const AND_THEN = ', '

/** "Section 3 (Service cards)": a section counted from 1, by its card's name (without the name's own "(hero)"). */
export function sectionWords(index: number, type: string | undefined, labels: Record<string, string>, name = ''): string {
  const label = type ? (labels[type] ?? type).replace(/\s*\([^)]*\)$/, '') : ''
  const what = [label, name].filter(Boolean).join(' ')
  return `Section ${index + 1}${what ? ` (${what})` : ''}`
}

/**
 * sections[2] (cards) › items[1] › priceLabel → Section 3 (Service cards with prices), item 2, price label:
 * counted from 1 and named as the section cards are, with field names in words.
 */
export function readableWhere(where: string, labels: Record<string, string> = {}): string {
  return where
    .replace(/\bsections\[(\d+)\] \(([a-z-]+)\)/g, (_, i: string, type: string) => sectionWords(Number(i), type, labels))
    .replace(/([a-zA-Z]+)\[(\d+)\]/g, (_, list: string, i: string) => `${list.replace(/ies$/, 'y').replace(/s$/, '')} ${Number(i) + 1}`)
    .split(' › ')
    .map((part) =>
      Object.hasOwn(PLAIN_PARTS, part)
        ? PLAIN_PARTS[part]
        : /^[a-z]+[A-Z][a-zA-Z]*$/.test(part)
          ? part.replace(/([A-Z])/g, ' $1').toLowerCase()
          : part,
    )
    .join(AND_THEN)
}

/** A file named inside a sentence: "the price book", “Company details and menu”, "About us (/about)". */
function fileInSentence(file: string, links: { href: string; title: string }[]): string {
  if (/^pages\/_site\/catalog\.ya?ml$/.test(file)) return 'the price book'
  if (file.startsWith('pages/_site/')) return `“${fileName(file)}”`
  return fileName(file, links)
}

/**
 * A problem's message or hint in the office's words: its parts (src/checker/said.ts) with each file, place and
 * field named as the editor names them. A problem without parts names none, and is said as the checker wrote it.
 */
export function problemWords(
  p: Pick<EditorProblem, 'message' | 'hint' | 'said'>,
  which: 'message' | 'hint',
  links: { href: string; title: string }[] = [],
  labels: Record<string, string> = {},
): string {
  const parts = p.said?.[which]
  if (!parts) return (which === 'message' ? p.message : p.hint) ?? ''
  return parts
    .map((part) => {
      if (typeof part === 'string') return part
      if ('place' in part) return readableWhere(part.place, labels)
      if ('file' in part) return part.aside ? '' : fileInSentence(part.file, links)
      return Object.hasOwn(PLAIN_PARTS, part.field) ? PLAIN_PARTS[part.field] : readableWhere(part.field, labels)
    })
    .join('')
}

/** A problem's message and hint together, in the office's words. */
export const problemSentence = (
  p: Pick<EditorProblem, 'message' | 'hint' | 'said'>,
  links?: { href: string; title: string }[],
  labels?: Record<string, string>,
) => [problemWords(p, 'message', links, labels), problemWords(p, 'hint', links, labels)].filter(Boolean).join(' ')
