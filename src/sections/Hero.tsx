import { variantClass } from '../lib/variants.ts'
import { Check } from 'lucide-react'
import type { SectionProps } from './types.ts'
import { ActionLink } from '../components/ActionLink.tsx'
import { PriceTag } from '../components/PriceTag.tsx'
import { CountdownClock } from '../components/CountdownClock.tsx'
import { HeroSearchBox } from '../components/HeroSearchBox.tsx'
import { lazyComponent } from '../lib/lazy.ts'
import { HeroArt } from '../components/HeroArt.tsx'
import { cn } from '../lib/cn.ts'
import { useSite } from '../components/SiteContext.tsx'

/** Only a hero with a lead form downloads the form's code. */
const LeadFormCard = lazyComponent(() => import('../forms/LeadFormCard.tsx').then((m) => m.LeadFormCard))

export function Hero({
  id,
  eyebrow,
  heading,
  highlight,
  description,
  price,
  priceLabel,
  badges,
  points,
  actions,
  stats,
  leadForm,
  search,
  countdown,
  image,
  variant = 'trust',
}: SectionProps<'hero'>) {
  const { labels } = useSite()
  const [before, after] = highlight ? heading.split(highlight) : [heading, undefined]
  return (
    <section id={id} className={cn(variantClass[variant], 'relative overflow-hidden bg-(--v-800) text-white')}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(255_255_255/0.12),transparent_45%),radial-gradient(circle_at_85%_70%,rgb(255_255_255/0.08),transparent_40%)]"
      />
      <div className={'container-page relative grid gap-10 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:items-center'}>
        <div>
          {badges && badges.length > 0 && (
            <ul className="mb-5 flex flex-wrap gap-2" aria-label={labels.highlights}>
              {badges.map((b) => (
                <li key={b} className="rounded-full bg-white/15 px-3 py-1 text-sm font-medium ring-1 ring-white/25">
                  {b}
                </li>
              ))}
            </ul>
          )}
          {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-accent-400 uppercase">{eyebrow}</p>}
          <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            {before}
            {highlight && <span className="text-accent-400">{highlight}</span>}
            {after}
          </h1>
          {description && <p className="mt-5 max-w-2xl text-lg text-pretty text-white/85">{description}</p>}
          {points && points.length > 0 && (
            <ul className="mt-6 grid gap-2 sm:grid-cols-2">
              {points.map((p) => (
                <li key={p} className="flex gap-2 text-white/90">
                  <Check className="mt-0.5 size-5 shrink-0 text-accent-400" aria-hidden="true" />
                  <span>{p}</span>
                </li>
              ))}
            </ul>
          )}
          {price && (
            <div className="mt-7 inline-flex flex-col rounded-2xl bg-white/10 px-5 py-4 ring-1 ring-white/20">
              {priceLabel && <span className="text-sm text-white/80">{priceLabel}</span>}
              <PriceTag price={price} size="lg" invert />
            </div>
          )}
          {search && <HeroSearchBox {...search} />}
          {countdown && <CountdownClock {...countdown} className="mt-7" />}
          {actions && actions.length > 0 && (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {actions.map((a, i) => (
                <ActionLink key={a.label} action={a} style={i === 0 ? 'primary' : 'outline'} />
              ))}
            </div>
          )}
          {stats && stats.length > 0 && (
            <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
              {stats.map((s) => (
                <div key={s.label} className="rounded-xl bg-white/10 p-3 ring-1 ring-white/15">
                  <dt className="text-sm text-white/80">{s.label}</dt>
                  <dd className="order-first text-2xl font-bold">{s.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {leadForm ? (
          <LeadFormCard title={leadForm.title} description={leadForm.description} service={leadForm.service} variant="compact" />
        ) : image ? (
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            className="h-auto w-full rounded-2xl shadow-lift"
            fetchPriority="high"
          />
        ) : (
          <HeroArt />
        )}
      </div>
    </section>
  )
}

/** A client navigation loads the lead form card's code with the page's, so the hero shows complete. */
Hero.partsFor = ({ leadForm }: SectionProps<'hero'>) => (leadForm ? LeadFormCard.preload() : undefined)
