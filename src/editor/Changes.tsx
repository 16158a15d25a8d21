import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { api, ApiError } from './api.ts'
import { useSchemas } from './schemas-context.tsx'
import type { ChangesResponse } from '../contract/protocol.ts'
import { readableDiff } from './text.ts'
import { PriceReport } from './PriceReport.tsx'
import { fileName } from '../contract/file-names.ts'
import * as ui from './ui.ts'
import { messages } from '../contract/messages.ts'
import { when } from './text.ts'

/** A file's changed lines as the office reads them: removed in red, added in green. */
export function DiffLines({ diff }: { diff: string }) {
  return (
    <pre className={ui.diff}>
      {readableDiff(diff)
        .split('\n')
        .map((line, i) => (
          <span key={i} className={ui.diffLine(line, true)}>
            {line}
            {'\n'}
          </span>
        ))}
    </pre>
  )
}

/** One changed file: its name (a link to open it, for pages) and its lines, removed in red and added in green. */
export function ChangedFile({ change: f, onDiscard }: { change: ChangesResponse['files'][number]; onDiscard?: () => void }) {
  const { schemas } = useSchemas()
  const name = f.name ?? fileName(f.file, schemas?.links)
  return (
    <section>
      {onDiscard && (
        <button
          type="button"
          className="float-right"
          onClick={() => {
            if (window.confirm(messages.discard.ask(name, f.status === 'added'))) onDiscard()
          }}
        >
          Discard changes
        </button>
      )}
      <h2 className="text-base">
        {f.file.startsWith('pages/') && f.status !== 'deleted' ? <Link to={`/file?file=${encodeURIComponent(f.file)}`}>{name}</Link> : name}{' '}
        <span className={ui.note}>
          ({f.status === 'added' ? 'new' : f.status === 'deleted' ? 'deleted: it leaves the website when you publish' : 'changed'})
        </span>
      </h2>
      {f.by && (
        <p className={ui.note} data-saved-by={f.by}>
          Saved by {f.by}
          {f.at && `, ${when(f.at)}`}
        </p>
      )}
      <DiffLines diff={f.diff} />
    </section>
  )
}

/** The files changed since the last commit, their changed lines, and the prices report: what to check before handing the change on. */
export function Changes() {
  const [changes, setChanges] = useState<ChangesResponse | null>(null)
  const [error, setError] = useState('')
  const [copied, setCopied] = useState(false)
  const load = () => api.changes().then(setChanges, (e: Error) => setError(e.message))
  const { schemas } = useSchemas()
  const labels = Object.fromEntries((schemas?.sections ?? []).map((x) => [x.type, x.label]))
  useEffect(() => {
    document.title = 'What changed · Site editor'
    void load()
  }, [])
  // A file others depend on (a price the book would lose, links to a renamed page) is discarded with them, or not at all.
  const discard = async (file: string) => {
    setError('')
    try {
      await api.discard(file)
    } catch (e) {
      const dependents = e instanceof ApiError && e.status === 409 ? e.body.dependents : undefined
      if (!dependents?.length) return setError((e as Error).message)
      const list = dependents.map((d) => `• ${d.title}`).join('\n')
      if (!window.confirm(messages.discard.askTogether((e as Error).message, list, dependents.length + 1))) return
      try {
        await api.discard(
          file,
          dependents.map((d) => d.file),
        )
      } catch (again) {
        return setError((again as Error).message)
      }
    }
    await load()
  }
  return (
    <main className={ui.page} id="main">
      <h1>What changed</h1>
      <p className={ui.lead}>
        Every file changed since the last publish, with its lines: red lines were removed, green lines added. Check them before you hand the
        change on.
      </p>
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      {!changes && !error && <p>Reading the changes…</p>}
      {changes && !changes.files.length && <p>Nothing has changed since the last publish.</p>}
      {changes?.files.map((f) => (
        <ChangedFile key={f.file} change={f} onDiscard={() => void discard(f.file)} />
      ))}
      {changes && changes.files.length > 0 && (
        <section>
          <h2 className="text-base">Prices</h2>
          <PriceReport prices={changes.prices} labels={labels} />
          {'markdown' in changes.prices && (
            <button
              type="button"
              className="mt-2"
              onClick={() => {
                const { markdown } = changes.prices as { markdown: string }
                void navigator.clipboard?.writeText(markdown).then(() => setCopied(true))
              }}
            >
              {copied ? 'Copied' : 'Copy the price report for a pull request (Markdown)'}
            </button>
          )}
        </section>
      )}
    </main>
  )
}
