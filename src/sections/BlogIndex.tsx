import { useEffect, useRef, useState } from 'react'
import { Search } from 'lucide-react'
import { useLocation } from 'react-router-dom'
import type { SectionProps } from './types.ts'
import { usePageData } from '../components/SiteContext.tsx'
import { SectionShell } from '../components/SectionShell.tsx'
import { ArticleCard, FeaturedArticle } from '../components/blog/ArticleCard.tsx'
import {
  NO_FILTER,
  categorySlug,
  featuredAndLatest,
  filterArticles,
  filterParams,
  isFiltering,
  readFilter,
  type BlogFilter,
} from '../components/blog/filter.ts'
import { fill } from '../components/guide/template.ts'
import { cn } from '../lib/cn.ts'

/**
 * The blog list: a featured article and the latest ones; the search box and the category chips narrow it
 * to every match. The filter lives in the address (?q=&category=) so a filtered list can be shared. The
 * prerendered HTML has no query, so the first render shows no filter either and the query is read after
 * hydration. Typing writes the address with history.replaceState, outside the router: a router navigation
 * per keystroke would re-render the list in a transition, behind the keys.
 */
export function BlogIndex(props: SectionProps<'blog-index'>) {
  const {
    id,
    heading,
    description,
    searchLabel,
    searchPlaceholder,
    allLabel,
    filterLabel,
    categories,
    featured,
    featuredLabel,
    latestHeading,
    latestCount = 6,
  } = props
  const { readMore, emptyText, resultsLabel, clearLabel } = props
  const articles = usePageData().articles ?? []
  const location = useLocation()
  const [filter, setFilter] = useState<BlogFilter>(NO_FILTER)
  // The list stays on screen while the next page loads; by then the address names that page, so ignore it.
  const [ownPath] = useState(location.pathname)
  const here = location.pathname === ownPath
  // The search box is uncontrolled: the words in it are the search, even those typed before the code arrived.
  const searchBox = useRef<HTMLInputElement>(null)
  const show = (f: BlogFilter) => {
    setFilter(f)
    if (searchBox.current && searchBox.current.value !== f.q) searchBox.current.value = f.q
  }
  const update = (next: Partial<BlogFilter>, from = filter) => {
    const f = { ...from, ...next }
    show(f)
    const query = filterParams(f).toString()
    window.history.replaceState(window.history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`)
  }
  // After hydration, and after every router navigation to this page (a link to /blog?category=...): the
  // address's filter, keeping the words in the box unless the address names a search of its own.
  useEffect(() => {
    if (!here) return
    const fromAddress = readFilter(new URLSearchParams(location.search), categories)
    const typed = searchBox.current?.value ?? ''
    if (typed && !fromAddress.q) update({ q: typed }, fromAddress)
    else show(fromAddress)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update reads the filter passed to it
  }, [here, location.key, location.search, categories])
  const filtering = isFiltering(filter)
  const matches = filtering ? filterArticles(articles, filter) : []
  const { featured: top, latest } = featuredAndLatest(articles, featured, latestCount)
  const chip = (label: string, value: string | null) => (
    <li key={label}>
      <button
        type="submit"
        name="category"
        value={value === null ? '' : categorySlug(value)}
        aria-pressed={filter.category === value}
        onClick={(e) => {
          e.preventDefault()
          update({ category: value })
        }}
        className={cn(
          'min-h-10 rounded-full px-4 py-2 text-sm font-semibold ring-1 transition-colors',
          filter.category === value
            ? 'bg-trust-700 text-white ring-trust-700'
            : 'bg-white text-slate-700 ring-slate-300 hover:bg-trust-50 hover:text-trust-800',
        )}
      >
        {label}
      </button>
    </li>
  )
  return (
    <SectionShell id={id} heading={heading} description={description}>
      <search className="mx-auto block max-w-5xl">
        {/* A form, so that a chip pressed (or Enter in the box) before the page's code arrives still asks for
            the filtered list: /blog?q=…&category=…, which the page reads once its code is in. After that, the
            chips and the box filter in place and the form is never sent. */}
        <form method="get" action={ownPath} onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="blog-search" className="sr-only">
            {searchLabel}
          </label>
          <div className="relative mx-auto max-w-3xl">
            <Search className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
            <input
              ref={searchBox}
              id="blog-search"
              name="q"
              type="search"
              placeholder={searchPlaceholder}
              onChange={(e) => update({ q: e.target.value })}
              className="min-h-12 w-full rounded-xl border border-slate-300 bg-white py-3 pr-4 pl-12 text-base shadow-sm placeholder:text-slate-500 focus:border-trust-600 focus:ring-2 focus:ring-trust-100 focus:outline-none"
            />
          </div>
          <ul aria-label={filterLabel} className="mt-4 flex flex-wrap justify-center gap-2">
            {chip(allLabel, null)}
            {categories.map((c) => chip(c, c))}
          </ul>
        </form>
      </search>
      <div className="mt-10" aria-live="polite">
        {filtering ? (
          <>
            {resultsLabel && matches.length > 0 && (
              <h2 className="mb-6 text-center text-base font-medium text-slate-700">{fill(resultsLabel, { count: matches.length })}</h2>
            )}
            {matches.length > 0 ? (
              <ArticleGrid articles={matches} readMore={readMore} />
            ) : (
              <div className="mx-auto max-w-xl rounded-(--radius-card) border border-dashed border-slate-300 bg-slate-50 p-10 text-center">
                <p className="text-lg text-slate-700">{emptyText}</p>
                {clearLabel && (
                  <button
                    type="button"
                    onClick={() => update({ q: '', category: null })}
                    className="mt-5 font-semibold text-trust-700 underline underline-offset-2 hover:text-trust-900"
                  >
                    {clearLabel}
                  </button>
                )}
              </div>
            )}
          </>
        ) : (
          <>
            {top && <FeaturedArticle article={top} readMore={readMore} label={featuredLabel} />}
            {latest.length > 0 && (
              <>
                {latestHeading && <h2 className="mt-14 mb-8 text-center text-3xl font-bold tracking-tight text-ink">{latestHeading}</h2>}
                <ArticleGrid articles={latest} readMore={readMore} />
              </>
            )}
          </>
        )}
      </div>
    </SectionShell>
  )
}

function ArticleGrid({ articles, readMore }: { articles: Parameters<typeof ArticleCard>[0]['article'][]; readMore: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((a) => (
        <li key={a.path}>
          <ArticleCard article={a} readMore={readMore} />
        </li>
      ))}
    </ul>
  )
}
