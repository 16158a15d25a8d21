/**
 * A picture added from the editor (the addPicture call), written once for both stores: what arrived is read,
 * made ready for the web where the store can do it (the office computer, with sharp), and checked, whichever
 * made it: WebP (or JPEG, the browser's fallback) by its first bytes, within MAX_WEB_PICTURE_BYTES and
 * MAX_WIDTH × MAX_HEIGHT, holding the picture and nothing else (./picture-bytes.ts). Then it gets a free name
 * under public/images/ and the store keeps its bytes. Refusals are in the editor's words.
 */
import { imageSize } from 'image-size'
import type { Fields, PictureInfo } from '../contract/protocol.ts'
import { messages } from '../contract/messages.ts'
import { CallError } from '../contract/errors.ts'
import {
  freePicturePath,
  MAX_HEIGHT,
  MAX_UPLOAD_BYTES,
  MAX_WEB_PICTURE_BYTES,
  MAX_WIDTH,
  WEB_PICTURE_EXTENSION,
  type WebPictureType,
} from '../contract/picture-rules.ts'
import { readPictureBytes } from './picture-bytes.ts'
import { fromBase64url } from './base64.ts'

/** What of a store the pictures need (./page-calls.ts, PageStore). */
export interface PictureKeeper {
  /** Whether a file is there now, or was at the last publish (a new picture never takes either's name). */
  taken(file: string): boolean
  /** The picture made ready for the web from what was uploaded, where the store can (the office computer). */
  webReady?(name: string, upload: Uint8Array): Promise<Uint8Array>
  /** Keeps the checked picture's bytes under `file`. */
  keepPicture(file: string, bytes: Uint8Array, size: { width: number; height: number }): Promise<void>
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/** What the bytes are by their signature: WebP (RIFF….WEBP), JPEG (FF D8 FF) or neither. */
function typeOf(bytes: Uint8Array): WebPictureType | undefined {
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  return undefined
}

/**
 * The checks a picture passes before it is kept: what the browser makes (src/editor/web-ready.ts) and what
 * sharp makes pass them, and their tests say so. The bytes decide, whatever the request said: a picture and
 * nothing else, within MAX_WIDTH × MAX_HEIGHT on both readings of its size.
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

/** The addPicture call: the picture read, made ready (where the store can), checked, named and kept. */
export async function addPicture(store: PictureKeeper, b: Fields<'addPicture'>): Promise<PictureInfo> {
  if (typeof b.name !== 'string' || typeof b.data !== 'string') throw new CallError(400, messages.pictures.nothingSent)
  const name = b.name
  let upload: Uint8Array
  try {
    upload = fromBase64url(b.data)
  } catch {
    throw new CallError(400, messages.pictures.unreadable(name))
  }
  if (!upload.length) throw new CallError(400, messages.pictures.empty(name))
  let bytes = upload
  if (store.webReady) {
    if (upload.length > MAX_UPLOAD_BYTES) throw new CallError(413, messages.pictures.tooLarge(name, MAX_UPLOAD_BYTES / 1024 / 1024))
    bytes = await store.webReady(name, upload)
  }
  const { type, width, height } = checkWebPicture(name, bytes, store.webReady ? undefined : b.type)
  const file = freePicturePath(name, WEB_PICTURE_EXTENSION[type], (f) => store.taken(f))
  await store.keepPicture(file, bytes, { width, height })
  return { src: `/${file.slice('public/'.length)}`, width, height, bytes: bytes.length }
}
