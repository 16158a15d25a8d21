import type { EditorProblem } from '../contract/protocol.ts'

export type TextFix = NonNullable<EditorProblem['fixes']>[number]

/** The text with a problem's fix applied: `from` becomes `to` where the checker found it (else at its first place). */
export function applyFix(text: string, f: TextFix): string {
  const i = text.slice(f.at, f.at + f.from.length) === f.from ? f.at : text.indexOf(f.from)
  return i < 0 ? text : text.slice(0, i) + f.to + text.slice(i + f.from.length)
}

/** A copy of `data` with the fix applied to the text at `path` (lists and groups on the way copied, the rest shared). */
export function fixAt(data: unknown, path: (string | number)[], f: TextFix): unknown {
  if (!path.length) return typeof data === 'string' ? applyFix(data, f) : data
  const [head, ...rest] = path
  if (Array.isArray(data)) return data.map((v, i) => (i === head ? fixAt(v, rest, f) : v))
  if (data && typeof data === 'object')
    return { ...(data as Record<string, unknown>), [head]: fixAt((data as Record<string, unknown>)[head], rest, f) }
  return data
}
