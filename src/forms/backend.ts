/**
 * The backend calls (src/backend/leads.ts), loaded on the first submit like supabase-js itself, so
 * pages download no backend code until a visitor sends a form.
 */
export const backend = () => import('../backend/leads.ts')
