// @vitest-environment node
/**
 * The database keeps the office's promises (supabase/migrations/0013_promises.sql): each enquiry's due time set as
 * it arrives by the same rule as src/lib/promise.ts (held to one answer over many moments), and the reminders put
 * into the outbox once each, before the promise lapses and once it has, with the time moved by the test.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalBackend, type LocalBackend } from '../../scripts/backend/index.ts'
import { registerClock, siteClock } from '../../scripts/lib/office-clock.ts'
import { dueAfter, type OfficeHours } from '../../src/lib/promise.ts'
import { readNotifyContent } from '../../scripts/notify/content.ts'
import { localOutbox } from '../../scripts/notify/dispatcher.ts'
import { runRound } from '../../supabase/functions/notify/outbox.ts'
import type { Notice } from '../../src/notifications/message.ts'

const root = path.resolve(import.meta.dirname, '../..')
const clock = siteClock(root)
const hours: OfficeHours = { openingHours: clock.week, closed: clock.closed }
const ist = (text: string) => Date.parse(`${text}+05:30`)
let dir: string
let backend: LocalBackend

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promises-'))
  backend = await createLocalBackend({ dataDir: path.join(dir, 'pglite'), handleSignals: false, log: () => {} })
  await registerClock(backend, root)
}, 60_000)
afterAll(async () => {
  await backend?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A lead as a form stores it, arrived at `at` (the database's clock taken as that moment). */
async function arrived(
  at: number,
  source_page: string,
  name = `Lead ${at}`,
): Promise<{ id: string; due_at: string | null; promise_minutes: number | null }> {
  const [row] = await backend.ownerQuery<{ id: string; due_at: string | null; promise_minutes: number | null }>(
    `insert into public.lead_submissions (name, email, phone, message, service, source_page, created_at)
     values ($1, 'lead@example.in', '+91 98110 45670', '', '', $2, $3) returning id::text, due_at, promise_minutes`,
    [name, source_page, new Date(at).toISOString()],
  )
  return row
}

describe('each enquiry’s due time', () => {
  it('is the same in the database as in the code, at every moment tried', async () => {
    const moments: number[] = []
    for (let t = ist('2026-12-20T00:00:00'); t < ist('2027-02-05T00:00:00'); t += 97 * 60_000 + 13_000) moments.push(t)
    const cases = moments.flatMap((at) => [
      [at, 15, true],
      [at, 120, true],
      [at, 1440, false],
    ]) as [number, number, boolean][]
    const sql = await backend.ownerQuery<{ due: string }>(
      `select private.due_after((c.v ->> 'at')::timestamptz, (c.v ->> 'minutes')::integer, (c.v ->> 'working')::boolean,
                               (select config from private.office_clock)) as due
         from jsonb_array_elements($1::jsonb) with ordinality as c(v, n) order by c.n`,
      [JSON.stringify(cases.map(([at, minutes, working]) => ({ at: new Date(at).toISOString(), minutes, working })))],
    )
    const differ = cases.filter(([at, minutes, working], i) => Date.parse(sql[i].due) !== dueAfter(at, minutes, working, hours))
    expect(cases.length).toBeGreaterThan(1500)
    expect(differ.map(([at, m, w]) => `${new Date(at).toISOString()} ${m} ${w}`)).toEqual([])
  })

  it('is set as the lead arrives, from its form’s promise: the campaign’s in working hours, the contact page’s around the clock', async () => {
    const saturdayEvening = ist('2027-01-09T19:55:00')
    const callback = await arrived(saturdayEvening, '/itr-filing-campaign')
    expect([Date.parse(callback.due_at!), callback.promise_minutes]).toEqual([ist('2027-01-11T09:15:00'), 15])
    const contact = await arrived(saturdayEvening, '/contact')
    expect([Date.parse(contact.due_at!), contact.promise_minutes]).toEqual([ist('2027-01-10T19:55:00'), 1440])
    const enquiry = await arrived(saturdayEvening, '/services/financial-services/itr-filing')
    expect(enquiry.promise_minutes).toBe(1440)
  })
})

describe('reminders', () => {
  const reminders = async (at: number) =>
    (await backend.ownerQuery<{ n: number }>('select public.enquiry_reminders($1::timestamptz) as n', [new Date(at).toISOString()]))[0].n
  const outbox = async (id: string) =>
    (
      await backend.ownerQuery<{ source_table: string }>(
        `select source_table from private.notification_outbox where source_id = $1::uuid and source_table like 'enquiry_%' order by id`,
        [id],
      )
    ).map((r) => r.source_table)

  it('come once shortly before the promise lapses, once more when it has, and never for one called in time', async () => {
    const at = ist('2027-01-12T11:15:00') // due 11:30, reminded from 11:25
    const late = await arrived(at, '/itr-filing-campaign', 'Late Lead')
    const called = await arrived(at, '/itr-filing-campaign', 'Called Lead')
    await backend.ownerQuery(`select public.enquiry_set_status($1::uuid, 'called', '', 'Asha Rao')`, [called.id])
    await reminders(ist('2027-01-12T11:24:00'))
    expect(await outbox(late.id)).toEqual([])
    await reminders(ist('2027-01-12T11:25:30'))
    expect(await outbox(late.id)).toEqual(['enquiry_reminders'])
    await reminders(ist('2027-01-12T11:26:00'))
    expect(await outbox(late.id)).toEqual(['enquiry_reminders'])
    await reminders(ist('2027-01-12T11:31:00'))
    await reminders(ist('2027-01-12T11:45:00'))
    expect(await outbox(late.id)).toEqual(['enquiry_reminders', 'enquiry_overdue'])
    expect(await outbox(called.id)).toEqual([])
    // The first call stays when it was; the clock stopped then.
    const [progress] = await backend.ownerQuery<{ first_called_at: string | null }>(
      'select first_called_at from private.enquiry_progress where lead_id = $1::uuid',
      [called.id],
    )
    expect(progress.first_called_at).not.toBeNull()
  })

  it('names the person who took the enquiry', async () => {
    const mine = await arrived(ist('2027-01-13T10:00:00'), '/itr-filing-campaign', 'Mine Lead')
    await backend.ownerQuery(`select public.enquiry_take($1::uuid, 'Meera', true)`, [mine.id])
    await reminders(ist('2027-01-13T10:11:00'))
    const [row] = await backend.ownerQuery<{ payload: { taken_by: string | null; name: string } }>(
      `select payload from private.notification_outbox where source_id = $1::uuid and source_table = 'enquiry_reminders'`,
      [mine.id],
    )
    expect(row.payload).toMatchObject({ taken_by: 'Meera', name: 'Mine Lead' })
  })

  it('reaches the office through its channels: a reminder naming who took it, then the owner’s word once it lapsed', async () => {
    const lapsed = await arrived(ist('2027-01-14T10:00:00'), '/itr-filing-campaign', 'Lapsed Lead')
    await backend.ownerQuery(`select public.enquiry_take($1::uuid, 'Ravi', true)`, [lapsed.id])
    await reminders(ist('2027-01-14T10:11:00'))
    await reminders(ist('2027-01-14T10:20:00'))
    const sent: Notice[] = []
    await backend.ownerQuery(`update private.notification_outbox set status = 'sent' where payload ->> 'name' <> 'Lapsed Lead'`)
    await runRound(localOutbox(backend), [{ name: 'email', send: async (n) => void sent.push(n) }], readNotifyContent(root))
    const [reminder, overdue] = ['Reminder', 'Overdue'].map((word) => sent.find((n) => n.subject.startsWith(word))!)
    // The new enquiry's own notification, its reminder and the owner's word.
    expect(sent.map((n) => n.subject.split(/[ :,]/)[0])).toEqual(expect.arrayContaining(['New', 'Reminder', 'Overdue']))
    expect(sent).toHaveLength(3)
    expect(reminder.subject).toBe('Reminder for Ravi: call Lapsed Lead by 14 Jan 2027, 10:15 am IST (15-minute promise, in working hours)')
    expect(reminder.text).toMatch(/^Taken by: Ravi$/m)
    expect(reminder.text).toMatch(/^Phone: \+91 98110 45670 \(tel:\+919811045670\)$/m)
    expect(overdue.subject).toBe(
      'Overdue, taken by Ravi: Lapsed Lead was not called by 14 Jan 2027, 10:15 am IST (15-minute promise, in working hours)',
    )
    expect(overdue.text).toMatch(/^For the owner: its promise has lapsed and it is still new$/m)
  })
})
