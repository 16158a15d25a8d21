import type { Problem } from './types.ts'

export interface FormatOptions {
  /** File texts, for the two-line code frame. */
  sources?: Map<string, string>
  color?: boolean
  /** These are warnings: the closing line says that nothing was stopped. */
  warning?: boolean
}

/** pages/x.yaml:42:9  sections[3] (faq) › items[2]: missing required field "answer". */
export function formatProblem(p: Problem, opts: FormatOptions = {}): string {
  const c = colors(opts.color ?? false)
  const lines = [
    `${c.bold(`${p.file}:${p.line}:${p.col}`)}  ${c.dim(`[${p.severity === 'warning' ? 'warning: ' : ''}${p.code}]`)}`,
    `  ${c.cyan(p.where)}: ${p.message}`,
  ]
  if (p.hint) lines.push(`  ${c.yellow('fix:')} ${p.hint}`)
  const src = opts.sources?.get(p.file)
  if (src) lines.push(...codeFrame(src, p.line, p.col).map((l) => c.dim(l)))
  return lines.join('\n')
}

export function formatProblems(problems: Problem[], opts: FormatOptions = {}): string {
  if (!problems.length) return ''
  const files = new Set(problems.map((p) => p.file)).size
  const body = problems.map((p) => formatProblem(p, opts)).join('\n\n')
  if (opts.warning)
    return `${body}\n\n${problems.length} ${problems.length === 1 ? 'warning' : 'warnings'} in ${files} ${files === 1 ? 'file' : 'files'}: worth a look, nothing was stopped.`
  return `${body}\n\n${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} in ${files} ${files === 1 ? 'file' : 'files'}. Nothing was built.`
}

/** The line before and the line with the problem, and a caret under the column. */
export function codeFrame(source: string, line: number, col: number): string[] {
  // A file in another encoding (UTF-16) would print as noise: its problem says so without showing it.
  if (source.includes('\u0000')) return []
  const all = source.split('\n')
  const out: string[] = []
  const width = String(line).length
  for (let n = Math.max(1, line - 1); n <= line; n++)
    out.push(`  ${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${all[n - 1] ?? ''}`)
  out.push(`    ${' '.repeat(width)} | ${' '.repeat(Math.max(0, col - 1))}^`)
  return out
}

/** One GitHub-style annotation per problem, for CI logs that pull-request views read. */
export function formatAnnotation(p: Problem): string {
  const esc = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
  return `::error file=${p.file},line=${p.line},col=${p.col},title=${esc(p.code)}::${esc(`${p.where}: ${p.message}${p.hint ? ` ${p.hint}` : ''}`)}`
}

function colors(on: boolean) {
  const wrap = (code: number) => (s: string) => (on ? `\x1b[${code}m${s}\x1b[0m` : s)
  return { bold: wrap(1), dim: wrap(2), cyan: wrap(36), yellow: wrap(33) }
}
