/**
 * The safe Markdown subset of content files: paragraphs, ## and ### headings, - and 1. lists,
 * **bold**, _italic_ and [links](/path). Anything else, HTML included, stays plain text.
 */
export type Inline =
  { kind: 'text'; text: string } | { kind: 'strong' | 'em'; children: Inline[] } | { kind: 'link'; href: string; children: Inline[] }

export type Block = { kind: 'h2' | 'h3' | 'p'; text: Inline[] } | { kind: 'ul' | 'ol'; items: Inline[][] }

export function parseMarkdown(src: string): Block[] {
  const blocks: Block[] = []
  let para: string[] = []
  let list: { kind: 'ul' | 'ol'; items: string[] } | null = null
  const flush = () => {
    if (para.length) blocks.push({ kind: 'p', text: parseInline(para.join(' ')) })
    para = []
    if (list) blocks.push({ kind: list.kind, items: list.items.map(parseInline) })
    list = null
  }
  for (const raw of src.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    if (!line) {
      flush()
      continue
    }
    const heading = /^(#{2,3})\s+(.*)$/.exec(line)
    const bullet = /^[-*]\s+(.*)$/.exec(line)
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line)
    if (heading) {
      flush()
      blocks.push({ kind: heading[1].length === 2 ? 'h2' : 'h3', text: parseInline(heading[2]) })
    } else if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol'
      if (para.length || (list && list.kind !== kind)) flush()
      list ??= { kind, items: [] }
      list.items.push((bullet ?? numbered)![1])
    } else if (list && /^\s{2,}/.test(raw)) {
      list.items[list.items.length - 1] += ' ' + line
    } else {
      if (list) flush()
      para.push(line)
    }
  }
  flush()
  return blocks
}

// One slash, not two and not a slash and a backslash: browsers read both as another website (//evil.example).
const SAFE_HREF = /^(\/(?![/\\])|https:\/\/|mailto:|tel:|#)/

export function parseInline(text: string): Inline[] {
  const out: Inline[] = []
  let i = 0
  let plain = ''
  const push = () => {
    if (plain) out.push({ kind: 'text', text: plain })
    plain = ''
  }
  while (i < text.length) {
    const rest = text.slice(i)
    const strong = /^\*\*(.+?)\*\*/.exec(rest)
    const em = /^_(.+?)_(?![A-Za-z0-9])/.exec(rest)
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest)
    if (strong) {
      push()
      out.push({ kind: 'strong', children: parseInline(strong[1]) })
      i += strong[0].length
    } else if (em && (i === 0 || /\W/.test(text[i - 1]))) {
      push()
      out.push({ kind: 'em', children: parseInline(em[1]) })
      i += em[0].length
    } else if (link && SAFE_HREF.test(link[2])) {
      push()
      out.push({ kind: 'link', href: link[2], children: parseInline(link[1]) })
      i += link[0].length
    } else {
      plain += text[i]
      i++
    }
  }
  push()
  return out
}
