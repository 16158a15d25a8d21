import { useSite } from './SiteContext.tsx'

export function PopularBadge({ text }: { text?: string }) {
  const { labels } = useSite()
  return (
    <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-trust-700 px-3 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-white uppercase shadow">
      {text ?? labels.mostPopular}
    </p>
  )
}
