/** Fills {name} placeholders of a YAML label: fill('Page {page} of {total}', { page: 2, total: 10 }) → 'Page 2 of 10'. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))
}

/** The guide's '% Complete' figure: the page divided by the number of pages, as a whole percentage. */
export function percentComplete(page: number, total: number): number {
  return total > 0 ? Math.round((page / total) * 100) : 0
}

/** A page number kept between 1 and total. */
export function clampPage(page: number, total: number): number {
  return Math.min(Math.max(1, Math.round(page)), Math.max(1, total))
}
