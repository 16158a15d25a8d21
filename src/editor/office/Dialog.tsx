/** The office page's dialogs (People, History): modal from the start, a title, what went wrong if anything, and Close. */
import { useEffect, useRef, type ReactNode } from 'react'
import * as ui from '../ui.ts'
import { messages } from '../../contract/messages.ts'

const w = messages.signIn

export function OfficeDialog({
  id,
  title,
  error,
  onClose,
  children,
}: {
  id: string
  title: string
  error: string
  onClose: () => void
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => dialog.current?.showModal(), [])
  return (
    <dialog ref={dialog} onClose={onClose} aria-labelledby={id} className="w-[min(40rem,95vw)] rounded-lg p-5">
      <h2 id={id} className="mt-0">
        {title}
      </h2>
      {children}
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      <button type="button" className="mt-3" onClick={() => dialog.current?.close()}>
        {w.close}
      </button>
    </dialog>
  )
}
