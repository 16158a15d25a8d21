import type { LeadFormSection } from '../generated/content.ts'

/** Placeholder until the lead-capture work lands: the form itself is built in src/forms/. */
export function LeadFormCard({ title, description }: { title: string; description?: string; service?: LeadFormSection['service']; variant: 'compact' | 'full' }) {
  return (
    <div className="rounded-2xl bg-white p-6 text-ink shadow-(--shadow-lift)">
      <h2 className="text-xl font-bold">{title}</h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
    </div>
  )
}
