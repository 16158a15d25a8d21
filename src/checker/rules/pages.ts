import { builtWindow } from '../../lib/schedule.ts'
import { said, say } from '../said.ts'
import { routeOf } from '../resolve.ts'
import { addressProblem } from '../addresses.ts'
import type { PathPart } from '../yaml-file.ts'
import { eachObject, type PageData, type RuleContext } from './context.ts'
import { langOfFile } from '../../lib/lang.ts'
import type { HindiWords, Site } from '../../generated/content.ts'

/**
 * Every address a page declares (its file's own address, its aliases, its canonical address) makes a good
 * address and a safe file name in the build (addresses.ts): no `..`, no spaces or `?`, nothing under
 * /assets/, no trailing-slash twin.
 */
export function goodAddresses(c: RuleContext): void {
  for (const [rel, y] of c.pages) {
    const page = y.data as { aliases?: string[]; meta: { canonical?: string } }
    const claims: [string, PathPart[]][] = [[routeOf(rel), []]]
    ;(page.aliases ?? []).forEach((a, i) => claims.push([a, ['aliases', i]]))
    if (page.meta.canonical !== undefined) claims.push([page.meta.canonical, ['meta', 'canonical']])
    for (const [address, at] of claims) {
      const problem = addressProblem(address, rel)
      if (problem) c.report(y, at, { code: 'bad-address', ...problem })
    }
  }
}

/**
 * A page's title does not end with the site's name: every tab and search result already shows the title with the
 * site's suffix (" | SetuBiz", pages/_site/site.yaml meta.titleSuffix, in Hindi pages/_site/hi.yaml), so "GST
 * Registration | SetuBiz" would read "GST Registration | SetuBiz | SetuBiz". A warning: the page still works.
 */
export function titleWithoutSuffix(c: RuleContext): void {
  const suffixOf = (rel: string) =>
    langOfFile(rel) === 'hi'
      ? ((c.data.get('hi')?.data as HindiWords | undefined)?.site?.meta?.titleSuffix ?? (c.site.data as Site).meta.titleSuffix)
      : (c.site.data as Site).meta.titleSuffix
  for (const [rel, y] of c.pages) {
    const title = (y.data as { meta?: { title?: unknown } }).meta?.title
    const suffix = suffixOf(rel)
    // The site's name is what the suffix says after its separator: "SetuBiz" of " | SetuBiz".
    const name = suffix.replace(/^[\s|:·•–—-]+/, '').trim()
    if (typeof title !== 'string' || !name) continue
    const ending = new RegExp(`[\\s|:·•–—-]${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'i')
    if (ending.test(title))
      c.report(y, ['meta', 'title'], {
        code: 'title-suffix',
        severity: 'warning',
        ...said(
          say`the ${{ field: 'title' }} "${title}" ends with the site's name, which every page's title gets by itself: it would read "${title}${suffix}".`,
        ),
        hint: `Leave "${name}" off the end of the title.`,
      })
  }
}

/** No path is served by two pages (a page's own path, its aliases and its canonical path). */
export function uniquePaths(c: RuleContext): void {
  const claimed = new Map<string, string>()
  for (const [rel, y] of c.pages) {
    const own = routeOf(rel)
    if (own === '/404' || own === '/hi/404') continue
    const page = y.data as { aliases?: string[]; meta: { canonical?: string } }
    const claims: [string, PathPart[]][] = [[own, []]]
    ;(page.aliases ?? []).forEach((a, i) => claims.push([a, ['aliases', i]]))
    if (page.meta.canonical && page.meta.canonical !== own && !(page.aliases ?? []).includes(page.meta.canonical))
      claims.push([page.meta.canonical, ['meta', 'canonical']])
    for (const [p, at] of claims) {
      const other = claimed.get(p)
      if (other && other !== rel)
        c.report(y, at, {
          code: 'duplicate-path',
          ...said(say`the path ${p} is already served by ${{ file: other }}.`),
          hint: 'Remove the alias or the other page: one path shows one page.',
        })
      else claimed.set(p, rel)
    }
  }
}

/**
 * Section ids are unique on their page, and so are the headings of sections in one built page: each section is
 * a landmark named by its heading, and two with one name cannot be told apart by a screen reader's list.
 */
export function uniqueSectionIds(c: RuleContext): void {
  for (const y of c.pages.values()) {
    // Two sections that are never in one built page may share an id or a heading. One built ahead of its start
    // (the list-price plans from 1 January, in place of the offer's) is in the page's HTML with what it
    // replaces, hidden until its moment, so it needs its own (src/lib/schedule.ts, builtWindow).
    const sections = (y.data as PageData).sections as (PageData['sections'][number] & { heading?: unknown })[]
    const built = sections.map((s) => builtWindow(s, sections))
    const together = (i: number, j: number) => built[j][0] < built[i][1] && built[i][0] < built[j][1]
    sections.forEach((s, i) => {
      const sameId = s.id ? sections.findIndex((o, j) => j < i && o.id === s.id && together(i, j)) : -1
      if (s.id && sameId >= 0)
        c.report(y, ['sections', i, 'id'], {
          code: 'duplicate-id',
          ...said(
            say`the ${{ field: 'id' }} "${s.id}" is already used by ${{ place: `sections[${sameId}]`, path: ['sections', sameId] }}.`,
          ),
          hint: 'Each section id must be unique on its page (two sections may share one only if they are never on the page together: one ends before the other starts, and the later one is not sent ahead to take its place at that moment).',
        })
      const heading = typeof s.heading === 'string' ? s.heading : undefined
      const sameHeading = heading ? sections.findIndex((o, j) => j < i && o.heading === heading && together(i, j)) : -1
      if (heading && sameHeading >= 0)
        c.report(y, ['sections', i, 'heading'], {
          code: 'duplicate-heading',
          ...said(
            say`the ${{ field: 'heading' }} "${heading}" is already the heading of ${{ place: `sections[${sameHeading}]`, path: ['sections', sameHeading] }}, and both are in the page together.`,
          ),
          hint: "Give one of them other words: screen readers list a page's sections by their headings. (A section that takes the place of another at a moment is in the page, hidden, before it.)",
        })
    })
  }
}

/** A heading's highlighted words are part of the heading, spelt the same way. */
export function highlights(c: RuleContext): void {
  eachObject(c.pages.values(), (v, at, y) => {
    if (typeof v.heading === 'string' && typeof v.highlight === 'string' && !v.heading.includes(v.highlight))
      c.report(y, [...at, 'highlight'], {
        code: 'bad-value',
        message: `"${v.highlight}" does not appear in the heading.`,
        hint: 'The highlight must be part of the heading, spelt the same way.',
      })
  })
}

/** The blog index's featured post is an article page. */
export function featuredArticle(c: RuleContext): void {
  for (const y of c.pages.values())
    (y.data as PageData).sections.forEach((s, i) => {
      const featured = (s as { featured?: string }).featured
      if (s.type === 'blog-index' && featured && !c.content.pages.get(featured)?.sections.some((x) => x.type === 'article'))
        c.report(y, ['sections', i, 'featured'], {
          code: 'broken-link',
          message: `${featured} is not an article page.`,
          hint: 'Name the path of a page under pages/blog/ that has an article section.',
        })
    })
}
