import { useId, type KeyboardEvent } from 'react'
import { ChevronDown } from 'lucide-react'
import type { SectionProps } from './types.ts'
import { SectionShell } from '../components/SectionShell.tsx'
import { Markdown } from '../components/Markdown.tsx'
import { useScheduleMarks } from './time-marks.ts'

type Question = SectionProps<'faq'>['items'][number]

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
    // Only the questions shown now: one with a time may be waiting hidden, or gone (src/lib/schedule.ts).
    const questions = [...e.currentTarget.querySelectorAll('summary')].filter((q) => getComputedStyle(q.parentElement!).display !== 'none')
    const i = questions.indexOf(e.target as HTMLElement)
    if (i < 0) return
    e.preventDefault()
    questions[move(i, questions.length)].focus()
  }

  return (
    <SectionShell id={id} heading={heading} description={description} narrow>
      <div
        onKeyDown={onKeyDown}
        className="rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card) [&>details:not([data-from])~details]:border-t [&>details:not([data-from])~details]:border-slate-200"
      >
        {items.map((item, i) => (
          <FaqQuestion key={i} item={item} group={group} />
        ))}
      </div>
    </SectionShell>
  )
}

/**
 * One question. A question may have a time of its own (a new answer from 1 January in place of the old one):
 * it then carries the marks that show or hide it at its moment. The line between two questions is drawn by
 * the lower one, from the second question shown on.
 */
function FaqQuestion({ item, group }: { item: Question; group: string }) {
  const marks = useScheduleMarks(item)
  return (
    <details {...marks} name={group} className="group">
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
  )
}
