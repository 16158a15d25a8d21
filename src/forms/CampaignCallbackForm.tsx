import { useId, type FormEvent } from 'react'
import { useLocation, useNavigate } from '../app/router.tsx'
import { backend } from './backend.ts'
import { PHONE_MAX, PHONE_PATTERN } from '../backend/limits.ts'
import type { IncomeOption } from '../generated/content.ts'
import { useFormsCopy } from './copy.ts'
import { Field, Honeypot, SelectBox, SubmitButton, controlClass, honeypotFilled, NameInput, EmailInput } from './fields.tsx'
import { useHydrated } from './hydrated.ts'
import { notify } from './notify.tsx'
import { useSubmission } from './useSubmission.ts'
import { useFields } from './useFields.ts'
import { campaignPayload, firstContactDetailProblem, thankYouPath, type CampaignValues } from './validation.ts'
import { cn } from '../lib/cn.ts'
import { IndiaFlag } from './IndiaFlag.tsx'

/** The income-tax campaign's callback form: name, phone (+91), e-mail and income type, all required by the browser. */
export function CampaignCallbackForm(props: { button: string; labelledBy?: string }) {
  const { pathname } = useLocation()
  return <CampaignFields key={pathname} {...props} />
}

function CampaignFields({ button, labelledBy }: { button: string; labelledBy?: string }) {
  const copy = useFormsCopy()
  const c = copy.campaignForm
  const t = copy.errors
  const navigate = useNavigate()
  const ready = useHydrated()
  const { busy, run } = useSubmission()
  const id = useId()
  const { formRef, values, change, invalid } = useFields<CampaignValues>({ name: '', email: '', phone: '', incomeType: '' }, t)

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    void run(async () => {
      if (honeypotFilled(form)) {
        navigate(thankYouPath('itr-filing'))
        return true
      }
      const problem = firstContactDetailProblem(values, t)
      const incomeType = c.incomeTypes.find((o) => o.value === values.incomeType)?.value
      if (problem || !incomeType) {
        const field = form.elements.namedItem(problem?.field ?? 'incomeType') as HTMLInputElement | HTMLSelectElement
        field.setCustomValidity(problem?.message ?? t.incomeTypeRequired)
        field.reportValidity()
        return false
      }
      try {
        await (await backend()).submitLead(campaignPayload({ ...values, incomeType }))
      } catch {
        void notify('error', copy.notices.campaignError, copy.notices)
        return false
      }
      navigate(thankYouPath('itr-filing'))
      return true
    })
  }

  const f = copy.fields
  return (
    <form ref={formRef} onSubmit={onSubmit} aria-labelledby={labelledBy} className="relative grid gap-4">
      <Field id={`${id}-name`} label={f.name.label} required requiredMark={copy.requiredMark}>
        <NameInput
          id={`${id}-name`}
          placeholder={c.placeholders.name}
          value={values.name}
          onChange={change('name')}
          onInvalid={invalid('name')}
        />
      </Field>
      <Field id={`${id}-phone`} label={f.phone.label} required requiredMark={copy.requiredMark}>
        <div className="flex">
          <span
            className="inline-flex shrink-0 items-center gap-2 rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-base font-medium text-slate-700"
            aria-hidden="true"
          >
            <IndiaFlag className="h-4 w-6 shrink-0" />
            {c.phonePrefix}
          </span>
          <span id={`${id}-prefix`} className="sr-only">
            {c.phonePrefixLabel}
          </span>
          <input
            id={`${id}-phone`}
            name="phone"
            // A telephone field (spec §5). autocomplete "tel": the HTML spec allows "tel-national" on text inputs only.
            type="tel"
            autoComplete="tel"
            required
            maxLength={PHONE_MAX}
            pattern={PHONE_PATTERN}
            placeholder={c.placeholders.phone}
            aria-describedby={`${id}-prefix`}
            value={values.phone}
            onChange={change('phone')}
            onInvalid={invalid('phone')}
            className={cn(controlClass, 'rounded-l-none')}
          />
        </div>
      </Field>
      <Field id={`${id}-email`} label={f.email.label} required requiredMark={copy.requiredMark}>
        <EmailInput
          id={`${id}-email`}
          placeholder={c.placeholders.email}
          value={values.email}
          onChange={change('email')}
          onInvalid={invalid('email')}
        />
      </Field>
      <Field id={`${id}-income`} label={c.incomeLabel} required requiredMark={copy.requiredMark}>
        <SelectBox
          id={`${id}-income`}
          name="incomeType"
          required
          value={values.incomeType}
          onChange={change('incomeType')}
          onInvalid={invalid('incomeType')}
        >
          <option value="">{c.incomePrompt}</option>
          {c.incomeTypes.map((o: IncomeOption) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectBox>
      </Field>
      <Honeypot id={`${id}-website`} label={copy.honeypotLabel} />
      <SubmitButton busy={busy} ready={ready} label={button} busyLabel={c.submitting} className="mt-2" />
    </form>
  )
}
