// @vitest-environment node
/**
 * No byte of an uploaded picture survives into the website (scripts/lib/pictures.ts). A picture can carry bytes no
 * structural check sees: inside a WebP's VP8 data (after the frame's partitions) or before a JPEG's end marker (after
 * the scan). The web address's worker, which cannot decode a picture, takes such a file (the test says so: it is the
 * limit written down in docs/DECISIONS.md); the office computer's store writes every picture again from its pixels,
 * and the build does the same for every picture of the site, whichever store it came from.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { call } from './local-call.ts'
import { fromPixels, reencodePictures } from '../../scripts/lib/pictures.ts'
import { checkWebPicture } from '../../src/editor-calls/pictures.ts'

const HIDDEN = Buffer.from('HIDDEN-PAYLOAD-47-<script>alert(1)</script>')
const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pixels-'))
  dirs.push(dir)
  return dir
}

const photo = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#1d4ed8' } }).composite([
    { input: Buffer.from('<svg width="320" height="200"><circle cx="160" cy="100" r="80" fill="#f59e0b"/></svg>') },
  ])

/** A lossy WebP with HIDDEN inside its VP8 chunk's data (the RIFF and chunk sizes say so: a reader finds nothing amiss). */
async function webpWithHiddenBytes(): Promise<Buffer> {
  const plain = await photo().webp({ quality: 80 }).toBuffer()
  expect(plain.toString('latin1', 12, 16)).toBe('VP8 ')
  const size = plain.readUInt32LE(16)
  const data = Buffer.concat([plain.subarray(20, 20 + size), HIDDEN])
  const padded = data.length % 2 ? Buffer.concat([data, Buffer.from([0])]) : data
  const chunk = Buffer.alloc(8)
  chunk.write('VP8 ', 0, 'latin1')
  chunk.writeUInt32LE(data.length, 4)
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), chunk, padded])
  const head = Buffer.alloc(8)
  head.write('RIFF', 0, 'latin1')
  head.writeUInt32LE(body.length, 4)
  return Buffer.concat([head, body])
}

/** A JPEG with HIDDEN between its scan and its end marker (no 0xFF in it: it reads as scan data). */
async function jpegWithHiddenBytes(): Promise<Buffer> {
  const plain = await photo().jpeg({ quality: 85 }).toBuffer()
  expect([...plain.subarray(-2)]).toEqual([0xff, 0xd9])
  return Buffer.concat([plain.subarray(0, -2), HIDDEN, plain.subarray(-2)])
}

describe('no byte of an uploaded picture survives into the website', () => {
  it('the hidden bytes are where no structural check sees them: the worker takes both files as they are', async () => {
    for (const [bytes, type] of [
      [await webpWithHiddenBytes(), 'image/webp'],
      [await jpegWithHiddenBytes(), 'image/jpeg'],
    ] as const) {
      expect(bytes.includes(HIDDEN)).toBe(true)
      expect(checkWebPicture('team.webp', bytes, type)).toMatchObject({ type, width: 320, height: 200 })
      // Still the same picture to a decoder.
      expect(await sharp(bytes).metadata()).toMatchObject({ width: 320, height: 200 })
    }
  })

  it('written again from its pixels, the picture keeps its size and look and none of the hidden bytes', async () => {
    for (const [bytes, format] of [
      [await webpWithHiddenBytes(), 'webp'],
      [await jpegWithHiddenBytes(), 'jpeg'],
    ] as const) {
      const out = await fromPixels(bytes, format)
      expect(out.includes(HIDDEN), format).toBe(false)
      expect(out.includes(Buffer.from('HIDDEN'))).toBe(false)
      expect(await sharp(out).metadata()).toMatchObject({ format, width: 320, height: 200 })
      // The same picture: the centre is the circle's colour, the corner the background's, within lossy rounding.
      const { data } = await sharp(out).raw().toBuffer({ resolveWithObject: true })
      const at = (x: number, y: number) => [...data.subarray((y * 320 + x) * 3, (y * 320 + x) * 3 + 3)]
      for (const [got, want] of [
        [at(160, 100), [0xf5, 0x9e, 0x0b]],
        [at(5, 5), [0x1d, 0x4e, 0xd8]],
      ])
        got.forEach((v, i) => expect(Math.abs(v - want[i]), format).toBeLessThan(12))
    }
  })

  it('the office computer stores a picture from its pixels as it arrives', async () => {
    for (const bytes of [await webpWithHiddenBytes(), await jpegWithHiddenBytes()]) {
      const root = folder()
      const added = await call(root, 'addPicture', { name: 'team.jpg', data: bytes.toString('base64') })
      const stored = fs.readFileSync(path.join(root, 'public', added.src))
      expect(stored.includes(HIDDEN)).toBe(false)
      expect(added).toMatchObject({ width: 320, height: 200 })
    }
  })

  it('the build writes every picture of the site again from its pixels, the web address’s included', async () => {
    const dist = folder()
    fs.mkdirSync(path.join(dist, 'images/campaign'), { recursive: true })
    fs.writeFileSync(path.join(dist, 'images/team.webp'), await webpWithHiddenBytes())
    fs.writeFileSync(path.join(dist, 'images/campaign/office.jpg'), await jpegWithHiddenBytes())
    fs.writeFileSync(path.join(dist, 'images/logo.png'), Buffer.concat([await photo().png().toBuffer(), HIDDEN]))
    fs.writeFileSync(path.join(dist, 'images/campaign/hero.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    expect((await reencodePictures(path.join(dist, 'images'))).sort()).toEqual(['campaign/office.jpg', 'logo.png', 'team.webp'])
    for (const file of ['images/team.webp', 'images/campaign/office.jpg', 'images/logo.png'])
      expect(fs.readFileSync(path.join(dist, file)).includes(HIDDEN), file).toBe(false)
    // A drawing (SVG) is the site's own text, not an upload: left as it is.
    expect(fs.readFileSync(path.join(dist, 'images/campaign/hero.svg'), 'utf8')).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>')
    // What sharp cannot read is refused, never served as sent.
    fs.writeFileSync(path.join(dist, 'images/broken.webp'), Buffer.from('RIFF....WEBPnot a picture'))
    await expect(reencodePictures(path.join(dist, 'images'))).rejects.toThrow(/broken\.webp is not a picture sharp can read/)
  })

  it('the build calls it, on the folder the site is served from', () => {
    const build = fs.readFileSync(new URL('../../scripts/build-site/index.ts', import.meta.url), 'utf8')
    expect(build).toMatch(/await reencodePictures\(path\.join\(dist, 'images'\)\)/)
  })
})
