import type { SectionProps } from './types.ts'
import { SectionShell } from '../components/SectionShell.tsx'
import { Markdown } from '../components/Markdown.tsx'
import { cn } from '../lib/cn.ts'

export function RichText({ id, heading, body, image, width = 'narrow' }: SectionProps<'rich-text'>) {
  return (
    <SectionShell id={id} heading={heading} narrow={width === 'narrow' && !image}>
      <div className={cn(image && 'grid items-center gap-10 lg:grid-cols-2')}>
        <Markdown source={body} className="text-lg" />
        {image && (
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            className="h-auto w-full rounded-2xl shadow-(--shadow-card)"
          />
        )}
      </div>
    </SectionShell>
  )
}
