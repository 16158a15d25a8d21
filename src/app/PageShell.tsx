import { Suspense, type ReactNode } from 'react'
import type { ResolvedPage } from '../content/model.ts'
import { PageDataContext } from '../components/SiteContext.tsx'
import { RenderSections } from '../sections/RenderSections.tsx'
import { Header } from './Header.tsx'
import { Footer } from './Footer.tsx'
import { Breadcrumbs } from './Breadcrumbs.tsx'

/**
 * The site's frame around a page's content: header and footer. Used by the site and by the editor's
 * preview, so the preview shows the page as visitors will see it.
 */
export function PageFrame({ path, children }: { path: string; children: ReactNode }) {
  // Boundaries (nothing suspends): React hydrates the header, each section and the footer one at a time,
  // yielding in between. Measured: with the header in the shell's pass instead, TBT on a service page was
  // twice as high (Lighthouse mobile, 5 runs).
  return (
    <>
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      {children}
      <Suspense fallback={null}>
        <Footer page={path} />
      </Suspense>
    </>
  )
}

/** A page's breadcrumbs and its sections in <main>; `wrap` lets the preview mark each section. */
export function PageBody({ page, wrap }: { page: ResolvedPage; wrap?: (node: ReactNode, index: number) => ReactNode }) {
  return (
    <PageDataContext.Provider value={page.data}>
      {page.showBreadcrumbs && <Breadcrumbs items={page.breadcrumbs} />}
      <main id="main" tabIndex={-1} className="outline-none">
        <RenderSections sections={page.sections} wrap={wrap} />
      </main>
    </PageDataContext.Provider>
  )
}
