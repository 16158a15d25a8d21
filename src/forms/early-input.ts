import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * Keeps what a visitor typed (or the browser autofilled) into a prerendered form before its code had
 * arrived. React hydrates such a field without touching it but also without telling the form, whose state
 * still says '', and the next render of the field would write '' back over the visitor's words. So on the
 * form's first commit, every named control whose value differs from the state is handed to `adopt`, before
 * anything renders again. On a page rendered in the browser the values agree and nothing happens.
 */
export function useEarlyInput<T extends { [K in keyof T]: string }>(
  values: T,
  adopt: (typed: Partial<T>) => void,
): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement | null>(null)
  const first = useRef({ values, adopt })
  useLayoutEffect(() => {
    const { values: initial, adopt: keep } = first.current
    const typed: Partial<T> = {}
    let changed = false
    for (const control of Array.from(form.current?.elements ?? [])) {
      if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) continue
      const key = control.name as keyof T & string
      if (!Object.hasOwn(initial, key) || control.value === initial[key]) continue
      typed[key] = control.value as T[typeof key]
      changed = true
    }
    if (changed) keep(typed)
  }, [])
  return form
}
