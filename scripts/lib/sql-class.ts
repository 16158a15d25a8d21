/**
 * A Unicode property as a Postgres bracket expression. Postgres's regular expressions know no \p{…}, so the
 * database's copy of a rule of src/lib/visible-text.ts is the list of code-point ranges the rule's pattern
 * matches, in the \uXXXX and \UXXXXXXXX escapes Postgres reads. tests/integration/limits.test.ts compares
 * the migration's copy with this list.
 */
export function postgresClass(pattern: string): string {
  const re = new RegExp(`^(?:${pattern})$`, 'u')
  const ranges: [number, number][] = []
  let start = -1
  for (let c = 0; c <= 0x110000; c++) {
    const match = c < 0x110000 && !(c >= 0xd800 && c <= 0xdfff) && re.test(String.fromCodePoint(c))
    if (match && start < 0) start = c
    if (!match && start >= 0) {
      ranges.push([start, c - 1])
      start = -1
    }
  }
  const hex = (c: number) => (c <= 0xffff ? `\\u${c.toString(16).padStart(4, '0')}` : `\\U${c.toString(16).padStart(8, '0')}`)
  return `[${ranges.map(([a, b]) => (a === b ? hex(a) : a + 1 === b ? hex(a) + hex(b) : `${hex(a)}-${hex(b)}`)).join('')}]`
}

/** The code points a Postgres bracket expression written by postgresClass() holds. */
export function classCodePoints(sqlClass: string): Set<number> {
  const out = new Set<number>()
  const inner = sqlClass.replace(/^\[|\]$/g, '')
  const escape = /\\u([0-9a-f]{4})|\\U([0-9a-f]{8})/gy
  const next = (): number | undefined => {
    const m = escape.exec(inner)
    return m ? parseInt(m[1] ?? m[2], 16) : undefined
  }
  for (let c = next(); c !== undefined; c = next()) {
    if (inner[escape.lastIndex] === '-') {
      escape.lastIndex++
      const end = next()!
      for (let x = c; x <= end; x++) out.add(x)
    } else out.add(c)
  }
  return out
}
