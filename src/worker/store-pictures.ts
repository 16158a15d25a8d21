/**
 * Pictures in the hosted store (./store.ts): the site's pictures with their sizes, and a new one kept as a
 * draft until Publish. The worker has no encoder, so the browser makes a picture ready for the web before
 * sending it (src/editor/web-ready.ts); the handler checks it (src/editor-calls/pictures.ts) before it is kept.
 *
 * A drafted picture's bytes are one value of the OFFICE store each, as base64 under `picture:<SHA-256>`
 * (under 2.8 MB: KV takes 25 MiB), so the drafts themselves stay a small list: its name, size and who added
 * it. They are read when the workspace opens, so the checker sees the picture among the site's files.
 */
import { imageSize } from 'image-size'
import type { ChangesResponse, DiscardResponse, PictureInfo } from '../contract/protocol.ts'
import type { SignedIn } from './auth.ts'
import type { Env } from './env.ts'
import { API_HEADERS } from './http.ts'
import { fromBase64url, getJson, sha256Hex } from './kv.ts'
import { toBase64 } from '../editor-calls/base64.ts'
import type { DraftPicture, Drafts } from './drafts.ts'

export type { DraftPicture }

/** What of the workspace the pictures need. */
export interface PictureWorkspace {
  readonly env: Env
  readonly drafts: Drafts
  readonly published: Map<string, Uint8Array>
  /** The drafted pictures' bytes, by file. */
  readonly pictureBytes: Map<string, Uint8Array>
  files(): Map<string, string | Uint8Array>
  text(file: string): string | undefined
  yamlFiles(): string[]
  save(next: Drafts): Promise<void>
}

const FOLDER = 'public/images/'
const PICTURE = /\.(webp|png|jpe?g|avif|gif|svg)$/i

/** The drafted pictures' bytes, read from the OFFICE store. */
export async function draftedPictures(env: Env, drafts: Drafts): Promise<Map<string, Uint8Array>> {
  const entries = await Promise.all(
    Object.entries(drafts.pictures ?? {}).map(async ([file, p]) => {
      const text = await env.OFFICE.get(p.key)
      return [file, text === null ? undefined : fromBase64url(text)] as const
    }),
  )
  // A value that went missing leaves the picture out rather than stopping every call.
  return new Map(entries.filter((e): e is readonly [string, Uint8Array<ArrayBuffer>] => e[1] !== undefined))
}

const srcOf = (file: string) => `/${file.slice('public/'.length)}`

/**
 * Every picture under public/images/ as the office sees it now: the drafted ones first, newest first, then
 * the published ones by name (a commit's tree says nothing of when each file came).
 */
export function listPictures(ws: PictureWorkspace): PictureInfo[] {
  const drafted = Object.entries(ws.drafts.pictures ?? {})
    .filter(([file]) => ws.pictureBytes.has(file))
    .sort(([, a], [, b]) => b.at.localeCompare(a.at))
    .map(([file, p]) => ({ src: srcOf(file), width: p.width, height: p.height, bytes: p.bytes }))
  const published = [...ws.files()]
    .filter(([file]) => file.startsWith(FOLDER) && PICTURE.test(file) && !ws.pictureBytes.has(file))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, content]) => {
      const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content
      let size: { width?: number; height?: number } = {}
      try {
        size = imageSize(bytes)
      } catch {
        // Listed without a size: the picker still shows it.
      }
      return { src: srcOf(file), width: size.width ?? 0, height: size.height ?? 0, bytes: bytes.length }
    })
  return [...drafted, ...published]
}

/** Keeps a picture the handler checked (src/editor-calls/pictures.ts) as a draft, in `who`'s name. */
export async function keepPicture(
  ws: PictureWorkspace,
  who: SignedIn,
  file: string,
  bytes: Uint8Array,
  size: { width: number; height: number },
): Promise<void> {
  const key = `picture:${await sha256Hex(bytes)}`
  await ws.env.OFFICE.put(key, toBase64(bytes))
  const picture: DraftPicture = { key, ...size, bytes: bytes.length, at: new Date().toISOString() }
  await ws.save({
    ...ws.drafts,
    pictures: { ...ws.drafts.pictures, [file]: picture },
    by: { ...ws.drafts.by, [file]: who.name },
  })
}

/** The drafted pictures as What changed lists them: added files, with no lines to show (as on the office computer). */
export function pictureChanges(ws: PictureWorkspace): ChangesResponse['files'] {
  return Object.keys(ws.drafts.pictures ?? {}).map((file) => ({
    file,
    status: ws.published.has(file) ? 'modified' : 'added',
    diff: '(new file)',
  }))
}

/**
 * Drafted pictures no page names: left out of a publish (they stay in the drafts, and go with a later
 * publish once a page shows them), as on the office computer. A picture tried and replaced would otherwise
 * be published for good.
 */
export function unusedPictures(ws: PictureWorkspace): string[] {
  const text = ws
    .yamlFiles()
    .map((f) => ws.text(f) ?? '')
    .join('\n')
  return Object.keys(ws.drafts.pictures ?? {}).filter((file) => !text.includes(srcOf(file)))
}

/** The drafts after a publish that took every drafted picture but those left out. */
export function keptAfterPublish(drafts: Drafts, leftOut: string[]): Pick<Drafts, 'pictures' | 'by' | 'at'> {
  const keep = <T>(record: Record<string, T> | undefined) =>
    Object.fromEntries(Object.entries(record ?? {}).filter(([file]) => leftOut.includes(file)))
  return { pictures: keep(drafts.pictures), by: keep(drafts.by), at: keep(drafts.at) }
}

/** Frees the stored bytes of pictures no longer drafted (published or discarded), unless another draft shares them. */
export async function forgetPictures(env: Env, before: Drafts, after: Drafts): Promise<void> {
  const still = new Set(Object.values(after.pictures ?? {}).map((p) => p.key))
  const gone = new Set(Object.values(before.pictures ?? {}).map((p) => p.key))
  for (const key of gone) if (!still.has(key)) await env.OFFICE.delete(key)
}

/**
 * A drafted picture's bytes, for the editor's page (its thumbnail and preview before Publish), at
 * /office/images/…; any other picture is the site's own file, at its own address. Only WebP and JPEG are ever
 * drafted, so nothing served here can run a script.
 */
export async function draftedPicture(env: Env, url: URL): Promise<Response> {
  const src = url.pathname.slice('/office'.length)
  const drafts = await getJson<Drafts>(env.OFFICE, 'drafts')
  const picture = drafts?.pictures?.[`public${src}`]
  const text = picture && (await env.OFFICE.get(picture.key))
  if (!text) return Response.redirect(new URL(src, url).toString(), 302)
  const type = src.endsWith('.webp') ? 'image/webp' : 'image/jpeg'
  return new Response(fromBase64url(text), { headers: { ...API_HEADERS, 'content-type': type, 'cache-control': 'private, no-store' } })
}

/** Discards a drafted picture: it was never published, so it is removed. */
export async function discardPicture(ws: PictureWorkspace, file: string): Promise<DiscardResponse> {
  const pictures = { ...ws.drafts.pictures }
  const by = { ...ws.drafts.by }
  delete pictures[file]
  delete by[file]
  const next = { ...ws.drafts, pictures, by }
  await ws.save(next)
  await forgetPictures(ws.env, ws.drafts, next)
  return { file, result: ws.published.has(file) ? 'restored' : 'removed', also: [] }
}
