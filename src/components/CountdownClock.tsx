import { useEffect, useState } from 'react'
import type { Countdown } from '../generated/content.ts'
import { useSite } from './SiteContext.tsx'
import { cn } from '../lib/cn.ts'
import { remaining } from '../lib/countdown.ts'

/**
 * Days, hours, minutes and seconds to a target. The prerendered HTML and the first browser render show
 * "--" (the server cannot know the visitor's clock, so nothing differs at hydration); then it ticks every
 * second and stops at zero once the target has passed.
 */
export function CountdownClock({ target, label, endedLabel, className }: Countdown & { className?: string }) {
  const { labels } = useSite()
  const [left, setLeft] = useState<ReturnType<typeof remaining> | null>(null)
  useEffect(() => {
    const end = Date.parse(target)
    const tick = () => {
      const r = remaining(end, Date.now())
      setLeft(r)
      return r.done
    }
    if (tick()) return
    const timer = window.setInterval(() => {
      if (tick()) window.clearInterval(timer)
    }, 1000)
    return () => window.clearInterval(timer)
  }, [target])
  const units: [keyof typeof labels & ('days' | 'hours' | 'minutes' | 'seconds'), number | undefined][] = [
    ['days', left?.days],
    ['hours', left?.hours],
    ['minutes', left?.minutes],
    ['seconds', left?.seconds],
  ]
  return (
    <div
      className={cn('flex flex-col items-center gap-3', className)}
      data-countdown={left ? (left.done ? 'ended' : 'running') : 'pending'}
    >
      {(left?.done ? endedLabel : label) && (
        <p className="text-sm font-semibold tracking-wide uppercase opacity-90">{left?.done ? endedLabel : label}</p>
      )}
      <div role="timer" aria-live="off" aria-atomic="true" className="flex gap-2 sm:gap-3">
        {units.map(([unit, value]) => (
          <div key={unit} className="flex w-16 flex-col items-center rounded-xl bg-white/15 py-2 ring-1 ring-white/25 sm:w-20">
            <span className="text-2xl font-extrabold tabular-nums sm:text-3xl" data-unit={unit}>
              {value === undefined ? '--' : String(value).padStart(2, '0')}
            </span>
            <span className="text-xs font-medium">{labels[unit]}</span>
          </div>
        ))}
      </div>
    </div>
  )
}
