/**
 * One file in the editor: its parts as cards (page details and sections, or the price book's entries), the
 * selected part as a generated form, the live preview beside it, the checker's problems at their fields, and
 * Save. The server does every check with the site's own checker; the browser only shows what it says.
 */
import { fixAt, type TextFix } from './fix.ts'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useUndoHistory } from './history.ts'
import { chatQuestion } from './phone.ts'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { api, type ApiError } from './api.ts'
import { PartForm } from './form.tsx'
import { SectionList, type Card } from './SectionList.tsx'
import { PreviewFrame } from './PreviewFrame.tsx'
import { AnchorsContext, useSchemas } from './schemas-context.tsx'
import { placeName, readableWhere, rupees } from './text.ts'
import { addressOfFile, fileName, plainWords } from './file-names.ts'
import { clone, newKey, useEditorShortcuts, useLeaveGuard, useLivePreview, useOpenedFile, type Json } from './file-hooks.ts'
import { AddSectionMenu, NoticePanel, ProblemsPanel, RepriceConfirm, type Notice } from './FilePanels.tsx'
import type { EditorProblem, PriceUsesResponse } from './protocol.ts'
import * as ui from './ui.ts'
import { unusualPrices } from './price-sanity.ts'

type Part = 'details' | number

/** A price-book entry's price is the book itself: it cannot refer to another entry. A price-book entry's form: its category by name; a saved entry's short name is fixed (pages show it by it). */
function entryUi(categories: { id: string; name: string }[], saved: boolean) {
  return {
    price: { ref: { 'ui:widget': 'hidden' } },
    category: { 'ui:enumNames': categories.map((c) => c.name) },
    ...(saved ? { id: { 'ui:readonly': true } } : {}),
  }
}

/** The cards and the preview stay in view while the form scrolls (not on a phone). */
const pinned = 'sticky top-19 max-[760px]:static'
const h2 = 'mt-4 mb-2 text-[15px] text-muted'
const addButton = 'ed-add mt-2 w-full border-dashed font-semibold'

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Which list of the file is edited as cards. */
function listKeyOf(file: string): string | null {
  if (!file.startsWith('pages/_site/')) return 'sections'
  return file.endsWith('/catalog.yaml') ? 'entries' : null
}

function firstText(item: Json): string {
  for (const k of ['heading', 'title', 'name', 'text', 'question']) if (typeof item[k] === 'string') return item[k] as string
  return ''
}

export function FileEditor() {
  const [params] = useSearchParams()
  const file = params.get('file') ?? ''
  const { schemas, reload: reloadSchemas } = useSchemas()
  const labels = useMemo(() => Object.fromEntries((schemas?.sections ?? []).map((x) => [x.type, x.label])), [schemas])
  const [selected, setSelected] = useState<Part>('details')
  const [notice, setNotice] = useState<Notice | null>(null)
  const [adding, setAdding] = useState(false)
  const addMenuRef = useRef<HTMLDivElement>(null)
  // The menu opens where the button is: brought into view, not left below the fold.
  useEffect(() => {
    if (adding) addMenuRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }, [adding])
  const [confirm, setConfirm] = useState<PriceUsesResponse[] | null>(null)
  const [report, setReport] = useState('')
  const [width, setWidth] = useState<390 | 1280>(1280)
  const [saving, setSaving] = useState(false)
  const listKey = listKeyOf(file)
  const formRef = useRef<HTMLDivElement>(null)

  const created = (useLocation().state as { created?: string } | null)?.created
  const { opened, setOpened, data, setData, keys, setKeys, problems, setProblems, loadError, open } = useOpenedFile(file, listKey, () => {
    setNotice(created ? { kind: 'ok', text: created } : null)
    setSelected('details')
  })
  const showError = useCallback((text: string) => setNotice({ kind: 'error', text }), [])
  const { page, stale, refresh } = useLivePreview(file, data, setProblems, showError)

  const dirty = !!opened && !!data && !same(opened.data, data)

  // Undo and redo: a snapshot is the file's data with its list's keys (so cards keep their identity).
  const snapshot = useMemo(() => (data ? { data, keys } : null), [data, keys])
  const restore = useCallback(
    (snap: { data: Json; keys: string[] }) => {
      setData(snap.data)
      setKeys(snap.keys)
    },
    [setData, setKeys],
  )
  const history = useUndoHistory(snapshot, restore, file)
  useLeaveGuard(dirty)

  const list = useMemo(() => (listKey && data && Array.isArray(data[listKey]) ? (data[listKey] as Json[]) : []), [data, listKey])
  const mine = useMemo(() => problems.filter((p) => p.file === file), [problems, file])
  // Only what the page may hold: no second section with the page's main heading.
  const offered = useMemo(() => {
    const hasMain = listKey === 'sections' && list.some((x) => schemas?.sections.find((t) => t.type === x.type)?.mainHeading)
    return (schemas?.sections ?? []).filter((t) => !(hasMain && t.mainHeading))
  }, [schemas, list, listKey])
  const elsewhere = useMemo(() => problems.filter((p) => p.file !== file), [problems, file])

  /** The struck-through price of a price-book entry, changed from the repricing confirmation: asks again. */
  const setOriginal = (id: unknown, original: number) => {
    if (!data || !listKey) return
    setData({
      ...data,
      [listKey]: list.map((e) => (e.id === id ? { ...e, price: { ...(e.price as Json), original } } : e)),
    })
    setConfirm(null)
    setNotice({
      kind: 'ok',
      text: `The struck-through price is now ${rupees(original)}. Press Save again to save both changes.`,
    })
  }

  const setList = (next: Json[], nextKeys: string[]) => {
    if (!data || !listKey) return
    setData({ ...data, [listKey]: next })
    setKeys(nextKeys)
  }
  const move = (from: number, to: number) => {
    const next = [...list]
    const k = [...keys]
    next.splice(to, 0, next.splice(from, 1)[0])
    k.splice(to, 0, k.splice(from, 1)[0])
    setList(next, k)
    setSelected(to)
  }
  const duplicate = (i: number) => {
    const next = [...list]
    const k = [...keys]
    const copy = clone(next[i])
    // Two sections cannot share an anchor name: the copy goes without it.
    if (listKey === 'sections') delete copy.id
    next.splice(i + 1, 0, copy)
    k.splice(i + 1, 0, newKey())
    setList(next, k)
    setSelected(i + 1)
  }
  const remove = (i: number) => {
    const what = cards[i]?.label ?? 'this part'
    if (!window.confirm(`Remove “${what}” from the page? (Nothing is saved until you press Save.)`)) return
    setList(
      list.filter((_, j) => j !== i),
      keys.filter((_, j) => j !== i),
    )
    setSelected(list.length > 1 ? Math.max(0, i - 1) : 'details')
  }
  const add = (value: Json) => {
    const at = typeof selected === 'number' ? selected + 1 : list.length
    const next = [...list]
    const k = [...keys]
    next.splice(at, 0, clone(value))
    k.splice(at, 0, newKey())
    setList(next, k)
    setSelected(at)
    setAdding(false)
  }

  /** The page's own sections a link may jump to (#id). */
  const anchors = useMemo(
    () => (listKey === 'sections' ? list.filter((s) => typeof s.id === 'string').map((s) => `#${String(s.id)}`) : []),
    [list, listKey],
  )

  const cards: Card[] = useMemo(
    () =>
      list.map((item, i) => {
        const count = mine.filter((p) => p.path[0] === listKey && p.path[1] === i).length
        if (listKey === 'entries') {
          const amount = (item.price as { amount?: number } | undefined)?.amount
          return {
            key: keys[i] ?? String(i),
            label: String(item.name ?? item.id ?? 'Entry'),
            detail: `${String(item.id ?? '')}${amount !== undefined ? ` · ₹${amount.toLocaleString('en-IN')}` : ''}`,
            problems: count,
          }
        }
        const info = schemas?.sections.find((s) => s.type === item.type)
        return {
          key: keys[i] ?? String(i),
          label: info?.label ?? String(item.type),
          detail: firstText(item),
          picture: info?.picture,
          problems: count,
          pinned: info?.mainHeading === true,
        }
      }),
    [list, keys, mine, listKey, schemas],
  )

  // The form of the selected part.
  const entryUis = useMemo(() => {
    const categories = schemas?.forms.categories ?? []
    return { saved: entryUi(categories, true), fresh: entryUi(categories, false) }
  }, [schemas])
  const savedIds = useMemo(
    () => new Set((((opened?.data as Json | undefined)?.entries as Json[] | undefined) ?? []).map((e) => String(e.id))),
    [opened],
  )
  const part = useMemo(() => {
    if (!data || !schemas) return null
    const name = file.replace(/^pages\/_site\//, '').replace(/\.ya?ml$/, '')
    if (selected === 'details') {
      const schemaKey = file.startsWith('pages/_site/') ? `data:${name}` : 'page-details'
      const { [listKey ?? '']: _list, ...details } = data
      return {
        id: 'details',
        title: listKey === 'sections' ? 'Page details' : 'File',
        schema: schemas.schemas[schemaKey] as Json,
        value: details,
        prefix: [] as (string | number)[],
      }
    }
    const item = list[selected]
    if (!item) return null
    const schemaKey = listKey === 'entries' ? 'data:catalog:entry' : `section:${String(item.type)}`
    const schema = schemas.schemas[schemaKey] as Json | undefined
    if (!schema) return null
    return {
      id: `part${selected}`,
      title: cards[selected]?.label ?? '',
      schema,
      value: item,
      prefix: [listKey!, selected] as (string | number)[],
      ui: listKey !== 'entries' ? undefined : savedIds.has(String(item.id)) ? entryUis.saved : entryUis.fresh,
    }
  }, [data, schemas, selected, file, listKey, list, cards, savedIds, entryUis])

  const onPartChange = useCallback(
    (value: unknown) => {
      setData((d) => {
        if (!d) return d
        if (selected === 'details') return { ...(value as Json), ...(listKey ? { [listKey]: d[listKey] } : {}) }
        const next = [...(d[listKey!] as Json[])]
        next[selected] = value as Json
        return { ...d, [listKey!]: next }
      })
    },
    [selected, listKey, setData],
  )

  // A problem's one-click fix: the text at its path changes where the checker found the words; the check and the
  // preview follow, and Save writes it like any change.
  const fix = (p: EditorProblem, f: TextFix) => setData((d) => (d && p.file === file ? (fixAt(d, p.path, f) as Json) : d))

  const goTo = (p: EditorProblem) => {
    if (p.file !== file) return
    const target: Part = p.path[0] === listKey && typeof p.path[1] === 'number' ? p.path[1] : 'details'
    setSelected(target)
    const rest = target === 'details' ? p.path : p.path.slice(2)
    const id = [target === 'details' ? 'details' : `part${target as number}`, ...rest].join('_')
    setTimeout(() => {
      const el = document.getElementById(id) ?? formRef.current?.querySelector<HTMLElement>('input, textarea, select')
      el?.focus()
    }, 50)
  }

  /** A saved entry's short name, changed in the price book and on every page that shows its price, at once. */
  const renameEntry = async (from: string) => {
    if (dirty) {
      setNotice({ kind: 'error', text: 'Save or undo your changes first: renaming changes the files on disk.' })
      return
    }
    const to = window.prompt(
      `New short name for "${from}" (lower-case letters, digits and dashes). Every page that shows its price follows.`,
      from,
    )
    if (!to || to === from) return
    try {
      const r = await api.renameEntry(from, to.trim())
      open()
      setNotice({ kind: 'ok', text: `Renamed "${from}" to "${to.trim()}" in ${r.written.length} files: ${r.written.join(', ')}.` })
      reloadSchemas()
    } catch (e) {
      const err = e as ApiError
      if (err.body?.problems) setProblems(err.body.problems)
      setNotice({ kind: 'error', text: err.message })
    }
  }

  const doSave = async (what: Json | null = data) => {
    if (!opened || !what) return
    setSaving(true)
    try {
      const r = await api.save(file, what, opened.version)
      setOpened({ ...opened, data: clone(what), version: r.version })
      setNotice({
        kind: 'ok',
        text: r.diff ? 'Saved. The lines that changed in the file:' : 'Nothing to save: the file is as it was.',
        diff: r.diff,
      })
      if (listKey === 'entries' && r.diff)
        api.changes().then(
          (c) => setReport(c.pricesReport),
          () => undefined,
        )
      reloadSchemas()
    } catch (e) {
      const err = e as ApiError
      if (err.status === 409) setNotice({ kind: 'conflict', text: err.message })
      else {
        if (err.body?.problems) setProblems(err.body.problems)
        setNotice({ kind: 'error', text: err.message })
      }
    } finally {
      setSaving(false)
      setConfirm(null)
    }
  }

  const save = async () => {
    if (!opened || !data) return
    // The problems shown may be a keystroke old: ask the checker about exactly what would be saved.
    let current: EditorProblem[]
    try {
      current = (await api.check(file, data)).problems
    } catch (e) {
      setNotice({ kind: 'error', text: (e as Error).message })
      return
    }
    setProblems(current)
    if (current.length) {
      const p = current[0]
      setNotice({
        kind: 'error',
        text: `Not saved: ${current.length === 1 ? 'one problem stands' : `${current.length} problems stand`}. First: ${p.file === file ? placeName(p.path, data, labels) : `${fileName(p.file, schemas?.links)} · ${readableWhere(p.where, labels)}`}: ${plainWords(p.message, schemas?.links)}`,
      })
      if (p.file === file) goTo(p)
      return
    }
    if (listKey === 'entries') {
      const unusual = unusualPrices((opened.data as Json).entries as Json[], list)
      if (
        unusual.length &&
        !window.confirm(`Are you sure of these prices?\n\n${unusual.join('\n')}\n\nOK saves them; Cancel goes back to change them.`)
      )
        return
      const before = new Map(((opened.data as Json).entries as Json[]).map((e) => [e.id, e]))
      const changed = list.filter((e) => before.has(e.id) && !same(before.get(e.id)?.price, e.price)).map((e) => String(e.id))
      if (changed.length) {
        const uses = await Promise.all(changed.map((id) => api.priceUses(id)))
        setConfirm(uses)
        return
      }
    }
    if (file === 'pages/_site/site.yaml') {
      const ask = chatQuestion(opened.data as Json, data)
      if (ask && window.confirm(ask.question)) {
        setData(ask.withChat)
        await doSave(ask.withChat)
        return
      }
    }
    await doSave()
  }

  useEditorShortcuts({ save, undo: history.undo, redo: history.redo })

  if (loadError)
    return (
      <main className={ui.page} id="main">
        <h1>{fileName(file, schemas?.links)}</h1>
        <p role="alert" className={ui.error}>
          {loadError}
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

  const title = listKey === 'sections' ? String(((data.meta as Json | undefined)?.title as string | undefined) ?? file) : opened.title
  return (
    <main className="px-4 pb-6 max-[760px]:px-2.5" id="main">
      <div className="sticky top-0 z-5 flex items-center justify-between gap-4 border-b border-slate-300 bg-slate-50 py-3 max-[760px]:flex-wrap max-[760px]:gap-2">
        <div className="[&_p]:m-0 max-[760px]:[&_p]:wrap-anywhere">
          <h1 className="m-0 text-xl max-[760px]:text-[17px]">{title}</h1>
          <p className={ui.note}>
            {addressOfFile(file) ? `Address on the site: ${addressOfFile(file)}` : 'Shared by every page'}
            {dirty ? ' · unsaved changes' : ' · saved'}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span className="ed-status text-muted" role="status">
            {mine.length + elsewhere.length === 0
              ? 'No problems'
              : `${mine.length + elsewhere.length} problem${mine.length + elsewhere.length === 1 ? '' : 's'}`}
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
          <button type="button" className={ui.primary} onClick={() => void save()} disabled={saving} aria-keyshortcuts="Control+S">
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </div>

      {notice && <NoticePanel notice={notice} report={report} labels={labels} onReload={open} onDismiss={() => setNotice(null)} />}

      {confirm && (
        <RepriceConfirm
          uses={confirm}
          entries={list}
          savedEntries={((opened.data as Json).entries as Json[] | undefined) ?? []}
          labels={labels}
          onSetOriginal={setOriginal}
          onSave={() => void doSave()}
          onCancel={() => setConfirm(null)}
        />
      )}

      {(mine.length > 0 || elsewhere.length > 0) && (
        <ProblemsPanel
          problems={[...mine, ...elsewhere]}
          file={file}
          data={data}
          labels={labels}
          onCheckAgain={() => data && refresh(data)}
          onGoTo={goTo}
          onFix={fix}
        />
      )}

      <div className="mt-3 grid grid-cols-[300px_minmax(340px,1fr)_minmax(360px,1.1fr)] items-start gap-4 max-[1100px]:grid-cols-[260px_1fr] max-[760px]:grid-cols-[minmax(0,1fr)]">
        <aside
          className={`ed-parts max-h-[calc(100vh-90px)] overflow-auto pr-1 max-[760px]:max-h-none ${pinned}`}
          aria-label="Parts of the file"
        >
          <button
            type="button"
            className={`ed-card-main block w-full rounded-xl border p-2 text-left ${selected === 'details' ? 'border-trust-600 ring-2 ring-trust-600' : 'border-slate-300'}`}
            aria-current={selected === 'details' ? 'true' : undefined}
            onClick={() => setSelected('details')}
          >
            <strong className="block text-sm">
              {listKey === 'sections' ? 'Page details' : listKey === 'entries' ? 'About the price book' : 'Everything in this file'}
            </strong>
            <span className={ui.note}>{listKey === 'sections' ? 'Title, description, address, service' : ''}</span>
          </button>
          {listKey && (
            <>
              <h2 className={h2}>{listKey === 'sections' ? 'Sections, top to bottom' : 'Entries'}</h2>
              <SectionList
                label={listKey === 'sections' ? 'Sections' : 'Entries'}
                cards={cards}
                selected={typeof selected === 'number' ? selected : null}
                onSelect={setSelected}
                onMove={move}
                onDuplicate={duplicate}
                onRemove={remove}
              />
              {listKey === 'sections' ? (
                <button type="button" className={addButton} aria-expanded={adding} onClick={() => setAdding((a) => !a)}>
                  + Add a section
                </button>
              ) : null}
              {listKey === 'sections' && (
                <p className={ui.note}>
                  {typeof selected === 'number' ? `Adds it below section ${selected + 1}.` : 'Adds it at the end of the page.'}
                </p>
              )}
              {listKey === 'entries' && (
                <button type="button" className={addButton} onClick={() => add({ id: 'new-entry', name: 'New service', price: {} })}>
                  + Add an entry
                </button>
              )}
              {adding && <AddSectionMenu ref={addMenuRef} offered={offered} onAdd={add} />}
            </>
          )}
        </aside>

        <section className="ed-form min-w-0 rounded-xl border border-slate-300 bg-white px-4 pt-1 pb-4" aria-label="Form" ref={formRef}>
          <AnchorsContext.Provider value={anchors}>
            {part ? (
              <>
                <h2 className={h2}>{part.title}</h2>
                {listKey === 'entries' && typeof selected === 'number' && savedIds.has(String(list[selected]?.id)) && (
                  <p className="block text-[13px]">
                    <button type="button" onClick={() => void renameEntry(String(list[selected as number].id))}>
                      Rename its short name everywhere…
                    </button>
                  </p>
                )}
                <PartForm
                  extraUi={'ui' in part ? part.ui : undefined}
                  key={`${part.id}-${keys[selected as number] ?? ''}`}
                  id={part.id}
                  schema={part.schema}
                  value={part.value}
                  problems={mine}
                  prefix={part.prefix}
                  onChange={onPartChange}
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
          {stale && (
            <p className="mt-0 mb-1.5 rounded-lg border border-amber-300 bg-amber-50 px-2.5 py-1.5 text-sm" role="status">
              The preview shows the last version without problems: fix the problems to see your latest change.
            </p>
          )}
          <PreviewFrame
            page={page}
            width={width}
            selected={listKey === 'sections' && typeof selected === 'number' ? selected : null}
            onSelect={(i) => setSelected(i)}
          />
        </section>
      </div>
    </main>
  )
}
