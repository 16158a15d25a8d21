import type { ReactNode } from 'react'
import { CircleCheck } from 'lucide-react'
import { cn } from '../lib/cn.ts'

/**
 * The layout the form sections share: a heading, a line of description and ticked points on one side, the
 * form in a white card on the other (stacked on phones). `wide` gives the form the larger column.
 */
export function FormBeside(props: {
  id?: string
  headingId: string
  className: string
  heading: string
  description?: string
  points?: string[]
  wide?: boolean
  /** Shown above the heading (the guide's book icon). */
  badge?: ReactNode
  /** Points in two columns from small screens up, ticked in the section's colour. */
  pointsInColumns?: boolean
  children: ReactNode
}) {
  const { id, headingId, heading, description, points, wide, pointsInColumns } = props
  return (
    <section id={id} aria-labelledby={headingId} className={props.className}>
      <div
        className={cn(
          'container-page grid gap-10',
          wide ? 'lg:grid-cols-[1fr_1.15fr] lg:items-start' : 'lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-center',
          'lg:gap-16',
        )}
      >
        <div className={wide ? 'lg:pt-4' : undefined}>
          {props.badge}
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
            {heading}
          </h2>
          {description && <p className="mt-4 text-lg text-pretty text-muted">{description}</p>}
          {points && points.length > 0 && (
            <ul className={pointsInColumns ? 'mt-8 grid gap-3 sm:grid-cols-2' : 'mt-8 space-y-3'}>
              {points.map((p) => (
                <li key={p} className="flex gap-3 text-slate-700">
                  <CircleCheck
                    className={cn('mt-0.5 size-5 shrink-0', pointsInColumns ? 'text-(--v-600)' : 'text-growth-600')}
                    aria-hidden="true"
                  />
                  <span>{p}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-(--shadow-lift) ring-1 ring-slate-900/5 sm:p-8">{props.children}</div>
      </div>
    </section>
  )
}
