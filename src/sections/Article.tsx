import type { SectionProps } from './types.ts'
import { Markdown } from '../components/Markdown.tsx'

export function Article({ id, title, excerpt, author, date, dateText, readTime, category, image, body }: SectionProps<'article'>) {
  return (
    <article id={id} className="py-12 sm:py-16">
      <div className="container-page max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-trust-700 uppercase">{category}</p>
        <h1 className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-balance text-ink sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg text-muted">{excerpt}</p>
        <p className="mt-4 text-sm text-slate-600">
          <span className="font-semibold text-ink">{author}</span> · <time dateTime={date}>{dateText}</time> · {readTime}
        </p>
        {image && (
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            className="mt-8 h-auto w-full rounded-2xl"
            fetchPriority="high"
          />
        )}
        <Markdown source={body} className="mt-8 text-lg" />
      </div>
    </article>
  )
}
