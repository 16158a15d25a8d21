import { useEffect, useRef, useState } from 'react'
import { MessageCircle, Phone } from 'lucide-react'
import { useSite } from '../components/SiteContext.tsx'
import { callUrl, chatUrl } from '../lib/links.ts'
import { cn } from '../lib/cn.ts'

/** Room kept between the floating buttons and a form's submit button, in pixels. */
const GAP = 12

/**
 * Which bottom corner the desktop buttons take: the right one, unless a form's submit button or a link of its
 * privacy notice (or any other of its buttons) would be under them there, in which case the left one (out of the
 * form's column; hero forms sit on the right). Checked on scroll and resize, and for each page shown.
 */
function useCorner(page: string, box: React.RefObject<HTMLDivElement | null>): 'right' | 'left' {
  const [corner, setCorner] = useState<'right' | 'left'>('right')
  useEffect(() => {
    let frame = 0
    const check = () => {
      frame = 0
      const el = box.current
      if (!el || !window.matchMedia('(min-width: 64rem)').matches) return setCorner('right')
      // Where the buttons are when they are in the right corner.
      const r = el.getBoundingClientRect()
      const right = { left: window.innerWidth - 20 - r.width, right: window.innerWidth - 20, top: r.top, bottom: r.bottom }
      const hit = [...document.querySelectorAll('main form [type="submit"], main form a, main form button')].some((b) => {
        const s = b.getBoundingClientRect()
        return (
          s.width > 0 &&
          s.right > right.left - GAP &&
          s.left < right.right + GAP &&
          s.bottom > right.top - GAP &&
          s.top < right.bottom + GAP
        )
      })
      setCorner(hit ? 'left' : 'right')
    }
    const schedule = () => (frame ||= requestAnimationFrame(check))
    check()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
    // Each page shown (client navigation included) brings its own forms.
  }, [page, box])
  return corner
}

/**
 * Chat and 'Call Now' on every page, always in sight. On phones they sit in a bar at the bottom, which the
 * page leaves room for; on wider screens they float in a bottom corner, and move to the other corner rather
 * than cover a form's submit button.
 */
export function FloatingButtons({ page }: { page: string }) {
  const site = useSite()
  const box = useRef<HTMLDivElement>(null)
  const corner = useCorner(page, box)
  // WhatsApp only for a mobile chat number (the one phone rule): a landline gets the call button alone.
  const chat = chatUrl(site)
  return (
    <div
      ref={box}
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-slate-200 bg-white/95 p-2 backdrop-blur lg:inset-x-auto lg:backdrop-blur-none lg:bottom-5 lg:border-0 lg:bg-transparent lg:p-0',
        // On the left they sit side by side, one line high, over as little of the page's text as they can.
        corner === 'left' ? 'lg:left-5 lg:flex-row' : 'lg:right-5 lg:flex-col',
      )}
      data-corner={corner}
    >
      {chat && (
        <a
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full whitespace-nowrap bg-growth-600 px-5 font-semibold text-white shadow-(--shadow-lift) hover:bg-growth-700"
        >
          <MessageCircle className="size-5" aria-hidden="true" />
          {site.labels.chat}
          <span className="sr-only"> {site.labels.newTab}</span>
        </a>
      )}
      <a
        href={callUrl(site)}
        className="inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full whitespace-nowrap bg-trust-700 px-5 font-semibold text-white shadow-(--shadow-lift) hover:bg-trust-800"
      >
        <Phone className="size-5" aria-hidden="true" />
        {site.labels.callNow}
      </a>
    </div>
  )
}
