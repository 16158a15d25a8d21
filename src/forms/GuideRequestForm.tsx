import { useId, type FormEvent } from 'react'
import { useLocation, useNavigate } from '../app/router.tsx'
import { backend } from './backend.ts'
import { EMAIL_MAX, EMAIL_PATTERN, NAME_MAX, PHONE_MAX, PHONE_PATTERN } from '../backend/limits.ts'
import { useFormsCopy } from './copy.ts'
import { Field, Honeypot, SubmitButton, controlClass, honeypotFilled } from './fields.tsx'
import { useHydrated } from './hydrated.ts'
import { notify } from './notify.tsx'
import { useSubmission } from './useSubmission.ts'
import { useFields } from './useFields.ts'
import { NAME_INPUT_PATTERN, currentPath, firstContactDetailProblem, thankYouPath } from './validation.ts'

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
  const t = copy.errors
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const ready = useHydrated()
  const { busy, run } = useSubmission()
  const id = useId()
  const { formRef, values, change, invalid } = useFields<GuideValues>({ name: '', email: '', phone: '' }, t)

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    void run(async () => {
      if (honeypotFilled(form)) {
        navigate(thankYouPath('lead-magnet', crypto.randomUUID()))
        return true
      }
      const problem = firstContactDetailProblem(values, t)
      if (problem) {
        const field = form.elements.namedItem(problem.field) as HTMLInputElement
        field.setCustomValidity(problem.message)
        field.reportValidity()
        return false
      }
      let guide: string
      try {
        guide = await (
          await backend()
        ).createGuideAccess({
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          source_page: currentPath(pathname),
        })
      } catch {
        void notify('error', copy.notices.leadMagnetError, copy.notices)
        return false
      }
      navigate(thankYouPath('lead-magnet', guide))
      return true
    })
  }

  const f = copy.fields
  const input = (key: keyof GuideValues, type: string, autoComplete: string, maxLength: number, pattern: string) => (
    <Field id={`${id}-${key}`} label={f[key].label} required requiredMark={copy.requiredMark}>
      <input
        id={`${id}-${key}`}
        name={key}
        type={type}
        autoComplete={autoComplete}
        required
        maxLength={maxLength}
        pattern={pattern}
        placeholder={f[key].placeholder}
        value={values[key]}
        onChange={change(key)}
        onInvalid={invalid(key)}
        className={controlClass}
      />
    </Field>
  )
  return (
    <form ref={formRef} onSubmit={onSubmit} aria-labelledby={labelledBy} className="relative grid gap-4">
      {input('name', 'text', 'name', NAME_MAX, NAME_INPUT_PATTERN)}
      {input('email', 'email', 'email', EMAIL_MAX, EMAIL_PATTERN)}
      {input('phone', 'tel', 'tel', PHONE_MAX, PHONE_PATTERN)}
      <Honeypot id={`${id}-website`} label={copy.honeypotLabel} />
      <SubmitButton busy={busy} ready={ready} label={button} busyLabel={copy.leadMagnet.submitting} className="mt-2" />
    </form>
  )
}
