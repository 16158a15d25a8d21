/**
 * A call to the editor through the one door (src/editor-calls/door.ts), as the servers send it: a GET's fields
 * in the query, a POST's as its body. Shared by the integration tests and the contract suite (tests/contract),
 * which also records each call it makes (the way, the call, the answer's shape) when `npm run test:contract`
 * asks for it (CONTRACT_LOG, scripts/test-contract.ts).
 */
import fs from 'node:fs'
import { ROUTES, type Download, type RouteName, type Routes } from '../src/contract/protocol.ts'
import { CallError } from '../src/contract/errors.ts'
import { answerCall, type Doorway } from '../src/editor-calls/door.ts'

export interface Answered {
  status: number
  body: Record<string, unknown>
  headers: Record<string, string>
}

/** The kind of each value an answer holds, by its path: what the contract compares between the ways. */
export function shapeOf(value: unknown, at = '', out: Record<string, string> = {}): Record<string, string> {
  if (value === null || value === undefined) return out
  if (Array.isArray(value)) {
    out[at || '.'] = 'list'
    value.forEach((v) => shapeOf(v, `${at}[]`, out))
  } else if (typeof value === 'object') {
    out[at || '.'] = 'object'
    for (const [k, v] of Object.entries(value)) shapeOf(v, `${at}.${k}`, out)
  } else out[at || '.'] = typeof value
  return out
}

/** Notes a call a contract test made on a way (as a role, where there are roles), for the contract's table (nothing without CONTRACT_LOG). */
export function recordCall(way: string, name: RouteName, answered: Answered, role?: string): void {
  const log = process.env.CONTRACT_LOG
  if (!log) return
  const shape = answered.status === 200 ? shapeOf(answered.body) : {}
  fs.appendFileSync(log, `${JSON.stringify({ way, name, status: answered.status, shape, role })}\n`)
}

/** A call as the browser makes it, through the door `doorway` opens: its status, body and headers. */
export async function knock(doorway: Doorway, name: RouteName, request: Record<string, unknown> = {}): Promise<Answered> {
  const { method, path } = ROUTES[name]
  const get = method === 'GET'
  const query = new URLSearchParams(get ? Object.entries(request).map(([k, v]) => [k, String(v)]) : [])
  const answer = await answerCall({ method, path, query, body: get ? undefined : request }, doorway)
  const body: Record<string, unknown> =
    'download' in ROUTES[name] && answer.status === 200
      ? {
          type: answer.headers['content-type'],
          filename: /filename="([^"]+)"/.exec(answer.headers['content-disposition'] ?? '')?.[1] ?? '',
          body: answer.body,
        }
      : (JSON.parse(answer.body) as Record<string, unknown>)
  return { status: answer.status, body, headers: answer.headers }
}

/** The call's answer, or its refusal thrown as the CallError the door sent. */
export async function answered<K extends RouteName>(
  doorway: Doorway,
  name: K,
  request: Record<string, unknown> = {},
): Promise<Routes[K]['response']> {
  const { status, body, headers } = await knock(doorway, name, request)
  if (status !== 200) throw new CallError(status, body, {}, headers)
  return body as Routes[K]['response'] | Download as Routes[K]['response']
}
