import type { SectionProps } from './types.ts'
import { SectionShell } from '../components/SectionShell.tsx'
import { Stars } from '../components/Stars.tsx'

export function Testimonials({ id, heading, description, items }: SectionProps<'testimonials'>) {
  return (
    <SectionShell id={id} heading={heading} description={description} tone="soft">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((t) => (
          <li key={t.name + t.text.slice(0, 20)}>
            <figure className="flex h-full flex-col rounded-(--radius-card) bg-white p-6 shadow-(--shadow-card)">
              <Stars rating={t.rating} />
              <blockquote className="mt-4 flex-1 text-slate-700">“{t.text}”</blockquote>
              <figcaption className="mt-5 flex items-center gap-3">
                {t.image ? (
                  <img
                    src={t.image.src}
                    alt={t.image.alt}
                    width={t.image.width}
                    height={t.image.height}
                    loading="lazy"
                    className="size-11 rounded-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="inline-flex size-11 items-center justify-center rounded-full bg-trust-100 font-bold text-trust-800"
                  >
                    {t.name
                      .split(/\s+/)
                      .map((w) => w[0])
                      .slice(0, 2)
                      .join('')}
                  </span>
                )}
                <span>
                  <span className="block font-semibold text-ink">{t.name}</span>
                  <span className="block text-sm text-muted">{[t.role, t.company].filter(Boolean).join(', ')}</span>
                  {t.service && <span className="mt-0.5 block text-xs font-medium text-trust-700">{t.service}</span>}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
