/**
 * The hosted store's page-wide changes: placing a service's card, a page's links, renaming and deleting a
 * page, renaming a price-book entry and making a new page. The work is the office computer's own
 * (scripts/editor: card-places.ts, page-moves.ts, entry-rename.ts, page-form.ts), over the published files
 * with the drafts in place (SiteFiles); what it writes becomes drafts, all in one save, each file marked as
 * the signed-in person's. A renamed page is so a removal and an addition, published together.
 */
import { cardSpotsIn, placeCardIn } from '../../scripts/editor/card-places.ts'
import { deletePageIn, linksToIn, renamePageIn } from '../../scripts/editor/page-moves.ts'
import { renameEntryIn } from '../../scripts/editor/entry-rename.ts'
import { createPageIn } from '../../scripts/editor/page-form.ts'
import { EditorError } from '../../scripts/editor/errors.ts'
import { pageFileName, type Planned, type SiteFiles, type Writes } from '../../scripts/editor/site-files.ts'
import type { LoadResult } from '../checker/portable.ts'
import type { RouteName, Routes } from '../editor/protocol.ts'
import { messages } from '../editor/messages.ts'
import type { SignedIn } from './auth.ts'
import type { Drafts } from './workspace.ts'

/** What these calls need of the store's Workspace (./store.ts). */
export interface Drafted {
  readonly drafts: Drafts
  files(): Map<string, string | Uint8Array>
  text(file: string): string | undefined
  publishedText(file: string): string | undefined
  yamlFiles(): string[]
  check(overrides: Record<string, string | null>, allowRuleProblems: boolean): LoadResult
  saveWrites(writes: Writes, who: string): Promise<void>
}

/** The published files with the drafts in place, as the editor's changes read and check them. */
export function siteOf(ws: Drafted): SiteFiles {
  let names: Set<string> | undefined
  const all = () => (names ??= new Set(ws.files().keys()))
  return {
    pageFile: (file) => {
      const name = pageFileName(file)
      if (!ws.yamlFiles().includes(name)) throw new EditorError(404, { error: messages.files.missing(name) })
      return name
    },
    read: (file) => ws.text(file),
    exists: (rel) => all().has(rel) || [...all()].some((f) => f.startsWith(`${rel}/`)),
    list: () => ws.yamlFiles(),
    template: (kind) => {
      const text = ws.text(`scripts/templates/${kind}.yaml`)
      if (text === undefined) throw new EditorError(404, { error: messages.files.missing(`scripts/templates/${kind}.yaml`) })
      return text
    },
    check: (writes = new Map(), allowRuleProblems = false) => ws.check(Object.fromEntries(writes), allowRuleProblems),
  }
}

/**
 * Saves a planned change as drafts, in one save (all or nothing): a file back as published is no draft any
 * more; every other one is marked as saved by `who`.
 */
export async function saved<T>(ws: Drafted, who: SignedIn, planned: Planned<T>): Promise<T> {
  if (planned.writes.size) await ws.saveWrites(planned.writes, who.name)
  return planned.result
}

type PageCall = 'cardSpots' | 'placeCard' | 'linksTo' | 'renamePage' | 'deletePage' | 'renameEntry' | 'newPage'
type Answer<K extends RouteName> = (ws: Drafted, who: SignedIn, request: Record<string, unknown>) => Promise<Routes[K]['response']>

export const pageCalls: { [K in PageCall]: Answer<K> } = {
  cardSpots: async (ws, _who, q) => cardSpotsIn(siteOf(ws), q.file),
  placeCard: async (ws, who, b) => saved(ws, who, placeCardIn(siteOf(ws), b)),
  linksTo: async (ws, _who, q) => {
    const site = siteOf(ws)
    const file = site.pageFile(q.file)
    return { file, uses: linksToIn(site, file) }
  },
  renamePage: async (ws, who, b) => saved(ws, who, renamePageIn(siteOf(ws), b)),
  deletePage: async (ws, who, b) => saved(ws, who, deletePageIn(siteOf(ws), b)),
  renameEntry: async (ws, who, b) => saved(ws, who, renameEntryIn(siteOf(ws), b.from, b.to)),
  newPage: async (ws, who, b) => saved(ws, who, createPageIn(siteOf(ws), b)),
}
