/**
 * The office editor at the site's own address (/office/): a sign-in with passkeys, then the very editor of
 * `npm run edit` (src/editor/App.tsx), whose calls go to the host functions under /office/api/.
 */
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { EditorApp } from '../App.tsx'
import { whenRemoved, whenSignedOut } from '../api.ts'
import * as ui from '../ui.ts'
import './office.css'
import { invitation, register, signIn, signOut, state, type Person } from './calls.ts'
import { People } from './People.tsx'
import { OfficeDialog } from './Dialog.tsx'
import { messages } from '../../contract/messages.ts'

const w = messages.signIn

function SignIn({ setup, onIn }: { setup: boolean; onIn: (p: Person) => void }) {
  const invite = new URLSearchParams(window.location.search).get('invite')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [name, setName] = useState('')
  const [code, setCode] = useState('')
  const [invited, setInvited] = useState<Awaited<ReturnType<typeof invitation>> | null>(null)
  useEffect(() => {
    if (invite) invitation(invite).then(setInvited, (e: Error) => setError(e.message))
  }, [invite])
  const run = (ask: () => Promise<Person>) => {
    setBusy(true)
    setError('')
    ask().then(
      (p) => {
        // The invitation is used: take it out of the address bar (and the history).
        if (invite) window.history.replaceState(null, '', '/office/')
        onIn(p)
      },
      (e: Error) => {
        setBusy(false)
        setError(e.message)
      },
    )
  }
  return (
    <main className="mx-auto mt-16 max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="mt-0 text-2xl">{w.title}</h1>
      {invite ? (
        <>
          {invited && (
            <p data-invited={invited.name}>
              <strong>{w.invitedBy(invited.name, invited.by, invited.role, invited.again)}</strong>
            </p>
          )}
          <p>{w.inviteLead()}</p>
          {invited && <p className={ui.note}>{w.notYou(invited.name, invited.by)}</p>}
          <button type="button" className={ui.primary} disabled={busy} onClick={() => run(() => register({ invite }))}>
            {busy ? w.signingIn : w.makePasskey}
          </button>
        </>
      ) : setup ? (
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            run(() => register({ setupCode: code, name }))
          }}
        >
          <p className="m-0">{w.setupLead}</p>
          <label className="grid gap-1 font-semibold">
            {w.yourName}
            <input required minLength={2} maxLength={60} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label className="grid gap-1 font-semibold">
            {w.setupCode}
            <input required autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} />
          </label>
          <button type="submit" className={ui.primary} disabled={busy}>
            {busy ? w.signingIn : w.makePasskey}
          </button>
        </form>
      ) : (
        <>
          <p>{w.signInLead}</p>
          <button type="button" className={ui.primary} disabled={busy} onClick={() => run(signIn)}>
            {busy ? w.signingIn : w.signIn}
          </button>
          <p className={ui.note}>{w.noPasskeyHelp}</p>
        </>
      )}
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
    </main>
  )
}

/**
 * Signed out while working (the sign-in expired, or ended on another tab): a dialog over the screen, which stays
 * as it is, with what was typed; the call that found it out is made again once signed in.
 */
function SignInAgain({ onIn, onCancel }: { onIn: (p: Person) => void; onCancel: () => void }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  return (
    <OfficeDialog id="sign-in-again" title={w.signInAgainTitle} error={error} onClose={onCancel}>
      <p>{w.signInAgainLead}</p>
      <button
        type="button"
        className={ui.primary}
        disabled={busy}
        onClick={() => {
          setBusy(true)
          setError('')
          signIn().then(onIn, (e: Error) => {
            setBusy(false)
            setError(e.message)
          })
        }}
      >
        {busy ? w.signingIn : w.signIn}
      </button>
    </OfficeDialog>
  )
}

function Office() {
  const [known, setKnown] = useState<{ person: Person | null; setup: boolean } | null>(null)
  const [error, setError] = useState('')
  const [peopleOpen, setPeopleOpen] = useState(false)
  // Calls waiting for the person to sign in again: all go on once they have.
  const [waiting, setWaiting] = useState<{ resolve: () => void; reject: () => void }[]>([])
  const [removed, setRemoved] = useState('')
  useEffect(() => {
    state().then(setKnown, (e: Error) => setError(e.message))
    whenSignedOut(() => new Promise<void>((resolve, reject) => setWaiting((w) => [...w, { resolve, reject }])))
    whenRemoved(setRemoved)
    return () => {
      whenSignedOut(undefined)
      whenRemoved(undefined)
    }
  }, [])
  if (error)
    return (
      <p role="alert" className="m-8 text-red-700">
        {error}
      </p>
    )
  if (!known) return null
  if (!known.person) return <SignIn setup={known.setup} onIn={(person) => setKnown({ person, setup: false })} />
  const person = known.person
  const account = (
    <>
      <span data-signed-in={person.name}>{w.signedInAs(person.name)}</span>
      {person.role === 'owner' && (
        <button type="button" className="rounded-md bg-white/15 px-2 py-1 text-white" onClick={() => setPeopleOpen(true)}>
          {w.people}
        </button>
      )}
      <button
        type="button"
        className="rounded-md bg-white/15 px-2 py-1 text-white"
        onClick={() =>
          // Signed out only once the website has ended the session: on a failure the person stays signed in and is told.
          signOut().then(
            () => setKnown({ person: null, setup: false }),
            (e: Error) => window.alert(e.message),
          )
        }
      >
        {w.signOut}
      </button>
    </>
  )
  const settle = (ok: boolean) => {
    for (const call of waiting) (ok ? call.resolve : call.reject)()
    setWaiting([])
  }
  return (
    <>
      {removed && (
        <p role="alert" className="m-0 bg-red-700 px-4 py-2 font-semibold text-white" data-removed>
          {removed}
        </p>
      )}
      <EditorApp base="/office" account={account} pictures="web-ready" role={person.role} />
      {waiting.length > 0 && (
        <SignInAgain
          onIn={(p) => {
            setKnown({ person: p, setup: false })
            settle(true)
          }}
          onCancel={() => settle(false)}
        />
      )}
      {peopleOpen && <People me={person} onClose={() => setPeopleOpen(false)} />}
    </>
  )
}

createRoot(document.getElementById('editor')!).render(<Office />)
