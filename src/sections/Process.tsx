import { BadgeCheck, Clock } from 'lucide-react'
import type { SectionProps } from './types.ts'
import { SectionShell } from '../components/SectionShell.tsx'
import { cn } from '../lib/cn.ts'

export function Process({ id, heading, description, steps, footnote, badge }: SectionProps<'process'>) {
  return (
    <SectionShell id={id} heading={heading} description={description}>
      <ol
        className={cn(
          'grid gap-6',
          steps.length === 3 ? 'md:grid-cols-3' : steps.length === 5 ? 'sm:grid-cols-2 lg:grid-cols-5' : 'sm:grid-cols-2 lg:grid-cols-4',
        )}
      >
        {steps.map((s, i) => (
          <li key={s.title} className="relative rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-(--shadow-card)">
            <span className="inline-flex min-w-10 items-center justify-center rounded-full bg-trust-700 px-3 py-1.5 text-sm font-bold text-white">
              {s.phase ?? s.number ?? i + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold text-ink">{s.title}</h3>
            <p className="mt-2 text-muted">{s.description}</p>
            {s.timeline && (
              <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-trust-50 px-2.5 py-1 text-sm font-medium text-trust-800">
                <Clock className="size-4" aria-hidden="true" /> {s.timeline}
              </p>
            )}
          </li>
        ))}
      </ol>
      {(footnote || badge) && (
        <div className="mt-8 flex flex-col items-center gap-3 text-center">
          {badge && (
            <p className="inline-flex items-center gap-2 rounded-full bg-growth-50 px-4 py-2 font-semibold text-growth-800 ring-1 ring-growth-100">
              <BadgeCheck className="size-5" aria-hidden="true" /> {badge}
            </p>
          )}
          {footnote && <p className="text-muted">{footnote}</p>}
        </div>
      )}
    </SectionShell>
  )
}
