import { BookOpen, CircleCheckBig, MessageCircle, Phone } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import type { SectionProps } from './types.ts'
import { useSite } from '../components/SiteContext.tsx'
import { useHydrated } from '../forms/hydrated.ts'
import { buttonBase, buttonClass } from '../components/ActionLink.tsx'
import { resolveAction } from '../lib/links.ts'
import { cn } from '../lib/cn.ts'

type Source = 'default' | 'contact' | 'itr-filing' | 'lead-magnet'

/** ?source= of the address → which text to show; form, a missing and an unknown source get the default. */
export function thankYouSource(source: string | null): Source {
  return source === 'contact' || source === 'itr-filing' || source === 'lead-magnet' ? source : 'default'
}

/** A guide id as createGuideAccess makes them (a UUID); anything else gets no link. */
const GUIDE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The confirmation after a form. The prerendered page has no query string, so the server and the
 * first (hydrating) render show the default text; right after hydration the text of ?source= shows.
 */
export function ThankYou({ id, sources, stepsHeading, steps, itrSteps, guideLink, helpText, backLabel }: SectionProps<'thank-you'>) {
  const site = useSite()
  const hydrated = useHydrated()
  const [params] = useSearchParams()
  const source = thankYouSource(hydrated ? params.get('source') : null)
  const guide = hydrated ? params.get('guide') : null
  const guideId = source === 'lead-magnet' && guide && GUIDE_ID.test(guide) ? guide : undefined
  const { title, message } = sources[source]
  const list = source === 'itr-filing' ? itrSteps : steps
  const call = resolveAction({ type: 'phone', label: site.labels.callNow }, site)
  const chat = resolveAction({ type: 'chat', label: site.labels.chat }, site)

  return (
    <section id={id} data-source={source} className="bg-slate-50 py-14 sm:py-20">
      <div className="container-page max-w-3xl">
        <div className="rounded-3xl bg-white px-6 py-10 text-center shadow-(--shadow-lift) ring-1 ring-slate-900/5 sm:px-12 sm:py-14">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-growth-100 text-growth-700">
            <CircleCheckBig className="size-9" aria-hidden="true" />
          </span>
          <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl">{title}</h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-muted">{message}</p>

          {guideId && (
            <Link to={`/ebook?id=${encodeURIComponent(guideId)}`} className={buttonClass('secondary', 'mt-8')}>
              <BookOpen className="size-5" aria-hidden="true" />
              {guideLink}
            </Link>
          )}

          <div className="mt-10 rounded-2xl bg-slate-50 p-6 text-left ring-1 ring-slate-200 sm:p-8">
            <h2 className="text-lg font-bold text-ink">{stepsHeading}</h2>
            <ol className="mt-5 space-y-4">
              {list.map((step, i) => (
                <li key={step} className="flex gap-4">
                  <span
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-trust-700 text-sm font-bold text-white"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <span className="pt-1 text-slate-700">{step}</span>
                </li>
              ))}
            </ol>
          </div>

          {helpText && <p className="mt-10 font-semibold text-ink">{helpText}</p>}
          <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
            <a href={call.href} className={cn(buttonBase, 'whitespace-nowrap bg-trust-700 text-white shadow-sm hover:bg-trust-800')}>
              <Phone className="size-5" aria-hidden="true" />
              {site.labels.callNow}
            </a>
            <a
              href={chat.href}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonBase, 'bg-growth-600 text-white shadow-sm hover:bg-growth-700')}
            >
              <MessageCircle className="size-5" aria-hidden="true" />
              {site.labels.chat}
              <span className="sr-only"> {site.labels.newTab}</span>
            </a>
          </div>
          <Link to="/" className="mt-8 inline-flex min-h-11 items-center font-semibold text-trust-700 underline-offset-4 hover:underline">
            {backLabel}
          </Link>
        </div>
      </div>
    </section>
  )
}
