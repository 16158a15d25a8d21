// @vitest-environment node
/**
 * A declared figure ({amount:…}) is a claim, not an exemption: said of one of our services it is compared with
 * that service's price, "Our price" offers the service the text names, and no one-click fix of the Problems box
 * writes something the checker then takes silently when it was wrong before.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent, type Problem } from '../../scripts/lib/content/index.ts'
import { formatProblem } from '../../src/checker/format.ts'
import { formatRupees } from '../../src/checker/format-values.ts'
import { moneyIn } from '../../src/checker/money.ts'
import { priceChangesReport } from '../../src/checker/price-changes.ts'
import { load } from '../../scripts/lib/prices-since.ts'
import { fixAt, type TextFix } from '../../src/editor/fix.ts'
import { parse, stringify } from 'yaml'

const root = path.resolve(import.meta.dirname, '../..')
const rel = 'pages/fixture-pages/claims.yaml'
const route = '/fixture-pages/claims'
const catalog = fs.readFileSync(path.join(root, 'pages/_site/catalog.yaml'), 'utf8')
const book = (id: string) => (parse(catalog) as { entries: { id: string; price: { amount: number } }[] }).entries.find((e) => e.id === id)!
const gst = formatRupees(book('gst-registration').price.amount)

/** A page about GST Registration: its hero's description and one FAQ answer under a question, as given. */
function page(description: string, answer = 'Every document is prepared for you.', question = 'How much does GST Registration cost?') {
  return stringify({
    meta: { title: 'Claims', description: 'Figures said of a service.' },
    sections: [
      { type: 'hero', heading: 'GST Registration', description },
      { type: 'faq', items: [{ question, answer }] },
    ],
  })
}

/** Line and column (from 1) of the first `needle` in `text`. */
function whereIs(text: string, needle: string): string {
  const i = text.indexOf(needle)
  const before = text.slice(0, i).split('\n')
  return `${before.length}:${before.at(-1)!.length + 1}`
}

const problemsOf = (text: string): Problem[] =>
  loadContent({ root, extraPages: new Map([[rel, text]]) }).problems.filter((p) => p.file === rel)
const line = (p: Problem) => `${p.line}:${p.col} ${p.code} ${p.where}: ${p.message}`

/** Every way the GST Registration page's figure is written wrong (its book price is another). */
const WRONG = ['INR 999', '999 rupees', '₹1.5 lakh', '₹999/-', 'Rs 5k', '₹९९९', '₹৯৯৯', 'Rs. ૯૯૯']

describe('a declared figure said of a service is a claim', () => {
  it('is compared with the service’s book price in every way rupees are written, at its line and column', () => {
    for (const shown of WRONG) {
      const text = page(`GST Registration for {amount:${shown}}, with every document prepared.`)
      const problems = problemsOf(text)
      expect(problems.map(line), shown).toEqual([
        `${whereIs(text, shown)} price-mismatch sections[0] (hero) › description: ${shown} is said of GST Registration, but the price book says ${gst}.`,
      ])
      expect(formatProblem(problems[0])).toContain(`${rel}:${whereIs(text, shown)}`)
      expect(problems[0].hint).toContain(`Write {price:gst-registration} in place of {amount:${shown}}`)
    }
  })

  it('in an FAQ answer under a question naming the service, and in a hero under its heading', () => {
    const faqPage = page('Every document is prepared for you.', '{amount:₹999}, with every document prepared.')
    expect(problemsOf(faqPage).map(line)).toEqual([
      `${whereIs(faqPage, '₹999')} price-mismatch sections[1] (faq) › items[0] › answer: ₹999 is said of GST Registration, but the price book says ${gst}.`,
    ])
    const heroPage = page('Registered in three days, all for {amount:INR 999}.')
    expect(problemsOf(heroPage).map(line)).toEqual([
      `${whereIs(heroPage, 'INR 999')} price-mismatch sections[0] (hero) › description: INR 999 is said of GST Registration, but the price book says ${gst}.`,
    ])
  })

  it('in the files the site fills too (the guide): a claim there is compared like one on a page', () => {
    const file = 'pages/_site/guide.yaml'
    const src = fs.readFileSync(path.join(root, file), 'utf8')
    const bullet = "'**TDS** on rent, salaries, contractors and professional fees, with quarterly returns.'"
    expect(src).toContain(bullet)
    const claimed = src.replace(bullet, "'**GST registration** with us: {amount:INR 999}, all documents included.'")
    const { problems } = loadContent({ root, overrides: new Map([[file, claimed]]) })
    expect(problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.code} ${p.message}`)).toEqual([
      `${file}:${whereIs(claimed, 'INR 999')} price-mismatch INR 999 is said of GST Registration, but the price book says ${gst}.`,
    ])
  })

  it('a figure that is not the service’s price keeps passing when its words say what it is', () => {
    const fine = [
      'GST registration is compulsory once turnover crosses {amount:₹40 lakh} ({amount:₹20 lakh} for services).',
      'The government fee for GST Registration is {amount:₹500}.',
      'GST Registration for {amount:₹2,999}, with every document prepared.',
      'Registered in three days; the late fee for filing later is {amount:₹50} a day.',
    ]
    for (const d of fine) expect(problemsOf(page(d)).map(line), d).toEqual([])
    // An answer about a penalty, under a question naming the service.
    expect(
      problemsOf(page('Registered in three days.', 'Up to {amount:₹10,000}.', 'What is the penalty for not taking GST Registration?')),
    ).toEqual([])
    // A figure in a sentence naming no service, under a question naming none, is the text's own word.
    expect(problemsOf(page('Registered in three days.', 'Fees start at {amount:INR 999}.', 'What do you charge?'))).toEqual([])
  })
})

describe('"Our price" offers the service the text names, never the entry whose figure happens to match', () => {
  const labels = (d: string, answer?: string, question?: string) =>
    problemsOf(page(d, answer, question)).map((p) => [p.code, ...(p.fixes ?? []).map((f) => f.label)])

  it('the named service, even when another entry has the figure (₹999 is Monthly GST Filing’s); no "Not our price" the checker would refuse', () => {
    expect(book('gst-filing-monthly').price.amount).toBe(999)
    expect(labels('GST Registration for INR 999, with every document prepared.')).toEqual([
      ['bare-amount', 'Our price: write {price:gst-registration}'],
    ])
    expect(labels('Registered in three days.', '₹999, with every document prepared.')).toEqual([
      ['bare-amount', 'Our price: write {price:gst-registration}'],
    ])
    // The right figure typed bare: both, and the hint names the service.
    expect(labels('GST Registration for INR 2,999.')).toEqual([
      ['bare-amount', 'Our price: write {price:gst-registration}', 'Not our price: write {amount:INR 2,999}'],
    ])
  })

  it('asks which when the text names several services, and offers none when it names none', () => {
    const several = problemsOf(page('GST Registration and Monthly GST Filing together, all for INR 999.'))
    expect(several.map((p) => p.fixes?.map((f) => f.label))).toEqual([
      ['Our price: write {price:gst-registration}', 'Our price: write {price:gst-filing-monthly}', 'Not our price: write {amount:INR 999}'],
    ])
    expect(several[0].hint).toContain('This text names several of our services.')
    const none = problemsOf(page('Registered in three days.', 'Fees start at INR 999.', 'What do you charge?'))
    expect(none.map((p) => p.fixes?.map((f) => f.label))).toEqual([['Not our price: write {amount:INR 999}']])
    expect(none[0].hint).toMatch(/^If it is one of our prices, write \{price:…\} in its place with the service's id/)
    // A limit in law gets no "Our price" either.
    expect(labels('GST registration is compulsory once turnover crosses ₹40 lakh.')).toEqual([
      ['bare-amount', 'Not our price: write {amount:₹40 lakh}'],
    ])
  })
})

/** The value at `at` in data. */
const valueAt = (data: unknown, at: (string | number)[]): unknown =>
  at.reduce<unknown>((node, k) => (node as Record<string | number, unknown> | undefined)?.[k], data)

describe('every one-click fix of the Problems box, checked by the checker', () => {
  const price = book('gst-registration').price.amount
  /** Texts that offer fixes, each with the figure a correct result shows: the service's book price, or the figure as typed. */
  const cases: { description?: string; answer?: string; question?: string; shows: number }[] = [
    ...WRONG.map((w) => ({ description: `GST Registration for ${w}, with every document prepared.`, shows: price })),
    { description: 'Registered in three days, all for INR 999.', shows: price },
    { answer: '₹999, with every document prepared.', shows: price },
    { answer: 'It is Rs 5k with every document.', shows: price },
    { description: 'GST Registration for INR 2,999.', shows: price },
    { description: 'GST registration is compulsory once turnover crosses ₹40 lakh.', shows: 4000000 },
    { description: 'The government fee for GST Registration is ₹500.', shows: 500 },
    { description: 'GST Registration for {amount:INR 999}, with every document prepared.', shows: price },
    { answer: '{amount:₹999/-}, with every document prepared.', shows: price },
  ]

  it('leaves either a correct text or a problem still standing, never a wrong one that passes', () => {
    const tried = new Set<string>()
    for (const c of cases) {
      const text = page(c.description ?? 'Registered in three days.', c.answer, c.question)
      const problems = problemsOf(text)
      expect(problems.length, JSON.stringify(c)).toBeGreaterThan(0)
      for (const p of problems)
        for (const f of p.fixes ?? ([] as TextFix[])) {
          tried.add(f.label.split(':')[0])
          const fixed = fixAt(parse(text), p.path, f)
          const after = loadContent({ root, extraPages: new Map([[rel, stringify(fixed)]]) })
          const standing = after.problems.filter((q) => q.file === rel && q.path.join('.') === p.path.join('.'))
          if (standing.length) continue
          // Taken by the checker: then what a visitor reads is right.
          const shown = String(valueAt(after.content!.pages.get(route), p.path))
          expect(
            moneyIn(shown).map((m) => m.rupees),
            `${f.label} on ${JSON.stringify(c)}: ${shown}`,
          ).toEqual([c.shows])
          expect(shown, `${f.label} on ${JSON.stringify(c)}`).not.toMatch(/\{(?:price|amount):/)
        }
    }
    expect([...tried].sort()).toEqual(['Not our price', 'Our price'])
  })

  it('the fixes of the site’s own fixtures too (money typed in text, a figure said of a service, a typed phone number)', () => {
    const tried = new Set<string>()
    for (const name of ['money-in-text.yaml', 'price-in-text.yaml', 'typed-phone.yaml']) {
      const text = fs.readFileSync(path.join(root, 'tests/fixtures/invalid', name), 'utf8')
      const file = `pages/fixture-pages/${name}`
      const problems = loadContent({ root, extraPages: new Map([[file, text]]) }).problems.filter((p) => p.file === file)
      for (const p of problems)
        for (const f of p.fixes ?? ([] as TextFix[])) {
          tried.add(f.label.split(':')[0])
          const before = String(valueAt(parse(text), p.path))
          const fixed = fixAt(parse(text), p.path, f)
          const checked = loadContent({ root, extraPages: new Map([[file, stringify(fixed)]]), allowRuleProblems: true })
          const after = checked.problems.filter((q) => q.file === file)
          if (after.some((q) => q.path.join('.') === p.path.join('.') && q.line === p.line && q.col === p.col)) continue
          const shown = String(valueAt(checked.content!.pages.get(`/fixture-pages/${name.replace('.yaml', '')}`), p.path))
          // {phone} shows the business number from Company details.
          if (f.to === '{phone}') expect(shown).toContain(checked.content!.site.phone.display)
          // An "Our price" written stands for a service the text (or its question) names, never one picked by its figure.
          const id = /^\{price:([a-z0-9-]+)\}$/.exec(f.to)?.[1]
          if (id) {
            const entry = (parse(catalog) as { entries: { id: string; name: string }[] }).entries.find((e) => e.id === id)!
            const question = String(valueAt(parse(text), [...p.path.slice(0, -1), 'question']))
            expect(`${before} ${question}`.toLowerCase(), `${f.label} in ${name}`).toContain(entry.name.toLowerCase())
          }
        }
    }
    expect([...tried].sort()).toEqual(['Not our price', 'Our price', 'Write {phone}'])
  })
})

describe('after a reprice, a declared old figure is in the price report', () => {
  it('lists {amount:₹999} after Monthly GST Filing goes to ₹1,099 under "Text that still shows an old price"; a late fee of the same figure is not', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'declared-'))
    try {
      for (const d of ['pages', 'schema', 'public']) fs.cpSync(path.join(root, d), path.join(tmp, d), { recursive: true })
      // English pages only: this edits one of them alone, and a Hindi page must show its English page's prices.
      fs.rmSync(path.join(tmp, 'pages/hi'), { recursive: true, force: true })
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'))
      const gstPage = path.join(tmp, 'pages/services/compliance-services/gst-compliance.yaml')
      const src = fs.readFileSync(gstPage, 'utf8')
      expect(src).toContain('Our {price:gst-filing-monthly} monthly plan covers both returns.')
      // The sentence as the fix "Not our price" left it, and a late fee that happens to be the same figure.
      fs.writeFileSync(
        gstPage,
        src
          .replace(
            'Our {price:gst-filing-monthly} monthly plan covers both returns.',
            'Our {amount:₹999} monthly plan covers both returns.',
          )
          .replace('can opt for the QRMP scheme', 'can opt for the QRMP scheme (a late fee of {amount:₹999} a day applies otherwise)'),
      )
      const before = load(tmp)
      const file = path.join(tmp, 'pages/_site/catalog.yaml')
      fs.writeFileSync(file, catalog.replace(/(id: gst-filing-monthly[\s\S]*?amount: )999/, '$11099'))
      const md = priceChangesReport(before, load(tmp, true), 'HEAD')
      const section = md.split('### Text that still shows an old price')[1].split('###')[0]
      expect(section).not.toContain('None')
      expect(section).toMatch(
        /\| pages\/services\/compliance-services\/gst-compliance\.yaml \| sections\[\d+\] \(faq\) › items\[\d+\] › answer \| ₹999 \| ₹1,099 \(`gst-filing-monthly`\) \| …[^|]*Our ₹999 monthly plan covers both/,
      )
      // The late fee of the same figure says what it is, and is left out.
      expect(section).not.toContain('late fee')
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  })
})
