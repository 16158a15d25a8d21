import { CircleCheck } from 'lucide-react'
import type { SectionProps } from './types.ts'
import { CampaignCallbackForm } from '../forms/CampaignCallbackForm.tsx'

/** The income-tax campaign's callback form, with its heading and points beside it. */
export function CampaignForm({ id, heading, description, button, points }: SectionProps<'campaign-form'>) {
  const headingId = `${id ?? 'campaign-form'}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className="variant-growth bg-(--v-50) py-14 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-center lg:gap-16">
        <div>
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
            {heading}
          </h2>
          {description && <p className="mt-4 text-lg text-pretty text-muted">{description}</p>}
          {points && points.length > 0 && (
            <ul className="mt-8 space-y-3">
              {points.map((p) => (
                <li key={p} className="flex gap-3 text-slate-700">
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-growth-600" aria-hidden="true" />
                  <span>{p}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-(--shadow-lift) ring-1 ring-slate-900/5 sm:p-8">
          <CampaignCallbackForm button={button} labelledBy={headingId} />
        </div>
      </div>
    </section>
  )
}
