import { useCallback, useEffect, useRef, useState } from 'react'

/** Typing into one field joins one undo step while the pauses between changes stay under this. */
export const TYPING_PAUSE_MS = 2000

/**
 * Where two values differ, as a path ('sections.0.price.amount'), when exactly one text or number
 * differs; '*' when more differs (a part added, removed, moved or copied); null when nothing does.
 */
export function changedField(a: unknown, b: unknown, at = ''): string | null {
  if (a === b) return null
  const objects = a !== null && b !== null && typeof a === 'object' && typeof b === 'object'
  if (!objects) return typeof a === typeof b || a === undefined || b === undefined ? at : '*'
  if (Array.isArray(a) !== Array.isArray(b)) return '*'
  if (Array.isArray(a) && a.length !== (b as unknown[]).length) return '*'
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  let found: string | null = null
  for (const k of keys) {
    const x = (a as Record<string, unknown>)[k]
    const y = (b as Record<string, unknown>)[k]
    if (x === y || JSON.stringify(x) === JSON.stringify(y)) continue
    if (found !== null) return '*'
    found = changedField(x, y, `${at}.${k}`)
    if (found === '*') return '*'
  }
  return found
}

/**
 * Undo and redo over every change to a value (a file's data): typing into one field is one step, and every
 * other change (another field, a part added, removed, moved or copied) a step of its own. Undo and redo
 * are not changes. The history starts afresh when `resetKey` changes (another file).
 */
export function useUndoHistory<T>(current: T | null, restore: (snapshot: T) => void, resetKey: unknown) {
  const past = useRef<T[]>([])
  const future = useRef<T[]>([])
  const last = useRef<T | null>(null)
  const typing = useRef<{ field: string; at: number } | null>(null)
  const applying = useRef<string | null>(null)
  const [, rerender] = useState(0)

  useEffect(() => {
    past.current = []
    future.current = []
    last.current = null
    typing.current = null
    rerender((n) => n + 1)
  }, [resetKey])

  useEffect(() => {
    if (current === null) return
    const before = last.current
    last.current = current
    // Compared by content: a restored snapshot comes back as a new object, and the form answers a value
    // with its own copy of it.
    const text = JSON.stringify(current)
    if (applying.current === text) {
      applying.current = null
      return
    }
    if (before === null) return
    const field = changedField(before, current)
    if (field === null) return
    const now = Date.now()
    const sameTyping = field !== '*' && typing.current?.field === field && now - typing.current.at < TYPING_PAUSE_MS
    if (!sameTyping) past.current.push(before)
    typing.current = field === '*' ? null : { field, at: now }
    future.current = []
    rerender((n) => n + 1)
  }, [current])

  const step = useCallback(
    (from: React.RefObject<T[]>, to: React.RefObject<T[]>) => {
      const snapshot = from.current.pop()
      if (snapshot === undefined || last.current === null) return
      to.current.push(last.current)
      applying.current = JSON.stringify(snapshot)
      typing.current = null
      restore(snapshot)
      rerender((n) => n + 1)
    },
    [restore],
  )
  const undo = useCallback(() => step(past, future), [step])
  const redo = useCallback(() => step(future, past), [step])
  return { undo, redo, canUndo: past.current.length > 0, canRedo: future.current.length > 0 }
}
