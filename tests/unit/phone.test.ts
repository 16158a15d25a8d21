/** The one phone rule (src/lib/phone.ts): prefixes read alike, WhatsApp for an Indian mobile only, a call link for all. */
import { describe, expect, it } from 'vitest'
import { readPhone, telHref, whatsappHref, whatsappNumber } from '../../src/lib/phone.ts'
import { contactHref, telLink } from '../../src/notifications/message.ts'
import { callUrl, chatUrl, resolveAction } from '../../src/lib/links.ts'
import type { Site } from '../../src/generated/content.ts'

describe('one phone rule', () => {
  it('reads 0091, +91, 91 and 0 alike', () => {
    for (const written of [
      '0091 98450 33333',
      '+91 98450 33333',
      '+91-98450-33333',
      '919845033333',
      '91 98450 33333',
      '098450 33333',
      '98450 33333',
      '9845033333',
      '+91 (0) 98450 33333',
      '00 91 98450 33333',
    ]) {
      expect(readPhone(written), written).toEqual({ e164: '+919845033333', national: '9845033333', mobile: true })
      expect(telHref(written), written).toBe('tel:+919845033333')
      expect(whatsappHref(written), written).toBe('https://wa.me/919845033333')
    }
  })

  it('gives a Delhi landline a call link and no WhatsApp', () => {
    for (const written of ['011 4567 8900', '+91 11 4567 8900', '0091 11 4567 8900', '01145678900']) {
      expect(readPhone(written), written).toEqual({ e164: '+911145678900', national: '1145678900', mobile: false })
      expect(telHref(written), written).toBe('tel:+911145678900')
      expect(whatsappHref(written), written).toBe('')
      expect(whatsappNumber(written), written).toBe('')
      expect(contactHref('whatsapp', written), written).toBe('')
      expect(contactHref('tel', written), written).toBe('tel:+911145678900')
    }
  })

  it('reads another country from its + or 00, and gives it no WhatsApp', () => {
    expect(telHref('+44 20 7946 0000')).toBe('tel:+442079460000')
    expect(telHref('0044 20 7946 0000')).toBe('tel:+442079460000')
    expect(whatsappHref('+44 7700 900123')).toBe('')
  })

  it('links nothing without digits, and never a mobile from a number of the wrong length', () => {
    expect(readPhone('')).toBeNull()
    expect(telHref('none')).toBe('')
    expect(whatsappHref('98450 3333')).toBe('')
    expect(whatsappHref('5845033333')).toBe('')
  })

  it('is the rule of the notifications, the enquiries and the site alike', () => {
    expect(contactHref('whatsapp', '0091 98450 33333', 'Hi Asha')).toBe('https://wa.me/919845033333?text=Hi%20Asha')
    expect(contactHref('tel', '0091 98450 33333')).toBe('tel:+919845033333')
    expect(telLink('0091 98450 33333')).toBe('tel:+919845033333')
    const site = {
      phone: { display: '011 4567 8900', tel: '011 4567 8900' },
      chat: { number: '01145678900', baseUrl: 'https://wa.me', message: 'Hello' },
      labels: {},
    } as unknown as Site
    expect(callUrl(site)).toBe('tel:+911145678900')
    expect(chatUrl(site)).toBe('')
    // A chat button on a landline calls instead, in the same tab.
    expect(resolveAction({ type: 'chat', label: 'Chat' }, site)).toMatchObject({ href: 'tel:+911145678900', newTab: false })
    expect(resolveAction({ type: 'phone', label: 'Call', href: 'tel:0091 98450 33333' }, site).href).toBe('tel:+919845033333')
    const mobile = { ...site, chat: { ...site.chat, number: '0091 98450 33333' } } as Site
    expect(chatUrl(mobile)).toBe('https://wa.me/919845033333?text=Hello')
  })
})
