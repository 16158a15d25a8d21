// @vitest-environment node
/**
 * Sections and pages with a time (src/lib/schedule.ts): the moments `from:` and `until:` stand for, what the
 * build keeps at a moment (src/checker/at-time.ts), what the checker says (rules/schedule.ts and the
 * one-main-heading and id rules), and the build's next change (scripts/lib/rebuild.ts). On a fake clock: each
 * edge a moment before and after.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtAhead, isShowing, pageMoments, scheduleMoment, scheduleText, windowsOverlap, yearInIndia } from '../../src/lib/schedule.ts'
import { loadContent } from '../../scripts/lib/content/index.ts'
import { nextChangeText, scheduleFile, type ScheduleFile } from '../../scripts/lib/rebuild.ts'
import { rebuildDue } from '../../src/rebuild/due.ts'
import { siteTime } from '../../scripts/lib/site-time.ts'

const root = path.resolve(import.meta.dirname, '../..')
const ist = (text: string) => Date.parse(`${text}+05:30`)
const MIDNIGHT = ist('2027-01-01T00:00:00')

describe('the moments from: and until: stand for (IST)', () => {
  it('a date alone: from its first moment; until through its last', () => {
    expect(scheduleMoment('2027-01-01', 'from')).toBe(MIDNIGHT)
    expect(scheduleMoment('2026-12-31', 'until')).toBe(MIDNIGHT)
    expect(scheduleMoment('2026-12-31 18:00', 'until')).toBe(ist('2026-12-31T18:00:00'))
  })

  it('no date that does not exist, no time past 23:59', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-12-31 24:00', '2026-12-31 10:60', '31-12-2026', '2026-12-31T10:00'])
      expect(scheduleMoment(bad, 'until'), bad).toBeUndefined()
  })

  it('shows from its start, up to but not at its end', () => {
    const offer = { until: '2026-12-31' }
    const after = { from: '2027-01-01' }
    expect(isShowing(offer, MIDNIGHT - 1)).toBe(true)
    expect(isShowing(offer, MIDNIGHT)).toBe(false)
    expect(isShowing(after, MIDNIGHT - 1)).toBe(false)
    expect(isShowing(after, MIDNIGHT)).toBe(true)
    expect(windowsOverlap(offer, after)).toBe(false)
    expect(windowsOverlap(offer, { from: '2026-12-31 23:00' })).toBe(true)
    expect(pageMoments([offer, {}, { until: '2026-12-31' }, { until: '2026-12-30' }], 0).ends).toEqual([MIDNIGHT - 86_400_000, MIDNIGHT])
  })

  it('says in words when it shows, how soon and how long ago', () => {
    expect(scheduleText({}, MIDNIGHT)).toBeUndefined()
    expect(scheduleText({ until: '2026-12-31' }, MIDNIGHT - 3 * 86_400_000)).toBe('shows until 1 January 2027, 00:00 IST (ends in 3 days)')
    expect(scheduleText({ until: '2026-12-31' }, MIDNIGHT + 3 * 86_400_000 + 5)).toBe('ended 3 days ago (1 January 2027, 00:00 IST)')
    expect(scheduleText({ from: '2027-01-01' }, MIDNIGHT - 2 * 3_600_000)).toBe('shows from 1 January 2027, 00:00 IST (starts in 2 hours)')
    expect(yearInIndia(MIDNIGHT - 1)).toBe(2026)
    expect(yearInIndia(MIDNIGHT)).toBe(2027)
  })

  it('SITE_TIME builds the site as at another moment, and a wrong one is refused in words', () => {
    expect(siteTime({ SITE_TIME: '2027-01-02 10:00' })).toBe(ist('2027-01-02T10:00:00'))
    expect(siteTime({ SITE_TIME: '2027-01-02T04:30:00Z' })).toBe(ist('2027-01-02T10:00:00'))
    expect(() => siteTime({ SITE_TIME: 'next tuesday' })).toThrow(/not a time: write 2027-01-02/)
  })
})

/** A page of its own, with the sections given (YAML, indented as list items under sections:). */
const pageWith = (sections: string, head = '') =>
  `${head}meta:\n  title: A page with a time\n  description: A page used to test sections with a time.\nsections:\n${sections}`
const hero = (extra: string) =>
  `  - type: hero\n${extra}    heading: Offer Heading\n    description: A short paragraph under the heading for the offer.\n`
const faq = (extra: string, answer = 'An answer with nothing in it about time.') =>
  `  - type: faq\n${extra}    id: faq\n    heading: Questions\n    items:\n      - question: A question?\n        answer: ${answer}\n`
const REL = 'pages/fixture-pages/timed.yaml'
const check = (text: string, now: number) => {
  const r = loadContent({ root, now, extraPages: new Map([[REL, text]]) })
  const mine = (list = r.problems) => list.filter((p) => p.file === REL).map((p) => `${p.code} ${p.where}: ${p.message}`)
  return { errors: mine(), warnings: mine(r.warnings ?? []) }
}

describe('the checker', () => {
  it('one main banner at every moment: one until the offer ends, another from then', () => {
    const both = pageWith(hero('    until: 2026-12-31\n') + hero('    from: 2027-01-01\n').replace('Offer Heading', 'After Heading'))
    expect(check(both, MIDNIGHT - 86_400_000).errors).toEqual([])
    const overlap = pageWith(hero('    until: 2026-12-31\n') + hero('    from: 2026-12-31\n').replace('Offer Heading', 'After Heading'))
    expect(check(overlap, MIDNIGHT - 5 * 86_400_000).errors).toEqual([
      "heading-count sections: has 2 sections that each show the page's main heading from 31 December 2026, 00:00 IST (hero, hero).",
    ])
    const gap = pageWith(hero('    until: 2026-12-30\n') + hero('    from: 2027-01-01\n'))
    expect(check(gap, MIDNIGHT - 5 * 86_400_000).errors).toEqual([
      "heading-count sections: has no section with the page's main heading from 31 December 2026, 00:00 IST.",
    ])
  })

  it('two sections share an id only if they are never in one built page', () => {
    // A day apart: never in one page.
    const apart = pageWith(hero('') + faq('    until: 2026-12-30\n') + faq('    from: 2027-01-01\n'))
    expect(check(apart, MIDNIGHT - 86_400_000).errors).toEqual([])
    // Kept out until its start: never in one page either.
    const embargoed = pageWith(hero('') + faq('    until: 2026-12-31\n') + faq('    from: 2027-01-01\n    embargo: true\n'))
    expect(check(embargoed, MIDNIGHT - 86_400_000).errors).toEqual([])
    // One takes the other's place at its moment: both are in the HTML until then, so the id would be there twice.
    // ... and so would the heading that names it to screen readers.
    const swapped = pageWith(hero('') + faq('    until: 2026-12-31\n') + faq('    from: 2027-01-01\n'))
    const twice = [
      'duplicate-id sections[2] (faq) › id: the id "faq" is already used by sections[1].',
      'duplicate-heading sections[2] (faq) › heading: the heading "Questions" is already the heading of sections[1], and both are in the page together.',
    ]
    expect(check(swapped, MIDNIGHT - 86_400_000).errors).toEqual(twice)
    const renamed = pageWith(
      hero('') +
        faq('    until: 2026-12-31\n') +
        faq('    from: 2027-01-01\n').replace('id: faq', 'id: faq-2').replace('Questions', 'More questions'),
    )
    expect(check(renamed, MIDNIGHT - 86_400_000).errors).toEqual([])
    const together = pageWith(hero('') + faq('    until: 2026-12-31\n') + faq(''))
    expect(check(together, MIDNIGHT - 86_400_000).errors).toEqual(twice)
  })

  it('"embargo" needs a "from"', () => {
    const text = pageWith(hero('') + faq('    embargo: true\n'))
    expect(check(text, MIDNIGHT).errors).toEqual([
      'bad-value sections[1] (faq) › embargo: "embargo" keeps a faq section out of the site until its "from", and there is no "from".',
    ])
  })

  it('a date that does not exist, and an end before the start, are errors', () => {
    const text = pageWith(
      hero('') +
        faq('    from: 2027-02-30\n') +
        faq('    from: 2027-01-02\n    until: 2027-01-01\n').replace('id: faq', 'id: faq-2').replace('Questions', 'More questions'),
    )
    expect(check(text, MIDNIGHT).errors).toEqual([
      'bad-value sections[1] (faq) › from: "2027-02-30" is not a date that exists.',
      'bad-value sections[2] (faq) › until: this faq section would end (2 January 2027, 00:00 IST) before it starts (2 January 2027, 00:00 IST), so it would never show.',
    ])
  })

  it('warns of an ended section from the moment it ends, not a moment before', () => {
    const text = pageWith(hero('') + faq('    until: 2026-12-31\n'))
    expect(check(text, MIDNIGHT - 1).warnings).toEqual([])
    expect(check(text, MIDNIGHT + 3 * 86_400_000).warnings).toEqual([
      'ended sections[1] (faq): this faq section ended 3 days ago (1 January 2027, 00:00 IST); visitors no longer see it.',
    ])
    const page = pageWith(hero(''), 'until: 2026-12-31\n')
    expect(check(page, MIDNIGHT + 1).warnings).toEqual([
      'ended until: this page ended 1 minute ago (1 January 2027, 00:00 IST); visitors no longer see it.',
    ])
  })

  it('warns of text giving a deadline already past, in every way it is written, but not in what has ended', () => {
    for (const said of ['until 31 December 2026', 'by 31st Dec, 2026', 'before December 31, 2026', 'last date is 31 December 2026']) {
      const text = pageWith(hero('') + faq('', `Returns can be filed ${said}.`))
      expect(
        check(text, MIDNIGHT - 1).warnings.filter((w) => w.startsWith('past-date')),
        said,
      ).toEqual([])
      expect(check(text, MIDNIGHT + 2 * 86_400_000).warnings, said).toEqual([
        `past-date sections[1] (faq) › items[0] › answer: "${said}" gives a deadline that passed 2 days ago.`,
      ])
    }
    const ended = pageWith(hero('') + faq('    until: 2026-12-31\n', 'Returns can be filed until 31 December 2026.'))
    expect(check(ended, MIDNIGHT + 1).warnings.filter((w) => w.startsWith('past-date'))).toEqual([])
  })

  it('before its deadline, warns of text that goes on showing after it, until it has an end (or a next version)', () => {
    const said = 'Returns can be filed until 31 December 2026.'
    const open = pageWith(hero('') + faq('', said))
    expect(check(open, MIDNIGHT - 3 * 86_400_000).warnings).toEqual([
      'outlives-date sections[1] (faq) › items[0] › answer: "until 31 December 2026" gives a deadline in 3 days, and this text goes on showing after it.',
    ])
    // The question with its end, and its next version from the day after: nothing to say, then or later.
    const versions = pageWith(
      hero('') +
        faq('', said).replace('        answer:', '        until: 2026-12-31\n        answer:') +
        '      - question: A question?\n        from: 2027-01-01\n        answer: The window has closed; an updated return is the way now.\n',
    )
    for (const now of [MIDNIGHT - 3 * 86_400_000, MIDNIGHT - 1]) expect(check(versions, now).warnings).toEqual([])
    expect(check(versions, MIDNIGHT + 86_400_000)).toEqual({
      errors: [],
      warnings: [
        'ended sections[1] (faq) › items[0]: this question ended 1 day ago (1 January 2027, 00:00 IST); visitors no longer see it.',
      ],
    })
  })

  it("a price the book sells until a day is shown only by what ends by then; the book's entry says when it has ended", () => {
    const book = fs.readFileSync(path.join(root, 'pages/_site/catalog.yaml'), 'utf8')
    const offer = (sectionTime: string) =>
      pageWith(hero('') + faq(sectionTime, 'The Starter plan is {price:itr-offer-starter} while the offer lasts.'))
    expect(check(offer('    until: 2026-12-31\n'), MIDNIGHT - 1).errors).toEqual([])
    expect(check(offer('    until: 2026-12-30\n'), MIDNIGHT - 2 * 86_400_000).errors).toEqual([])
    expect(check(offer(''), MIDNIGHT - 1).errors).toEqual([
      'price-ends sections[1] (faq) › items[0]: this question shows the price "itr-offer-starter", sold only until 1 January 2027, 00:00 IST (its "until" in pages/_site/catalog.yaml), and it goes on showing after that.',
    ])
    expect(book).toMatch(/id: itr-offer-starter[\s\S]*?until: 2026-12-31/)
    const ended = loadContent({ root, now: MIDNIGHT + 1 }).warnings ?? []
    expect(ended.filter((w) => w.file === 'pages/_site/catalog.yaml').map((w) => `${w.code} ${w.message}`)).toEqual(
      ['starter', 'pro', 'business'].map(
        (k) => `ended the price "itr-offer-${k}" ended 1 minute ago (1 January 2027, 00:00 IST); no page shows it now.`,
      ),
    )
  })
})

describe('the build at a moment', () => {
  const text = pageWith(
    hero('    until: 2026-12-31\n') + hero('    from: 2027-01-01\n').replace('Offer Heading', 'After Heading') + faq(''),
  )
  const at = (now: number) => loadContent({ root, now, onlyShowing: true, extraPages: new Map([[REL, text]]) })

  it('keeps what shows then, and sends ahead what takes the place of what ends; names the next change', () => {
    const before = at(MIDNIGHT - 1)
    const page = before.content!.pages.get('/fixture-pages/timed')!
    // The hero from 1 January takes the place of the one until 31 December: built in, hidden until then.
    expect(page.sections.map((s) => (s.type === 'hero' ? s.heading : s.type))).toEqual(['Offer Heading', 'After Heading', 'faq'])
    expect(before.changes?.filter((c) => c.page === '/fixture-pages/timed')).toEqual([
      { at: MIDNIGHT, page: '/fixture-pages/timed', what: 'section 1 (hero) ends' },
      { at: MIDNIGHT, page: '/fixture-pages/timed', what: 'section 2 (hero) starts' },
    ])
    const after = at(MIDNIGHT).content!.pages.get('/fixture-pages/timed')!
    expect(after.sections.map((s) => (s.type === 'hero' ? s.heading : s.type))).toEqual(['After Heading', 'faq'])
  })

  it('what starts with nothing ending then, or is under embargo, is in no page built before its start', () => {
    const later = (extra: string) =>
      pageWith(hero('') + faq(extra).replace('An answer with nothing in it about time.', 'News that nobody may read early.'))
    const built = (text: string, now: number) =>
      JSON.stringify(
        loadContent({ root, now, onlyShowing: true, extraPages: new Map([[REL, text]]) }).content!.pages.get('/fixture-pages/timed'),
      )
    for (const text of [
      later('    from: 2027-01-01\n'),
      pageWith(
        hero('    until: 2026-12-31\n') + hero('    from: 2027-01-01\n    embargo: true\n').replace('Offer Heading', 'Secret Heading'),
      ),
    ]) {
      expect(built(text, MIDNIGHT - 1)).not.toMatch(/nobody may read early|Secret Heading/)
      expect(built(text, MIDNIGHT)).toMatch(/nobody may read early|Secret Heading/)
    }
  })

  it('a question of a FAQ with a time: sent ahead in place of the one that ends then, listed among the changes', () => {
    const text = pageWith(
      hero('') +
        faq('').replace('        answer:', '        until: 2026-12-31\n        answer:') +
        '      - question: A question?\n        from: 2027-01-01\n        answer: The answer from the new year.\n' +
        '      - question: Another?\n        from: 2027-02-01\n        answer: Not before February.\n',
    )
    const load = (now: number) => loadContent({ root, now, onlyShowing: true, extraPages: new Map([[REL, text]]) })
    const before = load(MIDNIGHT - 1)
    const questions = (r: typeof before) =>
      r.content!.pages.get('/fixture-pages/timed')!.sections.flatMap((s) => (s.type === 'faq' ? s.items.map((q) => q.answer) : []))
    expect(questions(before)).toEqual(['An answer with nothing in it about time.', 'The answer from the new year.'])
    expect(questions(load(MIDNIGHT))).toEqual(['The answer from the new year.'])
    expect(before.changes?.filter((c) => c.page === '/fixture-pages/timed').map((c) => c.what)).toEqual([
      'section 2 (faq), question 1 ends',
      'section 2 (faq), question 2 starts',
      'section 2 (faq), question 3 starts',
    ])
    expect(pageMoments(before.content!.pages.get('/fixture-pages/timed')!.sections, MIDNIGHT - 1)).toEqual({
      ends: [MIDNIGHT],
      starts: [MIDNIGHT],
    })
  })

  it('the editor says when the live site changes: at the moment for an end or a start sent ahead, with the rebuild otherwise', () => {
    const offer = { until: '2026-12-31' }
    const next = { from: '2027-01-01' }
    const siblings = [offer, next]
    expect(builtAhead(next, siblings)).toBe(true)
    expect(builtAhead({ ...next, embargo: true }, [offer, { ...next, embargo: true }])).toBe(false)
    expect(builtAhead(next, [next])).toBe(false)
    const soon = MIDNIGHT - 2 * 3_600_000
    expect(scheduleText(next, soon, siblings)).toBe(
      'shows from 1 January 2027, 00:00 IST (starts in 2 hours): it takes the place of what ends then, at that moment, in pages already open too',
    )
    expect(scheduleText(next, soon, [next])).toBe(
      'shows from 1 January 2027, 00:00 IST (starts in 2 hours): it reaches the live site with the rebuild just after that moment (within minutes), and no page holds it before',
    )
    expect(scheduleText(offer, soon, siblings)).toBe(
      'shows until 1 January 2027, 00:00 IST (ends in 2 hours): it goes at that moment, in pages already open too',
    )
  })

  it('a page before its start or from its end is not served; its end ends its sections', () => {
    const page = pageWith(hero('') + faq('    until: 2027-03-01\n'), 'from: 2027-01-01\nuntil: 2027-01-31\n')
    const load = (now: number) => loadContent({ root, now, onlyShowing: true, extraPages: new Map([[REL, page]]) }).content!
    expect(load(MIDNIGHT - 1).routes['/fixture-pages/timed']).toBeUndefined()
    const during = load(MIDNIGHT)
    expect(during.routes['/fixture-pages/timed']).toBeDefined()
    expect(during.pages.get('/fixture-pages/timed')!.sections.map((s) => s.until)).toEqual(['2027-01-31', '2027-01-31'])
    expect(load(ist('2027-02-01T00:00:00')).routes['/fixture-pages/timed']).toBeUndefined()
  })

  it('the rebuild is due from the next change on, not a moment before', () => {
    const changes = at(MIDNIGHT - 1).changes!
    const file = JSON.parse(scheduleFile(MIDNIGHT - 1, changes)) as ScheduleFile
    expect(Date.parse(file.next!)).toBe(MIDNIGHT)
    expect(rebuildDue(file, MIDNIGHT - 1)).toBe(false)
    expect(rebuildDue(file, MIDNIGHT)).toBe(true)
    expect(rebuildDue({ ...file, next: null }, MIDNIGHT * 2)).toBe(false)
    expect(nextChangeText(changes)).toContain('1 January 2027, 00:00 IST')
    expect(nextChangeText([])).toMatch(/^no page or section changes by itself/)
  })
})
