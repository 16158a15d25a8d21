/**
 * The office computer asks its person's name once, before the first screen that reads or changes people's data
 * (Enquiries, Privacy requests), and keeps it in this browser (./person.ts). The web address knows its signed-in
 * person and never asks.
 */
import { useState, type FormEvent } from 'react'
import { messages } from '../contract/messages.ts'
import { onOfficeComputer } from './place.ts'
import { PERSON_MAX, rememberPerson, storedPerson } from '../contract/person.ts'
import * as ui from './ui.ts'

const m = messages.person

/** The name given on this computer; `needed` while none is (only on the office computer). */
export function useOfficePerson(): { name?: string; needed: boolean; give: (name: string) => void; forget: () => void } {
  const [name, setName] = useState(() => (onOfficeComputer() ? storedPerson() : undefined))
  return {
    name,
    needed: onOfficeComputer() && !name,
    give: (given) => setName(rememberPerson(given)),
    forget: () => setName(rememberPerson('')),
  }
}

/** The question itself: one field and a button. */
export function AskPerson({ onGiven }: { onGiven: (name: string) => void }) {
  const [name, setName] = useState('')
  const [said, setSaid] = useState('')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!name.trim()) return setSaid(m.needed)
    onGiven(name)
  }
  return (
    <form className={ui.stack} onSubmit={submit}>
      <p className="m-0">{m.ask}</p>
      <label htmlFor="office-person">{m.label}</label>
      <input
        id="office-person"
        autoComplete="name"
        maxLength={PERSON_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
        autoFocus
      />
      {said && (
        <p role="alert" className={ui.error}>
          {said}
        </p>
      )}
      <button type="submit" className={ui.primary}>
        {m.keep}
      </button>
    </form>
  )
}

/** Whose name the screen records, with a way to change it (on the office computer only). */
export function PersonLine({ name, onChange }: { name?: string; onChange: () => void }) {
  if (!name) return null
  return (
    <p className={ui.note}>
      {m.youAre(name)}{' '}
      <button type="button" className={ui.link} onClick={onChange}>
        {m.change}
      </button>
    </p>
  )
}
