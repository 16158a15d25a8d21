/**
 * Pictures in the hosted store (./store.ts): the site's pictures with their sizes, and a new one kept as a
 * draft until Publish. The worker has no sharp, so the browser makes a picture ready for the web before
 * sending it (src/editor/web-ready.ts); here it is checked again, since anyone signed in could send
 * anything: WebP (or JPEG, the browser's fallback) by its first bytes, within MAX_WEB_PICTURE_BYTES and
 * MAX_WIDTH × MAX_HEIGHT, holding the picture and nothing else (./picture-bytes.ts).
 *
 * A drafted picture's bytes are one value of the OFFICE store each, as base64 under `picture:<SHA-256>`
 * (under 2.8 MB: KV takes 25 MiB), so the drafts themselves stay a small list: its name, size and who added
 * it. They are read when the workspace opens, so the checker sees the picture among the site's files.
 */
import { imageSize } from 'image-size'
import type { ChangesResponse, DiscardResponse, PictureInfo } from '../contract/protocol.ts'
import { messages } from '../contract/messages.ts'
import {
  freePicturePath,
  MAX_HEIGHT,
  MAX_WEB_PICTURE_BYTES,
  MAX_WIDTH,
  WEB_PICTURE_EXTENSION,
  type WebPictureType,
} from '../contract/picture-rules.ts'
import { readPictureBytes } from './picture-bytes.ts'
import type { SignedIn } from './auth.ts'
import type { Env } from './env.ts'
import { API_HEADERS } from './http.ts'
import { CallError } from '../contract/errors.ts'
import { fromBase64url, getJson, sha256Hex } from './kv.ts'
import { toBase64 } from './base64.ts'
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

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/** What the bytes are by their signature: WebP (RIFF….WEBP), JPEG (FF D8 FF) or neither. */
function typeOf(bytes: Uint8Array): WebPictureType | undefined {
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  return undefined
}

/**
 * The checks a picture passes before it is kept: what the browser makes (src/editor/web-ready.ts) passes
 * them, and its test says so. The bytes decide, whatever the request said: a picture and nothing else
 * (./picture-bytes.ts), within MAX_WIDTH × MAX_HEIGHT on both readings of its size. Refusals are in the
 * editor's words.
 */
export function checkWebPicture(
  name: string,
  bytes: Uint8Array,
  claimed?: unknown,
): { type: WebPictureType; width: number; height: number } {
  if (!bytes.length) throw new CallError(400, messages.pictures.empty(name))
  if (bytes.length > MAX_WEB_PICTURE_BYTES)
    throw new CallError(413, messages.pictures.tooLargeForWeb(name, MAX_WEB_PICTURE_BYTES / 1024 / 1024))
  const type = typeOf(bytes)
  if (!type || (claimed !== undefined && claimed !== type)) throw new CallError(415, messages.pictures.notWebReady(name))
  const read = readPictureBytes(bytes, type)
  if (read === 'extra') throw new CallError(400, messages.pictures.notOnlyPicture(name))
  let size: { width?: number; height?: number; type?: string }
  try {
    size = imageSize(bytes)
  } catch {
    throw new CallError(400, messages.pictures.unreadable(name))
  }
  // image-size reads the same header: two readings that differ are a picture made to mislead one of them.
  if (read === 'unreadable' || size.type !== WEB_PICTURE_EXTENSION[type] || size.width !== read.width || size.height !== read.height)
    throw new CallError(400, messages.pictures.unreadable(name))
  const { width, height } = read
  if (width > MAX_WIDTH || height > MAX_HEIGHT)
    throw new CallError(400, messages.pictures.tooBig(name, width, height, MAX_WIDTH, MAX_HEIGHT))
  return { type, width, height }
}

/** The picture the browser made ready, checked again and kept as a draft; answered as the office computer answers. */
export async function addPicture(ws: PictureWorkspace, who: SignedIn, b: Record<string, unknown>): Promise<PictureInfo> {
  if (typeof b.name !== 'string' || typeof b.data !== 'string') throw new CallError(400, messages.pictures.nothingSent)
  const name = b.name
  let bytes: Uint8Array
  try {
    bytes = fromBase64url(b.data)
  } catch {
    throw new CallError(400, messages.pictures.unreadable(name))
  }
  const { type, width, height } = checkWebPicture(name, bytes, b.type)
  const files = ws.files()
  const file = freePicturePath(name, WEB_PICTURE_EXTENSION[type], (f) => files.has(f) || ws.published.has(f))
  const key = `picture:${await sha256Hex(bytes)}`
  await ws.env.OFFICE.put(key, toBase64(bytes))
  const picture: DraftPicture = { key, width, height, bytes: bytes.length, at: new Date().toISOString() }
  await ws.save({
    ...ws.drafts,
    pictures: { ...ws.drafts.pictures, [file]: picture },
    by: { ...ws.drafts.by, [file]: who.name },
  })
  return { src: srcOf(file), width: picture.width, height: picture.height, bytes: picture.bytes }
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
