import { useId, useState, type FormEvent, type InvalidEvent } from 'react'
import { backend } from './backend.ts'
import { cn } from '../lib/cn.ts'
import { useFormsCopy } from './copy.ts'
import { useEarlyInput } from './early-input.ts'
import { EmailInput, Honeypot, honeypotFilled } from './fields.tsx'
import { useHydrated } from './hydrated.ts'
import { notify } from './notify.tsx'
import { useSubmission } from './useSubmission.ts'
import { validityMessage } from './validation.ts'
import { LoaderCircle } from 'lucide-react'
import { buttonClass } from '../components/ActionLink.tsx'

/**
 * Newsletter signup: one e-mail field. The button is off while the field is empty or a signup is
 * under way; on success a notice, and the field is emptied; on failure a notice, and the address stays.
 */
export function NewsletterForm({ placeholder, button, labelledBy }: { placeholder?: string; button?: string; labelledBy?: string }) {
  const copy = useFormsCopy()
  const ready = useHydrated()
  const { busy, run } = useSubmission()
  const id = useId()
  const [email, setEmail] = useState('')
  const formRef = useEarlyInput({ email }, (typed) => setEmail(typed.email ?? ''))
  const empty = email.trim() === ''

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    const address = email.trim()
    if (!address) return
    void run(async () => {
      if (!honeypotFilled(form)) {
        try {
          await (await backend()).subscribeNewsletter(address)
        } catch {
          void notify('error', copy.notices.newsletterError, copy.notices)
          return false
        }
      }
      setEmail('')
      void notify('success', copy.notices.newsletterSuccess, copy.notices)
      return false
    })
  }

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      className="relative mx-auto flex w-full max-w-xl flex-col gap-3 sm:flex-row text-left sm:items-end"
    >
      <div className="flex-1">
        <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-semibold text-white/90">
          {copy.newsletter.emailLabel}
        </label>
        <EmailInput
          id={`${id}-email`}
          placeholder={placeholder ?? copy.newsletter.placeholder}
          value={email}
          onChange={(e) => {
            e.currentTarget.setCustomValidity('')
            setEmail(e.currentTarget.value)
          }}
          onInvalid={(e: InvalidEvent<HTMLInputElement>) => {
            const el = e.currentTarget
            if (!el.validity.customError) el.setCustomValidity(validityMessage('email', el.validity, copy.errors))
          }}
          className="min-h-12 border-transparent focus-visible:outline-accent-400"
        />
      </div>
      <Honeypot id={`${id}-website`} label={copy.honeypotLabel} />
      <button
        type="submit"
        disabled={busy || empty || !ready}
        className={cn(
          buttonClass('primary'),
          'min-h-12 shrink-0 disabled:bg-white/15 disabled:text-white/75 disabled:opacity-100 disabled:shadow-none',
        )}
      >
        {busy && <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
        {busy ? copy.newsletter.submitting : (button ?? copy.newsletter.submit)}
      </button>
    </form>
  )
}
