// @vitest-environment node
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { load } from '../../scripts/lib/prices-since.ts'
import { freeTextAmounts, priceReport, priceSentences } from '../../src/checker/prices.ts'

const root = path.resolve(import.meta.dirname, '../..')

describe('price report', () => {
  const { content, raw } = load(root)
  const report = priceReport(content, raw)
  const entry = (id: string) => report.find((e) => e.id === id)!

  it('lists every place that shows a book entry, with the figure shown', () => {
    const gst = entry('gst-registration')
    expect(gst.book).toBe('₹2,999 + Government Fees')
    expect(gst.uses.map((u) => u.page)).toEqual(expect.arrayContaining(['/', '/pricing', '/services/compliance-services/gst-compliance']))
  })

  it('lists every sentence that states an entry with {price:id}, the sentence alone, its other figures filled (the repricing confirmation shows them)', () => {
    const sentences = priceSentences(content, raw, 'gst-registration')
    const pricing = sentences.find((s) => s.page === '/pricing' && s.where.includes('answer'))!
    expect(pricing.text).toBe(
      'For example, ITR filing for salaried individuals starts at ₹999, GST registration is {price:gst-registration} and our Complete Business Advisory plan is ₹49,999 a year.',
    )
    expect(sentences.map((s) => s.page)).toEqual(expect.arrayContaining(['/pricing', '/services/compliance-services/gst-compliance']))
    expect(sentences.every((s) => s.text.includes('{price:gst-registration}') && !s.text.includes('{amount:'))).toBe(true)
  })

  it('marks where a page keeps its own reading (NGO: ₹6,249 on its page, ₹8,999 on home)', () => {
    const ngo = entry('ngo-registration')
    expect(ngo.book).toBe('₹8,999')
    expect(ngo.uses.find((u) => u.page === '/')!.shown).toBe('₹8,999')
    const own = ngo.differing.find((u) => u.page === '/services/business-setup-services/ngo-registration')!
    expect(own.shown).toBe('₹6,249')
    expect(own.overrides).toEqual(expect.arrayContaining(['amount', 'original']))
  })

  it('finds rupee amounts written in prose about our prices that the book does not have', () => {
    const fake = new Map([
      [
        '/x',
        {
          file: 'pages/x.yaml',
          data: {
            sections: [
              { type: 'rich-text', body: 'Our package costs just ₹12,345 today. The late fee is ₹200 per day. Turnover above ₹40 lakh.' },
            ],
          },
        },
      ],
    ])
    const found = freeTextAmounts(content, fake)
    expect(found.map((f) => f.amount)).toEqual([12345])
  })
})

describe('price changes since a git revision', () => {
  it('lists the entry, every page and field showing it, and the pages whose offers change', async () => {
    const fs = await import('node:fs')
    const os = await import('node:os')
    const { sinceReport } = await import('../../scripts/lib/prices-since.ts')
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'since-'))
    try {
      for (const d of ['pages', 'schema', 'public']) fs.cpSync(path.join(root, d), path.join(tmp, d), { recursive: true })
      // The last publish, in the folder's own git, read from git's objects (no folder is unpacked for it).
      const { execFileSync } = await import('node:child_process')
      const git = (...args: string[]) => execFileSync('git', args, { cwd: tmp, stdio: 'ignore' })
      git('init', '-q')
      git('add', '.')
      git('-c', 'user.name=t', '-c', 'user.email=t@example.in', 'commit', '-qm', 'content')
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'))
      const catalog = path.join(tmp, 'pages/_site/catalog.yaml')
      fs.writeFileSync(catalog, fs.readFileSync(catalog, 'utf8').replace(/(id: gst-registration[\s\S]*?amount: )2999/, '$13499'))
      const md = sinceReport('HEAD', tmp)
      expect(() => sinceReport('--output=/tmp/x', tmp)).toThrow(/is not a commit git knows here/)
      expect(md).toContain('### GST Registration (`gst-registration`)')
      expect(md).toContain('→ **₹3,499 + Government Fees**')
      expect(md).toMatch(
        /\| \/pricing \| sections\[\d\] \(cards\) › items\[\d\] › price \| ₹2,999 \+ Government Fees \| ₹3,499 \+ Government Fees \|/,
      )
      expect(md).toContain('- /services/compliance-services/gst-compliance')
      // Sentences with {price:gst-registration} follow the book; none still shows the old figure.
      expect(md).toContain('### Text that still shows an old price\n\nNone')
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  })

  it('flags a sentence that still states the old figure next to the service, in the report and in the check', async () => {
    const fs = await import('node:fs')
    const os = await import('node:os')
    const { execFileSync } = await import('node:child_process')
    const { sinceReport } = await import('../../scripts/lib/prices-since.ts')
    const { loadContent, readBase } = await import('../../scripts/lib/content/index.ts')
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-'))
    try {
      for (const d of ['pages', 'schema', 'public']) fs.cpSync(path.join(root, d), path.join(tmp, d), { recursive: true })
      // English pages only: this edits one of them alone, and a Hindi page must show its English page's prices.
      fs.rmSync(path.join(tmp, 'pages/hi'), { recursive: true, force: true })
      // The site as an editor finds it: the pricing FAQ states the GST figure in words, committed.
      const faq = path.join(tmp, 'pages/pricing.yaml')
      fs.writeFileSync(
        faq,
        fs.readFileSync(faq, 'utf8').replace('GST registration is {price:gst-registration}', 'GST registration is ₹2,999'),
      )
      const git = (...args: string[]) => execFileSync('git', args, { cwd: tmp, stdio: 'ignore' })
      git('init', '-q')
      git('add', '.')
      git('-c', 'user.name=t', '-c', 'user.email=t@example.in', 'commit', '-qm', 'content')
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'))
      // The editor raises GST registration in the price book.
      const catalog = path.join(tmp, 'pages/_site/catalog.yaml')
      fs.writeFileSync(catalog, fs.readFileSync(catalog, 'utf8').replace(/(id: gst-registration[\s\S]*?amount: )2999/, '$13499'))

      const { problems } = loadContent({ root: tmp, allowRuleProblems: true, base: readBase(tmp) })
      expect(problems.map((p) => `${p.file}:${p.line} ${p.code} ${p.message} | ${p.hint}`)).toEqual([
        "pages/pricing.yaml:124 stale-price still shows ₹2,999, the old price of GST Registration; the price book now says ₹3,499. | Write {price:gst-registration} instead of the figure: it always shows the price book's amount.",
      ])
      const report = sinceReport('HEAD', tmp)
      expect(report).toMatch(
        /\| pages\/pricing\.yaml \| sections\[\d\] \(faq\) › items\[\d\] › answer \| ₹2,999 \| ₹3,499 \(`gst-registration`\) \|/,
      )
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  })
})
