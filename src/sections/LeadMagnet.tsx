import { BookOpen, CircleCheck } from 'lucide-react'
import type { SectionProps } from './types.ts'
import { GuideRequestForm } from '../forms/GuideRequestForm.tsx'
import { PrivacyLine } from '../forms/LeadFormCard.tsx'

/** The free startup guide offer: what it covers beside a short form. */
export function LeadMagnet({ id, heading, description, button, points }: SectionProps<'lead-magnet'>) {
  const headingId = `${id ?? 'lead-magnet'}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className="variant-innovation bg-(--v-50) py-14 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-center lg:gap-16">
        <div>
          <span className="mb-5 flex size-12 items-center justify-center rounded-xl bg-(--v-600) text-white shadow-sm">
            <BookOpen className="size-6" aria-hidden="true" />
          </span>
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
            {heading}
          </h2>
          {description && <p className="mt-4 text-lg text-pretty text-muted">{description}</p>}
          {points && points.length > 0 && (
            <ul className="mt-8 grid gap-3 sm:grid-cols-2">
              {points.map((p) => (
                <li key={p} className="flex gap-3 text-slate-700">
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-(--v-600)" aria-hidden="true" />
                  <span>{p}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-(--shadow-lift) ring-1 ring-slate-900/5 sm:p-8">
          <GuideRequestForm button={button} labelledBy={headingId} />
          <PrivacyLine />
        </div>
      </div>
    </section>
  )
}
