import type { Section } from '../generated/content.ts'

export type SectionType = Section['type']
/** The props of a section component: exactly the fields of its schema. */
export type SectionProps<T extends SectionType> = Extract<Section, { type: T }>
