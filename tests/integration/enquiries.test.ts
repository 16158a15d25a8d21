// @vitest-environment node
/**
 * The editor's Enquiries read from a hosted project through supabase-js with a server-only key. Here the
 * project is the local backend answering as Supabase's gateway does, with a service key that makes a
 * request run as service_role (as Supabase's secret key does); the anon key reads nothing.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalBackend, startBackendServer, type BackendServer, type LocalBackend } from '../../scripts/backend/index.ts'
import { enquiriesCsv } from '../../src/editor-calls/enquiry-rows.ts'
import { call } from './local-call.ts'
import { CallError } from '../../src/contract/errors.ts'

import { LOCAL_ANON_KEY } from '../../src/backend/protocol.ts'
import { GUIDE_LEAD_MESSAGE } from '../../src/backend/leads.ts'

const root = path.resolve(import.meta.dirname, '../..')
const SERVICE_KEY = 'test-service-key-never-in-a-page'
let dir: string
let backend: LocalBackend
let server: BackendServer
const saved = { url: process.env.VITE_SUPABASE_URL, key: process.env.SUPABASE_SERVICE_ROLE_KEY }

const insert = async (table: string, row: object) => {
  const res = await fetch(`${server.url}/rest/v1/${table}`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(row),
  })
  expect(res.status, await res.text()).toBe(201)
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-'))
  backend = await createLocalBackend({ dataDir: path.join(dir, 'pglite'), serviceKey: SERVICE_KEY, handleSignals: false, log: () => {} })
  server = await startBackendServer(backend)
  const person = { name: 'Asha Verma', email: 'asha@example.in', phone: '+91 98110 45670' }
  await insert('lead_submissions', { ...person, message: '', service: 'compliance-services', source_page: '/services/compliance-services' })
  await insert('lead_submissions', { ...person, message: 'Subject: GST\n\nMessage: =1+1 call me', source_page: '/contact' })
  await insert('lead_submissions', {
    ...person,
    message: 'Income Type: salaried',
    service: 'ITR Filing',
    source_page: '/itr-filing-campaign',
  })
  await insert('ebook_downloads', { id: crypto.randomUUID(), ...person })
  await insert('lead_submissions', { ...person, message: GUIDE_LEAD_MESSAGE, service: '', source_page: '/free-startup-guide' })
  await insert('newsletter_subscriptions', { email: 'reader@example.in', source: 'blog_page' })
}, 60_000)

afterAll(async () => {
  process.env.VITE_SUPABASE_URL = saved.url
  process.env.SUPABASE_SERVICE_ROLE_KEY = saved.key
  if (saved.url === undefined) delete process.env.VITE_SUPABASE_URL
  if (saved.key === undefined) delete process.env.SUPABASE_SERVICE_ROLE_KEY
  await server?.close()
  await backend?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('Enquiries from a hosted project', () => {
  it('reads every form through supabase-js with the server-only key, newest first, each under its form', async () => {
    process.env.VITE_SUPABASE_URL = server.url
    process.env.SUPABASE_SERVICE_ROLE_KEY = SERVICE_KEY
    const read = await call(root, 'enquiries')
    expect(read.source).toBe('hosted')
    expect(read.where).toBe(new URL(server.url).host)
    expect(read.enquiries.map((e) => e.form).sort()).toEqual(
      ['Contact form', 'Enquiry form', 'Newsletter', 'Startup guide', 'Tax filing callback'].sort(),
    )
    const times = read.enquiries.map((e) => e.created_at)
    expect(times).toEqual([...times].sort().reverse())
    expect(read.enquiries.find((e) => e.form === 'Enquiry form')!.service).toBe('Compliance Services')
    expect(read.enquiries.find((e) => e.form === 'Startup guide')!.viewed).toBe('not opened yet')
    const csv = enquiriesCsv(read.enquiries)
    expect(csv).toContain(`"Subject: GST\n\nMessage: =1+1 call me"`)
    expect(csv).toContain(',(+91) 98110 45670,')
  })

  it("records a status in the name the office computer's person gave, and in the computer's name when none came", async () => {
    process.env.VITE_SUPABASE_URL = server.url
    process.env.SUPABASE_SERVICE_ROLE_KEY = SERVICE_KEY
    const lead = (await call(root, 'enquiries')).enquiries.find((e) => e.form === 'Contact form')!
    await call(root, 'setStatus', { lead: lead.id, status: 'called', note: 'Rang her' }, 'Meera Iyer')
    const set = (await call(root, 'enquiries', {}, 'Meera Iyer')).enquiries.find((e) => e.id === lead.id)!
    expect(set.progress).toMatchObject({ status: 'called', by: 'Meera Iyer' })
    await call(root, 'setStatus', { lead: lead.id, status: 'done', note: '' })
    const fallback = (await call(root, 'enquiries')).enquiries.find((e) => e.id === lead.id)!
    expect(fallback.progress).toMatchObject({ status: 'done' })
    expect(fallback.progress!.by).not.toBe('Meera Iyer')
  })

  it('says in words when the key cannot read (the public key, say)', async () => {
    process.env.VITE_SUPABASE_URL = server.url
    process.env.SUPABASE_SERVICE_ROLE_KEY = LOCAL_ANON_KEY
    const e = await call(root, 'enquiries').then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(e).toBeInstanceOf(CallError)
    expect((e as CallError).message).toMatch(/^Supabase did not give the enquiries \(.+\)\. Check the project address and key\.$/)
  })
})
