import type { ComponentType } from 'react'
import { sectionModules } from '../generated/sections.ts'
import { lazyComponent, type LazyComponent } from '../lib/lazy.ts'
import type { SectionProps, SectionType } from './types.ts'

/** Every section type has a component that takes its schema's fields: a missing or mismatched one is a type error. */
const modules: { [T in SectionType]: { load: () => Promise<ComponentType<SectionProps<T>>> } } = sectionModules

type Registry = { [T in SectionType]: LazyComponent<SectionProps<T>> }

/**
 * One component per schema/sections/*.schema.json (the list is generated from there by `npm run gen:types`).
 * Each is its own chunk, loaded when a page renders it (React.lazy); `preload()` fetches it ahead.
 */
export const registry = Object.fromEntries((Object.keys(modules) as SectionType[]).map((type) => [type, make(type)])) as Registry

function make<T extends SectionType>(type: T): LazyComponent<SectionProps<T>> {
  const load: () => Promise<ComponentType<SectionProps<T>>> = modules[type].load
  return lazyComponent(load)
}

/** The component of a section's type, as React renders it. */
export function sectionComponent<T extends SectionType>(type: T): ComponentType<SectionProps<T>> {
  const component: LazyComponent<SectionProps<T>> = registry[type]
  return component
}
