import type { ComponentProps, ReactNode, SelectHTMLAttributes } from 'react'
import { ChevronDown, CircleAlert, LoaderCircle } from 'lucide-react'
import { buttonClass } from '../components/ActionLink.tsx'
import { cn } from '../lib/cn.ts'
import { EMAIL_MAX, EMAIL_PATTERN, NAME_MAX, PHONE_MAX, PHONE_PATTERN } from '../backend/limits.ts'
import { HONEYPOT_NAME, NAME_INPUT_PATTERN } from './validation.ts'

/** Text inputs, selects and text areas of every form: 16 px text (no zoom on phones), 44 px tall, a clear focus outline. */
export const controlClass =
  'block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-slate-400 ' +
  'focus-visible:border-trust-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-trust-600 ' +
  'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600 disabled:bg-slate-50'

export const errorIdOf = (id: string) => `${id}-error`

/** aria-invalid and aria-describedby for a control with an optional error and hint. */
export function describedBy(id: string, error: string | undefined, ...more: (string | undefined | false)[]) {
  const ids = [error ? errorIdOf(id) : undefined, ...more].filter(Boolean).join(' ')
  return { 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': ids || undefined }
}

/** A visible label, the control, and the field's error under it. */
export function Field({
  id,
  label,
  required,
  requiredMark,
  error,
  className,
  children,
  after,
}: {
  id: string
  label: string
  required?: boolean
  requiredMark: string
  error?: string
  className?: string
  children: ReactNode
  /** Shown at the right of the label row (e.g. a character count). */
  after?: ReactNode
}) {
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
          {required && (
            <span aria-hidden="true" title={requiredMark} className="ml-0.5 text-red-600">
              *
            </span>
          )}
        </label>
        {after}
      </div>
      {children}
      {error && (
        <p id={errorIdOf(id)} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  )
}

/** A native select with the site's look and a chevron. */
export function SelectBox({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="relative">
      <select {...props} className={cn(controlClass, 'appearance-none pr-10', className)}>
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
    </div>
  )
}

/** The submit button: the busy label and a spinner while sending; off until the page is interactive. */
export function SubmitButton({
  busy,
  ready,
  label,
  busyLabel,
  className,
  disabled,
}: {
  busy: boolean
  ready: boolean
  label: string
  busyLabel: string
  className?: string
  disabled?: boolean
}) {
  return (
    <button type="submit" disabled={busy || !ready || disabled} className={cn(buttonClass('secondary'), 'w-full', className)}>
      {busy && <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  )
}

/**
 * The honeypot: a text field people never see or reach (off screen, hidden from assistive technology,
 * out of the tab order, no autofill). Form-filling robots fill it in; a form with it filled is dropped.
 */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/** The name, e-mail and phone fields of the browser-validated forms, limited as the database is (src/backend/limits.ts). */
const CONTACT_FIELDS = {
  name: { type: 'text', autoComplete: 'name', maxLength: NAME_MAX, pattern: NAME_INPUT_PATTERN },
  email: { type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: PHONE_MAX, pattern: PHONE_PATTERN },
} as const

/** One required contact detail; `className` is added to the shared control style (e.g. the newsletter's field on a dark band). */
export function ContactInput({
  field,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'name' | 'type'> & { id: string; field: keyof typeof CONTACT_FIELDS }) {
  return <input name={field} required {...CONTACT_FIELDS[field]} className={cn(controlClass, className)} {...props} />
}
