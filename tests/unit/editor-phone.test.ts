/** Changing the company's phone number asks whether the chat number changes too. */
import { describe, expect, it } from 'vitest'
import { chatQuestion } from '../../src/editor/phone.ts'

const site = { phone: { display: '+91 98110 45670', tel: '+919811045670' }, chat: { number: '919811045670', baseUrl: 'https://wa.me' } }

describe('chatQuestion', () => {
  it('asks when the phone number changed and the chat number did not, offering the new digits', () => {
    const after = { ...site, phone: { display: '+91 99999 12345', tel: '+919999912345' } }
    const ask = chatQuestion(site, after)!
    expect(ask.question).toContain(
      'You changed the phone number to +91 99999 12345. The chat number (where the chat buttons lead) is still 919811045670.',
    )
    expect(ask.withChat).toEqual({ ...after, chat: { ...site.chat, number: '919999912345' } })
  })
  it('does not ask when the phone is the same, or the chat number was changed too', () => {
    expect(chatQuestion(site, { ...site, phone: { ...site.phone, display: '+91-98110-45670' } })).toBeNull()
    const both = { phone: { display: '+91 99999 12345', tel: '+919999912345' }, chat: { ...site.chat, number: '918888812345' } }
    expect(chatQuestion(site, both)).toBeNull()
  })
  it('reads the new number by the phone rule, and never moves the chat to a landline', () => {
    const same = { ...site, phone: { display: '0091 98110 45670', tel: '0091 98110 45670' } }
    expect(chatQuestion(site, same)).toBeNull()
    expect(chatQuestion(site, { ...site, phone: { display: '011 4567 8900', tel: '+911145678900' } })).toBeNull()
    const ask = chatQuestion(site, { ...site, phone: { display: '099999 12345', tel: '0091 99999 12345' } })!
    expect((ask.withChat.chat as { number: string }).number).toBe('919999912345')
  })
})
