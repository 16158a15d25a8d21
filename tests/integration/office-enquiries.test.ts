// @vitest-environment node
/**
 * The enquiries on the web address: the office's host functions read them from the hosted project with the
 * secret key from the website's settings, give the CSV as a file, and change a status in the signed-in
 * person's name. The project here is the local backend answering as Supabase's gateway does, with a service
 * key that runs a request as service_role.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalBackend, startBackendServer, type BackendServer, type LocalBackend } from '../../scripts/backend/index.ts'
import { hostedDoorway } from '../../src/worker/store.ts'
import { answerCall } from '../../src/editor-calls/door.ts'
import { responseOf } from '../../src/worker/http.ts'
import type { Env } from '../../src/worker/env.ts'

import { CallError } from '../../src/contract/errors.ts'
import { call as localCall } from './local-call.ts'
import { messages } from '../../src/contract/messages.ts'
import { LOCAL_ANON_KEY } from '../../src/backend/protocol.ts'
import type { EnquiriesResponse } from '../../src/contract/protocol.ts'

const SERVICE_KEY = 'office-test-service-key-never-in-a-page'
const ASHA = { id: 'p-asha', name: 'Asha Rao', role: 'desk' as const }
let dir: string
let backend: LocalBackend
let server: BackendServer

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'office-enquiries-'))
  backend = await createLocalBackend({ dataDir: path.join(dir, 'pglite'), serviceKey: SERVICE_KEY, handleSignals: false, log: () => {} })
  server = await startBackendServer(backend)
  const res = await fetch(`${server.url}/rest/v1/lead_submissions`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Vikram Shah',
      email: 'vikram@example.in',
      phone: '+91 98110 45670',
      message: '=HYPERLINK("x") please call',
      service: 'compliance-services',
      source_page: '/services/compliance-services',
    }),
  })
  expect(res.status, await res.text()).toBe(201)
}, 60_000)

afterAll(async () => {
  await server?.close()
  await backend?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** The worker's settings with the hosted project and no repository (the list then shows stored service values). */
const envWith = (extra: Partial<Env> = {}) => ({ SUPABASE_URL: server.url, SUPABASE_SECRET_KEY: SERVICE_KEY, ...extra }) as Env

/** A call through the one door on the web address (src/worker/store.ts, hostedDoorway): its answer, or its refusal thrown. */
async function call(env: Env, method: 'GET' | 'POST', name: string, body: Record<string, unknown> = {}): Promise<Response> {
  const knock = { method, path: name, query: new URLSearchParams(), body: method === 'POST' ? body : undefined }
  const answer = await answerCall(knock, hostedDoorway(env, ASHA))
  if (answer.status !== 200) throw new CallError(answer.status, JSON.parse(answer.body) as Record<string, unknown>, {}, answer.headers)
  return responseOf(answer)
}

const refusalOf = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as CallError,
  )

describe('Enquiries on the web address', () => {
  it('lists what visitors sent, read with the secret key that stays in the functions', async () => {
    const res = await call(envWith(), 'GET', 'enquiries')
    expect(res.status).toBe(200)
    const body = (await res.json()) as EnquiriesResponse
    expect(body.source).toBe('hosted')
    expect(body.where).toBe(new URL(server.url).host)
    const [lead] = body.enquiries
    expect(lead).toMatchObject({ form: 'Enquiry form', name: 'Vikram Shah', service: 'compliance-services' })
    expect(lead.progress?.status).toBe('new')
    expect(JSON.stringify(body)).not.toContain(SERVICE_KEY)
  })

  it('gives the CSV as a file, spreadsheet-safe', async () => {
    const res = await call(envWith(), 'GET', 'enquiries.csv')
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    // Never sniffed into a page, never cached, never framed: the functions' headers on every answer.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/)
    const text = await res.text()
    expect(text).toContain('Vikram Shah')
    expect(text).not.toMatch(/,=HYPERLINK/)
  })

  it('marks an enquiry called with a note, in the signed-in person’s name', async () => {
    const { enquiries } = (await (await call(envWith(), 'GET', 'enquiries')).json()) as EnquiriesResponse
    const lead = enquiries[0].id
    expect((await call(envWith(), 'POST', 'status', { lead, status: 'called', note: 'Sent the fee quote' })).status).toBe(200)
    const after = (await (await call(envWith(), 'GET', 'enquiries')).json()) as EnquiriesResponse
    expect(after.enquiries[0].progress).toMatchObject({ status: 'called', note: 'Sent the fee quote', by: 'Asha Rao' })
  })

  it('marks an enquiry "Became a client" with its fee; the day it became one stays through later changes', async () => {
    const list = async () => ((await (await call(envWith(), 'GET', 'enquiries')).json()) as EnquiriesResponse).enquiries[0]
    const lead = (await list()).id
    expect((await call(envWith(), 'POST', 'status', { lead, status: 'client', note: 'Paid', fee: 15000 })).status).toBe(200)
    const won = (await list()).progress!
    expect(won).toMatchObject({ status: 'client', note: 'Paid', fee: 15000, by: 'Asha Rao' })
    expect(Date.parse(won.clientAt!)).toBeGreaterThan(Date.now() - 60_000)
    await new Promise((r) => setTimeout(r, 20))
    expect((await call(envWith(), 'POST', 'status', { lead, status: 'client', note: 'Paid in full', fee: 18000 })).status).toBe(200)
    expect((await list()).progress).toMatchObject({ status: 'client', note: 'Paid in full', fee: 18000, clientAt: won.clientAt })
    // A fee is a client's only, in whole rupees: said in the editor's words, and the database agrees.
    const called = await refusalOf(call(envWith(), 'POST', 'status', { lead, status: 'called', note: '', fee: 500 }))
    expect(called!.message).toBe(messages.enquiries.feeOnlyForClients)
    for (const fee of [-1, 1.5, '15000', 100_000_001]) {
      const wrong = await refusalOf(call(envWith(), 'POST', 'status', { lead, status: 'client', note: '', fee }))
      expect(wrong!.message, String(fee)).toBe(messages.enquiries.feeWrong)
    }
    const refused = await backend.ownerQuery("select public.enquiry_set_status($1::uuid, 'called', '', 'x', 500)", [lead]).then(
      () => 'stored',
      (e: Error) => e.message,
    )
    expect(refused).toMatch(/enquiry_progress_fee_check/)
    // The CSV says how far the office has worked it: the status, who set it and when (IST), the note, the fee.
    const row = (await (await call(envWith(), 'GET', 'enquiries.csv')).text()).split('\r\n')[1]
    expect(row).toMatch(
      /,Became a client,Asha Rao,(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}),Paid in full,18000,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},$/,
    )
    // Back to called: no longer a client, no fee.
    expect((await call(envWith(), 'POST', 'status', { lead, status: 'called', note: 'Wants a refund' })).status).toBe(200)
    expect((await list()).progress).toMatchObject({ status: 'called', fee: null, clientAt: null })
  })

  it('refuses a wrong status or notification with the editor’s own words', async () => {
    const bad = await refusalOf(call(envWith(), 'POST', 'status', { lead: crypto.randomUUID(), status: 'won', note: '' }))
    expect(bad).toBeInstanceOf(CallError)
    expect((bad as CallError).status).toBe(400)
    expect(bad!.message).toBe(messages.enquiries.statuses)
    const which = await refusalOf(call(envWith(), 'POST', 'resend', { id: 'all' }))
    expect(which!.message).toBe(messages.enquiries.whichNotification)
  })

  it('says an enquiry is no longer there when its status is changed, on the web address and on the office computer', async () => {
    const gone = await refusalOf(call(envWith(), 'POST', 'status', { lead: crypto.randomUUID(), status: 'called', note: '' }))
    expect(gone).toBeInstanceOf(CallError)
    expect((gone as CallError).status).toBe(404)
    expect(gone!.message).toBe(messages.enquiries.noSuchEnquiry)
    // The office computer's editor, on a database of its own folder (no hosted project configured there).
    const saved = process.env.LOCAL_BACKEND_DIR
    process.env.LOCAL_BACKEND_DIR = path.join(dir, 'office-computer')
    try {
      const local = await refusalOf(localCall(dir, 'setStatus', { lead: crypto.randomUUID(), status: 'done', note: '' }))
      expect(local).toBeInstanceOf(CallError)
      expect((local as CallError).status).toBe(404)
      expect(local!.message).toBe(messages.enquiries.noSuchEnquiry)
    } finally {
      if (saved === undefined) delete process.env.LOCAL_BACKEND_DIR
      else process.env.LOCAL_BACKEND_DIR = saved
    }
  }, 60_000)

  it('says what to set when the project is not connected, and what Supabase said when the key cannot read', async () => {
    const none = await refusalOf(call({} as Env, 'GET', 'enquiries'))
    expect(none).toBeInstanceOf(CallError)
    expect((none as CallError).status).toBe(503)
    expect(none!.message).toBe(messages.repository.enquiriesNotConnected)
    const anon = await refusalOf(call(envWith({ SUPABASE_SECRET_KEY: LOCAL_ANON_KEY }), 'GET', 'enquiries'))
    expect(anon!.message).toMatch(/^Supabase did not give the enquiries \(.+\)\. Check the project address and key\.$/)
  })
})

describe('Function calls on the local backend, as Supabase answers them (what the hosted reads rest on)', () => {
  const rpc = (fn: string, key: string, body: unknown) =>
    fetch(`${server.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('answers a table-returning function with its rows, and one returning a value with the value', async () => {
    const list = await rpc('enquiry_progress_list', SERVICE_KEY, { max_rows: 5 })
    expect(list.status).toBe(200)
    expect(Array.isArray(await list.json())).toBe(true)
    const again = await rpc('notify_retry', SERVICE_KEY, { notification_id: 999999 })
    expect(again.status).toBe(200)
    expect(await again.json()).toBe(false)
  })

  it('refuses the public key the office’s functions, and names a function that does not exist', async () => {
    expect((await rpc('enquiry_progress_list', LOCAL_ANON_KEY, {})).status).toBe(401)
    expect((await rpc('notify_list', LOCAL_ANON_KEY, { max_rows: 1 })).status).toBe(401)
    const missing = await rpc('drop_everything', SERVICE_KEY, {})
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { code: string }).code).toBe('PGRST202')
    expect((await rpc('notify_retry', SERVICE_KEY, { no_such_argument: 1 })).status).toBe(404)
  })
})
