import { useEffect, useMemo, useState } from 'react'
import { AskPerson, PersonLine, useOfficePerson } from './AskPerson.tsx'
import { api, downloadUrl } from './api.ts'
import type { EnquiriesResponse, Enquiry, EnquiryStatus } from '../contract/protocol.ts'
import * as ui from './ui.ts'
import { when } from './text.ts'
import { LoadFailed } from './LoadFailed.tsx'
import { messages } from '../contract/messages.ts'
import { contactHref } from '../notifications/message.ts'
import { FORM_NAMES, LEAD_LABELS, LEAD_STATUSES, languageWords } from '../notifications/lead-fields.ts'

/** A filter's box. */
const filter = 'border-slate-300 px-2 py-1.5'

const FORMS: Enquiry['form'][] = Object.values(FORM_NAMES)

/** Whether the office was told of an enquiry, and "Send again" for a notification that failed. */
function Notice({ enquiry, notice, onSent }: { enquiry: Enquiry; notice: NonNullable<Enquiry['notification']>; onSent: () => void }) {
  const [state, setState] = useState('')
  if (notice.status === 'sent') return <p className={ui.note}>Office notified.</p>
  const tries = `${notice.attempts} ${notice.attempts === 1 ? 'try' : 'tries'}`
  const resend = () => {
    setState(messages.enquiries.sending)
    api.resend(notice.id).then(
      (r) => {
        setState(r.again ? messages.enquiries.queued : messages.enquiries.notFailed)
        onSent()
      },
      (err: Error) => setState(err.message),
    )
  }
  return (
    <p className={notice.status === 'failed' ? ui.error : ui.note} data-notification={notice.status}>
      {notice.status === 'failed'
        ? `The office was not notified of this ${enquiry.form.toLowerCase()}: failed after ${tries}`
        : notice.attempts
          ? `Notification not delivered yet (${tries}), trying again`
          : 'Notification waiting to be sent'}
      {notice.error && ` (${notice.error})`}.{' '}
      {notice.status === 'failed' && (
        <button type="button" onClick={resend} disabled={state === messages.enquiries.sending}>
          Send again
        </button>
      )}{' '}
      {state && <span role="status">{state}</span>}
    </p>
  )
}

/** The privacy notice an enquiry was sent under: when, for what, and its text as it was on "Show the notice". */
function PrivacyNotice({ notice, missing }: { notice: Enquiry['notice']; missing: Enquiry['noticeMissing'] }) {
  const [text, setText] = useState<string | null>(null)
  const [checked, setChecked] = useState(true)
  const [said, setSaid] = useState('')
  if (!notice)
    return (
      <p className={ui.note}>
        {missing === 'not-sent'
          ? messages.privacy.noNoticeSent
          : missing === 'not-published'
            ? messages.privacy.noticeNotPublished
            : messages.privacy.noNoticeRecorded}
      </p>
    )
  const purposes = notice.purposes.map((p) => messages.privacy.purposes[p as keyof typeof messages.privacy.purposes] ?? p).join('; ')
  const show = () => {
    if (text !== null) return setText(null)
    setSaid(messages.privacy.reading)
    api.noticeText(notice.version).then(
      (r) => {
        setSaid('')
        setText(r.text)
        setChecked(r.checked)
      },
      (err: Error) => setSaid(err.message),
    )
  }
  return (
    <div data-privacy-notice={notice.version.slice(0, 12)}>
      <p className={ui.note}>
        Privacy notice shown {when(notice.at)}, for: {purposes}.{' '}
        <button type="button" className={ui.link} aria-expanded={text !== null} onClick={show}>
          {text === null ? 'Show the notice' : 'Hide the notice'}
        </button>{' '}
        {said && <span role="status">{said}</span>}
      </p>
      {text !== null && !checked && <p className={ui.note}>{messages.privacy.noticeNotChecked}</p>}
      {text !== null && <p className="rounded-lg bg-slate-50 px-3 py-2 text-[13px] whitespace-pre-wrap">{text}</p>}
    </div>
  )
}

/** "1,50,000": rupees as people in India write them. */
export const rupees = (n: number) => n.toLocaleString('en-IN')

/** New → called → done, with a note; who changed it last and when. */
function Progress({ enquiry, progress, onSaved }: { enquiry: Enquiry; progress: NonNullable<Enquiry['progress']>; onSaved: () => void }) {
  const [status, setStatus] = useState(progress.status)
  const [note, setNote] = useState(progress.note)
  const [fee, setFee] = useState(progress.fee === null ? '' : String(progress.fee))
  const [state, setState] = useState('')
  const feeValue = status === 'client' && fee.trim() !== '' ? Number(fee.replace(/[,\s₹]/g, '')) : null
  const changed = status !== progress.status || note !== progress.note || feeValue !== progress.fee
  const save = () => {
    if (feeValue !== null && !(Number.isInteger(feeValue) && feeValue >= 0)) return setState(messages.enquiries.feeWrong)
    setState(messages.enquiries.saving)
    api.setStatus({ lead: enquiry.id, status, note, fee: feeValue }).then(
      () => {
        setState(messages.enquiries.saved)
        onSaved()
      },
      (err: Error) => setState(err.message),
    )
  }
  return (
    <div className="my-1 flex flex-wrap items-end gap-2" data-status={progress.status}>
      <label className="grid gap-1 font-semibold">
        {LEAD_LABELS.status}
        <select className={filter} value={status} onChange={(e) => setStatus(e.target.value as EnquiryStatus)}>
          {LEAD_STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      {status === 'client' && (
        <label className="grid gap-1 font-semibold">
          {LEAD_LABELS.fee} (₹, optional)
          <input
            className={`${filter} w-32`}
            inputMode="numeric"
            value={fee}
            onChange={(e) => setFee(e.target.value)}
            placeholder="15000"
          />
        </label>
      )}
      <label className="grid min-w-70 flex-1 gap-1 font-semibold">
        {LEAD_LABELS.note}
        <input className={filter} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
      </label>
      <button type="button" onClick={save} disabled={!changed || state === messages.enquiries.saving}>
        Save
      </button>
      {progress.by && (
        <span className={ui.note}>
          {LEAD_STATUSES.find((s) => s.value === progress.status)?.label}
          {progress.fee !== null && ` (₹${rupees(progress.fee)})`} · {progress.by}, {when(progress.at)}
        </span>
      )}
      {state && <span role="status">{state}</span>}
    </div>
  )
}

/** "25 min", "2 h 5 min", "3 days 4 h": a stretch of time as the office says it. */
export function span(ms: number): string {
  const minutes = Math.max(1, Math.round(Math.abs(ms) / 60_000))
  const [d, h, m] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60), minutes % 60]
  if (d) return `${d} ${d === 1 ? 'day' : 'days'}${h ? ` ${h} h` : ''}`
  return h ? `${h} h${m ? ` ${m} min` : ''}` : `${m} min`
}

/** Whether an enquiry still waits for its first call past its due time. */
const overdue = (e: Enquiry, now: number) => !!e.due && !e.progress?.firstCalled && Date.parse(e.due.at) < now

/**
 * When it must be answered, from the promise its form made: "Call by … (15-minute promise, in working hours)",
 * marked once overdue; the clock stops at the first call, which says how it went against the promise.
 */
function Due({ enquiry, now }: { enquiry: Enquiry; now: number }) {
  const due = enquiry.due
  if (!due) return null
  const at = Date.parse(due.at)
  const called = enquiry.progress?.firstCalled
  const promised = due.promised.length > 1 && <span className="block font-normal text-muted">Promised: {due.promised.join('; ')}.</span>
  if (called) {
    const late = Date.parse(called) - at
    return (
      <p className={ui.note} data-due="called">
        Called {when(called)}, {late > 0 ? `${span(late)} after it was due` : `${span(late)} before it was due`} ({due.promise}).
        {promised}
      </p>
    )
  }
  if (at < now)
    return (
      <p className={`${ui.error} font-semibold`} data-due="overdue">
        Overdue by {span(now - at)}: call by {when(due.at)} was promised ({due.promise}).
        {promised}
      </p>
    )
  return (
    <p className="font-semibold" data-due="waiting">
      Call by {when(due.at)} ({due.promise}), in {span(at - now)}.{promised}
    </p>
  )
}

/** "Mine": the person takes an enquiry (its reminders then name them), lets it go, or takes it over. */
function Mine({ enquiry, you, onSaved }: { enquiry: Enquiry; you: string; onSaved: () => void }) {
  const [state, setState] = useState('')
  const taken = enquiry.progress?.takenBy ?? null
  const yours = taken !== null && taken === you
  const press = () => {
    setState(messages.enquiries.saving)
    api.takeEnquiry(enquiry.id, !yours).then(
      () => {
        setState('')
        onSaved()
      },
      (err: Error) => setState(err.message),
    )
  }
  return (
    <p className="flex flex-wrap items-center gap-2" data-taken={taken ?? ''}>
      {taken && <span className={ui.note}>{yours ? 'Yours: its reminders name you.' : `Taken by ${taken}.`}</span>}
      <button type="button" onClick={press} disabled={state === messages.enquiries.saving}>
        {yours ? 'Let go' : taken ? `Take over from ${taken}` : 'Mine'}
      </button>
      {state && <span role="status">{state}</span>}
    </p>
  )
}

/** What visitors sent through the site's forms, the next to call first: with search, filters and a CSV download. */
export function Enquiries() {
  const [data, setData] = useState<EnquiriesResponse | null>(null)
  const [error, setError] = useState('')
  const [query, setQuery] = useState('')
  const [form, setForm] = useState('')
  const [service, setService] = useState('')
  const [status, setStatusFilter] = useState('')
  const [days, setDays] = useState(0)
  const [order, setOrder] = useState<'due' | 'newest' | 'oldest' | 'status'>('due')
  // The time the overdue marks are measured against, moved on every minute while the screen is open.
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(tick)
  }, [])
  // On the office computer the list is read, and statuses set, in the name its person gives once.
  const person = useOfficePerson()
  const load = () => {
    setError('')
    api.enquiries().then(setData, (e: Error) => setError(e.message))
  }
  useEffect(() => {
    document.title = 'Enquiries · Site editor'
    if (!person.needed) load()
  }, [person.needed])

  const services = useMemo(() => [...new Set((data?.enquiries ?? []).map((e) => e.service).filter(Boolean))].sort(), [data])
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase()
    const since = days ? Date.now() - days * 86_400_000 : 0
    const list = (data?.enquiries ?? []).filter(
      (e) =>
        (!form || e.form === form) &&
        (!service || e.service === service) &&
        (!status || e.progress?.status === status) &&
        (!since || new Date(e.created_at).getTime() >= since) &&
        (!q || [e.name, e.email, e.phone, e.message, e.page, e.service, e.source?.text ?? ''].some((t) => t.toLowerCase().includes(q))),
    )
    // The server sends them newest first; the other orders are made from that.
    if (order === 'oldest') return [...list].reverse()
    if (order === 'due') {
      // Those still waiting for their first call, the soonest due (the most overdue) first; then the rest, newest first.
      const waiting = (e: Enquiry) => (e.due && !e.progress?.firstCalled ? Date.parse(e.due.at) : Infinity)
      return list
        .map((e, i) => ({ e, i, at: waiting(e) }))
        .sort((a, b) => a.at - b.at || a.i - b.i)
        .map((x) => x.e)
    }
    if (order === 'status') {
      const rank = (e: (typeof list)[number]) => LEAD_STATUSES.findIndex((s) => s.value === e.progress?.status)
      return [...list].sort((a, b) => (rank(a) < 0 ? 99 : rank(a)) - (rank(b) < 0 ? 99 : rank(b)))
    }
    return list
  }, [data, query, form, service, status, days, order])
  const fresh = (data?.enquiries ?? []).filter((e) => e.progress?.status === 'new').length
  const late = (data?.enquiries ?? []).filter((e) => overdue(e, now)).length

  if (person.needed)
    return (
      <main className={ui.page} id="main">
        <h1>Enquiries</h1>
        <AskPerson onGiven={person.give} />
      </main>
    )
  return (
    <main className={ui.page} id="main">
      <h1>Enquiries{fresh > 0 && ` (${fresh} new)`}</h1>
      <p className={ui.lead}>
        What visitors sent through the site&apos;s forms, the next to call first (each is due when its form promised an answer), and whether
        the office was notified. Nothing here changes or deletes an enquiry.
      </p>
      <PersonLine name={person.name} onChange={person.forget} />
      <LoadFailed error={error} onReload={load} />
      {!data && !error && <p>Reading the enquiries…</p>}
      {data && (
        <>
          <p className="text-muted">
            {data.source === 'hosted' ? 'Enquiries sent to the website.' : "Enquiries sent to this computer's copy of the site."}{' '}
            <a href={downloadUrl('enquiriesCsv')} download>
              Download as a spreadsheet (CSV)
            </a>
          </p>
          <div className="my-3 flex flex-wrap gap-3 [&_label]:grid [&_label]:gap-1 [&_label]:font-semibold" role="search">
            <label>
              Search
              <input
                type="search"
                className={`${filter} min-w-70`}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="Name, e-mail, phone or words"
              />
            </label>
            <label>
              {LEAD_LABELS.form}
              <select className={`${filter} min-w-50`} value={form} onChange={(e) => setForm(e.target.value)}>
                <option value="">All forms</option>
                {FORMS.map((f) => (
                  <option key={f}>{f}</option>
                ))}
              </select>
            </label>
            <label>
              {LEAD_LABELS.status}
              <select className={`${filter} min-w-30`} value={status} onChange={(e) => setStatusFilter(e.target.value)}>
                <option value="">Any status</option>
                {LEAD_STATUSES.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Sent
              <select className={`${filter} min-w-30`} value={days} onChange={(e) => setDays(Number(e.target.value))}>
                <option value={0}>Any time</option>
                <option value={1}>In the last day</option>
                <option value={7}>In the last 7 days</option>
                <option value={30}>In the last 30 days</option>
              </select>
            </label>
            <label>
              Order
              <select className={`${filter} min-w-30`} value={order} onChange={(e) => setOrder(e.target.value as typeof order)}>
                <option value="due">Next to call first (overdue at the top)</option>
                <option value="newest">Newest first</option>
                <option value="oldest">Oldest first</option>
                <option value="status">New ones first, then called, done, clients</option>
              </select>
            </label>
            <label>
              {LEAD_LABELS.service}
              <select className={`${filter} min-w-50`} value={service} onChange={(e) => setService(e.target.value)}>
                <option value="">All services</option>
                {services.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </label>
          </div>
          <p role="status">
            {shown.length === data.enquiries.length
              ? `${data.enquiries.length} ${data.enquiries.length === 1 ? 'enquiry' : 'enquiries'}`
              : `${shown.length} of ${data.enquiries.length} enquiries`}
            {late > 0 && <strong className="text-red-800">{`, ${late} overdue`}</strong>}
          </p>
          <ol className="ed-enquiries list-none p-0 [&_p]:my-1 [&_p]:wrap-anywhere">
            {shown.map((e) => (
              <li
                key={`${e.form}-${e.id}`}
                className={`${ui.panel} mb-2.5 px-3.5 py-2.5 ${overdue(e, now) ? 'border-l-4 border-l-red-700' : ''}`}
              >
                <Due enquiry={e} now={now} />
                <p className={ui.note}>
                  {when(e.created_at)} · {e.form}
                  {e.service && ` · ${e.service}`} · from {e.page}
                </p>
                <p>
                  <strong>{e.name || e.email}</strong>
                  {e.name && <> · {contactHref('mailto', e.email) ? <a href={contactHref('mailto', e.email)}>{e.email}</a> : e.email}</>}
                  {e.phone && (
                    <>
                      {' '}
                      · <a href={contactHref('tel', e.phone)}>{e.phone}</a>
                    </>
                  )}
                  {/* Sent from a Hindi page: the call back starts in Hindi. */}
                  {e.language === 'hi' && (
                    <>
                      {' '}
                      · <strong data-language="hi">{languageWords(e.language)}</strong>
                    </>
                  )}
                </p>
                {e.phone && (
                  <p className="flex flex-wrap gap-2" data-reply>
                    <a className={ui.replyLink} href={contactHref('tel', e.phone)}>
                      Call
                    </a>
                    {e.whatsapp && (
                      <a className={ui.replyLink} href={e.whatsapp} target="_blank" rel="noreferrer">
                        WhatsApp
                      </a>
                    )}
                  </p>
                )}
                {e.source && (
                  <p className={ui.note}>
                    {LEAD_LABELS.came_by}: {e.source.text}
                  </p>
                )}
                {e.message && <p className="whitespace-pre-wrap">{e.message}</p>}
                {e.viewed && <p className={ui.note}>Guide: {e.viewed}</p>}
                <PrivacyNotice notice={e.notice} missing={e.noticeMissing} />
                {e.progress && <Progress key={`${e.progress.status}-${e.progress.at}`} enquiry={e} progress={e.progress} onSaved={load} />}
                {e.progress && (e.progress.status === 'new' || e.progress.takenBy) && <Mine enquiry={e} you={data.you} onSaved={load} />}
                {e.notification && <Notice enquiry={e} notice={e.notification} onSent={load} />}
              </li>
            ))}
          </ol>
        </>
      )}
    </main>
  )
}
