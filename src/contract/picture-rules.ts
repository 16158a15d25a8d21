/**
 * The rules a new picture follows in both of the editor's stores, with nothing that needs Node or a
 * browser: how wide it may be, how large a file may be chosen, what it is named in public/images/, and, on
 * the web address (whose host has no sharp), what the browser may send once it has made the picture ready
 * for the web (./web-ready.ts) and the host checks again (src/worker/store-pictures.ts).
 */

/** Wider than any place a picture is shown on the site (the article column and the hero are under 1,280 px at 2x). */
export const MAX_WIDTH = 1600
/**
 * Taller than a portrait photo or a phone's screenshot at that width. With MAX_WIDTH it bounds what a
 * visitor's browser decodes: at most 1,600 × 3,200 pixels, about 20 MB.
 */
export const MAX_HEIGHT = 3200

/** The size a picture is stored at: its own, or made smaller to fit MAX_WIDTH × MAX_HEIGHT with its proportions kept. */
export function webSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_WIDTH / width, MAX_HEIGHT / height)
  if (scale === 1) return { width, height }
  return {
    width: Math.min(MAX_WIDTH, Math.max(1, Math.round(width * scale))),
    height: Math.min(MAX_HEIGHT, Math.max(1, Math.round(height * scale))),
  }
}
/** The largest file accepted, before conversion: a phone's photo is 2-8 MB. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024
/**
 * The largest picture the web address stores, after the browser made it ready: a 1,600 px wide photo is
 * 100-600 KB as WebP (a little more as JPEG), so 2 MB leaves room for a tall one. Its base64 (2.7 MB) stays
 * well inside the host's request limit and one value of the OFFICE store.
 */
export const MAX_WEB_PICTURE_BYTES = 2 * 1024 * 1024
/** The WebP quality of both stores (sharp's 80 on the office computer, the canvas's 0.8 in the browser). */
export const WEB_QUALITY = 0.8

/**
 * What the browser sends to the web address: WebP, or JPEG where the browser cannot write WebP (Safari's
 * canvas answers PNG when asked for WebP; JPEG keeps a photo small, which PNG does not). docs/DECISIONS.md.
 */
export type WebPictureType = 'image/webp' | 'image/jpeg'
export const WEB_PICTURE_EXTENSION: Record<WebPictureType, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' }

/** "Team photo (2).JPG" → "team-photo-2" */
export function pictureName(name: string): string {
  return (
    name
      .replace(/\.[a-z0-9]+$/i, '')
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'picture'
  )
}

/** The first free name of public/images/<name>.<extension>, -2, -3 … as the office computer's editor names it. */
export function freePicturePath(name: string, extension: string, taken: (file: string) => boolean): string {
  const base = `public/images/${pictureName(name)}`
  let file = `${base}.${extension}`
  for (let n = 2; taken(file); n++) file = `${base}-${n}.${extension}`
  return file
}
