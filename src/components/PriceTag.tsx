import type { Price } from '../generated/content.ts'
import { discountPercent, formatRupees, unitLabel } from '../lib/money.ts'
import { cn } from '../lib/cn.ts'
import { useSite } from './SiteContext.tsx'

/** A price with its qualifiers, the struck-through original and the discount badge. */
export function PriceTag({
  price,
  size = 'md',
  className,
  invert = false,
}: {
  price: Price
  size?: 'sm' | 'md' | 'lg'
  className?: string
  invert?: boolean
}) {
  const { labels } = useSite()
  const percent = discountPercent(price.amount, price.original)
  const big = size === 'lg' ? 'text-4xl' : size === 'md' ? 'text-3xl' : 'text-2xl'
  const soft = invert ? 'text-white/80' : 'text-muted'
  if (price.custom || price.free)
    return <p className={cn('font-extrabold tracking-tight', big, className)}>{price.custom ? labels.custom : labels.free}</p>
  const unit = unitLabel(price.unit, labels)
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      {price.starting && <span className={cn('text-sm font-medium', soft)}>{labels.starting}</span>}
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className={cn('font-extrabold tracking-tight', big)}>{formatRupees(price.amount ?? 0)}</span>
        {unit && <span className={cn('text-sm font-medium', soft)}>{unit}</span>}
        {price.original !== undefined && percent !== undefined && (
          <>
            <s className={cn('text-base', soft)}>{formatRupees(price.original)}</s>
            <span className="rounded-full bg-growth-100 px-2 py-0.5 text-xs font-bold text-growth-800">
              {labels.off.replace('{percent}', String(percent))}
            </span>
          </>
        )}
      </p>
      {(price.govtFee || price.note) && (
        <span className={cn('text-sm', soft)}>{[price.govtFee ? labels.govtFee : '', price.note ?? ''].filter(Boolean).join(' ')}</span>
      )}
    </div>
  )
}
