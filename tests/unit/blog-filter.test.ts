// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  NO_FILTER,
  categorySlug,
  featuredAndLatest,
  filterArticles,
  filterParams,
  isFiltering,
  readFilter,
} from '../../src/components/blog/filter.ts'

const categories = ['Business Registration', 'GST & Compliance', 'Trademark & IP', 'Legal Documents', 'Tax Planning']
const a = (path: string, title: string, category: string, excerpt = '') => ({ path, title, category, excerpt })
const articles = [
  a('/blog/gst', 'GST Registration in 2025', 'GST & Compliance', 'Turnover limits and documents'),
  a('/blog/roc', 'Annual ROC Compliance Checklist', 'GST & Compliance', 'Meetings, forms and due dates'),
  a('/blog/advance', 'Advance Tax for Freelancers', 'Tax Planning', 'Pay as you earn'),
  a('/blog/regime', 'New vs Old Tax Regime', 'Tax Planning', 'Budget 2025 made income up to ₹12 lakh tax-free'),
  a('/blog/llp', 'Private Limited Company vs LLP', 'Business Registration', 'Tax, compliance, funding'),
  a('/blog/tm', 'Trademark Registration in India', 'Trademark & IP', 'Your brand is your most valuable asset'),
  a('/blog/fa', "Founders' Agreement", 'Legal Documents', 'Equity, vesting and exits'),
]

describe('blog filter', () => {
  it('turns category names into address slugs and back', () => {
    expect(categories.map(categorySlug)).toEqual([
      'business-registration',
      'gst-compliance',
      'trademark-ip',
      'legal-documents',
      'tax-planning',
    ])
    for (const c of categories) expect(readFilter(new URLSearchParams({ category: categorySlug(c) }), categories).category).toBe(c)
    // The name itself works too, and an unknown category means all.
    expect(readFilter(new URLSearchParams('category=GST+%26+Compliance'), categories).category).toBe('GST & Compliance')
    expect(readFilter(new URLSearchParams('category=cooking'), categories)).toEqual(NO_FILTER)
  })

  it('writes no query for no filter, so the unfiltered list has a clean address', () => {
    expect(filterParams(NO_FILTER).toString()).toBe('')
    expect(filterParams({ q: '  ', category: null }).toString()).toBe('')
    expect(filterParams({ q: 'gst', category: 'Trademark & IP' }).toString()).toBe('q=gst&category=trademark-ip')
    expect(readFilter(new URLSearchParams('q=gst&category=trademark-ip'), categories)).toEqual({ q: 'gst', category: 'Trademark & IP' })
    expect(isFiltering(NO_FILTER)).toBe(false)
    expect(isFiltering({ q: ' ', category: null })).toBe(false)
    expect(isFiltering({ q: 'x', category: null })).toBe(true)
    expect(isFiltering({ q: '', category: 'Tax Planning' })).toBe(true)
  })

  it('matches title, excerpt and category, ignoring case, every word anywhere', () => {
    const paths = (q: string, category: string | null = null) => filterArticles(articles, { q, category }).map((x) => x.path)
    expect(paths('')).toHaveLength(articles.length)
    expect(paths('TRADEMARK')).toEqual(['/blog/tm'])
    expect(paths('tax')).toEqual(['/blog/advance', '/blog/regime', '/blog/llp'])
    expect(paths('₹12 lakh')).toEqual(['/blog/regime'])
    expect(paths('compliance')).toEqual(['/blog/gst', '/blog/roc', '/blog/llp'])
    expect(paths('registration india')).toEqual(['/blog/tm'])
    expect(paths('nothing like this')).toEqual([])
  })

  it('combines the search with the category chip', () => {
    expect(filterArticles(articles, { q: '', category: 'Tax Planning' }).map((x) => x.path)).toEqual(['/blog/advance', '/blog/regime'])
    expect(filterArticles(articles, { q: 'regime', category: 'Tax Planning' }).map((x) => x.path)).toEqual(['/blog/regime'])
    expect(filterArticles(articles, { q: 'regime', category: 'Legal Documents' })).toEqual([])
  })

  it('picks the featured article and the newest others after it', () => {
    const { featured, latest } = featuredAndLatest(articles, '/blog/regime', 6)
    expect(featured?.path).toBe('/blog/regime')
    expect(latest.map((x) => x.path)).toEqual(['/blog/gst', '/blog/roc', '/blog/advance', '/blog/llp', '/blog/tm', '/blog/fa'])
    // No featured path, or one that is not an article: the newest is featured.
    expect(featuredAndLatest(articles, undefined, 2)).toEqual({ featured: articles[0], latest: articles.slice(1, 3) })
    expect(featuredAndLatest(articles, '/blog/none', 1).featured).toBe(articles[0])
    expect(featuredAndLatest([], '/blog/x', 6)).toEqual({ featured: undefined, latest: [] })
  })
})
