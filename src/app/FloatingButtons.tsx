import { MessageCircle, Phone } from 'lucide-react'
import { useSite } from '../components/SiteContext.tsx'
import { chatUrl } from '../lib/links.ts'

/** Chat and 'Call Now' on every page. On phones they sit in a bar at the bottom so they never cover a form's button. */
export function FloatingButtons() {
  const site = useSite()
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-slate-200 bg-white/95 p-2 backdrop-blur lg:inset-x-auto lg:backdrop-blur-none lg:right-5 lg:bottom-5 lg:flex-col lg:border-0 lg:bg-transparent lg:p-0">
      <a
        href={chatUrl(site)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full bg-growth-600 px-5 font-semibold text-white shadow-(--shadow-lift) hover:bg-growth-700"
      >
        <MessageCircle className="size-5" aria-hidden="true" />
        {site.labels.chat}
        <span className="sr-only"> {site.labels.newTab}</span>
      </a>
      <a
        href={`tel:${site.phone.tel}`}
        className="inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full whitespace-nowrap bg-trust-700 px-5 font-semibold text-white shadow-(--shadow-lift) hover:bg-trust-800"
      >
        <Phone className="size-5" aria-hidden="true" />
        {site.labels.callNow}
      </a>
    </div>
  )
}
