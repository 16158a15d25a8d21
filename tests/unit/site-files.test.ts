/** The editor's page-wide changes see a change before it is written: overlaySource, and one name per page file. */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CallError } from '../../src/contract/errors.ts'
import { overlaySource, pageFileName } from '../../src/editor-calls/site-files.ts'
import { filesUnder, listYaml, memorySource, readText } from '../../src/checker/source.ts'

const site = memorySource(
  new Map([
    ['pages/index.yaml', 'a: 1\n'],
    ['pages/about.yaml', 'b: 2\n'],
    ['pages/services/gst.yaml', 'c: 3\n'],
  ]),
)

describe('overlaySource', () => {
  it('shows new files in new folders, leaves out removed ones and reads changed texts', () => {
    const after = overlaySource(
      site,
      new Map([
        ['pages/about.yaml', null],
        ['pages/services/gst.yaml', 'c: 4\n'],
        ['pages/legal/terms/privacy.yaml', 'd: 5\n'],
      ]),
    )
    expect(listYaml(after)).toEqual(['pages/index.yaml', 'pages/legal/terms/privacy.yaml', 'pages/services/gst.yaml'])
    expect(filesUnder(after, 'pages/legal')).toEqual(['pages/legal/terms/privacy.yaml'])
    expect(readText(after, 'pages/services/gst.yaml')).toBe('c: 4\n')
    expect(readText(after, 'pages/index.yaml')).toBe('a: 1\n')
    expect(after.exists('pages/about.yaml')).toBe(false)
    expect(after.exists('pages/legal')).toBe(true)
    expect(() => after.read('pages/about.yaml')).toThrow(/ENOENT/)
    // The source itself is as it was.
    expect(listYaml(site)).toEqual(['pages/about.yaml', 'pages/index.yaml', 'pages/services/gst.yaml'])
  })
})

describe('pageFileName', () => {
  const refusal = (name: unknown) => {
    try {
      pageFileName(name)
    } catch (e) {
      return e as CallError
    }
    throw new Error(`${String(name)} was taken`)
  }

  it('takes a page file as the checker lists it, and names the plain one otherwise, as path.posix.normalize would', () => {
    expect(pageFileName('pages/services/gst.yaml')).toBe('pages/services/gst.yaml')
    expect(refusal(7).body.error).toBe('The request named no page file.')
    for (const name of [
      'pages//about.yaml',
      'pages/./about.yaml',
      'pages\\about.yaml',
      'pages/x/../about.yaml',
      'pages/about.yaml/',
      '../pages/about.yaml',
      'x/../../pages/a.yaml',
      '/pages/a.yaml',
      'pages/About.yaml',
    ]) {
      const plain = path.posix.normalize(name.replace(/\\/g, '/'))
      const meant = plain !== name && /^pages(\/[a-z0-9_][a-z0-9_.-]*)+\.ya?ml$/.test(plain) && !plain.split('/').includes('..')
      const error = refusal(name)
      expect(error.status, name).toBe(400)
      expect(String(error.body.error).includes(`Did you mean ${plain}?`), name).toBe(meant)
    }
  })
})
