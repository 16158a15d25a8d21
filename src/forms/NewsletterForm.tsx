import { useEffect, useId, useRef, useState } from 'react'
import { backend } from './backend.ts'
import { cn } from '../lib/cn.ts'
import { useFormsCopy } from './copy.ts'
import { ContactInput, Honeypot } from './fields.tsx'
import { FormNotice } from './FormNotice.tsx'
import { shownNotice } from './backend.ts'
import { useHydrated } from '../lib/hydrated.ts'
import { notify } from './notify.tsx'
import { useFormSubmit } from './useFormSubmit.ts'
import { LoaderCircle } from 'lucide-react'
import { buttonClass } from '../components/ActionLink.tsx'
import { usePageLang } from '../components/SiteContext.tsx'

/**
 * Newsletter signup: one e-mail field. The button is off while the field is empty or a signup is
 * under way; on success a notice, and the field is emptied; on failure a notice, and the address stays.
 */
export function NewsletterForm({ placeholder, button, labelledBy }: { placeholder?: string; button?: string; labelledBy?: string }) {
  const copy = useFormsCopy()
  const { lang } = usePageLang()
  const ready = useHydrated()
  const id = useId()
  const consent = copy.newsletter.consent
  const field = useRef<HTMLInputElement>(null)
  const [empty, setEmpty] = useState(true)
  // An address typed before the page's code arrived is already in the field: the button goes on for it.
  useEffect(() => setEmpty(!field.current?.value.trim()), [])
  const { busy, onSubmit, onChange, onInvalid } = useFormSubmit<{ email: string }, unknown>({
    check: (values) => values.email.trim() !== '',
    send: async (values) =>
      (await backend()).subscribeNewsletter(values.email.trim(), await shownNotice(copy.privacy, 'newsletter', values), lang),
    failed: copy.notices.newsletterError,
    then: (_, form) => {
      form.reset()
      setEmpty(true)
      void notify('success', copy.notices.newsletterSuccess, copy.notices)
    },
  })

  return (
    <form
      onSubmit={onSubmit}
      onChange={(e) => {
        onChange(e)
        setEmpty(!field.current?.value.trim())
      }}
      aria-labelledby={labelledBy}
      className="relative mx-auto w-full max-w-xl text-left"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-semibold text-white/90">
            {copy.newsletter.emailLabel}
          </label>
          <ContactInput
            field="email"
            ref={field}
            id={`${id}-email`}
            placeholder={placeholder ?? copy.newsletter.placeholder}
            onInvalid={onInvalid}
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
      </div>
      {consent && (
        <label className="mt-3 flex items-start gap-2 text-sm text-white/90">
          <input type="checkbox" name="consent" required defaultChecked={false} className="mt-0.5 size-5 shrink-0 accent-accent-400" />
          {consent.label}
        </label>
      )}
      <FormNotice form="newsletter" dark />
    </form>
  )
}
