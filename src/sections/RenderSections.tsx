import { Suspense, useLayoutEffect, useState, type ReactNode } from 'react'
import { scheduleMoment } from '../lib/schedule.ts'
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

/** The longest wait a browser's timer keeps (about 24.8 days); a page open longer is not waited for. */
const LONGEST_TIMER_MS = 2 ** 31 - 1

/**
 * A section with an end (`until:`, src/lib/schedule.ts) in a box the page can hide at that moment. The box
 * names the moment (`data-until`), so a page opened earlier hides it from its first paint, before this code
 * arrives (the loader's rule, scripts/lib/loader.ts); once here, the box hides itself at the moment, before
 * the browser paints (a page left open, or one reached by a link within the site).
 */
function UntilBox({ until, children }: { until: string; children: ReactNode }) {
  const end = scheduleMoment(until, 'until')
  const [ended, setEnded] = useState(false)
  useLayoutEffect(() => {
    if (end === undefined) return
    const wait = end - Date.now()
    if (wait <= 0) return setEnded(true)
    if (wait > LONGEST_TIMER_MS) return
    const timer = setTimeout(() => setEnded(true), wait)
    return () => clearTimeout(timer)
  }, [end])
  return (
    <div data-until={end} className="contents" hidden={ended || undefined}>
      {children}
    </div>
  )
}

/**
 * `wrap` lets the visual editor's preview put a frame around each section (src/editor/preview.tsx); the
 * preview shows every section, whatever its time.
 */
export function RenderSections({ sections, wrap }: { sections: ResolvedSection[]; wrap?: (node: ReactNode, index: number) => ReactNode }) {
  return (
    <>
      {sections.map((s, i) => {
        if (wrap) return wrap(renderSection(s, i), i)
        if (s.until === undefined) return renderSection(s, i)
        return (
          <UntilBox key={s.id ?? `${s.type}-${i}`} until={s.until}>
            {renderSection(s, i)}
          </UntilBox>
        )
      })}
    </>
  )
}
