import type { ReactNode } from 'react'
import { HelmetProvider } from 'react-helmet-async'
import { site } from 'virtual:site-data'
import { SiteContext } from '../components/SiteContext.tsx'
import { App, type Shown } from './App.tsx'

type Router = (props: { children: ReactNode }) => ReactNode

/** What every page of the site runs inside (the site's data, head tags, a router); the editor's preview too. */
export function SiteProviders({ router: Router, children }: { router: Router; children: ReactNode }) {
  return (
    <HelmetProvider>
      <SiteContext.Provider value={site}>
        <Router>{children}</Router>
      </SiteContext.Provider>
    </HelmetProvider>
  )
}

export function Root({ initial, router }: { initial: Shown; router: Router }) {
  return (
    <SiteProviders router={router}>
      <App initial={initial} />
    </SiteProviders>
  )
}
