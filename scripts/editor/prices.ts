/** The price book seen from the editor: where an entry is shown, and renaming an entry everywhere at once. */
import { priceUsesOf } from './price-uses.ts'
import { load as loadForReport } from '../report-prices.ts'
import { renameEntryIn } from './entry-rename.ts'
import { siteFolder, written } from './site-folder.ts'
import type { PriceUsesResponse } from '../../src/editor/protocol.ts'

/** Renames a saved price-book entry everywhere at once (./entry-rename.ts), then writes every file together. */
export function renameEntry(root: string, from: unknown, to: unknown): { written: string[] } {
  return written(root, renameEntryIn(siteFolder(root), from, to))
}

/** Every page and field that shows a price-book entry, with the figure it shows, and every sentence that states it with {price:id}. */
export function priceUses(root: string, id: string): PriceUsesResponse {
  const { content, raw } = loadForReport(root, true)
  return priceUsesOf(content, raw, id)
}
