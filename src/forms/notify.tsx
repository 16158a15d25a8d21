/**
 * Notices after a form is sent ('Error', 'Successfully subscribed!'...), shown with sonner.
 *
 * Nothing of it is in the page until the first notice: the first call downloads sonner and its
 * stylesheet and mounts one <Toaster> in its own root at the end of <body>. Its region is an
 * aria-live area, so screen readers announce each notice.
 */
import type { Notice } from '../generated/content.ts'
import type * as NoticeHost from './NoticeHost.tsx'
import type { NoticeKind, NoticeLabels } from './NoticeHost.tsx'

type Host = typeof NoticeHost
let host: Promise<Host> | undefined

export async function notify(kind: NoticeKind, notice: Notice, labels: NoticeLabels): Promise<void> {
  try {
    if (!host) {
      const loading = loadHost(labels)
      host = loading
      loading.catch(() => {
        if (host === loading) host = undefined
      })
    }
    ;(await host).show(kind, notice)
  } catch (error) {
    // The notice code could not be downloaded (offline for a moment): say it the plain way.
    console.error('Could not show the notice:', error)
    window.alert(`${notice.title}\n${notice.description}`)
  }
}

async function loadHost(labels: NoticeLabels): Promise<Host> {
  const restore = dropSonnerInlineStyle()
  let module: Host
  try {
    module = await import('./NoticeHost.tsx')
  } finally {
    restore()
  }
  await module.mount(labels)
  return module
}

/**
 * sonner adds its CSS as an inline <style> when it loads. The site's Content-Security-Policy
 * (style-src 'self', scripts/lib/headers.ts) refuses inline styles, which is logged as an error on
 * every page that shows a notice; the same CSS comes as a normal stylesheet (sonner/dist/styles.css,
 * imported by NoticeHost.tsx). So while sonner loads, an empty <style> without attributes (how sonner
 * inserts its CSS) is kept out of <head>. Other styles pass untouched.
 */
function dropSonnerInlineStyle(): () => void {
  const head = document.head
  const original = head.appendChild
  let dropped = false
  head.appendChild = function <T extends Node>(this: HTMLHeadElement, node: T): T {
    if (
      !dropped &&
      node instanceof HTMLStyleElement &&
      !node.textContent &&
      node.attributes.length <= 1 &&
      (node.getAttribute('type') ?? 'text/css') === 'text/css'
    ) {
      dropped = true
      return node
    }
    return original.call(this, node) as T
  }
  return () => {
    head.appendChild = original
  }
}
