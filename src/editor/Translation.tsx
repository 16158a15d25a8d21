import { useCallback, useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { api } from './api.ts'
import type { TranslationRow } from '../contract/protocol.ts'
import { messages } from '../contract/messages.ts'
import { langOfFile } from '../lib/lang.ts'
import * as ui from './ui.ts'

const t = messages.translations

/**
 * A page's languages, above its sections: the switch to the same page in the other language, the Hindi version's
 * state (up to date; behind, with the English parts changed since; not marked; none yet), and the step it needs
 * (make the Hindi version from the English page, or mark the translation as up to date).
 */
export function Translation({ file, onChanged }: { file: string; onChanged?: () => void }) {
  const navigate = useNavigate()
  const [row, setRow] = useState<TranslationRow | null>(null)
  const [note, setNote] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const hindi = langOfFile(file) === 'hi'

  const load = useCallback(
    () =>
      api.translations().then(
        (r) => setRow(r.pages.find((p) => p.english === file || p.hindi === file) ?? null),
        (e: Error) => setError(e.message),
      ),
    [file],
  )
  useEffect(() => {
    setNote('')
    void load()
  }, [load])

  if (!row) return error ? <p className={ui.error}>{error}</p> : null
  const act = async (run: () => Promise<unknown>, done: string, open?: string) => {
    setBusy(true)
    setError('')
    try {
      await run()
      setNote(done)
      await load()
      onChanged?.()
      if (open) navigate(`/file?file=${encodeURIComponent(open)}`)
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }
  const other = hindi ? row.english : row.hindi
  return (
    <section aria-label="Languages" data-translation={row.state} className={ui.stack}>
      <p>
        <strong>{t.state[row.state]}</strong>
        {row.changed && <> · the English page changed since: {row.changed}.</>}
      </p>
      <p className="flex flex-wrap gap-2">
        {row.state !== 'missing' && row.state !== 'orphan' && (
          <Link to={`/file?file=${encodeURIComponent(other)}`}>{hindi ? t.openEnglish : t.open}</Link>
        )}
        {row.state === 'missing' && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void act(() => api.translatePage(row.english), t.made(row.route), row.hindi)}
          >
            {t.create}
          </button>
        )}
        {hindi && (row.state === 'behind' || row.state === 'unmarked') && (
          <button type="button" disabled={busy} onClick={() => void act(() => api.markTranslated(row.hindi), t.marked)}>
            {t.markCurrent}
          </button>
        )}
      </p>
      {note && (
        <p role="status" className={ui.ok}>
          {note}
        </p>
      )}
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
    </section>
  )
}
