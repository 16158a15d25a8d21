/** Loaded on the first notice only (see notify.tsx): sonner, its stylesheet and the one <Toaster>. */
import 'sonner/dist/styles.css'
import { useEffect, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { Toaster, toast } from 'sonner'
import type { FormNotices, Notice } from '../generated/content.ts'

export type NoticeKind = 'success' | 'error'
export type NoticeLabels = Pick<FormNotices, 'regionLabel' | 'closeLabel'>

function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  // Runs after the Toaster's own effects, i.e. once it listens for toasts.
  useEffect(onReady, [onReady])
  return children
}

/** Mounts the Toaster at the end of <body>; resolves once it listens and screen readers have seen its live region. */
export function mount(labels: NoticeLabels): Promise<void> {
  const element = document.createElement('div')
  element.dataset.notices = ''
  document.body.append(element)
  return new Promise((resolve) => {
    // A live region must exist a moment before its first text for screen readers to announce it.
    const ready = () => void setTimeout(resolve, 150)
    createRoot(element).render(
      <Ready onReady={ready}>
        {/* Top of the screen: on phones the bottom holds the chat and call bar. */}
        <Toaster
          position="top-center"
          richColors
          closeButton
          containerAriaLabel={labels.regionLabel}
          toastOptions={{ closeButtonAriaLabel: labels.closeLabel, classNames: { toast: 'text-sm!', title: 'font-semibold!' } }}
        />
      </Ready>,
    )
  })
}

export function show(kind: NoticeKind, notice: Notice): void {
  const show = kind === 'error' ? toast.error : toast.success
  show(notice.title, { description: notice.description })
}
