// @vitest-environment node
/** Pictures added from the editor: stored under public/images/, made ready for the web by sharp. */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { copySite, type SiteCopy } from '../../scripts/editor/site-copy.ts'
import { CallError } from '../../src/contract/errors.ts'
import { listPictures, pictureName } from '../../scripts/editor/images.ts'
import { call } from './local-call.ts'
import { MAX_HEIGHT, MAX_WIDTH, webSize } from '../../src/contract/picture-rules.ts'

let office: SiteCopy
beforeAll(() => {
  office = copySite('pictures')
})
afterAll(() => fs.rmSync(office.dir, { recursive: true, force: true }))

/** A camera's JPEG: 4000 × 3000 stored sideways with an EXIF orientation of 6 (turn 90° to show), and its GPS place. */
const cameraPhoto = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 30, g: 80, b: 160 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneMaker', Copyright: 'someone' } } })
    .toBuffer()

describe('pictures', () => {
  it('stores a photo upright, at most 1,600 px wide, as WebP without camera data, and says its size', async () => {
    const data = (await cameraPhoto()).toString('base64')
    const added = await call(office.dir, 'addPicture', { name: 'Team Photo (Office).JPG', data })
    // Turned upright: 3000 × 4000, then 1600 wide.
    expect(added).toMatchObject({ src: '/images/team-photo-office.webp', width: 1600, height: 2133 })
    const file = path.join(office.dir, 'public/images/team-photo-office.webp')
    const meta = await sharp(file).metadata()
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual(['webp', 1600, 2133, undefined, undefined])
    expect(added.bytes).toBe(fs.statSync(file).size)
    // The same name again is kept apart.
    expect((await call(office.dir, 'addPicture', { name: 'team photo (office).png', data })).src).toBe('/images/team-photo-office-2.webp')
    const listed = await listPictures(office.dir)
    expect(listed.map((p) => p.src)).toEqual(expect.arrayContaining(['/images/team-photo-office.webp', '/images/og-default.png']))
    expect(listed.find((p) => p.src === '/images/team-photo-office.webp')).toMatchObject({ width: 1600, height: 2133 })
  })

  it('keeps a small picture its size', async () => {
    const small = await sharp({ create: { width: 96, height: 96, channels: 4, background: '#15803d' } })
      .png()
      .toBuffer()
    expect(await call(office.dir, 'addPicture', { name: 'logo.png', data: small.toString('base64') })).toMatchObject({
      width: 96,
      height: 96,
    })
  })

  it('makes a very tall picture smaller to fit both sides, as the web address does (webSize)', async () => {
    const tall = await sharp({ create: { width: 1600, height: 12_000, channels: 3, background: '#1d4ed8' } })
      .jpeg()
      .toBuffer()
    const added = await call(office.dir, 'addPicture', { name: 'tall.jpg', data: tall.toString('base64') })
    expect(added).toMatchObject({ width: webSize(1600, 12_000).width, height: MAX_HEIGHT })
    expect(webSize(1600, 12_000)).toEqual({ width: 427, height: MAX_HEIGHT })
    expect(webSize(4000, 3000)).toEqual({ width: MAX_WIDTH, height: 1200 })
  })

  it('refuses what is not a picture, and a request without one, in words', async () => {
    const refusal = async (body: Record<string, unknown>) => {
      try {
        await call(office.dir, 'addPicture', body)
      } catch (e) {
        if (e instanceof CallError) return e
        throw e
      }
      throw new Error('expected a refusal')
    }
    const text = await refusal({ name: 'notes.txt', data: Buffer.from('not a picture').toString('base64') })
    expect([text.status, text.message]).toEqual([
      400,
      'notes.txt is not a picture the editor can read. Choose a photo or image saved as JPEG, PNG, WebP, GIF or AVIF.',
    ])
    expect((await refusal({ name: 'x.png' })).status).toBe(400)
    expect((await refusal({ name: 'x.png', data: '' })).status).toBe(400)
    expect(fs.existsSync(path.join(office.dir, 'public/images/notes.webp'))).toBe(false)
    expect(pictureName('Ünïcode Café!!.jpeg')).toBe('unicode-cafe')
  })
})
