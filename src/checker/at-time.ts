/**
 * The site as it shows at one moment: what the build prerenders and the dev server serves. Pages and sections
 * whose `from:` has not come or whose `until:` has passed (src/lib/schedule.ts) are left out, and so are the
 * questions of a FAQ with a time; but a section (or question) that takes the place of one ending at its start
 * is kept, built ahead, for the page to show at that moment (builtAhead). A section that stays carries the
 * earlier of its own end and its page's, so a page opened before that moment hides it then (the loader's rule,
 * scripts/lib/loader.ts, and the section's wrapper, src/sections/RenderSections.tsx).
 *
 * The checker reads everything, whatever the time: a section that starts next month is checked today.
 */
import { isBuilt, isShowing, scheduleMoment, showingWindow, type Scheduled } from '../lib/schedule.ts'
import type { Content, ResolvedPage } from './resolve.ts'

type Section = ResolvedPage['sections'][number]

export function contentAt(content: Content, now: number): Content {
  const atNow = (page: ResolvedPage): ResolvedPage => ({
    ...page,
    sections: page.sections.filter((s, _, all) => isBuilt(s, all, now)).map((s) => withEnd(itemsAt(s, now), page)),
  })
  const pages = new Map<string, ResolvedPage>()
  const files = new Map<string, string>()
  for (const [path, page] of content.pages) {
    if (!isShowing(page, now)) continue
    pages.set(path, atNow(page))
    files.set(path, content.files.get(path)!)
  }
  for (const page of pages.values())
    if (page.data.articles) page.data = { ...page.data, articles: page.data.articles.filter((a) => pages.has(a.path)) }
  const routes: Content['routes'] = {}
  for (const [route, key] of Object.entries(content.routes)) {
    const owner = [...content.pages.values()].find((p) => p.path === route || p.aliases.includes(route))
    if (!owner || pages.has(owner.path)) routes[route] = key
  }
  return { ...content, pages, files, routes, notFound: content.notFound && atNow(content.notFound) }
}

/** A FAQ with only the questions built at `now` (those whose time says so). */
function itemsAt(section: Section, now: number): Section {
  if (section.type !== 'faq' || !section.items.some((q: Scheduled) => q.from !== undefined || q.until !== undefined)) return section
  return { ...section, items: section.items.filter((q, _, all) => isBuilt(q, all, now)) }
}

/** The section with `until` set to the earlier of its own and its page's (a page's end ends its sections). */
function withEnd<T extends Scheduled>(section: T, page: Scheduled): T {
  if (page.until === undefined) return section
  const own = showingWindow(section)[1]
  return (scheduleMoment(page.until, 'until') ?? Infinity) < own ? { ...section, until: page.until } : section
}

/** A moment at which a page or section starts or ends. */
export interface ScheduledChange {
  /** Milliseconds since 1970. */
  at: number
  /** The page's path. */
  page: string
  /** "the page starts", "section 3 (countdown) ends". */
  what: string
}

/** The moments after `now` at which something on the site starts or ends: when a build would differ. */
export function changesAfter(content: Content, now: number): ScheduledChange[] {
  const out: ScheduledChange[] = []
  const add = (item: Scheduled, page: string, what: string) => {
    const [start, end] = showingWindow(item)
    if (start > now && Number.isFinite(start)) out.push({ at: start, page, what: `${what} starts` })
    if (end > now && Number.isFinite(end)) out.push({ at: end, page, what: `${what} ends` })
  }
  for (const page of content.pages.values()) {
    add(page, page.path, 'the page')
    page.sections.forEach((s, i) => {
      add(s, page.path, `section ${i + 1} (${s.type})`)
      if (s.type === 'faq') s.items.forEach((q: Scheduled, j) => add(q, page.path, `section ${i + 1} (faq), question ${j + 1}`))
    })
  }
  return out.sort((a, b) => a.at - b.at || a.page.localeCompare(b.page))
}
