import { variantClass } from '../lib/variants.ts'
import type { SectionProps } from './types.ts'
import { ActionLink } from '../components/ActionLink.tsx'
import { CountdownClock } from '../components/CountdownClock.tsx'
import { cn } from '../lib/cn.ts'

export function Countdown({ id, heading, description, badge, countdown, action, variant = 'growth' }: SectionProps<'countdown'>) {
  return (
    <section id={id} className="py-12 sm:py-16">
      <div className="container-page">
        <div
          className={cn(
            variantClass[variant],
            'flex flex-col items-center rounded-3xl bg-(--v-700) px-6 py-10 text-center text-white shadow-(--shadow-lift)',
          )}
        >
          {badge && <p className="rounded-full bg-accent-400 px-4 py-1 text-sm font-extrabold tracking-wide text-ink uppercase">{badge}</p>}
          <h2 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{heading}</h2>
          {description && <p className="mt-3 max-w-2xl text-lg text-white/85">{description}</p>}
          <CountdownClock {...countdown} className="mt-8" />
          {action && <ActionLink action={action} style="primary" className="mt-8" />}
        </div>
      </div>
    </section>
  )
}
