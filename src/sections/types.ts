import type { ResolvedSection } from '../content/price.ts'

export type SectionType = ResolvedSection['type']
/** The props of a section component: the fields of its schema, as the build resolved them (prices with their text). */
export type SectionProps<T extends SectionType> = Extract<ResolvedSection, { type: T }>
