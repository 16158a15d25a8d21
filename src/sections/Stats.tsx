import { variantClass } from '../lib/variants.ts'
import type { SectionProps } from './types.ts'
import { SectionShell } from '../components/SectionShell.tsx'
import { Icon } from '../components/Icon.tsx'
import { cn } from '../lib/cn.ts'

export function Stats({ id, heading, description, items, variant = 'trust', style = 'cards' }: SectionProps<'stats'>) {
  const band = style === 'band'
  return (
    <SectionShell
      id={id}
      heading={heading}
      description={description}
      tone={band ? 'white' : 'soft'}
      className={cn(variantClass[variant], band && 'py-10 sm:py-12')}
    >
      <dl
        className={cn(
          'grid gap-4',
          items.length >= 4 ? 'grid-cols-2 lg:grid-cols-4' : items.length === 3 ? 'grid-cols-1 sm:grid-cols-3' : 'grid-cols-2',
          band && 'rounded-2xl bg-(--v-700) p-6 text-white sm:p-8',
        )}
      >
        {items.map((s) => (
          <div
            key={s.label}
            className={cn('flex flex-col items-center text-center', !band && 'rounded-(--radius-card) bg-white p-6 shadow-(--shadow-card)')}
          >
            <dt className={cn('text-sm font-medium', band ? 'text-white/85' : 'text-muted')}>{s.label}</dt>
            {/* A <dl> group may hold only <dt> and <dd>: the icon sits in the value, above the figure. */}
            <dd
              className={cn(
                'order-first flex flex-col items-center text-3xl font-extrabold tracking-tight sm:text-4xl',
                !band && 'text-(--v-700)',
              )}
            >
              {s.icon && (
                <span className={cn('mb-3 flex rounded-full p-2.5', band ? 'bg-white/15' : 'bg-(--v-50) text-(--v-700)')}>
                  <Icon name={s.icon} className="size-6" />
                </span>
              )}
              {s.value}
            </dd>
            {s.description && <dd className={cn('mt-1 text-sm', band ? 'text-white/75' : 'text-muted')}>{s.description}</dd>}
          </div>
        ))}
      </dl>
    </SectionShell>
  )
}
