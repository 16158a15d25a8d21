// @vitest-environment node
/** Every figure of the two specs' §9, formatted, in the prerendered HTML of the page that must show it. */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../scripts/lib/content/index.ts'
import { sectionsAbout, sectionsWith } from '../../src/checker/sections.ts'
import { fsSource } from '../../scripts/lib/content/fs-source.ts'
import { pageFile } from '../../scripts/lib/prerender.ts'
import { readYaml } from '../../src/checker/yaml-file.ts'
import { isShowing, type Scheduled } from '../../src/lib/schedule.ts'
import { builtAt } from './built.ts'

const root = path.resolve(import.meta.dirname, '../..')
/** This repository's lists in which at most one item may be marked popular. */
const POPULAR_GROUPS = sectionsWith('popular', sectionsAbout(fsSource(root)))
/** A figure, or a figure that shows only in a window (an offer's price, until the offer ends). */
type Entry = string | (Scheduled & { figure: string })
const table = readYaml(fs.readFileSync(path.join(root, 'tests/fixtures/spec-prices.yaml'), 'utf8')) as Record<string, Entry[]>
const at = builtAt(root)
const html = (route: string) => fs.readFileSync(path.join(root, 'dist', pageFile(route)), 'utf8')
/** The visible text of the page, without the embedded JSON data (which holds raw numbers). */
const visible = (route: string) =>
  html(route)
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')

describe('spec prices on their pages', () => {
  for (const [route, entries] of Object.entries(table)) {
    const shown = entries.filter((e) => typeof e === 'string' || isShowing(e, at)).map((e) => (typeof e === 'string' ? e : e.figure))
    const gone = entries.flatMap((e) => (typeof e !== 'string' && !isShowing(e, at) ? [e.figure] : []))
    it(`${route} shows ${shown.length} figures${gone.length ? `, and not the ${gone.length} whose time is over or to come` : ''}`, () => {
      const text = visible(route)
      expect(shown.filter((f) => !text.includes(f))).toEqual([])
      expect(gone.filter((f) => text.includes(f))).toEqual([])
    })
  }

  it('no cards, packages or plans section marks more than one item popular', () => {
    const { content } = loadContent({ root })
    for (const page of content!.pages.values())
      for (const s of page.sections)
        if (POPULAR_GROUPS.has(s.type) && 'items' in s)
          expect((s.items as { popular?: boolean }[]).filter((i) => i.popular).length, page.path).toBeLessThanOrEqual(1)
  })
})
