import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { useLocation, useNavigate } from '../app/router.tsx'
import { backend } from './backend.ts'
import { EMAIL_MAX, NAME_MAX, PHONE_MAX } from '../backend/limits.ts'
import { cn } from '../lib/cn.ts'
import { groupIndian } from '../lib/money.ts'
import { useFormsCopy } from './copy.ts'
import { useEarlyInput } from './early-input.ts'
import { Field, Honeypot, SubmitButton, controlClass, describedBy, honeypotFilled } from './fields.tsx'
import { useHydrated } from './hydrated.ts'
import { notify } from './notify.tsx'
import { useSubmission } from './useSubmission.ts'
import {
  CONTACT_MESSAGE_MAX,
  SUBJECT_MAX,
  contactPayload,
  thankYouPath,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from './validation.ts'

const ORDER: (keyof ContactValues)[] = ['name', 'email', 'phone', 'subject', 'message']
type Control = HTMLInputElement | HTMLTextAreaElement

/**
 * The contact page form. The browser's validation is off (noValidate): the form checks itself and
 * shows a message under each field it cannot accept, then moves focus to the first of them.
 */
export function ContactMessageForm({ labelledBy }: { labelledBy?: string }) {
  const { pathname } = useLocation()
  return <ContactFields key={pathname} labelledBy={labelledBy} />
}

function ContactFields({ labelledBy }: { labelledBy?: string }) {
  const copy = useFormsCopy()
  const t = copy.errors
  const navigate = useNavigate()
  const ready = useHydrated()
  const { busy, run } = useSubmission()
  const id = useId()
  const [values, setValues] = useState<ContactValues>({ name: '', email: '', phone: '', subject: '', message: '' })
  const formRef = useEarlyInput(values, (typed) => setValues((v) => ({ ...v, ...typed })))
  const [errors, setErrors] = useState<ContactErrors>({})
  const controls = useRef<Partial<Record<keyof ContactValues, Control | null>>>({})

  const change = (key: keyof ContactValues) => (e: ChangeEvent<Control>) => {
    const next = { ...values, [key]: e.currentTarget.value }
    setValues(next)
    // A field with a message is checked again as the visitor types, so the message goes once it is fixed.
    if (errors[key]) setErrors((prev) => ({ ...prev, [key]: validateContact(next, t)[key] }))
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    const bot = honeypotFilled(form)
    if (!bot) {
      const found = validateContact(values, t)
      const first = ORDER.find((k) => found[k])
      flushSync(() => setErrors(found))
      if (first) {
        controls.current[first]?.focus()
        return
      }
    }
    void run(async () => {
      if (!bot) {
        try {
          await (await backend()).submitLead(contactPayload(values))
        } catch {
          void notify('error', copy.notices.contactError, copy.notices)
          return false
        }
      }
      navigate(thankYouPath('contact'))
      return true
    })
  }

  const f = copy.fields
  const field = (
    key: 'name' | 'email' | 'phone' | 'subject',
    type: string,
    autoComplete: string,
    maxLength: number,
    required: boolean,
    className?: string,
  ) => (
    <Field
      id={`${id}-${key}`}
      label={f[key].label}
      required={required}
      requiredMark={copy.requiredMark}
      error={errors[key]}
      className={className}
    >
      <input
        ref={(el) => {
          controls.current[key] = el
        }}
        id={`${id}-${key}`}
        name={key}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-required={required || undefined}
        placeholder={f[key].placeholder}
        value={values[key]}
        onChange={change(key)}
        {...describedBy(`${id}-${key}`, errors[key])}
        className={controlClass}
      />
    </Field>
  )
  const length = values.message.length
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} className="relative grid gap-5 sm:grid-cols-2">
      {field('name', 'text', 'name', NAME_MAX, true)}
      {field('email', 'email', 'email', EMAIL_MAX, true)}
      {field('phone', 'tel', 'tel', PHONE_MAX, true)}
      {field('subject', 'text', 'off', SUBJECT_MAX, false)}
      <Field
        id={`${id}-message`}
        label={f.message.label}
        required
        requiredMark={copy.requiredMark}
        error={errors.message}
        className="sm:col-span-2"
        after={
          length >= CONTACT_MESSAGE_MAX * 0.8 && (
            <span id={`${id}-count`} className="text-xs text-muted tabular-nums">
              {groupIndian(length)}/{groupIndian(CONTACT_MESSAGE_MAX)}
            </span>
          )
        }
      >
        <textarea
          ref={(el) => {
            controls.current.message = el
          }}
          id={`${id}-message`}
          name="message"
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          aria-required
          placeholder={f.message.placeholder}
          value={values.message}
          onChange={change('message')}
          {...describedBy(`${id}-message`, errors.message, length >= CONTACT_MESSAGE_MAX * 0.8 && `${id}-count`)}
          className={cn(controlClass, 'resize-y')}
        />
      </Field>
      <Honeypot id={`${id}-website`} label={copy.honeypotLabel} />
      <div className="sm:col-span-2">
        <SubmitButton
          busy={busy}
          ready={ready}
          label={copy.contactForm.submit}
          busyLabel={copy.contactForm.submitting}
          className="sm:w-auto sm:min-w-56"
        />
      </div>
    </form>
  )
}
