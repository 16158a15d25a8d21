import { Suspense, type ReactNode } from 'react'
import type { ResolvedSection } from '../content/price.ts'
import type { SectionProps, SectionType } from './types.ts'
import { registry, sectionComponent } from './registry.ts'
import type { LazyComponent, WithParts } from '../lib/lazy.ts'

function renderSection<T extends SectionType>(section: SectionProps<T>, index: number) {
  const Component = sectionComponent(section.type)
  // Each section is its own Suspense boundary around its lazily loaded code. The code is loaded before the
  // page is hydrated or shown (preloadSections), so nothing suspends and the fallback is not seen; the
  // boundary lets React hydrate the page a section at a time, yielding to the browser in between, and
  // hydrate first a section the visitor clicks.
  const key = section.id ?? `${section.type}-${index}`
  return (
    <Suspense key={key} fallback={null}>
      <Component key={key} {...section} />
    </Suspense>
  )
}

/**
 * Loads the code these sections render: each type's component and the lazy parts a section asks for
 * with its data (the hero's lead form card). Rendered after this, nothing suspends.
 */
export function preloadSections(sections: readonly ResolvedSection[]): Promise<void> {
  return Promise.all(sections.map((s) => preloadSection(s))).then(() => undefined)
}

function preloadSection<T extends SectionType>(section: SectionProps<T>): Promise<unknown> {
  const component: LazyComponent<SectionProps<T>> = registry[section.type]
  return component.preload().then((c) => (c as WithParts<SectionProps<T>>).partsFor?.(section))
}

/** `wrap` lets the visual editor's preview put a frame around each section (src/editor/preview.tsx). */
export function RenderSections({ sections, wrap }: { sections: ResolvedSection[]; wrap?: (node: ReactNode, index: number) => ReactNode }) {
  return <>{sections.map((s, i) => (wrap ? wrap(renderSection(s, i), i) : renderSection(s, i)))}</>
}
