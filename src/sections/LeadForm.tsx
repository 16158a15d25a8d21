import type { SectionProps } from './types.ts'

/** Placeholder: built by its own issue. */
export function LeadForm(props: SectionProps<'lead-form'>) {
  return <section id={props.id} data-section="lead-form" />
}
