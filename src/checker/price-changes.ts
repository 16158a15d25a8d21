/**
 * The price report of a change: what the price book and the pages showed before and show now, entry by entry;
 * sentences that still state a figure the book no longer has; and the pages whose search-engine offers change.
 * Nothing here needs Node: `npm run report:prices -- --since <ref>` and the office computer's editor compare
 * with a git checkout (scripts/lib/prices-since.ts), the office's host functions with the published files.
 */
import type { Content } from './resolve.ts'
import { changedEntries, priceReport, staleFigures, type BookEntryReport } from './prices.ts'
import { describePath } from './validate.ts'
import { formatRupees } from './format-values.ts'
import { pageOffers } from '../seo/jsonld.ts'

/** What a change reprices (priceChanges below; the editor's protocol carries it): entry by entry, and what to look at. */
export interface PriceChanges {
  /** What the figures before are: 'HEAD' (the last publish), or another git ref. */
  since: string
  /** Each price-book entry whose figure, or a figure a page shows for it, changed. */
  entries: {
    id: string
    name: string
    /** The book's figure before, as the site writes it (with its unit), or null for a new entry. */
    before: string | null
    now: string
    /** Every place that shows it: the page's address and the checker's path to the field. */
    places: { page: string; where: string; before: string | null; now: string }[]
  }[]
  /** Ids taken out of the book. */
  removed: string[]
  /** Text that still states an old figure (null when no book figure changed, so none was looked for). */
  stale: { file: string; where: string; shows: string; id: string; now: string; excerpt: string }[] | null
  /** Service pages whose prices for search engines (JSON-LD offers) change. */
  offers: string[]
}

/** Loaded content with each page's data as written (the report shows where each figure stands). */
export interface Priced {
  content: Content
  raw: Map<string, { file: string; data: unknown }>
}

/** A check's content with its files' data as it parsed them (LoadResult.parsed): each file read once. */
export function pricedResult(result: { content?: Content; parsed?: Map<string, unknown>; problems: { length: number } }): Priced {
  if (!result.content || !result.parsed) throw new Error(`the content has ${result.problems.length} problems`)
  const parsed = result.parsed
  return pricedOf(result.content, (file) => parsed.get(file))
}

/** `content` with its files' data as `dataOf` reads them, and the menu's categories from the site file. */
export function pricedOf(content: Content, dataOf: (file: string) => unknown): Priced {
  const raw = new Map<string, { file: string; data: unknown }>()
  for (const [page, file] of content.files) raw.set(page, { file, data: dataOf(file) })
  const site = dataOf('pages/_site/site.yaml') as { categories: unknown }
  raw.set('(menu and /services)', { file: 'pages/_site/site.yaml', data: { categories: site.categories } })
  return { content, raw }
}

/**
 * The price changes from `before` to `after`, as data (the editor shows it, src/editor/PriceReport.tsx); `since`
 * names what `before` is (a git ref, a commit).
 */
export function priceChanges(before: Priced, after: Priced, since: string): PriceChanges {
  const byId = (r: BookEntryReport[]) => new Map(r.map((e) => [e.id, e]))
  const old = byId(priceReport(before.content, before.raw))
  const now = priceReport(after.content, after.raw)
  const entries: PriceChanges['entries'] = []
  for (const e of now) {
    const prev = old.get(e.id)
    const shownBefore = new Map((prev?.uses ?? []).map((u) => [`${u.page} ${u.where}`, u.shown]))
    const moved = e.uses.filter((u) => shownBefore.get(`${u.page} ${u.where}`) !== u.shown)
    if (!prev || prev.book !== e.book || moved.length)
      entries.push({
        id: e.id,
        name: e.name,
        before: prev ? prev.book : null,
        now: e.book,
        places: e.uses.map((u) => ({
          page: u.page,
          where: u.where,
          before: shownBefore.get(`${u.page} ${u.where}`) ?? null,
          now: u.shown,
        })),
      })
  }
  const removed = [...old.keys()].filter((id) => !now.some((e) => e.id === id))
  // Sentences that still state a figure the book no longer has, next to that service's name; declared figures
  // ({amount:…}) equal to an old price too: they do not follow the book, so each is worth a look.
  const repriced = changedEntries(before.content.catalog, after.content.catalog)
  const book = after.content.catalog.entries
  const stale = repriced.length
    ? [...after.raw.values()].flatMap(({ file, data }) =>
        staleFigures(repriced, data, book).map((f) => {
          const e = repriced.find((c) => c.id === f.id)!
          return { file, where: describePath(data, f.at), shows: f.shown, id: e.id, now: formatRupees(e.now), excerpt: f.excerpt }
        }),
      )
    : null
  // Pages whose structured-data offers change.
  const offers = (c: Content, p: string) => {
    const page = c.pages.get(p)
    return page?.service ? JSON.stringify(pageOffers(c.site, page).map((o) => [o.name, o.price])) : ''
  }
  const offersChange = [...after.content.pages.keys()].filter((p) => offers(after.content, p) !== offers(before.content, p))
  return { since, entries, removed, stale, offers: offersChange }
}

/** The price changes in Markdown, for a pull request (`npm run report:prices -- --since <ref>`, the editor's copy button). */
export function priceChangesMarkdown(c: PriceChanges): string {
  const out: string[] = [`## Price changes since \`${c.since}\``, '']
  if (!c.entries.length) out.push('No price in the book or on a page changed.', '')
  for (const e of c.entries) {
    out.push(
      `### ${e.name} (\`${e.id}\`)`,
      '',
      `Book: ${e.before !== null ? `${e.before} → ` : 'new entry: '}**${e.now}**`,
      '',
      '| page | field | before | now |',
      '| --- | --- | --- | --- |',
    )
    for (const u of e.places) out.push(`| ${u.page} | ${u.where} | ${u.before ?? '—'} | ${u.now} |`)
    out.push('')
  }
  for (const id of c.removed) out.push(`### \`${id}\` removed from the book`, '')
  if (c.stale) {
    out.push('### Text that still shows an old price', '')
    if (!c.stale.length) out.push('None: every sentence that states one of these prices uses `{price:id}` or another figure.', '')
    else {
      out.push('| file | field | shows | entry now | text |', '| --- | --- | --- | --- | --- |')
      for (const f of c.stale)
        out.push(`| ${f.file} | ${f.where} | ${f.shows} | ${f.now} (\`${f.id}\`) | …${f.excerpt.replace(/\|/g, '\\|')}… |`)
      out.push(
        '',
        'Write `{price:<id>}` in those sentences instead of the figure.',
        'A figure kept with `{amount:…}` that is not one of our prices (a government fee, a limit in law) can stay as it is.',
        '',
      )
    }
  }
  out.push('### Search-engine offers (JSON-LD) that change', '', c.offers.length ? c.offers.map((p) => `- ${p}`).join('\n') : 'None.', '')
  return out.join('\n')
}

/** The price changes from `before` to `after`, in Markdown. */
export const priceChangesReport = (before: Priced, after: Priced, since: string): string =>
  priceChangesMarkdown(priceChanges(before, after, since))
