import { useRef, type FormEvent } from 'react'
import { Search } from 'lucide-react'
import type { HeroSearch } from '../generated/content.ts'
import { useSite } from './SiteContext.tsx'
import { chatUrl } from '../lib/links.ts'
import { useHydrated } from '../lib/hydrated.ts'

/**
 * The trademark brand-name search. The spec gives it no behaviour; here it opens a chat with an expert
 * who checks the name (docs/DECISIONS.md), since a real registry search needs the government portal.
 */
export function HeroSearchBox({ label, placeholder, button, message }: HeroSearch) {
  const site = useSite()
  // Off until the code is in, as a form's submit is: sent the browser's way it would only reload the page.
  const hydrated = useHydrated()
  // Uncontrolled: the words in the box are the search, also those typed before the page's code arrived
  // (a controlled box would hold '' in its state while showing them).
  const box = useRef<HTMLInputElement>(null)
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const q = box.current?.value.trim() ?? ''
    if (!q) return
    const text = (message ?? site.chat.message).replace('{query}', q)
    const chat = chatUrl(site, text)
    if (chat) window.open(chat, '_blank', 'noopener,noreferrer')
  }
  return (
    <form role="search" onSubmit={onSubmit} className="mt-7 flex max-w-xl flex-col gap-2 sm:flex-row">
      <label htmlFor="hero-search" className="sr-only">
        {label}
      </label>
      <input
        id="hero-search"
        type="search"
        ref={box}
        placeholder={placeholder}
        maxLength={100}
        className="min-h-12 flex-1 rounded-xl border-0 bg-white px-4 text-ink shadow-sm placeholder:text-slate-500 focus:ring-2 focus:ring-accent-400"
      />
      <button
        type="submit"
        disabled={!hydrated}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-accent-400 px-6 font-semibold text-ink hover:bg-accent-500"
      >
        <Search className="size-5" aria-hidden="true" /> {button}
      </button>
    </form>
  )
}
