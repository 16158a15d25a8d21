/**
 * The rights desk: requests from the site's privacy choices page, each with its kind, when it came, its due date
 * and state, overdue ones first; what to do next for each (call a phone-only requester back, send "What we hold",
 * record the answer); the notice for people who enquired before the forms showed one; and, for owners, who at
 * the office read or downloaded people's data. The same on the office computer and the web address.
 */
import { useEffect, useState } from 'react'
import { AskPerson, PersonLine, useOfficePerson } from './AskPerson.tsx'
import { api, downloadUrl } from './api.ts'
import type { PrivacyDesk, PrivacyRequest } from '../contract/protocol.ts'
import type { Role } from '../contract/roles.ts'
import { when } from './text.ts'
import { messages } from '../contract/messages.ts'
import { contactHref } from '../notifications/message.ts'
import * as ui from './ui.ts'
import { LoadFailed } from './LoadFailed.tsx'

const m = messages.privacy
const isPhone = (contact: string) => !contact.includes('@')

/** The date only, in India's time: 28/12/2026. */
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' })

function Request({ request: r, onChanged }: { request: PrivacyRequest; onChanged: () => void }) {
  const [note, setNote] = useState('')
  const [said, setSaid] = useState('')
  const [busy, setBusy] = useState(false)
  const act = (work: () => Promise<unknown>, done: string) => {
    setBusy(true)
    setSaid(m.saving)
    work().then(
      () => {
        setSaid(done)
        setBusy(false)
        onChanged()
      },
      (err: Error) => {
        setSaid(err.message)
        setBusy(false)
      },
    )
  }
  const answer = (state: 'done' | 'refused') => {
    if (!note.trim()) return setSaid(m.noteNeeded)
    act(() => api.privacyAnswer(r.id, state, note), state === 'done' ? m.answered : m.refusedSaved)
  }
  const noteId = `privacy-note-${r.id}`
  return (
    <li className={`${ui.panel} mb-2.5 px-3.5 py-2.5 ${r.overdue ? 'border-red-600! border-2' : ''}`} data-request={r.state}>
      <p className="font-semibold">
        {m.kinds[r.kind]}
        {r.overdue && <span className="ml-2 rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">{m.overdue}</span>}
      </p>
      <p className={ui.note}>
        Came {when(r.created)} · {m.states[r.state]}
        {r.due && ` · answer by ${day(r.due)}`}
      </p>
      <p>
        {isPhone(r.contact) ? (
          <a href={contactHref('tel', r.contact)}>{r.contact}</a>
        ) : contactHref('mailto', r.contact) ? (
          <a href={contactHref('mailto', r.contact)}>{r.contact}</a>
        ) : (
          // Not one plain mailbox (kept from before the one grammar): shown, linked to nothing, mailed nothing.
          r.contact
        )}
      </p>
      {r.details && <p className="whitespace-pre-wrap">{r.details}</p>}
      {r.since && r.since.length > 0 && (
        <p className="rounded border border-amber-400 bg-amber-50 px-2 py-1" data-since>
          {m.since(r.since.map((s) => m.sinceOne(s.kind, when(s.at))).join('; '))}
        </p>
      )}
      {r.state === 'to-call' && (
        <div className="flex flex-wrap items-center gap-2">
          <a className={ui.replyLink} href={contactHref('tel', r.contact)}>
            Call
          </a>
          <button type="button" disabled={busy} onClick={() => act(() => api.privacyCallBack(r.id, true), m.confirmedOnCall)}>
            Confirmed on the call
          </button>
          <button type="button" disabled={busy} onClick={() => act(() => api.privacyCallBack(r.id, false), m.refusedSaved)}>
            Could not confirm: refuse
          </button>
        </div>
      )}
      {r.state === 'unconfirmed' && <p className={ui.note}>{m.waitingForLink}</p>}
      {r.state === 'confirmed' && (
        <div className="grid max-w-160 gap-2">
          {r.kind === 'access' && (
            <p>
              <a href={downloadUrl('privacyFile', { id: r.id })} download>
                Download &ldquo;What we hold&rdquo;
              </a>{' '}
              <span className={ui.note}>{m.fileHint}</span>
            </p>
          )}
          <label htmlFor={noteId} className="font-semibold">
            What was done
          </label>
          <textarea
            id={noteId}
            rows={2}
            className="border-slate-300 px-2 py-1.5"
            value={note}
            maxLength={2000}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <button type="button" className={ui.primary} disabled={busy} onClick={() => answer('done')}>
              Mark answered
            </button>
            <button type="button" disabled={busy} onClick={() => answer('refused')}>
              Refuse, with the reason above
            </button>
          </div>
        </div>
      )}
      {(r.state === 'done' || r.state === 'refused') && (
        <p className={ui.note}>
          {r.state === 'done' ? 'Done' : 'Refused'}
          {r.handled && ` ${when(r.handled)}`}
          {r.by && ` by ${r.by}`}
          {r.note && `: ${r.note}`}
        </p>
      )}
      {said && (
        <p role="status" className={said === m.saving ? ui.note : undefined}>
          {said}
        </p>
      )}
    </li>
  )
}

function Earlier({ earlier, onSent }: { earlier: PrivacyDesk['earlier']; onSent: () => void }) {
  const [sure, setSure] = useState(false)
  const [said, setSaid] = useState('')
  const send = () => {
    setSaid(m.saving)
    api.sendNotice().then(
      (r) => {
        setSure(false)
        setSaid(m.noticeQueued(r.queued))
        onSent()
      },
      (err: Error) => setSaid(err.message),
    )
  }
  return (
    <section aria-labelledby="earlier" className="mt-8">
      <h2 id="earlier" className="text-xl">
        Earlier enquirers
      </h2>
      <p className={ui.lead}>{m.earlierLead}</p>
      <p data-earlier={earlier.waiting}>
        {m.earlierCounts(earlier.waiting, earlier.sent)}
        {earlier.phoneOnly > 0 && ` ${m.phoneOnly(earlier.phoneOnly)}`}
      </p>
      {earlier.waiting > 0 &&
        (sure ? (
          <p className="flex flex-wrap items-center gap-2">
            {m.sendSure(earlier.waiting)}{' '}
            <button type="button" className={ui.primary} onClick={send}>
              Yes, send it
            </button>
            <button type="button" onClick={() => setSure(false)}>
              Not now
            </button>
          </p>
        ) : (
          <button type="button" onClick={() => setSure(true)}>
            Send the notice to {earlier.waiting} {earlier.waiting === 1 ? 'person' : 'people'}
          </button>
        ))}
      {said && <p role="status">{said}</p>}
    </section>
  )
}

function Reads({ reads }: { reads: NonNullable<PrivacyDesk['reads']> }) {
  return (
    <section aria-labelledby="reads" className="mt-8">
      <h2 id="reads" className="text-xl">
        Who read what
      </h2>
      <p className={ui.lead}>{m.readsLead}</p>
      {reads.length === 0 ? (
        <p>{m.noReads}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1.5 [&_th]:px-2 [&_th]:py-1.5 [&_th]:text-left">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col" className="text-right!">
                  People&apos;s records
                </th>
              </tr>
            </thead>
            <tbody>
              {reads.map((r, i) => (
                <tr key={`${r.at}-${i}`}>
                  <td className="whitespace-nowrap">{when(r.at)}</td>
                  <td>
                    {r.who}
                    {r.role && <span className="text-muted"> ({messages.signIn.roles[r.role as Role] ?? r.role})</span>}
                  </td>
                  <td>
                    {r.what}
                    {r.download && ` (${m.downloads[r.download as keyof typeof m.downloads] ?? r.download})`}
                  </td>
                  <td className="text-right tabular-nums">{r.rows}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

export function Privacy() {
  const [desk, setDesk] = useState<PrivacyDesk | null>(null)
  const [error, setError] = useState('')
  // On the office computer the requests are read, and answered, in the name its person gives once.
  const person = useOfficePerson()
  const load = () => {
    setError('')
    api.privacyDesk().then(setDesk, (e: Error) => setError(e.message))
  }
  useEffect(() => {
    document.title = 'Privacy requests · Site editor'
    if (!person.needed) load()
  }, [person.needed])
  const open = desk?.requests.filter((r) => r.state !== 'done' && r.state !== 'refused') ?? []
  const closed = desk?.requests.filter((r) => r.state === 'done' || r.state === 'refused') ?? []
  const overdue = open.filter((r) => r.overdue).length
  if (person.needed)
    return (
      <main className={ui.page} id="main">
        <h1>Privacy requests</h1>
        <AskPerson onGiven={person.give} />
      </main>
    )
  return (
    <main className={ui.page} id="main">
      <h1>Privacy requests{overdue > 0 && ` (${overdue} overdue)`}</h1>
      <p className={ui.lead}>{m.deskLead}</p>
      <PersonLine name={person.name} onChange={person.forget} />
      <LoadFailed error={error} onReload={load} />
      {!desk && !error && <p>{m.reading}</p>}
      {desk && (
        <>
          <h2 className="mt-6 text-xl">To do ({open.length})</h2>
          {open.length === 0 ? (
            <p>{m.nothingOpen}</p>
          ) : (
            <ol className="list-none p-0 [&_p]:my-1 [&_p]:wrap-anywhere">
              {open.map((r) => (
                <Request key={`${r.id}-${r.state}`} request={r} onChanged={load} />
              ))}
            </ol>
          )}
          {closed.length > 0 && (
            <details className="mt-4">
              <summary className="cursor-pointer font-semibold">Answered ({closed.length})</summary>
              <ol className="list-none p-0 [&_p]:my-1 [&_p]:wrap-anywhere">
                {closed.map((r) => (
                  <Request key={`${r.id}-${r.state}`} request={r} onChanged={load} />
                ))}
              </ol>
            </details>
          )}
          <Earlier earlier={desk.earlier} onSent={load} />
          {desk.reads && <Reads reads={desk.reads} />}
        </>
      )}
    </main>
  )
}
