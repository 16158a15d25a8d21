import { CircleCheck } from 'lucide-react'
import type { SectionProps } from './types.ts'
import { LeadFormBody, LeadFormCard } from '../forms/LeadFormCard.tsx'

/** An enquiry form; with points, the heading and points sit beside the form card. */
export function LeadForm({ id, title, description, variant = 'full', service, points }: SectionProps<'lead-form'>) {
  if (!points?.length) {
    return (
      <section id={id} className="bg-slate-50 py-14 sm:py-20">
        <div className="container-page max-w-2xl">
          <LeadFormCard title={title} description={description} service={service} variant={variant} />
        </div>
      </section>
    )
  }
  const headingId = `${id ?? 'lead-form'}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className="bg-slate-50 py-14 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.15fr] lg:items-start lg:gap-16">
        <div className="lg:pt-4">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
            {title}
          </h2>
          {description && <p className="mt-4 text-lg text-pretty text-muted">{description}</p>}
          <ul className="mt-8 space-y-3">
            {points.map((p) => (
              <li key={p} className="flex gap-3 text-slate-700">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-growth-600" aria-hidden="true" />
                <span>{p}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-(--shadow-lift) ring-1 ring-slate-900/5 sm:p-8">
          <LeadFormBody service={service} variant={variant} labelledBy={headingId} />
        </div>
      </div>
    </section>
  )
}
