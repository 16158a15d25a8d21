/** The privacy notice in Hindi is as plain as the English: no tracking jargon in either (pages/_site/forms.yaml). */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'

const forms = parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../pages/_site/forms.yaml'), 'utf8')) as {
  privacy: Record<'en' | 'hi', { items: Record<string, string>; purposes: Record<string, string> }>
}

describe('the privacy notice’s words', () => {
  it('say where a visit came from in plain words, in English and in Hindi alike', () => {
    for (const lang of ['en', 'hi'] as const) {
      const words = JSON.stringify(forms.privacy[lang])
      expect(words, lang).not.toMatch(/utm|_\*|click ?id|gclid|fbclid|क्लिक आईडी|टैग/i)
      expect(Object.keys(forms.privacy[lang].items).sort(), lang).toEqual(Object.keys(forms.privacy.en.items).sort())
    }
    expect(forms.privacy.hi.items.visit).toContain('विज्ञापन लिंक')
  })
})
