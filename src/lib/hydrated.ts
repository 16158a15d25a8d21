import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * false in the server render and while the browser hydrates the prerendered HTML, true after.
 * Lets a component show what the prerender showed first (no hydration mismatch), then what only the
 * browser knows (the query string); and keeps submit buttons off until their handlers are attached,
 * so an early click never sends a form the browser's way (a GET with the visitor's details in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
