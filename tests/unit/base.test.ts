// @vitest-environment node
/**
 * The rules that compare with an earlier version take it as an input: a pull request's check compares with
 * its base branch, where the change is already committed and the last commit would hide it.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadContent, readBase } from '../../scripts/lib/content/index.ts'
import { copySite, type SiteCopy } from '../../scripts/editor/site-copy.ts'

const repo = path.resolve(import.meta.dirname, '../..')

describe('comparing with an earlier commit', () => {
  let site: SiteCopy
  let first: string
  beforeAll(() => {
    // First commit: the pricing FAQ states the GST figure in words, as the price book has it.
    site = copySite('base-two-commits')
    // English pages only, from the first commit: this edits one of them alone, and a Hindi page must show its
    // English page's prices (a deletion in the history would still count its files as published ones).
    fs.rmSync(path.join(site.dir, 'pages/hi'), { recursive: true, force: true })
    fs.rmSync(path.join(site.dir, '.git'), { recursive: true, force: true })
    site.git('init', '-q')
    site.git('add', '-A')
    site.git('commit', '-qm', 'the site in English')
    const faq = path.join(site.dir, 'pages/pricing.yaml')
    fs.writeFileSync(
      faq,
      fs.readFileSync(faq, 'utf8').replace('GST registration is {price:gst-registration}', 'GST registration is ₹2,999'),
    )
    site.git('commit', '-qam', 'the FAQ states the figure')
    first = site.git('rev-parse', 'HEAD').trim()
    // Second commit, as a pull request has it: the price book raised, the sentence left as it was.
    const catalog = path.join(site.dir, 'pages/_site/catalog.yaml')
    fs.writeFileSync(catalog, fs.readFileSync(catalog, 'utf8').replace(/(id: gst-registration[\s\S]*?amount: )2999/, '$13499'))
    site.git('commit', '-qam', 'GST registration repriced')
  })
  afterAll(() => fs.rmSync(site.dir, { recursive: true, force: true }))

  const check = (ref: string) =>
    loadContent({ root: site.dir, base: readBase(site.dir, ref) }).problems.map((p) => `${p.file}:${p.line} ${p.code} ${p.message}`)

  it('with the first commit as the base, the committed change fails the check: the sentence shows the old price', () => {
    expect(check(first)).toEqual([
      'pages/pricing.yaml:124 stale-price still shows ₹2,999, the old price of GST Registration; the price book now says ₹3,499.',
    ])
  })

  it('with the last commit as the base, nothing is an old price (only a figure that differs from the book)', () => {
    expect(check('HEAD')).toEqual([
      'pages/pricing.yaml:124 price-mismatch ₹2,999 is said of GST Registration, but the price book says ₹3,499.',
    ])
  })

  it('npm run check refuses a base git does not know, before checking anything', () => {
    const run = () =>
      execFileSync('node', ['--import', 'tsx', 'scripts/check.ts', '--base', 'no-such-branch'], {
        cwd: repo,
        encoding: 'utf8',
        stdio: 'pipe',
      })
    expect(run).toThrow(/"no-such-branch" is not a commit git knows here/)
  })
})
