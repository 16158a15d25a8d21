import { AND_THEN, readableWhere, sectionWords } from '../contract/places.ts'
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
