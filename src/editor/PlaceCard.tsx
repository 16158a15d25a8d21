import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { api } from './api.ts'
import type { CardSpots } from '../contract/protocol.ts'
import * as ui from './ui.ts'
import { addressOfFile } from '../contract/file-names.ts'

const PAGES = { category: 'Its category page', home: 'The home page', pricing: 'The pricing page' } as const

/** " (/services/compliance-services)": which page, by its address (the home page's "/" says nothing). */
function placeAddress(file: string): string {
  const address = addressOfFile(file)
  return address && address !== '/' ? ` (${address})` : ''
}

/** After a new service page: put its card among the service cards of its category page (and home, pricing). */
export function PlaceCard() {
  const [params] = useSearchParams()
  const file = params.get('file') ?? ''
  const created = (useLocation().state as { created?: string } | null)?.created
  const navigate = useNavigate()
  const [spots, setSpots] = useState<CardSpots | null>(null)
  const [chosen, setChosen] = useState<Record<string, { on: boolean; position: number }>>({})
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const open = (state?: unknown) => navigate(`/file?file=${encodeURIComponent(file)}`, { state })

  useEffect(() => {
    document.title = 'Place the service card · Site editor'
    api.cardSpots(file).then(
      (s) => {
        setSpots(s)
        setChosen(
          Object.fromEntries(
            s.spots.map((spot) => [spot.where, { on: spot.where === 'category' && !spot.already, position: spot.cards.length }]),
          ),
        )
      },
      (e: Error) => setError(e.message),
    )
  }, [file])

  const place = async () => {
    setBusy(true)
    setError('')
    try {
      const places = Object.entries(chosen)
        .filter(([, c]) => c.on)
        .map(([where, c]) => ({ where, position: c.position }))
      const r = await api.placeCard(file, places)
      open({ created: [created, r.message].filter(Boolean).join(' ') })
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className={ui.page} id="main">
      <h1>Show the new service{spots ? ` “${spots.name}”` : ''} among the others</h1>
      {created && <p className={ui.ok}>{created}</p>}
      <p className={ui.lead}>
        Its card is written like the card beside it, with this page&apos;s name, price, summary and address. You can change its words
        afterwards.
      </p>
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      {!spots && !error && <p>Finding the service cards…</p>}
      {spots && (
        <form
          className={ui.stack}
          onSubmit={(e) => {
            e.preventDefault()
            void place()
          }}
        >
          {spots.spots.map((spot) => {
            const c = chosen[spot.where]
            return (
              <fieldset key={spot.where} className="grid gap-2 rounded-xl border border-slate-300 px-3.5 pt-1 pb-3">
                <legend>{PAGES[spot.where]}</legend>
                {spot.already ? (
                  <p className="text-muted">It shows this service already.</p>
                ) : (
                  <>
                    {/* The box beside its words, as on New page (the editor's inputs are full width otherwise). */}
                    <label className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        className="size-5 w-auto shrink-0"
                        checked={c?.on ?? false}
                        onChange={(e) => setChosen({ ...chosen, [spot.where]: { ...c, on: e.target.checked } })}
                      />
                      <span>Add its card here{placeAddress(spot.file)}</span>
                    </label>
                    <label className="grid gap-1">
                      Position
                      <select
                        value={c?.position ?? spot.cards.length}
                        disabled={!c?.on}
                        onChange={(e) => setChosen({ ...chosen, [spot.where]: { ...c, position: Number(e.target.value) } })}
                      >
                        {[...spot.cards, null].map((name, i) => (
                          <option key={i} value={i}>
                            {name === null ? `Last, after “${spot.cards[i - 1]}”` : `${i + 1}: before “${name}”`}
                          </option>
                        ))}
                      </select>
                    </label>
                  </>
                )}
              </fieldset>
            )
          })}
          <button type="submit" className={ui.primary} disabled={busy || !Object.values(chosen).some((c) => c.on)}>
            {busy ? 'Adding…' : 'Add the card'}
          </button>
          <Link to={`/file?file=${encodeURIComponent(file)}`} state={{ created }}>
            Not now: open the new page
          </Link>
        </form>
      )}
    </main>
  )
}
