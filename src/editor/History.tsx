/**
 * History: the last publishes, newest first (who, when, what, which pages), each with "Put this back as it was
 * before": the pages it changed get their earlier text as saved changes, which then go through What changed and
 * Publish like any change. The same on the office computer and the web address.
 */
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { api } from './api.ts'
import type { HistoryEntry } from '../contract/protocol.ts'
import { when } from './text.ts'
import { fileName } from '../contract/file-names.ts'
import { useSchemas } from './schemas-context.tsx'
import * as ui from './ui.ts'
import { LoadFailed } from './LoadFailed.tsx'

function Entry({ entry: e, onPutBack }: { entry: HistoryEntry; onPutBack: () => void }) {
  const { schemas } = useSchemas()
  const [sure, setSure] = useState(false)
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null)
  const putBack = () => {
    setBusy(true)
    api.undoPublish(e.commit).then(
      (r) => {
        setSaid({ ok: true, text: r.message })
        setSure(false)
        setBusy(false)
        onPutBack()
      },
      (err: Error) => {
        setSaid({ ok: false, text: err.message })
        setSure(false)
        setBusy(false)
      },
    )
  }
  const pages = e.files.filter((f) => f.startsWith('pages/'))
  return (
    <li className={`${ui.panel} mb-2.5 px-3.5 py-2.5`} data-commit={e.commit.slice(0, 12)}>
      <p className="my-0 font-semibold">{e.summary}</p>
      <p className={`${ui.note} my-1`}>
        {when(e.at)} · {e.who}
        {e.url && (
          <>
            {' '}
            ·{' '}
            <a href={e.url} target="_blank" rel="noreferrer">
              See the change
            </a>
          </>
        )}
      </p>
      {pages.length > 0 && <p className="my-1 text-sm">{pages.map((f) => fileName(f, schemas?.links)).join(', ')}</p>}
      {e.canUndo &&
        pages.length > 0 &&
        (sure ? (
          <p className="my-1 flex flex-wrap items-center gap-2">
            <span>
              Undo this publish? {pages.length === 1 ? 'This page goes' : `These ${pages.length} pages go`} back to how{' '}
              {pages.length === 1 ? 'it' : 'they'} looked before it, as a saved change you can check and publish.
            </span>
            <button type="button" className={ui.primary} disabled={busy} onClick={putBack}>
              {busy ? 'Putting back…' : 'Yes, put back'}
            </button>
            <button type="button" disabled={busy} onClick={() => setSure(false)}>
              Not now
            </button>
          </p>
        ) : (
          <button type="button" onClick={() => setSure(true)}>
            Put this back as it was before
          </button>
        ))}
      {said && (
        <p role={said.ok ? 'status' : 'alert'} className={said.ok ? ui.ok : ui.error}>
          {said.text} {said.ok && <Link to="/changes">What changed</Link>}
        </p>
      )}
    </li>
  )
}

export function History() {
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null)
  const [error, setError] = useState('')
  const load = () => {
    setError('')
    api.history().then(
      (r) => setEntries(r.entries),
      (e: Error) => setError(e.message),
    )
  }
  useEffect(() => {
    document.title = 'History · Site editor'
    load()
  }, [])
  return (
    <main className={ui.page} id="main">
      <h1>History</h1>
      <p className={ui.lead}>
        The last changes put on the website, newest first. &ldquo;Put this back as it was before&rdquo; makes the earlier text of its pages
        your saved changes: check them in What changed, then publish.
      </p>
      <LoadFailed error={error} onReload={load} />
      {!entries && !error && <p>Reading the history…</p>}
      {entries && entries.length === 0 && <p>Nothing has been published yet.</p>}
      {entries && entries.length > 0 && (
        <ol className="list-none p-0">
          {entries.map((e) => (
            <Entry key={e.commit} entry={e} onPutBack={load} />
          ))}
        </ol>
      )}
    </main>
  )
}
