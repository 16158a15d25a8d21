/** The company's phone number and its chat number are one decision: changing the first asks about the second. */
import { messages } from '../contract/messages.ts'
import { readPhone, whatsappNumber } from '../lib/phone.ts'

type Json = Record<string, unknown>

const digits = (v: unknown) => String(v ?? '').replace(/\D/g, '')

/**
 * When site.yaml's phone number changed and its chat number did not, the question to ask and the data with
 * the chat number following the phone (the chat link takes digits only, with the country code); else null.
 * Numbers are read by the one phone rule (+91, 0091, 91 and 0 alike), and only a mobile can be the chat number:
 * a new landline leaves the chat where it is, unasked.
 */
export function chatQuestion(before: Json, after: Json): { question: string; withChat: Json } | null {
  const oldPhone = (before.phone ?? {}) as Json
  const newPhone = (after.phone ?? {}) as Json
  const oldNumber = readPhone(oldPhone.tel ?? oldPhone.display)?.e164
  const newNumber = readPhone(newPhone.tel ?? newPhone.display)?.e164
  const newDigits = whatsappNumber(newPhone.tel ?? newPhone.display)
  const chat = (after.chat ?? {}) as Json
  if (!newDigits || oldNumber === newNumber || digits(chat.number) !== digits(((before.chat ?? {}) as Json).number)) return null
  if (digits(chat.number) === newDigits) return null
  const shown = String(newPhone.display ?? newPhone.tel)
  return {
    question: messages.save.chatToo(shown, String(chat.number), newDigits),
    withChat: { ...after, chat: { ...chat, number: newDigits } },
  }
}
