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
export function CardButton({ action, popular, className }: { action: Action; popular?: boolean; className?: string }) {
  return (
    <div className={cn('mt-auto', className ?? 'pt-6')}>
      <ActionLink action={action} style={popular ? 'secondary' : 'outline'} className={popular ? 'w-full' : 'w-full text-trust-700'} />
    </div>
  )
}
