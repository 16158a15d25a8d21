import { Suspense, type ReactNode } from 'react'
import type { Scheduled } from '../lib/schedule.ts'
import { EveryTime, useScheduleMarks } from './time-marks.ts'
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

/** A section with a time (`from:` built ahead, `until:`; src/lib/schedule.ts) in a box the page shows or hides at its moments. */
function TimeBox({ item, children }: { item: Scheduled; children: ReactNode }) {
  return (
    <div {...useScheduleMarks(item)} className="contents">
      {children}
    </div>
  )
}

/**
 * `wrap` lets the visual editor's preview put a frame around each section (src/editor/preview.tsx); the
 * preview shows every section, whatever its time.
 */
export function RenderSections({ sections, wrap }: { sections: ResolvedSection[]; wrap?: (node: ReactNode, index: number) => ReactNode }) {
  if (wrap) return <EveryTime.Provider value={true}>{sections.map((s, i) => wrap(renderSection(s, i), i))}</EveryTime.Provider>
  return (
    <>
      {sections.map((s, i) => {
        if (s.until === undefined && s.from === undefined) return renderSection(s, i)
        return (
          <TimeBox key={s.id ?? `${s.type}-${i}`} item={s}>
            {renderSection(s, i)}
          </TimeBox>
        )
      })}
    </>
  )
}
