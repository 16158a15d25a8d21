import { Clock } from 'lucide-react'
import { Link } from '../app/router.tsx'
import type { SectionProps } from './types.ts'
import type { Card } from '../generated/content.ts'
import type { Resolved } from '../content/price.ts'
import { SectionShell } from '../components/SectionShell.tsx'
import { PriceTag } from '../components/PriceTag.tsx'
import { CardButton, FeatureList } from '../components/FeatureList.tsx'
import { Icon } from '../components/Icon.tsx'
import { Stars } from '../components/Stars.tsx'
import { PopularBadge } from '../components/PopularBadge.tsx'
import { cn } from '../lib/cn.ts'

const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const

export function Cards({ id, heading, description, items, columns = 3, footnote }: SectionProps<'cards'>) {
  return (
    <SectionShell id={id} heading={heading} description={description}>
      <ul className={cn('grid gap-6', grid[columns])}>
        {items.map((card) => (
          <li key={card.title} className="flex">
            <ServiceCard {...card} />
          </li>
        ))}
      </ul>
      {footnote && <p className="mt-8 text-center text-sm text-muted">{footnote}</p>}
    </SectionShell>
  )
}

function ServiceCard({ icon, title, description, features, price, timeline, popular, badge, link, button, testimonial }: Resolved<Card>) {
  return (
    <article
      className={cn(
        'relative flex w-full flex-col rounded-(--radius-card) border bg-white p-6 shadow-(--shadow-card) transition-shadow hover:shadow-(--shadow-lift)',
        popular ? 'border-trust-600 ring-2 ring-trust-600' : 'border-slate-200',
      )}
    >
      {popular && <PopularBadge text={badge} />}
      <div className="flex items-start gap-3">
        {icon && (
          <span className="rounded-xl bg-trust-50 p-2.5 text-trust-700">
            <Icon name={icon} className="size-6" />
          </span>
        )}
        <h3 className="text-lg leading-snug font-bold text-ink">
          {link ? (
            <Link to={link} className="hover:text-trust-700 hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
      </div>
      {description && <p className="mt-3 text-muted">{description}</p>}
      {price && <PriceTag price={price} size="sm" className="mt-4" />}
      {timeline && (
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600">
          <Clock className="size-4" aria-hidden="true" /> {timeline}
        </p>
      )}
      {features && features.length > 0 && <FeatureList items={features} className="mt-4" />}
      {testimonial && (
        <figure className="mt-5 rounded-xl bg-slate-50 p-4 text-sm">
          <Stars rating={testimonial.rating} />
          <blockquote className="mt-2 text-slate-700">“{testimonial.text}”</blockquote>
          <figcaption className="mt-2 font-semibold text-ink">— {testimonial.author}</figcaption>
        </figure>
      )}
      {button && <CardButton action={button} popular={popular} />}
    </article>
  )
}
