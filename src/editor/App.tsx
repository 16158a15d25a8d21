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
import { AREAS, type Area, type Role } from '../contract/roles.ts'
import { messages } from '../contract/messages.ts'
import * as ui from './ui.ts'

const navLink = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-2 py-1 text-white no-underline ${isActive ? 'bg-white/18' : ''}`

/** How often the count is read again while the editor stays on one screen (and its tab is in view). */
const RECOUNT_MS = 60_000

/**
 * How many enquiries nobody has called yet, read again on every screen and every minute while the tab is in
 * view (a new one shows up without a click); null while unknown (or unreadable).
 */
function useNewEnquiries(asked: boolean): number | null {
  const { pathname } = useLocation()
  const [count, setCount] = useState<number | null>(null)
  useEffect(() => {
    if (!asked) return
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
  }, [pathname, asked])
  return count
}

/** The screens of each kind of work (src/contract/roles.ts), as the bar links them. */
const SCREENS: Record<Area, { to: string; label: string; element: ReactNode }[]> = {
  pages: [
    { to: '/', label: 'Pages', element: <FileList /> },
    { to: '/new', label: 'New page', element: <NewPage /> },
    { to: '/changes', label: 'What changed', element: <Changes /> },
    { to: '/publish', label: 'Publish', element: <Publish /> },
    { to: '/history', label: 'History', element: <History /> },
  ],
  people: [
    { to: '/enquiries', label: 'Enquiries', element: <Enquiries /> },
    { to: '/sources', label: 'Sources', element: <Sources /> },
    { to: '/privacy', label: 'Privacy requests', element: <Privacy /> },
  ],
}

/** A screen of another job, opened by its address (an old bookmark, a link a colleague sent): said so, in words. */
function NotYourWork({ label, role, area }: { label: string; role: Role; area: Area }) {
  useEffect(() => {
    document.title = `${label} · Site editor`
  }, [label])
  return (
    <main className={ui.page} id="main">
      <h1>{label}</h1>
      <p role="alert">{messages.access.notForRole(role, area)}</p>
    </main>
  )
}

/** The bar and the screens of the person's job (`role`; on the office computer, all of it). */
function Shell({ account, role }: { account?: ReactNode; role: Role }) {
  const areas = AREAS[role]
  const people = areas.includes('people')
  const fresh = useNewEnquiries(people)
  const screens = areas.flatMap((a) => SCREENS[a])
  const home = screens[0].element
  return (
    <>
      {/* On a phone the bar wraps onto a second line instead of running off the screen. */}
      <header className="flex flex-wrap items-center gap-x-6 gap-y-2 bg-trust-800 px-5 py-2.5 text-white">
        <Link to="/" className="text-[17px] font-bold text-white no-underline">
          Site editor
        </Link>
        <nav aria-label="Editor" className="flex flex-wrap gap-x-4 gap-y-1">
          {screens.map((screen) => (
            <NavLink key={screen.to} to={screen.to} end={screen.to === '/'} className={navLink}>
              {screen.label}
              {screen.to === '/enquiries' && fresh ? (
                // The space keeps the link's name "Enquiries 3 new" for a screen reader.
                <>
                  {' '}
                  <span className="ml-1.5 rounded-full bg-white px-1.5 text-xs font-bold text-trust-800" data-new-enquiries={fresh}>
                    {fresh} new
                  </span>
                </>
              ) : null}
            </NavLink>
          ))}
        </nav>
        {account && <div className="ml-auto flex flex-wrap items-center gap-3 text-sm">{account}</div>}
      </header>
      <Routes>
        {screens.map((screen) => (
          <Route key={screen.to} path={screen.to} element={screen.element} />
        ))}
        {areas.includes('pages') && (
          <>
            <Route path="/file" element={<FileEditor />} />
            <Route path="/page-actions" element={<PageActions />} />
            <Route path="/place-card" element={<PlaceCard />} />
          </>
        )}
        {(Object.keys(SCREENS) as Area[])
          .filter((area) => !areas.includes(area))
          .flatMap((area) =>
            SCREENS[area].map((screen) => (
              <Route key={screen.to} path={screen.to} element={<NotYourWork label={screen.label} role={role} area={area} />} />
            )),
          )}
        <Route path="*" element={home} />
      </Routes>
    </>
  )
}

/**
 * The whole editor under `base` ('/_edit' or '/office'): its calls, preview and pictures go there too.
 * `account` is shown at the right of the bar (who is signed in, and sign-out, on the web address).
 * `pictures` says what a new picture is sent as ('web-ready' where the host cannot convert it). `role`: the person's
 * job (src/contract/roles.ts), whose screens the bar shows; the office computer's one person does all of it (owner).
 */
export function EditorApp({
  base,
  account,
  pictures = 'original',
  role = 'owner',
}: {
  base: string
  account?: ReactNode
  pictures?: PicturesSent
  role?: Role
}) {
  setEditorBase(base, pictures)
  return (
    <StrictMode>
      <BrowserRouter basename={base}>
        <SchemasProvider load={AREAS[role].includes('pages')}>
          <Shell account={account} role={role} />
        </SchemasProvider>
      </BrowserRouter>
    </StrictMode>
  )
}
