/**
 * The import structure between its parts (docs/ARCHITECTURE.md): dependency-cruiser's rules (`npm run deps`)
 * forbid a circle between files and say which part may import which; this forbids a circle between the parts
 * (folderOf), so no code runs back up into a part that imports it. Type-only imports count. Prints each circle
 * found and exits 1, else a line of counts.
 */
import { cruise, type ICruiseResult } from 'dependency-cruiser'

/**
 * The part of the structure a module belongs to, by where it runs: the checker, the editor's browser app, its
 * handlers and the host functions are each one folder under src/ (subfolders included); the rest of src/ is the
 * visitor's site, one part, whose folders import each other freely (generated code and its sections); under
 * scripts/ each folder is a part, and the command-line tools at its top are one.
 */
function folderOf(file: string): string {
  const parts = file.split('/')
  if (parts[0] === 'src')
    return ['checker', 'contract', 'editor', 'editor-calls', 'worker', 'rebuild', 'notifications'].includes(parts[1])
      ? `src/${parts[1]}`
      : "src (the visitor's site)"
  if (parts[0] === 'scripts') return parts.length > 2 ? `scripts/${parts[1]}` : 'scripts'
  return parts.slice(0, 2).join('/')
}

const { output } = await cruise(['src', 'scripts', 'supabase/functions'], {
  tsPreCompilationDeps: true,
  doNotFollow: { path: 'node_modules' },
  exclude: { path: '^(node_modules|dist|src/generated/validators\\.js)' },
  tsConfig: { fileName: 'tsconfig.json' },
})
const result = output as ICruiseResult

const arrows = new Map<string, Set<string>>()
for (const m of result.modules) {
  if (m.coreModule || m.couldNotResolve || m.source.startsWith('node_modules')) continue
  const from = folderOf(m.source)
  for (const d of m.dependencies) {
    if (d.coreModule || d.couldNotResolve || d.resolved.startsWith('node_modules')) continue
    const to = folderOf(d.resolved)
    if (to !== from) (arrows.get(from) ?? arrows.set(from, new Set()).get(from)!).add(to)
  }
}

/** Every circle of folders, each once, as the path from its first folder back to it. */
function circles(): string[][] {
  const found = new Map<string, string[]>()
  const walk = (start: string, at: string, path: string[]) => {
    for (const next of arrows.get(at) ?? []) {
      if (next === start) {
        const key = [...path].sort().join(' ')
        if (!found.has(key)) found.set(key, [...path, start])
      } else if (!path.includes(next) && next > start) walk(start, next, [...path, next])
    }
  }
  for (const start of arrows.keys()) walk(start, start, [start])
  return [...found.values()]
}

const found = circles()
const count = [...arrows.values()].reduce((n, s) => n + s.size, 0)
if (found.length) {
  for (const circle of found) console.error(`folder circle: ${circle.join(' → ')}`)
  console.error(`\n${found.length} circle(s) between folders: move the code that runs back up into a folder below both.`)
  process.exit(1)
}
console.log(`✔ no circle between folders (${arrows.size} folders, ${count} arrows between them)`)
