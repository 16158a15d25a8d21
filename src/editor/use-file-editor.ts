/**
 * What every file screen of the editor shares (src/editor/PageEditor.tsx, PriceBookEditor.tsx,
 * DataFileEditor.tsx): the file as opened and as edited, the list edited as cards (sections or price-book
 * entries), the selected part and its form, undo and redo, the live preview, the checker's problems with their
 * places and fixes, and Save, which asks the checker first and then the screen's own question (`beforeSave`).
 */
import { useCallback, useMemo, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import { api, type ApiError } from './api.ts'
import { fixAt, type TextFix } from './fix.ts'
import { useUndoHistory } from './history.ts'
import { useSchemas } from './schemas-context.tsx'
import { clone, newKey, useEditorShortcuts, useLeaveGuard, useLivePreview, useOpenedFile, type Json } from './file-hooks.ts'
import type { Notice } from './FilePanels.tsx'
import type { EditorProblem } from '../contract/protocol.ts'
import { fileName } from '../contract/file-names.ts'
import { placeName } from './text.ts'
import { problemWords, readableWhere } from '../contract/places.ts'
import { messages } from '../contract/messages.ts'

export type Part = 'details' | number
export type ListKey = 'sections' | 'entries' | null

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Which list of the file is edited as cards: a page's sections, the price book's entries, or none. */
export function listKeyOf(file: string): ListKey {
  if (!file.startsWith('pages/_site/')) return 'sections'
  return file.endsWith('/catalog.yaml') ? 'entries' : null
}

/**
 * The screen's last word before a save the checker passed: the data to save (the edited data, or a changed
 * copy), or null when the screen has asked something of its own and will save later (or not at all).
 */
export type BeforeSave = (edited: Json, opened: Json) => Promise<Json | null>

export function useFileEditor(hooks: { beforeSave?: BeforeSave; afterSave?: (diff: string) => void } = {}) {
  const { beforeSave, afterSave } = hooks
  const [params] = useSearchParams()
  const file = params.get('file') ?? ''
  const listKey = listKeyOf(file)
  const { schemas, reload: reloadSchemas } = useSchemas()
  const labels = useMemo(() => Object.fromEntries((schemas?.sections ?? []).map((x) => [x.type, x.label])), [schemas])
  const [selected, setSelected] = useState<Part>('details')
  /** How many times a person chose a part (its card, the preview, + Add): the screen shows its form on a phone. */
  const [chosen, setChosen] = useState(0)
  const choose = (part: Part) => {
    setSelected(part)
    setChosen((n) => n + 1)
  }
  const [notice, setNotice] = useState<Notice | null>(null)
  const [saving, setSaving] = useState(false)
  const formRef = useRef<HTMLDivElement>(null)

  const created = (useLocation().state as { created?: string } | null)?.created
  const { opened, setOpened, data, setData, keys, setKeys, problems, setProblems, loadError, open } = useOpenedFile(file, listKey, () => {
    setNotice(created ? { kind: 'ok', text: created } : null)
    setSelected('details')
  })
  const showError = useCallback((text: string) => setNotice({ kind: 'error', text }), [])
  const { page, stale, warnings, refresh } = useLivePreview(file, data, setProblems, showError)
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
  const elsewhere = useMemo(() => problems.filter((p) => p.file !== file), [problems, file])
  /** How many of this file's problems are in each card. */
  const problemsIn = (i: number) => mine.filter((p) => p.path[0] === listKey && p.path[1] === i).length

  const setList = (next: Json[], nextKeys: string[]) => {
    if (!data || !listKey) return
    setData({ ...data, [listKey]: next })
    setKeys(nextKeys)
  }
  const lists = {
    move(from: number, to: number) {
      const next = [...list]
      const k = [...keys]
      next.splice(to, 0, next.splice(from, 1)[0])
      k.splice(to, 0, k.splice(from, 1)[0])
      setList(next, k)
      setSelected(to)
    },
    duplicate(i: number) {
      const next = [...list]
      const k = [...keys]
      const copy = clone(next[i])
      // Two sections cannot share an anchor name: the copy goes without it.
      if (listKey === 'sections') delete copy.id
      next.splice(i + 1, 0, copy)
      k.splice(i + 1, 0, newKey())
      setList(next, k)
      setSelected(i + 1)
    },
    remove(i: number, what: string) {
      const from = listKey === 'entries' ? 'the price book' : 'the page'
      if (!window.confirm(messages.save.removeItem(what, from))) return
      setList(
        list.filter((_, j) => j !== i),
        keys.filter((_, j) => j !== i),
      )
      setSelected(list.length > 1 ? Math.max(0, i - 1) : 'details')
    },
    /** A new item below the selected one (or at the end). */
    add(value: Json) {
      const at = typeof selected === 'number' ? selected + 1 : list.length
      const next = [...list]
      const k = [...keys]
      next.splice(at, 0, clone(value))
      k.splice(at, 0, newKey())
      setList(next, k)
      choose(at)
    },
  }

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

  /** The field a problem is about, selected and focused (inside a folded "Advanced", the fold opens). */
  const goTo = (p: EditorProblem) => {
    if (p.file !== file) return
    const target: Part = p.path[0] === listKey && typeof p.path[1] === 'number' ? p.path[1] : 'details'
    setSelected(target)
    const rest = target === 'details' ? p.path : p.path.slice(2)
    const id = [target === 'details' ? 'details' : `part${target as number}`, ...rest].join('_')
    setTimeout(() => {
      const el = document.getElementById(id) ?? formRef.current?.querySelector<HTMLElement>('input, textarea, select')
      el?.closest('details')?.setAttribute('open', '')
      el?.focus()
    }, 50)
  }

  /** Writes `what` (the edited data unless given), with the version it was opened at. */
  const doSave = async (what: Json | null = data): Promise<string | undefined> => {
    if (!opened || !what) return
    setSaving(true)
    try {
      const r = await api.save(file, what, opened.version)
      setOpened({ ...opened, data: clone(what), version: r.version })
      setNotice({
        kind: 'ok',
        text: r.diff ? messages.save.saved : messages.save.nothingToSave,
        diff: r.diff,
      })
      reloadSchemas()
      afterSave?.(r.diff)
      return r.diff
    } catch (e) {
      const err = e as ApiError
      if (err.status === 409)
        setNotice({ kind: 'conflict', text: err.message, ...(typeof err.body?.diff === 'string' ? { diff: err.body.diff } : {}) })
      else {
        const problems = err.body?.problems
        if (problems?.length) {
          setProblems(problems)
          notSaved(problems)
        } else setNotice({ kind: 'error', text: err.message })
      }
    } finally {
      setSaving(false)
    }
  }

  /** Not saved: the first of the problems that stop it, said where it is, in the office's words; the form goes there. */
  const notSaved = (blocking: EditorProblem[]) => {
    const p = blocking[0]
    const where =
      p.file === file ? placeName(p.path, data, labels) : `${fileName(p.file, schemas?.links)} · ${readableWhere(p.where, labels)}`
    setNotice({
      kind: 'error',
      text: messages.save.notSaved(blocking.length, `${where}: ${problemWords(p, 'message', schemas?.links, labels)}`),
    })
    if (p.file === file) goTo(p)
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
    // Sample text left in a new page, or a Hindi page's prices not yet level, does not stop a save (the server
    // allows it too); Publish refuses it.
    const blocking = current.filter((p) => !p.waitsForPublish)
    if (blocking.length) {
      notSaved(blocking)
      return
    }
    const what = beforeSave ? await beforeSave(data, opened.data as Json) : data
    if (what) await doSave(what)
  }

  useEditorShortcuts({ save, undo: history.undo, redo: history.redo })

  return {
    file,
    listKey,
    schemas,
    reloadSchemas,
    labels,
    opened,
    open,
    loadError,
    data,
    setData,
    keys,
    list,
    dirty,
    history,
    selected,
    setSelected,
    chosen,
    choose,
    notice,
    setNotice,
    problems: { mine, elsewhere, set: setProblems, in: problemsIn },
    /** The checker's warnings about this file: said, never stopping a save. */
    warnings: warnings.filter((w) => w.file === file),
    preview: { page, stale, refresh },
    lists,
    onPartChange,
    fix,
    goTo,
    formRef,
    saving,
    save,
    doSave,
  }
}

export type FileEditorState = ReturnType<typeof useFileEditor>
