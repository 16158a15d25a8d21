import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { useLocation } from 'react-router-dom'
import { backend } from './backend.ts'
import { EMAIL_MAX, NAME_MAX, PHONE_MAX } from '../backend/limits.ts'
import { cn } from '../lib/cn.ts'
import { useFormsCopy } from './copy.ts'
import { controlClass, describedBy, Field, Honeypot, SubmitButton } from './fields.tsx'
import { FormNotice } from './FormNotice.tsx'
import { shownNotice } from './backend.ts'
import { useHydrated } from '../lib/hydrated.ts'
import { useFormSubmit } from './useFormSubmit.ts'
import { usePageLang } from '../components/SiteContext.tsx'
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

/** The character count's figures with Indian grouping (2,000). Intl is reached only once a visitor has typed 1,600 characters. */
const grouped = (n: number) => n.toLocaleString('en-IN')

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
  const { lang } = usePageLang()
  const t = copy.errors
  const ready = useHydrated()
  const id = useId()
  const [errors, setErrors] = useState<ContactErrors>({})
  const [length, setLength] = useState(0)
  const message = useRef<HTMLTextAreaElement>(null)
  // A message typed before the page's code arrived is already in the box: count it.
  useEffect(() => setLength(message.current?.value.length ?? 0), [])
  const { busy, onSubmit } = useFormSubmit<ContactValues>({
    check: (values, form) => {
      const found = validateContact(values, t)
      flushSync(() => setErrors(found))
      const first = ORDER.find((k) => found[k])
      if (first) (form.elements.namedItem(first) as Control).focus()
      return !first
    },
    send: async (values) =>
      (await backend()).submitLead(contactPayload(values), await shownNotice(copy.privacy, 'contactForm', values), lang),
    failed: copy.notices.contactError,
    then: () => thankYouPath('contact', undefined, lang),
  })

  // A field with a message is checked again as the visitor types, so the message goes once it is fixed.
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const key = (e.target as Control).name as keyof ContactValues
    if (key === 'message') setLength(message.current?.value.length ?? 0)
    if (!errors[key]) return
    const values = Object.fromEntries(new FormData(e.currentTarget)) as unknown as ContactValues
    setErrors((prev) => ({ ...prev, [key]: validateContact(values, t)[key] }))
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
        id={`${id}-${key}`}
        name={key}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-required={required || undefined}
        placeholder={f[key].placeholder}
        {...describedBy(`${id}-${key}`, errors[key])}
        className={controlClass}
      />
    </Field>
  )
  return (
    <form noValidate onSubmit={onSubmit} onChange={onChange} aria-labelledby={labelledBy} className="relative grid gap-5 sm:grid-cols-2">
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
              {grouped(length)}/{grouped(CONTACT_MESSAGE_MAX)}
            </span>
          )
        }
      >
        <textarea
          ref={message}
          id={`${id}-message`}
          name="message"
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          aria-required
          placeholder={f.message.placeholder}
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
        <FormNotice form="contactForm" />
      </div>
    </form>
  )
}
