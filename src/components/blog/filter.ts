import type { ArticleSummary } from '../../content/model.ts'

/** What the blog list is narrowed to; kept in the address as ?q=...&category=<slug>. */
export interface BlogFilter {
  q: string
  /** A category name from the blog-index section, or null for all. */
  category: string | null
}

export const NO_FILTER: BlogFilter = { q: '', category: null }

/** 'GST & Compliance' → 'gst-compliance' (the form used in the address). */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Reads ?q= and ?category= (a slug or the name itself); an unknown category means all. */
export function readFilter(params: URLSearchParams, categories: readonly string[]): BlogFilter {
  const q = params.get('q') ?? ''
  const raw = params.get('category')
  const category = raw ? (categories.find((c) => categorySlug(c) === categorySlug(raw)) ?? null) : null
  return { q, category }
}

/** The address query for a filter: empty parts are left out, so no filter is no query at all. */
export function filterParams(f: BlogFilter): URLSearchParams {
  const p = new URLSearchParams()
  if (f.q.trim()) p.set('q', f.q)
  if (f.category) p.set('category', categorySlug(f.category))
  return p
}

export function isFiltering(f: BlogFilter): boolean {
  return f.q.trim() !== '' || f.category !== null
}

/** Articles in the chosen category whose title, excerpt or category contain every word of the search, ignoring case. */
export function filterArticles<T extends Pick<ArticleSummary, 'title' | 'excerpt' | 'category'>>(
  articles: readonly T[],
  f: BlogFilter,
): T[] {
  const words = f.q.toLocaleLowerCase('en-IN').split(/\s+/).filter(Boolean)
  return articles.filter((a) => {
    if (f.category && a.category !== f.category) return false
    const text = `${a.title}\n${a.excerpt}\n${a.category}`.toLocaleLowerCase('en-IN')
    return words.every((w) => text.includes(w))
  })
}

/** The featured article (the named one, or else the newest) and the newest others after it. */
export function featuredAndLatest<T extends Pick<ArticleSummary, 'path'>>(
  articles: readonly T[],
  featuredPath: string | undefined,
  count: number,
): { featured?: T; latest: T[] } {
  const featured = articles.find((a) => a.path === featuredPath) ?? articles[0]
  return { featured, latest: articles.filter((a) => a !== featured).slice(0, count) }
}
