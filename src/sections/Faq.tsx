import * as Accordion from '@radix-ui/react-accordion'
import { ChevronDown } from 'lucide-react'
import type { SectionProps } from './types.ts'
import { SectionShell } from '../components/SectionShell.tsx'
import { Markdown } from '../components/Markdown.tsx'

/** One item open at a time, collapsible; Home, End and arrow keys move between questions (Radix). */
export function Faq({ id = 'faq', heading, description, items }: SectionProps<'faq'>) {
  return (
    <SectionShell id={id} heading={heading} description={description} narrow>
      <Accordion.Root
        type="single"
        collapsible
        className="divide-y divide-slate-200 rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card)"
      >
        {items.map((item, i) => (
          <Accordion.Item key={item.question} value={`q${i}`}>
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:bg-slate-50 sm:text-lg">
                  {item.question}
                  <ChevronDown
                    className="size-5 shrink-0 text-trust-700 transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content forceMount className="px-5 pb-5 data-[state=closed]:hidden">
              <Markdown source={item.answer} />
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </SectionShell>
  )
}
