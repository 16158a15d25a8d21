// @vitest-environment node
/**
 * The office computer's person (src/contract/person.ts): the name they give is cleaned and capped the same way
 * in the browser and on the editor's server, which reads it from a header (percent-encoded, since a header
 * holds only Latin-1) or from a download link's field, and falls back to the git name when none came.
 */
import { describe, expect, it } from 'vitest'
import { cleanPerson, personFrom, PERSON_MAX } from '../../src/contract/person.ts'

describe("the office person's name", () => {
  it('is kept without control or invisible characters, spaces squeezed, at most 100 characters', () => {
    expect(cleanPerson('  Meera\u0007  Iyer\n')).toBe('Meera Iyer')
    expect(cleanPerson('Ravi\u202E Kumar\u200B')).toBe('Ravi Kumar')
    expect(cleanPerson('\u0000\t ')).toBeUndefined()
    expect(cleanPerson(42)).toBeUndefined()
    const long = cleanPerson('अ'.repeat(150) + '😀')!
    expect(Array.from(long)).toHaveLength(PERSON_MAX)
  })

  it('comes from the header, percent-encoded, or from the download link, else not at all', () => {
    expect(personFrom(encodeURIComponent('प्रिया शर्मा'))).toBe('प्रिया शर्मा')
    expect(personFrom(['Asha%20Verma', 'Someone Else'])).toBe('Asha Verma')
    expect(personFrom('100%')).toBe('100%')
    expect(personFrom(undefined, 'Meera Iyer')).toBe('Meera Iyer')
    expect(personFrom(encodeURIComponent('x\r\nSet-Cookie: a=b'))).toBe('x Set-Cookie: a=b')
    expect(personFrom(undefined, null)).toBeUndefined()
    expect(personFrom('', '  ')).toBeUndefined()
  })
})
