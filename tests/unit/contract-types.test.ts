// @vitest-environment node
/**
 * The contract's types hold the handlers to it (src/contract/protocol.ts, Fields and Routes): `npm run
 * typecheck` compiles this file, and each `@ts-expect-error` below fails that typecheck the day the mistake
 * under it compiles (a misspelt field, an answer of the wrong shape, a call left out of the table). The test
 * itself checks the same handlers at run time.
 */
import { describe, expect, it } from 'vitest'
import { ROUTES, type Fields, type Routes } from '../../src/contract/protocol.ts'
import { pageCalls } from '../../src/editor-calls/page-calls.ts'
import { enquiryHandlers } from '../../src/editor-calls/enquiry-calls.ts'

describe('the contract’s types', () => {
  it('refuse a misspelt field, a wrong answer and a call the table lacks, at compile time', () => {
    const save = (request: Fields<'save'>) => request.version
    // @ts-expect-error: the save call has no field "versoin".
    const misspelt = (request: Fields<'save'>) => request.versoin
    // @ts-expect-error: the publish call answers a PublishResult, not a number.
    const wrongAnswer: Routes['publish']['response'] = 42
    // @ts-expect-error: there is no call "publishAll" in the table.
    const noSuchCall: Routes['publishAll'] = undefined
    expect([save({ version: 'v1' }), misspelt({}), wrongAnswer, noSuchCall]).toEqual(['v1', undefined, 42, undefined])
  })

  it('every call has exactly one handler, for the site’s files or for people’s data', () => {
    const pages = Object.keys(pageCalls)
    const people = Object.keys(enquiryHandlers)
    expect(pages.filter((n) => people.includes(n))).toEqual([])
    const all: Record<keyof Routes, true> = Object.fromEntries([...pages, ...people].map((n) => [n, true])) as Record<keyof Routes, true>
    expect(Object.keys(all).sort()).toEqual([...pages, ...people].sort())
    // The work a call does (its area, which the roles go by) is the one its handler does.
    for (const [name, route] of Object.entries(ROUTES)) expect(route.area, name).toBe(people.includes(name) ? 'people' : 'pages')
  })
})
