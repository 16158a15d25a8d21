import { describe, expect, it } from 'vitest'
import { figuresTable, type Figure } from '../../scripts/lib/figures.ts'

const row = (over: Partial<Figure>): Figure => ({
  area: 'validity',
  measure: 'm',
  result: 'r',
  target: 't',
  met: true,
  gate: true,
  ...over,
})

describe('figuresTable', () => {
  it('lists areas in a fixed order, marks each row, and puts the result last', () => {
    const table = figuresTable([
      row({ area: 'security', measure: 'npm audit', met: null, result: 'could not ask' }),
      row({ area: 'speed', measure: 'Lighthouse /', met: false, gate: false, result: 'TBT 140 ms' }),
      row({ area: 'accessibility', measure: 'axe', result: '0 violations' }),
      row({ area: 'validity', measure: 'html-validate', met: false, result: '3 errors' }),
    ]).split('\n')
    expect(table[0]).toMatch(/^\s+area\s+measure\s+target\s+result$/)
    expect(table[1]).toMatch(/^-*\s+-+/)
    expect(table.slice(2).map((l) => l.split(/\s{2,}/).slice(0, 3))).toEqual([
      ['ok', 'accessibility', 'axe'],
      ['FAILED', 'validity', 'html-validate'],
      ['missed', 'speed', 'Lighthouse /'],
      ['?', 'security', 'npm audit'],
    ])
    expect(table[3].endsWith('3 errors')).toBe(true)
  })
  it('prints nothing when nothing was recorded', () => {
    expect(figuresTable([])).toBe('')
  })
})
