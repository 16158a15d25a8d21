import type { SectionProps } from './types.ts'
import { ActionLink } from '../components/ActionLink.tsx'

export function NotFound({ id, code, heading, description, action }: SectionProps<'not-found'>) {
  return (
    <section id={id} className="flex min-h-[60vh] items-center bg-slate-50 py-20">
      <div className="container-page text-center">
        <p className="text-7xl font-extrabold tracking-tight text-trust-700 sm:text-8xl">{code}</p>
        <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">{heading}</h1>
        {description && <p className="mx-auto mt-3 max-w-xl text-muted">{description}</p>}
        <ActionLink action={action} style="secondary" className="mt-8" />
      </div>
    </section>
  )
}
