import type { ReactNode } from 'react'
import { cn } from '../lib/cn.ts'

/** The frame every section shares: anchor id, spacing, heading and intro. */
export function SectionShell({
  id,
  heading,
  description,
  children,
  tone = 'white',
  className,
  narrow = false,
}: {
  id?: string
  heading?: string
  description?: string
  children: ReactNode
  tone?: 'white' | 'soft'
  className?: string
  narrow?: boolean
}) {
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      className={cn('py-14 sm:py-20', tone === 'soft' && 'bg-slate-50', className)}
    >
      <div className={cn('container-page', narrow && 'max-w-3xl')}>
        {(heading || description) && (
          <header className="mx-auto mb-10 max-w-3xl text-center">
            {heading && (
              <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
                {heading}
              </h2>
            )}
            {description && <p className="mt-4 text-lg text-pretty text-muted">{description}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  )
}
