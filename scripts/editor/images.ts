/**
 * Pictures for the editor: what public/images/ holds (with each picture's size, for the picker's
 * thumbnails), and a new picture stored there, made ready for the web by sharp: turned upright, at most
 * MAX_WIDTH pixels wide, WebP, its camera data (place, time, device) dropped. The editor fills the image's
 * width and height from the answer, so every page gives each picture its size.
 */
import { insideFolder } from '../lib/safe-write.ts'
import fs from 'node:fs'
import path from 'node:path'
import sharp, { type OutputInfo } from 'sharp'
import { CallError } from '../../src/contract/errors.ts'
import type { PictureInfo } from '../../src/contract/protocol.ts'
import { messages } from '../../src/contract/messages.ts'
import { freePicturePath, MAX_HEIGHT, MAX_UPLOAD_BYTES, MAX_WIDTH, pictureName } from '../../src/contract/picture-rules.ts'
import { WEBP_QUALITY } from '../lib/pictures.ts'

// The rules are shared with the web address's store, which has no Node (src/contract/picture-rules.ts).
export { MAX_UPLOAD_BYTES, MAX_WIDTH, pictureName }

const FOLDER = 'public/images'
const PICTURE = /\.(webp|png|jpe?g|avif|gif|svg)$/i

async function info(root: string, rel: string): Promise<PictureInfo> {
  const abs = path.join(root, rel)
  const meta = await sharp(abs).metadata()
  return {
    src: `/${path.relative('public', rel).split(path.sep).join('/')}`,
    width: meta.width ?? 0,
    height: meta.height ?? 0,
    bytes: fs.statSync(abs).size,
  }
}

/** Every picture under public/images/, newest first. */
export async function listPictures(root: string): Promise<PictureInfo[]> {
  const found: { rel: string; time: number }[] = []
  const walk = (dir: string) => {
    if (!fs.existsSync(path.join(root, dir))) return
    for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`
      if (e.isDirectory()) walk(rel)
      else if (e.isFile() && PICTURE.test(e.name)) found.push({ rel, time: fs.statSync(path.join(root, rel)).mtimeMs })
    }
  }
  walk(FOLDER)
  found.sort((a, b) => b.time - a.time || a.rel.localeCompare(b.rel))
  return Promise.all(found.map((f) => info(root, f.rel)))
}

/** Stores an uploaded picture (base64 in `data`) as public/images/<name>.webp, ready for the web. */
export async function addPicture(root: string, body: unknown): Promise<PictureInfo> {
  const b = (body ?? {}) as Record<string, unknown>
  if (typeof b.name !== 'string' || typeof b.data !== 'string') throw new CallError(400, { error: messages.pictures.nothingSent })
  const bytes = Buffer.from(b.data, 'base64')
  if (!bytes.length) throw new CallError(400, { error: messages.pictures.empty(b.name) })
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new CallError(413, {
      error: messages.pictures.tooLarge(b.name, MAX_UPLOAD_BYTES / 1024 / 1024),
    })
  let out: { data: Buffer; info: OutputInfo }
  try {
    out = await sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: MAX_WIDTH, height: MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true })
  } catch {
    throw new CallError(400, {
      error: messages.pictures.unreadable(b.name),
    })
  }
  fs.mkdirSync(path.join(root, FOLDER), { recursive: true })
  const rel = freePicturePath(b.name, 'webp', (file) => fs.existsSync(path.join(root, file)))
  fs.writeFileSync(insideFolder(root, rel), out.data, { flag: 'wx' })
  return { src: `/${rel.replace(/^public\//, '')}`, width: out.info.width, height: out.info.height, bytes: out.data.length }
}
