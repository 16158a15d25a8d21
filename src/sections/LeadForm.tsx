import type { SectionProps } from './types.ts'
import { LeadFormBody, LeadFormCard } from '../forms/LeadFormCard.tsx'
import { FormBeside } from '../components/FormBeside.tsx'

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
    <FormBeside {...{ id, headingId, description, points }} heading={title} wide className="bg-slate-50 py-14 sm:py-20">
      <LeadFormBody service={service} variant={variant} labelledBy={headingId} />
    </FormBeside>
  )
}
