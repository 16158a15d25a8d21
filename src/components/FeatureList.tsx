import { Check } from 'lucide-react'
import type { Action } from '../generated/content.ts'
import { ActionLink } from './ActionLink.tsx'
import { cn } from '../lib/cn.ts'

/** The check-marked "what's included" list of cards, packages and plans. */
export function FeatureList({ items, size = 'sm', className }: { items: string[]; size?: 'sm' | 'md'; className?: string }) {
  return (
    <ul className={cn(size === 'sm' ? 'space-y-2 text-sm' : 'space-y-2.5', 'text-slate-700', className)}>
      {items.map((f) => (
        <li key={f} className="flex gap-2">
          <Check className={cn('mt-0.5 shrink-0 text-growth-600', size === 'sm' ? 'size-4' : 'size-5')} aria-hidden="true" />
          <span>{f}</span>
        </li>
      ))}
    </ul>
  )
}

/** The full-width button at the bottom of a card: filled on the popular one, outlined on the others. */
/**
 * A card's button. `about` names what the card is about: a button that says only "Learn More" reads as
 * "Learn More: LLP Registration" to screen readers and search engines, while looking the same.
 */
export function CardButton({
  action,
  popular,
  className,
  about,
}: {
  action: Action
  popular?: boolean
  className?: string
  about?: string
}) {
  const context = about && !action.label.toLowerCase().includes(about.toLowerCase()) ? about : undefined
  return (
    <div className={cn('mt-auto', className ?? 'pt-6')}>
      <ActionLink action={action} style={popular ? 'secondary' : 'outline'} className={popular ? 'w-full' : 'w-full text-trust-700'}>
        {action.label}
        {context && <span className="sr-only">: {context}</span>}
      </ActionLink>
    </div>
  )
}
