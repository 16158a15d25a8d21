/**
 * The preview frame (/_edit/preview): the site's real header, sections and footer rendering the page the
 * editor sends, unsaved changes included. A click on a section asks the editor to open its form; links do
 * not navigate and forms do not send.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { MemoryRouter } from 'react-router-dom'
import { site } from 'virtual:site-data'
import '../styles/app.css'
import { preloadSections } from '../sections/RenderSections.tsx'
import { SiteProviders } from '../app/Root.tsx'
import { PageBody, PageFrame } from '../app/PageShell.tsx'
import type { ResolvedPage } from '../content/model.ts'

function Preview() {
  const [state, setState] = useState<{ page: ResolvedPage; selected: number | null; n: number } | null>(null)
  useEffect(() => {
    let n = 0
    const on = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return
      const msg = e.data as { type?: string; page?: ResolvedPage; selected?: number | null }
      if (msg.type !== 'page' || !msg.page) return
      const page = msg.page
      const mine = ++n
      void preloadSections(page.sections).then(() => {
        if (mine === n) setState({ page, selected: msg.selected ?? null, n: mine })
      })
    }
    window.addEventListener('message', on)
    window.parent.postMessage({ type: 'ready' }, window.location.origin)
    return () => window.removeEventListener('message', on)
  }, [])
  useEffect(() => {
    if (state?.selected == null) return
    // Scroll this frame only (scrollIntoView would scroll the editor around it too), and below the site's
    // sticky header, which would otherwise cover the section's top.
    const el = document.querySelector(`[data-edit-index="${state.selected}"]`)
    if (!el) return
    const header = document.querySelector('header')
    const covered = header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().height : 0
    window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - covered, behavior: 'instant' })
  }, [state?.selected])
  useEffect(() => {
    if (state) document.body.dataset.rendered = String(state.n)
  }, [state])
  // The page's own address, so links and the menu show where they would lead. One router per address: a
  // new router component on every edit would mount the whole preview afresh.
  const path = state?.page.path ?? '/'
  const router = useMemo(
    () =>
      function PreviewRouter({ children }: { children: ReactNode }) {
        return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      },
    [path],
  )
  if (!state || !site) return null
  const { page, selected } = state
  return (
    <SiteProviders router={router}>
      <div
        onClickCapture={(e) => {
          const target = e.target as HTMLElement
          if (target.closest('a')) e.preventDefault()
          const section = target.closest<HTMLElement>('[data-edit-index]')
          if (section) window.parent.postMessage({ type: 'select', index: Number(section.dataset.editIndex) }, window.location.origin)
        }}
        onSubmitCapture={(e) => e.preventDefault()}
      >
        <PageFrame path={page.path}>
          <PageBody
            page={page}
            wrap={(node, i) => (
              <div key={i} data-edit-index={i} className={`edit-section${selected === i ? ' is-selected' : ''}`}>
                {node}
              </div>
            )}
          />
        </PageFrame>
      </div>
    </SiteProviders>
  )
}

const style = document.createElement('style')
style.textContent =
  '.edit-section{position:relative;cursor:pointer}.edit-section:hover{outline:3px dashed #94a3b8;outline-offset:-3px}.edit-section.is-selected{outline:3px solid #1d4ed8;outline-offset:-3px}'
document.head.append(style)
createRoot(document.getElementById('editor')!).render(<Preview />)
