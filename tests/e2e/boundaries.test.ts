// @vitest-environment node
/**
 * Every moment at which something on the site starts or ends by itself (`from:` and `until:` on pages,
 * sections and FAQ questions, src/lib/schedule.ts), each on both sides: the site built a minute before and a
 * minute after, opened in Chromium with the page's clock set, as a visitor sees it. The moments are read from
 * the content, so a new `from:` or `until:` brings its own cases; none is typed here.
 *
 * At each moment, on each page that changes then:
 *  - built before, seen before: what ends shows; what starts does not;
 *  - built before, opened after (before and after its code arrives): what ends is gone; what starts in place of
 *    it shows (built ahead); what starts otherwise (embargoed, or nothing ends then) is in no file of that build;
 *  - built before, left open across the moment: the same switch happens at the moment;
 *  - built after, seen after: what ends is in no file; what starts shows.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { loadContent } from '../../scripts/lib/content/index.ts'
import { builtAhead, istText, scheduleMoment, showingWindow, type Scheduled } from '../../src/lib/schedule.ts'
import { pageFile } from '../../scripts/lib/prerender.ts'
import { dataKey } from '../../src/content/model.ts'
import { buildAt, holdScript, newPage, openBrowser, root, startSite, type Site } from './helpers.ts'

type Item = Scheduled & Record<string, unknown>

/** One thing that starts or ends at a moment, and a text of its own to look for on its page. */
interface Change {
  page: string
  /** The page's own files in a build: its HTML at its path and aliases, and its data. */
  files: string[]
  what: string
  edge: 'starts' | 'ends'
  ahead: boolean
  text: string
}

/** A whole page that starts or ends at a moment: served from then, or no longer. */
interface PageChange {
  page: string
  edge: 'starts' | 'ends'
}

/** Keys whose text a visitor does not read as text on the page (links, names, pictures' files, times). */
const NOT_SHOWN = new Set(['type', 'id', 'from', 'until', 'embargo', 'icon', 'href', 'src', 'message', 'variant', 'ref', 'target', 'alt'])

/** Every text shown of an item (a section or a question), depth first. */
function texts(node: unknown, key = ''): string[] {
  if (typeof node === 'string') return NOT_SHOWN.has(key) ? [] : [node]
  if (!node || typeof node !== 'object') return []
  return Object.entries(node).flatMap(([k, v]) => (Array.isArray(v) ? v.flatMap((x) => texts(x, k)) : texts(v, k)))
}

/** A text of the item's own, as the page shows it (no formatting to strip), found in no other item of its page. */
function ownText(item: Item, others: Item[]): string | undefined {
  const theirs = others.flatMap((o) => texts(o))
  return texts(item).find((t) => t.length >= 16 && !/[*_`[\]{}<>#\n]/.test(t) && !theirs.some((o) => o.includes(t)))
}

/** The moments, soonest first, with what changes at each. */
function changesByMoment(): Map<number, { changes: Change[]; pages: PageChange[] }> {
  const { content } = loadContent({ root })
  const out = new Map<number, { changes: Change[]; pages: PageChange[] }>()
  const at = (moment: number) => out.get(moment) ?? out.set(moment, { changes: [], pages: [] }).get(moment)!
  for (const page of content!.pages.values()) {
    const [pageStart, pageEnd] = showingWindow(page)
    if (Number.isFinite(pageStart)) at(pageStart).pages.push({ page: page.path, edge: 'starts' })
    if (Number.isFinite(pageEnd)) at(pageEnd).pages.push({ page: page.path, edge: 'ends' })
    const files = [...[page.path, ...page.aliases].map(pageFile), `_data/${dataKey(page.path)}.json`]
    const sections = page.sections as unknown as Item[]
    const look = (item: Item, siblings: Item[], others: Item[], what: string) => {
      const [start, end] = showingWindow(item)
      if (!Number.isFinite(start) && !Number.isFinite(end)) return
      const text = ownText(item, others)
      if (!text)
        throw new Error(`${page.path}, ${what}: has no text of its own to look for (every text of it is also elsewhere on the page)`)
      const change = { page: page.path, files, what, text }
      if (Number.isFinite(start)) at(start).changes.push({ ...change, edge: 'starts', ahead: builtAhead(item, siblings) })
      if (Number.isFinite(end)) at(end).changes.push({ ...change, edge: 'ends', ahead: false })
    }
    sections.forEach((s, i) => {
      look(
        s,
        sections,
        sections.filter((o) => o !== s),
        `section ${i + 1} (${String(s.type)})`,
      )
      if (s.type === 'faq') {
        const questions = s.items as Item[]
        questions.forEach((q, j) =>
          look(
            q,
            questions,
            [...sections.filter((o) => o !== s), ...questions.filter((o) => o !== q)],
            `section ${i + 1}, question ${j + 1}`,
          ),
        )
      }
    })
  }
  return new Map([...out].sort(([a], [b]) => a - b))
}

/** Whether a text shows on the page: in an element the browser draws (a question counts as shown when its summary is). */
function shows(page: Page, text: string): Promise<boolean> {
  return page.evaluate((text) => {
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent?.includes(text)) continue
      const el = n.parentElement!
      if ((el.closest('details') ?? el).checkVisibility()) return true
    }
    return false
  }, text)
}

/** Whether the text is anywhere in the page, shown or not. */
const inPage = (page: Page, text: string) => page.evaluate((text) => document.body.textContent!.includes(text), text)

/** Which of these files of a build hold the text, as HTML or JSON writes it. */
function filesHolding(dir: string, files: string[], text: string): string[] {
  const escaped = [text, text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;'), JSON.stringify(text).slice(1, -1)]
  return files.filter((f) => {
    const file = path.join(dir, f)
    return fs.existsSync(file) && escaped.some((t) => fs.readFileSync(file, 'utf8').includes(t))
  })
}

const moments = changesByMoment()
const MINUTE = 60_000
let browser: Browser

beforeAll(async () => {
  browser = await openBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('the site at each moment something on it starts or ends', () => {
  it('finds the moments in the content (the campaign offer ends at the start of 2027)', () => {
    const offerEnd = moments.get(scheduleMoment('2027-01-01', 'from')!)?.changes ?? []
    expect(offerEnd.some((c) => c.page === '/itr-filing-campaign' && c.edge === 'ends')).toBe(true)
  })

  for (const [moment, { changes, pages: wholePages }] of moments) {
    describe(istText(moment), () => {
      let before: Awaited<ReturnType<typeof buildAt>>
      let after: Awaited<ReturnType<typeof buildAt>>
      let siteBefore: Site
      let siteAfter: Site
      beforeAll(async () => {
        before = await buildAt(moment - MINUTE)
        after = await buildAt(moment + MINUTE)
        siteBefore = await startSite({ backend: false, distDir: before.dir })
        siteAfter = await startSite({ backend: false, distDir: after.dir })
      }, 240_000)
      afterAll(async () => {
        await siteBefore?.close()
        await siteAfter?.close()
        before?.remove()
        after?.remove()
      })

      const pages = [...new Set(changes.map((c) => c.page))]
      const ends = (p: string) => changes.filter((c) => c.page === p && c.edge === 'ends')
      const starts = (p: string) => changes.filter((c) => c.page === p && c.edge === 'starts')
      /** What shows then of each change on page `p`: [what, edge, shows] rows, to compare whole. */
      const seen = async (page: Page, p: string) =>
        Promise.all(changes.filter((c) => c.page === p).map(async (c) => [c.what, c.edge, await shows(page, c.text)]))
      const expected = (p: string, side: 'before' | 'after') =>
        changes.filter((c) => c.page === p).map((c) => [c.what, c.edge, side === 'before' ? c.edge === 'ends' : c.edge === 'starts'])

      for (const p of pages) {
        it(`${p}, built before and seen a minute before: what ends shows, what starts does not`, async () => {
          const { page, context, errors } = await newPage(browser)
          await page.clock.install({ time: moment - MINUTE })
          await page.goto(siteBefore.url + p)
          await page.locator('html[data-hydrated]').waitFor()
          expect(await seen(page, p)).toEqual(expected(p, 'before'))
          expect(errors).toEqual([])
          await context.close()
        })

        it(`${p}, built before and opened a minute after: what ends is gone and what takes its place shows, before and after the page's code`, async () => {
          const { page, context, errors } = await newPage(browser)
          await page.clock.install({ time: moment + MINUTE })
          const release = await holdScript(page, /\/assets\/index-[^/]*\.js$/, () => page.goto(siteBefore.url + p, { waitUntil: 'commit' }))
          await page.locator('main').waitFor()
          await page.waitForLoadState('domcontentloaded')
          const sent = starts(p).filter((c) => c.ahead)
          const held = starts(p).filter((c) => !c.ahead)
          const check = async () => {
            for (const c of ends(p)) expect(await shows(page, c.text), `${c.what} ends`).toBe(false)
            for (const c of sent) expect(await shows(page, c.text), `${c.what} starts, sent ahead`).toBe(true)
            for (const c of held) expect(await inPage(page, c.text), `${c.what} starts with the next build`).toBe(false)
          }
          await check()
          release()
          await page.locator('html[data-hydrated]').waitFor()
          await check()
          expect(errors).toEqual([])
          await context.close()
        })

        it(`${p}, built before and left open across the moment: the switch happens then`, async () => {
          const { page, context, errors } = await newPage(browser)
          await page.clock.install({ time: moment - 30_000 })
          await page.goto(siteBefore.url + p)
          await page.locator('html[data-hydrated]').waitFor()
          expect(await seen(page, p)).toEqual(expected(p, 'before'))
          await page.clock.runFor(MINUTE)
          for (const c of ends(p)) expect(await shows(page, c.text), `${c.what} ends`).toBe(false)
          for (const c of starts(p).filter((c) => c.ahead)) expect(await shows(page, c.text), `${c.what} starts`).toBe(true)
          expect(errors).toEqual([])
          await context.close()
        })

        it(`${p}, built a minute after: what ended is in none of its files, what started shows`, async () => {
          const { page, context, errors } = await newPage(browser)
          await page.clock.install({ time: moment + MINUTE })
          await page.goto(siteAfter.url + p)
          await page.locator('html[data-hydrated]').waitFor()
          expect(await seen(page, p)).toEqual(expected(p, 'after'))
          for (const c of ends(p)) expect(filesHolding(after.dir, c.files, c.text), `${c.what} ends`).toEqual([])
          expect(errors).toEqual([])
          await context.close()
        })
      }

      for (const { page: p, edge } of wholePages)
        it(`${p}: the page ${edge} then (served by the build after it ${edge === 'starts' ? 'and not before' : 'no longer'})`, async () => {
          const status = async (s: Site) => (await fetch(s.url + p)).status
          expect([await status(siteBefore), await status(siteAfter)]).toEqual(edge === 'starts' ? [404, 200] : [200, 404])
        })

      it('nothing that starts with the next build is in any file built before it', () => {
        const held = changes.filter((c) => c.edge === 'starts' && !c.ahead)
        for (const c of held) expect(filesHolding(before.dir, c.files, c.text), `${c.page}, ${c.what}`).toEqual([])
        // Each page that changes then was built both times.
        for (const p of pages) {
          expect(fs.existsSync(path.join(before.dir, pageFile(p))), `${p} built before`).toBe(true)
          expect(fs.existsSync(path.join(after.dir, pageFile(p))), `${p} built after`).toBe(true)
        }
      })
    })
  }
})
