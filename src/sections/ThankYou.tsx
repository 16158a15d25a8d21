import type { SectionProps } from './types.ts'

/** Placeholder: built by its own issue. */
export function ThankYou(props: SectionProps<'thank-you'>) {
  return <section id={props.id} data-section="thank-you" />
}
