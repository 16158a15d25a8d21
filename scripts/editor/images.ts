/**
 * Pictures for the editor on the office computer: what public/images/ holds (with each picture's size, for the
 * picker's thumbnails), and a new picture made ready for the web by sharp (turned upright, at most MAX_WIDTH
 * pixels wide, WebP, its camera data dropped) and written there once the handler has checked it.
 */
import { insideFolder } from '../lib/safe-write.ts'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { CallError } from '../../src/contract/errors.ts'
import type { PictureInfo } from '../../src/contract/protocol.ts'
import { messages } from '../../src/contract/messages.ts'
import { MAX_HEIGHT, MAX_UPLOAD_BYTES, MAX_WIDTH, pictureName } from '../../src/contract/picture-rules.ts'
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

/**
 * An uploaded picture made ready for the web by sharp: upright, within MAX_WIDTH × MAX_HEIGHT, WebP, no camera
 * data; the editor's handler checks it and names it (src/editor-calls/pictures.ts).
 */
export async function webReady(name: string, upload: Uint8Array): Promise<Uint8Array> {
  try {
    return await sharp(upload, { failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: MAX_WIDTH, height: MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer()
  } catch {
    throw new CallError(400, messages.pictures.unreadable(name))
  }
}

/** Writes a checked picture's bytes under public/images/, never over a file already there. */
export function keepPicture(root: string, file: string, bytes: Uint8Array): void {
  fs.mkdirSync(path.join(root, FOLDER), { recursive: true })
  fs.writeFileSync(insideFolder(root, file), bytes, { flag: 'wx' })
}
