import type { SectionProps } from './types.ts'
import { ContactMessageForm } from '../forms/ContactMessageForm.tsx'

/** The contact page's message form in a card, with its heading. */
export function ContactForm({ id, title, description }: SectionProps<'contact-form'>) {
  const headingId = `${id ?? 'contact-form'}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className="py-14 sm:py-20">
      <div className="container-page max-w-3xl">
        <div className="rounded-2xl bg-white p-6 shadow-(--shadow-lift) ring-1 ring-slate-900/5 sm:p-10">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl">
            {title}
          </h2>
          {description && <p className="mt-2 text-pretty text-muted">{description}</p>}
          <div className="mt-8">
            <ContactMessageForm labelledBy={headingId} />
          </div>
        </div>
      </div>
    </section>
  )
}
