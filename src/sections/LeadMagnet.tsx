import { BookOpen } from 'lucide-react'
import type { SectionProps } from './types.ts'
import { GuideRequestForm } from '../forms/GuideRequestForm.tsx'
import { FormBeside } from '../components/FormBeside.tsx'

/** The free startup guide offer: what it covers beside a short form. */
export function LeadMagnet({ id, heading, description, button, points }: SectionProps<'lead-magnet'>) {
  const headingId = `${id ?? 'lead-magnet'}-heading`
  const badge = (
    <span className="mb-5 flex size-12 items-center justify-center rounded-xl bg-(--v-600) text-white shadow-sm">
      <BookOpen className="size-6" aria-hidden="true" />
    </span>
  )
  return (
    <FormBeside
      {...{ id, headingId, heading, description, points, badge }}
      pointsInColumns
      className="variant-innovation bg-(--v-50) py-14 sm:py-20"
    >
      <GuideRequestForm button={button} labelledBy={headingId} />
    </FormBeside>
  )
}
