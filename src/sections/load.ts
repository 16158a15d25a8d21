import type { ComponentType } from 'react'
import type { Section } from '../generated/content.ts'
import type { SectionProps, SectionType } from './types.ts'
import { registry } from './registry.ts'

type Loaded = { [T in SectionType]?: ComponentType<SectionProps<T>> }
const loaded: Loaded = {}
const pending = new Map<SectionType, Promise<void>>()

function load<T extends SectionType>(type: T): Promise<void> {
  let p = pending.get(type)
  if (!p) {
    p = registry[type]().then((component) => {
      ;(loaded as { [K in T]?: ComponentType<SectionProps<K>> })[type] = component
    })
    p.catch(() => pending.delete(type))
    pending.set(type, p)
  }
  return p
}

/** Pieces a section embeds only for some data: loaded with the page that needs them. */
const parts = {
  leadFormCard: () => import('../forms/LeadFormCard.tsx').then((m) => m.LeadFormCard),
}
type Parts = typeof parts
type PartName = keyof Parts
const loadedParts: { [K in PartName]?: Awaited<ReturnType<Parts[K]>> } = {}

function loadPart<K extends PartName>(name: K): Promise<void> {
  return parts[name]().then((c) => {
    loadedParts[name] = c
  })
}

export function loadedPart<K extends PartName>(name: K): Awaited<ReturnType<Parts[K]>> | undefined {
  return loadedParts[name]
}

export function typesOf(sections: Section[]): SectionType[] {
  return [...new Set<SectionType>(sections.map((s) => s.type))]
}

function partsOf(sections: Section[]): PartName[] {
  return sections.some((s) => s.type === 'hero' && s.leadForm) ? ['leadFormCard'] : []
}

/** Loads the code of every section on a page; render only after it resolves (hydration must not suspend). */
export function preloadSections(sections: Section[]): Promise<void> {
  return Promise.all([...typesOf(sections).map((t) => load(t)), ...partsOf(sections).map((p) => loadPart(p))]).then(() => undefined)
}

/** Everything, for the server renderer. */
export function preloadAll(): Promise<void> {
  return Promise.all([
    ...(Object.keys(registry) as SectionType[]).map((t) => load(t)),
    ...(Object.keys(parts) as PartName[]).map((p) => loadPart(p)),
  ]).then(() => undefined)
}

export function loadedSection<T extends SectionType>(type: T): ComponentType<SectionProps<T>> | undefined {
  return (loaded as { [K in T]?: ComponentType<SectionProps<K>> })[type]
}
