// @vitest-environment jsdom
/** The sitemap writes every address as XML text, so no address can break the file or add to it. */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../scripts/lib/content/index.ts'
import { sitemap } from '../../scripts/lib/prerender.ts'

const root = path.resolve(import.meta.dirname, '../..')

describe('sitemap.xml', () => {
  it('escapes what it writes and stays well-formed XML', () => {
    const content = loadContent({ root }).content!
    const pages = new Map(content.pages)
    const about = pages.get('/about')!
    pages.set('/about', { ...about, canonical: `/tools?a=1&b=<2>'"</loc><loc>https://evil.example/` })
    const xml = sitemap({ ...content, pages })
    expect(xml).toContain('/tools?a=1&amp;b=&lt;2&gt;&apos;&quot;&lt;/loc&gt;&lt;loc&gt;https://evil.example/</loc>')
    const doc = new DOMParser().parseFromString(xml, 'application/xml')
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    const locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent)
    expect(locs).toContain(`${content.site.domain}/tools?a=1&b=<2>'"</loc><loc>https://evil.example/`)
    expect(locs.filter((l) => l?.startsWith('https://evil'))).toEqual([])
  })
})
