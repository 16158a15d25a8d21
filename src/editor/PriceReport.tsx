/**
 * The price report of the saved changes, as the office reads it: each repriced entry with every place that shows
 * it (the page's address and the place in words), text that still states an old price, and the pages whose
 * prices for search engines change. Drawn from the report's data (src/checker/price-changes.ts), never from its
 * Markdown, which only the copy for a pull request uses.
 */
import type { PricesSaid } from '../contract/protocol.ts'
import { addressOfFile } from '../contract/file-names.ts'
import { messages } from '../contract/messages.ts'
import { readableWhere } from '../contract/places.ts'

const m = messages.prices.report

export function PriceReport({ prices, labels = {} }: { prices: PricesSaid; labels?: Record<string, string> }) {
  if ('none' in prices) return <p className="text-muted">{prices.none}</p>
  const { entries, removed, stale, offers } = prices.changes
  const list = 'mt-1 mb-3 grid gap-0.5 pl-5 text-sm'
  return (
    <div data-price-report className="rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 [&_h3]:mt-2 [&_h3]:mb-0 [&_h3]:text-[15px]">
      {entries.length === 0 && <p>{m.nothingChanged}</p>}
      {entries.map((e) => (
        <section key={e.id} data-entry={e.id}>
          <h3>
            {e.name}: {e.before === null ? m.newEntry(e.now) : m.moved(e.before, e.now)}
          </h3>
          {e.places.length === 0 ? (
            <p className="my-1 text-sm">{m.shownNowhere}</p>
          ) : (
            <ul className={list}>
              {e.places.map((p, i) => (
                <li key={i}>
                  {p.page} · {readableWhere(p.where, labels)} ·{' '}
                  {p.before === null || p.before === p.now ? m.shows(p.now) : m.showsNow(p.before, p.now)}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {removed.map((id) => (
        <p key={id}>{m.removed(id)}</p>
      ))}
      {stale && (
        <section data-stale={stale.length}>
          <h3>{m.staleHeading}</h3>
          {stale.length === 0 ? (
            <p className="my-1 text-sm">{m.noStale}</p>
          ) : (
            <>
              <ul className={list}>
                {stale.map((s, i) => (
                  <li key={i}>
                    {addressOfFile(s.file) ?? s.file} · {readableWhere(s.where, labels)} · {m.staleShows(s.shows, s.now)} “…{s.excerpt}…”
                  </li>
                ))}
              </ul>
              <p className="my-1 text-sm">{m.staleFix}</p>
            </>
          )}
        </section>
      )}
      <section>
        <h3>{m.offersHeading}</h3>
        {offers.length === 0 ? (
          <p className="my-1 text-sm">{m.noOffers}</p>
        ) : (
          <ul className={list}>
            {offers.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
