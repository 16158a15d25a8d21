import { createElement } from 'react'
import { siteIcons } from 'virtual:site-data'
import type { IconName } from '../generated/content.ts'
import type { IconNode } from '../content/model.ts'
import { usePageData } from './SiteContext.tsx'

/**
 * An icon named in YAML. Its SVG elements arrive with the page's data (the build reads them from
 * lucide), so the bundle carries no icon set; the menu's category icons come with the site data.
 */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const node: IconNode | undefined = usePageData().icons?.[name] ?? siteIcons[name]
  return node ? <IconGlyph node={node} className={className} /> : null
}

/** An icon drawn from its SVG elements (also the visual editor's icon picker, which has them all). */
export function IconGlyph({ node, className }: { node: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  )
}
