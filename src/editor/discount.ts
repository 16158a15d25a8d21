import { rupees } from './text.ts'
import { messages } from '../contract/messages.ts'

/** The discount badge as the site draws it: round((original - price) / original × 100), only when lower. */
function percentOff(amount: number | undefined, original: number | undefined): number | undefined {
  if (amount === undefined || original === undefined || original <= amount) return undefined
  return Math.round(((original - amount) / original) * 100)
}

/**
 * What a repricing does to the entry's discount badge, in words, and the struck-through price that would keep
 * the badge as it was.
 */
export function discountChange(
  before: { amount?: number; original?: number },
  after: { amount?: number; original?: number },
): { text: string; keep?: { original: number; percent: number } } | undefined {
  const was = percentOff(before.amount, before.original)
  const now = percentOff(after.amount, after.original)
  if (was === now) return undefined
  const original = after.original
  const keep =
    was !== undefined && after.amount !== undefined ? { original: Math.round(after.amount / (1 - was / 100)), percent: was } : undefined
  const text =
    now === undefined
      ? messages.prices.badgeGoes(was!, original !== undefined ? rupees(original) : '')
      : was === undefined
        ? messages.prices.badgeComes(now, rupees(original!))
        : messages.prices.badgeChanges(was, now, rupees(original!))
  return { text, keep: keep && keep.original !== original && keep.original > (after.amount ?? 0) ? keep : undefined }
}
