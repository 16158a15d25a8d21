// @vitest-environment node
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { discountPercent, formatLongDate, formatRupees, groupIndian, priceParts, priceText } from '../../src/checker/format-values.ts'
import { parseMarkdown, parseInline } from '../../src/lib/markdown.ts'
import { fillMoney } from '../../src/lib/placeholders.ts'
import { resolveAction } from '../../src/lib/links.ts'
import { remaining } from '../../src/lib/countdown.ts'

const labels = {
  starting: 'Starting',
  govtFee: '+ Government Fees',
  custom: 'Custom',
  free: 'Free',
  perMonth: '/month',
  perYear: '/year',
  perHour: 'per hour',
  perClass: 'per class',
  perFiling: 'per filing',
  off: '{percent}% OFF',
}

describe('dates', () => {
  it('writes a calendar date day month year, whatever the time zone of the build machine', () => {
    expect(formatLongDate('2025-03-05')).toBe('5 March 2025')
    expect(formatLongDate('2026-11-22')).toBe('22 November 2026')
    expect(formatLongDate('2024-01-01')).toBe('1 January 2024')
    expect(formatLongDate('2024-12-31')).toBe('31 December 2024')
  })
})

describe('rupees', () => {
  it('uses Indian digit grouping', () => {
    expect(formatRupees(10936)).toBe('₹10,936')
    expect(formatRupees(100000)).toBe('₹1,00,000')
    expect(formatRupees(12345678)).toBe('₹1,23,45,678')
    expect(formatRupees(999)).toBe('₹999')
    expect(formatRupees(0)).toBe('₹0')
    expect(formatRupees(1000)).toBe('₹1,000')
    expect(formatRupees(1234567890)).toBe('₹1,23,45,67,890')
  })

  it('groups whole numbers in threes then pairs, and keeps the digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => {
        const text = groupIndian(n)
        expect(text.replaceAll(',', '')).toBe(String(n))
        expect(text).toMatch(/^\d{1,2}(,\d\d)*,\d{3}$|^\d{1,3}$/)
      }),
      { numRuns: 2000 },
    )
  })

  it('shows a whole-number discount only when the original is higher', () => {
    expect(discountPercent(10936, 14581)).toBe(25)
    expect(discountPercent(799, 1598)).toBe(50)
    expect(discountPercent(15624, 22000)).toBe(29)
    expect(discountPercent(100, 100)).toBeUndefined()
    expect(discountPercent(100, 90)).toBeUndefined()
    expect(discountPercent(100, undefined)).toBeUndefined()
  })

  it('writes qualifiers and units from fields, not glued text', () => {
    expect(priceText({ amount: 4999, starting: true, govtFee: true }, labels)).toBe('Starting ₹4,999 + Government Fees')
    expect(priceText({ amount: 7811, unit: 'month' }, labels)).toBe('₹7,811/month')
    expect(priceText({ amount: 2999, unit: 'hour' }, labels)).toBe('₹2,999 per hour')
    expect(priceText({ custom: true }, labels)).toBe('Custom')
    expect(priceText({ amount: 9999, note: '+ success fee' }, labels)).toBe('₹9,999 + success fee')
  })

  it('gives the struck-through original and the badge only for a real discount', () => {
    expect(priceParts({ amount: 10936, original: 14581 }, labels)).toMatchObject({ main: '₹10,936', original: '₹14,581', off: '25% OFF' })
    expect(priceParts({ amount: 100000, original: 100000 }, labels)).toEqual({
      main: '₹1,00,000',
      unit: '',
      starting: '',
      fees: '',
    })
    expect(priceParts({ free: true }, labels).main).toBe('Free')
  })
})

describe('markdown subset', () => {
  it('parses headings, paragraphs and lists', () => {
    const blocks = parseMarkdown('## Title\n\nFirst line\ncontinues.\n\n- one\n- two\n\n1. a\n2. b')
    expect(blocks.map((b) => b.kind)).toEqual(['h2', 'p', 'ul', 'ol'])
  })

  it('keeps HTML as plain text', () => {
    const [p] = parseMarkdown('<script>alert(1)</script> <b>bold</b>')
    expect(p).toEqual({ kind: 'p', text: [{ kind: 'text', text: '<script>alert(1)</script> <b>bold</b>' }] })
  })

  it('links only to safe addresses', () => {
    expect(parseInline('[ok](/contact)')).toEqual([{ kind: 'link', href: '/contact', children: [{ kind: 'text', text: 'ok' }] }])
    expect(parseInline('[bad](javascript:alert(1))')[0].kind).toBe('text')
    expect(parseInline('[bad](//evil.example)')[0].kind).toBe('text')
    // Browsers read /\ at the start as // (another website): never a link.
    expect(parseInline('[bad](/\\evil.example/x)')[0].kind).toBe('text')
  })

  it('handles bold and italic but not snake_case words', () => {
    expect(parseInline('**Bold** and _it_')).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: 'Bold' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'em', children: [{ kind: 'text', text: 'it' }] },
    ])
    expect(parseInline('file_name_here')).toEqual([{ kind: 'text', text: 'file_name_here' }])
  })
})

describe('button addresses', () => {
  const site = {
    phone: { tel: '+919811045670' },
    email: 'support@setubiz.in',
    chat: { baseUrl: 'https://wa.me', number: '919811045670', message: 'Hi' },
  } as never
  it('phone buttons only call, e-mail buttons only write, internal buttons stay on the site', () => {
    expect(resolveAction({ label: 'Call', type: 'phone', href: 'https://evil.example' }, site).href).toBe('tel:+919811045670')
    expect(resolveAction({ label: 'Call', type: 'phone', href: 'tel:+911234567890' }, site).href).toBe('tel:+911234567890')
    expect(resolveAction({ label: 'Mail', type: 'email', href: 'data:text/html,x' }, site).href).toBe('mailto:support@setubiz.in')
    expect(resolveAction({ label: 'Go', type: 'internal', href: '/\\evil.example/x' }, site).href).toBe('/')
    expect(resolveAction({ label: 'Go', type: 'internal', href: '//evil.example' }, site).href).toBe('/')
    expect(resolveAction({ label: 'Go', type: 'internal', href: '/contact' }, site).href).toBe('/contact')
    expect(resolveAction({ label: 'Out', type: 'external', href: 'http://plain.example' }, site).href).toBe('#')
  })
})

describe('countdown', () => {
  it('splits the time left and stops at zero', () => {
    const end = Date.UTC(2025, 8, 15, 18, 29, 59)
    expect(remaining(end, end - (2 * 86400 + 3 * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      done: false,
    })
    expect(remaining(end, end + 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true })
  })
})

describe('money placeholders, one filler for the site and the editor preview', () => {
  it('{price:id} shows the figure given for it, {amount:…} what it holds; an unknown id stays as written', () => {
    const figure = (id: string) => (id === 'gst-registration' ? '₹2,999' : undefined)
    expect(fillMoney('GST Registration for {price:gst-registration}, above {amount:₹40 lakh} of turnover.', figure)).toBe(
      'GST Registration for ₹2,999, above ₹40 lakh of turnover.',
    )
    expect(fillMoney('{price:no-such-entry} and {amount:Rs. 2,000/-}', figure)).toBe('{price:no-such-entry} and Rs. 2,000/-')
    expect(fillMoney('No placeholder at all: ₹500.', figure)).toBe('No placeholder at all: ₹500.')
  })
})
