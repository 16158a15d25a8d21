/**
 * Sign-in with passkeys for named staff, invited by an owner; sessions; the people list. Everything is
 * kept in the OFFICE store:
 *
 *   person:<id>        a person: name, owner or staff, their passkeys' ids, and an epoch that a re-invite
 *                      raises (every session of an older epoch stops working)
 *   passkey:<id>       a passkey: whose it is, its public key and signature counter
 *   invite:<hash>      an invitation (7 days), for a new person or a new passkey of one who lost a device
 *   session:<hash>     a session (12 hours): who, and their epoch
 *   used:<hash>        a challenge answered (until it expires): a replayed answer finds it
 *   attempts:invite:<client>  an owner's invitations counted for an hour
 *
 * Nothing is written for a caller who is not signed in, until their passkey is proven: what the device must
 * sign (the challenge) travels to the browser and back signed by the functions (./challenge.ts), and their
 * attempts are counted in the functions' memory (./attempts.ts). Tokens (session, invitation) are stored by
 * their SHA-256 only. The browser holds its session in an HttpOnly, Secure, SameSite=Strict cookie it cannot
 * read.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { originOf, type Env } from './env.ts'
import { clearedCookie, clientOf, cookieOf, json, SESSION_COOKIE, sessionCookie } from './http.ts'
import { CallError } from '../contract/errors.ts'
import { base64url, fromBase64url, getJson, hashOf, keysUnder, putJson, randomToken } from './kv.ts'
import { attempts, type AttemptKind } from './attempts.ts'
import { openChallenge, signChallenge } from './challenge.ts'
import { messages } from '../contract/messages.ts'
import { ROLES, roleOf, type Role } from '../contract/roles.ts'

const m = messages.access
import { newestInLog } from './log.ts'

export type { Role }

export interface Person {
  id: string
  name: string
  role: Role
  passkeys: string[]
  epoch: number
  added: string
  addedBy?: string
}

interface Passkey {
  personId: string
  publicKey: string
  counter: number
  transports?: string[]
  added: string
}

interface Invite {
  name: string
  role: Role
  /** A re-invite: a new passkey for this person. */
  personId?: string
  by: string
  expires: string
}

interface Challenge {
  challenge: string
  kind: 'register' | 'sign-in'
  /** What a registration is for: an invitation's hash, or the first owner's set-up. */
  inviteHash?: string
  setup?: { name: string }
}

interface Session {
  personId: string
  epoch: number
  created: string
}

/** The person a signed request comes from, as the functions pass it on. */
export type SignedIn = Pick<Person, 'id' | 'name' | 'role'>

export const SESSION_SECONDS = 12 * 60 * 60
const INVITE_SECONDS = 7 * 24 * 60 * 60
const CHALLENGE_SECONDS = 5 * 60
const RP_NAME = 'Site editor'

/** An owner's invitations from one address in an hour (signed callers only, so counted in the store). */
const INVITES = { max: 30, seconds: 3600 }

/** The shortest set-up code taken: it is the one secret here a stranger could guess, so it must be long. */
export const SETUP_CODE_MIN = 20

/** Counts an owner's invitation; refuses (429, with Retry-After) once there were too many in the hour. */
async function countInvite(env: Env, request: Request): Promise<void> {
  const { max, seconds } = INVITES
  const key = `attempts:invite:${clientOf(request)}`
  const now = Date.now()
  const seen = (await getJson<{ count: number; until: number }>(env.OFFICE, key)) ?? { count: 0, until: now + seconds * 1000 }
  const current = seen.until > now ? seen : { count: 0, until: now + seconds * 1000 }
  if (current.count >= max) throw tooMany(Math.ceil((current.until - now) / 1000))
  await putJson(env.OFFICE, key, { count: current.count + 1, until: current.until }, (current.until - now) / 1000)
}

/** Counts a sign-in or registration attempt in this isolate's memory, at once: no store, no race. */
function countAttempt(request: Request, kind: AttemptKind): void {
  const wait = attempts.count(kind, clientOf(request), Date.now())
  if (wait !== undefined) throw tooMany(wait)
}

const tooMany = (wait: number) => new CallError(429, m.tooManyAttempts(wait), { retryAfter: wait }, { 'retry-after': String(wait) })

/** The set-up code, compared without telling by its timing how much of a guess was right. */
async function rightSetupCode(env: Env, given: unknown): Promise<boolean> {
  const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  const [a, b] = await Promise.all([digest(String(env.OFFICE_SETUP_CODE)), digest(typeof given === 'string' ? given : '')])
  return a.reduce((diff, byte, i) => diff | (byte ^ b[i]), 0) === 0
}

const rpOf = (env: Env, request: Request) => {
  const origin = originOf(env, request)
  return { origin, rpID: new URL(origin).hostname }
}

const publicPerson = (p: Person): SignedIn => ({ id: p.id, name: p.name, role: roleOf(p.role) })

/** A person as kept, their role read as today's (src/contract/roles.ts: one kept as the old "staff" is an editor). */
async function personAt(env: Env, id: string): Promise<Person | undefined> {
  const p = await getJson<Person>(env.OFFICE, `person:${id}`)
  return p ? { ...p, role: roleOf(p.role) } : undefined
}

async function people(env: Env): Promise<Person[]> {
  const keys = await keysUnder(env.OFFICE, 'person:')
  const found = await Promise.all(keys.map((k) => personAt(env, k.slice('person:'.length))))
  return found.filter((p): p is Person => !!p).sort((a, b) => a.added.localeCompare(b.added))
}

/** The signed-in person of a request, or undefined: the session must exist, its person too, at the same epoch. */
export async function signedIn(env: Env, request: Request): Promise<SignedIn | undefined> {
  const token = cookieOf(request, SESSION_COOKIE)
  if (!token) return undefined
  const session = await getJson<Session>(env.OFFICE, `session:${await hashOf(token)}`)
  if (!session) return undefined
  const person = await personAt(env, session.personId)
  if (!person || person.epoch !== session.epoch) return undefined
  return publicPerson(person)
}

export async function requireSignedIn(env: Env, request: Request): Promise<SignedIn> {
  const who = await signedIn(env, request)
  if (who) return who
  // A session whose person an owner removed: they are told so, and not asked to sign in again.
  const token = cookieOf(request, SESSION_COOKIE)
  const session = token ? await getJson<Session>(env.OFFICE, `session:${await hashOf(token)}`) : undefined
  const removed = session ? await getJson<Removed>(env.OFFICE, `removed:${session.personId}`) : undefined
  if (removed) throw new CallError(401, m.removedFromOffice(removed.by, removed.at), { removed: true })
  throw new CallError(401, m.notSignedIn)
}

/** What is kept of a removed person, for as long as a session could last: who removed them and when. */
interface Removed {
  name: string
  by: string
  at: string
}

async function startSession(env: Env, person: Person, body: unknown): Promise<Response> {
  const token = randomToken()
  await putJson(
    env.OFFICE,
    `session:${await hashOf(token)}`,
    { personId: person.id, epoch: person.epoch, created: new Date().toISOString() },
    SESSION_SECONDS,
  )
  return json(200, body, { 'set-cookie': sessionCookie(token, SESSION_SECONDS) })
}

const validName = (name: unknown): string => {
  const n = typeof name === 'string' ? name.trim().replace(/\s+/g, ' ') : ''
  if (n.length < 2 || n.length > 60) throw new CallError(400, m.nameNeeded)
  return n
}

/** The challenge signed and given back unaltered and in time, and not answered before; else refused. */
async function takeChallenge(env: Env, token: unknown, kind: Challenge['kind']): Promise<Challenge & { used: string }> {
  const challenge = await openChallenge<Challenge>(env, token)
  if (!challenge || challenge.kind !== kind) throw new CallError(400, m.signInExpired)
  const used = `used:${await hashOf(String(token))}`
  if (await env.OFFICE.get(used)) throw new CallError(400, m.signInExpired)
  return { ...challenge, used }
}

/** Marks a challenge answered, once its answer was proven: only a real passkey's holder writes this. */
const spend = (env: Env, challenge: { used: string }) => putJson(env.OFFICE, challenge.used, true, CHALLENGE_SECONDS)

/** The auth calls, by path under /office/auth/. Each answers JSON; refusals are CallError. */
export const authCalls: Record<string, (env: Env, request: Request, body: Record<string, unknown>) => Promise<Response>> = {
  /** Who is signed in here (null when nobody), and whether the site still waits for its first owner. */
  'GET state': async (env, request) => {
    const who = await signedIn(env, request)
    const setup = !(await people(env)).some((p) => p.role === 'owner')
    return json(200, { person: who ?? null, setup: setup && !!env.OFFICE_SETUP_CODE })
  },

  /** Whom an invitation is for and who made it, for the page the invited person opens (POST: the token stays out of logs). */
  'POST invitation': async (env, request, body) => {
    countAttempt(request, 'register')
    const invite = typeof body.invite === 'string' ? await getJson<Invite>(env.OFFICE, `invite:${await hashOf(body.invite)}`) : null
    if (!invite || invite.expires < new Date().toISOString()) throw new CallError(400, m.noInvite)
    return json(200, { name: invite.name, by: invite.by, role: invite.role, again: !!invite.personId })
  },

  /** A passkey to make: for an invitation, or for the first owner with the set-up code. */
  'POST register/options': async (env, request, body) => {
    countAttempt(request, 'register')
    const { rpID } = rpOf(env, request)
    let name: string
    let challenge: Omit<Challenge, 'challenge'>
    let exclude: string[] = []
    if (typeof body.invite === 'string') {
      const inviteHash = await hashOf(body.invite)
      const invite = await getJson<Invite>(env.OFFICE, `invite:${inviteHash}`)
      if (!invite || invite.expires < new Date().toISOString()) throw new CallError(400, m.noInvite)
      name = invite.name
      challenge = { kind: 'register', inviteHash }
      if (invite.personId) exclude = (await personAt(env, invite.personId))?.passkeys ?? []
    } else {
      if ((await people(env)).some((p) => p.role === 'owner')) throw new CallError(403, m.setupClosed)
      if (!env.OFFICE_SETUP_CODE) throw new CallError(503, m.notConfigured('OFFICE_SETUP_CODE'))
      if (env.OFFICE_SETUP_CODE.length < SETUP_CODE_MIN) throw new CallError(503, m.setupCodeTooShort(SETUP_CODE_MIN))
      if (!(await rightSetupCode(env, body.setupCode))) throw new CallError(403, m.wrongSetupCode)
      name = validName(body.name)
      challenge = { kind: 'register', setup: { name } }
    }
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID,
      userName: name,
      userDisplayName: name,
      attestationType: 'none',
      excludeCredentials: exclude.map((id) => ({ id })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    })
    const challengeId = await signChallenge(env, { ...challenge, challenge: options.challenge }, CHALLENGE_SECONDS)
    return json(200, { options, challengeId })
  },

  'POST register/verify': async (env, request, body) => {
    countAttempt(request, 'register')
    const challenge = await takeChallenge(env, body.challengeId, 'register')
    const { origin, rpID } = rpOf(env, request)
    let verified
    try {
      verified = await verifyRegistrationResponse({
        response: body.response as RegistrationResponseJSON,
        expectedChallenge: challenge.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      })
    } catch {
      throw new CallError(400, m.passkeyFailed)
    }
    if (!verified.verified) throw new CallError(400, m.passkeyFailed)
    await spend(env, challenge)
    const { credential } = verified.registrationInfo
    const now = new Date().toISOString()
    let person: Person
    if (challenge.setup) {
      // Checked again: two first owners racing would otherwise both get in.
      if ((await people(env)).some((p) => p.role === 'owner')) throw new CallError(403, m.setupClosed)
      person = { id: randomToken().slice(0, 16), name: challenge.setup.name, role: 'owner', passkeys: [], epoch: 1, added: now }
    } else {
      const invite = await getJson<Invite>(env.OFFICE, `invite:${challenge.inviteHash}`)
      if (!invite) throw new CallError(400, m.noInvite)
      await env.OFFICE.delete(`invite:${challenge.inviteHash}`)
      const existing = invite.personId ? await personAt(env, invite.personId) : undefined
      if (invite.personId && !existing) throw new CallError(400, m.noInvite)
      person = existing ?? {
        id: randomToken().slice(0, 16),
        name: invite.name,
        role: invite.role,
        passkeys: [],
        epoch: 1,
        added: now,
        addedBy: invite.by,
      }
    }
    const passkey: Passkey = {
      personId: person.id,
      publicKey: base64url(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports,
      added: now,
    }
    await putJson(env.OFFICE, `passkey:${credential.id}`, passkey)
    person = { ...person, passkeys: [...person.passkeys, credential.id] }
    await putJson(env.OFFICE, `person:${person.id}`, person)
    return startSession(env, person, { person: publicPerson(person) })
  },

  /** What to sign for a sign-in: any of this site's passkeys on the device (the device offers them). */
  'POST sign-in/options': async (env, request) => {
    countAttempt(request, 'sign-in')
    const { rpID } = rpOf(env, request)
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' })
    const challengeId = await signChallenge(env, { kind: 'sign-in', challenge: options.challenge }, CHALLENGE_SECONDS)
    return json(200, { options, challengeId })
  },

  'POST sign-in/verify': async (env, request, body) => {
    countAttempt(request, 'sign-in')
    const challenge = await takeChallenge(env, body.challengeId, 'sign-in')
    const response = body.response as AuthenticationResponseJSON | undefined
    if (!response || typeof response.id !== 'string') throw new CallError(400, m.passkeyFailed)
    const passkey = await getJson<Passkey>(env.OFFICE, `passkey:${response.id}`)
    const person = passkey && (await personAt(env, passkey.personId))
    if (!passkey || !person || !person.passkeys.includes(response.id)) throw new CallError(401, m.unknownPasskey)
    const { origin, rpID } = rpOf(env, request)
    let verified
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: response.id,
          publicKey: fromBase64url(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: false,
      })
    } catch {
      throw new CallError(401, m.passkeyFailed)
    }
    if (!verified.verified) throw new CallError(401, m.passkeyFailed)
    await spend(env, challenge)
    await putJson(env.OFFICE, `passkey:${response.id}`, { ...passkey, counter: verified.authenticationInfo.newCounter })
    return startSession(env, person, { person: publicPerson(person) })
  },

  'POST sign-out': async (env, request) => {
    // Deleted only when it is there: a stranger's made-up cookie writes nothing.
    const token = cookieOf(request, SESSION_COOKIE)
    const key = token && `session:${await hashOf(token)}`
    if (key && (await env.OFFICE.get(key)) !== null) await env.OFFICE.delete(key)
    return json(200, { ok: true }, { 'set-cookie': clearedCookie })
  },

  /** Everyone at the office, for an owner's people screen. */
  /** The newest publishes: who published what, when (./log.ts), for anyone signed in. */
  'GET log': async (env, request) => {
    await requireSignedIn(env, request)
    return json(200, { entries: await newestInLog(env) })
  },

  'GET people': async (env, request) => {
    await requireOwner(env, request)
    const list = await people(env)
    return json(200, { people: list.map((p) => ({ ...publicPerson(p), passkeys: p.passkeys.length, added: p.added })) })
  },

  /**
   * An invitation link for a new person, or for one who lost a device (personId): their old passkeys stop
   * working now, and so does every session they had.
   */
  'POST invite': async (env, request, body) => {
    const owner = await requireOwner(env, request)
    await countInvite(env, request)
    let invite: Invite
    const expires = new Date(Date.now() + INVITE_SECONDS * 1000).toISOString()
    if (typeof body.personId === 'string') {
      const person = await personAt(env, body.personId)
      if (!person) throw new CallError(404, m.noSuchPerson)
      await Promise.all(person.passkeys.map((id) => env.OFFICE.delete(`passkey:${id}`)))
      await putJson(env.OFFICE, `person:${person.id}`, { ...person, passkeys: [], epoch: person.epoch + 1 })
      invite = { name: person.name, role: person.role, personId: person.id, by: owner.name, expires }
    } else {
      if (!ROLES.includes(body.role as Role)) throw new CallError(400, m.roleNeeded)
      invite = { name: validName(body.name), role: body.role as Role, by: owner.name, expires }
    }
    const token = randomToken()
    await putJson(env.OFFICE, `invite:${await hashOf(token)}`, invite, INVITE_SECONDS)
    return json(200, { link: `${originOf(env, request)}/office/?invite=${token}`, name: invite.name, expires })
  },

  /** Changes what a person does (owner, editor, front desk): from their next call on; the last owner stays an owner. */
  'POST role': async (env, request, body) => {
    await requireOwner(env, request)
    const person = typeof body.personId === 'string' ? await personAt(env, body.personId) : undefined
    if (!person) throw new CallError(404, m.noSuchPerson)
    if (!ROLES.includes(body.role as Role)) throw new CallError(400, m.roleNeeded)
    const role = body.role as Role
    if (person.role === 'owner' && role !== 'owner' && (await people(env)).filter((p) => p.role === 'owner').length === 1)
      throw new CallError(409, m.lastOwner)
    await putJson(env.OFFICE, `person:${person.id}`, { ...person, role })
    return json(200, { personId: person.id, role })
  },

  /** Removes a person: their passkeys and sessions stop working at once. */
  'POST remove': async (env, request, body) => {
    const owner = await requireOwner(env, request)
    const person = typeof body.personId === 'string' ? await personAt(env, body.personId) : undefined
    if (!person) throw new CallError(404, m.noSuchPerson)
    if (person.role === 'owner' && (await people(env)).filter((p) => p.role === 'owner').length === 1) throw new CallError(409, m.lastOwner)
    await Promise.all(person.passkeys.map((id) => env.OFFICE.delete(`passkey:${id}`)))
    await putJson(
      env.OFFICE,
      `removed:${person.id}`,
      { name: person.name, by: owner.name, at: new Date().toISOString() } satisfies Removed,
      SESSION_SECONDS,
    )
    await env.OFFICE.delete(`person:${person.id}`)
    return json(200, { removed: person.name, by: owner.name })
  },
}

async function requireOwner(env: Env, request: Request): Promise<SignedIn> {
  const who = await requireSignedIn(env, request)
  if (who.role !== 'owner') throw new CallError(403, m.ownersOnly)
  return who
}
