import { variantClass } from '../lib/variants.ts'
import type { SectionProps } from './types.ts'
import { ActionLink } from '../components/ActionLink.tsx'
import { cn } from '../lib/cn.ts'

export function Cta({ id, heading, description, primary, secondary, variant = 'trust' }: SectionProps<'cta'>) {
  return (
    <section id={id} className="py-14 sm:py-20" aria-labelledby={id ? `${id}-heading` : undefined}>
      <div className="container-page">
        <div
          className={cn(
            variantClass[variant],
            'rounded-3xl bg-(--v-700) px-6 py-12 text-center text-white shadow-(--shadow-lift) sm:px-12',
          )}
        >
          <h2
            id={id ? `${id}-heading` : undefined}
            className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {heading}
          </h2>
          {description && <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{description}</p>}
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ActionLink action={primary} style="primary" />
            {secondary && <ActionLink action={secondary} style="outline" />}
          </div>
        </div>
      </div>
    </section>
  )
}
