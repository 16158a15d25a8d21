import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { api, ApiError } from './api.ts'
import { ChangedFile, DiffLines } from './Changes.tsx'
import {
  PUBLISH_SUMMARY_MAX,
  type PublishClash,
  type PublishPreview,
  type PublishProblem,
  type PublishResult,
  type OthersChoice,
} from '../contract/protocol.ts'
import { PriceReport } from './PriceReport.tsx'
import { fileName } from '../contract/file-names.ts'
import { problemSentence } from '../contract/places.ts'
import { useSchemas } from './schemas-context.tsx'
import { when } from './text.ts'
import * as ui from './ui.ts'

/**
 * Publish: what will go live (the changed pages and pictures, the price report), the full check, a one-line
 * summary (suggested from the changes), and one button that puts it on the website.
 */
export function Publish() {
  const [preview, setPreview] = useState<PublishPreview | null>(null)
  const [summary, setSummary] = useState('')
  // Counted as the server counts it: runs of spaces are one, the ends trimmed.
  const length = [...summary.replace(/\s+/g, ' ').trim()].length
  const tooLong = length > PUBLISH_SUMMARY_MAX
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [problems, setProblems] = useState<PublishProblem[]>([])
  const [done, setDone] = useState<PublishResult | null>(null)
  // Files that clashed with someone else's change: both versions, and which the office keeps.
  const [clashes, setClashes] = useState<PublishClash[]>([])
  const [keep, setKeep] = useState<Record<string, 'mine' | 'theirs'>>({})
  // Changes someone else saved: for each, put it live (checked with them), leave it out (it stays theirs, saved) or discard it.
  const [choices, setChoices] = useState<Record<string, OthersChoice>>({})
  const { schemas } = useSchemas()
  const labels = Object.fromEntries((schemas?.sections ?? []).map((x) => [x.type, x.label]))

  const load = () =>
    api.publishPreview().then(
      (p) => {
        setPreview(p)
        setSummary(p.summary)
        setProblems(p.problems)
        setChoices({})
      },
      (e: Error) => setError(e.message),
    )
  useEffect(() => {
    document.title = 'Publish · Site editor'
    void load()
  }, [])

  const send = async () => {
    setBusy(true)
    setError('')
    try {
      setDone(await api.publish(summary, clashes.length ? keep : undefined, choices))
      setClashes([])
      setKeep({})
      await load()
    } catch (e) {
      setError((e as Error).message)
      if (e instanceof ApiError && e.body.problems) setProblems(e.body.problems)
      if (e instanceof ApiError && e.body.others && preview) setPreview({ ...preview, others: e.body.others })
      if (e instanceof ApiError && e.body.clashes) {
        setClashes(e.body.clashes)
        setKeep({})
      }
    } finally {
      setBusy(false)
    }
  }

  const nothing = preview !== null && !preview.files.length && !preview.unpublished
  return (
    <main className={ui.page} id="main">
      <h1>Publish</h1>
      <p className={ui.lead}>
        Put your saved changes on the website. Check what goes live below, say in one line what you changed, then publish.
      </p>
      {done && (
        <p role="status" className={ui.ok}>
          {done.message}
        </p>
      )}
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      {!preview && !error && <p>Reading the changes…</p>}
      {preview && <p>{preview.target}</p>}
      {nothing && !done && <p>Nothing to publish: every saved change is live already.</p>}
      {problems.length > 0 && (
        <section aria-labelledby="publish-problems">
          <h2 id="publish-problems" className="text-base">
            To fix before publishing
          </h2>
          <ul>
            {problems.map((p, i) => (
              <li key={i}>
                {p.file.startsWith('pages/') ? (
                  <Link to={`/file?file=${encodeURIComponent(p.file)}`}>{fileName(p.file, schemas?.links)}</Link>
                ) : (
                  fileName(p.file, schemas?.links)
                )}
                : {problemSentence(p, schemas?.links)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {preview && preview.leftOut.length > 0 && (
        <p className={ui.note}>
          Not published:{' '}
          {preview.leftOut.length === 1 ? 'a new picture no page shows' : `${preview.leftOut.length} new pictures no page shows`} (
          {preview.leftOut.map((f) => f.replace(/^public/, '')).join(', ')}). {preview.leftOut.length === 1 ? 'It stays' : 'They stay'} with
          your saved changes, and go live with the first publish after a page shows them.
        </p>
      )}
      {clashes.length > 0 && (
        <section className={ui.stack} aria-labelledby="clash-heading">
          <h2 id="clash-heading">Someone else changed the same lines</h2>
          <p>Red lines are what is live now (their change); green lines are yours. For each file, choose which to keep.</p>
          {clashes.map((c) => (
            <fieldset key={c.file} className={ui.stack}>
              <legend>{c.title}</legend>
              <DiffLines diff={c.diff} />
              {(['mine', 'theirs'] as const).map((side) => (
                <label key={side}>
                  <input
                    type="radio"
                    name={`keep-${c.file}`}
                    checked={keep[c.file] === side}
                    onChange={() => setKeep((k) => ({ ...k, [c.file]: side }))}
                  />{' '}
                  {side === 'mine' ? 'Keep mine (green)' : 'Keep theirs (red): my change to these lines goes'}
                </label>
              ))}
            </fieldset>
          ))}
        </section>
      )}
      {preview && !nothing && (
        <>
          {preview.files.map((f) => (
            <ChangedFile key={f.file} change={f} />
          ))}
          {preview.files.length > 0 && (
            <section>
              <h2 className="text-base">Prices</h2>
              <PriceReport prices={preview.prices} labels={labels} />
            </section>
          )}
          {preview.connected && (
            <form
              className={ui.stack}
              onSubmit={(e) => {
                e.preventDefault()
                void send()
              }}
            >
              {preview.authors && preview.authors.length > 0 && (
                <p className={ui.note} data-authors>
                  Changes by {preview.authors.join(', ')}: the published change names{' '}
                  {preview.authors.length === 1 ? 'them' : 'each of them'}.
                </p>
              )}
              {preview.others && preview.others.length > 0 && (
                <fieldset className="rounded-lg border border-amber-400 bg-amber-50 px-3 py-2" data-others>
                  <legend className="font-semibold">Changes someone else saved</legend>
                  <ul className="my-1">
                    {preview.others.map((o) => (
                      <li key={o.file}>
                        {o.title}: saved by {o.by}
                        {o.at && `, ${when(o.at)}`}
                      </li>
                    ))}
                  </ul>
                  <p className="my-1">For each, choose what this publish does with it:</p>
                  {preview.others.map((o) => (
                    <fieldset key={o.file} className="my-1 flex flex-wrap gap-x-4 border-0 p-0" data-other={o.file}>
                      <legend className="font-semibold">
                        {o.title} ({o.by})
                      </legend>
                      {(
                        [
                          ['include', `Put it live: I have checked it with ${o.by}`],
                          ['leave', `Leave it out: it stays saved for ${o.by}`],
                          ['discard', 'Discard it: back as it is on the website'],
                        ] as const
                      ).map(([value, label]) => (
                        <label key={value} className="flex items-start gap-2 font-normal!">
                          <input
                            type="radio"
                            className="mt-1"
                            name={`other-${o.file}`}
                            checked={choices[o.file] === value}
                            onChange={() => setChoices({ ...choices, [o.file]: value })}
                          />
                          <span>{label}</span>
                        </label>
                      ))}
                    </fieldset>
                  ))}
                </fieldset>
              )}
              <label htmlFor="publish-summary">What did you change? (one line, kept with the change)</label>
              {/* No maxLength: a pasted line is never cut silently; the counter says how much is over. */}
              <input
                id="publish-summary"
                value={summary}
                required
                aria-describedby="publish-summary-count"
                aria-invalid={tooLong || undefined}
                onChange={(e) => setSummary(e.target.value)}
              />
              <p id="publish-summary-count" className={tooLong ? ui.error : ui.note} aria-live="polite">
                {tooLong
                  ? `${length} of ${PUBLISH_SUMMARY_MAX} characters: ${length - PUBLISH_SUMMARY_MAX} too many. Shorten it to publish.`
                  : `${length} of ${PUBLISH_SUMMARY_MAX} characters`}
              </p>
              <button
                type="submit"
                className={ui.primary}
                disabled={
                  busy ||
                  problems.length > 0 ||
                  !summary.trim() ||
                  tooLong ||
                  clashes.some((c) => !keep[c.file]) ||
                  Boolean(preview.others?.some((o) => !choices[o.file]))
                }
              >
                {busy ? 'Publishing…' : 'Publish'}
              </button>
            </form>
          )}
        </>
      )}
    </main>
  )
}
