import { useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { api } from './api.ts'
import type { FileSummary, LinkUse } from '../contract/protocol.ts'
import * as ui from './ui.ts'
import { messages } from '../contract/messages.ts'
import { HINDI_FOLDER, twinFile } from '../lib/lang.ts'

/**
 * Rename or delete one page. Renaming keeps the old address working and changes every link to it;
 * deleting lists the places that link to the page and, if asked, takes those links away with it.
 */
export function PageActions() {
  const [params] = useSearchParams()
  const file = params.get('file') ?? ''
  const navigate = useNavigate()
  const [page, setPage] = useState<FileSummary | null>(null)
  const [others, setOthers] = useState<FileSummary[]>([])
  // Where visitors of the deleted page's address go: '' = nowhere, the address stops working.
  const [redirect, setRedirect] = useState('')
  // A Hindi page deleted alone leaves its English page, where links to it then lead (src/editor-calls/page-moves.ts).
  const englishFile = file.startsWith(HINDI_FOLDER) ? twinFile(file) : undefined
  const english = others.find((o) => o.file === englishFile)?.path
  const [uses, setUses] = useState<LinkUse[] | null>(null)
  const [to, setTo] = useState('')
  const [error, setError] = useState('')
  const [done, setDone] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    document.title = 'Rename or delete · Site editor'
    api.files().then(
      (files) => {
        const found = files.find((f) => f.file === file) ?? null
        setPage(found)
        setOthers(files.filter((f) => f.kind === 'page' && f.file !== file && f.path && f.path !== '/404'))
        setTo(found?.path?.replace(/^\//, '') ?? '')
      },
      (e: Error) => setError(e.message),
    )
    api.linksTo(file).then(
      (r) => setUses(r.uses),
      (e: Error) => setError(e.message),
    )
  }, [file])

  const act = async (run: () => Promise<{ file: string; message: string }>, open: boolean) => {
    setBusy(true)
    setError('')
    try {
      const r = await run()
      setDone(r.message)
      if (open) navigate(`/file?file=${encodeURIComponent(r.file)}`)
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className={ui.page} id="main">
      <h1>Rename or delete {page ? `“${page.title}”` : 'a page'}</h1>
      {page && <p className={ui.lead}>Its address now: {page.path}</p>}
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      {done && (
        <p role="status" className={ui.ok}>
          {done} <Link to="/">Back to the pages</Link>
        </p>
      )}
      {page && !done && (
        <>
          <form
            className={ui.stack}
            onSubmit={(e) => {
              e.preventDefault()
              void act(() => api.renamePage(file, to), true)
            }}
          >
            <h2>Rename</h2>
            <label htmlFor="page-to">New address (after the site&apos;s name)</label>
            <input id="page-to" value={to} onChange={(e) => setTo(e.target.value.toLowerCase())} required />
            <p className={ui.note}>
              Lower-case letters, digits and dashes. The old address keeps working, and every link on the site moves to the new one.
            </p>
            <button type="submit" disabled={busy || !to.trim() || `/${to.replace(/^\/+/, '')}` === page.path}>
              Rename
            </button>
          </form>
          <section className={ui.stack} aria-labelledby="delete-heading">
            <h2 id="delete-heading">Delete</h2>
            <label htmlFor="delete-redirect">After it is deleted, visitors of {page.path} (from a search or a bookmark) go to</label>
            <select id="delete-redirect" value={redirect} onChange={(e) => setRedirect(e.target.value)}>
              <option value="">Nowhere: the address stops working (they see the not-found page)</option>
              {others.map((o) => (
                <option key={o.file} value={o.path}>
                  {o.title} ({o.path})
                </option>
              ))}
            </select>
            {uses === null && <p>Looking for links to this page…</p>}
            {uses && uses.length === 0 && <p>No other page links to this page.</p>}
            {uses && uses.length > 0 && redirect && (
              <p>
                {uses.length === 1 ? 'One place links' : `${uses.length} places link`} to this page; they will lead to {redirect} instead.
              </p>
            )}
            {uses && uses.length > 0 && !redirect && english && <p>{messages.pages.hindiLinksToEnglish(uses.length, english)}</p>}
            {uses && uses.length > 0 && !redirect && !english && (
              <>
                <p>
                  {uses.length === 1 ? 'One place links' : `${uses.length} places link`} to this page. Deleting it takes them away too: menu
                  links and cards go, links in text become plain words, and buttons lead one level up.
                </p>
                <ul>
                  {uses.map((u, i) => (
                    <li key={i}>
                      {u.title}, {u.where} — {u.kind === 'text' ? 'a link in text' : 'a button or link'}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <button
              type="button"
              className="border-red-700 bg-red-700 px-3.5 py-2 font-semibold text-white"
              disabled={busy || uses === null}
              onClick={() => {
                if (
                  window.confirm(
                    redirect
                      ? messages.pages.askDeleteTo(String(page.path), redirect, Boolean(uses?.length))
                      : messages.pages.askDelete(String(page.path), Boolean(uses?.length) && !english),
                  )
                )
                  void act(() => api.deletePage(file, true, redirect || undefined), false)
              }}
            >
              Delete this page
            </button>
          </section>
        </>
      )}
    </main>
  )
}
