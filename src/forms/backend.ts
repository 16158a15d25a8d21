import type { shownNotice as ShownNoticeFn } from './notice-record.ts'

type ShownNotice = typeof ShownNoticeFn

/**
 * The backend calls (src/backend/leads.ts), loaded on the first submit like supabase-js itself, so
 * pages download no backend code until a visitor sends a form.
 */
export const backend = () => import('../backend/leads.ts')

/** The record of the notice the form showed (./notice-record.ts), loaded with the first submit. */
export const shownNotice = async (...args: Parameters<ShownNotice>): ReturnType<ShownNotice> =>
  (await import('./notice-record.ts')).shownNotice(...args)
