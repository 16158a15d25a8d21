// @vitest-environment node
/** The one definition of a letter, a visible character and a direction control (src/lib/visible-text.ts). */
import { describe, expect, it } from 'vitest'
import { bidiControlsIn, hasBidiControl, hasLetter, hasVisible, LETTER_PATTERN, VISIBLE_PATTERN } from '../../src/lib/visible-text.ts'

/** Every code point (surrogates aside) the test accepts, as one string each. */
const everyCharacter = function* () {
  for (let c = 0; c < 0x110000; c++) if (c < 0xd800 || c > 0xdfff) yield String.fromCodePoint(c)
}

describe('visible text', () => {
  // The examples: each alone shows nothing.
  const showNothing = {
    'soft hyphen': '\u00ad',
    'variation selectors': '\ufe0f\ufe0e',
    'tag characters': '\u{e0041}\u{e0073}',
    'a lone combining mark': '\u0301',
    'the object replacement character': '\ufffc',
    'zero-width space and word joiner': '\u200b\u2060',
    'a Hangul filler': '\u3164',
    'the braille blank': '\u2800',
    'spaces of every kind': ' \u00a0\u2003\u3000',
  }

  it.each(Object.entries(showNothing))('%s: no letter, nothing visible', (_, text) => {
    expect(hasLetter(text)).toBe(false)
    expect(hasVisible(text)).toBe(false)
  })

  it('takes letters of every script, with the marks and joiners they need', () => {
    for (const name of ['Asha', 'आशा', 'ஆஷா', 'আশা', 'آشا', '李', 'Ö', 'O\u0301', 'श्\u200dरी']) {
      expect(hasLetter(name), name).toBe(true)
      expect(hasVisible(name), name).toBe(true)
    }
  })

  it('counts digits, punctuation and symbols as visible, but not as letters', () => {
    for (const text of ['24/7', '₹', '100%', '—', '★']) {
      expect(hasVisible(text), text).toBe(true)
      expect(hasLetter(text), text).toBe(false)
    }
  })

  it('finds exactly the direction controls: U+061C, U+200E/F, U+202A-202E, U+2066-2069', () => {
    const found = [...everyCharacter()].filter(hasBidiControl).map((c) => c.codePointAt(0)!.toString(16))
    expect(found).toEqual(['61c', '200e', '200f', '202a', '202b', '202c', '202d', '202e', '2066', '2067', '2068', '2069'])
    expect(bidiControlsIn('a\u202eb\u2066c')).toEqual([
      { char: '\u202e', index: 1 },
      { char: '\u2066', index: 3 },
    ])
    // Joiners are not direction controls.
    expect(hasBidiControl('\u200c\u200d')).toBe(false)
  })

  it('every letter is visible, and both patterns compile as an <input pattern> does (v flag)', () => {
    expect([...everyCharacter()].filter((ch) => hasLetter(ch) && !hasVisible(ch))).toEqual([])
    expect(() => new RegExp(`^(?:.*${LETTER_PATTERN}.*)$`, 'v')).not.toThrow()
    expect(() => new RegExp(VISIBLE_PATTERN, 'v')).not.toThrow()
  })
})
