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

/** The price report's Markdown as plain text: headings without #, bold without **, tables as "a · b · c". */
export function readableReport(markdown: string): string {
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
    .join('\n')
    .trim()
}

/** sections[2] (cards) › items[1] › price → section 3 (cards) › item 2 › price: counted from 1, as people count. */
export function readableWhere(where: string): string {
  return where.replace(
    /([a-zA-Z]+)\[(\d+)\]/g,
    (_, list: string, i: string) => `${list.replace(/ies$/, 'y').replace(/s$/, '')} ${Number(i) + 1}`,
  )
}

export function rupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`
}
