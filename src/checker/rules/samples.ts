import { templateSamples } from '../samples.ts'
import { eachString, type RuleContext } from './context.ts'

/** A page still holding a template's sample text (marked !sample in scripts/templates) is not ready to go live. */
export function sampleText(c: RuleContext): void {
  const samples = templateSamples(c.source)
  if (!samples.length) return
  eachString(c.pages.values(), (text, at, y) => {
    const sample = samples.find((s) => s.test(text))
    if (!sample) return
    const start = sample.text.replace(/\s+/g, ' ').trim()
    c.report(y, at, {
      code: 'sample-text',
      message: `still holds the template's sample text ("${start.length > 60 ? `${start.slice(0, 60).replace(/\s+\S*$/, '')}…` : start}"), which only shows what goes here.`,
      hint: "Write this page's own words in its place.",
    })
  })
}
