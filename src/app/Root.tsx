import type { ReactNode } from 'react'
import { HelmetProvider } from 'react-helmet-async'
import { site } from 'virtual:site-data'
import { SiteContext } from '../components/SiteContext.tsx'
import { App, type Shown } from './App.tsx'

export function Root({ initial, router: Router }: { initial: Shown; router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <HelmetProvider>
      <SiteContext.Provider value={site}>
        <Router>
          <App initial={initial} />
        </Router>
      </SiteContext.Provider>
    </HelmetProvider>
  )
}
