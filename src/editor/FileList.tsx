import { useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import * as ui from './ui.ts'
import { api } from './api.ts'
import type { FileSummary } from '../contract/protocol.ts'
import { useSchemas } from './schemas-context.tsx'
import { fillMoney } from '../lib/placeholders.ts'

/** Every page as visitors see it, grouped by folder, with search; the shared files under plain names. */
export function FileList() {
  const [files, setFiles] = useState<FileSummary[] | null>(null)
  const [error, setError] = useState('')
  const [query, setQuery] = useState('')
  const { schemas } = useSchemas()
  useEffect(() => {
    document.title = 'Pages · Site editor'
    api.files().then(setFiles, (e: Error) => setError(e.message))
  }, [])
  const groups = useMemo(() => {
    const q = query.trim().toLowerCase()
    // A title as visitors read it: "from {price:bookkeeping}/month" with the price book's figure in it.
    const price = (id: string) => schemas?.prices.find((p) => p.id === id)?.shown
    const titled = (files ?? []).map((f) => ({ ...f, title: fillMoney(f.title, price) }))
    const shown = titled.filter((f) => !q || `${f.title} ${f.path ?? ''} ${f.file}`.toLowerCase().includes(q))
    const map = new Map<string, FileSummary[]>()
    for (const f of shown) {
      const g = f.kind === 'shared' ? 'Shared files (every page)' : f.group ? `/${f.group}` : 'Top-level pages'
      map.set(g, [...(map.get(g) ?? []), f])
    }
    return [...map.entries()].sort(([a], [b]) => (a.startsWith('Shared') ? -1 : b.startsWith('Shared') ? 1 : a.localeCompare(b)))
  }, [files, query, schemas])
  return (
    <main className={ui.page} id="main">
      <h1>Pages</h1>
      <p className={ui.lead}>
        Choose a page to change its words, prices and sections. Changes are checked as you type and kept when you press Save.
      </p>
      <label className={`${ui.field} max-w-105`}>
        <span className={ui.fieldLabel}>Search pages</span>
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Title or address, e.g. GST" />
      </label>
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      {!files && !error && <p>Loading…</p>}
      {groups.map(([group, list]) => (
        <section key={group} aria-labelledby={`g-${group}`}>
          <h2 id={`g-${group}`} className="mt-6.5 mb-2 text-base text-muted">
            {group}
          </h2>
          <ul className="ed-files m-0 grid list-none grid-cols-[repeat(auto-fill,minmax(280px,1fr))] gap-2 p-0">
            {list.map((f) => (
              <li key={f.file}>
                <Link
                  to={`/file?file=${encodeURIComponent(f.file)}`}
                  className={`${ui.panel} block px-3 py-2.5 text-inherit no-underline hover:border-trust-600`}
                >
                  <strong className="block">{f.title}</strong>
                  <span className="text-[13px] text-muted">
                    {f.kind === 'page' ? `${f.path} · ${f.sections} section${f.sections === 1 ? '' : 's'}` : 'Shared by every page'}
                  </span>
                </Link>
                {f.kind === 'page' && f.path !== '/' && f.file !== 'pages/404.yaml' && (
                  <Link
                    className="ed-file-more inline-block px-3 py-0.5 text-[13px]"
                    to={`/page-actions?file=${encodeURIComponent(f.file)}`}
                    aria-label={`Rename or delete ${f.title}`}
                  >
                    Rename or delete
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {files && !groups.length && <p>No page matches “{query}”.</p>}
    </main>
  )
}
