/** The office page's calls to /office/auth/: sign-in with a passkey, sign-out and the people list. */
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'
import { messages } from '../../contract/messages.ts'
import type { Role } from '../../contract/roles.ts'

const w = messages.signIn

export interface Person {
  id: string
  name: string
  role: Role
}

export interface PersonRow extends Person {
  passkeys: number
  added: string
}

export class CallError extends Error {}

async function call<T>(path: string, body?: unknown): Promise<T> {
  let res: Response
  try {
    res = await fetch(
      `/office/auth/${path}`,
      body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    )
  } catch {
    throw new CallError(w.unreachable)
  }
  const json = (await res.json().catch(() => ({}))) as T & { error?: string }
  if (!res.ok) throw new CallError(json.error ?? w.unreachable)
  return json
}

export const state = () => call<{ person: Person | null; setup: boolean }>('state')

/** What the device says when its owner closes the passkey prompt: not a failure to explain at length. */
const cancelled = (e: unknown) => e instanceof Error && (e.name === 'NotAllowedError' || e.name === 'AbortError')

async function withDevice<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask()
  } catch (e) {
    if (e instanceof CallError) throw e
    throw new CallError(cancelled(e) ? w.deviceCancelled : w.deviceFailed)
  }
}

export async function signIn(): Promise<Person> {
  const { options, challengeId } = await call<{ options: PublicKeyCredentialRequestOptionsJSON; challengeId: string }>(
    'sign-in/options',
    {},
  )
  const response = await withDevice(() => startAuthentication({ optionsJSON: options }))
  return (await call<{ person: Person }>('sign-in/verify', { challengeId, response })).person
}

/** Makes a passkey on this device: for an invitation, or as the first owner with the set-up code. */
export async function register(how: { invite: string } | { setupCode: string; name: string }): Promise<Person> {
  const { options, challengeId } = await call<{ options: PublicKeyCredentialCreationOptionsJSON; challengeId: string }>(
    'register/options',
    how,
  )
  const response = await withDevice(() => startRegistration({ optionsJSON: options }))
  return (await call<{ person: Person }>('register/verify', { challengeId, response })).person
}

/** Whom an invitation is for, who made it and the work it gives. */
export const invitation = (token: string) => call<{ name: string; by: string; role: Role; again: boolean }>('invitation', { invite: token })

export const signOut = () => call<{ ok: true }>('sign-out', {})
export const people = () => call<{ people: PersonRow[] }>('people')
export const invite = (body: { name: string; role: Role } | { personId: string }) =>
  call<{ link: string; name: string; expires: string }>('invite', body)
export const remove = (personId: string) => call<{ removed: string }>('remove', { personId })
export const changeRole = (personId: string, role: Role) => call<{ personId: string; role: Role }>('role', { personId, role })
