/**
 * What a picture made ready by the browser (src/editor/web-ready.ts) may hold, read strictly: the picture and
 * its colour profile, nothing else. A canvas writes the picture and (Chromium) an sRGB profile of a few
 * hundred bytes, so anything more (EXIF, XMP, IPTC, a comment, a thumbnail, an unknown chunk, bytes after the
 * end, a profile that is not one) was not made by the editor, whatever the request said, and is refused
 * rather than cleaned: the worker has no encoder to write the picture again.
 *
 *   WebP   RIFF whose size is the file's; the chunks VP8 or VP8L, or VP8X (only its alpha and profile flags)
 *          with ICCP when flagged, then ALPH and VP8, or VP8L; the frame's size is the header's.
 *   JPEG   SOI, one JFIF APP0 without a thumbnail, at most one ICC profile in one APP2, then only tables,
 *          frame, scans and restart markers up to EOI, which ends the file.
 *
 * Answers the picture's width and height, or what is wrong: 'unreadable' (not a picture at all) or 'extra'.
 */
import type { WebPictureType } from '../contract/picture-rules.ts'

export type PictureBytes = { width: number; height: number } | 'unreadable' | 'extra'

/** The largest colour profile taken: a display's is under 4 KB (Chromium's sRGB is 456 bytes). */
const MAX_PROFILE_BYTES = 8 * 1024

/** An ICC profile, and only that: its own header names its length and carries the signature 'acsp'. */
const isProfile = (b: Uint8Array, at: number, size: number) =>
  size >= 132 && size <= MAX_PROFILE_BYTES && u32be(b, at) === size && tag(b, at + 36) === 'acsp'

const tag = (b: Uint8Array, at: number) => String.fromCharCode(b[at], b[at + 1], b[at + 2], b[at + 3])
const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1]
const u32be = (b: Uint8Array, at: number) => ((u16be(b, at) << 16) >>> 0) + u16be(b, at + 2)
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16)
const u32le = (b: Uint8Array, at: number) => (u24le(b, at) + b[at + 3] * 0x1000000) >>> 0

export function readPictureBytes(bytes: Uint8Array, type: WebPictureType): PictureBytes {
  return type === 'image/webp' ? readWebp(bytes) : readJpeg(bytes)
}

/** The frame's size, from a VP8 (lossy) or VP8L (lossless) chunk's data. */
function frameSize(b: Uint8Array, chunk: string, at: number, size: number): { width: number; height: number } | undefined {
  if (chunk === 'VP8 ' && size >= 10 && b[at + 3] === 0x9d && b[at + 4] === 0x01 && b[at + 5] === 0x2a)
    return { width: (b[at + 6] | (b[at + 7] << 8)) & 0x3fff, height: (b[at + 8] | (b[at + 9] << 8)) & 0x3fff }
  if (chunk === 'VP8L' && size >= 5 && b[at] === 0x2f) {
    const bits = u32le(b, at + 1)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  return undefined
}

function readWebp(b: Uint8Array): PictureBytes {
  if (b.length < 20 || tag(b, 0) !== 'RIFF' || tag(b, 8) !== 'WEBP') return 'unreadable'
  // Shorter than it says is a broken file; longer hides bytes after its end.
  const riffEnd = u32le(b, 4) + 8
  if (riffEnd > b.length || riffEnd < 20) return 'unreadable'
  if (riffEnd < b.length) return 'extra'
  const chunks: { name: string; at: number; size: number }[] = []
  for (let at = 12; at < b.length;) {
    if (at + 8 > b.length) return 'extra'
    const size = u32le(b, at + 4)
    const end = at + 8 + size + (size % 2)
    if (end > b.length) return 'unreadable'
    chunks.push({ name: tag(b, at), at: at + 8, size })
    at = end
  }
  const names = chunks.map((c) => c.name).join(',')
  const frame = chunks.find((c) => c.name === 'VP8 ' || c.name === 'VP8L')
  if (!frame) return 'unreadable'
  const size = frameSize(b, frame.name, frame.at, frame.size)
  if (!size || !size.width || !size.height) return 'unreadable'
  if (names === 'VP8 ' || names === 'VP8L') return size
  if (!/^VP8X,(ICCP,)?(VP8L|(ALPH,)?VP8 )$/.test(names)) return 'extra'
  const header = chunks[0]
  const profile = chunks[1].name === 'ICCP' ? chunks[1] : undefined
  // Only the alpha (0x10) and profile (0x20) flags: EXIF 0x08, XMP 0x04 and animation 0x02 say more than a picture.
  const flags = b[header.at]
  if (header.size !== 10 || (flags & ~0x30) !== 0 || b[header.at + 1] || b[header.at + 2] || b[header.at + 3]) return 'extra'
  if (!!(flags & 0x20) !== !!profile || (profile && !isProfile(b, profile.at, profile.size))) return 'extra'
  const canvas = { width: u24le(b, header.at + 4) + 1, height: u24le(b, header.at + 7) + 1 }
  return canvas.width === size.width && canvas.height === size.height ? size : 'unreadable'
}

/** Markers that may stand alone between segments: the restart markers. */
const RESTART = (m: number) => m >= 0xd0 && m <= 0xd7
/** Segments of the picture itself: quantisation and Huffman tables, restart interval, frames, scans. */
const TABLES = new Set([0xdb, 0xc4, 0xdd, 0xcc])
const FRAMES = new Set([0xc0, 0xc1, 0xc2])

function readJpeg(b: Uint8Array): PictureBytes {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return 'unreadable'
  let size: { width: number; height: number } | undefined
  let at = 2
  let first = true
  let profiled = false
  for (;;) {
    if (at + 2 > b.length) return 'unreadable'
    if (b[at] !== 0xff) return 'unreadable'
    const marker = b[at + 1]
    if (marker === 0xd9) {
      if (!size) return 'unreadable'
      return at + 2 === b.length ? size : 'extra'
    }
    if (at + 4 > b.length) return 'unreadable'
    const length = u16be(b, at + 2)
    const body = at + 4
    const end = at + 2 + length
    if (length < 2 || end > b.length) return 'unreadable'
    if (marker === 0xe0) {
      // JFIF, first and once, with no thumbnail (its size is 0 × 0).
      const jfif = first && length === 16 && tag(b, body) === 'JFIF' && b[body + 4] === 0 && b[body + 12] === 0 && b[body + 13] === 0
      if (!jfif) return 'extra'
    } else if (marker === 0xe2) {
      // One colour profile, whole in this segment (part 1 of 1).
      const icc = !profiled && tag(b, body) === 'ICC_' && tag(b, body + 4) === 'PROF' && tag(b, body + 8) === 'ILE\0'
      if (!icc || b[body + 12] !== 1 || b[body + 13] !== 1 || !isProfile(b, body + 14, end - body - 14)) return 'extra'
      profiled = true
    } else if (FRAMES.has(marker)) {
      if (size || length < 8) return 'unreadable'
      size = { height: u16be(b, body + 1), width: u16be(b, body + 3) }
      if (!size.width || !size.height) return 'unreadable'
    } else if (marker === 0xda) {
      if (!size) return 'unreadable'
      // The scan's coded data runs to the next marker that is neither a stuffed 0xFF nor a restart.
      at = end
      while (at + 1 < b.length && !(b[at] === 0xff && b[at + 1] !== 0 && !RESTART(b[at + 1]))) at++
      first = false
      continue
    } else if (!TABLES.has(marker)) return marker >= 0xc0 ? 'extra' : 'unreadable'
    first = false
    at = end
  }
}
