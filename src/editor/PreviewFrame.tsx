/** The live preview: the site's own components in a frame of the chosen width, scaled to fit beside the form. */
import { useEffect, useRef, useState } from 'react'
import { editorBase, withShownPictures } from './place.ts'

export function PreviewFrame({
  page,
  width,
  selected,
  onSelect,
}: {
  page: unknown
  width: number
  selected: number | null
  onSelect: (i: number) => void
}) {
  const frame = useRef<HTMLIFrameElement>(null)
  const box = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState(false)
  const [size, setSize] = useState({ w: 600, h: 700 })
  const select = useRef(onSelect)
  select.current = onSelect

  useEffect(() => {
    const on = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow) return
      const msg = e.data as { type?: string; index?: number }
      if (msg.type === 'ready') setReady(true)
      if (msg.type === 'select' && typeof msg.index === 'number') select.current(msg.index)
    }
    window.addEventListener('message', on)
    return () => window.removeEventListener('message', on)
  }, [])
  useEffect(() => {
    if (ready && page)
      frame.current?.contentWindow?.postMessage({ type: 'page', page: withShownPictures(page), selected }, window.location.origin)
  }, [ready, page, selected])
  useEffect(() => {
    const el = box.current
    if (!el) return
    const ro = new ResizeObserver(() => setSize({ w: el.clientWidth, h: el.clientHeight }))
    ro.observe(el)
    return () => ro.disconnect()
  }, [])
  const scale = Math.min(1, size.w / width)
  return (
    <div ref={box} className="h-[calc(100vh-130px)] overflow-hidden rounded-xl border border-slate-300 bg-white">
      <iframe
        ref={frame}
        title="Preview of the page with the unsaved changes"
        className="block border-0"
        src={`${editorBase()}/preview`}
        style={{ width, height: size.h / scale, transform: `scale(${scale})`, transformOrigin: '0 0' }}
      />
    </div>
  )
}
