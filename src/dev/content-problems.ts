/**
 * Dev server only (`npm run dev`, loaded by entry-client.tsx when import.meta.env.DEV): while a content file
 * has a problem, a panel over the bottom of the page says so in the checker's words. The page behind it is
 * the last version that worked. Esc (or Hide) folds the panel to a bar; the problem stays in sight until it
 * is fixed. Plain DOM with inline styles, so nothing of it reaches the site's CSS or pages.
 */
import { contentProblems } from 'virtual:site-data'

const PANEL_ID = 'content-problems'
let folded = false

function render(text: string): void {
  document.getElementById(PANEL_ID)?.remove()
  if (!text) return
  const first = /^(\S+:\d+:\d+)/m.exec(text)?.[1] ?? ''
  const count = /^(\d+) problems? in/m.exec(text)?.[1] ?? '1'
  const panel = document.createElement('section')
  panel.id = PANEL_ID
  panel.setAttribute('role', 'alert')
  panel.setAttribute('aria-label', 'Content problem')
  panel.style.cssText =
    'position:fixed;left:12px;right:12px;bottom:12px;z-index:2147483647;background:#fff;color:#0f172a;' +
    'border:2px solid #b91c1c;border-radius:12px;box-shadow:0 10px 30px rgba(0,0,0,.25);font:15px/1.45 system-ui,sans-serif;'
  const button = (label: string, onClick: () => void) => {
    const b = document.createElement('button')
    b.type = 'button'
    b.textContent = label
    b.style.cssText =
      'font:inherit;font-weight:600;padding:6px 14px;border-radius:8px;border:1px solid #94a3b8;background:#f8fafc;color:#0f172a;cursor:pointer'
    b.addEventListener('click', onClick)
    return b
  }
  if (folded) {
    panel.style.padding = '8px 12px'
    panel.style.display = 'flex'
    panel.style.gap = '12px'
    panel.style.alignItems = 'center'
    const line = document.createElement('p')
    line.style.margin = '0'
    line.style.flex = '1'
    line.textContent = `${count === '1' ? 'A problem' : `${count} problems`} in the content (${first}). The page shows the last version that worked.`
    panel.append(
      line,
      button('Show', () => ((folded = false), render(text))),
    )
  } else {
    panel.style.padding = '14px 16px'
    panel.style.maxHeight = '60vh'
    panel.style.overflow = 'auto'
    const title = document.createElement('h2')
    title.textContent = 'Your last save has a problem'
    title.style.cssText = 'margin:0 0 4px;font-size:18px;color:#b91c1c'
    const help = document.createElement('p')
    help.style.margin = '0 0 10px'
    help.textContent =
      'The page shows the last version that worked. Fix what is described below in the file it names, and save: the page updates by itself.'
    const pre = document.createElement('pre')
    pre.textContent = text
    pre.style.cssText =
      'margin:0 0 10px;padding:10px;background:#f1f5f9;border-radius:8px;white-space:pre-wrap;font:13px/1.45 ui-monospace,monospace'
    panel.append(
      title,
      help,
      pre,
      button('Hide (Esc)', () => ((folded = true), render(text))),
    )
  }
  document.body.append(panel)
}

let current = contentProblems
render(current)
document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && current && !folded) {
    folded = true
    render(current)
  }
})
// The content changed and loads: show the new version (the dev server no longer reloads every page itself).
import.meta.hot?.on('site-content:changed', () => window.location.reload())

import.meta.hot?.on('site-content:problems', (data: { text: string }) => {
  current = data.text
  if (!current) folded = false
  render(current)
})
