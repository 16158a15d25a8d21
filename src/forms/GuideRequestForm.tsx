import { useId } from 'react'
import { useLocation } from 'react-router-dom'
import { backend } from './backend.ts'
import { useFormsCopy } from './copy.ts'
import { ContactInput, Field, Honeypot, SubmitButton } from './fields.tsx'
import { FormNotice } from './FormNotice.tsx'
import { shownNotice } from './backend.ts'
import { useHydrated } from '../lib/hydrated.ts'
import { reportProblem, useFormSubmit } from './useFormSubmit.ts'
import { currentPath, firstContactDetailProblem, thankYouPath } from './validation.ts'
import { usePageLang } from '../components/SiteContext.tsx'

interface GuideValues {
  name: string
  email: string
  phone: string
}

/**
 * The free startup guide form: stores the request (a guide row and a lead, src/backend/leads.ts),
 * then sends the visitor to /thank-you?source=lead-magnet&guide=<id>, which links to /ebook?id=<id>.
 */
export function GuideRequestForm(props: { button: string; labelledBy?: string }) {
  const { pathname } = useLocation()
  return <GuideFields key={pathname} {...props} />
}

function GuideFields({ button, labelledBy }: { button: string; labelledBy?: string }) {
  const copy = useFormsCopy()
  const { lang } = usePageLang()
  const t = copy.errors
  const { pathname } = useLocation()
  const ready = useHydrated()
  const id = useId()
  const { busy, onSubmit, onChange, onInvalid } = useFormSubmit<GuideValues, string>({
    check: (values, form) => reportProblem(form, firstContactDetailProblem(values, t)),
    send: async (values) =>
      (await backend()).createGuideAccess(
        {
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          source_page: currentPath(pathname),
        },
        await shownNotice(copy.privacy, 'guideForm', values),
        lang,
      ),
    failed: copy.notices.leadMagnetError,
    // A robot gets an address like everyone's, with an id that opens nothing.
    then: (guide) => thankYouPath('lead-magnet', guide ?? crypto.randomUUID(), lang),
  })

  const f = copy.fields
  return (
    <form onSubmit={onSubmit} onChange={onChange} aria-labelledby={labelledBy} className="relative grid gap-4">
      <Field id={`${id}-name`} label={f.name.label} required requiredMark={copy.requiredMark}>
        <ContactInput field="name" id={`${id}-name`} placeholder={f.name.placeholder} onInvalid={onInvalid} />
      </Field>
      <Field id={`${id}-email`} label={f.email.label} required requiredMark={copy.requiredMark}>
        <ContactInput field="email" id={`${id}-email`} placeholder={f.email.placeholder} onInvalid={onInvalid} />
      </Field>
      <Field id={`${id}-phone`} label={f.phone.label} required requiredMark={copy.requiredMark}>
        <ContactInput field="phone" id={`${id}-phone`} placeholder={f.phone.placeholder} onInvalid={onInvalid} />
      </Field>
      <Honeypot id={`${id}-website`} label={copy.honeypotLabel} />
      <div className="mt-2">
        <SubmitButton busy={busy} ready={ready} label={button} busyLabel={copy.leadMagnet.submitting} />
        <FormNotice form="guideForm" />
      </div>
    </form>
  )
}
