// @vitest-environment node
/**
 * The price report as the editor shows it (src/editor/PriceReport.tsx): drawn from the report's data, so each
 * place is said in words and each file by its address, with no Markdown or checker path left to read; the
 * Markdown is made from the same data for a pull request.
 */
import path from 'node:path'
import fs from 'node:fs'
import os from 'node:os'
import { execFileSync } from 'node:child_process'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PriceReport } from '../../src/editor/PriceReport.tsx'
import { sinceChanges } from '../../scripts/lib/prices-since.ts'
import { priceChangesMarkdown } from '../../src/checker/price-changes.ts'

const root = path.resolve(import.meta.dirname, '../..')

describe('the price report in the editor', () => {
  it('says each repriced place in words, the stale sentence by its page, and keeps Markdown for the pull request only', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'price-report-'))
    try {
      for (const d of ['pages', 'schema', 'public']) fs.cpSync(path.join(root, d), path.join(tmp, d), { recursive: true })
      const git = (...args: string[]) => execFileSync('git', args, { cwd: tmp, stdio: 'ignore' })
      // A sentence that states the GST figure in words, then the price book raises it.
      const faq = path.join(tmp, 'pages/pricing.yaml')
      fs.writeFileSync(
        faq,
        fs.readFileSync(faq, 'utf8').replace('GST registration is {price:gst-registration}', 'GST registration is ₹2,999'),
      )
      git('init', '-q')
      git('add', '.')
      git('-c', 'user.name=t', '-c', 'user.email=t@example.in', 'commit', '-qm', 'content')
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'))
      const catalog = path.join(tmp, 'pages/_site/catalog.yaml')
      fs.writeFileSync(catalog, fs.readFileSync(catalog, 'utf8').replace(/(id: gst-registration[\s\S]*?amount: )2999/, '$13499'))

      const changes = sinceChanges('HEAD', tmp)
      const html = renderToStaticMarkup(
        createElement(PriceReport, { prices: { changes, markdown: '' }, labels: { cards: 'Service cards', faq: 'Questions and answers' } }),
      )
      const text = html
        .replace(/<[^>]+>/g, ' ')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/\s+/g, ' ')
      expect(text).toContain('GST Registration: ₹2,999 + Government Fees → ₹3,499 + Government Fees')
      expect(text).toMatch(
        /\/pricing · Section \d+ \(Service cards\), item \d+, price · showed ₹2,999 \+ Government Fees, shows ₹3,499 \+ Government Fees/,
      )
      expect(text).toMatch(
        /Text that still shows an old price .*\/pricing · Section \d+ \(Questions and answers\), item \d+, answer · says ₹2,999; the price book now says ₹3,499/,
      )
      expect(text).toContain('/services/compliance-services/gst-compliance')
      // Nothing of the Markdown or of the checker's paths reaches the office.
      expect(text).not.toMatch(/[|`#*]|sections\[|pages\/|\.yaml/)
      // The pull request's Markdown comes from the same data.
      const md = priceChangesMarkdown(changes)
      expect(md).toContain('### GST Registration (`gst-registration`)')
      expect(md).toMatch(
        /\| pages\/pricing\.yaml \| sections\[\d\] \(faq\) › items\[\d\] › answer \| ₹2,999 \| ₹3,499 \(`gst-registration`\) \|/,
      )
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  })

  it('says why there is no report when there is none', () => {
    const html = renderToStaticMarkup(createElement(PriceReport, { prices: { none: 'No file changed since the last publish.' } }))
    expect(html).toContain('No file changed since the last publish.')
  })
})
