import { Suspense, type ReactNode } from 'react'
import type { ResolvedSection } from '../content/price.ts'
import type { SectionProps, SectionType } from './types.ts'
import { registry, sectionComponent } from './registry.ts'
import type { LazyComponent, WithParts } from '../lib/lazy.ts'

function renderSection<T extends SectionType>(section: SectionProps<T>, index: number) {
  const Component = sectionComponent(section.type)
  // Each section is its own Suspense boundary around its lazily loaded code. While hydrating, a section
  // whose code has not arrived keeps its server HTML and is hydrated when it lands; the others do not wait
  // for it, and React yields to the browser between boundaries; a section the visitor clicks first is
  // hydrated first. The fallback is never shown for a prerendered page or after a client navigation (the
  // code is loaded first); only the editor's preview may show it.
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
