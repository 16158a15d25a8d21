import { variantClass } from '../lib/variants.ts'
import { CheckCircle2 } from 'lucide-react'
import type { SectionProps } from './types.ts'
import { SectionShell } from '../components/SectionShell.tsx'
import { Icon } from '../components/Icon.tsx'
import { cn } from '../lib/cn.ts'

const cols = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const

export function List({ id, heading, description, items, style = 'features', columns, variant = 'trust' }: SectionProps<'list'>) {
  const entries = items.map((it) => (typeof it === 'string' ? { text: it } : it))
  const n = columns ?? (style === 'features' ? 3 : 2)
  if (style === 'features')
    return (
      <SectionShell id={id} heading={heading} description={description} tone="soft" className={variantClass[variant]}>
        <ul className={cn('grid gap-6', cols[n])}>
          {entries.map((it) => (
            <li key={it.text} className="rounded-(--radius-card) bg-white p-6 shadow-(--shadow-card)">
              <span className="inline-flex rounded-xl bg-(--v-50) p-2.5 text-(--v-700)">
                <Icon name={it.icon ?? 'check-circle'} className="size-6" />
              </span>
              {it.title && <h3 className="mt-4 text-lg font-bold text-ink">{it.title}</h3>}
              <p className={cn('text-muted', it.title ? 'mt-2' : 'mt-4')}>{it.text}</p>
            </li>
          ))}
        </ul>
      </SectionShell>
    )
  const Tag = style === 'numbered' ? 'ol' : 'ul'
  return (
    <SectionShell id={id} heading={heading} description={description} className={variantClass[variant]}>
      <Tag className={cn('mx-auto grid max-w-5xl gap-x-8 gap-y-4', cols[n])}>
        {entries.map((it, i) => (
          <li key={it.text} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
            {style === 'numbered' ? (
              <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-(--v-700) text-sm font-bold text-white">
                {i + 1}
              </span>
            ) : it.icon ? (
              <Icon name={it.icon} className="size-6 shrink-0 text-(--v-600)" />
            ) : (
              <CheckCircle2 className="size-6 shrink-0 text-growth-600" aria-hidden="true" />
            )}
            <p className="text-slate-700">
              {it.title && <strong className="font-semibold text-ink">{it.title}: </strong>}
              {it.text}
            </p>
          </li>
        ))}
      </Tag>
    </SectionShell>
  )
}
