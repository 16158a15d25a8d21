/**
 * Which other changed files a Discard must take back with a file: those that would be left with a problem if
 * `file` alone went back to its published version (a price reference to an entry the book would lose, links to
 * the address of a renamed page), and, for those, the changed files that would then be needed back (the renamed
 * page's old file). Worked out by checking the site as it would be, file set by file set, over either store
 * (SiteFiles): the office computer's folder or the hosted drafts.
 */
import type { Problem } from '../checker/types.ts'
import type { SiteFiles, Writes } from './site-files.ts'

/** `published(f)`: the file's published text, or null when it was not published (a new file goes away). */
export function dependentsIn(site: SiteFiles, file: string, changed: string[], published: (f: string) => string | null): string[] {
  const key = (p: Problem) => `${p.file}|${p.code}|${p.where}|${p.message}`
  const now = new Set(site.check(new Map(), true).problems.map(key))
  const after = (set: Set<string>): Problem[] => {
    const writes: Writes = new Map()
    for (const f of set) if (/\.ya?ml$/.test(f)) writes.set(f, published(f))
    return site.check(writes, true).problems.filter((p) => !now.has(key(p)))
  }
  const set = new Set([file])
  for (let round = 0; round < changed.length; round++) {
    const fresh = after(set)
    if (!fresh.length) break
    const blamed = [...new Set(fresh.map((p) => p.file))].filter((f) => changed.includes(f) && !set.has(f))
    if (blamed.length) {
      for (const f of blamed) set.add(f)
      continue
    }
    // The new problems are in files already going back: another changed file is needed back with them.
    let best: string | undefined
    let fewest = fresh.length
    for (const c of changed.filter((f) => !set.has(f))) {
      const n = after(new Set([...set, c])).length
      if (n < fewest) [best, fewest] = [c, n]
    }
    if (!best) break
    set.add(best)
  }
  set.delete(file)
  return [...set].sort()
}

/** The files `together` names, as a sorted list without repeats (what the editor sends back after a 409). */
export function namedTogether(together: unknown): string[] {
  return Array.isArray(together) ? [...new Set(together.filter((f): f is string => typeof f === 'string'))].sort() : []
}
