import { useEffect, useState } from 'react'
import { MessageCircle, Phone } from 'lucide-react'
import { useSite } from '../components/SiteContext.tsx'
import { chatUrl } from '../lib/links.ts'
import { cn } from '../lib/cn.ts'

/**
 * The part of the window the desktop buttons occupy (its bottom-right corner), as an IntersectionObserver
 * root margin: top 78% and left 70% cut away.
 */
const CORNER = '-78% 0px 0px -70%'

/** True while a form of the page is under the bottom-right corner of the window, where the buttons float. */
function useFormInCorner(page: string): boolean {
  const [covered, setCovered] = useState(false)
  useEffect(() => {
    const forms = document.querySelectorAll('main form')
    if (!forms.length || typeof IntersectionObserver === 'undefined') return
    const inCorner = new Set<Element>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) inCorner.add(e.target)
          else inCorner.delete(e.target)
        }
        setCovered(inCorner.size > 0)
      },
      { rootMargin: CORNER },
    )
    forms.forEach((f) => observer.observe(f))
    return () => {
      observer.disconnect()
      setCovered(false)
    }
    // Each page shown (client navigation included) brings its own forms.
  }, [page])
  return covered
}

/**
 * Chat and 'Call Now' on every page. On phones they sit in a bar at the bottom so they never cover a
 * form's button; on wider screens they float in the corner and step aside while a form passes under it.
 */
export function FloatingButtons({ page }: { page: string }) {
  const site = useSite()
  const covered = useFormInCorner(page)
  return (
    <div
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-slate-200 bg-white/95 p-2 backdrop-blur lg:inset-x-auto lg:backdrop-blur-none lg:right-5 lg:bottom-5 lg:flex-col lg:border-0 lg:bg-transparent lg:p-0',
        'lg:transition-[opacity,visibility] lg:duration-200 motion-reduce:transition-none',
        covered && 'lg:invisible lg:opacity-0',
      )}
      data-covered={covered || undefined}
    >
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
