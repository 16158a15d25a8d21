const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * A calendar date (YYYY-MM-DD) the way toLocaleDateString('en-IN', { day: 'numeric', month: 'long',
 * year: 'numeric' }) writes it, e.g. the fifth of March 2025 as "5 March 2025". Written out for the same
 * reason as groupIndian (src/lib/money.ts): the first Intl date formatter on a page loads the locale's
 * data, about 100 ms of main thread at Lighthouse's 4x CPU slowdown, in the middle of hydrating /blog.
 * tests/unit/format.test.ts compares it with Intl for random dates.
 */
export function formatLongDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number)
  return `${d} ${MONTHS[m - 1]} ${y}`
}
