import type { ComponentType } from 'react'
import type { Section } from '../generated/content.ts'
import type { SectionProps, SectionType } from './types.ts'
import { registry } from './registry.ts'

function renderSection<T extends SectionType>(section: SectionProps<T>, index: number) {
  const Component: ComponentType<SectionProps<T>> = registry[section.type]
  return <Component key={section.id ?? `${section.type}-${index}`} {...section} />
}

export function RenderSections({ sections }: { sections: Section[] }) {
  return <>{sections.map((s, i) => renderSection(s, i))}</>
}
