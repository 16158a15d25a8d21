// @vitest-environment node
/**
 * Pictures in the hosted store (src/office/store.ts, src/office/store-pictures.ts), end to end without the
 * internet: the site's files in the GitHub double (scripts/office/github-double.ts), the OFFICE store in
 * memory, and the editor's calls answered as the worker answers them. The browser makes a picture ready
 * before sending it (tests/e2e/web-ready.test.ts); here sharp makes what it would send, and what it must not.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startGitHubDouble, type GitHubDouble } from '../../scripts/office/github-double.ts'
import { answerEditorCall } from '../../src/office/store.ts'
import { draftedPicture } from '../../src/office/store-pictures.ts'
import { OfficeError } from '../../src/office/http.ts'
import { ROUTES, type RouteName, type Routes } from '../../src/editor/protocol.ts'
import { messages } from '../../src/editor/messages.ts'
import { MAX_WEB_PICTURE_BYTES, MAX_WIDTH } from '../../src/editor/picture-rules.ts'
import { envFor, type TestEnv } from './office-env.ts'

// Asynchronous: the double answers from this same process, so a blocking git would hang it.
const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
const PAGE = 'pages/itr-filing-campaign.yaml'
const WHO = { id: 'p1', name: 'Asha Rao', role: 'owner' as const }

let double: GitHubDouble
let env: TestEnv
let seed: string

beforeEach(async () => {
  // The folders the hosted store reads, as committed.
  seed = fs.mkdtempSync(path.join(os.tmpdir(), 'office-pictures-seed-'))
  for (const dir of ['pages', 'schema', 'public', 'scripts/templates'])
    fs.cpSync(path.join(root, dir), path.join(seed, dir), { recursive: true })
  double = await startGitHubDouble({ seedFrom: seed })
  env = envFor(double)
})
afterEach(async () => {
  await double.close()
  fs.rmSync(seed, { recursive: true, force: true })
})

/** One of the editor's calls, as /office/api/ answers it; a refusal comes back as its status and words. */
async function ask<K extends RouteName>(name: K, request: Routes[K]['request']): Promise<Routes[K]['response']> {
  const { method, path: route } = ROUTES[name]
  const url = new URL(`https://site.example/office/api/${route}`)
  if (method === 'GET') for (const [k, v] of Object.entries(request)) url.searchParams.set(k, String(v))
  const response = await answerEditorCall(env, WHO, method, url, method === 'GET' ? {} : (request as Record<string, unknown>))
  return (await response.json()) as Routes[K]['response']
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; error: string }> {
  try {
    await promise
  } catch (e) {
    if (e instanceof OfficeError) return { status: e.status, error: e.message }
    throw e
  }
  return expect.fail('expected a refusal')
}

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
const send = async (name: string, bytes: Buffer, type?: 'image/webp' | 'image/jpeg') =>
  ask('addPicture', { name, data: bytes.toString('base64'), ...(type ? { type } : {}) })
const gitBytes = async (...args: string[]) =>
  (await run('git', ['--git-dir', double.bareDir, ...args], { encoding: 'buffer', maxBuffer: 1 << 26 })).stdout

/** Shows the picture on the campaign page, as the editor saves a picture field. */
async function showOnPage(src: string, width: number, height: number) {
  const opened = await ask('file', { file: PAGE })
  const data = JSON.parse(
    JSON.stringify(opened.data)
      .replace('/images/campaign/hero.svg', src)
      .replace('"width":560,"height":440', `"width":${width},"height":${height}`),
  ) as Record<string, unknown>
  await ask('save', { file: PAGE, version: opened.version, data })
}

describe('pictures on the web address', () => {
  it('accepts a WebP made ready, names it as the office computer does, and lists it first with its size', async () => {
    const webp = await photo(1200, 800).webp({ quality: 80 }).toBuffer()
    const added = await send('Team Photo (2).JPG', webp, 'image/webp')
    expect(added).toEqual({ src: '/images/team-photo-2.webp', width: 1200, height: 800, bytes: webp.length })
    // The same name again takes the next free one; JPEG, the browser's fallback, keeps its own ending.
    expect((await send('Team Photo (2).JPG', webp, 'image/webp')).src).toBe('/images/team-photo-2-2.webp')
    const jpeg = await photo(800, 600).jpeg({ quality: 80 }).toBuffer()
    expect(await send('Safari.heic', jpeg, 'image/jpeg')).toEqual({
      src: '/images/safari.jpg',
      width: 800,
      height: 600,
      bytes: jpeg.length,
    })

    const listed = await ask('pictures', {})
    expect(listed.slice(0, 3).map((p) => p.src)).toEqual(['/images/safari.jpg', '/images/team-photo-2-2.webp', '/images/team-photo-2.webp'])
    const published = listed.find((p) => p.src === '/images/og-default.png')!
    const og = await sharp(path.join(root, 'public/images/og-default.png')).metadata()
    expect(published).toEqual({
      src: '/images/og-default.png',
      width: og.width,
      height: og.height,
      bytes: fs.statSync(path.join(root, 'public/images/og-default.png')).size,
    })

    const { files, pricesReport } = await ask('changes', {})
    expect(files).toContainEqual({ file: 'public/images/team-photo-2.webp', status: 'added', diff: '(new file)' })
    // A new picture is a change: the price report says what it reprices (nothing), not that nothing changed.
    expect(pricesReport).not.toBe(messages.discard.nothingChanged)
    expect(pricesReport).not.toMatch(/could not be made/)
    // The editor's page shows it before Publish from /office/images/; a published picture is the site's own file.
    const shown = await draftedPicture(env, new URL('https://site.example/office/images/team-photo-2.webp'))
    expect(shown.headers.get('content-type')).toBe('image/webp')
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(webp)
    const site = await draftedPicture(env, new URL('https://site.example/office/images/og-default.png'))
    expect([site.status, site.headers.get('location')]).toEqual([302, 'https://site.example/images/og-default.png'])
    // The bytes are one value each; the drafts only name them.
    expect(env.OFFICE.keys().filter((k) => k.startsWith('picture:'))).toHaveLength(2)
    expect((await env.OFFICE.get('drafts'))!.length).toBeLessThan(2000)
  })

  it('refuses what the browser did not make ready, in the editor’s words, and keeps nothing of it', async () => {
    const jpeg = await photo(800, 600).jpeg().toBuffer()
    const png = await photo(800, 600).png().toBuffer()
    expect(await refusal(send('photo.jpg', jpeg, 'image/webp'))).toEqual({ status: 415, error: messages.pictures.notWebReady('photo.jpg') })
    expect(await refusal(send('logo.png', png))).toEqual({ status: 415, error: messages.pictures.notWebReady('logo.png') })
    expect(await refusal(send('logo.png', png, 'image/webp'))).toEqual({ status: 415, error: messages.pictures.notWebReady('logo.png') })

    const wide = await photo(MAX_WIDTH + 400, 900)
      .webp()
      .toBuffer()
    expect(await refusal(send('wide.webp', wide, 'image/webp'))).toEqual({
      status: 400,
      error: messages.pictures.tooWide('wide.webp', MAX_WIDTH + 400, MAX_WIDTH),
    })
    const huge = Buffer.concat([wide, Buffer.alloc(MAX_WEB_PICTURE_BYTES)])
    expect(await refusal(send('huge.webp', huge, 'image/webp'))).toEqual({
      status: 413,
      error: messages.pictures.tooLargeForWeb('huge.webp', MAX_WEB_PICTURE_BYTES / 1024 / 1024),
    })
    const fromCamera = await photo(800, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    expect(await refusal(send('camera.jpg', fromCamera, 'image/jpeg'))).toEqual({
      status: 400,
      error: messages.pictures.cameraData('camera.jpg'),
    })
    const broken = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(20)])
    expect(await refusal(send('broken.webp', broken, 'image/webp'))).toEqual({
      status: 400,
      error: messages.pictures.unreadable('broken.webp'),
    })

    expect(env.OFFICE.keys().filter((k) => k.startsWith('picture:'))).toEqual([])
    expect((await ask('changes', {})).files).toEqual([])
  })

  it('publishes the picture’s bytes once a page shows it, and leaves out a picture no page shows', { timeout: 60_000 }, async () => {
    const team = await photo(1600, 900).webp({ quality: 80 }).toBuffer()
    const tried = await photo(640, 480).webp({ quality: 80 }).toBuffer()
    await send('team.jpg', team, 'image/webp')
    await send('tried.jpg', tried, 'image/webp')
    // Only pictures no page shows: nothing to publish.
    expect(await refusal(ask('publish', { summary: 'New pictures' }))).toEqual({ status: 400, error: messages.publish.onlyUnusedPictures })

    await showOnPage('/images/team.webp', 1600, 900)
    const preview = await ask('publishPreview', {})
    expect(preview.leftOut).toEqual(['public/images/tried.webp'])
    expect(preview.files.map((f) => f.file)).toEqual(['pages/itr-filing-campaign.yaml', 'public/images/team.webp'])
    expect(preview.problems).toEqual([])

    const result = await ask('publish', { summary: 'Team photo on the ITR campaign' })
    expect(result.files).toEqual(['pages/itr-filing-campaign.yaml', 'public/images/team.webp'])
    expect(result.leftOut).toEqual(['public/images/tried.webp'])
    expect(result.message).toMatch(/One picture no page shows was left out \(tried\.webp\); it stays with the office's saved changes\.$/)
    expect(await gitBytes('cat-file', 'blob', 'main:public/images/team.webp')).toEqual(team)
    expect((await gitBytes('ls-tree', '--name-only', 'main', 'public/images/')).toString()).not.toContain('tried')
    expect((await gitBytes('show', 'main:' + PAGE)).toString()).toContain('src: /images/team.webp')

    // The one left out stays drafted (its bytes kept); the published one's bytes are freed, and it is listed from the commit.
    expect((await ask('changes', {})).files).toEqual([{ file: 'public/images/tried.webp', status: 'added', diff: '(new file)' }])
    expect(env.OFFICE.keys().filter((k) => k.startsWith('picture:'))).toHaveLength(1)
    const listed = await ask('pictures', {})
    expect(listed[0]).toEqual({ src: '/images/tried.webp', width: 640, height: 480, bytes: tried.length })
    expect(listed).toContainEqual({ src: '/images/team.webp', width: 1600, height: 900, bytes: team.length })
    // The commit's entry in the store names the published picture by its blob: no one value grows with the pictures.
    const kept = JSON.parse((await env.OFFICE.get(`tree:${result.commit}`))!) as {
      text: Record<string, string>
      blobs: Record<string, string>
    }
    expect(kept.blobs['public/images/team.webp']).toBe((await gitBytes('rev-parse', 'main:public/images/team.webp')).toString().trim())
    expect(Object.keys(kept.text).filter((f) => /\.(webp|png|jpe?g|gif|avif)$/.test(f))).toEqual([])
    expect(kept.text[PAGE]).toContain('src: /images/team.webp')
  })

  it('discards a drafted picture: gone from the list, What changed and the store', async () => {
    const tried = await photo(640, 480).webp().toBuffer()
    await send('tried.jpg', tried, 'image/webp')
    expect(await ask('discard', { file: 'public/images/tried.webp' })).toEqual({
      file: 'public/images/tried.webp',
      result: 'removed',
      also: [],
    })
    expect((await ask('changes', {})).files).toEqual([])
    expect((await ask('pictures', {})).map((p) => p.src)).not.toContain('/images/tried.webp')
    expect(env.OFFICE.keys().filter((k) => k.startsWith('picture:'))).toEqual([])
  })
})
