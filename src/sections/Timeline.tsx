import type { SectionProps } from './types.ts'
import { SectionShell } from '../components/SectionShell.tsx'

export function Timeline({ id, heading, description, items }: SectionProps<'timeline'>) {
  return (
    <SectionShell id={id} heading={heading} description={description} narrow>
      <ol className="relative space-y-8 border-l-2 border-trust-100 pl-8">
        {items.map((it) => (
          <li key={it.year + it.event} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1 -left-[2.55rem] size-4 rounded-full border-4 border-white bg-trust-700 ring-2 ring-trust-100"
            />
            <p className="text-sm font-bold tracking-wide text-trust-700">{it.year}</p>
            {it.title && <h3 className="mt-1 text-lg font-bold text-ink">{it.title}</h3>}
            <p className="mt-1 text-muted">{it.event}</p>
          </li>
        ))}
      </ol>
    </SectionShell>
  )
}
