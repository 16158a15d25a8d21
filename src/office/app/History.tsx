/** The publish log for everyone signed in: who published what, when, newest first, each with its change. */
import { useEffect, useState } from 'react'
import { publishLog, type Published } from './calls.ts'
import { OfficeDialog } from './Dialog.tsx'
import { officeWords as w } from './words.ts'

/** "27 Nov 2026, 14:05" in India's time, as the office reads a date. */
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short', hour12: false })

export function History({ onClose }: { onClose: () => void }) {
  const [entries, setEntries] = useState<Published[] | null>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    publishLog().then(
      (r) => setEntries(r.entries),
      (e: Error) => setError(e.message),
    )
  }, [])
  return (
    <OfficeDialog id="history-title" title={w.historyTitle} error={error} onClose={onClose}>
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
    </OfficeDialog>
  )
}
