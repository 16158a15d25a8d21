import { useId } from 'react'
import { useLocation } from 'react-router-dom'
import { backend } from './backend.ts'
import type { IncomeOption } from '../generated/content.ts'
import { useFormsCopy } from './copy.ts'
import { ContactInput, Field, Honeypot, SelectBox, SubmitButton } from './fields.tsx'
import { FormNotice } from './FormNotice.tsx'
import { shownNotice } from './backend.ts'
import { useHydrated } from '../lib/hydrated.ts'
import { reportProblem, useFormSubmit } from './useFormSubmit.ts'
import { campaignPayload, firstContactDetailProblem, thankYouPath, type CampaignValues } from './validation.ts'
import { IndiaFlag } from './IndiaFlag.tsx'
import { usePageLang } from '../components/SiteContext.tsx'

/** The income-tax campaign's callback form: name, phone (+91), e-mail and income type, all required by the browser. */
export function CampaignCallbackForm(props: { button: string; labelledBy?: string }) {
  const { pathname } = useLocation()
  return <CampaignFields key={pathname} {...props} />
}

function CampaignFields({ button, labelledBy }: { button: string; labelledBy?: string }) {
  const copy = useFormsCopy()
  const { lang } = usePageLang()
  const c = copy.campaignForm
  const t = copy.errors
  const ready = useHydrated()
  const id = useId()
  const { busy, onSubmit, onChange, onInvalid } = useFormSubmit<CampaignValues>({
    check: (values, form) => {
      const known = c.incomeTypes.some((o) => o.value === values.incomeType)
      return reportProblem(
        form,
        firstContactDetailProblem(values, t) ?? (known ? undefined : { field: 'incomeType', message: t.incomeTypeRequired }),
      )
    },
    send: async (values) =>
      (await backend()).submitLead(
        campaignPayload(values as CampaignValues & { incomeType: IncomeOption['value'] }),
        await shownNotice(copy.privacy, 'campaignForm', values),
        lang,
      ),
    failed: copy.notices.campaignError,
    then: () => thankYouPath('itr-filing', undefined, lang),
  })

  const f = copy.fields
  return (
    <form onSubmit={onSubmit} onChange={onChange} aria-labelledby={labelledBy} className="relative grid gap-4">
      <Field id={`${id}-name`} label={f.name.label} required requiredMark={copy.requiredMark}>
        <ContactInput field="name" id={`${id}-name`} placeholder={c.placeholders.name} onInvalid={onInvalid} />
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
          {/* A telephone field (spec §5). autocomplete "tel": the HTML spec allows "tel-national" on text inputs only. */}
          <ContactInput
            field="phone"
            id={`${id}-phone`}
            placeholder={c.placeholders.phone}
            aria-describedby={`${id}-prefix`}
            onInvalid={onInvalid}
            className="rounded-l-none"
          />
        </div>
      </Field>
      <Field id={`${id}-email`} label={f.email.label} required requiredMark={copy.requiredMark}>
        <ContactInput field="email" id={`${id}-email`} placeholder={c.placeholders.email} onInvalid={onInvalid} />
      </Field>
      <Field id={`${id}-income`} label={c.incomeLabel} required requiredMark={copy.requiredMark}>
        <SelectBox id={`${id}-income`} name="incomeType" required onInvalid={onInvalid}>
          <option value="">{c.incomePrompt}</option>
          {c.incomeTypes.map((o: IncomeOption) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectBox>
      </Field>
      <Honeypot id={`${id}-website`} label={copy.honeypotLabel} />
      <div className="mt-2">
        <SubmitButton busy={busy} ready={ready} label={button} busyLabel={c.submitting} />
        <FormNotice form="campaignForm" />
      </div>
    </form>
  )
}
