import { describe, expect, it } from 'vitest'
import { unusualPrices } from '../../src/editor/price-sanity.ts'

const book = [
  { id: 'gst-registration', name: 'GST Registration', price: { amount: 2999 } },
  { id: 'company', name: 'Private Limited Company', price: { amount: 10936 } },
  { id: 'consult', name: 'Consultation', price: { free: true } },
]
const withPrice = (id: string, amount: number) => book.map((e) => (e.id === id ? { ...e, price: { amount } } : e))

describe('prices the editor asks about before saving the price book', () => {
  it('asks about a figure many times the old price, or a small fraction of it', () => {
    // 3499 typed after the 2999 already there: 29993499.
    expect(unusualPrices(book, withPrice('gst-registration', 29993499))).toEqual([
      'GST Registration: ₹2,99,93,499 is 10,001 times its old price, ₹2,999.',
    ])
    expect(unusualPrices(book, withPrice('company', 1093))).toEqual([
      'Private Limited Company: ₹1,093 is a 10th of its old price, ₹10,936.',
    ])
  })

  it('asks about a new entry far outside the range of the book', () => {
    const added = [...book, { id: 'new-entry', name: 'ESG Report', price: { amount: 4999000 } }]
    expect(unusualPrices(book, added)).toEqual(["ESG Report: ₹49,99,000 is far outside the book's prices (₹2,999 to ₹10,936)."])
  })

  it('says nothing of an ordinary reprice, a new entry in range, or an entry with no figure', () => {
    expect(unusualPrices(book, withPrice('gst-registration', 3499))).toEqual([])
    expect(unusualPrices(book, withPrice('company', 9999))).toEqual([])
    expect(unusualPrices(book, [...book, { id: 'new', name: 'New', price: { amount: 4999 } }])).toEqual([])
    expect(unusualPrices(book, [...book, { id: 'new', name: 'New', price: {} }])).toEqual([])
  })
})
