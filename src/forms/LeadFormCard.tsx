import { useId } from 'react'
import { useLocation } from 'react-router-dom'
import { backend } from './backend.ts'
import { MESSAGE_MAX } from '../backend/limits.ts'
import { cn } from '../lib/cn.ts'
import { useFormsCopy } from './copy.ts'
import { ContactInput, controlClass, Field, Honeypot, SelectBox, SubmitButton } from './fields.tsx'
import { FormNotice } from './FormNotice.tsx'
import { shownNotice } from './backend.ts'
import { useHydrated } from '../lib/hydrated.ts'
import { reportProblem, useFormSubmit } from './useFormSubmit.ts'
import { currentPath, firstContactDetailProblem, leadPayload, thankYouPath, type LeadService, type LeadValues } from './validation.ts'
import { usePageLang } from '../components/SiteContext.tsx'

export interface LeadFormCardProps {
  title: string
  description?: string
  /** Service preselected in the list. */
  service?: LeadService
  /** compact: name, e-mail, phone, service; full: adds a message box. */
  variant: 'compact' | 'full'
}

/** The lead form in a white card with its heading: the hero's form, and the lead-form section without points. */
export function LeadFormCard({ title, description, service, variant }: LeadFormCardProps) {
  const headingId = useId()
  return (
    <div className="rounded-2xl bg-white p-6 text-ink shadow-(--shadow-lift) ring-1 ring-slate-900/5 sm:p-8">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-balance sm:text-2xl">
        {title}
      </h2>
      {description && <p className="mt-1.5 text-sm text-pretty text-muted">{description}</p>}
      <LeadFormBody className="mt-6" service={service} variant={variant} labelledBy={headingId} />
    </div>
  )
}

/** The lead form's fields and button, without a card or heading. A new page starts a new, empty form. */
export function LeadFormBody(props: { service?: LeadService; variant: 'compact' | 'full'; labelledBy?: string; className?: string }) {
  const { pathname } = useLocation()
  return <LeadFormFields key={`${pathname}|${props.service ?? ''}`} {...props} />
}

function LeadFormFields({
  service,
  variant,
  labelledBy,
  className,
}: {
  service?: LeadService
  variant: 'compact' | 'full'
  labelledBy?: string
  className?: string
}) {
  const copy = useFormsCopy()
  const { lang } = usePageLang()
  const { pathname } = useLocation()
  const ready = useHydrated()
  const id = useId()
  const { busy, onSubmit, onChange, onInvalid } = useFormSubmit<LeadValues>({
    check: (values, form) => reportProblem(form, firstContactDetailProblem(values, copy.errors)),
    send: async (values) =>
      (await backend()).submitLead(
        leadPayload(values, variant, currentPath(pathname)),
        await shownNotice(copy.privacy, variant === 'full' ? 'leadFormFull' : 'leadForm', values),
        lang,
      ),
    failed: copy.notices.leadError,
    then: () => thankYouPath('form', undefined, lang),
  })

  const f = copy.fields
  const full = variant === 'full'
  return (
    <form
      onSubmit={onSubmit}
      onChange={onChange}
      aria-labelledby={labelledBy}
      className={cn('relative grid gap-4 sm:grid-cols-2', className)}
    >
      <Field id={`${id}-name`} label={f.name.label} required requiredMark={copy.requiredMark} className="sm:col-span-2">
        <ContactInput field="name" id={`${id}-name`} placeholder={f.name.placeholder} onInvalid={onInvalid} />
      </Field>
      <Field id={`${id}-email`} label={f.email.label} required requiredMark={copy.requiredMark}>
        <ContactInput field="email" id={`${id}-email`} placeholder={f.email.placeholder} onInvalid={onInvalid} />
      </Field>
      <Field id={`${id}-phone`} label={f.phone.label} required requiredMark={copy.requiredMark}>
        <ContactInput field="phone" id={`${id}-phone`} placeholder={f.phone.placeholder} onInvalid={onInvalid} />
      </Field>
      <Field id={`${id}-service`} label={copy.leadForm.serviceLabel} requiredMark={copy.requiredMark} className="sm:col-span-2">
        <SelectBox id={`${id}-service`} name="service" defaultValue={service ?? ''}>
          <option value="">{copy.leadForm.servicePrompt}</option>
          {copy.leadForm.services.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectBox>
      </Field>
      {full && (
        <Field id={`${id}-message`} label={f.message.label} requiredMark={copy.requiredMark} className="sm:col-span-2">
          <textarea
            id={`${id}-message`}
            name="message"
            rows={4}
            maxLength={MESSAGE_MAX}
            placeholder={f.message.placeholder}
            onInvalid={onInvalid}
            className={cn(controlClass, 'resize-y')}
          />
        </Field>
      )}
      <Honeypot id={`${id}-website`} label={copy.honeypotLabel} />
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} ready={ready} label={copy.leadForm.submit} busyLabel={copy.leadForm.submitting} />
        <FormNotice form={full ? 'leadFormFull' : 'leadForm'} />
      </div>
    </form>
  )
}
