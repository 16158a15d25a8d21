// @vitest-environment node
/**
 * The browser's part of adding a picture on the web address (src/editor/web-ready.ts), in Chromium by
 * itself: a phone photo stored sideways with the camera's orientation and data comes out upright, at most
 * 1,600 px wide, as WebP with no camera data; where the browser cannot write WebP, as JPEG. Needs no built site.
 */
import { build } from 'esbuild'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { openBrowser } from './helpers.ts'
import { checkWebPicture } from '../../src/editor-calls/pictures.ts'
import type * as WebReadyModule from '../../src/editor/web-ready.ts'

const root = path.resolve(import.meta.dirname, '../..')
let browser: Browser
let page: Page

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [path.join(root, 'src/editor/web-ready.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'webReadyModule',
    target: 'es2022',
  })
  browser = await openBrowser()
  page = await browser.newPage()
  await page.setContent('<!doctype html><title>web-ready</title>')
  await page.addScriptTag({ content: bundle.outputFiles[0].text })
})
afterAll(async () => {
  await browser?.close()
})

/**
 * A camera's photo: 3,000 × 2,000 pixels as stored, red on the left and blue on the right, with EXIF saying
 * "turn a quarter clockwise to view" (orientation 6). Upright it is 2,000 × 3,000, red above blue.
 */
async function sidewaysPhoto(): Promise<Buffer> {
  const red = await sharp({ create: { width: 1500, height: 2000, channels: 3, background: '#dc2626' } })
    .png()
    .toBuffer()
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#1d4ed8' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

/** Runs webReady in the page over `bytes`; `noWebP` makes the canvas answer PNG when asked for WebP, as Safari's does. */
async function makeReady(bytes: Buffer, noWebP = false) {
  const made = await page.evaluate(
    async ({ data, noWebP }) => {
      if (noWebP) {
        const convert = OffscreenCanvas.prototype.convertToBlob
        OffscreenCanvas.prototype.convertToBlob = function (options) {
          return convert.call(this, options?.type === 'image/webp' ? { type: 'image/png' } : options)
        }
      }
      const file = new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type: 'image/jpeg' })
      const { webReady } = (window as unknown as { webReadyModule: typeof WebReadyModule }).webReadyModule
      const ready = await webReady(file)
      const out = new Uint8Array(await ready.blob.arrayBuffer())
      let text = ''
      for (let i = 0; i < out.length; i += 0x8000) text += String.fromCharCode(...out.subarray(i, i + 0x8000))
      return { type: ready.type, blobType: ready.blob.type, width: ready.width, height: ready.height, data: btoa(text) }
    },
    { data: bytes.toString('base64'), noWebP },
  )
  return { ...made, bytes: Buffer.from(made.data, 'base64') }
}

/** The colour at a point, as [r, g, b]. */
async function colourAt(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data } = await sharp(bytes).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true })
  return [...data.subarray(0, 3)]
}
const isRed = ([r, g, b]: number[]) => r > 180 && g < 80 && b < 80
const isBlue = ([r, , b]: number[]) => b > 160 && r < 80

describe('a picture made ready for the web in the browser', () => {
  it('turns a sideways 3,000 px camera JPEG into an upright WebP 1,600 px wide with no camera data', async () => {
    const photo = await sidewaysPhoto()
    expect((await sharp(photo).metadata()).orientation).toBe(6)
    const made = await makeReady(photo)
    expect(made).toMatchObject({ type: 'image/webp', blobType: 'image/webp', width: 1600, height: 2400 })
    const meta = await sharp(made.bytes).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 2400 })
    expect(meta.exif).toBeUndefined()
    expect(meta.xmp).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    // Upright: what the camera stored on the left is now on top.
    expect(isRed(await colourAt(made.bytes, 800, 200))).toBe(true)
    expect(isBlue(await colourAt(made.bytes, 800, 2200))).toBe(true)
    // The web address's host takes it as it comes.
    expect(checkWebPicture('photo.jpg', made.bytes, made.type)).toEqual({ type: 'image/webp', width: 1600, height: 2400 })
  })

  it('never enlarges a small picture', async () => {
    const small = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#16a34a' } })
      .jpeg()
      .toBuffer()
    expect(await makeReady(small)).toMatchObject({ type: 'image/webp', width: 640, height: 480 })
  })

  it('makes a JPEG instead where the browser cannot write WebP, still upright and without camera data', async () => {
    const made = await makeReady(await sidewaysPhoto(), true)
    expect(made).toMatchObject({ type: 'image/jpeg', blobType: 'image/jpeg', width: 1600, height: 2400 })
    const meta = await sharp(made.bytes).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 2400 })
    expect(meta.exif).toBeUndefined()
    expect(isRed(await colourAt(made.bytes, 800, 200))).toBe(true)
    expect(checkWebPicture('photo.jpg', made.bytes, made.type)).toEqual({ type: 'image/jpeg', width: 1600, height: 2400 })
  })
})
