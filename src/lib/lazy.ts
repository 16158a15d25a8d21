import { createElement, lazy, type ComponentType, type ReactNode } from 'react'

/** A component whose code arrives on demand; `preload()` fetches it ahead of a render. */
export type LazyComponent<P extends object> = ((props: P) => ReactNode) & { preload(): Promise<ComponentType<P>> }

/**
 * A component may say which lazy code it renders for given props (Hero: its lead form card), so that a
 * page's code can be loaded in full before the page is shown: `partsFor(props)` loads it.
 */
export interface WithParts<P> {
  partsFor?: (props: P) => Promise<unknown> | undefined
}

/** Components the server rendered since the last `takeRendered()` (see src/entry-server.tsx). */
const rendered = new Set<ComponentType<never>>()
/** Every lazy component made so far: the server loads them all before rendering. */
const made = new Set<() => Promise<unknown>>()
const onServer = typeof window === 'undefined'

/**
 * React.lazy, plus `preload()`. Once the code is in hand, React gets it without waiting: the server
 * renders every page in one synchronous pass after preloading, and the browser preloads a page's
 * components before hydrating or showing it, so no Suspense fallback is seen.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const preload = () =>
    (pending ??= load().then(
      (c) => (loaded = c),
      (err: unknown) => {
        pending = undefined // a failed download may be asked for again
        throw err
      },
    ))
  // React calls this once, at the first render. A thenable that answers at once lets React render the
  // loaded component in the same pass instead of suspending for a microtask.
  const Lazy = lazy<ComponentType<P>>(() =>
    loaded
      ? ({ then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as unknown as Promise<{
          default: ComponentType<P>
        }>)
      : preload().then(() => ({ default: loaded! })),
  )
  function Component(props: P) {
    if (onServer) {
      // The server must never send a fallback in place of content.
      if (!loaded) throw new Error('A lazy component was rendered on the server before its code was loaded (preloadEverything)')
      rendered.add(loaded as ComponentType<never>)
    }
    return createElement(Lazy as ComponentType<P>, props)
  }
  made.add(preload)
  return Object.assign(Component, { preload })
}

/** The components rendered (server only) since the last call, for the prerender's record of page code. */
export function takeRendered(): ComponentType<never>[] {
  const out = [...rendered]
  rendered.clear()
  return out
}

/** Loads every lazy component, including those made by modules that loading the others brought in. */
export async function preloadEverything(): Promise<void> {
  for (let done = 0; done < made.size;) {
    const batch = [...made].slice(done)
    done = made.size
    await Promise.all(batch.map((p) => p()))
  }
}
