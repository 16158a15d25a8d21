import type { SectionProps } from './types.ts'
import { CampaignCallbackForm } from '../forms/CampaignCallbackForm.tsx'
import { FormBeside } from '../components/FormBeside.tsx'

/** The income-tax campaign's callback form, with its heading and points beside it. */
export function CampaignForm({ id, heading, description, button, points }: SectionProps<'campaign-form'>) {
  const headingId = `${id ?? 'campaign-form'}-heading`
  return (
    <FormBeside {...{ id, headingId, heading, description, points }} className="variant-growth bg-(--v-50) py-14 sm:py-20">
      <CampaignCallbackForm button={button} labelledBy={headingId} />
    </FormBeside>
  )
}
