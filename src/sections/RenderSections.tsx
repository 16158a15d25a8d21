import { Suspense, type ReactNode } from 'react'
import type { ResolvedSection } from '../content/price.ts'
import type { SectionProps, SectionType } from './types.ts'
import { loadedSection } from './load.ts'

function renderSection<T extends SectionType>(section: SectionProps<T>, index: number) {
  const Component = loadedSection(section.type)
  // preloadSections() runs before every render of a page, so a missing component is a bug, not a state.
  if (!Component) throw new Error(`Section "${section.type}" was rendered before its code was loaded`)
  // Each section is its own Suspense boundary. Nothing in it suspends (its code is already loaded), but
  // the boundary lets React hydrate the page a section at a time, yielding to the browser in between,
  // instead of in one long task; a section the visitor clicks first is hydrated first.
  const key = section.id ?? `${section.type}-${index}`
  return (
    <Suspense key={key} fallback={null}>
      <Component key={key} {...section} />
    </Suspense>
  )
}

/** `wrap` lets the visual editor's preview put a frame around each section (src/editor/preview.tsx). */
export function RenderSections({ sections, wrap }: { sections: ResolvedSection[]; wrap?: (node: ReactNode, index: number) => ReactNode }) {
  return <>{sections.map((s, i) => (wrap ? wrap(renderSection(s, i), i) : renderSection(s, i)))}</>
}
