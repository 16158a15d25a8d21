import { useId, type KeyboardEvent } from 'react'
import { ChevronDown } from 'lucide-react'
import type { SectionProps } from './types.ts'
import { SectionShell } from '../components/SectionShell.tsx'
import { Markdown } from '../components/Markdown.tsx'

/** Keys that move focus between the questions (spec 000 §4); Enter and Space open and close them natively. */
const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

/**
 * Questions and answers as native <details>: sharing one `name`, the browser keeps one open at a time,
 * and they open and close before any JavaScript has arrived. Closed answers stay in the HTML, for search
 * engines and the FAQPage structured data. The only script: Home, End and the arrow keys move between questions.
 * The question is plain text in the summary, which browsers expose as a disclosure button: a heading inside
 * it would be read differently by each screen reader.
 */
export function Faq({ id = 'faq', heading, description, items }: SectionProps<'faq'>) {
  const group = useId()

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[e.key]
    if (!move) return
    const questions = [...e.currentTarget.querySelectorAll('summary')]
    const i = questions.indexOf(e.target as HTMLElement)
    if (i < 0) return
    e.preventDefault()
    questions[move(i, questions.length)].focus()
  }

  return (
    <SectionShell id={id} heading={heading} description={description} narrow>
      <div
        onKeyDown={onKeyDown}
        className="divide-y divide-slate-200 rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card)"
      >
        {items.map((item) => (
          <details key={item.question} name={group} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <span className="text-base font-semibold text-ink sm:text-lg">{item.question}</span>
              <ChevronDown
                className="size-5 shrink-0 text-trust-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                aria-hidden="true"
              />
            </summary>
            <div className="px-5 pb-5">
              <Markdown source={item.answer} />
            </div>
          </details>
        ))}
      </div>
    </SectionShell>
  )
}
