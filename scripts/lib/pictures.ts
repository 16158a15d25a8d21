/**
 * Pictures written again from their pixels, so that no byte of a file someone sent survives into the website
 * (docs/DECISIONS.md, "Pictures from their pixels"). sharp decodes the picture and encodes what it decoded: a byte
 * hidden inside a WebP's VP8 data or before a JPEG's end marker, which no check of a file's structure can see, is
 * not part of the pixels and is gone; so are metadata, profiles and anything after the end.
 *
 * The office computer's store does this as a picture arrives (scripts/editor/images.ts). The web address's worker
 * cannot (the Workers plan allows 10 ms of CPU a request, and decoding a photo takes many times that): the browser
 * draws the picture on a canvas and sends what the canvas encodes, the worker refuses any file holding more than a
 * canvas writes (src/worker/picture-bytes.ts), and the build writes every picture of the site again here
 * (reencodePictures, scripts/build.ts), so what visitors are served is sharp's, whichever store the picture came from.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

/** The quality the office computer writes WebP at (scripts/editor/images.ts), and JPEG's. */
export const WEBP_QUALITY = 80
export const JPEG_QUALITY = 82

export type PixelFormat = 'webp' | 'jpeg' | 'png'

/** The picture's pixels encoded again in its own format, and nothing else of the file. */
export async function fromPixels(bytes: Uint8Array, format: PixelFormat): Promise<Buffer> {
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 })
  if (format === 'webp') return image.webp({ quality: WEBP_QUALITY }).toBuffer()
  if (format === 'jpeg') return image.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer()
  return image.png({ compressionLevel: 9 }).toBuffer()
}

const FORMATS: Record<string, PixelFormat> = { '.webp': 'webp', '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png' }

/**
 * Every WebP, JPEG and PNG under `folder` (recursively) written again from its pixels, in place; answers the files
 * rewritten, relative to `folder`. A file sharp cannot read stops the build (it would be served as sent).
 */
export async function reencodePictures(folder: string): Promise<string[]> {
  const done: string[] = []
  const walk = async (dir: string): Promise<void> => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(file)
      else if (entry.isFile() && FORMATS[path.extname(entry.name).toLowerCase()]) {
        let out: Buffer
        try {
          out = await fromPixels(fs.readFileSync(file), FORMATS[path.extname(entry.name).toLowerCase()])
        } catch (error) {
          throw new Error(
            `${path.relative(folder, file)} is not a picture sharp can read (${String(error)}): nothing of it is published.`,
            {
              cause: error,
            },
          )
        }
        fs.writeFileSync(file, out)
        done.push(path.relative(folder, file).split(path.sep).join('/'))
      }
    }
  }
  await walk(folder)
  return done
}
