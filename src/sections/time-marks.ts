/**
 * What shows or hides something with a time (src/lib/schedule.ts) at its moment, in the visitor's browser:
 * a section's box (src/sections/RenderSections.tsx) and a FAQ's question (src/sections/Faq.tsx).
 */
import { createContext, useContext, useLayoutEffect, useState } from 'react'
import { builtAt } from 'virtual:site-data'
import { scheduleMoment, type Scheduled } from '../lib/schedule.ts'

/** True in the editor's preview, which shows everything whatever its time. */
export const EveryTime = createContext(false)

/** The longest wait a browser's timer keeps (about 24.8 days); a page open longer is not waited for. */
const LONGEST_TIMER_MS = 2 ** 31 - 1

/**
 * Whether the moment `at` (milliseconds) has come: false while rendering the page as built (the server's
 * render and hydration agree), then true from the moment itself, set before the browser paints (a page left
 * open, one opened later, one reached by a link within the site).
 */
export function useMomentCame(at: number | undefined): boolean {
  const [came, setCame] = useState(false)
  useLayoutEffect(() => {
    if (at === undefined) return
    const wait = at - Date.now()
    if (wait <= 0) return setCame(true)
    if (wait > LONGEST_TIMER_MS) return
    const timer = setTimeout(() => setCame(true), wait)
    return () => clearTimeout(timer)
  }, [at])
  return came
}

/**
 * The attributes that show or hide something with a time at its moment, before and after the page's code
 * arrives: `data-until` (the moment it goes) and `data-from` (for one built ahead of its start: hidden by the
 * site's style sheet until then). The page's loader (scripts/lib/loader.ts) reads the same moments and acts on
 * them from the first paint; once here, this takes over.
 */
export function useScheduleMarks(item: Scheduled): { 'data-from'?: number; 'data-until'?: number; hidden?: true } {
  const everyTime = useContext(EveryTime)
  const start = item.from === undefined ? undefined : scheduleMoment(item.from, 'from')
  const end = item.until === undefined ? undefined : scheduleMoment(item.until, 'until')
  const ahead = start !== undefined && start > builtAt ? start : undefined
  const started = useMomentCame(ahead)
  const ended = useMomentCame(end)
  if (everyTime) return {}
  return {
    ...(ahead !== undefined && !started ? { 'data-from': ahead } : {}),
    ...(end !== undefined ? { 'data-until': end } : {}),
    ...(ended ? { hidden: true } : {}),
  }
}
