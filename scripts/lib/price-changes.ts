/**
 * The price report of a change: what the price book and the pages showed before and show now, entry by entry;
 * sentences that still state a figure the book no longer has; and the pages whose search-engine offers change.
 * Nothing here needs Node: `npm run report:prices -- --since <ref>` and the office computer's editor compare
 * with a git checkout (scripts/report-prices.ts), the office's host functions with the published files.
 */
import type { Content } from './content/index.ts'
import { changedEntries, priceReport, staleFigures, type BookEntryReport } from './prices.ts'
import { describePath } from './content/validate.ts'
import { formatRupees } from './content/format-values.ts'
import { pageOffers } from '../../src/seo/jsonld.ts'

/** Loaded content with each page's data as written (the report shows where each figure stands). */
export interface Priced {
  content: Content
  raw: Map<string, { file: string; data: unknown }>
}

/** `content` with its files' data as `dataOf` reads them, and the menu's categories from the site file. */
export function pricedOf(content: Content, dataOf: (file: string) => unknown): Priced {
  const raw = new Map<string, { file: string; data: unknown }>()
  for (const [page, file] of content.files) raw.set(page, { file, data: dataOf(file) })
  const site = dataOf('pages/_site/site.yaml') as { categories: unknown }
  raw.set('(menu and /services)', { file: 'pages/_site/site.yaml', data: { categories: site.categories } })
  return { content, raw }
}

/** The price changes from `before` to `after`, in Markdown; `since` names what `before` is (a git ref, a commit). */
export function priceChangesReport(before: Priced, after: Priced, since: string): string {
  const byId = (r: BookEntryReport[]) => new Map(r.map((e) => [e.id, e]))
  const old = byId(priceReport(before.content, before.raw))
  const now = priceReport(after.content, after.raw)
  const out: string[] = [`## Price changes since \`${since}\``, '']
  const changed: string[] = []
  for (const e of now) {
    const prev = old.get(e.id)
    const shownBefore = new Map((prev?.uses ?? []).map((u) => [`${u.page} ${u.where}`, u.shown]))
    const moved = e.uses.filter((u) => shownBefore.get(`${u.page} ${u.where}`) !== u.shown)
    if (!prev || prev.book !== e.book || moved.length) {
      changed.push(e.id)
      out.push(
        `### ${e.name} (\`${e.id}\`)`,
        '',
        `Book: ${prev ? `${prev.book} → ` : 'new entry: '}**${e.book}**`,
        '',
        '| page | field | before | now |',
        '| --- | --- | --- | --- |',
      )
      for (const u of e.uses) out.push(`| ${u.page} | ${u.where} | ${shownBefore.get(`${u.page} ${u.where}`) ?? '—'} | ${u.shown} |`)
      out.push('')
    }
  }
  for (const id of old.keys()) if (!now.some((e) => e.id === id)) out.push(`### \`${id}\` removed from the book`, '')
  // Sentences that still state a figure the book no longer has, next to that service's name.
  const repriced = changedEntries(before.content.catalog, after.content.catalog)
  // Declared figures ({amount:…}) equal to an old price too: they do not follow the book, so each is worth a look.
  const book = after.content.catalog.entries
  const stale = [...after.raw.values()].flatMap(({ file, data }) => staleFigures(repriced, data, book).map((f) => ({ file, data, f })))
  if (repriced.length) {
    out.push('### Text that still shows an old price', '')
    if (!stale.length) out.push('None: every sentence that states one of these prices uses `{price:id}` or another figure.', '')
    else {
      out.push('| file | field | shows | entry now | text |', '| --- | --- | --- | --- | --- |')
      for (const { file, data, f } of stale) {
        const e = repriced.find((c) => c.id === f.id)!
        out.push(
          `| ${file} | ${describePath(data, f.at)} | ${f.shown} | ${formatRupees(e.now)} (\`${e.id}\`) | …${f.excerpt.replace(/\|/g, '\\|')}… |`,
        )
      }
      out.push(
        '',
        'Write `{price:<id>}` in those sentences instead of the figure.',
        'A figure kept with `{amount:…}` that is not one of our prices (a government fee, a limit in law) can stay as it is.',
        '',
      )
    }
  }
  // Pages whose structured-data offers change.
  const offers = (c: Content, p: string) => {
    const page = c.pages.get(p)
    return page?.service ? JSON.stringify(pageOffers(c.site, page).map((o) => [o.name, o.price])) : ''
  }
  const touched = [...after.content.pages.keys()].filter((p) => offers(after.content, p) !== offers(before.content, p))
  out.push('### Search-engine offers (JSON-LD) that change', '', touched.length ? touched.map((p) => `- ${p}`).join('\n') : 'None.', '')
  if (!changed.length) out.splice(2, 0, 'No price in the book or on a page changed.', '')
  return out.join('\n')
}
