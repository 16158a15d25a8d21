import type { SectionProps } from './types.ts'

/** Placeholder: built by its own issue. */
export function ContactForm(props: SectionProps<'contact-form'>) {
  return <section id={props.id} data-section="contact-form" />
}
