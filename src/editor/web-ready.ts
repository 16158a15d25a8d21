/**
 * A picture made ready for the web in the browser, for the web address, whose host has no sharp: turned
 * upright (the camera's orientation applied), within MAX_WIDTH × MAX_HEIGHT pixels (never enlarged), and written
 * again by the canvas as WebP at the office computer's quality. Writing it again leaves out the camera's
 * data (place, time, device), which only the original file carried.
 *
 * A browser that cannot write WebP (Safari's canvas answers PNG when asked for it) gets JPEG at the same
 * quality instead, on white, since JPEG has no transparency (docs/DECISIONS.md).
 *
 * Nothing here touches the page: it runs in any window (and is tested in Chromium by itself).
 */
import { WEB_QUALITY, webSize, type WebPictureType } from '../contract/picture-rules.ts'

export { webSize }

export interface WebReadyPicture {
  blob: Blob
  type: WebPictureType
  width: number
  height: number
}

/** Why a picture could not be made ready: the file is not a picture the browser reads, or the browser cannot write one. */
export class WebReadyError extends Error {
  constructor(readonly reason: 'unreadable' | 'cannotEncode') {
    super(reason)
  }
}

type Canvas = OffscreenCanvas | HTMLCanvasElement

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  return canvas
}

function encode(canvas: Canvas, type: string): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality: WEB_QUALITY }).catch(() => null)
  return new Promise((resolve) => canvas.toBlob(resolve, type, WEB_QUALITY))
}

function draw(canvas: Canvas, picture: ImageBitmap, background?: string): void {
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null
  if (!context) throw new WebReadyError('cannotEncode')
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  if (background) {
    context.fillStyle = background
    context.fillRect(0, 0, canvas.width, canvas.height)
  }
  context.drawImage(picture, 0, 0, canvas.width, canvas.height)
}

/** The file (a photo or image the browser can read) as a web-ready WebP, or JPEG where WebP cannot be written. */
export async function webReady(file: Blob): Promise<WebReadyPicture> {
  let picture: ImageBitmap
  try {
    picture = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    throw new WebReadyError('unreadable')
  }
  try {
    const { width, height } = webSize(picture.width, picture.height)
    const canvas = canvasOf(width, height)
    draw(canvas, picture)
    const webp = await encode(canvas, 'image/webp')
    if (webp?.type === 'image/webp') return { blob: webp, type: 'image/webp', width, height }
    draw(canvas, picture, '#ffffff')
    const jpeg = await encode(canvas, 'image/jpeg')
    if (jpeg?.type === 'image/jpeg') return { blob: jpeg, type: 'image/jpeg', width, height }
    throw new WebReadyError('cannotEncode')
  } finally {
    picture.close()
  }
}
