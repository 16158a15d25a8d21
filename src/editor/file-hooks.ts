/**
 * The state behind one file in the editor, as hooks: the file as opened and as edited, its live preview and
 * problems, the guard against leaving with unsaved changes, and the keyboard shortcuts.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { api } from './api.ts'
import type { EditorProblem, OpenedFile } from '../contract/protocol.ts'
import { messages } from '../contract/messages.ts'

export type Json = Record<string, unknown>

let nextKey = 0
/** A card's identity, kept through moves and undo (list indexes change, keys do not). */
export const newKey = () => `part-${++nextKey}`
export const clone = <T>(v: T): T => structuredClone(v)

/**
 * The file as on disk (`opened`) and as edited (`data`, with one key per item of the list edited as cards),
 * and the checker's problems. Opened again when the file changes; only the newest opening counts.
 */
export function useOpenedFile(file: string, listKey: string | null, onOpen: () => void) {
  const [opened, setOpened] = useState<OpenedFile | null>(null)
  const [data, setData] = useState<Json | null>(null)
  const [keys, setKeys] = useState<string[]>([])
  const [problems, setProblems] = useState<EditorProblem[]>([])
  const [loadError, setLoadError] = useState('')
  const onOpenRef = useRef(onOpen)
  onOpenRef.current = onOpen
  const opening = useRef(0)
  const open = useCallback(() => {
    setLoadError('')
    onOpenRef.current()
    const mine = ++opening.current
    api.file(file).then(
      (o) => {
        // An older answer arriving late must not reset the editor.
        if (mine !== opening.current) return
        const d = o.data as Json
        setOpened(o)
        setData(clone(d))
        setKeys(listKey && Array.isArray(d[listKey]) ? (d[listKey] as unknown[]).map(newKey) : [])
        setProblems(o.problems)
        document.title = `${o.title} · Site editor`
      },
      (e: Error) => mine === opening.current && setLoadError(e.message),
    )
  }, [file, listKey])
  useEffect(() => {
    open()
    // A counter, not a node: the cleanup means "answers to the opening above no longer count".
    const counter = opening
    return () => {
      counter.current++
    }
  }, [open])
  return { opened, setOpened, data, setData, keys, setKeys, problems, setProblems, loadError, open }
}

/**
 * The live preview: every change is sent to the server's checker and renderer; while one is on its way, only
 * the newest change waits. `stale` when the last change has problems (the preview shows the last good one).
 */
export function useLivePreview(
  file: string,
  data: Json | null,
  setProblems: (p: EditorProblem[]) => void,
  onError: (message: string) => void,
) {
  const [page, setPage] = useState<unknown>(null)
  const [stale, setStale] = useState(false)
  const [warnings, setWarnings] = useState<EditorProblem[]>([])
  const inflight = useRef(false)
  const pending = useRef<Json | null>(null)
  const onErrorRef = useRef(onError)
  onErrorRef.current = onError
  const refresh = useCallback(
    (d: Json) => {
      if (inflight.current) {
        pending.current = d
        return
      }
      inflight.current = true
      api
        .preview(file, d)
        .then(
          (r) => {
            setProblems(r.problems)
            setWarnings(r.warnings)
            if (r.page) setPage(r.page)
            setStale(!r.page)
          },
          (e: Error) => onErrorRef.current(e.message),
        )
        .finally(() => {
          inflight.current = false
          const next = pending.current
          pending.current = null
          if (next) refresh(next)
        })
    },
    [file, setProblems],
  )
  useEffect(() => {
    if (data) refresh(data)
  }, [data, refresh])
  return { page, stale, warnings, refresh }
}

/** While there are unsaved changes, closing the tab or following a link inside the editor asks first. */
export function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return
    const warn = (e: BeforeUnloadEvent) => e.preventDefault()
    // Links inside the editor (Pages, New page, What changed) change the view without leaving the page:
    // ask before they drop unsaved changes too.
    const leave = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[href]')
      if (!link || e.defaultPrevented || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return
      if (!window.confirm(messages.save.leaveUnsaved)) {
        e.preventDefault()
        e.stopPropagation()
      }
    }
    window.addEventListener('beforeunload', warn)
    document.addEventListener('click', leave, true)
    return () => {
      window.removeEventListener('beforeunload', warn)
      document.removeEventListener('click', leave, true)
    }
  }, [dirty])
}

/**
 * Ctrl+S (⌘S on a Mac) saves, Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes, as in any editor: over the whole
 * file, also while typing in a field (a field's own undo would not know about added or moved parts).
 */
export function useEditorShortcuts(actions: { save: () => unknown; undo: () => void; redo: () => void }) {
  const latest = useRef(actions)
  latest.current = actions
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return
      const key = e.key.toLowerCase()
      const action = key === 's' ? 'save' : (key === 'z' && e.shiftKey) || key === 'y' ? 'redo' : key === 'z' ? 'undo' : null
      if (!action) return
      e.preventDefault()
      void latest.current[action]()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
