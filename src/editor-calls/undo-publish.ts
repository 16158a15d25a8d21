/**
 * "Put this back as it was before": a publish undone as a new change. Each page file the publish changed gets
 * the text it had before that publish, as drafts (saved changes), which then go through the same check and
 * Publish as any change. Written once for both stores: each gives the publish's files before and after it.
 *
 * Refused, with nothing written, when a file has changed since that publish (a later publish, or a saved change
 * not yet published): putting it back would also undo that. New pictures a publish added are left as they are
 * (a picture no page shows harms nothing, and Publish leaves it out).
 */
import { CallError } from '../contract/errors.ts'
import { checked } from './page-moves.ts'
import { shortTitleOfText } from './summaries.ts'
import type { SiteFiles, Planned, Writes } from './site-files.ts'
import type { HistoryEntry } from '../contract/protocol.ts'
import { messages } from '../contract/messages.ts'

const m = messages.history

/** A publish as a store gives it: its files' texts just before it and just after it (null: not there). */
export interface PublishedChange {
  entry: HistoryEntry
  before(file: string): Promise<string | null>
  after(file: string): Promise<string | null>
}

/** A full commit id among the publishes listed, or refused in words. */
export function publishNamed(entries: HistoryEntry[], commit: unknown): HistoryEntry {
  const entry = typeof commit === 'string' && /^[0-9a-f]{40}$/.test(commit) ? entries.find((e) => e.commit === commit) : undefined
  if (!entry) throw new CallError(404, { error: m.noSuchPublish })
  if (!entry.canUndo) throw new CallError(409, { error: m.cannotUndo })
  return entry
}

export async function undoPublishIn(site: SiteFiles, change: PublishedChange): Promise<Planned<{ files: string[]; message: string }>> {
  const files = change.entry.files.filter((f) => f.startsWith('pages/') && /\.ya?ml$/.test(f))
  if (!files.length) throw new CallError(409, { error: m.nothingToPutBack })
  const writes: Writes = new Map()
  const changedSince: string[] = []
  for (const file of files) {
    const [before, after] = await Promise.all([change.before(file), change.after(file)])
    if ((site.read(file) ?? null) !== after) changedSince.push(shortTitleOfText(file, site.read(file) ?? after ?? before))
    else if (before !== after) writes.set(file, before)
  }
  if (changedSince.length) throw new CallError(409, { error: m.changedSince(changedSince.join(', '), changedSince.length) })
  if (!writes.size) throw new CallError(409, { error: m.nothingToPutBack })
  const titles = [...writes].map(([file, text]) => shortTitleOfText(file, text ?? site.read(file)))
  return checked(site, writes, m.verb, { files: [...writes.keys()], message: m.putBack(change.entry.summary, titles.join(', ')) })
}
