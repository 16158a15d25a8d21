import { Mail } from 'lucide-react'
import type { SectionProps } from './types.ts'
import { NewsletterForm } from '../forms/NewsletterForm.tsx'

/** E-mail newsletter signup on a deep blue band. */
export function Newsletter({ id, heading, description, placeholder, button, note }: SectionProps<'newsletter'>) {
  const headingId = `${id ?? 'newsletter'}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className="py-14 sm:py-20">
      <div className="container-page">
        <div className="rounded-3xl bg-trust-800 px-6 py-12 text-center text-white shadow-(--shadow-lift) sm:px-12">
          <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/20">
            <Mail className="size-6 text-accent-400" aria-hidden="true" />
          </span>
          <h2 id={headingId} className="mx-auto max-w-2xl text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {heading}
          </h2>
          {description && <p className="mx-auto mt-3 max-w-2xl text-pretty text-white/85">{description}</p>}
          <div className="mt-8">
            <NewsletterForm placeholder={placeholder} button={button} labelledBy={headingId} />
          </div>
          {note && <p className="mt-4 text-sm text-white/70">{note}</p>}
        </div>
      </div>
    </section>
  )
}
