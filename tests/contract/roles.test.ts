// @vitest-environment node
/**
 * Every call as every role on the web address (src/contract/roles.ts, checked once by the door): an owner may make
 * every call; an editor the pages' (pages, prices, pictures, publishing) and no one's details; the front desk
 * people's data (enquiries, the rights desk, statuses) and no page or publish. A call a role may not make is refused
 * 403 in the office's words before anything is read; one it may make is never refused for the role. (The office
 * computer is one person, who makes every call: ./pages.test.ts and ./people.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROUTES, type RouteName } from '../../src/contract/protocol.ts'
import { ROLES, mayUse } from '../../src/contract/roles.ts'
import { messages } from '../../src/contract/messages.ts'
import { openWay, type Way } from './ways.ts'

let web: Way
beforeAll(async () => {
  web = await openWay('the web address')
}, 120_000)
afterAll(() => web?.close())

describe.each(ROLES)('as %s', (role) => {
  it('makes every call its work needs, and is refused every other', async () => {
    const answers: [RouteName, number, unknown][] = []
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      const { status, body } = await web.call(name, {}, { name: `Someone ${role}`, role })
      answers.push([name, status, body.error])
    }
    const refused = answers.filter(([name]) => !mayUse(role, ROUTES[name].area))
    const allowed = answers.filter(([name]) => mayUse(role, ROUTES[name].area))
    for (const [name, status, error] of refused) {
      expect(status, name).toBe(403)
      expect(error, name).toBe(messages.access.notForRole(role, ROUTES[name].area))
    }
    for (const [name, status] of allowed) expect(status, `${name} as ${role}`).not.toBe(403)
    expect(allowed.length + refused.length).toBe(Object.keys(ROUTES).length)
    if (role === 'owner') expect(refused).toEqual([])
    else expect(refused.length * allowed.length).toBeGreaterThan(0)
  })
})
