import type { ResolvedPrice } from '../content/price.ts'
import { cn } from '../lib/cn.ts'

/**
 * A price with its qualifiers, the struck-through original and the discount badge, as the build wrote
 * them (src/checker/format-values.ts). `plain`: without "Starting", the original and the badge.
 */
export function PriceTag({
  price,
  size = 'md',
  className,
  invert = false,
  plain = false,
}: {
  price: ResolvedPrice
  size?: 'sm' | 'md' | 'lg'
  className?: string
  invert?: boolean
  plain?: boolean
}) {
  const { text } = price
  const big = size === 'lg' ? 'text-4xl' : size === 'md' ? 'text-3xl' : 'text-2xl'
  const soft = invert ? 'text-white/80' : 'text-muted'
  if (price.custom || price.free) return <p className={cn('font-extrabold tracking-tight', big, className)}>{text.main}</p>
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      {text.starting && !plain && <span className={cn('text-sm font-medium', soft)}>{text.starting}</span>}
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className={cn('font-extrabold tracking-tight', big)}>{text.main}</span>
        {text.unit && <span className={cn('text-sm font-medium', soft)}>{text.unit}</span>}
        {text.original && text.off && !plain && (
          <>
            <s className={cn('text-base', soft)}>{text.original}</s>
            <span className="rounded-full bg-growth-100 px-2 py-0.5 text-xs font-bold text-growth-800">{text.off}</span>
          </>
        )}
      </p>
      {text.fees && <span className={cn('text-sm', soft)}>{text.fees}</span>}
    </div>
  )
}
