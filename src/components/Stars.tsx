import { Star } from 'lucide-react'

export function Stars({ rating, label }: { rating: number; label?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label ?? `${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className={i < rating ? 'size-4 fill-accent-400 text-accent-500' : 'size-4 text-slate-300'} aria-hidden="true" />
      ))}
    </span>
  )
}
