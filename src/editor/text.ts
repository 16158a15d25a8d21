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

/** The price report's Markdown as plain text: headings without #, bold without **, tables as "a · b · c",
 * places counted from 1. */
export function readableReport(markdown: string, labels: Record<string, string> = {}): string {
  return markdown
    .split('\n')
    .filter((l) => !/^\|\s*-{3}/.test(l))
    .map((l) =>
      l
        .replace(/^#{1,6}\s+/, '')
        .replace(/\*\*([^*]+)\*\*/g, '$1')
        .replace(/`([^`]+)`/g, '$1')
        .replace(/^\|\s*(.*?)\s*\|$/, (_, row: string) => row.split(/\s*\|\s*/).join(' · ')),
    )
    .map((l) => readableWhere(l, labels))
    .join('\n')
    .trim()
}

/** Field names said as the forms say them (scripts/editor/schemas.ts names the fields the same way). */
const PLAIN_PARTS: Record<string, string> = {
  meta: 'Search and sharing',
  href: 'link',
  ref: 'price-book entry',
  src: 'image file',
  alt: 'image description',
  id: 'short name',
}

/**
 * sections[2] (cards) › items[1] › priceLabel → 3. Service cards with prices › item 2 › price label:
 * counted from 1 and named as the section cards are, with field names in words.
 */
export function readableWhere(where: string, labels: Record<string, string> = {}): string {
  return where
    .replace(/\bsections\[(\d+)\] \(([a-z-]+)\)/g, (_, i: string, type: string) => `${Number(i) + 1}. ${labels[type] ?? type}`)
    .replace(/([a-zA-Z]+)\[(\d+)\]/g, (_, list: string, i: string) => `${list.replace(/ies$/, 'y').replace(/s$/, '')} ${Number(i) + 1}`)
    .split(' › ')
    .map((part) =>
      Object.hasOwn(PLAIN_PARTS, part)
        ? PLAIN_PARTS[part]
        : /^[a-z]+[A-Z][a-zA-Z]*$/.test(part)
          ? part.replace(/([A-Z])/g, ' $1').toLowerCase()
          : part,
    )
    .join(' › ')
}

export function rupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`
}
