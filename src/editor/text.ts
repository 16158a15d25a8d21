import { fileName } from './file-names.ts'
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

/** A place the checker names inside a sentence: sections[1] (cards) › items[0] › price. */
const CHECKER_PLACE = /\bsections\[\d+\] \([a-z-]+\)(?: › [A-Za-z]+(?:\[\d+\])?(?: \([a-z-]+\))?)*/g

/**
 * A checker sentence in the office's words: the files it names (written for people who edit the YAML) become
 * the names the editor uses ("the price book", "About us (/about)"), and line numbers go: the editor shows the
 * place itself.
 */
export function plainWords(text: string, links: { href: string; title: string }[] = [], labels: Record<string, string> = {}): string {
  return (
    text
      // Another place on the page, in words: "Section 2 (Service cards), item 1, price".
      .replace(CHECKER_PLACE, (place) => readableWhere(place, labels))
      .replace(/price book \(pages\/_site\/catalog\.ya?ml\)/g, 'price book')
      .replace(/\bpages\/_site\/catalog\.ya?ml\b/g, 'the price book')
      .replace(/\bpages\/_site\/([a-z-]+)\.ya?ml\b/g, (whole) => `“${fileName(whole)}”`)
      .replace(/\bpages\/[a-z0-9/_-]+\.ya?ml\b/g, (whole) => fileName(whole, links))
      .replace(/ \((?:on )?line \d+(?:, column \d+)?\)/g, '')
      // A developer's step the checker names (`npm run gen:icons`): the office passes it on instead.
      .replace(/:? run `?npm run [a-z:-]+`?(?:[^.]|\.(?=\S))*/g, ': whoever looks after the site has to fix this')
      .replace(/ in src\/[\w/.-]+\b/g, '')
      // The fixes written for the YAML files, as the forms do them.
      .replace(/\bfrom site\.yaml\b/g, 'from Company details and menu')
      .replace(/\bLeave href out\b/g, 'Leave the link empty')
      .replace(/\bIds are in\b/g, 'The short names are in')
      .replace(/Add entries, each on its own line starting with "- "\./g, 'Add one with + Add.')
  )
}

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
