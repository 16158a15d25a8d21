/** The visual editor's browser side, served at /_edit by `npm run edit` only: never part of dist/. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Link, NavLink, Route, Routes } from 'react-router-dom'
import './editor.css'
import { FileList } from './FileList.tsx'
import { FileEditor } from './FileEditor.tsx'
import { Changes } from './Changes.tsx'
import { NewPage } from './NewPage.tsx'
import { Publish } from './Publish.tsx'
import { Enquiries } from './Enquiries.tsx'
import { PageActions } from './PageActions.tsx'
import { PlaceCard } from './PlaceCard.tsx'
import { SchemasProvider } from './schemas-context.tsx'

function Shell() {
  return (
    <>
      <header className="ed-top">
        <Link to="/" className="ed-brand">
          Site editor
        </Link>
        <nav aria-label="Editor">
          <NavLink to="/" end>
            Pages
          </NavLink>
          <NavLink to="/new">New page</NavLink>
          <NavLink to="/changes">What changed</NavLink>
          <NavLink to="/publish">Publish</NavLink>
          <NavLink to="/enquiries">Enquiries</NavLink>
        </nav>
      </header>
      <Routes>
        <Route path="/" element={<FileList />} />
        <Route path="/file" element={<FileEditor />} />
        <Route path="/new" element={<NewPage />} />
        <Route path="/changes" element={<Changes />} />
        <Route path="/publish" element={<Publish />} />
        <Route path="/enquiries" element={<Enquiries />} />
        <Route path="/page-actions" element={<PageActions />} />
        <Route path="/place-card" element={<PlaceCard />} />
        <Route path="*" element={<FileList />} />
      </Routes>
    </>
  )
}

createRoot(document.getElementById('editor')!).render(
  <StrictMode>
    <BrowserRouter basename="/_edit">
      <SchemasProvider>
        <Shell />
      </SchemasProvider>
    </BrowserRouter>
  </StrictMode>,
)
