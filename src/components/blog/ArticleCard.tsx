import { ArrowRight, BookOpenText, CalendarDays, Clock } from 'lucide-react'
import { Link } from '../../app/router.tsx'
import type { ArticleSummary } from '../../content/model.ts'
import { cn } from '../../lib/cn.ts'

/** Author, date and reading time of an article. */
function Meta({ a, invert }: { a: ArticleSummary; invert?: boolean }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm', invert ? 'text-white/80' : 'text-slate-600')}>
      <span className={cn('font-semibold', invert ? 'text-white' : 'text-ink')}>{a.author}</span>
      <span className="inline-flex items-center gap-1">
        <CalendarDays className="size-4" aria-hidden="true" />
        <time dateTime={a.date}>{a.dateText}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-4" aria-hidden="true" />
        {a.readTime}
      </span>
    </p>
  )
}

/** "Read More" plus the title for screen readers, so that every link says where it goes. */
function ReadMore({ a, text, className }: { a: ArticleSummary; text: string; className: string }) {
  return (
    <Link to={a.path} className={className}>
      {text}
      <span className="sr-only">: {a.title}</span>
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  )
}

export function ArticleCard({ article: a, readMore }: { article: ArticleSummary; readMore: string }) {
  return (
    <article className="flex h-full flex-col rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card) transition-shadow hover:shadow-(--shadow-lift)">
      {a.image && (
        <img
          src={a.image.src}
          alt={a.image.alt}
          width={a.image.width}
          height={a.image.height}
          loading="lazy"
          className="h-auto w-full rounded-t-(--radius-card)"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="self-start rounded-full bg-trust-50 px-3 py-1 text-xs font-semibold text-trust-800 ring-1 ring-trust-100">
          {a.category}
        </p>
        <h3 className="mt-4 text-lg leading-snug font-bold text-ink">
          <Link to={a.path} className="hover:text-trust-700 hover:underline">
            {a.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-muted">{a.excerpt}</p>
        <div className="mt-auto pt-5">
          <Meta a={a} />
          <ReadMore
            a={a}
            text={readMore}
            className="mt-4 inline-flex items-center gap-1.5 font-semibold text-trust-700 hover:text-trust-900 hover:underline"
          />
        </div>
      </div>
    </article>
  )
}

export function FeaturedArticle({ article: a, readMore, label }: { article: ArticleSummary; readMore: string; label?: string }) {
  return (
    <article className="relative overflow-hidden rounded-3xl bg-trust-800 text-white shadow-(--shadow-lift)">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgb(255_255_255/0.14),transparent_45%),radial-gradient(circle_at_10%_90%,rgb(251_191_36/0.18),transparent_40%)]"
      />
      <div className="relative grid gap-8 p-6 sm:p-10 lg:grid-cols-[1fr_auto] lg:items-center">
        <div>
          <p className="flex flex-wrap items-center gap-2 text-xs font-bold tracking-wide uppercase">
            {label && <span className="rounded-full bg-accent-400 px-3 py-1 text-ink">{label}</span>}
            <span className="rounded-full bg-white/15 px-3 py-1 ring-1 ring-white/25">{a.category}</span>
          </p>
          <h2 className="mt-5 max-w-3xl text-2xl leading-tight font-extrabold text-balance sm:text-3xl">
            <Link to={a.path} className="hover:underline">
              {a.title}
            </Link>
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-white/85">{a.excerpt}</p>
          <div className="mt-6">
            <Meta a={a} invert />
          </div>
          <ReadMore
            a={a}
            text={readMore}
            className="mt-7 inline-flex min-h-11 items-center gap-2 rounded-xl bg-accent-400 px-5 py-2.5 font-semibold text-ink shadow-sm hover:bg-accent-500"
          />
        </div>
        {a.image ? (
          <img
            src={a.image.src}
            alt={a.image.alt}
            width={a.image.width}
            height={a.image.height}
            className="h-auto w-full max-w-md rounded-2xl"
          />
        ) : (
          <div
            aria-hidden="true"
            className="hidden size-56 items-center justify-center rounded-[2rem] bg-white/10 ring-1 ring-white/20 lg:flex"
          >
            <span className="flex size-32 items-center justify-center rounded-3xl bg-white/15 shadow-(--shadow-lift) ring-1 ring-white/25">
              <BookOpenText className="size-16 text-accent-400" strokeWidth={1.5} />
            </span>
          </div>
        )}
      </div>
    </article>
  )
}
