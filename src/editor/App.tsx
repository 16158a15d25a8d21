/**
 * The visual editor's screens, one app for both of its homes: /_edit, served by `npm run edit` over the
 * office computer's files (./main.tsx), and /office, served by the site's host over the repository with a
 * sign-in (src/editor/office/). Never part of a visitor's page.
 */
import { StrictMode, useEffect, useState, type ReactNode } from 'react'
import { BrowserRouter, Link, NavLink, Route, Routes, useLocation } from 'react-router-dom'
import { api } from './api.ts'
import './editor.css'
import { FileList } from './FileList.tsx'
import { FileEditor } from './FileEditor.tsx'
import { Changes } from './Changes.tsx'
import { NewPage } from './NewPage.tsx'
import { Publish } from './Publish.tsx'
import { Enquiries } from './Enquiries.tsx'
import { Sources } from './Sources.tsx'
import { Privacy } from './Privacy.tsx'
import { History } from './History.tsx'
import { PageActions } from './PageActions.tsx'
import { PlaceCard } from './PlaceCard.tsx'
import { SchemasProvider } from './schemas-context.tsx'
import { setEditorBase, type PicturesSent } from './place.ts'

const navLink = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-2 py-1 text-white no-underline ${isActive ? 'bg-white/18' : ''}`

/** How often the count is read again while the editor stays on one screen (and its tab is in view). */
const RECOUNT_MS = 60_000

/**
 * How many enquiries nobody has called yet, read again on every screen and every minute while the tab is in
 * view (a new one shows up without a click); null while unknown (or unreadable).
 */
function useNewEnquiries(): number | null {
  const { pathname } = useLocation()
  const [count, setCount] = useState<number | null>(null)
  useEffect(() => {
    let live = true
    const read = () =>
      // Only the count: no one's details travel, so the top bar's reading is no read of people's data to log.
      api.newEnquiries().then(
        (r) => live && setCount(r.count),
        () => live && setCount(null),
      )
    void read()
    const timer = setInterval(() => document.visibilityState === 'visible' && void read(), RECOUNT_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [pathname])
  return count
}

function Shell({ account }: { account?: ReactNode }) {
  const fresh = useNewEnquiries()
  return (
    <>
      {/* On a phone the bar wraps onto a second line instead of running off the screen. */}
      <header className="flex flex-wrap items-center gap-x-6 gap-y-2 bg-trust-800 px-5 py-2.5 text-white">
        <Link to="/" className="text-[17px] font-bold text-white no-underline">
          Site editor
        </Link>
        <nav aria-label="Editor" className="flex flex-wrap gap-x-4 gap-y-1">
          <NavLink to="/" end className={navLink}>
            Pages
          </NavLink>
          <NavLink to="/new" className={navLink}>
            New page
          </NavLink>
          <NavLink to="/changes" className={navLink}>
            What changed
          </NavLink>
          <NavLink to="/publish" className={navLink}>
            Publish
          </NavLink>
          <NavLink to="/history" className={navLink}>
            History
          </NavLink>
          <NavLink to="/enquiries" className={navLink}>
            Enquiries{' '}
            {fresh ? (
              <span className="ml-1.5 rounded-full bg-white px-1.5 text-xs font-bold text-trust-800" data-new-enquiries={fresh}>
                {fresh} new
              </span>
            ) : null}
          </NavLink>
          <NavLink to="/sources" className={navLink}>
            Sources
          </NavLink>
          <NavLink to="/privacy" className={navLink}>
            Privacy requests
          </NavLink>
        </nav>
        {account && <div className="ml-auto flex flex-wrap items-center gap-3 text-sm">{account}</div>}
      </header>
      <Routes>
        <Route path="/" element={<FileList />} />
        <Route path="/file" element={<FileEditor />} />
        <Route path="/new" element={<NewPage />} />
        <Route path="/changes" element={<Changes />} />
        <Route path="/publish" element={<Publish />} />
        <Route path="/enquiries" element={<Enquiries />} />
        <Route path="/sources" element={<Sources />} />
        <Route path="/privacy" element={<Privacy />} />
        <Route path="/history" element={<History />} />
        <Route path="/page-actions" element={<PageActions />} />
        <Route path="/place-card" element={<PlaceCard />} />
        <Route path="*" element={<FileList />} />
      </Routes>
    </>
  )
}

/**
 * The whole editor under `base` ('/_edit' or '/office'): its calls, preview and pictures go there too.
 * `account` is shown at the right of the bar (who is signed in, and sign-out, on the web address).
 * `pictures` says what a new picture is sent as ('web-ready' where the host cannot convert it).
 */
export function EditorApp({ base, account, pictures = 'original' }: { base: string; account?: ReactNode; pictures?: PicturesSent }) {
  setEditorBase(base, pictures)
  return (
    <StrictMode>
      <BrowserRouter basename={base}>
        <SchemasProvider>
          <Shell account={account} />
        </SchemasProvider>
      </BrowserRouter>
    </StrictMode>
  )
}
