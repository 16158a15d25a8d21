/**
 * Where a price-book entry is shown, from the content and the files' own values: what Save asks about
 * before a repricing. The same for both of the editor's stores (./prices.ts on the office computer,
 * src/worker/store.ts over the repository).
 */
import type { Content } from '../checker/resolve.ts'
import { priceReport, priceSentences } from '../checker/prices.ts'
import { readYaml } from '../checker/yaml-file.ts'
import { CallError } from '../contract/errors.ts'
import type { PriceUsesResponse } from '../contract/protocol.ts'
import { messages } from '../contract/messages.ts'

/** Each page's file and value, and the menu's categories, as the price report reads them. */
export function rawValues(content: Content, read: (file: string) => string): Map<string, { file: string; data: unknown }> {
  const raw = new Map<string, { file: string; data: unknown }>()
  for (const [page, file] of content.files) raw.set(page, { file, data: readYaml(read(file)) })
  const site = readYaml(read('pages/_site/site.yaml')) as { categories: unknown }
  raw.set('(menu and /services)', { file: 'pages/_site/site.yaml', data: { categories: site.categories } })
  return raw
}

/** Every page and field that shows a price-book entry, with the figure it shows, and every sentence that states it with {price:id}. */
export function priceUsesOf(content: Content, raw: Map<string, { file: string; data: unknown }>, id: string): PriceUsesResponse {
  const entry = priceReport(content, raw).find((e) => e.id === id)
  if (!entry) throw new CallError(404, { error: messages.prices.noEntry(id) })
  const titleOf = (page: string) => content.pages.get(page)?.meta.title ?? page
  return {
    id,
    uses: entry.uses.map((u) => ({ file: u.file, page: u.page, title: titleOf(u.page), where: u.where, shown: u.shown })),
    sentences: priceSentences(content, raw, id).map((s) => ({ ...s, title: titleOf(s.page) })),
  }
}
