import type { SectionProps } from './types.ts'

/** Placeholder: built by its own issue. */
export function CampaignForm(props: SectionProps<'campaign-form'>) {
  return <section id={props.id} data-section="campaign-form" />
}
