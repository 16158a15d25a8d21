import { fileName } from './file-names.ts'
import type { EditorProblem } from './protocol.ts'
import { fillMoney } from '../lib/placeholders.ts'

/** Small text helpers for the editor's panels: diffs and reports as a person who is not a developer reads them. */

/** A unified diff without git's header lines; each hunk's "@@ … @@" becomes a "…" separator. */
export function readableDiff(diff: string): string {
  return diff
    .split('\n')
    .filter((l) => !/^(diff --git|index |--- |\+\+\+ |new file mode|deleted file mode)/.test(l))
    .map((l) => (l.startsWith('@@') ? '…' : l))
    .join('\n')
    .replace(/^…\n/, '')
    .trimEnd()
}

/** Field names said as the forms say them (src/editor-calls/schemas.ts names the fields the same way). */
const PLAIN_PARTS: Record<string, string> = {
  meta: 'Search and sharing',
  href: 'link',
  ref: 'price-book entry',
  src: 'image file',
  alt: 'image description',
  id: 'short name',
}

/** Places are said in words, their parts joined as a sentence joins them: "Section 3 (Service cards), item 2, link". */
const AND_THEN = ', '

/** "Section 3 (Service cards)": a section counted from 1, by its card's name (without the name's own "(hero)"). */
function sectionWords(index: number, type: string | undefined, labels: Record<string, string>, name = ''): string {
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

export function rupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`
}

/** The words a list item is known by: its heading, title, name, question or label (shortened). */
export function itemName(item: unknown): string {
  if (!item || typeof item !== 'object') return typeof item === 'string' ? short(item) : ''
  for (const k of ['heading', 'title', 'name', 'question', 'label', 'text', 'alt']) {
    const v = (item as Record<string, unknown>)[k]
    if (typeof v === 'string' && v.trim()) return short(v)
  }
  return ''
}

function short(text: string): string {
  const plain = fillMoney(text, (id) => `${id} price`)
    .replace(/[*_`[\]]/g, '')
    .replace(/\(\/[^)]*\)/g, '')
    .trim()
  return plain.length > 40 ? `${plain.slice(0, 38).trimEnd()}…` : plain
}

/**
 * A place in the file the office has open, by the names it sees: sections[2].items[1].priceLabel becomes
 * Section 3 (Service cards “Our packages”), “GST registration”, price label. Items without words are counted from 1.
 */
export function placeName(path: (string | number)[], data: unknown, labels: Record<string, string> = {}): string {
  if (!path.length) return 'the page as a whole'
  const out: string[] = []
  let at: unknown = data
  let list = ''
  for (const step of path) {
    const next = at && typeof at === 'object' ? (at as Record<string | number, unknown>)[step] : undefined
    if (typeof step === 'number') {
      const name = itemName(next)
      if (list === 'sections') {
        const type = (next as { type?: string } | undefined)?.type
        out.push(sectionWords(step, type, labels, name ? `“${name}”` : ''))
      } else out.push(name ? `“${name}”` : `${list.replace(/ies$/, 'y').replace(/s$/, '') || 'item'} ${step + 1}`)
    } else {
      list = step
      if (step !== 'sections' && step !== 'items' && step !== 'entries') out.push(readableWhere(step, labels))
      else if (step === 'entries') out.push('price book')
    }
    at = next
  }
  return out.join(AND_THEN)
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

/** 25/11/2026, 14:05 IST — the date as people in India write it, in India's time whatever the computer's. */
export function when(iso: string): string {
  const text = new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })
  return `${text} IST`
}
