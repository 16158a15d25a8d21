import { useRef, useState, type FormEvent, type InvalidEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Notice } from '../generated/content.ts'
import { useFormsCopy } from './copy.ts'
import { notify } from './notify.tsx'
import { HONEYPOT_NAME, validityMessage, type FieldKind } from './validation.ts'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export interface FormSteps<V, R> {
  /** Checks the values read from the form; shows what is wrong and returns false to send nothing. */
  check?: (values: V, form: HTMLFormElement) => boolean
  /** Sends the values to the backend. */
  send: (values: V) => Promise<R>
  /** The notice when sending fails; the form keeps every value. */
  failed: Notice
  /**
   * After sending (with its result) or when a robot filled the honeypot (undefined, nothing was sent):
   * the address to go to next, or nothing to stay on the page.
   */
  then: (result: R | undefined, form: HTMLFormElement) => string | void
}

/**
 * The one submit path of every form. Fields are uncontrolled: what the visitor typed, even before the
 * page's code arrived, is in the form, and is read with FormData on submit. Then: the honeypot, the
 * form's own check, the busy label while sending, an error notice on failure, the next address on success.
 * A second submit while one is under way does nothing (a double click lands before the button re-renders
 * as disabled); once the form has moved the visitor on, it stays closed.
 */
export function useFormSubmit<V, R = void>(steps: FormSteps<V, R>) {
  const { notices, errors } = useFormsCopy()
  const navigate = useNavigate()
  const guard = useRef(false)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    if (guard.current) return
    const data = new FormData(form)
    const bot = Boolean(data.get(HONEYPOT_NAME))
    data.delete(HONEYPOT_NAME)
    const values = Object.fromEntries([...data].map(([k, v]) => [k, String(v)])) as V
    if (!bot && steps.check && !steps.check(values, form)) return
    guard.current = true
    setBusy(true)
    let next: string | void = undefined
    try {
      next = steps.then(bot ? undefined : await steps.send(values), form)
    } catch {
      void notify('error', steps.failed, notices)
    } finally {
      setBusy(false)
      if (!next) guard.current = false
    }
    if (next) navigate(next)
  }

  /** Typing clears a field's message, so the browser checks it afresh. */
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const target = e.target as Partial<Control>
    target.setCustomValidity?.('')
  }

  /** A field the browser found invalid gets the YAML's wording in its bubble; the field's name says which. */
  const onInvalid = (e: InvalidEvent<Control>) => {
    const el = e.currentTarget
    if (!el.validity.customError) el.setCustomValidity(validityMessage(el.name as FieldKind, el.validity, errors, el.value))
  }

  return { busy, onSubmit: (e: FormEvent<HTMLFormElement>) => void onSubmit(e), onChange, onInvalid }
}

/**
 * For the browser-validated forms: the first of name, e-mail and phone the database would still refuse
 * gets its message in the browser's bubble. Returns false when there was one.
 */
export function reportProblem(form: HTMLFormElement, problem: { field: string; message: string } | undefined): boolean {
  if (!problem) return true
  const field = form.elements.namedItem(problem.field) as Control
  field.setCustomValidity(problem.message)
  field.reportValidity()
  return false
}
