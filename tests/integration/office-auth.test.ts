/**
 * The office functions' sign-in rules, called as Cloudflare calls the worker (a Request in, a Response out)
 * with the OFFICE store in memory: who may call at all, sessions, sign-out, removal, re-invitation, the
 * set-up code and the limits on attempts. Making a real passkey needs a browser: npm run rehearse:office
 * does that under Cloudflare's runtime, with Chromium's virtual authenticator.
 */
import { describe, expect, it } from 'vitest'
import worker from '../../src/worker/worker.ts'
import type { Env } from '../../src/worker/env.ts'
import { hashOf } from '../../src/worker/kv.ts'
import { ROUTES } from '../../src/contract/protocol.ts'
import { memoryKv } from './office-env.ts'
import { messages } from '../../src/contract/messages.ts'
import { SETUP_CODE_MIN } from '../../src/worker/auth.ts'

const m = messages.access

const ORIGIN = 'https://site.example'
const SETUP_CODE = 'setup-code-long-enough-0451'

function envWith(extra: Partial<Env> = {}): Env & { OFFICE: ReturnType<typeof memoryKv> } {
  return {
    ASSETS: { fetch: async () => new Response('<div id="editor"></div>', { headers: { 'content-type': 'text/html' } }) },
    OFFICE: memoryKv(),
    OFFICE_ORIGIN: ORIGIN,
    OFFICE_SETUP_CODE: SETUP_CODE,
    GITHUB_APP_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nnot-a-real-key-but-a-secret-all-the-same\n-----END PRIVATE KEY-----',
    ...extra,
  } as Env & { OFFICE: ReturnType<typeof memoryKv> }
}

function call(env: Env, method: string, path: string, opts: { body?: unknown; cookie?: string; origin?: string | null; ip?: string } = {}) {
  const headers: Record<string, string> = {}
  if (opts.origin !== null && method !== 'GET') headers.origin = opts.origin ?? ORIGIN
  if (opts.body !== undefined) headers['content-type'] = 'application/json'
  if (opts.cookie) headers.cookie = `__Host-office-session=${opts.cookie}`
  if (opts.ip) headers['cf-connecting-ip'] = opts.ip
  return worker.fetch(
    new Request(`${ORIGIN}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) }),
    env,
  )
}

/** A person with a session, written as a passkey sign-in would leave them. */
async function signedInPerson(env: Env, role: 'owner' | 'staff', name: string, token: string) {
  const id = `id-${name.replace(/\W/g, '')}`
  await env.OFFICE.put(
    `person:${id}`,
    JSON.stringify({ id, name, role, passkeys: [`pk-${id}`], epoch: 1, added: new Date().toISOString() }),
  )
  await env.OFFICE.put(`passkey:pk-${id}`, JSON.stringify({ personId: id, publicKey: 'x', counter: 0, added: '' }))
  await env.OFFICE.put(`session:${await hashOf(token)}`, JSON.stringify({ personId: id, epoch: 1, created: '' }))
  return id
}

describe('the office functions: who may call', () => {
  it('refuses every editor call and every owner call without a session, in the office’s words', async () => {
    const env = envWith()
    for (const [name, r] of Object.entries(ROUTES)) {
      const res = await call(env, r.method, `/office/api/${r.path}`, r.method === 'POST' ? { body: {} } : {})
      expect(res.status, name).toBe(401)
      expect(((await res.json()) as { error: string }).error).toMatch(/sign in again/)
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
    for (const [method, path] of [
      ['GET', 'people'],
      ['GET', 'log'],
      ['POST', 'invite'],
      ['POST', 'remove'],
    ])
      expect((await call(env, method, `/office/auth/${path}`, method === 'POST' ? { body: {} } : {})).status).toBe(401)
  })

  it('refuses a call from another site, and a POST naming no origin, before looking at the session', async () => {
    const env = envWith()
    await signedInPerson(env, 'owner', 'Asha Rao', 'tok-owner')
    expect(
      (
        await call(env, 'POST', '/office/auth/invite', {
          body: { name: 'Ravi', role: 'staff' },
          cookie: 'tok-owner',
          origin: 'https://evil.example',
        })
      ).status,
    ).toBe(403)
    expect(
      (await call(env, 'POST', '/office/auth/invite', { body: { name: 'Ravi', role: 'editor' }, cookie: 'tok-owner', origin: null }))
        .status,
    ).toBe(403)
    const framed = await worker.fetch(new Request(`${ORIGIN}/office/auth/state`, { headers: { 'sec-fetch-site': 'cross-site' } }), env)
    expect(framed.status).toBe(403)
    expect((await call(env, 'POST', '/office/auth/invite', { body: { name: 'Ravi', role: 'editor' }, cookie: 'tok-owner' })).status).toBe(
      200,
    )
  })

  it('serves the editor page with its own policy: not framed, not indexed, not cached', async () => {
    const res = await call(envWith(), 'GET', '/office/file?file=x')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe-eval')
    expect(res.headers.get('x-robots-tag')).toContain('noindex')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    const preview = await call(envWith(), 'GET', '/office/preview')
    expect(preview.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
  })

  it('never lets the site’s own pages be framed on the editor’s origin, when the functions pass one on', async () => {
    const res = await call(envWith(), 'GET', '/services')
    expect(await res.text()).toContain('editor')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

/** A body of `size` bytes that counts how much of it the functions read. */
function countedBody(size: number) {
  const chunk = new TextEncoder().encode('{"x":"' + 'a'.repeat(65_536 - 8) + '",')
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close()
      sent += chunk.length
      controller.enqueue(chunk)
    },
  })
  return { stream, read: () => sent }
}

function streamed(path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit)
}

describe('the office functions: bodies before sign-in', () => {
  it('refuses an unsigned editor call before reading its body, however large', async () => {
    const env = envWith()
    const body = countedBody(100 * 1024 * 1024)
    const res = await worker.fetch(streamed('/office/api/save', body.stream), env)
    expect(res.status).toBe(401)
    expect(body.read()).toBeLessThanOrEqual(2 * 65_536)
  })

  it('refuses a declared length over the limit without reading, and stops reading a sign-in body at a small limit', async () => {
    const env = envWith()
    await signedInPerson(env, 'staff', 'Ravi Kumar', 'tok-ravi')
    const declared = countedBody(100 * 1024 * 1024)
    const res = await worker.fetch(
      streamed('/office/api/save', declared.stream, {
        'content-length': String(100 * 1024 * 1024),
        cookie: '__Host-office-session=tok-ravi',
      }),
      env,
    )
    expect(res.status).toBe(413)
    expect(declared.read()).toBeLessThanOrEqual(2 * 65_536)
    // A sign-in start carries a few hundred bytes: a megabyte without a declared length is cut off early.
    const signIn = countedBody(8 * 1024 * 1024)
    const refused = await worker.fetch(streamed('/office/auth/sign-in/options', signIn.stream), env)
    expect(refused.status).toBe(413)
    expect(signIn.read()).toBeLessThanOrEqual(256 * 1024)
    // And a signed-in editor call stops reading at the limit too, declared length or not.
    const big = countedBody(100 * 1024 * 1024)
    const cut = await worker.fetch(streamed('/office/api/save', big.stream, { cookie: '__Host-office-session=tok-ravi' }), env)
    expect(cut.status).toBe(413)
    expect(big.read()).toBeLessThanOrEqual(9 * 1024 * 1024)
  })
})

describe('the office functions: sessions and people', () => {
  it('a signed-out session is refused when replayed', async () => {
    const env = envWith()
    await signedInPerson(env, 'staff', 'Ravi Kumar', 'tok-ravi')
    const state = (await (await call(env, 'GET', '/office/auth/state', { cookie: 'tok-ravi' })).json()) as { person: { name: string } }
    expect(state.person.name).toBe('Ravi Kumar')
    const out = await call(env, 'POST', '/office/auth/sign-out', { body: {}, cookie: 'tok-ravi' })
    expect(out.headers.get('set-cookie')).toMatch(/^__Host-office-session=; Path=\/; HttpOnly; Secure; SameSite=Strict; Max-Age=0/)
    expect((await call(env, 'GET', '/office/auth/people', { cookie: 'tok-ravi' })).status).toBe(401)
    expect(((await (await call(env, 'GET', '/office/auth/state', { cookie: 'tok-ravi' })).json()) as { person: unknown }).person).toBeNull()
  })

  it('only an owner invites and removes; a removed person is signed out everywhere; the last owner stays', async () => {
    const env = envWith()
    const ownerId = await signedInPerson(env, 'owner', 'Asha Rao', 'tok-owner')
    const raviId = await signedInPerson(env, 'staff', 'Ravi Kumar', 'tok-ravi')
    expect((await call(env, 'POST', '/office/auth/invite', { body: { name: 'Meera', role: 'editor' }, cookie: 'tok-ravi' })).status).toBe(
      403,
    )
    expect((await call(env, 'POST', '/office/auth/remove', { body: { personId: ownerId }, cookie: 'tok-owner' })).status).toBe(409)
    const removed = await call(env, 'POST', '/office/auth/remove', { body: { personId: raviId }, cookie: 'tok-owner' })
    expect(await removed.json()).toEqual({ removed: 'Ravi Kumar', by: 'Asha Rao' })
    expect((await call(env, 'GET', '/office/auth/state', { cookie: 'tok-ravi' }).then((r) => r.json())) as unknown).toEqual({
      person: null,
      setup: false,
    })
    expect(env.OFFICE.keys().some((k) => k.startsWith(`passkey:pk-${raviId}`))).toBe(false)
    // His open editor is told who removed him, and not asked to sign in again.
    const told = await call(env, 'GET', '/office/api/files', { cookie: 'tok-ravi' })
    expect(told.status).toBe(401)
    const body = (await told.json()) as { error: string; removed?: boolean }
    expect(body.removed).toBe(true)
    expect(body.error).toMatch(/^Asha Rao removed you from the office on \d{1,2} \w+ \d{4}: you cannot change the website any more\./)
    // Someone merely signed out is asked to sign in again, as before.
    const out = await call(env, 'GET', '/office/api/files', { cookie: 'tok-nobody' })
    expect(((await out.json()) as { removed?: boolean }).removed).toBeUndefined()
  })

  it('an owner chooses what each person does: an old "staff" person is an editor, the front desk reads no page, the last owner stays one', async () => {
    const env = envWith()
    const ownerId = await signedInPerson(env, 'owner', 'Asha Rao', 'tok-owner')
    const raviId = await signedInPerson(env, 'staff', 'Ravi Kumar', 'tok-ravi')
    const roleOf = async (id: string) => {
      const { people } = (await (await call(env, 'GET', '/office/auth/people', { cookie: 'tok-owner' })).json()) as {
        people: { id: string; role: string }[]
      }
      return people.find((p) => p.id === id)?.role
    }
    // Kept as "staff" before there were three roles: read as an editor, who reads nobody's details.
    expect(await roleOf(raviId)).toBe('editor')
    expect((await call(env, 'GET', '/office/api/enquiries', { cookie: 'tok-ravi' })).status).toBe(403)
    // The owner makes him the front desk: pages are refused in words, people's data is his work.
    expect((await call(env, 'POST', '/office/auth/role', { body: { personId: raviId, role: 'desk' }, cookie: 'tok-ravi' })).status).toBe(
      403,
    )
    expect((await call(env, 'POST', '/office/auth/role', { body: { personId: raviId, role: 'desk' }, cookie: 'tok-owner' })).status).toBe(
      200,
    )
    expect(await roleOf(raviId)).toBe('desk')
    const pages = await call(env, 'GET', '/office/api/files', { cookie: 'tok-ravi' })
    expect(pages.status).toBe(403)
    expect(((await pages.json()) as { error: string }).error).toBe(messages.access.notForRole('desk', 'pages'))
    // Not connected to a project here: refused for that, not for his role.
    expect((await call(env, 'GET', '/office/api/enquiries', { cookie: 'tok-ravi' })).status).toBe(503)
    expect((await call(env, 'POST', '/office/auth/role', { body: { personId: raviId, role: 'staff' }, cookie: 'tok-owner' })).status).toBe(
      400,
    )
    expect(
      (await call(env, 'POST', '/office/auth/role', { body: { personId: ownerId, role: 'editor' }, cookie: 'tok-owner' })).status,
    ).toBe(409)
    expect((await call(env, 'POST', '/office/auth/invite', { body: { name: 'Meera', role: 'desk' }, cookie: 'tok-owner' })).status).toBe(
      200,
    )
  })

  it('the invited person’s page names them, who invited them and their work', async () => {
    const env = envWith()
    await signedInPerson(env, 'owner', 'Asha Rao', 'tok-owner')
    const res = await call(env, 'POST', '/office/auth/invite', { body: { name: 'Meera Iyer', role: 'desk' }, cookie: 'tok-owner' })
    const invite = new URL(((await res.json()) as { link: string }).link).searchParams.get('invite')!
    const said = (await (await call(env, 'POST', '/office/auth/invitation', { body: { invite } })).json()) as {
      name: string
      by: string
      role: 'desk'
      again: boolean
    }
    expect(said).toEqual({ name: 'Meera Iyer', by: 'Asha Rao', role: 'desk', again: false })
    expect(messages.signIn.invitedBy(said.name, said.by, said.role, said.again)).toBe(
      'Welcome, Meera Iyer. Asha Rao invited you to the office of this website, as Front desk.',
    )
    const wrong = await call(env, 'POST', '/office/auth/invitation', { body: { invite: 'not-a-real-invitation' } })
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { error: string }).error).toMatch(/expired or was already used/)
  })

  it('re-inviting someone who lost a device ends their passkeys and sessions, and the link works once', async () => {
    const env = envWith()
    await signedInPerson(env, 'owner', 'Asha Rao', 'tok-owner')
    const raviId = await signedInPerson(env, 'staff', 'Ravi Kumar', 'tok-ravi')
    const res = await call(env, 'POST', '/office/auth/invite', { body: { personId: raviId }, cookie: 'tok-owner' })
    const { link, name } = (await res.json()) as { link: string; name: string }
    expect(name).toBe('Ravi Kumar')
    expect(link).toMatch(new RegExp(`^${ORIGIN}/office/\\?invite=[\\w-]{43}$`))
    expect((await call(env, 'GET', '/office/auth/state', { cookie: 'tok-ravi' }).then((r) => r.json())) as unknown).toEqual({
      person: null,
      setup: false,
    })
    const invite = new URL(link).searchParams.get('invite')!
    const options = await call(env, 'POST', '/office/auth/register/options', { body: { invite } })
    expect(options.status).toBe(200)
    const body = (await options.json()) as { options: { rp: { id: string }; user: { name: string } } }
    expect(body.options.rp.id).toBe('site.example')
    expect(body.options.user.name).toBe('Ravi Kumar')
    // Only the invitation's hash is stored: the link itself is nowhere in the store.
    expect(env.OFFICE.keys().join(' ')).not.toContain(invite)
    const wrong = await call(env, 'POST', '/office/auth/register/options', { body: { invite: 'not-a-real-invitation' } })
    expect(((await wrong.json()) as { error: string }).error).toMatch(/expired or was already used/)
  })

  it('the set-up code makes the first owner only, and a wrong one says where the right one is', async () => {
    const env = envWith()
    expect(await (await call(env, 'GET', '/office/auth/state')).json()).toEqual({ person: null, setup: true })
    const wrong = await call(env, 'POST', '/office/auth/register/options', { body: { setupCode: 'guess', name: 'Asha' } })
    expect(wrong.status).toBe(403)
    expect(((await wrong.json()) as { error: string }).error).toContain('OFFICE_SETUP_CODE')
    expect((await call(env, 'POST', '/office/auth/register/options', { body: { setupCode: SETUP_CODE, name: 'A' } })).status).toBe(400)
    expect((await call(env, 'POST', '/office/auth/register/options', { body: { setupCode: SETUP_CODE, name: 'Asha Rao' } })).status).toBe(
      200,
    )
    await signedInPerson(env, 'owner', 'Asha Rao', 'tok-owner')
    expect((await call(env, 'POST', '/office/auth/register/options', { body: { setupCode: SETUP_CODE, name: 'Intruder' } })).status).toBe(
      403,
    )
    expect(await (await call(env, 'GET', '/office/auth/state')).json()).toEqual({ person: null, setup: false })
  })

  it('slows down guessing: sign-in attempts from one address stop after 20 in ten minutes, others go on', async () => {
    const env = envWith()
    for (let i = 0; i < 20; i++)
      expect((await call(env, 'POST', '/office/auth/sign-in/options', { body: {}, ip: '203.0.113.9' })).status).toBe(200)
    const refused = await call(env, 'POST', '/office/auth/sign-in/options', { body: {}, ip: '203.0.113.9' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500)
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many attempts from here\. Wait 10 minutes/)
    expect((await call(env, 'POST', '/office/auth/sign-in/options', { body: {}, ip: '198.51.100.7' })).status).toBe(200)
    // A sign-in answer for a challenge that was never issued (or already used) is refused.
    const replay = await call(env, 'POST', '/office/auth/sign-in/verify', {
      body: { challengeId: 'nope', response: { id: 'x' } },
      ip: '198.51.100.7',
    })
    expect(replay.status).toBe(400)
  })
})

/** The store's writes (put and delete), counted: an unsigned caller must make none. */
function countWrites(env: Env & { OFFICE: ReturnType<typeof memoryKv> }) {
  let writes = 0
  const { put, delete: remove } = env.OFFICE
  env.OFFICE.put = async (...args) => (writes++, put(...args))
  env.OFFICE.delete = async (...args) => (writes++, remove(...args))
  return () => writes
}

describe('the office functions: limits that hold, and nothing written for unsigned callers', () => {
  it('lets 20 of 60 simultaneous sign-in starts from one address through, and writes nothing for any of them', async () => {
    const env = envWith()
    const writes = countWrites(env)
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => call(env, 'POST', '/office/auth/sign-in/options', { body: {}, ip: '192.0.2.60' })),
    )
    expect(answers.filter((r) => r.status === 200)).toHaveLength(20)
    expect(answers.filter((r) => r.status === 429)).toHaveLength(40)
    expect(writes()).toBe(0)
    expect(env.OFFICE.keys()).toEqual([])
  })

  it('lets 10 of 60 simultaneous registration starts through, and writes nothing for them', async () => {
    const env = envWith()
    const writes = countWrites(env)
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        call(env, 'POST', '/office/auth/register/options', { body: { setupCode: SETUP_CODE, name: 'Asha Rao' }, ip: '192.0.2.61' }),
      ),
    )
    expect(answers.filter((r) => r.status === 200)).toHaveLength(10)
    expect(answers.filter((r) => r.status === 429)).toHaveLength(50)
    expect(writes()).toBe(0)
  })

  it('takes back only the challenge it signed, unaltered and in time; a refused answer or sign-out writes nothing', async () => {
    const env = envWith()
    const started = await call(env, 'POST', '/office/auth/sign-in/options', { body: {}, ip: '192.0.2.62' })
    const { challengeId } = (await started.json()) as { challengeId: string }
    const writes = countWrites(env)
    const [payload, signature] = challengeId.split('.')
    const altered = `${payload.slice(0, -2)}${payload.endsWith('A') ? 'B' : 'A'}${payload.slice(-1)}.${signature}`
    for (const id of [altered, `${payload}.${signature.slice(1)}x`, 'not-a-challenge', challengeId]) {
      const res = await call(env, 'POST', '/office/auth/sign-in/verify', {
        body: { challengeId: id, response: { id: 'pk-nobody' } },
        ip: '192.0.2.62',
      })
      expect(res.status, id).toBe(id === challengeId ? 401 : 400)
    }
    expect((await call(env, 'POST', '/office/auth/sign-out', { body: {}, cookie: 'no-such-session' })).status).toBe(200)
    expect(writes()).toBe(0)
  })

  it('refuses a set-up code too short to be safe from guessing, saying what to set', async () => {
    const env = envWith({ OFFICE_SETUP_CODE: 'setup-123' })
    const res = await call(env, 'POST', '/office/auth/register/options', {
      body: { setupCode: 'setup-123', name: 'Asha Rao' },
      ip: '192.0.2.63',
    })
    expect(res.status).toBe(503)
    expect(((await res.json()) as { error: string }).error).toBe(m.setupCodeTooShort(SETUP_CODE_MIN))
  })
})
