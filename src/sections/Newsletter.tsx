import type { SectionProps } from './types.ts'

/** Placeholder: built by its own issue. */
export function Newsletter(props: SectionProps<'newsletter'>) {
  return <section id={props.id} data-section="newsletter" />
}
