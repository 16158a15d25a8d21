/** The panels around one file's form: the last action's notice, the repricing question, the problems, the section menu. */
import type { Ref } from 'react'
import { discountChange } from './discount.ts'
import { placeName, readableDiff, rupees } from './text.ts'
import { problemWords, readableWhere } from '../contract/places.ts'
import { PriceReport } from './PriceReport.tsx'
import { fileName } from '../contract/file-names.ts'
import { useSchemas } from './schemas-context.tsx'
import type { Json } from './file-hooks.ts'
import { fillMoney } from '../lib/placeholders.ts'
import type { TextFix } from './fix.ts'
import type { EditorProblem, PriceUsesResponse, SectionTypeInfo, PricesSaid } from '../contract/protocol.ts'
import * as ui from './ui.ts'

/** A notice's box, and its colours by kind. */
const noticeBox = 'ed-notice my-3 rounded-xl border px-4 py-3 [&_p]:mt-0 [&_p]:mb-1.5'
const TONE: Record<Notice['kind'], string> = {
  ok: 'border-green-300 bg-green-50',
  error: 'border-red-300 bg-red-50',
  conflict: 'border-red-300 bg-red-50',
}

export interface Notice {
  kind: 'ok' | 'error' | 'conflict'
  text: string
  diff?: string
}

/** What the last action did: saved (with the changed lines), refused, or met a newer version on disk. */
export function NoticePanel(props: {
  notice: Notice
  report: PricesSaid | undefined
  labels: Record<string, string>
  onReload: () => void
  onDismiss: () => void
}) {
  const { notice, report, labels } = props
  return (
    <div className={`${noticeBox} ${TONE[notice.kind]}`} role={notice.kind === 'ok' ? 'status' : 'alert'}>
      <p>{notice.text}</p>
      {notice.kind === 'conflict' && (
        <p>
          <button type="button" onClick={props.onReload}>
            Show the version they saved (drops the changes made here)
          </button>{' '}
          <button type="button" onClick={props.onDismiss}>
            Keep editing
          </button>
        </p>
      )}
      {notice.diff && (
        <pre className={ui.diff} aria-label="Changed lines">
          {readableDiff(notice.diff)
            .split('\n')
            .map((line, i) => (
              <span key={i} className={ui.diffLine(line)}>
                {line}
                {'\n'}
              </span>
            ))}
        </pre>
      )}
      {report && notice.kind === 'ok' && (
        <details open>
          <summary>Prices changed since the last publish</summary>
          <PriceReport prices={report} labels={labels} />
        </details>
      )}
    </div>
  )
}

/** Before a repricing is saved: where each changed price shows, and what happens to its discount badge. */
export function RepriceConfirm(props: {
  uses: PriceUsesResponse[]
  entries: Json[]
  savedEntries: Json[]
  labels: Record<string, string>
  onSetOriginal: (id: unknown, original: number) => void
  onSave: () => void
  onCancel: () => void
}) {
  return (
    <div className={`${noticeBox} border-amber-300 bg-amber-50`} role="alertdialog" aria-labelledby="confirm-title">
      <h2 id="confirm-title" className="mt-0 mb-2 text-[17px]">
        These prices are shown on other pages
      </h2>
      {props.uses.map((c) => {
        const entry = props.entries.find((e) => e.id === c.id)
        const price = (entry?.price ?? {}) as { amount?: number; original?: number }
        const was = (props.savedEntries.find((e) => e.id === c.id)?.price ?? {}) as { amount?: number; original?: number }
        const amount = price.amount
        const badge = discountChange(was, price)
        return (
          <div key={c.id}>
            <p>
              <strong>{String(entry?.name ?? c.id)}</strong>
              {amount !== undefined ? ` becomes ${rupees(amount)}` : ''}:{' '}
              {c.uses.length + c.sentences.length
                ? `${c.uses.length + c.sentences.length} place${c.uses.length + c.sentences.length === 1 ? '' : 's'} show it`
                : 'no page shows it'}
            </p>
            {badge && (
              <p>
                {badge.text}{' '}
                {badge.keep && (
                  <button type="button" onClick={() => props.onSetOriginal(c.id, badge.keep!.original)}>
                    Change the struck-through price to {rupees(badge.keep.original)} (keeps “{badge.keep.percent}% off”)
                  </button>
                )}
              </p>
            )}
            <ul className="mt-0 mb-2 text-sm">
              {c.uses.map((u, i) => (
                <li key={i}>
                  {u.title === u.page ? u.page : `${u.title} (${u.page})`} · {readableWhere(u.where, props.labels)} · shows {u.shown} now
                </li>
              ))}
            </ul>
            {c.sentences.length > 0 && (
              <>
                <p className="mb-1">
                  {c.sentences.length === 1 ? 'This sentence says' : `These ${c.sentences.length} sentences say`} the new price:
                </p>
                <ul className="mt-0 mb-2 text-sm">
                  {c.sentences.map((s, i) => (
                    <li key={i}>
                      {s.title === s.page ? s.page : `${s.title} (${s.page})`} · {readableWhere(s.where, props.labels)} · “
                      {fillMoney(s.text, (ref) => (ref === c.id && amount !== undefined ? rupees(amount) : undefined))}”
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )
      })}
      <p>Saving changes the figure in every place above.</p>
      <button type="button" className={ui.primary} onClick={props.onSave}>
        Save and reprice these pages
      </button>{' '}
      <button type="button" onClick={props.onCancel}>
        Cancel
      </button>
    </div>
  )
}

/** The checker's problems, this file's first; each of this file's leads to its field. */
export function ProblemsPanel(props: {
  problems: EditorProblem[]
  file: string
  labels: Record<string, string>
  onCheckAgain: () => void
  onGoTo: (p: EditorProblem) => void
  /** Applies one of a problem's fixes to the text it is about (this file's problems only). */
  onFix: (p: EditorProblem, fix: TextFix) => void
  /** The open file's value, to name places by their sections' and items' words. */
  data: unknown
}) {
  const { file, labels } = props
  const { schemas } = useSchemas()
  return (
    <section className="ed-problems my-3 rounded-xl border-2 border-red-700 bg-white px-4 py-2.5" aria-labelledby="problems-title">
      <h2 id="problems-title" className="mt-0 mb-1.5 text-base text-red-700">
        Problems (Save waits until they are fixed)
      </h2>
      <p className={ui.note}>
        Fixed one in another file or window?{' '}
        <button type="button" className={ui.link} onClick={props.onCheckAgain}>
          Check again
        </button>
      </p>
      <ul className="m-0 pl-5">
        {props.problems.map((p, i) => (
          <li key={i}>
            {p.file === file ? (
              <button type="button" className={ui.link} onClick={() => props.onGoTo(p)}>
                {placeName(p.path, props.data, labels)}
              </button>
            ) : (
              <span>
                {fileName(p.file, schemas?.links)} · {readableWhere(p.where, labels)}
              </span>
            )}
            : {problemWords(p, 'message', schemas?.links, labels)}
            {p.hint && <span className="text-muted"> {problemWords(p, 'hint', schemas?.links, labels)}</span>}
            {p.file === file &&
              p.fixes?.map((f) => (
                <button key={f.to} type="button" className="ml-2 text-sm" onClick={() => props.onFix(p, f)}>
                  {f.label}
                </button>
              ))}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The checker's warnings about the open file: worth a look, and Save still works (a page showing one service at two prices). */
export function WarningsPanel(props: {
  warnings: EditorProblem[]
  data: unknown
  labels: Record<string, string>
  onGoTo: (p: EditorProblem) => void
}) {
  const { schemas } = useSchemas()
  return (
    <section className="ed-warnings my-3 rounded-xl border-2 border-amber-400 bg-amber-50 px-4 py-2.5" aria-labelledby="warnings-title">
      <h2 id="warnings-title" className="mt-0 mb-1.5 text-base text-amber-900">
        Worth a look (Save and Publish still work)
      </h2>
      <ul className="m-0 pl-5">
        {props.warnings.map((w, i) => (
          <li key={i}>
            <button type="button" className={ui.link} onClick={() => props.onGoTo(w)}>
              {placeName(w.path, props.data, props.labels)}
            </button>
            : {problemWords(w, 'message', schemas?.links, props.labels)}
            {w.hint && <span className="text-muted"> {problemWords(w, 'hint', schemas?.links, props.labels)}</span>}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The section types a page may take, by group, each with its picture; a choice adds its example. */
export function AddSectionMenu({
  offered,
  onAdd,
  ref,
}: {
  offered: SectionTypeInfo[]
  onAdd: (example: Json) => void
  ref: Ref<HTMLDivElement>
}) {
  return (
    <div className="mt-2 grid gap-1.5" role="group" aria-label="Section types" ref={ref}>
      {[...new Set(offered.map((s) => s.group))].map((group) => (
        <div key={group} role="group" aria-label={group} className="grid gap-1.5">
          <h3 className="mt-3 mb-1 text-[13px] tracking-[0.04em] text-muted uppercase">{group}</h3>
          {offered
            .filter((s) => s.group === group)
            .map((s) => (
              <button
                key={s.type}
                type="button"
                className="grid grid-cols-[120px_1fr] grid-rows-[auto_1fr] gap-x-2.5 p-2 text-left"
                onClick={() => onAdd(s.example as Json)}
              >
                <img
                  src={s.picture}
                  alt=""
                  width={120}
                  height={75}
                  loading="lazy"
                  className="row-span-2 rounded-sm border border-slate-300 object-cover"
                />
                <strong>{s.label}</strong>
                <span className={ui.note}>{s.description}</span>
              </button>
            ))}
        </div>
      ))}
    </div>
  )
}
