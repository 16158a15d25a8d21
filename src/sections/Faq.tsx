import { useId, useState, type KeyboardEvent } from 'react'
import { ChevronDown } from 'lucide-react'
import type { SectionProps } from './types.ts'
import { SectionShell } from '../components/SectionShell.tsx'
import { Markdown } from '../components/Markdown.tsx'

/** Keys that move focus between the questions (WAI-ARIA accordion pattern); the rest are left alone. */
const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

/**
 * Questions and answers, one open at a time and collapsible: each question is a button with
 * aria-expanded that controls a labelled region; Home, End and the arrow keys move between questions.
 * Written out rather than taken from Radix: this is all an FAQ needs, in about a tenth of the code,
 * and a page with sixteen questions hydrates without Radix's per-item refs and presence measurements.
 * Closed answers stay in the HTML (hidden), for search engines and the FAQPage structured data.
 */
export function Faq({ id = 'faq', heading, description, items }: SectionProps<'faq'>) {
  const [open, setOpen] = useState<number | null>(null)
  const base = useId()

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[e.key]
    if (!move) return
    const triggers = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[data-faq-question]')]
    const i = triggers.indexOf(e.target as HTMLButtonElement)
    if (i < 0) return
    e.preventDefault()
    triggers[move(i, triggers.length)].focus()
  }

  return (
    <SectionShell id={id} heading={heading} description={description} narrow>
      <div
        onKeyDown={onKeyDown}
        className="divide-y divide-slate-200 rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card)"
      >
        {items.map((item, i) => {
          const expanded = open === i
          return (
            <div key={item.question}>
              <h3>
                <button
                  type="button"
                  id={`${base}-q${i}`}
                  data-faq-question=""
                  aria-expanded={expanded}
                  aria-controls={`${base}-a${i}`}
                  onClick={() => setOpen(expanded ? null : i)}
                  className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:bg-slate-50 sm:text-lg"
                >
                  {item.question}
                  <ChevronDown
                    className="size-5 shrink-0 text-trust-700 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
                    aria-hidden="true"
                  />
                </button>
              </h3>
              <div id={`${base}-a${i}`} role="region" aria-labelledby={`${base}-q${i}`} hidden={!expanded} className="px-5 pb-5">
                <Markdown source={item.answer} />
              </div>
            </div>
          )
        })}
      </div>
    </SectionShell>
  )
}
