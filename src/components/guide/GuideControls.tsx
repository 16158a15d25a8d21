import { ChevronLeft, ChevronRight } from 'lucide-react'
import { buttonClass } from '../ActionLink.tsx'
import { cn } from '../../lib/cn.ts'
import { fill } from './template.ts'

/** Previous / page dots / Next. The ends are disabled; each dot jumps to its page. */
export function GuideControls({
  page,
  total,
  onGo,
  previousLabel,
  nextLabel,
  dotLabel,
  pagesLabel,
  disabled = false,
}: {
  /** While the guide is loading, or cannot be shown: every control is off. */
  disabled?: boolean
  page: number
  total: number
  onGo: (page: number) => void
  previousLabel: string
  nextLabel: string
  dotLabel: string
  pagesLabel?: string
}) {
  return (
    <nav aria-label={pagesLabel} className="mt-6 grid grid-cols-2 items-center gap-3 sm:flex sm:justify-between">
      <button
        type="button"
        onClick={() => onGo(page - 1)}
        disabled={disabled || page <= 1}
        className={buttonClass('outline', 'bg-white text-trust-700')}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
        {previousLabel}
      </button>
      <ul className="order-first col-span-2 flex flex-wrap justify-center gap-1 sm:order-none">
        {Array.from({ length: total }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <button
              type="button"
              onClick={() => onGo(n)}
              disabled={disabled}
              aria-label={fill(dotLabel, { page: n })}
              aria-current={n === page ? 'true' : undefined}
              className="group flex h-8 min-w-8 items-center justify-center rounded-full px-1"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2.5 rounded-full transition-all',
                  n === page ? 'w-7 bg-trust-700' : 'w-2.5 bg-slate-300 group-hover:bg-trust-600',
                )}
              />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => onGo(page + 1)} disabled={disabled || page >= total} className={buttonClass('secondary')}>
        {nextLabel}
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
    </nav>
  )
}
