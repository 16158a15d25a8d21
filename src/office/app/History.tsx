/** The publish log for everyone signed in: who published what, when, newest first, each with its change. */
import { useEffect, useRef, useState } from 'react'
import * as ui from '../../editor/ui.ts'
import { publishLog, type Published } from './calls.ts'
import { officeWords as w } from './words.ts'

/** "27 Nov 2026, 14:05" in India's time, as the office reads a date. */
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short', hour12: false })

export function History({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [entries, setEntries] = useState<Published[] | null>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    dialog.current?.showModal()
    publishLog().then(
      (r) => setEntries(r.entries),
      (e: Error) => setError(e.message),
    )
  }, [])
  return (
    <dialog ref={dialog} onClose={onClose} aria-labelledby="history-title" className="w-[min(40rem,95vw)] rounded-lg p-5">
      <h2 id="history-title" className="mt-0">
        {w.historyTitle}
      </h2>
      {entries && !entries.length && <p>{w.historyEmpty}</p>}
      <ul className="grid list-none gap-2 p-0">
        {entries?.map((e) => (
          <li key={`${e.at}${e.url}`} className="grid gap-0.5 border-b border-slate-200 pb-2" data-published={e.summary}>
            <strong>{e.summary}</strong>
            <span className="text-muted text-sm">
              {when(e.at)} · {w.historyLine(e.who, e.files.length)}
              {e.review && ` · ${w.sentForReview}`} ·{' '}
              <a href={e.url} target="_blank" rel="noreferrer">
                {w.seeChange}
              </a>
            </span>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      <button type="button" className="mt-3" onClick={() => dialog.current?.close()}>
        {w.close}
      </button>
    </dialog>
  )
}
