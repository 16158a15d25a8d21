import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { ArrowLeft, Download, Eye, LinkIcon } from 'lucide-react'
import type { SectionProps } from './types.ts'
import { usePageData } from '../components/SiteContext.tsx'
import { buttonClass } from '../components/ActionLink.tsx'
import { isGuideId } from '../backend/protocol.ts'
import { useHydrated } from '../lib/hydrated.ts'
import { GuideSpinner } from '../components/guide/GuideSpinner.tsx'
import { GuideControls } from '../components/guide/GuideControls.tsx'
import { clampPage, fill, percentComplete } from '../components/guide/template.ts'

/** How long the spinner waits for the first page image before showing the viewer anyway. */
const FIRST_IMAGE_TIMEOUT_MS = 4000

/**
 * /ebook?id=<guide id>: the free startup guide, one page image at a time. Without an id the visitor is
 * sent to / (replacing the history entry). The server has no query string, so the prerendered HTML and
 * the first browser render are the viewer at page 1: the first page's picture (which needs no id) over the
 * spinner, in the page's box (its size is known, so nothing moves when the picture arrives); the controls
 * wait for the id and the picture. Every page shown (page 1 included) is recorded for the id.
 * An id that is not a guide link (the wrong shape, or no guide has it) gets the viewer's own message in
 * that box, and nothing is logged: a mistyped link is the visitor's situation, not an error of the site.
 */
export function GuideViewer(props: SectionProps<'guide-viewer'>) {
  const {
    id: anchor,
    loading,
    downloadLabel,
    downloadAlert,
    contactLabel,
    contactPrompt,
    backLabel,
    pageLabel,
    viewingLabel,
    completeLabel,
    progressLabel,
    imageAlt,
    invalid,
  } = props
  const guide = usePageData().guide
  // Back and Download act through the page's code: off until it is in, as a form's submit is, rather than
  // doing nothing when tapped early (the code arrives after the first paint).
  const hydrated = useHydrated()
  const pages = guide?.pages ?? []
  const total = pages.length
  const location = useLocation()
  const navigate = useNavigate()
  // While the visitor leaves for another page, this one stays on screen until the next page's data
  // has loaded, but the address already names the next page: only this page's own address counts.
  const [ownPath] = useState(location.pathname)
  const here = location.pathname === ownPath
  const idInAddress = here ? new URLSearchParams(location.search).get('id')?.trim() || null : null
  // Read in an effect: the prerendered HTML was made without the query string, and the first render in the
  // browser must match it (a malformed id would otherwise show its message before hydration finished).
  const [guideId, setGuideId] = useState<string | null>(null)
  useEffect(() => {
    if (here) setGuideId(idInAddress)
  }, [here, idInAddress])
  const [page, setPage] = useState(1)
  const [ready, setReady] = useState(false)
  const [unknown, setUnknown] = useState(false)
  const badId = Boolean(guideId && !isGuideId(guideId)) || unknown
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set())
  const firstImage = pages[0]?.image
  const image = useRef<HTMLImageElement>(null)
  // Each page's failure is logged once, whether the error event or the check on hydration saw it first.
  const logged = useRef(new Set<number>())
  const imageFailed = (n: number, src: string) => {
    if (!logged.current.has(n)) console.error(`Guide page ${n} image failed to load: ${src}`)
    logged.current.add(n)
    setFailed((s) => (s.has(n) ? s : new Set(s).add(n)))
  }
  // The first page's picture is in the prerendered HTML, and the page's code arrives after the first paint:
  // a picture that failed before then fired its error event with nobody listening. So look at what the
  // element holds when the code takes over (and at each page's new element): finished, with no picture in it.
  const shownImage = pages[page - 1]?.image
  useEffect(() => {
    const img = image.current
    if (img && shownImage && img.complete && img.naturalWidth === 0) imageFailed(page, shownImage)
  }, [page, shownImage])

  // No id: back to the home page, replacing this entry so Back does not return here.
  useEffect(() => {
    if (here && !idInAddress) navigate('/', { replace: true })
  }, [here, idInAddress, navigate])

  // The spinner stays until the first page image has loaded (or failed, or taken too long).
  useEffect(() => {
    if (!guideId || !isGuideId(guideId)) return
    let live = true
    const done = () => {
      if (live) setReady(true)
    }
    const timer = window.setTimeout(done, firstImage ? FIRST_IMAGE_TIMEOUT_MS : 0)
    if (firstImage) {
      const img = new Image()
      img.onload = img.onerror = done
      img.src = firstImage
    }
    return () => {
      live = false
      window.clearTimeout(timer)
    }
  }, [guideId, firstImage])

  // Every page change, and the first page, updates the guide's view statistics (failures are only logged).
  useEffect(() => {
    if (!guideId || !isGuideId(guideId)) return
    let live = true
    import('../backend/leads.ts').then(
      ({ recordGuideView }) =>
        recordGuideView(guideId, page).then((result) => {
          if (live && result === 'unknown') setUnknown(true)
        }),
      (error: unknown) => console.error('Recording the guide view failed:', error),
    )
    return () => {
      live = false
    }
  }, [guideId, page])

  // Left and right arrow keys turn the pages (not while typing, not with modifier keys).
  useEffect(() => {
    if (!ready || badId) return
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return
      const t = e.target as HTMLElement | null
      if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return
      if (e.key === 'ArrowRight') setPage((p) => clampPage(p + 1, total))
      else if (e.key === 'ArrowLeft') setPage((p) => clampPage(p - 1, total))
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [ready, badId, total])

  // Fetch the next page's image in the background so that Next feels instant.
  const nextImage = pages[page]?.image
  useEffect(() => {
    if (ready && !badId && nextImage) new Image().src = nextImage
  }, [ready, badId, nextImage])

  if (!guide || total === 0) return null
  const showing = Boolean(guideId) && ready && !badId
  const current = pages[page - 1]
  const percent = percentComplete(page, total)
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'))
  return (
    <section id={anchor} className="bg-slate-100 pb-14">
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-3 py-4">
          <button type="button" onClick={goBack} disabled={!hydrated} className={buttonClass('ghost', 'px-2 text-trust-700')}>
            <ArrowLeft className="size-5" aria-hidden="true" />
            {backLabel}
          </button>
          <div className="order-last w-full min-w-0 sm:order-none sm:w-auto sm:flex-1">
            <h1 className="text-lg leading-snug font-bold text-balance text-ink sm:text-xl">{guide.title}</h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
              <span data-testid="guide-position">{fill(pageLabel, { page, total })}</span>
              <span className="inline-flex items-center gap-1 rounded-full bg-growth-50 px-2 py-0.5 text-xs font-semibold text-growth-800 ring-1 ring-growth-100">
                <Eye className="size-3.5" aria-hidden="true" />
                {viewingLabel}
              </span>
            </p>
          </div>
          <button
            type="button"
            onClick={() => window.alert(downloadAlert)}
            disabled={!hydrated}
            className={buttonClass('secondary', 'ml-auto sm:ml-0')}
          >
            <Download className="size-5" aria-hidden="true" />
            {downloadLabel}
          </button>
        </div>
        <div className="container-page pb-4">
          <div className="flex items-center justify-between gap-4 text-sm">
            <span className="truncate font-medium text-slate-700">{current.title}</span>
            <span className="shrink-0 font-semibold text-trust-700">{fill(completeLabel, { percent })}</span>
          </div>
          <progress
            aria-label={progressLabel}
            max={100}
            value={percent}
            className="mt-2 block h-2 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-trust-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-trust-700"
          />
        </div>
      </header>
      <div className="container-page max-w-4xl pt-6 sm:pt-8">
        <figure className="relative overflow-hidden rounded-2xl bg-white shadow-(--shadow-lift) ring-1 ring-slate-200">
          {/* Holds the page's box at the guide's proportions from the first paint, whatever is inside. */}
          <svg aria-hidden="true" viewBox={`0 0 ${guide.width} ${guide.height}`} className="block h-auto w-full" />
          {badId ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 px-6 text-center" role="alert">
              <LinkIcon className="size-10 text-trust-700" aria-hidden="true" />
              <h2 className="text-xl font-bold text-balance text-ink sm:text-2xl">{invalid.title}</h2>
              <p className="max-w-md text-pretty text-slate-700">{invalid.text}</p>
              <Link to={invalid.link} className={buttonClass('primary')}>
                {invalid.label}
              </Link>
            </div>
          ) : (
            <>
              {/* Until the first page has loaded and the address's id is read, the spinner shows behind it. */}
              {!showing && <GuideSpinner text={loading} />}
              {/* In the prerendered HTML too, so the first page (the page's largest paint) needs no script. */}
              <img
                ref={image}
                key={current.image}
                src={current.image}
                width={guide.width}
                height={guide.height}
                alt={imageAlt ? fill(imageAlt, { title: current.title, page }) : current.title}
                hidden={failed.has(page)}
                onError={() => imageFailed(page, current.image)}
                className="absolute inset-0 block h-full w-full"
                decoding="async"
                fetchPriority={page === 1 ? 'high' : undefined}
              />
            </>
          )}
        </figure>
        <GuideControls
          page={page}
          total={total}
          onGo={(n) => setPage(clampPage(n, total))}
          disabled={!showing}
          previousLabel={props.previousLabel}
          nextLabel={props.nextLabel}
          dotLabel={props.dotLabel}
          pagesLabel={props.pagesLabel}
        />
        <p className="mt-10 text-center text-muted">
          {contactPrompt && <>{contactPrompt} </>}
          <Link to="/contact" className="font-semibold text-trust-700 underline underline-offset-2 hover:text-trust-900">
            {contactLabel}
          </Link>
        </p>
      </div>
    </section>
  )
}
