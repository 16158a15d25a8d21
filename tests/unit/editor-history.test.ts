/** What makes an undo step: one field's typing, or anything else. */
import { describe, expect, it } from 'vitest'
import { changedField } from '../../src/editor/history.ts'

describe('changedField', () => {
  const page = { meta: { title: 'A' }, sections: [{ type: 'hero', heading: 'Hi', price: { amount: 1 } }, { type: 'faq' }] }
  it('names the one text or number that changed', () => {
    expect(changedField(page, { ...page, meta: { title: 'AB' } })).toBe('.meta.title')
    const sections = [{ ...page.sections[0], price: { amount: 12 } }, page.sections[1]]
    expect(changedField(page, { ...page, sections })).toBe('.sections.0.price.amount')
    expect(changedField(page, JSON.parse(JSON.stringify(page)))).toBeNull()
  })
  it('calls any other change structural: a part added, removed or moved, two fields at once', () => {
    expect(changedField(page, { ...page, sections: [...page.sections, { type: 'cta' }] })).toBe('*')
    expect(changedField(page, { ...page, sections: [page.sections[1], page.sections[0]] })).toBe('*')
    expect(changedField(page, { ...page, meta: { title: 'B' }, sections: [] })).toBe('*')
  })
})
