// @vitest-environment node
/** When an enquiry is due (src/lib/promise.ts): around the clock, or in the office's open hours, past closed days. */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { dueAfter, duePromise, minutesOf, promiseWords, type OfficeHours } from '../../src/lib/promise.ts'
import { siteClock } from '../../scripts/lib/office-clock.ts'

const ist = (text: string) => Date.parse(`${text}+05:30`)
const root = path.resolve(import.meta.dirname, '../..')
const clock = siteClock(root)
const hours: OfficeHours = { openingHours: clock.week, closed: clock.closed }

describe('a promise’s clock', () => {
  it('reads the forms’ words: 15 minutes, 2 hours, 3 days', () => {
    expect(['15 minutes', '1 minute', '2 hours', '24 hours', '3 days'].map(minutesOf)).toEqual([15, 1, 120, 1440, 4320])
    expect(() => minutesOf('soon')).toThrow(/not a time/)
    expect([promiseWords(15, true), promiseWords(120, false), promiseWords(1440, false)]).toEqual([
      '15-minute promise, in working hours',
      '2-hour promise',
      '1-day promise',
    ])
  })

  it('counts open hours only: an evening on a Saturday waits for Monday; a weekday evening runs over to the morning', () => {
    // The site's week: Monday to Friday 9:00-20:00, Saturday 9:00-18:00, Sunday closed.
    expect(dueAfter(ist('2027-01-09T19:55:00'), 15, true, hours)).toBe(ist('2027-01-11T09:15:00'))
    expect(dueAfter(ist('2027-01-12T19:50:00'), 15, true, hours)).toBe(ist('2027-01-13T09:05:00'))
    expect(dueAfter(ist('2027-01-12T11:15:00'), 15, true, hours)).toBe(ist('2027-01-12T11:30:00'))
    expect(dueAfter(ist('2027-01-12T07:00:00'), 120, true, hours)).toBe(ist('2027-01-12T11:00:00'))
    // Around the clock: the minutes, whatever the hour.
    expect(dueAfter(ist('2027-01-09T19:55:00'), 120, false, hours)).toBe(ist('2027-01-09T21:55:00'))
  })

  it('passes closed days: the national holidays every year, and the year’s festivals the office lists', () => {
    // Republic Day 2027 is a Tuesday.
    expect(dueAfter(ist('2027-01-26T10:00:00'), 15, true, hours)).toBe(ist('2027-01-27T09:15:00'))
    expect(dueAfter(ist('2028-01-25T19:59:00'), 15, true, hours)).toBe(ist('2028-01-27T09:14:00'))
    // Christmas 2026, a Friday, is on the office's list: the next open day is Saturday.
    expect(dueAfter(ist('2026-12-25T10:00:00'), 15, true, hours)).toBe(ist('2026-12-26T09:15:00'))
  })

  it('takes the sooner of two promises made to one enquiry', () => {
    const callback = [
      { within: '15 minutes', workingHours: true, where: 'the form' },
      { within: '2 hours', workingHours: true, where: 'the thank-you page' },
    ]
    expect(duePromise(ist('2027-01-12T11:15:00'), callback, hours)).toEqual({
      at: ist('2027-01-12T11:30:00'),
      minutes: 15,
      workingHours: true,
    })
    expect(duePromise(ist('2027-01-12T11:15:00'), [], hours)).toBeUndefined()
    // A 2-hour promise around the clock is sooner than 15 minutes of a closed weekend.
    const clockwise = [callback[0], { within: '2 hours', where: 'a page' }]
    expect(duePromise(ist('2027-01-09T19:55:00'), clockwise, hours)?.at).toBe(ist('2027-01-09T21:55:00'))
  })
})
