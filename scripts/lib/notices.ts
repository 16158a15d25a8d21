/**
 * The site's published privacy notices, told to the database (public.notices_publish,
 * supabase/migrations/0011_one_mailbox.sql; docs/DECISIONS.md, "Only published notices"): every form's notice in
 * each language, from pages/_site/forms.yaml (`privacy`), as src/forms/notice-record.ts makes them. The local
 * server registers them as it starts (`npm start`, `npm run dev`); a hosted project is told by
 * `npm run notices:publish` at each deploy (scripts/notices-publish.ts, docs/DEPLOY.md).
 */
import { readYamlFile } from './content/fs-source.ts'
import { publishedNotices } from '../../src/forms/notice-record.ts'
import type { NoticeRecord } from '../../src/backend/leads.ts'
import type { Forms } from '../../src/generated/content.ts'

/** One published notice as notices_publish() takes it. */
export interface PublishedNotice {
  version: string
  text: string
  purposes: string
}

export const asPublished = (r: NoticeRecord): PublishedNotice => ({
  version: r.notice_version,
  text: r.notice_text,
  purposes: r.notice_purposes,
})

/** The notices the site in `root` publishes. */
export async function siteNotices(root: string): Promise<PublishedNotice[]> {
  const forms = readYamlFile(root, 'pages/_site/forms.yaml') as Forms
  return (await publishedNotices(forms.privacy)).map(asPublished)
}

/** Something that runs SQL as the database's owner (the local backend). */
export interface OwnerQuery {
  ownerQuery<T>(sql: string, params?: unknown[]): Promise<T[]>
}

/** Registers the given notices (default: the site's in `root`); answers how many were published, retired and filled in. */
export async function registerNotices(
  backend: OwnerQuery,
  root: string,
  notices?: PublishedNotice[],
): Promise<{ published: number; retired: number; filled_in: number }> {
  const list = notices ?? (await siteNotices(root))
  const [row] = await backend.ownerQuery<{ r: { published: number; retired: number; filled_in: number } }>(
    'select public.notices_publish($1::jsonb) as r',
    [JSON.stringify(list)],
  )
  return row.r
}
