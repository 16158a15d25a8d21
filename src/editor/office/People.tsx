/**
 * An owner's list of the people at the office: what each does (owner, editor, front desk: src/contract/roles.ts),
 * changed here; invite one with their work, re-invite one who lost a device, remove one.
 */
import { useEffect, useState } from 'react'
import * as ui from '../ui.ts'
import { changeRole, invite, people, remove, type Person, type PersonRow } from './calls.ts'
import { ROLES, type Role } from '../../contract/roles.ts'
import { OfficeDialog } from './Dialog.tsx'
import { messages } from '../../contract/messages.ts'

const w = messages.signIn

export function People({ me, onClose }: { me: Person; onClose: () => void }) {
  const [rows, setRows] = useState<PersonRow[] | null>(null)
  const [error, setError] = useState('')
  const [link, setLink] = useState<{ name: string; link: string } | null>(null)
  const [name, setName] = useState('')
  const [role, setRole] = useState<Role>('editor')
  const reload = () =>
    people().then(
      (r) => setRows(r.people),
      (e: Error) => setError(e.message),
    )
  useEffect(() => {
    void reload()
  }, [])
  const act = (job: () => Promise<unknown>) => {
    setError('')
    job().then(reload, (e: Error) => setError(e.message))
  }
  return (
    <OfficeDialog id="people-title" title={w.peopleTitle} error={error} onClose={onClose}>
      <ul className="grid list-none gap-2 p-0">
        {rows?.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center gap-3 border-b border-slate-200 pb-2" data-person={p.name}>
            <strong>{p.name}</strong>
            <label className="flex items-center gap-1">
              <span className="sr-only">{w.roleOf(p.name)}</span>
              <select value={p.role} onChange={(e) => act(() => changeRole(p.id, e.target.value as Role))}>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {w.roles[r]}
                  </option>
                ))}
              </select>
            </label>
            <span className="text-muted">{p.passkeys ? w.passkeys(p.passkeys) : w.noPasskeyYet}</span>
            <span className="ml-auto flex gap-3">
              <button
                type="button"
                className={ui.link}
                onClick={() =>
                  window.confirm(w.reinviteConfirm(p.name)) &&
                  act(() => invite({ personId: p.id }).then((r) => setLink({ name: r.name, link: r.link })))
                }
              >
                {w.reinvite}
              </button>
              {p.id !== me.id && (
                <button
                  type="button"
                  className={ui.link}
                  onClick={() => window.confirm(w.removeConfirm(p.name)) && act(() => remove(p.id))}
                >
                  {w.remove}
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          act(() =>
            invite({ name, role }).then((r) => {
              setLink({ name: r.name, link: r.link })
              setName('')
            }),
          )
        }}
      >
        <h3 className="m-0 w-full">{w.inviteHeading}</h3>
        <label className="grid gap-1 font-semibold">
          {w.name}
          <input required minLength={2} maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="grid gap-1 font-semibold">
          {w.role}
          <select value={role} onChange={(e) => setRole(e.target.value as Role)} aria-describedby="role-help">
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {w.roles[r]}
              </option>
            ))}
          </select>
        </label>
        <p id="role-help" className="m-0 w-full text-sm text-muted">
          {w.roles[role]}: {w.roleHelp[role]}
        </p>
        <button type="submit" className={ui.primary}>
          {w.invite}
        </button>
      </form>
      {link && (
        <p>
          {w.inviteReady(link.name)}
          <br />
          <input
            readOnly
            className="w-full"
            value={link.link}
            aria-label={w.inviteReady(link.name)}
            onFocus={(e) => e.currentTarget.select()}
          />
        </p>
      )}
    </OfficeDialog>
  )
}
