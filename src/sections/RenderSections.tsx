import type { Section } from '../generated/content.ts'
import type { SectionProps, SectionType } from './types.ts'
import { loadedSection } from './load.ts'

function renderSection<T extends SectionType>(section: SectionProps<T>, index: number) {
  const Component = loadedSection(section.type)
  // preloadSections() runs before every render of a page, so a missing component is a bug, not a state.
  if (!Component) throw new Error(`Section "${section.type}" was rendered before its code was loaded`)
  return <Component key={section.id ?? `${section.type}-${index}`} {...section} />
}

export function RenderSections({ sections }: { sections: Section[] }) {
  return <>{sections.map((s, i) => renderSection(s, i))}</>
}
