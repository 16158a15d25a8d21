import { describe, expect, it } from 'vitest'
import { readAmount, showAmount } from '../../src/editor/amount.ts'
import { rupeesOf } from '../../src/checker/money.ts'

describe('a price typed as people in India write it', () => {
  const read = (t: string) => {
    const r = readAmount(t)
    return r.ok ? r.rupees : r.why
  }
  it.each([
    ['3499', 3499],
    ['3,499', 3499],
    ['₹3,499', 3499],
    ['₹ 3,499', 3499],
    ['Rs. 3,499', 3499],
    ['Rs 3499/-', 3499],
    ['rs.3,499/-', 3499],
    ['INR 3,499', 3499],
    ['3,499 rupees', 3499],
    ['Rs. 3,499/- only', 3499],
    ['1,00,000', 100000],
    ['100,000', 100000],
    ['1.5 lakh', 150000],
    ['₹2 crore', 20000000],
    ['Rs 40 lakhs', 4000000],
    ['3,499.00', 3499],
    ['  0 ', 0],
  ])('%s is %d rupees', (typed, rupees) => {
    expect(read(typed)).toBe(rupees)
    // The checker's reading of the same words in text (src/checker/money.ts) agrees.
    if (/₹|rs|inr|rupee/i.test(typed)) expect(rupeesOf(typed)).toBe(rupees)
  })
  it.each([
    ['Rs. 3,499.50', /whole rupees/],
    ['0.3499', /whole rupees/],
    ['34,99', /odd places/],
    ['three thousand', /Write the price in rupees/],
    ['₹2,999–4,999', /Write the price in rupees/],
    ['', /Write the price in rupees/],
    ['-500', /Write the price in rupees/],
  ])('%s is refused with a sentence', (typed, why) => {
    expect(read(typed)).toMatch(why)
  })
  it('shows a stored figure with Indian separators', () => {
    expect(showAmount(349900)).toBe('3,49,900')
    expect(showAmount(undefined)).toBe('')
  })
})
