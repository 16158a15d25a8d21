/**
 * The frame of every file screen: the title bar (the file's name and address, its problem count, Undo, Redo,
 * Save), the notices and problems, and three columns: the file's parts as cards, the selected part's form, and
 * the live preview. The screens (PageEditor, PriceBookEditor, DataFileEditor) fill in the cards and what they add.
 */
import type { PricesSaid } from '../contract/protocol.ts'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { UiSchema } from '@rjsf/utils'
import { PartForm } from './form.tsx'
import { PreviewFrame } from './PreviewFrame.tsx'
import { AnchorsContext } from './schemas-context.tsx'
import { NoticePanel, ProblemsPanel, WarningsPanel } from './FilePanels.tsx'
import { addressOfFile, fileName } from '../contract/file-names.ts'
import type { Json } from './file-hooks.ts'
import type { FileEditorState } from './use-file-editor.ts'
import { useEffect, useRef, useState } from 'react'
import * as ui from './ui.ts'

/** The cards and the preview stay in view while the form scrolls (not on a phone). */
const pinned = 'sticky top-19 max-[760px]:static'
export const h2 = 'mt-4 mb-2 text-[15px] text-muted'

/** The selected part as a form: its title, the schema it is checked against, its value and where it sits in the file. */
export interface PartView {
  id: string
  title: string
  schema: Json
  value: unknown
  prefix: (string | number)[]
  ui?: UiSchema
}

export function FileScreen(props: {
  ed: FileEditorState
  title: string
  /** The first card: what "details" holds for this kind of file. */
  details: { label: string; note?: string }
  /** The list's cards and buttons under the first card. */
  cards?: ReactNode
  part: PartView | null
  /** Above the selected part's form (a price-book entry's rename button). */
  beforeForm?: ReactNode
  /** Dialogs the screen opens (the repricing confirmation). */
  dialogs?: ReactNode
  /** The report under a saved notice (the price report after a price-book save). */
  report?: PricesSaid
  /** The page's own section #ids, for links that jump within it. */
  anchors?: string[]
  /** Which preview section is selected, and choosing one there. */
  previewSelected?: number | null
}) {
  const { ed } = props
  const [width, setWidth] = useState<390 | 1280>(1280)
  const { file, schemas, data, opened, notice, selected, history } = ed
  const { mine, elsewhere } = ed.problems
  const count = mine.length + elsewhere.length

  // On a phone the parts, the form and the preview stand one under another, and a long list (the price book's
  // entries) puts the form thousands of pixels below the card chosen, and Save's answer above where Save was
  // pressed: both are brought into view (a field a problem leads to is focused after this, and wins).
  const formHeading = useRef<HTMLHeadingElement>(null)
  const answerRef = useRef<HTMLDivElement>(null)
  const hasDialog = Boolean(props.dialogs)
  // Only when a person chose the part (not when a card moved, was copied or removed, which keep the list in view).
  useEffect(() => {
    if (!ed.chosen || !onPhone()) return
    ed.formRef.current?.scrollIntoView({ block: 'start' })
    formHeading.current?.focus({ preventScroll: true })
  }, [ed.chosen, ed.formRef])
  useEffect(() => {
    if ((notice || hasDialog) && onPhone()) answerRef.current?.scrollIntoView({ block: 'start' })
  }, [notice, hasDialog])

  if (ed.loadError)
    return (
      <main className={ui.page} id="main">
        <h1>{fileName(file, schemas?.links)}</h1>
        <p role="alert" className={ui.error}>
          {ed.loadError}
        </p>
        <Link to="/">Back to the pages</Link>
      </main>
    )
  if (!opened || !data || !schemas)
    return (
      <main className={ui.page} id="main">
        <p>Opening {fileName(file, schemas?.links)}…</p>
      </main>
    )

  const address = addressOfFile(file)
  return (
    <main className="px-4 pb-6 max-[760px]:px-2.5" id="main">
      <div className="sticky top-0 z-5 flex items-center justify-between gap-4 border-b border-slate-300 bg-slate-50 py-3 max-[760px]:flex-wrap max-[760px]:gap-2">
        <div className="[&_p]:m-0 max-[760px]:[&_p]:wrap-anywhere">
          <h1 className="m-0 text-xl max-[760px]:text-[17px]">{props.title}</h1>
          <p className={ui.note}>
            {address ? `Address on the site: ${address}` : 'Shared by every page'}
            {ed.dirty ? ' · unsaved changes' : ' · saved'}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span className="ed-status text-muted" role="status">
            {count === 0 ? 'No problems' : `${count} problem${count === 1 ? '' : 's'}`}
          </span>
          <button type="button" onClick={history.undo} disabled={!history.canUndo} aria-keyshortcuts="Control+Z" title="Undo (Ctrl+Z)">
            Undo
          </button>
          <button
            type="button"
            onClick={history.redo}
            disabled={!history.canRedo}
            aria-keyshortcuts="Control+Shift+Z"
            title="Redo (Ctrl+Shift+Z)"
          >
            Redo
          </button>
          <button type="button" className={ui.primary} onClick={() => void ed.save()} disabled={ed.saving} aria-keyshortcuts="Control+S">
            {ed.saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </div>

      {/* Under the sticky bar that holds Save: scrolled to (on a phone) when Save answers. */}
      <div ref={answerRef} className={STICKY_BAR_CLEARANCE}>
        {notice && (
          <NoticePanel notice={notice} report={props.report} labels={ed.labels} onReload={ed.open} onDismiss={() => ed.setNotice(null)} />
        )}

        {props.dialogs}
      </div>

      {count > 0 && (
        <ProblemsPanel
          problems={[...mine, ...elsewhere]}
          file={file}
          data={data}
          labels={ed.labels}
          onCheckAgain={() => data && ed.preview.refresh(data)}
          onGoTo={ed.goTo}
          onFix={ed.fix}
        />
      )}

      {ed.warnings.length > 0 && <WarningsPanel warnings={ed.warnings} data={data} labels={ed.labels} onGoTo={ed.goTo} />}

      <div className="mt-3 grid grid-cols-[300px_minmax(340px,1fr)_minmax(360px,1.1fr)] items-start gap-4 max-[1100px]:grid-cols-[260px_1fr] max-[760px]:grid-cols-[minmax(0,1fr)]">
        <aside
          className={`ed-parts max-h-[calc(100vh-90px)] overflow-auto pr-1 max-[760px]:max-h-none ${pinned}`}
          aria-label="Parts of the file"
        >
          <button
            type="button"
            className={`ed-card-main block w-full rounded-xl border p-2 text-left ${selected === 'details' ? 'border-trust-600 ring-2 ring-trust-600' : 'border-slate-300'}`}
            aria-current={selected === 'details' ? 'true' : undefined}
            onClick={() => ed.choose('details')}
          >
            <strong className="block text-sm">{props.details.label}</strong>
            <span className={ui.note}>{props.details.note ?? ''}</span>
          </button>
          {props.cards}
        </aside>

        <section
          className={`ed-form min-w-0 rounded-xl border border-slate-300 bg-white px-4 pt-1 pb-4 ${STICKY_BAR_CLEARANCE}`}
          aria-label="Form"
          ref={ed.formRef}
        >
          <AnchorsContext.Provider value={props.anchors ?? []}>
            {props.part ? (
              <>
                <h2 className={`${h2} outline-none`} ref={formHeading} tabIndex={-1}>
                  {props.part.title}
                </h2>
                {props.beforeForm}
                <PartForm
                  extraUi={props.part.ui}
                  key={`${props.part.id}-${ed.keys[selected as number] ?? ''}`}
                  id={props.part.id}
                  schema={props.part.schema}
                  value={props.part.value}
                  problems={mine}
                  prefix={props.part.prefix}
                  onChange={ed.onPartChange}
                />
              </>
            ) : (
              <p>Choose a part on the left.</p>
            )}
          </AnchorsContext.Provider>
        </section>

        <section className={`min-w-0 max-[1100px]:col-span-full ${pinned}`} aria-label="Preview">
          <div
            className="mb-1.5 flex gap-1.5 [&_button]:aria-pressed:border-trust-600 [&_button]:aria-pressed:bg-trust-600 [&_button]:aria-pressed:text-white"
            role="group"
            aria-label="Preview width"
          >
            <button type="button" aria-pressed={width === 390} onClick={() => setWidth(390)}>
              Phone (390 px)
            </button>
            <button type="button" aria-pressed={width === 1280} onClick={() => setWidth(1280)}>
              Desktop (1280 px)
            </button>
          </div>
          {ed.preview.stale && (
            <p className="mt-0 mb-1.5 rounded-lg border border-amber-300 bg-amber-50 px-2.5 py-1.5 text-sm" role="status">
              The preview shows the last version without problems: fix the problems to see your latest change.
            </p>
          )}
          <PreviewFrame page={ed.preview.page} width={width} selected={props.previewSelected ?? null} onSelect={(i) => ed.choose(i)} />
        </section>
      </div>
    </main>
  )
}

/** The width below which the screen is one column (as its classes' max-[760px]). */
const onPhone = () => typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 760px)').matches

/** Room above what is scrolled to for the sticky bar (title, status, Undo, Redo, Save), which wraps on a phone. */
const STICKY_BAR_CLEARANCE = 'scroll-mt-36'

/** The "details" part: the file without its list (edited as cards), against the file's schema. */
export function detailsPart(ed: FileEditorState, title: string): PartView | null {
  const { data, schemas, file, listKey } = ed
  if (!data || !schemas) return null
  const name = file.replace(/^pages\/_site\//, '').replace(/\.ya?ml$/, '')
  const schemaKey = file.startsWith('pages/_site/') ? `data:${name}` : 'page-details'
  const { [listKey ?? '']: _list, ...details } = data
  return { id: 'details', title, schema: schemas.schemas[schemaKey] as Json, value: details, prefix: [] }
}
