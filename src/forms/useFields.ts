import { useState, type ChangeEvent, type InvalidEvent } from 'react'
import { validityMessage, type FieldKind } from './validation.ts'
import { useEarlyInput } from './early-input.ts'
import type { FormErrors } from '../generated/content.ts'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * The values of a form the browser validates, and the two handlers every field uses: typing clears the
 * field's custom message, and a browser "invalid" event shows the YAML's wording in its bubble. `formRef` goes
 * on the <form>: what was typed before hydration is kept (./early-input.ts).
 */
export function useFields<T extends { [K in keyof T]: string }>(initial: T, t: FormErrors) {
  const [values, setValues] = useState<T>(initial)
  const formRef = useEarlyInput(values, (typed) => setValues((v) => ({ ...v, ...typed })))
  const change = (key: keyof T) => (e: ChangeEvent<Control>) => {
    e.currentTarget.setCustomValidity('')
    const value = e.currentTarget.value
    setValues((v) => ({ ...v, [key]: value }))
  }
  const invalid = (kind: FieldKind) => (e: InvalidEvent<Control>) => {
    const el = e.currentTarget
    if (!el.validity.customError) el.setCustomValidity(validityMessage(kind, el.validity, t))
  }
  return { formRef, values, setValues, change, invalid }
}
