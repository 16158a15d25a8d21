import type { SectionProps } from './types.ts'

/** Placeholder: built by its own issue. */
export function LeadMagnet(props: SectionProps<'lead-magnet'>) {
  return <section id={props.id} data-section="lead-magnet" />
}
