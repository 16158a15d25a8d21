// @vitest-environment node
/**
 * quickLengthChecks must give ajv's own minLength/maxLength verdicts and errors: compared with a stock ajv
 * on texts made of letters, emoji (surrogate pairs) and lone surrogates, around each limit.
 */
import fc from 'fast-check'
import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { quickLengthChecks } from '../../scripts/lib/content/validate.ts'

const schema = {
  type: 'object',
  properties: {
    one: { type: 'string', minLength: 1 },
    three: { type: 'string', minLength: 3, maxLength: 5 },
    short: { type: 'string', maxLength: 2 },
    list: { type: 'array', items: { type: 'string', minLength: 2, maxLength: 4 } },
  },
}

const compile = (quick: boolean) => {
  const ajv = new Ajv({ allErrors: true, verbose: true })
  if (quick) quickLengthChecks(ajv)
  return ajv.compile(schema)
}

describe('quickLengthChecks', () => {
  const stock = compile(false)
  const quick = compile(true)
  const text = fc.array(fc.constantFrom('a', 'ü', '₹', '😀', '\ud83d', '\ude00', ' '), { maxLength: 12 }).map((parts) => parts.join(''))

  it('gives the same verdicts and errors as ajv', () => {
    fc.assert(
      fc.property(text, text, text, fc.array(text, { maxLength: 3 }), (one, three, short, list) => {
        const data = { one, three, short, list }
        const a = stock(data)
        const b = quick(data)
        expect(b).toBe(a)
        expect(quick.errors).toEqual(stock.errors)
      }),
      { numRuns: 3000, seed: 20261122 },
    )
  })

  it('uses the quick test in the generated code', () => {
    expect(quick.toString()).toContain('.length < 2 * 3')
    expect(quick.toString()).toContain('.length > 5')
  })
})
