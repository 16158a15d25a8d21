import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { parseMarkdown, type Block, type Inline } from '../lib/markdown.ts'

/** Renders the safe Markdown subset as React elements: text is never parsed as HTML. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return <div className={className ?? 'prose-site'}>{parseMarkdown(source).map(renderBlock)}</div>
}

function renderBlock(b: Block, i: number): ReactNode {
  switch (b.kind) {
    case 'h2':
      return (
        <h2 key={i} className="mt-8 mb-3 text-2xl font-bold text-ink">
          {renderInline(b.text)}
        </h2>
      )
    case 'h3':
      return (
        <h3 key={i} className="mt-6 mb-2 text-xl font-semibold text-ink">
          {renderInline(b.text)}
        </h3>
      )
    case 'p':
      return (
        <p key={i} className="my-3 leading-relaxed text-slate-700">
          {renderInline(b.text)}
        </p>
      )
    case 'ul':
      return (
        <ul key={i} className="my-3 list-disc space-y-1.5 pl-6 text-slate-700 marker:text-trust-600">
          {b.items.map((it, j) => (
            <li key={j}>{renderInline(it)}</li>
          ))}
        </ul>
      )
    case 'ol':
      return (
        <ol key={i} className="my-3 list-decimal space-y-1.5 pl-6 text-slate-700 marker:font-semibold marker:text-trust-600">
          {b.items.map((it, j) => (
            <li key={j}>{renderInline(it)}</li>
          ))}
        </ol>
      )
  }
}

function renderInline(parts: Inline[]): ReactNode[] {
  return parts.map((p, i) => {
    switch (p.kind) {
      case 'text':
        return p.text
      case 'strong':
        return (
          <strong key={i} className="font-semibold text-ink">
            {renderInline(p.children)}
          </strong>
        )
      case 'em':
        return <em key={i}>{renderInline(p.children)}</em>
      case 'link':
        return p.href.startsWith('/') ? (
          <Link key={i} to={p.href} className="font-medium text-trust-700 underline underline-offset-2 hover:text-trust-900">
            {renderInline(p.children)}
          </Link>
        ) : (
          <a
            key={i}
            href={p.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-trust-700 underline underline-offset-2"
          >
            {renderInline(p.children)}
          </a>
        )
    }
  })
}
