/**
 * Where enquiries come from: counts by source, campaign or landing page, per week or month, with how many
 * became clients and what they paid; whether the call-backs the forms promised were kept; and the file of
 * conversions for the search-ad platform. Worked out
 * from the enquiries list (./sources.ts), the same on the office computer and the web address.
 */
import { useEffect, useMemo, useState } from 'react'
import { api } from './api.ts'
import type { EnquiriesResponse } from '../contract/protocol.ts'
import {
  conversionsCsv,
  CONVERSION_WINDOW_DAYS,
  lastPeriods,
  promisesKept,
  sourceTable,
  type GroupBy,
  type KeptCell,
  type Period,
} from './sources.ts'
import { rupees, span } from './Enquiries.tsx'
import { messages } from '../contract/messages.ts'
import * as ui from './ui.ts'
import { LoadFailed } from './LoadFailed.tsx'

const select = 'border-slate-300 px-2 py-1.5'
const GROUPS: { value: GroupBy; label: string; column: string }[] = [
  { value: 'channel', label: 'Source (ad, search, link, direct)', column: 'Source' },
  { value: 'campaign', label: 'Campaign', column: 'Campaign' },
  { value: 'landing', label: 'Page they landed on', column: 'Landed on' },
]

/** "3 of 4 · 25 min": called in time of those settled, and the median wait for the first call; "·" for none. */
function Kept({ cell, strong = false }: { cell: KeptCell; strong?: boolean }) {
  if (!cell.settled) return <td className="text-right">·</td>
  const all = cell.kept === cell.settled
  return (
    <td className={`text-right whitespace-nowrap tabular-nums ${strong ? 'font-semibold' : ''} ${all ? '' : 'text-red-800'}`}>
      {cell.kept} of {cell.settled}
      {cell.medianToCall !== null && <span className="block text-xs font-normal text-muted">{span(cell.medianToCall)}</span>}
    </td>
  )
}

/** Saves text as a file the browser downloads. */
function download(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const a = Object.assign(document.createElement('a'), { href: url, download: filename })
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export function Sources() {
  const [data, setData] = useState<EnquiriesResponse | null>(null)
  const [error, setError] = useState('')
  const [by, setBy] = useState<GroupBy>('channel')
  const [period, setPeriod] = useState<Period>('week')
  const [said, setSaid] = useState('')
  const load = () => {
    setError('')
    api.enquiries().then(setData, (e: Error) => setError(e.message))
  }
  useEffect(() => {
    document.title = 'Sources · Site editor'
    load()
  }, [])
  // Read once per load: the periods end with the one we are in.
  const now = useMemo(() => (data ? Date.now() : 0), [data])
  const periods = useMemo(() => lastPeriods(now, period, period === 'week' ? 8 : 6), [now, period])
  const rows = useMemo(() => sourceTable(data?.enquiries ?? [], by, period, periods), [data, by, period, periods])
  const totals = periods.map((_, i) => rows.reduce((n, r) => n + r.counts[i], 0))
  const clients = rows.reduce((n, r) => n + r.clients, 0)
  const fees = rows.reduce((n, r) => n + r.fees, 0)
  const kept = useMemo(() => promisesKept(data?.enquiries ?? [], by, period, periods, now), [data, by, period, periods, now])
  const keptAll = useMemo(() => promisesKept(data?.enquiries ?? [], 'all', period, periods, now)[0], [data, period, periods, now])

  const conversions = () => {
    const { csv, rows: count } = conversionsCsv(data?.enquiries ?? [], messages.enquiries.conversionName, Date.now())
    if (!count) return setSaid(messages.enquiries.noConversions(CONVERSION_WINDOW_DAYS))
    download(csv, `google-ads-conversions-${new Date().toISOString().slice(0, 10)}.csv`)
    setSaid(messages.enquiries.conversionsSaved(count))
  }

  return (
    <main className={ui.page} id="main">
      <h1>Sources</h1>
      <p className={ui.lead}>
        Where the enquiries came from: the ad, search, link or campaign that brought each visitor, and the page they landed on. Mark an
        enquiry &ldquo;Became a client&rdquo; in Enquiries to count it here.
      </p>
      <LoadFailed error={error} onReload={load} />
      {!data && !error && <p>Reading the enquiries…</p>}
      {data && (
        <>
          <div className="my-3 flex flex-wrap items-end gap-3 [&_label]:grid [&_label]:gap-1 [&_label]:font-semibold">
            <label>
              Count by
              <select className={select} value={by} onChange={(e) => setBy(e.target.value as GroupBy)}>
                {GROUPS.map((g) => (
                  <option key={g.value} value={g.value}>
                    {g.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Per
              <select className={select} value={period} onChange={(e) => setPeriod(e.target.value as Period)}>
                <option value="week">Week (last 8)</option>
                <option value="month">Month (last 6)</option>
              </select>
            </label>
          </div>
          {rows.length === 0 ? (
            <p>No enquiries in these {period === 'week' ? 'weeks' : 'months'}.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="ed-sources w-full border-collapse text-sm [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1.5 [&_th]:px-2 [&_th]:py-1.5 [&_th]:text-left">
                <caption className="mb-1 text-left text-muted">
                  Enquiries per {period === 'week' ? 'week, by the Monday it starts' : 'month'} (India time). Newsletter sign-ups are not
                  counted; &ldquo;not recorded&rdquo; are enquiries sent before the site kept where visitors came from.
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className="min-w-44">
                      {GROUPS.find((g) => g.value === by)?.column}
                    </th>
                    {periods.map((p) => (
                      <th scope="col" key={p.key} className="text-right! whitespace-nowrap">
                        {p.label}
                      </th>
                    ))}
                    <th scope="col" className="text-right!">
                      Total
                    </th>
                    <th scope="col" className="text-right!">
                      Clients
                    </th>
                    <th scope="col" className="text-right!">
                      Fees (₹)
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.name}>
                      <th scope="row" className="font-normal wrap-anywhere">
                        {r.name}
                      </th>
                      {r.counts.map((n, i) => (
                        <td key={periods[i].key} className="text-right tabular-nums">
                          {n || '·'}
                        </td>
                      ))}
                      <td className="text-right font-semibold tabular-nums">{r.total}</td>
                      <td className="text-right tabular-nums">{r.clients}</td>
                      <td className="text-right tabular-nums">{r.fees ? rupees(r.fees) : '·'}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="font-semibold">
                    <th scope="row">All</th>
                    {totals.map((n, i) => (
                      <td key={periods[i].key} className="text-right tabular-nums">
                        {n}
                      </td>
                    ))}
                    <td className="text-right tabular-nums">{totals.reduce((a, b) => a + b, 0)}</td>
                    <td className="text-right tabular-nums">{clients}</td>
                    <td className="text-right tabular-nums">{fees ? rupees(fees) : '·'}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
          <h2 className="mt-6">Promises kept</h2>
          {!keptAll ? (
            <p>No enquiry with a promised call-back has come due in these {period === 'week' ? 'weeks' : 'months'}.</p>
          ) : (
            <div className="overflow-x-auto">
              <table
                className="ed-kept w-full border-collapse text-sm [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1.5 [&_th]:px-2 [&_th]:py-1.5 [&_th]:text-left"
                data-kept
              >
                <caption className="mb-1 text-left text-muted">
                  Of the enquiries whose promised call-back has come due (or that were called sooner), how many were called by their due
                  time, per {period === 'week' ? 'week' : 'month'} they arrived in; below, the median time from the enquiry to its first
                  call, nights and holidays included, as the visitor waited. One still inside its promise is not counted yet.
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className="min-w-44">
                      {GROUPS.find((g) => g.value === by)?.column}
                    </th>
                    {periods.map((p) => (
                      <th scope="col" key={p.key} className="text-right! whitespace-nowrap">
                        {p.label}
                      </th>
                    ))}
                    <th scope="col" className="text-right!">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {kept.map((r) => (
                    <tr key={r.name}>
                      <th scope="row" className="font-normal wrap-anywhere">
                        {r.name}
                      </th>
                      {r.cells.map((c, i) => (
                        <Kept key={periods[i].key} cell={c} />
                      ))}
                      <Kept cell={r.total} strong />
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="font-semibold">
                    <th scope="row">All</th>
                    {keptAll.cells.map((c, i) => (
                      <Kept key={periods[i].key} cell={c} strong />
                    ))}
                    <Kept cell={keptAll.total} strong />
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
          <h2 className="mt-6">Tell Google Ads which clicks became clients</h2>
          <p className={ui.note}>
            A file of the enquiries marked &ldquo;Became a client&rdquo; that came by a Google ad click in the last {CONVERSION_WINDOW_DAYS}{' '}
            days, with the fee as the value. Upload it in Google Ads (docs/OFFICE.md says where).
          </p>
          <button type="button" onClick={conversions}>
            Download conversions for Google Ads (CSV)
          </button>{' '}
          {said && <span role="status">{said}</span>}
        </>
      )}
    </main>
  )
}
